"""Bots: players that see only what their seat may see, chosen by name from a registry.

``RandomBot`` (uniform over the legal moves), the search bot ``MctsBot`` (with its levels
``quick`` and ``strong``, a time per decision), the baseline ``GreedyBot`` and the yardstick
``FlatMcBot`` are built in; plugins add bots through
the ``senet_bots`` hook (a list of :class:`BotSpec`). :func:`make_bot` seats one from
a text such as ``mcts:iterations=500``.
"""

from __future__ import annotations

from ..players import Bot, RandomBot, Seat, decide
from .choose import BUILT_IN_BOTS, bot_seed, make_bot, normalised, registered, resolve, seat_specs
from .flatmc import FLATMC, FlatMcBot
from .greedy import GREEDY, GreedyBot
from .mcts import MCTS, QUICK, STRONG, MctsBot, rank_rewards
from .spec import BotSpec, BotSpecError, Param, ParamValue, bind, parse_spec, spec_problem

__all__ = [
    "BUILT_IN_BOTS",
    "FLATMC",
    "GREEDY",
    "MCTS",
    "QUICK",
    "STRONG",
    "Bot",
    "BotSpec",
    "BotSpecError",
    "FlatMcBot",
    "GreedyBot",
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
    "registered",
    "rank_rewards",
    "resolve",
    "seat_specs",
    "spec_problem",
]
