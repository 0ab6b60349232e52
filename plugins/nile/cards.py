"""The cards as data: read from ``data/cards.txt`` and checked at import.

A card is a plain string: a crop's name (``"papyrus"``), a speculation card
naming two crops in crop order (``"papyrus&lettuce"``), or ``"locusts"``.
Strings keep save files readable and need no registration. Which crops are
in play depends on the option ``deluxor`` and the player count, as the data
file says; speculation cards showing a crop not in play are left out.
A bad file stops the import with a :class:`senet.PluginError` naming the
file, the line and what is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from importlib import resources

import attrs

from senet import PluginError

__all__ = [
    "ALL_CROPS", "CARD_SET", "HAND_SIZE", "LOCUSTS", "ORDER", "SHOWS", "SPECULATIONS", "CardSet",
    "CropLine", "card_name", "cards_for", "crops_in_play", "parse_cards", "sort_cards", "spec_card",
]

LOCUSTS = "locusts"
SEP = "&"
_NAME = re.compile(r"[a-z]+")
_RANGE = re.compile(r"(\d)-(\d)")


@attrs.frozen
class CropLine:
    """One crop of the card set: its name, its number of cards, and when it is in play."""

    name: str
    count: int
    deluxor: bool = False
    """Only with the option ``deluxor`` (and then only for ``fewest``-``most`` players)."""
    fewest: int = 2
    most: int = 6


@attrs.frozen
class CardSet:
    """The whole card set: the crops in order, the copies of each other card, the hand size."""

    crops: tuple[CropLine, ...]
    speculation: int
    """Copies of the speculation card of each pair of two different crops in play."""
    locusts: int
    hand: int


def _fail(where: str, message: str) -> PluginError:
    return PluginError("nile", f"{where}: {message}")


def _count(word: str, where: str) -> int:
    if not word.isdigit():
        raise _fail(where, f"{word!r} is not a count")
    return int(word)


def _crop(words: Sequence[str], where: str) -> CropLine:
    if len(words) not in (3, 5) or (len(words) == 5 and words[3] != "deluxor"):
        raise _fail(where, "a crop line is 'crop NAME COUNT' or 'crop NAME COUNT deluxor P-Q'")
    name = words[1]
    if not _NAME.fullmatch(name) or name == LOCUSTS:
        raise _fail(where, f"{name!r} is not a crop name (lower-case letters, not 'locusts')")
    count = _count(words[2], where)
    if count < 1:
        raise _fail(where, f"{name} needs at least one card")
    if len(words) == 3:
        return CropLine(name, count)
    found = _RANGE.fullmatch(words[4])
    if found is None:
        raise _fail(where, f"{words[4]!r} is not a player range such as 5-6")
    fewest, most = int(found[1]), int(found[2])
    if not 2 <= fewest <= most <= 6:
        raise _fail(where, f"{name}: the player range {fewest}-{most} is not within 2-6")
    return CropLine(name, count, True, fewest, most)


def parse_cards(text: str, source: str = "cards.txt") -> CardSet:
    """A card set from the data file's text; refuses a file that the rules could not play."""
    crops: list[CropLine] = []
    single: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        where = f"{source} line {number}"
        if words[0] == "crop":
            line = _crop(words, where)
            if any(c.name == line.name for c in crops):
                raise _fail(where, f"crop {line.name} is listed twice")
            crops.append(line)
        elif words[0] in ("speculation", "locusts", "hand") and len(words) == 2:
            if words[0] in single:
                raise _fail(where, f"{words[0]} is given twice")
            single[words[0]] = _count(words[1], where)
        else:
            raise _fail(where, f"cannot read {raw.strip()!r}")
    missing = [key for key in ("speculation", "locusts", "hand") if key not in single]
    if missing:
        raise _fail(source, f"no {missing[0]} line")
    if sum(1 for c in crops if not c.deluxor) < 2:
        raise _fail(source, "the base game needs at least two crops")
    if single["hand"] < 1:
        raise _fail(source, "the hand needs at least one card")
    return CardSet(tuple(crops), single["speculation"], single["locusts"], single["hand"])


def _load() -> CardSet:
    text = resources.files(__package__).joinpath("data", "cards.txt").read_text(encoding="utf-8")
    return parse_cards(text)


CARD_SET = _load()
ALL_CROPS: tuple[str, ...] = tuple(c.name for c in CARD_SET.crops)
HAND_SIZE = CARD_SET.hand


def spec_card(first: str, second: str) -> str:
    """The speculation card showing two crops (given in crop order)."""
    return f"{first}{SEP}{second}"


SPECULATIONS: tuple[str, ...] = tuple(
    spec_card(a, b) for i, a in enumerate(ALL_CROPS) for b in ALL_CROPS[i + 1:])
"""Every speculation card of the full set, in order."""
SHOWS: dict[str, tuple[str, ...]] = {
    **{c: (c,) for c in ALL_CROPS},
    **{s: tuple(s.split(SEP)) for s in SPECULATIONS},
    LOCUSTS: (),
}
"""The crops a card shows (a crop card one, a speculation card two, the locusts none)."""
ORDER: dict[str, int] = {card: i for i, card in enumerate((*ALL_CROPS, *SPECULATIONS, LOCUSTS))}
"""The cards' order: crops, then speculation cards, then the locusts."""


def crops_in_play(players: int, deluxor: bool) -> tuple[str, ...]:
    """The crops of a game: the base crops, and the DeLuxor crops this many players use."""
    return tuple(c.name for c in CARD_SET.crops
                 if not c.deluxor or (deluxor and c.fewest <= players <= c.most))


def cards_for(crops: Sequence[str]) -> tuple[str, ...]:
    """Every card of a game with these crops except the locusts, in card order."""
    counts = {c.name: c.count for c in CARD_SET.crops}
    out: list[str] = []
    for crop in crops:
        out.extend([crop] * counts[crop])
    for spec in SPECULATIONS:
        first, second = SHOWS[spec]
        if first in crops and second in crops:
            out.extend([spec] * CARD_SET.speculation)
    return tuple(out)


def sort_cards(cards: Sequence[str]) -> tuple[str, ...]:
    """Cards in card order (hands are kept so)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def card_name(card: str) -> str:
    """A card as people read it: ``papyrus``, ``speculation papyrus & lettuce``, ``locusts``."""
    if SEP in card:
        return "speculation " + card.replace(SEP, " & ")
    return card
