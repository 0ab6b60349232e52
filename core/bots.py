"""Bots: players that see only a view and the legal moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .match import View
from .rng import Rng, seed_state
from .values import Move

__all__ = ["Bot", "RandomBot"]


class Bot(Protocol):
    """Anything that picks a move from a view and the legal moves."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        """One of ``legal``."""
        ...


class RandomBot:
    """Picks uniformly among the legal moves, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed ^ 0x5EED))

    def choose(self, view: View | Any, legal: Sequence[Move]) -> Move:
        """A uniformly random legal move."""
        return self.rng.choice(legal)
