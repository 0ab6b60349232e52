"""Where a tile, a leader or a catastrophe may go: the faults of a square, and the open squares.

Each fault is a constant sentence citing the rule, with ``{where}`` (the square)
and ``{tile}`` left to fill in, so enumerating a board's squares builds no
strings. The square lists are those faults written out for speed (random
playouts spend their time here); tests/tigris/test_playouts.py holds each list
to the fault functions, square for square. Square checks take the board's
cached :class:`~.board.Regions`, so a board is labelled once.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from .board import Regions, regions
from .layout import GRID, LAYOUTS, NEIGHBOURS, SQUARES
from .moves import Square
from .state import (
    BLUE,
    CATASTROPHE,
    COLOUR_INDEX,
    COLOURS,
    EMPTY,
    FACE_DOWN,
    LEADER,
    LEADER_NAMES,
    TILE_NAMES,
    Kind,
    Side,
    TigrisState,
)

__all__ = [
    "SQUARE_MOVES", "any_square", "catastrophe_fault", "colour_index", "leader_fault", "leader_name",
    "may_move", "open_squares", "squares_for", "tile_fault", "tile_name",
]

SQUARE_MOVES = tuple(Square(*GRID.cell(i)) for i in range(SQUARES))
"""One move per square, made once: the square lists hand these out."""


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_KIND_CATASTROPHE = Kind.CATASTROPHE
_KIND_LEADER = Kind.LEADER
_KIND_TILE = Kind.TILE


def colour_index(value: object) -> int | None:
    """The index of a colour name, or ``None`` if ``value`` is not one."""
    return COLOUR_INDEX.get(value) if isinstance(value, str) else None


def tile_name(colour: int) -> str:
    """``red temple``, ``blue farm``..."""
    return f"{COLOURS[colour]} {TILE_NAMES[colour]}"


def leader_name(colour: int) -> str:
    """``red priest``, ``blue farmer``..."""
    return f"{COLOURS[colour]} {LEADER_NAMES[colour]}"


# -- what may go on a square ---------------------------------------------------------------------
# A fault is a constant sentence with ``{where}`` (the square) and ``{tile}`` left to fill in,
# so that enumerating a board's squares builds no strings.

_NOT_EMPTY = "{what}: square {where} is not empty"
_FARM_ON_LAND = "tile: a blue farm goes only on a river square ({where} is land)"
_TILE_ON_RIVER = "tile: a {tile} goes only on land ({where} is river)"
_THREE = "tile: a tile may not join three kingdoms ({where} touches three or more)"
_LEADER_ON_RIVER = "leader: a leader may not stand on a river square ({where})"
_NO_TEMPLE = "leader: a leader goes next to a face-up red temple ({where} has none)"
_TWO = "leader: a leader may not join two kingdoms ({where} touches two)"
_ON_LEADER = "catastrophe: not on a leader ({where})"
_ON_CATASTROPHE = "catastrophe: nothing may go on a catastrophe ({where})"
_ON_MONUMENT = "catastrophe: not on a monument ({where})"
_ON_TREASURE = "catastrophe: not on a tile carrying a treasure ({where})"


def tile_fault(reg: Regions, river: Sequence[bool], colour: int, square: int) -> str | None:
    """Why a tile of ``colour`` may not go on ``square`` of the board ``reg`` describes."""
    if reg.cells[square] != EMPTY:
        return _NOT_EMPTY
    if river[square] != (colour == BLUE):
        return _FARM_ON_LAND if colour == BLUE else _TILE_ON_RIVER
    if reg.kingdoms_near[square] >= 3:
        return _THREE
    return None


def leader_fault(reg: Regions, river: Sequence[bool], square: int) -> str | None:
    """Why a leader may not go on ``square`` of the board ``reg`` describes."""
    if reg.cells[square] != EMPTY:
        return _NOT_EMPTY
    if river[square]:
        return _LEADER_ON_RIVER
    if not reg.red_near[square]:
        return _NO_TEMPLE
    if reg.kingdoms_near[square] >= 2:
        return _TWO
    return None


def catastrophe_fault(cells: Sequence[int], treasures: Sequence[int], square: int) -> str | None:
    """Why a catastrophe may not go on ``square``."""
    code = cells[square]
    if code >= LEADER:
        return _ON_LEADER
    if code == CATASTROPHE:
        return _ON_CATASTROPHE
    if code == FACE_DOWN:
        return _ON_MONUMENT
    if square in treasures:
        return _ON_TREASURE
    return None


_CATASTROPHE_MAY_COVER = [catastrophe_fault((code,), (), 0) is None for code in range(LEADER + 16)]
"""Per square code, whether a catastrophe may go on it (treasures aside): the fault function's
answers, tabled (a list: its ``__getitem__`` is the quicker one to map in C)."""
_SQUARE_RANGE = range(SQUARES)


def open_squares(cells: tuple[int, ...], side: Side, kind: Kind, colour: int = 0,
                 treasures: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Every square where a ``kind`` (tile of ``colour``, leader, catastrophe) may go on ``cells``:
    the candidates (the empty squares; every square for a catastrophe) without a fault.

    Remembered with the board's :class:`Regions` (found by identity, so asking again about
    the current board hashes nothing)."""
    return _listed(regions(cells), side, kind, colour, treasures)


