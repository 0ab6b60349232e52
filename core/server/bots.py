"""Which bot plays a bot seat (or an absent one): the one place a bot spec is resolved.

Specs are the bot registry's texts (``random``, ``mcts:iterations=500``, a plugin's
bot), checked when the match is made. A request is untrusted, so a server also caps
the search it will run per move (a spec is refused above the caps, not silently cut).
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..bots import Bot, BotSpecError, decide, resolve
from ..bots.spec import canonical
from ..errors import InternalError
from ..match import Match
from ..registry import Registry
from .jsonform import ApiError

__all__ = ["BOT_SECONDS", "CAPS", "MAX_SPEC", "bot_for", "bot_seed", "check_spec", "play_bot"]

CAPS = {"iterations": 5_000, "rollout": 1_000, "seconds": 5.0}
"""The most search a bot seat may ask for per move, by parameter name."""

BOT_SECONDS = 2.0
"""The server's time budget per bot move by default (``senet serve --bot-seconds``): a bot
with a ``seconds`` parameter is made with at most this many, whatever its spec says
(``seconds=0``, no limit, included)."""


MAX_SPEC = 200
"""The longest canonical bot text a seat stores (the ``seats.bot`` column, as long as the
longest spec a request may send)."""


def check_spec(spec: str, registry: Registry) -> str:
    """The canonical text of ``spec``; 422 unless it names a bot this server has, within its caps."""
    if len(spec) > 200:
        raise ApiError(422, "unknown_bot", "a bot spec has at most 200 characters")
    try:
        bot, values = resolve(spec, registry)
    except BotSpecError as exc:
        raise ApiError(422, "unknown_bot", str(exc)) from None
    for name, cap in CAPS.items():
        value = values.get(name)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value > cap:
            raise ApiError(422, "bot_budget", f"this server runs bots with {name} up to {cap:g}")
    text = canonical(bot, values)
    if len(text) > MAX_SPEC:
        raise ApiError(422, "bot_spec_too_long", f"the bot's canonical text {text!r} has {len(text)} "
                       f"characters; this server stores at most {MAX_SPEC}: leave out parameters "
                       "at their defaults")
    return text


def bot_for(spec: str, seat: int, seed: int, registry: Registry, seconds: float = BOT_SECONDS) -> Bot:
    """The bot ``spec`` names, seeded, its ``seconds`` (when it has one) cut to the server's
    budget ``seconds`` (its spec was checked, caps included, when the match was made)."""
    try:
        bot, values = resolve(spec, registry)
        timed = next((param for param in bot.params if param.name == "seconds"), None)
        if timed is not None:
            asked = float(values["seconds"])  # 0: no limit of its own
            budget = min(asked, seconds) if asked > 0 else seconds
            values = {**values, "seconds": budget if timed.kind is float else max(1, int(budget))}
        return bot.make(seat, seed, values)
    except BotSpecError as exc:
        raise ApiError(422, "unknown_bot", str(exc)) from None


def play_bot(bot: Bot, match: Match[Any], seat: int) -> Any:
    """The move ``bot`` makes for ``seat`` (:func:`senet.bots.decide`); 500 when it picks no
    listed move."""
    try:
        return decide(bot, match, seat)[1]
    except InternalError as exc:
        raise ApiError(500, "bot_failed", f"the bot of seat {seat} chose no listed move") from exc


def bot_seed(match_id: str, n: int) -> int:
    """The seed of the bot that plays move ``n + 1`` of a match (the same in every process)."""
    return int.from_bytes(hashlib.sha256(f"{match_id}:{n}".encode()).digest()[:8], "big")
