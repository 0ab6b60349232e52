"""The bots every registry has first, so no plugin can take their names (kept apart from
:mod:`senet.bots.choose`, which looks bots up in a registry, so that the registry can
import them without a cycle)."""

from __future__ import annotations

from collections.abc import Mapping

from .base import RandomBot
from .flatmc import FLATMC
from .greedy import GREEDY
from .mcts import MCTS, QUICK, STRONG
from .spec import BotSpec, ParamValue

__all__ = ["BUILT_IN_BOTS", "RANDOM"]


def _random(seat: int, seed: int, params: Mapping[str, ParamValue]) -> RandomBot:
    return RandomBot(seed)


RANDOM = BotSpec("random", "picks uniformly among the legal moves (seeded): no policy, no evaluation",
                 _random)
BUILT_IN_BOTS = (RANDOM, MCTS, QUICK, STRONG, GREEDY, FLATMC)
"""Registered first by every registry, so no plugin can take their names."""
