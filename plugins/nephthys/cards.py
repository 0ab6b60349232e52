"""The record cards and their techniques, read from ``data/records.toml`` and checked at import.

A card is an int code: ``colour * 100 + number`` for a record card (blue 5 is
105), ``1000 +`` that for the start card (S, blue 2, is 1102) and ``2000 +``
that for a Book of Isis (green 13 is 2213). Copies of a card share a code:
they are interchangeable. The data file is ours (the published texts are not
available); replacing it needs no change in the code. A broken file stops the
import with a :class:`senet.PluginError` naming the file and the problem.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from enum import StrEnum
from importlib import resources
from typing import Any

import attrs

from senet import PluginError

__all__ = [
    "BOOKS", "COLOURS", "DECK", "NUMBERS", "START_CARD", "TECHNIQUES", "WILD", "Technique", "TechniqueCost",
    "TechniqueEffect", "card_name", "colour", "highest", "is_book", "is_card", "load_records", "number",
    "technique_of", "wild",
]

FILE = "data/records.toml"
START_FLAG = 1000
BOOK_FLAG = 2000


class TechniqueEffect(StrEnum):
    """What a technique does, as ``effect`` names it in ``records.toml`` (see :mod:`.techniques`)."""

    ADJUST = "adjust"
    SHUFFLE = "shuffle"
    INSIGHT = "insight"
    TWO_PAIRS = "two_pairs"
    WIDE_SEARCH = "wide_search"
    ARCHIVE = "archive"
    CURATOR = "curator"
    FULL_HOUSE = "full_house"
    SHELVES = "shelves"
    PATRON = "patron"
    FELLOW = "fellow"
    THREE_PAIRS = "three_pairs"
    ISIS = "isis"
    LOST_KNOWLEDGE = "lost_knowledge"


class TechniqueCost(StrEnum):
    """What playing a technique costs, as ``cost`` names it in ``records.toml``."""

    NONE = "none"
    DISPLAY = "display"
    """One card from the player's display, discarded."""


@attrs.frozen
class Technique:
    """What a card does when played as a technique: its effect, strength, cost and text."""

    name: str
    effect: TechniqueEffect
    amount: int = 1
    cost: TechniqueCost = TechniqueCost.NONE
    stacks: bool = False
    text: str = ""

    @property
    def needs_display(self) -> bool:
        """Whether playing it costs one card from the player's display."""
        return self.cost is TechniqueCost.DISPLAY


@attrs.frozen
class Records:
    """The whole of ``records.toml``: the deck, the start card, the Books and the techniques."""

    colours: tuple[str, ...]
    numbers: int
    wild: int
    deck: tuple[int, ...]
    start: int
    books: tuple[int, ...]
    techniques: tuple[Technique, ...]
    """The technique of number ``n`` is ``techniques[n - 1]``."""
    book: Technique


class _Bad(Exception):
    """A broken rule of the data file; becomes a PluginError naming the file."""


_EFFECTS = {e.value: e for e in TechniqueEffect}
"""Each effect by its name in the file."""
_COSTS = {c.value: c for c in TechniqueCost}
"""Each cost by its name in the file."""


def _get(table: Mapping[str, Any], key: str, kind: type, where: str, default: Any = None) -> Any:
    value = table.get(key, default)
    if value is None:
        raise _Bad(f"{where}: {key!r} is missing")
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _Bad(f"{where}: {key!r} must be a {kind.__name__}, not {value!r}")
    return value


def _technique(table: Mapping[str, Any], where: str) -> Technique:
    effect = _get(table, "effect", str, where)
    if effect not in _EFFECTS:
        raise _Bad(f"{where}: unknown effect {effect!r} (known: {' '.join(sorted(_EFFECTS))})")
    cost = _get(table, "cost", str, where, TechniqueCost.NONE.value)
    if cost not in _COSTS:
        raise _Bad(f"{where}: cost is {' or '.join(repr(c) for c in _COSTS)}, not {cost!r}")
    amount = _get(table, "amount", int, where, 1)
    if not 0 <= amount <= 99:
        raise _Bad(f"{where}: amount {amount} is not between 0 and 99")
    return Technique(name=_get(table, "name", str, where), effect=_EFFECTS[effect], amount=amount,
                     cost=_COSTS[cost], stacks=_get(table, "stacks", bool, where, False),
                     text=_get(table, "text", str, where, ""))


def _card(table: Mapping[str, Any], colours: tuple[str, ...], numbers: int, where: str) -> int:
    name = _get(table, "colour", str, where)
    if name not in colours:
        raise _Bad(f"{where}: colour {name!r} is not one of {', '.join(colours)}")
    n: int = _get(table, "number", int, where)
    if not 1 <= n <= numbers:
        raise _Bad(f"{where}: number {n} is not between 1 and {numbers}")
    return (colours.index(name) + 1) * 100 + n


