"""Bots: players that see only a view and the legal moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .match import View
from .rng import Rng, seed_state
from .values import Move

__all__ = ["Bot", "RandomBot"]


class Bot(Protocol):
    """Anything that picks a move from a view and the legal moves.

    A bot whose ``needs_view`` is false is handed ``None`` instead of a view
    (the random bot: building views it would not read costs playout speed).
    A bot may also offer ``pick(view, legal) -> int``, the position of its
    move in ``legal``, which ``play_out`` prefers.
    """

    needs_view: bool

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        """One of ``legal``."""
        ...


class RandomBot:
    """Picks uniformly among the legal moves, from its own seeded generator."""

    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed ^ 0x5EED))

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        """A uniformly random legal move."""
        return legal[self.pick(view, legal)]

    def pick(self, view: View | None, legal: Sequence[Move]) -> int:
        """The position in ``legal`` of a uniformly random move (what ``play_out`` asks: a
        position needs no search to know the move was listed)."""
        n = len(legal)
        return 0 if n == 1 else self.rng.below(n)
