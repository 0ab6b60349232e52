"""The cards as data: read from ``data/cards.txt`` and checked at import.

The names are closed sets, two enums saved by their values (so a save reads
as text): a :class:`Crop` (``"papyrus"``), and a :class:`Card`: a crop card
(named as its crop), a speculation card naming two crops in crop order
(``"papyrus&lettuce"``), or ``"locusts"``. A crop and its card are equal
(``Crop.PAPYRUS == Card.PAPYRUS == "papyrus"``); :data:`CROP_CARD` turns one into
the other. The data file gives the rest: each crop's count, which are DeLuxor
crops and for how many players, the crops' order (that of :class:`Crop`), the
speculation cards, the locusts and the hand. Which crops are in play depends on
the option ``deluxor`` and the player count, as the data file says;
speculation cards showing a crop not in play are left out. A bad file stops the
import with a :class:`senet.PluginError` naming the file, the line and what is
wrong.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum
from importlib import resources

import attrs

from senet import PluginError

__all__ = [
    "ALL_CROPS", "CARD_CROP", "CARD_SET", "CROP_CARD", "CROP_CARDS", "HAND_SIZE", "LOCUSTS", "ORDER", "SHOWS",
    "SPECULATIONS", "Card", "CardSet", "Crop", "CropLine", "card_name", "cards_for", "crops_in_play",
    "parse_cards", "sort_cards", "spec_card",
]


class Crop(StrEnum):
    """A crop, saved by its name (in this order: the data file lists them so)."""

    PAPYRUS = "papyrus"
    LETTUCE = "lettuce"
    WHEAT = "wheat"
    FLAX = "flax"
    CASTOR = "castor"
    GRAPE = "grape"
    ONION = "onion"


class Card(StrEnum):
    """A card, saved by its name: a crop card, a speculation card (its two crops in crop
    order), the locusts. In card order: crops, speculation cards, the locusts."""

    PAPYRUS = "papyrus"
    LETTUCE = "lettuce"
    WHEAT = "wheat"
    FLAX = "flax"
    CASTOR = "castor"
    GRAPE = "grape"
    ONION = "onion"
    PAPYRUS_LETTUCE = "papyrus&lettuce"
    PAPYRUS_WHEAT = "papyrus&wheat"
    PAPYRUS_FLAX = "papyrus&flax"
    PAPYRUS_CASTOR = "papyrus&castor"
    PAPYRUS_GRAPE = "papyrus&grape"
    PAPYRUS_ONION = "papyrus&onion"
    LETTUCE_WHEAT = "lettuce&wheat"
    LETTUCE_FLAX = "lettuce&flax"
    LETTUCE_CASTOR = "lettuce&castor"
    LETTUCE_GRAPE = "lettuce&grape"
    LETTUCE_ONION = "lettuce&onion"
    WHEAT_FLAX = "wheat&flax"
    WHEAT_CASTOR = "wheat&castor"
    WHEAT_GRAPE = "wheat&grape"
    WHEAT_ONION = "wheat&onion"
    FLAX_CASTOR = "flax&castor"
    FLAX_GRAPE = "flax&grape"
    FLAX_ONION = "flax&onion"
    CASTOR_GRAPE = "castor&grape"
    CASTOR_ONION = "castor&onion"
    GRAPE_ONION = "grape&onion"
    LOCUSTS = "locusts"


LOCUSTS = Card.LOCUSTS
SEP = "&"
_CROPS = {crop.value: crop for crop in Crop}
_CARDS = {card.value: card for card in Card}
CROP_CARD: dict[Crop, Card] = {crop: _CARDS[crop.value] for crop in Crop}
"""The card of each crop (equal to it: a dictionary reads either)."""
CARD_CROP: dict[Card, Crop] = {card: crop for crop, card in CROP_CARD.items()}
"""The crop of each crop card (speculation cards and the locusts are none)."""
_RANGE = re.compile(r"(\d)-(\d)")


@attrs.frozen
class CropLine:
    """One crop of the card set: its name, its number of cards, and when it is in play."""

    name: Crop
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
    name = _CROPS.get(words[1])
    if name is None:
        raise _fail(where, f"{words[1]!r} is not a crop name (one of {', '.join(Crop)})")
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
    order = [c.name for c in crops]
    if order != sorted(order, key=list(Crop).index):
        raise _fail(source, f"list the crops in their order ({', '.join(Crop)}): speculation cards "
                    "name their two crops in it")
    return CardSet(tuple(crops), single["speculation"], single["locusts"], single["hand"])


def _load() -> CardSet:
    text = resources.files(__package__).joinpath("data", "cards.txt").read_text(encoding="utf-8")
    return parse_cards(text)


CARD_SET = _load()
ALL_CROPS: tuple[Crop, ...] = tuple(c.name for c in CARD_SET.crops)
CROP_CARDS: tuple[Card, ...] = tuple(CROP_CARD[c] for c in ALL_CROPS)
"""The crop cards of the full set, in crop order."""
HAND_SIZE = CARD_SET.hand


def spec_card(first: Crop, second: Crop) -> Card:
    """The speculation card showing two crops (given in crop order)."""
    return _CARDS[f"{first}{SEP}{second}"]


SPECULATIONS: tuple[Card, ...] = tuple(
    spec_card(a, b) for i, a in enumerate(ALL_CROPS) for b in ALL_CROPS[i + 1:])
"""Every speculation card of the full set, in order."""
SHOWS: dict[Card, tuple[Crop, ...]] = {
    **{CROP_CARD[c]: (c,) for c in ALL_CROPS},
    **{s: tuple(_CROPS[c] for c in s.split(SEP)) for s in SPECULATIONS},
    LOCUSTS: (),
}
"""The crops a card shows (a crop card one, a speculation card two, the locusts none)."""
ORDER: dict[Card, int] = {card: i for i, card in enumerate((*CROP_CARDS, *SPECULATIONS, LOCUSTS))}
"""The cards' order: crops, then speculation cards, then the locusts."""


def crops_in_play(players: int, deluxor: bool) -> tuple[Crop, ...]:
    """The crops of a game: the base crops, and the DeLuxor crops this many players use."""
    return tuple(c.name for c in CARD_SET.crops
                 if not c.deluxor or (deluxor and c.fewest <= players <= c.most))


def cards_for(crops: Sequence[Crop]) -> tuple[Card, ...]:
    """Every card of a game with these crops except the locusts, in card order."""
    counts = {c.name: c.count for c in CARD_SET.crops}
    out: list[Card] = []
    for crop in crops:
        out.extend([CROP_CARD[crop]] * counts[crop])
    for spec in SPECULATIONS:
        first, second = SHOWS[spec]
        if first in crops and second in crops:
            out.extend([spec] * CARD_SET.speculation)
    return tuple(out)


def sort_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in card order (hands are kept so)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def card_name(card: str) -> str:
    """A card as people read it: ``papyrus``, ``speculation papyrus & lettuce``, ``locusts``."""
    if SEP in card:
        return "speculation " + card.replace(SEP, " & ")
    return str(card)
