"""``Tx``: what game code is handed while a move is played, as an interface.

Steps, ``play`` and ``reveal`` receive a ``Tx``: they read ``tx.state``, call
``tx.emit(event)`` (the state evolves at once, so the next line sees it), draw from
``tx.rng`` and end the match with ``tx.end()`` or ``tx.stop()``. The engine hands them
its room (:class:`senet.room.Room`), which is more (the flow, the memory, the log being
made); game code sees only what is declared here, so the room can change without a game
noticing, and the decisions that name ``Tx`` in their types need nothing of the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, NoReturn, Protocol, TypeVar

if TYPE_CHECKING:
    from .options import OptionValue
    from .rng import Rng
    from .values import Event

__all__ = ["Tx"]

S_co = TypeVar("S_co", covariant=True)


class Tx(Protocol[S_co]):
    """The match as game code sees it while a move is played (nothing reaches the match
    unless the whole move succeeds)."""

    @property
    def state(self) -> S_co:
        """The game state, after every event emitted so far."""

    @property
    def rng(self) -> Rng:
        """The match's seeded generator (the only randomness game code may use)."""

    @property
    def player(self) -> int | None:
        """Whose move this is (``None`` in automatic steps and reveals)."""

    @property
    def players(self) -> int:
        """The table size."""

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The match's options, resolved (defaults filled in)."""

    @property
    def at(self) -> str:
        """The name of the step being played: the decision, or the ``Auto`` step's name."""

    @property
    def phase(self) -> str:
        """``at``, under its older name."""

    def emit(self, event: Event) -> None:
        """Record an event and evolve the state by it."""

    def record(self, event: Event) -> None:
        """Record an event that does not change the state (one the log tells, nothing more)."""

    def end(self) -> None:
        """The match is over once this move is played."""

    def stop(self) -> NoReturn:
        """The match is over, here: the rest of the move is not played."""

    def commits_cleared(self) -> None:
        """Start a new round of hidden commits in the decision asked now."""
