"""A heuristic for search: each seat's fame with its storage, and its chance to stay ahead
until someone reaches the goal.

Most fame wins, each stored card adding 1 at the end, the first-scholar token breaking a
tie. A seat's mark here is its fame, plus its storage, plus ``TOKEN`` for holding the
token. A gap between two marks holds with probability about Φ(gap / spread), the spread
growing with the square root of the rounds left: the leader's distance to ``GOAL`` over
the fame a leader gains in a round (``PACE``). Only public things are read (fame,
storage, the token), never a hand. Alone (the solo game), a seat's value is its share of
the goal reached.
"""

from __future__ import annotations

import math

from senet import chances

from .flow_steps import GOAL
from .state import NephState

__all__ = ["LEAST", "PACE", "PER_ROUND", "TOKEN", "evaluate", "mark", "rounds_left"]

TOKEN = 0.5
"""What the first-scholar token is worth: it wins ties, and takes fame when it moves."""
PACE = 4.0
"""Fame a leading seat gains in a round."""
PER_ROUND = 4.0
"""How far the gap of two marks drifts in a round (its standard deviation)."""
LEAST = 2.0
"""The spread left at the goal (marks only roughly say who is ahead)."""


def mark(s: NephState, player: int) -> float:
    """``player``'s fame as it would count now: fame, storage, the token."""
    seat = s.seats[player]
    return seat.fame + len(seat.storage) + (TOKEN if s.token == player else 0.0)


def rounds_left(s: NephState) -> float:
    """About how many rounds are left: the leader's fame to the goal at ``PACE`` a round."""
    leader = max(seat.fame for seat in s.seats)
    return max(0.0, GOAL - leader) / PACE


def evaluate(s: NephState) -> list[float]:
    """Per seat, in [0, 1]: its average chance of ending with more fame than each other seat."""
    marks = [mark(s, p) for p in range(s.players)]
    if len(marks) == 1:
        return [min(1.0, marks[0] / GOAL)]
    return chances(marks, LEAST + PER_ROUND * math.sqrt(rounds_left(s)))
