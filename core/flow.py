"""The engine's bookkeeping of a match's flow, and the transaction a move runs in."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, NoReturn, Protocol, TypeVar

import attrs

from .errors import InternalError
from .rng import Rng
from .values import Event, Move, quick, secret

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from .options import OptionValue

__all__ = ["Committed", "Entry", "Flow", "Frame", "Revealed", "Stopped", "Tx"]

S = TypeVar("S")


class Rules(Protocol[S]):
    """What a transaction needs of a game's declaration (:class:`senet.Game` is one)."""

    @property
    def name(self) -> str:
        """The game's name, for error messages."""
        ...

    @property
    def evolve(self) -> Callable[[S, Event], S]:
        """The one function that applies an event."""
        ...

    @property
    def phase_map(self) -> Mapping[str, Any]:
        """The phases by name."""
        ...


_MAX_TRANSITIONS = 10_000
_MAX_NESTED = 50
"""Entry and exit actions that jump from inside one another, nested this deep, are a cycle."""


class Stopped(Exception):
    """Raised by :meth:`Tx.stop` to unwind game code; the engine catches it (not a SenetError)."""


@quick
@attrs.frozen
class Frame:
    """One level of the flow stack: a phase, and the player a prompt asks."""

    phase: str
    player: int | None = None


@quick
@attrs.frozen
class Flow:
    """Where the match stands: the phase stack, hidden commits, and whether it ended."""

    stack: tuple[Frame, ...]
    commits: tuple[Move | None, ...]
    over: bool = False

    @property
    def top(self) -> Frame:
        """The frame that decides who acts now."""
        return self.stack[-1]


@quick
@attrs.frozen
class Committed(Event, tag="senet/committed"):
    """A player committed (or changed) a hidden choice; only they see which."""

    player: int
    move: Move | None = secret(default=None)

    def visible_to(self) -> int | None:
        """Only the committing player sees the choice."""
        return self.player


@quick
@attrs.frozen
class Revealed(Event, tag="senet/revealed"):
    """The last player committed: every choice is shown at once."""

    commits: tuple[Move | None, ...]


@quick
@attrs.frozen
class Entry:
    """One line of the log: sequence number, phase, acting player, event."""

    seq: int
    phase: str
    player: int | None
    event: Event


class Tx(Generic[S]):
    """A move's transaction: the state as it evolves, the generator, the new events.

    Game code reads ``tx.state``, calls ``tx.emit(event)`` (which applies the
    game's ``evolve``), draws from ``tx.rng``, and moves the flow with
    ``goto``, ``push``, ``pop`` and ``end``. Nothing reaches the match unless
    the whole move succeeds.
    """

    __slots__ = ("_moves", "_nested", "_steps", "confirm", "entries", "flow", "game", "options", "player",
                 "players", "rng", "seq", "state")

    def __init__(
        self,
        game: Rules[S],
        state: S,
        flow: Flow,
        rng: Rng,
        players: int,
        options: Mapping[str, OptionValue],
        seq: int,
        player: int | None,
    ) -> None:
        self.game = game
        self.state = state
        self.flow = flow
        self.rng = rng
        self.players = players
        self.options = options
        self.entries: list[Entry] = []
        self.seq = seq
        self.player = player
        self._moves = 0
        self._nested = 0
        self._steps: Mapping[type[Event], Callable[[S, Any], S]] | None = getattr(
            game.evolve, "steps", None)
        self.confirm = False
        """Declared games: ask every decision, even one with a single option."""

    @property
    def phase(self) -> str:
        """The name of the current phase."""
        return self.flow.stack[-1].phase

    def emit(self, event: Event) -> None:
        """Record an event and evolve the state by it."""
        steps = self._steps
        step = steps.get(type(event)) if steps is not None else None
        self.state = step(self.state, event) if step is not None else self.game.evolve(self.state, event)
        self.entries.append(Entry(self.seq, self.flow.stack[-1].phase, self.player, event))
        self.seq += 1

    def record(self, event: Event) -> None:
        """Record an event that does not change the game state (engine events)."""
        self.entries.append(Entry(self.seq, self.flow.stack[-1].phase, self.player, event))
        self.seq += 1

    def _step(self) -> None:
        self._moves += 1
        if self._moves > _MAX_TRANSITIONS:
            raise InternalError(f"{self.game.name}: the flow keeps jumping; a phase cycle?")

    def _phase(self, name: str) -> Any:
        phase = self.game.phase_map.get(name)
        if phase is None:
            raise InternalError(f"{self.game.name}: no phase named {name!r}")
        return phase

    def _action(self, action: Callable[[Tx[S]], None], phase: str) -> None:
        """Run an entry or exit action; actions that keep jumping inside each other are a cycle."""
        self._nested += 1
        if self._nested > _MAX_NESTED:
            raise InternalError(
                f"{self.game.name}: entry and exit actions keep jumping ({phase!r}); a phase cycle?")
        try:
            action(self)
        finally:
            self._nested -= 1

    def _enter(self, frame: Frame) -> None:
        phase = self._phase(frame.phase)
        if frame.player is None and phase.act.value == "prompt":
            raise InternalError(f"{self.game.name}: the prompt {frame.phase!r} needs a player to ask: "
                                f"push({frame.phase!r}, player)")
        commits: tuple[Move | None, ...] = self.flow.commits
        if phase.actors is not None and phase.act.value == "simultaneous":
            commits = (None,) * self.players
        self.flow = Flow((*self.flow.stack, frame), commits, self.flow.over)
        if phase.on_enter is not None:
            self._action(phase.on_enter, frame.phase)

    def _exit_top(self) -> None:
        phase = self._phase(self.flow.stack[-1].phase)
        if phase.on_exit is not None:
            self._action(phase.on_exit, phase.name)
        self.flow = Flow(self.flow.stack[:-1], self.flow.commits, self.flow.over)

    def goto(self, phase: str) -> None:
        """Leave the current phase (running its exit action) and enter another."""
        self._step()
        self._exit_top()
        self._enter(Frame(phase))

    def push(self, phase: str, player: int | None = None) -> None:
        """Interrupt with a sub-step (a prompt to ``player``); ``pop`` returns here."""
        self._step()
        self._enter(Frame(phase, player))

    def pop(self) -> None:
        """Finish a sub-step and return to the phase below it."""
        self._step()
        if len(self.flow.stack) < 2:
            raise InternalError(f"{self.game.name}: pop() with nothing pushed")
        self._exit_top()

    def end(self) -> None:
        """The match is over."""
        self.flow = Flow(self.flow.stack, self.flow.commits, True)

    def stop(self) -> NoReturn:
        """The match is over, here: the rest of the move is not played (the events so far stand).

        For rules such as "the game ends at once, nothing after that happens", deep inside
        a draw inside a flood inside a trade, without every caller checking for the end.
        """
        self.end()
        raise Stopped

    def commits_cleared(self) -> None:
        """Start a new round of hidden commits in the current simultaneous phase."""
        self.flow = Flow(self.flow.stack, (None,) * self.players, self.flow.over)