def _listed(reg: Regions, side: Side, kind: Kind, colour: int, treasures: tuple[int, ...]
            ) -> tuple[int, ...]:
    """:func:`open_squares` on the board ``reg`` describes."""
    key = (kind, colour, side, treasures)
    found = reg.squares.get(key)
    if found is None:
        found = reg.squares[key] = _open_squares(reg, side, kind, colour, treasures)
    return found


def _open_squares(reg: Regions, side: Side, kind: Kind, colour: int, treasures: tuple[int, ...]
                  ) -> tuple[int, ...]:
    river = LAYOUTS[side].river
    near = reg.kingdoms_near
    # tile_fault and leader_fault, unrolled (the candidates are empty, and the leader's are next
    # to a red tile, already): the same tests, without a call per square.
    # tests/tigris/test_playouts.py checks the lists against the fault functions.
    if kind is _KIND_TILE:
        blue = colour == BLUE
        return tuple([sq for sq in reg.empty if river[sq] == blue and near[sq] < 3])
    if kind is _KIND_LEADER:  # only squares next to a red tile may be free of faults
        return tuple([sq for sq in reg.temple_squares if not river[sq] and near[sq] < 2])
    may = list(map(_CATASTROPHE_MAY_COVER.__getitem__, reg.cells))
    for sq in treasures:
        may[sq] = False
    return tuple(compress(_SQUARE_RANGE, may))


def squares_for(state: TigrisState, kind: Kind, colour: int = 0, *, avoid: int | None = None
                ) -> tuple[int, ...]:
    """The squares where a ``kind`` (tile of ``colour``, leader, catastrophe) may go now;
    ``avoid``: a square left out (a moved leader's own)."""
    # Red, green and black tiles go on the same squares; a leader's colour or a catastrophe's
    # changes nothing: one list per board for each (the leaders' list is :func:`may_move`'s too).
    colour = BLUE if kind is _KIND_TILE and colour == BLUE else 0
    treasures = state.treasures if kind is _KIND_CATASTROPHE else ()
    found = open_squares(state.cells, state.side, kind, colour, treasures)
    if avoid is not None and avoid in found:
        return tuple([sq for sq in found if sq != avoid])
    return found


def any_square(state: TigrisState, kind: Kind, colour: int = 0) -> bool:
    """Whether :func:`squares_for` would find a square (stops at the first; remembered per board
    for tiles and leaders)."""
    cells = state.cells
    if kind is _KIND_CATASTROPHE:
        treasures = state.treasures
        for sq in range(SQUARES):  # a loop, not a generator
            if catastrophe_fault(cells, treasures, sq) is None:
                return True
        return False
    if kind is _KIND_LEADER:  # a short list, which may_move asks for next: listed once
        return bool(open_squares(cells, state.side, _KIND_LEADER))
    reg = regions(cells)
    blue = colour == BLUE
    key = (kind, BLUE if blue else 0, state.side)
    found = reg.memo.get(key)
    if found is None:
        river = LAYOUTS[state.side].river
        near = reg.kingdoms_near
        found = False
        for sq in reg.empty:  # as in _open_squares: the fault functions' tests, unrolled
            if river[sq] == blue and near[sq] < 3:
                found = True
                break
        reg.memo[key] = found
    return found


def may_move(state: TigrisState, player: int, colour: int) -> bool:
    """Whether the leader has a square to move to (the board checked with the leader lifted)."""
    reg = regions(state.cells)
    origin = reg.leader_at[4 * player + colour]
    if origin < 0:
        return False
    label = reg.label
    home = label[origin]
    # Lifting the leader changes only its own region: a square free now and away from that
    # region is free with the leader lifted too. Only if there is none, look at the lifted board.
    for sq in _listed(reg, state.side, _KIND_LEADER, 0, ()):
        for n in NEIGHBOURS[sq]:
            if label[n] == home:
                break
        else:
            return True  # the square does not touch the leader's region
    cells = state.cells
    lifted = (*cells[:origin], EMPTY, *cells[origin + 1:])
    return any(sq != origin for sq in open_squares(lifted, state.side, _KIND_LEADER))

