"""The one place the state changes: ``evolve(state, event)``, one small function per event type.

Handlers decide nothing: everything they need is in the event. They build
the next state from the few fields an event touches; unchanged parts are
shared, never copied.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from senet import Event, InternalError, replacer

from .events import (
    ActionChosen,
    ActionEnded,
    CatastrophePlaced,
    ConflictResolved,
    GameEnded,
    KingdomsUnited,
    LeaderPlaced,
    LeaderReturned,
    LeaderWithdrawn,
    MonumentBuilt,
    MonumentDeclined,
    Passed,
    RevoltStarted,
    Scored,
    SupportCommitted,
    TilePlaced,
    TilesDrawn,
    TilesRemoved,
    TilesSwapped,
    TreasuresTaken,
    TurnStarted,
    UnificationRemoved,
    WarStarted,
)
from .layout import GRID
from .state import (
    CATASTROPHE,
    COLOUR_INDEX,
    EMPTY,
    FACE_DOWN,
    Choice,
    Conflict,
    Counts,
    Monument,
    TigrisState,
    leader_code,
    tile_code,
)

__all__ = ["evolve"]

T = TypeVar("T")
_replace = replacer(TigrisState)
_conflict = replacer(Conflict)
_COLS = GRID.cols


def _put(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return (*items[:i], value, *items[i + 1:])


def _set(cells: tuple[int, ...], changes: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    out = list(cells)
    for square, code in changes:
        out[square] = code
    return tuple(out)


def _plus(a: Counts, b: Counts, sign: int = 1) -> Counts:
    return (a[0] + sign * b[0], a[1] + sign * b[1], a[2] + sign * b[2], a[3] + sign * b[3])


def _one(colour: int, n: int = 1) -> Counts:
    counts = [0, 0, 0, 0]
    counts[colour] = n
    return (counts[0], counts[1], counts[2], counts[3])


def _drawn(s: TigrisState, e: TilesDrawn) -> TigrisState:
    if e.tiles is None:
        raise InternalError("tigris: a redacted TilesDrawn cannot be applied")
    return _replace(s, hands=_put(s.hands, e.player, _plus(s.hands[e.player], e.tiles)),
                    bag=_plus(s.bag, e.tiles, -1))


def _turn(s: TigrisState, e: TurnStarted) -> TigrisState:
    return _replace(s, active=e.player, turn=e.turn, actions=2, choice=None, placed=None)


def _chosen(s: TigrisState, e: ActionChosen) -> TigrisState:
    choice = Choice(e.kind, e.colour, e.origin)
    if e.kind == "tile" and e.colour is not None:
        hand = _plus(s.hands[e.player], _one(COLOUR_INDEX[e.colour]), -1)
        return _replace(s, choice=choice, hands=_put(s.hands, e.player, hand))
    if e.origin is not None:
        return _replace(s, choice=choice, cells=_set(s.cells, [(e.origin, EMPTY)]))
    return _replace(s, choice=choice)


def _tile(s: TigrisState, e: TilePlaced) -> TigrisState:
    code = tile_code(COLOUR_INDEX[e.colour])
    return _replace(s, cells=_set(s.cells, [(e.square, code)]), choice=None, placed=e.square)


def _leader(s: TigrisState, e: LeaderPlaced) -> TigrisState:
    code = leader_code(e.player, COLOUR_INDEX[e.colour])
    return _replace(s, cells=_set(s.cells, [(e.square, code)]), choice=None)


def _lifted(s: TigrisState, e: LeaderWithdrawn | LeaderReturned) -> TigrisState:
    return _replace(s, cells=_set(s.cells, [(e.square, EMPTY)]))


def _catastrophe(s: TigrisState, e: CatastrophePlaced) -> TigrisState:
    left = _put(s.catastrophes, e.player, s.catastrophes[e.player] - 1)
    return _replace(s, cells=_set(s.cells, [(e.square, CATASTROPHE)]), catastrophes=left,
                    discarded=s.discarded + (e.destroyed is not None), choice=None)


def _swapped(s: TigrisState, e: TilesSwapped) -> TigrisState:
    if e.tiles is None:
        raise InternalError("tigris: a redacted TilesSwapped cannot be applied")
    hand = _plus(s.hands[e.player], e.tiles, -1)
    return _replace(s, hands=_put(s.hands, e.player, hand), discarded=s.discarded + e.count,
                    choice=None)


def _passed(s: TigrisState, e: Passed) -> TigrisState:
    return _replace(s, actions=0, choice=None, placed=None)


def _scored(s: TigrisState, e: Scored) -> TigrisState:
    if e.colour is None or e.points is None:
        raise InternalError("tigris: a redacted Scored cannot be applied")
    mine = _plus(s.points[e.player], _one(COLOUR_INDEX[e.colour], e.points))
    return _replace(s, points=_put(s.points, e.player, mine))


def _united(s: TigrisState, e: KingdomsUnited) -> TigrisState:
    return _replace(s, unification=e.square if e.wars else None, wars=e.wars)


def _conflict_started(s: TigrisState, e: RevoltStarted | WarStarted) -> TigrisState:
    kind = "revolt" if isinstance(e, RevoltStarted) else "war"
    conflict = Conflict(kind, e.colour, e.attacker, e.defender, e.attacker_square,
                        e.defender_square, e.attack, e.defence)
    wars = tuple(c for c in s.wars if c != e.colour) if kind == "war" else s.wars
    return _replace(s, conflict=conflict, wars=wars)


def _committed(s: TigrisState, e: SupportCommitted) -> TigrisState:
    c = s.conflict
    if c is None:
        raise InternalError("tigris: support committed outside a conflict")
    hand = _plus(s.hands[e.player], _one(COLOUR_INDEX[e.colour], e.count), -1)
    conflict = _conflict(c, attack=e.count) if e.role == "attacker" else _conflict(c, defence=e.count)
    return _replace(s, conflict=conflict, hands=_put(s.hands, e.player, hand),
                    discarded=s.discarded + e.count)


def _resolved(s: TigrisState, e: ConflictResolved) -> TigrisState:
    return _replace(s, conflict=None)


def _removed(s: TigrisState, e: TilesRemoved) -> TigrisState:
    return _replace(s, cells=_set(s.cells, [(sq, EMPTY) for sq in e.squares]),
                    discarded=s.discarded + len(e.squares))


def _unified_off(s: TigrisState, e: UnificationRemoved) -> TigrisState:
    return _replace(s, unification=None, wars=())


def _monument(s: TigrisState, e: MonumentBuilt) -> TigrisState:
    block = (e.square, e.square + 1, e.square + _COLS, e.square + _COLS + 1)
    return _replace(s, cells=_set(s.cells, [(sq, FACE_DOWN) for sq in block]),
                    monuments=(*s.monuments, Monument(e.monument, e.square)))


def _declined(s: TigrisState, e: MonumentDeclined) -> TigrisState:
    return _replace(s, declined=tuple(sorted((*s.declined, *e.squares))))


def _treasures(s: TigrisState, e: TreasuresTaken) -> TigrisState:
    gone = set(e.squares)
    won = _put(s.treasures_won, e.player, s.treasures_won[e.player] + len(e.squares))
    return _replace(s, treasures=tuple(t for t in s.treasures if t not in gone), treasures_won=won)


def _action_ended(s: TigrisState, e: ActionEnded) -> TigrisState:
    return _replace(s, actions=s.actions - 1, choice=None, placed=None)


def _ended(s: TigrisState, e: GameEnded) -> TigrisState:
    return _replace(s, ended=e.why)


_HANDLERS: dict[type, Callable[[TigrisState, Any], TigrisState]] = {
    TilesDrawn: _drawn, TurnStarted: _turn, ActionChosen: _chosen, TilePlaced: _tile,
    LeaderPlaced: _leader, LeaderWithdrawn: _lifted, LeaderReturned: _lifted,
    CatastrophePlaced: _catastrophe, TilesSwapped: _swapped, Passed: _passed, Scored: _scored,
    KingdomsUnited: _united, RevoltStarted: _conflict_started, WarStarted: _conflict_started,
    SupportCommitted: _committed, ConflictResolved: _resolved, TilesRemoved: _removed,
    UnificationRemoved: _unified_off, MonumentBuilt: _monument, MonumentDeclined: _declined,
    TreasuresTaken: _treasures, ActionEnded: _action_ended, GameEnded: _ended,
}


def evolve(state: TigrisState, event: Event) -> TigrisState:
    """The state after ``event``; an event this game does not know is a bug."""
    handler = _HANDLERS.get(type(event))
    if handler is None:
        raise InternalError(f"tigris cannot apply {event!r}")
    return handler(state, event)
