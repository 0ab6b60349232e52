"""The society cards, read from ``data/societies.toml`` and checked at import.

Each card has a spring and an autumn side; a side has a cost (a pattern the
paid display cards must form, a :class:`CostKind` looked up in :data:`PATTERNS`), fame,
and effects resolved in order. Costs are judged on printed cards: the wild
number (1) is any colour for "of one colour" and "in one colour" and its
printed colour for "different colours"; Adjust and Lost knowledge bend only
the cards being taken in the research phase.
"""

from __future__ import annotations

import functools
import tomllib
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from importlib import resources
from itertools import combinations, pairwise
from typing import Any

import attrs

from senet import PluginError

from .cards import COLOURS, NUMBERS, colour, number, wild

__all__ = ["EFFECTS", "PATTERNS", "SIDES", "SOCIETIES", "Cost", "CostKind", "Effect", "Season", "Side",
           "Society", "can_pay", "load_societies"]

FILE = "data/societies.toml"


class Season(StrEnum):
    """A side of a society card (saved by value)."""

    SPRING = "spring"
    AUTUMN = "autumn"

    @property
    def other(self) -> Season:
        """The other side."""
        return Season.SPRING if self is Season.AUTUMN else Season.AUTUMN


class Effect(StrEnum):
    """What a society card does once achieved, in order (saved by value)."""

    DRAW = "draw"
    STORE = "store"
    """Store paid cards."""
    TOKEN = "token"
    """Take the first-scholar token."""
    STEAL = "steal"
    """Take fame from another player."""


class CostKind(StrEnum):
    """The pattern a society card's cost asks of the paid display cards, as ``cost`` names it in
    ``societies.toml`` (see :data:`PATTERNS`)."""

    COLOUR = "colour"
    RUN = "run"
    COLOUR_RUN = "colour_run"
    GROUPS = "groups"
    COLOURS = "colours"
    ANY = "any"
    SUM = "sum"
    NUMBERS = "numbers"
    EACH_OF = "each_of"


SIDES = tuple(Season)
EFFECTS = tuple(Effect)


@attrs.frozen
class Cost:
    """A pattern of display cards: its kind and its numbers."""

    kind: CostKind
    count: int
    sizes: tuple[int, ...] = ()
    numbers: tuple[int, ...] = ()
    at_least: int = 0

    def matches(self, cards: Sequence[int]) -> bool:
        """Whether exactly these cards pay the cost."""
        return len(cards) == self.count and PATTERNS[self.kind][0](self, cards)

    def describe(self) -> str:
        """The cost in words: ``3 of one colour``."""
        return PATTERNS[self.kind][1](self)


@attrs.frozen
class Side:
    """One side of a society card: cost, fame, and effects ``(what, amount)`` in order."""

    cost: Cost
    fame: int
    effects: tuple[tuple[Effect, int], ...] = ()


@attrs.frozen
class Society:
    """A society card: its number and its two sides."""

    id: int
    spring: Side
    autumn: Side

    def side(self, name: Season) -> Side:
        """The side called ``name`` (spring or autumn)."""
        return self.spring if name is Season.SPRING else self.autumn


# -- the patterns ---------------------------------------------------------------------------------


def _one_colour(cards: Sequence[int]) -> bool:
    colours = {colour(c) for c in cards if not wild(c)}
    return len(colours) <= 1


def _run(cards: Sequence[int]) -> bool:
    numbers = sorted(number(c) for c in cards)
    return all(b == a + 1 for a, b in pairwise(numbers))


def _groups(cost: Cost, cards: Sequence[int]) -> bool:
    return sorted(Counter(number(c) for c in cards).values()) == sorted(cost.sizes)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _group_words(cost: Cost) -> str:
    named = {(2,): "a pair", (3,): "a triple", (2, 2): "two pairs", (2, 3): "a full house",
             (2, 2, 2): "three pairs"}
    sizes = tuple(sorted(cost.sizes))
    return named.get(sizes, " + ".join(f"{s} equal" for s in sizes))


def _numbers(ns: Sequence[int]) -> str:
    return " or ".join(str(n) for n in ns)


PATTERNS: dict[CostKind, tuple[Callable[[Cost, Sequence[int]], bool], Callable[[Cost], str]]] = {
    CostKind.COLOUR: (lambda cost, cards: _one_colour(cards),
                      lambda cost: f"{cost.count} of one colour"),
    CostKind.RUN: (lambda cost, cards: _run(cards), lambda cost: f"a run of {cost.count}"),
    CostKind.COLOUR_RUN: (lambda cost, cards: _run(cards) and _one_colour(cards),
                          lambda cost: f"a run of {cost.count} in one colour"),
    CostKind.GROUPS: (_groups, _group_words),
    CostKind.COLOURS: (lambda cost, cards: len({colour(c) for c in cards}) == len(cards),
                       lambda cost: f"{cost.count} different colours"),
    CostKind.ANY: (lambda cost, cards: True, lambda cost: f"any {_plural(cost.count, 'card')}"),
    CostKind.SUM: (lambda cost, cards: sum(number(c) for c in cards) >= cost.at_least,
                   lambda cost: f"{_plural(cost.count, 'card')} summing {cost.at_least}+"),
    CostKind.NUMBERS: (lambda cost, cards: sorted(number(c) for c in cards) == sorted(cost.numbers),
                       lambda cost: " and ".join(f"a {n}" for n in cost.numbers)),
    CostKind.EACH_OF: (lambda cost, cards: all(number(c) in cost.numbers for c in cards),
                       lambda cost: f"{cost.count} cards, each a {_numbers(cost.numbers)}"),
}
"""Cost kind -> (does this exact set of cards pay it, the cost in words)."""