def parse_records(data: Mapping[str, Any]) -> Records:
    """The records from parsed TOML; raises ``_Bad`` naming what is wrong."""
    deck_table = data.get("deck")
    if not isinstance(deck_table, dict):
        raise _Bad("[deck] is missing")
    colours = tuple(_get(deck_table, "colours", list, "[deck]"))
    if not 1 <= len(colours) <= 9 or len(set(colours)) != len(colours) or not all(
            isinstance(c, str) and c for c in colours):
        raise _Bad("[deck]: colours must be 1 to 9 different names")
    numbers = _get(deck_table, "numbers", int, "[deck]")
    if not 2 <= numbers <= 99:
        raise _Bad("[deck]: numbers must be between 2 and 99")
    copies = _get(deck_table, "copies", int, "[deck]")
    if not 1 <= copies <= 9:
        raise _Bad("[deck]: copies must be between 1 and 9")
    wild_number = _get(deck_table, "wild", int, "[deck]")
    if not 1 <= wild_number <= numbers:
        raise _Bad(f"[deck]: wild must be a number between 1 and {numbers}")
    deck = tuple(sorted((c + 1) * 100 + n for c in range(len(colours)) for n in range(1, numbers + 1)
                        for _ in range(copies)))
    start_table = data.get("start")
    if not isinstance(start_table, dict):
        raise _Bad("[start] is missing")
    start = START_FLAG + _card(start_table, colours, numbers, "[start]")
    books_list = data.get("book", [])
    if not isinstance(books_list, list) or len(books_list) > 9:
        raise _Bad("[[book]]: at most 9 Books")
    books = tuple(BOOK_FLAG + _card(b, colours, numbers, f"[[book]] {i + 1}")
                  for i, b in enumerate(books_list))
    if len(set(books)) != len(books):
        raise _Bad("[[book]]: two Books have the same colour and number")
    entries = data.get("technique")
    if not isinstance(entries, list):
        raise _Bad("[[technique]] is missing")
    by_number: dict[int, Technique] = {}
    for i, entry in enumerate(entries):
        where = f"[[technique]] {i + 1}"
        if not isinstance(entry, dict):
            raise _Bad(f"{where}: not a table")
        n = _get(entry, "number", int, where)
        if not 1 <= n <= numbers or n in by_number:
            raise _Bad(f"{where}: number {n} is out of range or given twice")
        by_number[n] = _technique(entry, f"{where} (number {n})")
    missing = [n for n in range(1, numbers + 1) if n not in by_number]
    if missing:
        raise _Bad(f"[[technique]]: no technique for number {missing[0]}")
    book_table = data.get("book_technique")
    if not isinstance(book_table, dict):
        raise _Bad("[book_technique] is missing")
    book = _technique(book_table, "[book_technique]")
    return Records(colours, numbers, wild_number, deck, start, books,
                   tuple(by_number[n] for n in range(1, numbers + 1)), book)


def load_records(text: str | None = None) -> Records:
    """``records.toml`` (or ``text`` in its format), checked; a :class:`PluginError` if broken."""
    try:
        if text is None:
            text = resources.files("senet_games.nephthys").joinpath(FILE).read_text(encoding="utf-8")
        return parse_records(tomllib.loads(text))
    except (_Bad, tomllib.TOMLDecodeError) as exc:
        raise PluginError("nephthys", f"{FILE}: {exc}") from None


RECORDS = load_records()
COLOURS: tuple[str, ...] = RECORDS.colours
NUMBERS: int = RECORDS.numbers
WILD: int = RECORDS.wild
DECK: tuple[int, ...] = RECORDS.deck
"""The record deck, sorted: every colour and number, ``copies`` times."""
START_CARD: int = RECORDS.start
BOOKS: tuple[int, ...] = RECORDS.books
TECHNIQUES: tuple[Technique, ...] = RECORDS.techniques


def number(card: int) -> int:
    """The card's printed number."""
    return card % 100


def colour(card: int) -> int:
    """The card's printed colour, from 1."""
    return card // 100 % 10


def wild(card: int) -> bool:
    """Whether the card is a wild colour (a printed 1) in colour sets and colour costs."""
    return card % 100 == WILD


def is_book(card: int) -> bool:
    """Whether the card is a Book of Isis."""
    return card // 1000 == BOOK_FLAG // 1000


def technique_of(card: int) -> Technique:
    """The technique a card gives when played: a Book's own, else its number's."""
    return RECORDS.book if is_book(card) else TECHNIQUES[card % 100 - 1]


def highest(cards: Iterable[int]) -> int:
    """The highest printed number among ``cards`` (0 for none)."""
    return max((c % 100 for c in cards), default=0)


def card_name(card: int) -> str:
    """``blue 5``, ``blue 2 (S)``, ``Book green 13``."""
    flag = card // 1000
    base = f"{COLOURS[colour(card) - 1]} {number(card)}"
    if flag * 1000 == START_FLAG:
        return f"{base} (S)"
    if flag * 1000 == BOOK_FLAG:
        return f"Book {base}"
    return base


def is_card(card: object) -> bool:
    """Whether ``card`` is a well-formed card code of this deck (for checking moves)."""
    if type(card) is not int or card < 0:
        return False
    flag, rest = divmod(card, 1000)
    return flag in (0, 1, 2) and 1 <= rest // 100 <= len(COLOURS) and 1 <= rest % 100 <= NUMBERS
