"""Bots: players that see only what their seat may see, chosen by name from a registry.

``RandomBot`` and the search bot ``MctsBot`` are built in; plugins add bots through
the ``senet_bots`` hook (a list of :class:`BotSpec`). :func:`make_bot` seats one from
a text such as ``mcts:iterations=500``.
"""

from __future__ import annotations

from .base import Bot, RandomBot, Seat, decide
from .choose import BUILT_IN_BOTS, bot_seed, make_bot, normalised, resolve, seat_specs
from .mcts import MCTS, MctsBot, rank_rewards
from .spec import BotSpec, BotSpecError, Param, ParamValue, bind, parse_spec, spec_problem

__all__ = [
    "BUILT_IN_BOTS",
    "MCTS",
    "Bot",
    "BotSpec",
    "BotSpecError",
    "MctsBot",
    "Param",
    "ParamValue",
    "RandomBot",
    "Seat",
    "bind",
    "bot_seed",
    "decide",
    "make_bot",
    "normalised",
    "parse_spec",
    "rank_rewards",
    "resolve",
    "seat_specs",
    "spec_problem",
]
