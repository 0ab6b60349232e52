"""Which bot plays a bot seat (or an absent one): the one place a bot spec is resolved."""

from __future__ import annotations

import hashlib

from ..bots import Bot, RandomBot
from .jsonform import ApiError

__all__ = ["BOTS", "bot_for", "bot_seed", "check_spec"]

BOTS = ("random",)
"""The bot specs a match may name (a seat's ``bot``)."""


def check_spec(spec: str) -> None:
    """422 unless ``spec`` names a bot this server has."""
    if spec not in BOTS:
        raise ApiError(422, "unknown_bot", f"no bot {spec!r} (this server has: {', '.join(BOTS)})")


def bot_for(spec: str, seed: int) -> Bot:
    """The bot ``spec`` names, seeded (when the bot registry lands, it resolves here)."""
    check_spec(spec)
    return RandomBot(seed)


def bot_seed(match_id: str, n: int) -> int:
    """The seed of the bot that plays move ``n + 1`` of a match (the same in every process)."""
    return int.from_bytes(hashlib.sha256(f"{match_id}:{n}".encode()).digest()[:8], "big")
