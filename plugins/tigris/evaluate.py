"""A heuristic for search: each seat's weakest colours, treasures added where they help, and
its chance to stay ahead in the tiles left.

A player's score is their weakest colour of victory points (each treasure counting in the
colour where it helps most), ties compared on the second weakest, and so on. A seat's
mark here is a soft minimum of its points per colour, its treasures added to the weakest:
-``SOFT``·ln Σ exp(-points / ``SOFT``), about the weakest colour when one lags far behind,
less than it when colours are close. A point counts most in the weakest colour and still
counts in the others, which a strict minimum (or the result's ranks) would not see in
the many positions where some colour is still at 0. A gap between two marks holds with
probability about Φ(gap / spread), the spread growing with the square root of the tiles
left in the bag (the game ends when the bag runs dry, or sooner when at most two
treasures are left on the board).

What a seat may see: its own points, everyone's treasures and the bag's size. In a search
copy another seat's points are blank (behind its screen) and count from the copy's start,
so a seat's own points are set against the others' gains since then; that offset is the
same for every move compared at one decision.
"""

from __future__ import annotations

import math

from senet import chances

from .state import TigrisState

__all__ = ["LEAST", "SOFT", "PER_TILE", "evaluate", "mark", "tiles_left"]

SOFT = 1.0
"""How soft the minimum is, in points (smaller: nearer the strict weakest colour)."""
PER_TILE = 0.01
"""How far the gap of two marks drifts per tile left in the bag (its variance)."""
LEAST = 0.5
"""The spread left when the bag is empty (marks only roughly say who is ahead). Random play
fits narrower spreads (``bench/evaluate_fit.py``), but in a search copy a seat's own points
stand against the others' gains since the copy: a narrow spread would put every move
compared near 1, telling them apart by nothing."""


def tiles_left(s: TigrisState) -> int:
    """The tiles still in the bag (the game may end sooner, when the treasures run out)."""
    return len(s.bag)


def mark(s: TigrisState, player: int) -> float:
    """``player``'s colours as this state holds them, treasures added to the weakest, softly the least."""
    counts = list(s.points[player].value or (0, 0, 0, 0))
    for _ in range(s.treasures_won[player]):
        counts[counts.index(min(counts))] += 1
    return -SOFT * math.log(sum(math.exp(-c / SOFT) for c in counts))


def evaluate(s: TigrisState) -> list[float]:
    """Per seat, in [0, 1]: its average chance of ending with stronger weak colours than each other seat."""
    return chances([mark(s, p) for p in range(s.players)],
                   LEAST + math.sqrt(PER_TILE * max(tiles_left(s), 1)))
