"""A heuristic for search: each seat's balanced harvest, fields counting in part, and its
chance to stay ahead in the cards left.

The winner has the most balanced storehouse: the smallest count first, then the second
smallest, and so on. A seat's mark is its counts per crop, each with ``FIELD`` of every
card still growing in its field of that crop (it is harvested when that crop floods,
unless the locusts or a takeover come first), sorted from the smallest up and weighed
``NEXT`` times less at each step: the smallest counts most, and a card towards the next
smallest still counts (else a seat with an empty crop would see no progress at all). A
gap between two marks holds with probability about Φ(gap / spread), the spread growing
with the square root of the cards still to come (the draw pile and the discard piles the
reshuffles left will bring back). Only public things are read: storehouses, fields, the
draw pile's size and the discard pile, never a hand.
"""

from __future__ import annotations

import math

from senet import chances

from .state import NileState

__all__ = ["FIELD", "LEAST", "NEXT", "PER_CARD", "cards_left", "evaluate", "mark"]

FIELD = 0.5
"""What a card growing in a field is worth against one harvested."""
NEXT = 0.3
"""How much less each count counts than the one below it."""
PER_CARD = 0.01
"""How far the gap of two marks drifts per card still to come (its variance)."""
LEAST = 0.25
"""The spread left when no card is to come (marks only roughly say who is ahead)."""


def cards_left(s: NileState) -> int:
    """The cards still to come: the draw pile, and the discard pile once per reshuffle left."""
    return s.pile_size + s.reshuffles_left * len(s.discard)


def mark(s: NileState, player: int) -> float:
    """``player``'s balanced harvest: counts (fields in part) smallest first, each weighed less."""
    pairs = zip(s.stores[player], s.fields[player], strict=True)
    have = sorted(store + FIELD * field for store, field in pairs)
    return sum(count * NEXT ** k for k, count in enumerate(have))


def evaluate(s: NileState) -> list[float]:
    """Per seat, in [0, 1]: its average chance of ending with a better harvest than each other seat."""
    return chances([mark(s, p) for p in range(s.players)],
                   LEAST + math.sqrt(PER_CARD * max(cards_left(s), 1)))
