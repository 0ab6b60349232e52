"""A heuristic for search: each seat's chance of beating each other seat from the score
gap and the tiles still to be played.

The search bot cuts its random playouts off after a few moves, half-way through a
two-player game of 24 rounds. Scored by the ranks there, a lead of one point counts
as a certain win and a tie as an even chance, whatever the gap and however many
rounds remain. Here a gap counts by how likely it is to last: between two seats
playing on at random, the gap drifts by about ``SPREAD`` points a round (measured:
random two-player games on the basic side end with gaps of standard deviation about
26 points over 22 rounds chosen), so with ``n`` rounds left a gap ``g`` holds with
probability about Φ(g / (SPREAD·√n)). A seat's value is its average such chance
against the others, in [0, 1] (0.5 when level). The rounds left: the tiles in the
smallest hand, plus a whole second hand on the basic side with 2-3 players before
the second deal. On the pro side the hands' penalties at the end are not counted.
"""

from __future__ import annotations

import math

from senet import chances

from .state import HAND, BoardState, hand_size

__all__ = ["SPREAD", "chances", "evaluate", "rounds_left"]

SPREAD = 5.5
"""How far the gap between two seats drifts in one round of random play (its standard deviation)."""


def rounds_left(s: BoardState) -> int:
    """About how many rounds are still to be played."""
    left = min(hand_size(s, p) for p in range(s.players))
    if not s.pro and s.deal == 1 and s.players <= 3:
        left += HAND
    return left


def evaluate(s: BoardState) -> list[float]:
    """Per seat, in [0, 1]: its average chance of ending ahead of each other seat."""
    return chances(s.scores, SPREAD * math.sqrt(max(rounds_left(s), 0.5)))
