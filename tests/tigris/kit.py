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

from collections.abc import Sequence
from typing import Any, TypeVar

import pytest

import senet
from senet import Event, Move
from senet_games.tigris import GAME
from senet_games.tigris.layout import GRID, SQUARES
from senet_games.tigris.state import (
    CATASTROPHE,
    EMPTY,
    FACE_DOWN,
    Counts,
    Monument,
    TigrisState,
    leader_code,
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
    players: int = 2,
    hands: Sequence[Counts] | None = None,
    active: int = 0,
    actions: int = 2,
    bag: Counts = (20, 20, 20, 20),
    points: Sequence[Counts] | None = None,
    treasures_won: Sequence[int] | None = None,
    catastrophes: Sequence[int] | None = None,
    monuments: Sequence[tuple[str, int]] = (),
    declined: Sequence[int] = (),
    side: str = "standard",
    open_scoring: bool = False,
    turn: int = 3,
    reserve: bool = True,
) -> TigrisState:
    """A state in the middle of ``active``'s turn, with ``actions`` actions left."""
    cells, treasures = draw(picture, at)
    if reserve:
        spare = [sq(*where) for where in RESERVE]
        board = list(cells)
        for square in spare:
            board[square] = 1
        cells, treasures = tuple(board), tuple(sorted((*treasures, *spare)))
    return TigrisState(
        side=side,
        open_scoring=open_scoring,
        cells=cells,
        treasures=treasures,
        hands=tuple(hands) if hands is not None else ((0, 0, 0, 0),) * players,
        bag=bag,
        catastrophes=tuple(catastrophes) if catastrophes is not None else (2,) * players,
        points=tuple(points) if points is not None else ((0, 0, 0, 0),) * players,
        treasures_won=tuple(treasures_won) if treasures_won is not None else (0,) * players,
        monuments=tuple(Monument(name, top) for name, top in monuments),
        declined=tuple(sorted(declined)),
        turn=turn,
        active=active,
        actions=actions,
    )


def start(state: TigrisState, seed: int = 0) -> senet.Match[Any]:
    """A match on ``state``, in the action phase (the options follow the state)."""
    options = {"board": state.side, "open_scoring": state.open_scoring}
    return senet.start_match(GAME, state, state.players, phase="action", seed=seed, options=options)


def events(match: senet.Match[Any], kind: type[E], since: int = 0) -> list[E]:
    """The match's logged events of one type (from log entry ``since`` on), oldest first."""
    return [e.event for e in match.log[since:] if isinstance(e.event, kind)]


def play(match: senet.Match[Any], *moves: Move) -> None:
    """Submit ``moves`` in order, each for whoever must act."""
    for move in moves:
        acting = match.to_act
        assert len(acting) == 1, acting
        match.submit(acting[0], move)


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
    held = 1 if state.choice is not None and state.choice.kind == "tile" else 0
    return board + sum(map(sum, state.hands)) + sum(state.bag) + state.discarded + held
