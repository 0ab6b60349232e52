"""What search needs from the card game: an ``evaluate`` and a rollout policy.

``evaluate``: the fewest penalty points win, and a gap counts by how likely it is to
last. Between seats playing on at random the penalty gap of two seats drifts by about
``SPREAD`` points a round (measured, 150 random games each: standard deviation 12.1
with 2 players, 13.2 with 4, 14.4 with 6), and a seat takes about ``PER_ROUND`` + one
per player points a round (10.6 with 2 players, 13.4 with 4). The game ends after the
round in which the leader reaches 66, so the rounds left are the rest of this round
(cards in hand / 10) and, while the leader is short of 66 at this round's projected
end, the rounds it needs at a somewhat faster pace. A gap ``g`` with ``n`` rounds left
holds with probability about Φ(g / (SPREAD·√n)); a seat's value is its average chance
against the others, in [0, 1] (0.5 when level).

``rollout_policy``: a cheap sensible move. Taking a row: the row with the fewest
bullheads. Choosing a card: one whose placement, as the rows stand (ignoring the other
cards of the trick), takes the fewest bullheads, the tie broken at random.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from senet import Move, Rng, chances
from senet_games.nimmt.tiles import CARD_BULLS

from .moves import PlayTile, TakeRow
from .rules import row_for
from .state import GAME_END, HAND, ROW_LIMIT, ClassicState

__all__ = ["PER_ROUND", "SPREAD", "evaluate", "rounds_left", "rollout_policy"]

SPREAD = 12.5
"""How far the penalty gap of two seats drifts in one round of random play (its standard deviation)."""
PER_ROUND = 9.5
"""Penalty points a seat takes in a round of random play, less one per player."""
LEADER_PACE = 1.2
"""How much faster than an average seat the leader gains (the first to 66 is the fastest)."""


def rounds_left(s: ClassicState) -> float:
    """About how many rounds are still to be played, the rest of this one counted as a part."""
    this = len(s.hands[0].items) / HAND
    pace = PER_ROUND + s.players
    projected = max(s.penalties) + pace * this
    later = max(0.0, (GAME_END - projected) / (pace * LEADER_PACE)) if projected < GAME_END else 0.0
    return this + later


def evaluate(s: ClassicState) -> list[float]:
    """Per seat, in [0, 1]: its average chance of ending with fewer points than each other seat."""
    return chances([-p for p in s.penalties], SPREAD * math.sqrt(max(rounds_left(s), 0.05)))


def _row_bulls(row: tuple[int, ...]) -> int:
    return sum(CARD_BULLS[c] for c in row)


def rollout_policy(s: ClassicState, player: int, legal: Sequence[Move], rng: Rng) -> int:
    """The position in ``legal`` of a cheap sensible move (see the module's description)."""
    rows = s.rows
    first = legal[0]
    if isinstance(first, TakeRow):
        costs = [_row_bulls(rows[m.row]) for m in legal if isinstance(m, TakeRow)]
    else:
        fewest = min(_row_bulls(row) for row in rows)
        costs = []
        for move in legal:
            assert isinstance(move, PlayTile)
            at = row_for(rows, move.tiles[0])
            costs.append(fewest if at is None else _row_bulls(rows[at]) if len(rows[at]) >= ROW_LIMIT else 0)
    low = min(costs)
    best = [i for i, cost in enumerate(costs) if cost == low]
    return best[0] if len(best) == 1 else best[rng.below(len(best))]
