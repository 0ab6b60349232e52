"""What a game declares: its phases, options, state type and pure functions."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

import attrs

from .decisions import Ask, Auto, Decision
from .flow import OVER
from .options import Option, OptionValue
from .rng import Rng
from .values import Event, Move

__all__ = ["OVER", "Game", "Result"]

S = TypeVar("S")
USUAL_PLAYERS = 4
"""The usual table size of a game that declares none (within the game's range)."""


@attrs.frozen
class Result:
    """How a finished match came out: a score per seat and a rank per seat (1 = best)."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    keys: tuple[tuple[int, ...], ...] = attrs.field(default=(), eq=False)
    """What the ranks compared, per seat (``from_keys``): shown when a key has several parts,
    for games ranked by a tie-break rather than by the score alone. Not part of equality."""

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats ranked first (several on a shared first place)."""
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)

    @classmethod
    def from_keys(cls, scores: Sequence[int], keys: Sequence[Sequence[int]]) -> Result:
        """Ranks from comparable keys, higher better; equal keys share a place."""
        ranks = tuple(1 + sum(1 for other in keys if tuple(other) > tuple(k)) for k in keys)
        return cls(tuple(scores), ranks, tuple(tuple(k) for k in keys))

    @classmethod
    def from_scores(cls, scores: Sequence[int], *, lower_wins: bool = False) -> Result:
        """Ranks from scores alone; equal scores share a place."""
        sign = -1 if lower_wins else 1
        return cls.from_keys(scores, [(sign * s,) for s in scores])


def _no_determinize(state: Any, observer: int | None, rng: Rng) -> Any:
    return state


@attrs.frozen
class Game(Generic[S]):
    """A game's immutable declaration, as the engine plays it: what :func:`senet.declare`
    returns and a plugin hands to the engine (build it with ``declare``)."""

    name: str
    title: str
    players: range
    state_type: type[S]
    setup: Callable[[int, Mapping[str, OptionValue], Rng], S]
    pending: Callable[[S], Ask[S] | Auto[S] | None]
    """What is pending now: the flow is the declared decisions (the engine runs it)."""
    decisions: tuple[Decision[S, Any], ...]
    evolve: Callable[[S, Event], S]
    view: Callable[[S, int | None], Any]
    result: Callable[[S], Result]
    moves: tuple[type[Move], ...]
    events: tuple[type[Event], ...]
    options: tuple[Option, ...] = ()
    tagged: tuple[type, ...] = ()
    """Other tagged types that appear in saves (state classes and parts of them)."""
    rules_version: int = 1
    summary: str = ""
    player_range: Callable[[Mapping[str, OptionValue]], range] | None = None
    usual_players: int | None = None
    """The table size the commands use when no player count is given (:meth:`usual_count`)."""
    may_not_end: bool = False
    """Random play may go on for ever (Niagara, Tigris): the contract tests accept a random
    playout stopped at their move cap, checking everything else as usual."""
    determinize: Callable[[S, int | None, Rng], S] = _no_determinize
    """Re-deal everything ``observer`` cannot see (for search and for tests)."""
    faces: str | None = None
    """The package whose face modules (``words.py``, ``table.py``, ``picture.py``,
    ``actions.py``, ``evaluate.py``) show this game to people, bots and learners
    (:mod:`senet.faces`); ``None``: the game has none."""
    check: Callable[[S], Sequence[str]] | None = None
    """What makes a position impossible (for position builders and start states)."""
    round_number: Callable[[S], int] | None = None
    """Which round (deal, hand) a state is in: a playout that should end with the round stops
    when it changes (``None``: the game has no rounds; playouts go on to the end, capped)."""
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]] | None] = attrs.field(factory=dict)
    """Save files of older rules: version n's envelope (plain data) to version n + 1's, or
    ``None`` where version n's moves mean the same under version n + 1."""
    decision_map: Mapping[str, Decision[S, Any]] = attrs.field(init=False, eq=False, repr=False)
    listers: Mapping[str, Callable[[S, int], Sequence[Move]]] = attrs.field(init=False, eq=False, repr=False)
    """Each decision's ``options``, by name (what the engine lists moves with)."""

    steps: Mapping[type[Event], Callable[[S, Any], S]] | None = attrs.field(init=False, eq=False, repr=False)
    """The evolver's function for each event type (``None``: ``evolve`` is a plain function)."""

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "steps", getattr(self.evolve, "steps", None))
        object.__setattr__(self, "decision_map", {d.name: d for d in self.decisions})
        object.__setattr__(self, "listers", {d.name: d.options for d in self.decisions})

    def players_for(self, options: Mapping[str, OptionValue]) -> range:
        """The player counts allowed with these options."""
        return self.player_range(options) if self.player_range else self.players

    def usual_count(self, options: Mapping[str, OptionValue]) -> int | None:
        """The usual table size with these options: ``usual_players`` when declared, else 4;
        either brought within :meth:`players_for` (``None`` if no count is allowed)."""
        allowed = self.players_for(options)
        if len(allowed) == 0:
            return None
        wanted = self.usual_players if self.usual_players is not None else USUAL_PLAYERS
        return max(allowed.start, min(allowed[-1], wanted))
