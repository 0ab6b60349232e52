"""Nile's action numbering (for :mod:`senet.rl`), documented in docs/games/nile.md.

In order: offer to Hapi, market, pass; pay each card from the hand, then each crop from the
storehouse; plant 1 to n cards of each crop (n: how many the full set has); plant each pair of
crops; put each speculation card out. Crops and speculation cards are in the full set's order
(the DeLuxor crops included), so the numbering is the same with and without DeLuxor.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from senet import Move, OptionValue
from senet.actions import Capacity, Counts, MoveTable, Seats

from .cards import ALL_CROPS, CARD_SET, CROP_CARDS, LOCUSTS, SPECULATIONS
from .moves import Market, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate

__all__ = ["ENCODING"]

CARDS = (*CROP_CARDS, *SPECULATIONS, LOCUSTS)


def _moves(options: Mapping[str, OptionValue], players: int) -> Sequence[Move]:
    out: list[Move] = [OfferToHapi(), Market(), Pass()]
    out.extend(Pay(card) for card in (*CROP_CARDS, *SPECULATIONS))
    out.extend(Pay(card, True) for card in CROP_CARDS)
    out.extend(Plant(c.name, n) for c in CARD_SET.crops for n in range(1, c.count + 1))
    out.extend(PlantPair(a, b) for i, a in enumerate(ALL_CROPS) for b in ALL_CROPS[i + 1:])
    out.extend(Speculate(card) for card in SPECULATIONS)
    return out


_CROPS = len(ALL_CROPS)
ENCODING = MoveTable(_moves, hints={
    "crops": Counts(ALL_CROPS),
    "hands": Seats(), "hands[]": Counts(CARDS), "discard": Counts(CARDS), "aside": Counts(CARDS),
    "fields": Seats(), "fields[]": Capacity(_CROPS), "stores": Seats(), "stores[]": Capacity(_CROPS),
    "specs": Seats(), "specs[]": Counts(SPECULATIONS),
})
"""Hands, the discard pile and the cards set aside are seen as counts of each card; fields and
storehouses as counts per crop in play (in ``crops`` order)."""
