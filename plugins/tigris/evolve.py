"""The one place the state changes: ``evolve(state, event)``, one small function per event type
(registered with the engine's :class:`senet.Evolver`).

Handlers decide nothing: everything they need is in the event. They build
the next state from the few fields an event touches; unchanged parts are
shared, never copied.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TypeVar

from senet import Evolver, Hand, InternalError, Secret, replaced_at, replacer

from .board import put
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
    ConflictKind,
    Counts,
    Kind,
    Monument,
    Role,
    TigrisState,
    leader_code,
    tile_code,
)

__all__ = ["evolve"]

T = TypeVar("T")
_replace = replacer(TigrisState)
_conflict = replacer(Conflict)
_COLS = GRID.cols
evolve = Evolver[TigrisState]()
_choice = functools.cache(Choice)
"""A choice made once for each kind, colour and origin (a frozen value: states share it)."""


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_CONFLICTKIND_REVOLT = ConflictKind.REVOLT
_CONFLICTKIND_WAR = ConflictKind.WAR
_KIND_TILE = Kind.TILE
_ROLE_ATTACKER = Role.ATTACKER


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


@evolve.on(TilesDrawn)
def _drawn(s: TigrisState, e: TilesDrawn) -> TigrisState:
    tiles = e.tiles.items
    hand = s.hands[e.player]
    drawn: Hand[int] = Hand(hand.owner, tuple(sorted((*hand.items, *tiles))))
    return _replace(s, hands=replaced_at(s.hands, e.player, drawn),
                    bag=s.bag.removing(*tiles))


@evolve.on(TurnStarted)
def _turn(s: TigrisState, e: TurnStarted) -> TigrisState:
    return _replace(s, active=e.player, turn=e.turn, actions=2, choice=None, placed=None, acting=False)


@evolve.on(ActionChosen)
def _chosen(s: TigrisState, e: ActionChosen) -> TigrisState:
    choice = _choice(e.kind, e.colour, e.origin)
    if e.kind is _KIND_TILE and e.colour is not None:
        hand = s.hands[e.player].removing(COLOUR_INDEX[e.colour])
        return _replace(s, choice=choice, hands=replaced_at(s.hands, e.player, hand), acting=True)
    if e.origin is not None:
        return _replace(s, choice=choice, cells=put(s.cells, e.origin, EMPTY), acting=True)
    return _replace(s, choice=choice, acting=True)


@evolve.on(TilePlaced)
def _tile(s: TigrisState, e: TilePlaced) -> TigrisState:
    code = tile_code(COLOUR_INDEX[e.colour])
    return _replace(s, cells=put(s.cells, e.square, code), choice=None, placed=e.square)


@evolve.on(LeaderPlaced)
def _leader(s: TigrisState, e: LeaderPlaced) -> TigrisState:
    code = leader_code(e.player, COLOUR_INDEX[e.colour])
    return _replace(s, cells=put(s.cells, e.square, code), choice=None)


@evolve.on(LeaderWithdrawn)
def _withdrawn(s: TigrisState, e: LeaderWithdrawn) -> TigrisState:
    # Withdrawing is a whole action: it is under way until its end is recorded.
    return _replace(s, cells=put(s.cells, e.square, EMPTY), acting=True)


@evolve.on(LeaderReturned)
def _returned(s: TigrisState, e: LeaderReturned) -> TigrisState:
    return _replace(s, cells=put(s.cells, e.square, EMPTY))


@evolve.on(CatastrophePlaced)
def _catastrophe(s: TigrisState, e: CatastrophePlaced) -> TigrisState:
    left = replaced_at(s.catastrophes, e.player, s.catastrophes[e.player] - 1)
    return _replace(s, cells=put(s.cells, e.square, CATASTROPHE), catastrophes=left,
                    discarded=s.discarded + (e.destroyed is not None), choice=None)


@evolve.on(TilesSwapped)
def _swapped(s: TigrisState, e: TilesSwapped) -> TigrisState:
    hand = s.hands[e.player].removing(*e.tiles.items)
    return _replace(s, hands=replaced_at(s.hands, e.player, hand), discarded=s.discarded + e.count,
                    choice=None)


@evolve.on(Passed)
def _passed(s: TigrisState, e: Passed) -> TigrisState:
    return _replace(s, actions=0, choice=None, placed=None)


@evolve.on(Scored)
def _scored(s: TigrisState, e: Scored) -> TigrisState:
    screen = s.points[e.player]
    if e.gain.value is None:
        raise InternalError("tigris: points hidden from this copy cannot be added")
    colour, points = e.gain.value
    # In a search copy another player's points are blanked (unknown to its observer):
    # they count from nothing, plus what they gain in the copy.
    mine = _plus(screen.value or (0, 0, 0, 0), _one(COLOUR_INDEX[colour], points))
    return _replace(s, points=replaced_at(s.points, e.player, Secret(screen.owner, mine, shown=screen.shown)))


@evolve.on(KingdomsUnited)
def _united(s: TigrisState, e: KingdomsUnited) -> TigrisState:
    return _replace(s, unification=e.square if e.wars else None, wars=e.wars)


@evolve.on(RevoltStarted)
def _revolt(s: TigrisState, e: RevoltStarted) -> TigrisState:
    return _conflict_started(s, e, _CONFLICTKIND_REVOLT)


@evolve.on(WarStarted)
def _war(s: TigrisState, e: WarStarted) -> TigrisState:
    return _conflict_started(s, e, _CONFLICTKIND_WAR)


def _conflict_started(s: TigrisState, e: RevoltStarted | WarStarted, kind: ConflictKind) -> TigrisState:
    conflict = Conflict(kind, e.colour, e.attacker, e.defender, e.attacker_square,
                        e.defender_square, e.attack, e.defence)
    wars = tuple(c for c in s.wars if c != e.colour) if kind is _CONFLICTKIND_WAR else s.wars
    return _replace(s, conflict=conflict, wars=wars)


@evolve.on(SupportCommitted)
def _committed(s: TigrisState, e: SupportCommitted) -> TigrisState:
    c = s.conflict
    if c is None:
        raise InternalError("tigris: support committed outside a conflict")
    hand = s.hands[e.player].removing(*(COLOUR_INDEX[e.colour],) * e.count)
    conflict = _conflict(c, attack=e.count) if e.role == _ROLE_ATTACKER else _conflict(c, defence=e.count)
    return _replace(s, conflict=conflict, hands=replaced_at(s.hands, e.player, hand),
                    discarded=s.discarded + e.count)


@evolve.on(ConflictResolved)
def _resolved(s: TigrisState, e: ConflictResolved) -> TigrisState:
    return _replace(s, conflict=None)


@evolve.on(TilesRemoved)
def _removed(s: TigrisState, e: TilesRemoved) -> TigrisState:
    return _replace(s, cells=_set(s.cells, [(sq, EMPTY) for sq in e.squares]),
                    discarded=s.discarded + len(e.squares))


@evolve.on(UnificationRemoved)
def _unified_off(s: TigrisState, e: UnificationRemoved) -> TigrisState:
    return _replace(s, unification=None, wars=())


@evolve.on(MonumentBuilt)
def _monument(s: TigrisState, e: MonumentBuilt) -> TigrisState:
    block = (e.square, e.square + 1, e.square + _COLS, e.square + _COLS + 1)
    return _replace(s, cells=_set(s.cells, [(sq, FACE_DOWN) for sq in block]),
                    monuments=(*s.monuments, Monument(e.monument, e.square)))


@evolve.on(MonumentDeclined)
def _declined(s: TigrisState, e: MonumentDeclined) -> TigrisState:
    return _replace(s, declined=tuple(sorted((*s.declined, *e.squares))))


@evolve.on(TreasuresTaken)
def _treasures(s: TigrisState, e: TreasuresTaken) -> TigrisState:
    gone = set(e.squares)
    won = replaced_at(s.treasures_won, e.player, s.treasures_won[e.player] + len(e.squares))
    return _replace(s, treasures=tuple(t for t in s.treasures if t not in gone), treasures_won=won)


@evolve.on(ActionEnded)
def _action_ended(s: TigrisState, e: ActionEnded) -> TigrisState:
    return _replace(s, actions=s.actions - 1, choice=None, placed=None, acting=False)


@evolve.on(GameEnded)
def _ended(s: TigrisState, e: GameEnded) -> TigrisState:
    screens = tuple(Secret(p.owner, p.value, p.present, True) for p in s.points)  # the screens come down
    return _replace(s, ended=e.why, points=screens)

