"""``declare``: a game from its state type, its decisions, ``pending`` and its evolver.

Everything else the engine needs is derived here: the moves (from the decisions),
the events (from the evolver), the views (the state with every hidden container
masked) and the search copies (hidden containers re-dealt). The flow is the
declared decisions: :func:`senet.room.advance` runs it after every move.
"""

from __future__ import annotations

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
from .values import Event, Move, quick

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
    describe_move: Callable[[Any, Any], str] | None = None,
    describe_event: Callable[[Event, int | None], str] | None = None,
    move_names: Callable[[Any, Any], Sequence[str]] | None = None,
    render: Callable[[Any], Any] | None = None,
    draw: Callable[[Any, Sequence[Move], int | None], object] | None = None,
    view: Callable[[S, int | None], Any] | None = None,
    determinize: Callable[[S, int | None, Rng], S] | None = None,
    check: Callable[[S], Sequence[str]] | None = None,
    evaluate: Callable[[S], Sequence[float]] | None = None,
    rollout_policy: Callable[[S, int, Sequence[Move], Rng], int] | None = None,
    round_number: Callable[[S], int] | None = None,
    extra_events: Sequence[type[Event]] = (),
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]] | None] | None = None,
) -> Game[S]:
    """A game from its decisions: the declaration a plugin hands to the engine.

    ``view`` and ``determinize`` are derived from the state's hidden containers
    (:mod:`senet.hidden`); pass them only for knowledge the types cannot say.
    ``check(state)`` lists what makes a position impossible (for position builders
    and start states); ``evaluate(state)`` says how well each seat stands, in [0, 1]
    (search scores a playout it cut off by it); ``rollout_policy(state, player, legal, rng)``
    gives the position in ``legal`` of a cheap sensible move for search playouts (else they
    pick uniformly); ``round_number(state)`` says which round (deal, hand) a state is in, so
    a playout may stop at the round's end; ``extra_events`` are events logged with ``tx.record`` that no
    evolve function applies; ``migrations`` bring save files of older rules versions
    up to this one (version n's envelope, as plain data, to version n + 1's).
    ``usual_players`` is the table size the commands use when none is given (default 4,
    always brought within the allowed range).
    ``draw(view, legal, seat)`` pictures a seat's view for the browser (:mod:`senet.draw`).
    ``move_names(move, view)`` gives short names a person may type for a move in the
    terminal instead of its number (a square's coordinates, ``I6``).
    """
    names = [d.name for d in decisions]
    if len(set(names)) != len(names) or OVER in names:
        raise InternalError(f"{name}: decision names must be distinct (and not {OVER!r})")
    moves: list[type[Move]] = []
    for decision in decisions:
        moves.extend(m for m in decision.move_types if m not in moves)
    for cls in (*moves, *evolve.events, *extra_events):
        quick(cls)  # built on every move: a faster __init__, the same values

    extras: dict[str, Any] = {}
    if describe_move is not None:
        extras["describe_move"] = describe_move
    if describe_event is not None:
        extras["describe_event"] = describe_event
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
        render=render,
        draw=draw,
        move_names=move_names,
        check=check,
        evaluate=evaluate,
        rollout_policy=rollout_policy,
        round_number=round_number,
        migrations=dict(migrations or {}),
        **extras,
    )
