"""A heuristic for search: how close each player is to a goal, gems carried counting half.

Random play in Niagara practically never ends (a canoe paddles up and down for ever),
so a search that cuts its playouts off needs to say who is ahead. A player's progress
is the best of the three goals' fractions (4 of one type, 5 types, 7 gems), reckoned
with the gems they have collected plus half of those their canoes carry, and a small
part for the value collected (the tie-break). A seat's score is its average edge over
each other seat, squashed into [0, 1].
"""

from __future__ import annotations

import math

from .components import END_SAME, END_TOTAL, END_TYPES, GEMS
from .state import NiagaraState

__all__ = ["evaluate", "progress"]

CARRIED = 0.5
"""A gem in a canoe is worth this share of a collected one: it may yet be lost or stolen."""
VALUE_WEIGHT = 0.01
STEEPNESS = 3.0


def progress(s: NiagaraState, player: int) -> float:
    """How far ``player`` is towards a goal, about 0 (nothing) to 1 (a goal met)."""
    have = [float(n) for n in s.collected[player]]
    for canoe in s.canoes[player]:
        if canoe.gem is not None and canoe.at is not None:
            have[canoe.gem - 1] += CARRIED
    same = max(have) / END_SAME
    types = sum(min(1.0, n) for n in have) / END_TYPES
    total = sum(have) / END_TOTAL
    worth = sum(g * n for g, n in enumerate(s.collected[player], 1))
    return max(same, types, total) + VALUE_WEIGHT * worth / len(GEMS)


def evaluate(s: NiagaraState) -> list[float]:
    """Per seat, in [0, 1]: its edge in progress over the others, squashed (0.5: level)."""
    marks = [progress(s, p) for p in range(s.players)]
    n = len(marks)
    return [0.5 + 0.5 * math.tanh(STEEPNESS * sum(m - other for other in marks) / max(n - 1, 1))
            for m in marks]
