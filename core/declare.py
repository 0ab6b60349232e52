"""``declare``: a game from its state type, its decisions, ``pending`` and its evolver.

Everything else the engine needs is derived here: the moves (from the decisions),
the events (from the evolver), the views (the state with every hidden container
masked) and the search copies (hidden containers re-dealt). The flow is the
declared decisions: :func:`senet.room.advance` runs it after every move.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from .dealing import redeal
from .decisions import Ask, Auto, Decision, Evolver
from .errors import InternalError
from .flow import OVER
from .game import Game, Result
from .hidden import mask
from .options import Option, OptionValue
from .rng import Rng
from .values import Event, Move, Tagged, quick

__all__ = ["declare"]

S = TypeVar("S")


def declare(
    *,
    name: str,
    title: str,
    players: range,
    state: type[S],
    setup: Callable[[int, Mapping[str, OptionValue], Rng], S],
    pending: Callable[[S], Ask[S] | Auto[S] | None],
    decisions: Sequence[Decision[S, Any]],
    evolve: Evolver[S],
    result: Callable[[S], Result],
    options: Sequence[Option] = (),
    summary: str = "",
    rules_version: int = 1,
    player_range: Callable[[Mapping[str, OptionValue]], range] | None = None,
    may_not_end: bool = False,
    usual_players: int | None = None,
    faces: str | None = None,
    view: Callable[[S, int | None], Any] | None = None,
    determinize: Callable[[S, int | None, Rng], S] | None = None,
    check: Callable[[S], Sequence[str]] | None = None,
    round_number: Callable[[S], int] | None = None,
    extra_events: Sequence[type[Event]] = (),
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]] | None] | None = None,
) -> Game[S]:
    """A game from its decisions: the declaration a plugin hands to the engine.

    ``view`` and ``determinize`` are derived from the state's hidden containers
    (:mod:`senet.hidden`); pass them only for knowledge the types cannot say.
    ``check(state)`` lists what makes a position impossible (for position builders
    and start states); ``round_number(state)`` says which round (deal, hand) a state is in, so
    a playout may stop at the round's end; ``extra_events`` are events logged with ``tx.record``
    that no evolve function applies; ``migrations`` bring save files of older rules versions
    up to this one (version n's envelope, as plain data, to version n + 1's).
    ``usual_players`` is the table size the commands use when none is given (default 4,
    always brought within the allowed range).

    ``faces`` is the package whose ``words.py``, ``table.py``, ``picture.py``, ``actions.py``
    and ``evaluate.py`` show the game (:mod:`senet.faces`); by default the package of the
    state's module when that module is ``PACKAGE.state`` or ``PACKAGE.game``, as in the plugin
    guide's template.

    Every move and event type without a tag of its own is tagged here ``NAME/snake_name``
    (``PrizeWon`` of game ``goofspiel``: ``goofspiel/prize_won``): the name its values have in
    saves and logs. A type that keeps an old name after a rename says it (``tag="..."``).
    """
    names = [d.name for d in decisions]
    if len(set(names)) != len(names) or OVER in names:
        raise InternalError(f"{name}: decision names must be distinct (and not {OVER!r})")
    moves: list[type[Move]] = []
    for decision in decisions:
        moves.extend(m for m in decision.move_types if m not in moves)
    for cls in (*moves, *evolve.events, *extra_events):
        _tagged(cls, name)
        quick(cls)  # built on every move: a faster __init__, the same values
    if faces is None and state.__module__.endswith((".state", ".game")):
        faces = state.__module__.rpartition(".")[0]
    return Game(
        name=name,
        title=title,
        players=players,
        state_type=state,
        setup=setup,
        pending=pending,
        decisions=tuple(decisions),
        evolve=evolve,
        view=view if view is not None else mask,
        result=result,
        moves=tuple(moves),
        events=(*evolve.events, *extra_events),
        options=tuple(options),
        rules_version=rules_version,
        summary=summary,
        player_range=player_range,
        may_not_end=may_not_end,
        usual_players=usual_players,
        determinize=determinize if determinize is not None else redeal,
        faces=faces,
        check=check,
        round_number=round_number,
        migrations=dict(migrations or {}),
    )


def snake(name: str) -> str:
    """``PrizeWon`` as ``prize_won``: a type's name as its derived tag writes it."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _tagged(cls: type[Tagged], game: str) -> None:
    """Give ``cls`` its derived tag ``game/snake_name`` unless it has a tag of its own; a type
    already tagged for another game must say its tag (it would have two names)."""
    if "tag" in cls.__dict__ and cls not in _DERIVED:
        return
    tag = f"{game}/{snake(cls.__name__)}"
    if _DERIVED.get(cls, tag) != tag:
        raise InternalError(f"{cls.__qualname__} is declared by two games ({_DERIVED[cls]} and "
                            f"{tag}): give it a tag of its own (tag=\"game/name\")")
    _DERIVED[cls] = tag
    cls.tag = tag


_DERIVED: dict[type, str] = {}
"""The types tagged by ``declare`` (not by their own ``tag=``), and their tags."""
