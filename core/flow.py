"""The engine's bookkeeping of a match's flow, and the transaction a move runs in."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, NoReturn, Protocol, TypeVar

import attrs

from .rng import Rng
from .values import Event, Move, quick

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


class Stopped(Exception):
    """Raised by :meth:`Tx.stop` to unwind game code; the engine catches it (not a SenetError)."""


@quick
@attrs.frozen
class Frame:
    """The phase the match is in (``player`` is unused: kept for the save format).

    A declared game's flow is its ``pending``: the stack holds exactly one frame, the
    decision being asked (or ``senet/over``). Its shape stays a stack so that the state
    hashes and snapshots of save files written before stay valid."""

    phase: str
    player: int | None = None


@quick
@attrs.frozen
class Flow:
    """Where the match stands: the current phase (a one-frame stack), the hidden commits
    of a simultaneous decision, and whether the match ended."""

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
    """A player committed (or changed) a hidden choice; only they see which.

    ``move`` is a plain field, not a :class:`senet.Secret`, so that snapshots and seat
    exports keep their bytes; the engine's redaction (:func:`senet.redact`) knows this one
    event and blanks ``move`` for everyone but ``player``. A game holds its own hidden
    choices in a :class:`senet.Secret`.
    """

    player: int
    move: Move | None = None


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


_new = object.__new__
if tuple(f.name for f in attrs.fields(Entry)) != ("seq", "phase", "player", "event"):  # pragma: no cover
    raise ImportError("Entry changed its fields: update Tx.emit, which sets each one")
_set_seq, _set_phase, _set_player, _set_event = (
    vars(Entry)[name].__set__ for name in ("seq", "phase", "player", "event"))
"""Entry's slot setters: ``emit`` builds an entry around its ``__init__`` (a call less per event)."""

_steps_of: dict[int, tuple[object, Any]] = {}
"""Each evolver's table of functions by event type, looked up once (a transaction per move)."""


class Tx(Generic[S]):
    """A move's transaction: the state as it evolves, the generator, the new events.

    Game code reads ``tx.state``, calls ``tx.emit(event)`` (which applies the
    game's ``evolve``), draws from ``tx.rng``, and ends the match with ``end`` or
    ``stop``; what is asked next is the game's ``pending``. Nothing reaches the
    match unless the whole move succeeds.
    """

    __slots__ = ("_steps", "confirm", "entries", "flow", "game", "keep", "memory", "options", "player",
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
        evolve = game.evolve
        steps = _steps_of.get(id(evolve))
        if steps is None or steps[0] is not evolve:
            steps = _steps_of[id(evolve)] = (evolve, getattr(evolve, "steps", None))
        self._steps: Mapping[type[Event], Callable[[S, Any], S]] | None = steps[1]
        self.confirm = False
        """Declared games: ask every decision, even one with a single option."""
        self.memory: Any = None
        """The match's :class:`senet.declare.Memory` of ``pending`` and the option lists."""
        self.keep = True
        """Whether the events become log entries (``False``: a playout or a search copy with
        no log and no observer, where nobody would read them; ``seq`` counts them still)."""

    @property
    def phase(self) -> str:
        """The name of the current phase."""
        return self.flow.stack[-1].phase

    def emit(self, event: Event) -> None:
        """Record an event and evolve the state by it."""
        steps = self._steps
        step = steps.get(type(event)) if steps is not None else None
        self.state = step(self.state, event) if step is not None else self.game.evolve(self.state, event)
        seq = self.seq
        if not self.keep:
            self.seq = seq + 1
            return
        entry = _new(Entry)
        _set_seq(entry, seq)
        _set_phase(entry, self.flow.stack[-1].phase)
        _set_player(entry, self.player)
        _set_event(entry, event)
        self.entries.append(entry)
        self.seq = seq + 1

    def record(self, event: Event) -> None:
        """Record an event that does not change the game state (engine events)."""
        if self.keep:
            self.entries.append(Entry(self.seq, self.flow.stack[-1].phase, self.player, event))
        self.seq += 1

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
