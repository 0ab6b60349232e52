"""What games' ``evaluate`` functions share: a score gap counted by its chance to last.

A game's ``evaluate`` (see ``senet.declare``) says how well each seat stands, in [0, 1].
Most games can say it the same way: each seat has a score (higher better) and, until the
end, every gap between two seats drifts by an amount whose spread the game estimates
(how far play moves scores in the time left). A gap ``g`` with spread ``s`` holds with
probability about Φ(g / s); a seat's value is its average such chance against each other
seat (0.5 when level; the values of all seats sum to half the seat count).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = ["chances"]


def chances(scores: Sequence[float], spread: float) -> list[float]:
    """Per seat, its average chance of ending ahead of each other seat when every gap of
    ``scores`` (higher better) drifts with standard deviation ``spread`` (> 0) before the end.

    One seat alone has nobody to beat: its value is 0.5."""
    n = len(scores)
    if n == 1:
        return [0.5]
    scale = spread * math.sqrt(2.0)
    return [sum(0.5 * (1.0 + math.erf((scores[p] - scores[o]) / scale)) for o in range(n) if o != p)
            / (n - 1) for p in range(n)]
