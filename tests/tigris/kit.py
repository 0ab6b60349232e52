"""Helpers for the Tigris tests: draw a board, start a match on it, play, look.

A picture is rows of space-separated tokens placed with its top-left token on
square ``at`` (row, col from 0). Tokens: ``.`` empty, ``r b g k`` face-up
tiles (k: black), ``m`` a face-down tile, ``x`` a catastrophe, ``0R`` player
0's red leader (``R B G K``); a ``$`` after a tile puts a treasure on it.
Every square outside the picture is empty: no starting temples, no treasures,
except (unless ``reserve=False``) three lone temples with treasures at (0,13),
(0,15) and (2,15), far from the tests' kingdoms, so that a turn can end without
ending the game (it ends when two treasures or fewer are left).

The standard board (``~`` river, ``*`` corner treasure squares)::

        0123456789012345
     0  ....~~~~~.T.~...
     1  .*..~.......~..*
     2  ...~~T......~~..
     3  ~~~~.........~~~
     4  .............T~~
     5  ..............~.
     6  ~~~~....T...~~~.
     7  .*.~~~~.....~...
     8  ......~~~~~~~.*.
     9  .....T..........
    10  ..........T.....
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import pytest

import senet
from senet import Event, Hand, Move, Pile, Secret
from senet_games.tigris import GAME, Scored, SupportCommitted, TilesDrawn, TilesSwapped
from senet_games.tigris.events import DrawReason, ScoreReason
from senet_games.tigris.layout import GRID, SQUARES
from senet_games.tigris.state import (
    CATASTROPHE,
    CATASTROPHES,
    EMPTY,
    FACE_DOWN,
    TILE_COUNTS,
    Colour,
    Counts,
    Kind,
    Monument,
    MonumentName,
    Role,
    Side,
    TigrisState,
    hand_of,
    leader_code,
    tally,
    tiles_of,
)

E = TypeVar("E", bound=Event)
_TILES = {"r": 1, "b": 2, "g": 3, "k": 4, "m": FACE_DOWN, "x": CATASTROPHE, ".": EMPTY}
_LEADERS = "RBGK"
RESERVE = ((0, 13), (0, 15), (2, 15))
"""Lone temples with treasures that keep a test game going past the end of a turn."""


def sq(row: int, col: int) -> int:
    """The square number of ``(row, col)``."""
    return row * GRID.cols + col


def draw(picture: str, at: tuple[int, int] = (0, 0)) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The square codes and the treasure squares of a picture."""
    cells = [EMPTY] * SQUARES
    treasures: list[int] = []
    top, left = at
    rows = [line.split() for line in picture.strip("\n").splitlines() if line.strip()]
    for r, tokens in enumerate(rows):
        for c, token in enumerate(tokens):
            square = sq(top + r, left + c)
            if token.endswith("$"):
                treasures.append(square)
                token = token[:-1]
            if token in _TILES:
                cells[square] = _TILES[token]
            else:
                cells[square] = leader_code(int(token[0]), _LEADERS.index(token[1]))
    return tuple(cells), tuple(sorted(treasures))


def table(
    picture: str = "",
    at: tuple[int, int] = (0, 0),
    *,
    players: int | None = None,
    hands: Sequence[Counts] | None = None,
    active: int = 0,
    actions: int = 2,
    bag: Counts | None = None,
    points: Sequence[Counts] | None = None,
    treasures_won: Sequence[int] | None = None,
    catastrophes: Sequence[int] | None = None,
    monuments: Sequence[tuple[str, int]] = (),
    declined: Sequence[int] = (),
    side: str = Side.STANDARD,
    open_scoring: bool = False,
    turn: int = 3,
    reserve: bool = True,
    put: Mapping[int, int] | None = None,
) -> TigrisState:
    """A state in the middle of ``active``'s turn, with ``actions`` actions left; hands, the bag
    and points given as counts per colour; names (the side, monuments) as their plain strings.

    The table is complete, as the game's ``check`` wants it: the 153 tiles the picture and the
    hands do not hold are in the bag (``bag`` not given) or out of the game (``discarded``, when
    the bag is given), and the catastrophes on the board are taken from the players' two each
    (``catastrophes`` not given), from the last seat on. ``put``: square codes laid over the
    picture (``{square: code}``), for boards no picture draws well (a whole river)."""
    if players is None:
        players = len(hands) if hands is not None else 2
    cells, treasures = draw(picture, at)
    if put:
        cells = tuple(put.get(square, code) for square, code in enumerate(cells))
    if reserve:
        spare = [sq(*where) for where in RESERVE]
        board = list(cells)
        for square in spare:
            board[square] = 1
        cells, treasures = tuple(board), tuple(sorted((*treasures, *spare)))
    held = [hands[p] if hands is not None else (0, 0, 0, 0) for p in range(players)]
    if catastrophes is None:
        left = [CATASTROPHES] * players
        for _ in range(cells.count(CATASTROPHE)):
            p = max(p for p in range(players) if left[p])
            left[p] -= 1
        catastrophes = left
    placed = [sum(1 for code in cells if code == colour + 1) + sum(h[colour] for h in held)
              for colour in range(4)]
    down = cells.count(FACE_DOWN)
    discarded = 0
    if bag is None:
        spare = [TILE_COUNTS[colour] - placed[colour] for colour in range(4)]
        spare[0] -= down  # face-down tiles: counted as red, the colour with the most
        bag = (spare[0], spare[1], spare[2], spare[3])
    else:
        discarded = sum(TILE_COUNTS) - sum(placed) - down - sum(bag)
    return TigrisState(
        side=Side(side),
        open_scoring=open_scoring,
        cells=cells,
        treasures=treasures,
        hands=tuple(hand_of(p, hands[p] if hands is not None else (0, 0, 0, 0)) for p in range(players)),
        bag=Pile(tiles_of(bag)),
        catastrophes=tuple(catastrophes) if catastrophes is not None else (2,) * players,
        points=tuple(Secret(p, tuple(points[p]) if points is not None else (0, 0, 0, 0), shown=open_scoring)
                     for p in range(players)),
        treasures_won=tuple(treasures_won) if treasures_won is not None else (0,) * players,
        monuments=tuple(Monument(MonumentName(name), top) for name, top in monuments),
        declined=tuple(sorted(declined)),
        discarded=discarded,
        turn=turn,
        active=active,
        actions=actions,
    )


