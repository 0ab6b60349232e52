"""A match's checkpoints: the state hash every 16 moves of a match that keeps its log.

A checkpoint is hashed when it is first asked for (a save, a check), not when the move
is played: until then the match keeps the state, flow and generator state it hashes,
frozen values it shares anyway. A match played with its log and never saved pays for
no hash; one that is saved pays for each once, as when they were taken at once. At most
``UNHASHED_AT_MOST`` wait, which bounds what they keep alive.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from .flow import Flow
from .game import Game
from .savefile import hash_of
from .values import Move

__all__ = ["CHECKPOINT_EVERY", "UNHASHED_AT_MOST", "Checkpointed"]

S = TypeVar("S")
CHECKPOINT_EVERY = 16
UNHASHED_AT_MOST = 64


class Checkpointed(Generic[S]):
    """The checkpoint part of :class:`senet.Match`."""

    game: Game[S]
    state: S
    flow: Flow
    rng_state: int
    moves: list[tuple[int, Move]]
    _hashed: list[tuple[int, bytes]]
    _unhashed: list[tuple[int, S, Flow, int]]

    @property
    def checkpoints(self) -> list[tuple[int, bytes]]:
        """(moves played, state hash) every ``CHECKPOINT_EVERY`` moves, in order."""
        if self._unhashed:
            game = self.game
            self._hashed += [(n, hash_of(game, state, flow, rng)) for n, state, flow, rng in self._unhashed]
            self._unhashed = []
        return self._hashed

    @checkpoints.setter
    def checkpoints(self, value: Sequence[tuple[int, bytes]]) -> None:
        self._hashed, self._unhashed = list(value), []

    def _checkpoint(self) -> None:
        """A checkpoint here, after the last move (hashed later)."""
        self._unhashed.append((len(self.moves), self.state, self.flow, self.rng_state))
        if len(self._unhashed) >= UNHASHED_AT_MOST:
            self.checkpoints  # noqa: B018 (the property hashes those waiting)

    def _copy_checkpoints(self, other: Checkpointed[S]) -> None:
        other._hashed, other._unhashed = list(self._hashed), list(self._unhashed)