@functools.lru_cache(maxsize=8192)
def _payable(cost: Cost, paid: tuple[int, ...], display: tuple[int, ...]) -> bool:
    need = cost.count - len(paid)
    if need < 0 or need > len(display):
        return False
    if cost.kind is CostKind.ANY:
        return True
    seen: set[tuple[int, ...]] = set()
    for more in combinations(display, need):  # display is sorted: equal choices repeat exactly
        if more in seen:
            continue
        seen.add(more)
        if cost.matches((*paid, *more)):
            return True
    return False


def can_pay(cost: Cost, paid: Sequence[int], display: Sequence[int]) -> bool:
    """Whether ``paid`` plus some of ``display`` (the cards not yet paid) pay ``cost`` exactly."""
    return _payable(cost, tuple(sorted(paid)), tuple(sorted(display)))


# -- reading the file -----------------------------------------------------------------------------


class _Bad(Exception):
    """A broken rule of the data file; becomes a PluginError naming the file."""


def _int(table: Mapping[str, Any], key: str, where: str, low: int, high: int, default: int | None = None
         ) -> int:
    value = table.get(key, default)
    if type(value) is not int or not low <= value <= high:
        raise _Bad(f"{where}: {key!r} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _ints(table: Mapping[str, Any], key: str, where: str, low: int, high: int) -> tuple[int, ...]:
    value = table.get(key)
    if not isinstance(value, list) or not value or not all(
            type(v) is int and low <= v <= high for v in value):
        raise _Bad(f"{where}: {key!r} must be a list of whole numbers from {low} to {high}")
    return tuple(value)


_COST_KINDS = {k.value: k for k in CostKind}
"""Each cost kind by its name in the file."""


def _cost(table: Mapping[str, Any], where: str) -> Cost:
    name = table.get("cost")
    kind = _COST_KINDS.get(name) if isinstance(name, str) else None
    if kind is None:
        raise _Bad(f"{where}: unknown cost {name!r} (known: {' '.join(_COST_KINDS)})")
    if kind is CostKind.GROUPS:
        sizes = _ints(table, "sizes", where, 1, 9)
        return Cost(kind, sum(sizes), sizes=sizes)
    if kind is CostKind.NUMBERS:
        numbers = _ints(table, "numbers", where, 1, NUMBERS)
        return Cost(kind, len(numbers), numbers=numbers)
    count = _int(table, "count", where, 1, 20)
    if kind is CostKind.COLOURS and count > len(COLOURS):
        raise _Bad(f"{where}: there are only {len(COLOURS)} colours")
    if kind is CostKind.EACH_OF:
        return Cost(kind, count, numbers=_ints(table, "numbers", where, 1, NUMBERS))
    if kind is CostKind.SUM:
        return Cost(kind, count, at_least=_int(table, "at_least", where, 0, 99 * 20))
    return Cost(kind, count)


def _side(table: object, where: str) -> Side:
    if not isinstance(table, dict):
        raise _Bad(f"{where} is missing")
    effects: list[tuple[Effect, int]] = []
    raw = table.get("effects", [])
    if not isinstance(raw, list):
        raise _Bad(f"{where}: effects must be a list")
    for i, effect in enumerate(raw):
        at = f"{where} effect {i + 1}"
        what = effect.get("do") if isinstance(effect, dict) else None
        if what not in EFFECTS:
            raise _Bad(f"{at}: 'do' must be one of {', '.join(EFFECTS)}, not {what!r}")
        assert isinstance(what, str) and isinstance(effect, dict)
        effects.append((Effect(what), _int(effect, "amount", at, 1, 9, default=1)))
    return Side(_cost(table, where), _int(table, "fame", where, 0, 99), tuple(effects))


def parse_societies(data: Mapping[str, Any]) -> tuple[Society, ...]:
    """The society cards from parsed TOML; raises ``_Bad`` naming what is wrong."""
    cards = data.get("society")
    if not isinstance(cards, list) or len(cards) < 5:
        raise _Bad("[[society]]: at least 5 cards are needed (3 open, 2 set aside)")
    out: list[Society] = []
    for i, card in enumerate(cards):
        where = f"[[society]] {i + 1}"
        if not isinstance(card, dict):
            raise _Bad(f"{where}: not a table")
        ident = _int(card, "id", where, 1, 999)
        if any(s.id == ident for s in out):
            raise _Bad(f"{where}: id {ident} is given twice")
        out.append(Society(ident, _side(card.get("spring"), f"{where} (id {ident}) spring"),
                           _side(card.get("autumn"), f"{where} (id {ident}) autumn")))
    return tuple(sorted(out, key=lambda s: s.id))


def load_societies(text: str | None = None) -> tuple[Society, ...]:
    """``societies.toml`` (or ``text`` in its format), checked; a :class:`PluginError` if broken."""
    try:
        if text is None:
            text = resources.files("senet_games.nephthys").joinpath(FILE).read_text(encoding="utf-8")
        return parse_societies(tomllib.loads(text))
    except (_Bad, tomllib.TOMLDecodeError) as exc:
        raise PluginError("nephthys", f"{FILE}: {exc}") from None


SOCIETIES: dict[int, Society] = {s.id: s for s in load_societies()}
"""Every society card by its id."""
