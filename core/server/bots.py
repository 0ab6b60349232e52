"""Which bot plays a bot seat (or an absent one): the one place a bot spec is resolved.

Specs are the bot registry's texts (``random``, ``mcts:iterations=500``, a plugin's
bot), checked when the match is made. A request is untrusted, so a server also caps
the search it will run per move (a spec is refused above the caps, not silently cut).
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..bots import Bot, BotSpecError, decide, registered, resolve
from ..bots.spec import canonical, parse_spec
from ..errors import InternalError
from ..match import Match
from ..registry import Registry
from .jsonform import ApiError

__all__ = ["BOT_SECONDS", "CAPS", "DEFAULT_BOT", "MAX_SPEC", "bot_for", "bot_seed", "bots_json", "check_spec",
           "play_bot"]

CAPS = {"iterations": 5_000, "rollout": 1_000, "seconds": 5.0}
"""The most search a bot seat may ask for per move, by parameter name."""

BOT_SECONDS = 2.0
"""The server's time budget per bot move by default (``senet serve --bot-seconds``): a bot
with a ``seconds`` parameter is made with at most this many, whatever its spec says
(``seconds=0``, no limit, included)."""


DEFAULT_BOT = "quick"
"""The bot the lobby offers first: the search at its quick level, which plays to win, so
every game ends (random seats never end a Niagara match)."""

MAX_SPEC = 200
"""The longest canonical bot text a seat stores (the ``seats.bot`` column, as long as the
longest spec a request may send)."""


def check_spec(spec: str, registry: Registry) -> str:
    """The canonical text of ``spec``; 422 unless it names a bot this server has, within its caps."""
    if len(spec) > 200:
        raise ApiError(422, "unknown_bot", "a bot spec has at most 200 characters")
    try:
        bot, values = resolve(spec, registry)
        given = parse_spec(spec)[1]
    except BotSpecError as exc:
        raise ApiError(422, "unknown_bot", str(exc)) from None
    # A timed bot's own defaults stand (the levels quick and strong search up to 10 million
    # iterations): its time per move is always cut to the server's budget. What a request
    # asks for, and an untimed bot's defaults, are held to the caps.
    timed = any(param.name == "seconds" for param in bot.params)
    for name, cap in CAPS.items():
        if timed and name not in given:
            continue
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


def bots_json(registry: Registry, seconds: float) -> dict[str, Any]:
    """``GET /bots``: every bot this server seats (name, what it does, its parameters with
    their defaults and ranges, ``timed``: it takes a time per move), the server's time
    budget per bot move and the bot offered first."""
    out = []
    for spec in registered(registry).values():
        params = [{"name": p.name, "default": p.default, "help": p.help, "minimum": p.minimum,
                   "maximum": p.maximum} for p in spec.params]
        out.append({"name": spec.name, "summary": spec.summary, "params": params,
                    "timed": any(p.name == "seconds" for p in spec.params)})
    return {"bots": out, "seconds": seconds, "default": DEFAULT_BOT}