def start(state: TigrisState, seed: int = 0) -> senet.Match[Any]:
    """A match on ``state``, asking whatever the state asks (the options follow the state)."""
    options = {"board": state.side, "open_scoring": state.open_scoring}
    return senet.start_match(GAME, state, state.players, seed=seed, options=options)


def events(match: senet.Match[Any], kind: type[E], since: int = 0) -> list[E]:
    """The match's logged events of one type (from log entry ``since`` on), oldest first."""
    return [e.event for e in match.log[since:] if isinstance(e.event, kind)]


def play(match: senet.Match[Any], *moves: Move) -> None:
    """Submit ``moves`` in order, each for whoever must act; then answer every private decision
    that has a single option ("commit nothing": asked so as not to tell what a player holds),
    as the player at the table would."""
    for move in moves:
        settle(match)
        acting = match.to_act
        assert len(acting) == 1, acting
        match.submit(acting[0], move)
    settle(match)


def settle(match: senet.Match[Any]) -> None:
    """Answer the private decisions with a single option now pending (attack, defend)."""
    while not match.is_over and match.flow.at in ("attack", "defend"):
        player = match.to_act[0]
        legal = match.legal_moves(player)
        if len(legal) != 1:
            return
        match.submit(player, legal[0])


def refused(match: senet.Match[Any], player: int, move: Move, words: str) -> None:
    """``move`` is refused with a reason containing ``words``, and nothing changes."""
    before = match.save()
    with pytest.raises(senet.IllegalMove) as info:
        match.submit(player, move)
    assert words in info.value.reason, info.value.reason
    assert match.save() == before
    assert move not in match.legal_moves(player)


def at(match: senet.Match[Any], row: int, col: int) -> int:
    """The code on square ``(row, col)`` now."""
    cells: tuple[int, ...] = match.state.cells
    return cells[sq(row, col)]


def tiles_total(state: TigrisState) -> int:
    """Every tile: on the board, in hands, in the bag, out of the game, and one held for placing."""
    board = sum(1 for code in state.cells if 1 <= code <= FACE_DOWN)
    held = 1 if state.choice is not None and state.choice.kind is Kind.TILE else 0
    return board + sum(map(len, state.hands)) + len(state.bag) + state.discarded + held


def hands(state: TigrisState) -> tuple[Counts, ...]:
    """Every player's tiles per colour."""
    return tuple(tally(hand) for hand in state.hands)


def points(state: TigrisState) -> tuple[Counts | None, ...]:
    """Every player's points per colour (``None`` where hidden)."""
    return tuple(screen.value for screen in state.points)


def bag(state: TigrisState) -> Counts:
    """The bag's tiles per colour."""
    return tally(state.bag)


def scored(player: int, why: str, public: bool, colour: str | None = None, gained: int | None = None
           ) -> Scored:
    """A Scored event as it is logged (``colour`` None: as someone behind the screen sees it)."""
    value = None if colour is None or gained is None else (Colour(colour), gained)
    return Scored(player, ScoreReason(why), Secret(player, value, present=value is None, shown=public))


def committed(player: int, role: str, colour: str, count: int, forced: bool | None = False
              ) -> SupportCommitted:
    """A SupportCommitted event (``forced`` None: as the others see it)."""
    secret = Secret(player, None, True) if forced is None else Secret(player, forced)
    return SupportCommitted(player, Role(role), Colour(colour), count, secret)


def drawn(player: int, count: int, why: str, tiles: Counts | None = None) -> TilesDrawn:
    """A TilesDrawn event (``tiles`` None: as the others see it)."""
    return TilesDrawn(player, count, DrawReason(why), _tiles(player, count, tiles))


def swapped(player: int, count: int, tiles: Counts | None = None) -> TilesSwapped:
    """A TilesSwapped event (``tiles`` None: as the others see it)."""
    return TilesSwapped(player, count, _tiles(player, count, tiles))


def _tiles(player: int, count: int, tiles: Counts | None) -> Hand[int]:
    return Hand(player, (), count) if tiles is None else hand_of(player, tiles)
