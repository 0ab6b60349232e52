"""A game declared by its decisions: what is pending, who decides, what a move does.

The engine asks a game one question, ``pending(state)``: an :class:`Ask` (a
:class:`Decision` put to one player, or to several at once in secret), an
:class:`Auto` step to run now (a flood, a deal, a scoring), or ``None`` when the
game is over. It runs every automatic step itself, plays a decision that has a
single option when that is public knowledge, and stops at the next real question.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import attrs

from .errors import InternalError
from .values import Event, Move

if TYPE_CHECKING:
    from .tx import Tx

__all__ = ["Ask", "Auto", "Decision", "Evolver", "Pending"]

S = TypeVar("S")
M = TypeVar("M", bound=Move)
E = TypeVar("E", bound=Event)


@attrs.frozen(eq=False)
class Decision(Generic[S, M]):
    """One kind of decision, typed by the moves it takes.

    ``options(state, player)`` lists every legal move: what it lists is accepted,
    and nothing else. ``play(tx, player, move)`` decides the events of a move put
    to one player; a decision put to several players at once has ``reveal(tx,
    moves)`` instead, called with every asked seat's move when the last has chosen
    (each choice is hidden from the others until then). ``refusal(state, player,
    move)`` is the same rule in words: ``None`` for a legal move, else why it is refused.
    The engine asks it only for moves not listed (it never decides legality), and the
    conformance suite holds it to the options (``refusals-agree``).

    ``private``: how many options the decider has can depend on what others cannot
    see (their hand, their screen). Such a decision is asked even with a single
    option, since skipping it would tell the table what they hold. A decision whose
    options are public knowledge with one option is played without asking (unless
    the match asks to confirm every decision).
    """

    name: str
    moves: type[M] | tuple[type[M], ...]
    options: Callable[[S, int], Sequence[M]]
    play: Callable[[Tx[S], int, M], None] | None = None
    reveal: Callable[[Tx[S], Mapping[int, M]], None] | None = None
    refusal: Callable[[S, int, M], str | None] | None = None
    private: bool = False
    help: str = ""
    move_types: tuple[type[M], ...] = attrs.field(init=False, repr=False)
    """The move classes this decision takes (``moves`` as a tuple)."""

    def __attrs_post_init__(self) -> None:
        if (self.play is None) == (self.reveal is None):
            raise InternalError(f"decision {self.name!r}: give exactly one of play= and reveal=")
        object.__setattr__(self, "move_types", self.moves if isinstance(self.moves, tuple) else (self.moves,))

    @property
    def together(self) -> bool:
        """Whether the decision is put to several players at once, in secret."""
        return self.reveal is not None



def _players(value: int | Iterable[int]) -> tuple[int, ...]:
    return (value,) if isinstance(value, int) else tuple(value)


@attrs.frozen
class Ask(Generic[S]):
    """A decision pending: ``Ask(PLAY, 2)`` asks seat 2; ``Ask(BID, range(4))`` asks four
    seats at once (a decision with ``reveal``)."""

    decision: Decision[S, Any]
    players: tuple[int, ...] = attrs.field(converter=_players)


@attrs.frozen
class Auto(Generic[S]):
    """A step nobody decides, which the engine runs at once: ``run(tx)`` emits its events.

    It must change the state (or end the match), or the engine would run it for ever.
    """

    name: str
    run: Callable[[Tx[S]], None]


Pending = Ask[S] | Auto[S] | None
"""What ``pending(state)`` returns: a question, an automatic step, or ``None`` (over)."""


class Evolver(Generic[S]):
    """The one function that applies events to a state, built from one function per
    event type::

        evolve = Evolver[State]()

        @evolve.on(CardDrawn)
        def _(state: State, event: CardDrawn) -> State: ...

    The events a game writes are the ones registered here.
    """

    def __init__(self) -> None:
        self._steps: dict[type[Event], Callable[[S, Any], S]] = {}

    def on(self, cls: type[E]) -> Callable[[Callable[[S, E], S]], Callable[[S, E], S]]:
        """Register the function that applies events of ``cls``."""

        def register(fn: Callable[[S, E], S]) -> Callable[[S, E], S]:
            if cls in self._steps:
                raise InternalError(f"{cls.__qualname__} already has an evolve function")
            self._steps[cls] = fn
            return fn

        return register

    def __call__(self, state: S, event: Event) -> S:
        """The state after ``event``."""
        step = self._steps.get(type(event))
        if step is None:
            raise InternalError(f"no evolve function for {type(event).__qualname__}")
        return step(state, event)

    @property
    def steps(self) -> Mapping[type[Event], Callable[[S, Any], S]]:
        """The function for each event type (the engine looks them up directly: one call
        per event instead of two)."""
        return self._steps

    @property
    def events(self) -> tuple[type[Event], ...]:
        """Every event type registered, in registration order."""
        return tuple(self._steps)
