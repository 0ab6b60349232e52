"""Rewards at the end of a match, from the game's :class:`senet.Result`."""

from __future__ import annotations

from ..errors import OptionError
from ..game import Result

__all__ = ["REWARDS", "rewards"]

REWARDS = ("rank", "score")
"""The reward kinds: ``rank`` (the default) and ``score``."""


def rewards(result: Result, kind: str) -> tuple[float, ...]:
    """Each seat's reward for a finished match.

    ``rank``: (seats ranked below it - seats ranked above it) / (seats - 1): +1 for a sole
    winner, -1 for a sole last, 0 for a draw between two; ties share, and the rewards add up
    to 0. With one seat (a solo game) it is 0. ``score``: the seat's score as the game ranks it,
    higher better (the first part of its ranking key: a game won by the lowest score gives the
    score negated).
    """
    if kind == "rank":
        ranks = result.ranks
        n = len(ranks)
        if n < 2:
            return (0.0,) * n
        return tuple((sum(1 for r in ranks if r > mine) - sum(1 for r in ranks if r < mine)) / (n - 1)
                     for mine in ranks)
    if kind == "score":
        if result.keys:
            return tuple(float(key[0]) if key else 0.0 for key in result.keys)
        return tuple(float(s) for s in result.scores)
    raise OptionError(f"reward is one of {', '.join(REWARDS)}, not {kind!r}")
