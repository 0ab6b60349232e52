"""The rules as pure questions about a state: what may go where, and why a move is refused.

Each decision has ONE refusal function (``*_reason``) returning a sentence
that starts with the rule it cites, or ``None``. Its legal moves are its
candidates filtered by that same function, so what is listed is exactly what
is accepted. Square checks take the board's cached :class:`Regions`, so
enumerating every square of a board labels the board once.

Two listings are that filter written out for speed (the random playouts spend
their time here): :func:`legal_actions` and the square lists of
:func:`open_squares`. tests/tigris/test_playouts.py holds each to the refusal
functions, move for move and in order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import product

from senet import Move

from .board import Regions, regions
from .layout import GRID, LAYOUTS, SQUARES, label, square_of
from .moves import (
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    Discard,
    MoveLeader,
    Pass,
    PlaceLeader,
    Square,
    Support,
    WithdrawLeader,
)
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
    TigrisState,
)

__all__ = [
    "SQUARE_MOVES", "action_reason", "any_square", "attack_options", "catastrophe_fault",
    "colour_index", "defence_options", "discard_options", "discard_reason", "has_action",
    "leader_fault", "legal_actions", "legal_discards", "legal_squares", "legal_support",
    "open_squares", "square_reason", "squares_for", "support_reason", "tile_fault",
]

SQUARE_MOVES = tuple(Square(*GRID.cell(i)) for i in range(SQUARES))
"""One move per square, made once: the square lists hand these out."""
_PASS = Pass()
_CATASTROPHE = ChooseCatastrophe()
_SWAP = ChooseSwap()


def colour_index(value: object) -> int | None:
    """The index of a colour name, or ``None`` if ``value`` is not one."""
    return COLOUR_INDEX.get(value) if isinstance(value, str) else None


def _colour_refused(what: str, value: object) -> str:
    return f"{what}: the colours are red, blue, green and black, not {value!r}"


def _tile(colour: int) -> str:
    return f"{COLOURS[colour]} {TILE_NAMES[colour]}"


def _leader(colour: int) -> str:
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


def open_squares(cells: tuple[int, ...], side: str, kind: str, colour: int = 0,
                 treasures: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Every square where a ``kind`` (tile of ``colour``, leader, catastrophe) may go on ``cells``:
    the candidates (the empty squares; every square for a catastrophe) without a fault.

    Remembered with the board's :class:`Regions` (found by identity, so asking again about
    the current board hashes nothing)."""
    reg = regions(cells)
    key = (kind, colour, side, treasures)
    found = reg.squares.get(key)
    if found is None:
        found = reg.squares[key] = _open_squares(reg, side, kind, colour, treasures)
    return found


def _open_squares(reg: Regions, side: str, kind: str, colour: int, treasures: tuple[int, ...]
                  ) -> tuple[int, ...]:
    cells = reg.cells
    river = LAYOUTS[side].river
    near = reg.kingdoms_near
    # tile_fault and leader_fault, unrolled (the candidates are empty, and the leader's are next
    # to a red tile, already): the same tests, without a call per square.
    # tests/tigris/test_playouts.py checks the lists against the fault functions.
    if kind == "tile":
        blue = colour == BLUE
        return tuple([sq for sq in reg.empty if river[sq] == blue and near[sq] < 3])
    if kind == "leader":  # only squares next to a red tile may be free of faults
        return tuple([sq for sq in reg.temple_squares if not river[sq] and near[sq] < 2])
    return tuple([sq for sq in range(SQUARES) if catastrophe_fault(cells, treasures, sq) is None])


def squares_for(state: TigrisState, kind: str, colour: int = 0, *, avoid: int | None = None
                ) -> tuple[int, ...]:
    """The squares where a ``kind`` (tile of ``colour``, leader, catastrophe) may go now;
    ``avoid``: a square left out (a moved leader's own)."""
    if kind == "tile":
        colour = BLUE if colour == BLUE else 0  # red, green and black go on the same squares
    treasures = state.treasures if kind == "catastrophe" else ()
    found = open_squares(state.cells, state.side, kind, colour, treasures)
    if avoid is not None and avoid in found:
        return tuple(sq for sq in found if sq != avoid)
    return found


def any_square(state: TigrisState, kind: str, colour: int = 0) -> bool:
    """Whether :func:`squares_for` would find a square (stops at the first; remembered per board
    for tiles and leaders)."""
    cells = state.cells
    if kind == "catastrophe":
        return any(catastrophe_fault(cells, state.treasures, sq) is None for sq in range(SQUARES))
    reg = regions(cells)
    key = (kind, BLUE if kind == "tile" and colour == BLUE else 0, state.side)
    found = reg.memo.get(key)
    if found is None:
        river = LAYOUTS[state.side].river
        near = reg.kingdoms_near
        # As in _open_squares: the fault functions' tests, unrolled.
        if kind == "tile":
            blue = colour == BLUE
            found = any(river[sq] == blue and near[sq] < 3 for sq in reg.empty)
        else:
            found = any(not river[sq] and near[sq] < 2 for sq in reg.temple_squares)
        reg.memo[key] = found
    return found


def _may_move(state: TigrisState, player: int, colour: int) -> bool:
    """Whether the leader has a square to move to (the board checked with the leader lifted)."""
    reg = regions(state.cells)
    origin = reg.leader_at[4 * player + colour]
    if origin < 0:
        return False
    home = reg.label[origin]
    # Lifting the leader changes only its own region: a square free now and away from that
    # region is free with the leader lifted too. Only if there is none, look at the lifted board.
    if any(not reg.touches(home, sq) for sq in open_squares(state.cells, state.side, "leader")):
        return True
    cells = state.cells
    lifted = (*cells[:origin], EMPTY, *cells[origin + 1:])
    return any(sq != origin for sq in open_squares(lifted, state.side, "leader"))


# -- the first step of an action ----------------------------------------------------------------


def _pass_reason(state: TigrisState, player: int, move: Move) -> str | None:
    return None


def _swap_reason(state: TigrisState, player: int, move: Move) -> str | None:
    return None if sum(state.hands[player]) else "swap: your hand is empty"


def _catastrophe_reason(state: TigrisState, player: int, move: Move) -> str | None:
    if not state.catastrophes[player]:
        return "catastrophe: you have used both your catastrophe tiles"
    if not any_square(state, "catastrophe"):
        return "catastrophe: no square may take a catastrophe now"
    return None


_NO_TILE = tuple(f"tile: you have no {_tile(c)} in your hand" for c in range(4))
_NO_TILE_SQUARE = tuple(
    f"tile: no empty {'river' if c == BLUE else 'land'} square may take a {COLOURS[c]} tile "
    "(a tile may not join three kingdoms)" for c in range(4))
_ON_BOARD = tuple(f"leader: your {_leader(c)} is on the board (move it or withdraw it)"
                  for c in range(4))
_OFF_BOARD = {what: tuple(f"{what}: your {_leader(c)} is not on the board" for c in range(4))
              for what in ("move", "withdraw")}
_NO_MOVE = tuple(f"move: your {_leader(c)} has no other square to go to" for c in range(4))
_NO_LEADER_SQUARE = "leader: no empty land square next to a red temple joins at most one kingdom"


def _tile_reason(state: TigrisState, player: int, move: Move) -> str | None:
    assert isinstance(move, ChooseTile)
    c = colour_index(move.colour)
    if c is None:
        return _colour_refused("tile", move.colour)
    if not state.hands[player][c]:
        return _NO_TILE[c]
    if not any_square(state, "tile", c):
        return _NO_TILE_SQUARE[c]
    return None


def _leader_reason(state: TigrisState, player: int, move: Move) -> str | None:
    assert isinstance(move, PlaceLeader | MoveLeader | WithdrawLeader)
    kind = type(move)
    c = colour_index(move.colour)
    if c is None:
        what = "leader" if kind is PlaceLeader else "move" if kind is MoveLeader else "withdraw"
        return _colour_refused(what, move.colour)
    on_board = regions(state.cells).leader_at[4 * player + c] >= 0
    if kind is PlaceLeader:
        if on_board:
            return _ON_BOARD[c]
        return None if any_square(state, "leader") else _NO_LEADER_SQUARE
    if not on_board:
        return _OFF_BOARD["move" if kind is MoveLeader else "withdraw"][c]
    if kind is MoveLeader and not _may_move(state, player, c):
        return _NO_MOVE[c]
    return None


_ACTION_REASONS: dict[type, Callable[[TigrisState, int, Move], str | None]] = {
    Pass: _pass_reason, ChooseSwap: _swap_reason, ChooseCatastrophe: _catastrophe_reason,
    ChooseTile: _tile_reason, PlaceLeader: _leader_reason, MoveLeader: _leader_reason,
    WithdrawLeader: _leader_reason,
}


def action_reason(state: TigrisState, player: int, move: Move) -> str | None:
    """Why the first step of an action is refused, or ``None``."""
    return _ACTION_REASONS[type(move)](state, player, move)


_TILE_MOVES = tuple(ChooseTile(name) for name in COLOURS)
_PLACE_MOVES = tuple(PlaceLeader(name) for name in COLOURS)
_MOVE_MOVES = tuple(MoveLeader(name) for name in COLOURS)
_WITHDRAW_MOVES = tuple(WithdrawLeader(name) for name in COLOURS)
_ACTION_CANDIDATES: tuple[Move, ...] = (
    *_TILE_MOVES, *_PLACE_MOVES, *_MOVE_MOVES, *_WITHDRAW_MOVES, _CATASTROPHE, _SWAP, _PASS,
)
"""Every first step, in the order :func:`legal_actions` lists them."""


def legal_actions(state: TigrisState, player: int) -> list[Move]:
    """Every first step of an action ``player`` may take now, Pass last.

    Exactly the candidates :func:`action_reason` accepts, in :data:`_ACTION_CANDIDATES` order,
    but asking each question once per colour group instead of once per candidate (the
    refusal functions re-derive the leader's square and the board's answers for every move).
    """
    hand = state.hands[player]
    at = regions(state.cells).leader_at
    base = 4 * player
    out: list[Move] = [_TILE_MOVES[c] for c in range(4) if hand[c] and any_square(state, "tile", c)]
    off_board = [c for c in range(4) if at[base + c] < 0]
    if off_board and any_square(state, "leader"):
        out.extend(_PLACE_MOVES[c] for c in off_board)
    on_board = [c for c in range(4) if at[base + c] >= 0]
    out.extend(_MOVE_MOVES[c] for c in on_board if _may_move(state, player, c))
    out.extend(_WITHDRAW_MOVES[c] for c in on_board)
    if state.catastrophes[player] and any_square(state, "catastrophe"):
        out.append(_CATASTROPHE)
    if sum(hand):
        out.append(_SWAP)
    out.append(_PASS)
    return out


def has_action(state: TigrisState, player: int) -> bool:
    """Whether ``player`` may do anything but pass (else their pass is automatic)."""
    if sum(state.hands[player]):
        return True  # a swap at least
    return any(not isinstance(m, Pass) for m in legal_actions(state, player))


# -- the second step: a square, or the tiles of a swap ---------------------------------------------


def square_reason(state: TigrisState, player: int, move: Move) -> str | None:
    """Why a square for the chosen tile, leader or catastrophe is refused."""
    assert isinstance(move, Square)
    choice = state.choice
    assert choice is not None and choice.kind != "swap"
    square = square_of(move.row, move.col)
    if square is None:
        return f"square: ({move.row!r}, {move.col!r}) is not a square of the 11 x 16 board"
    colour = COLOUR_INDEX.get(choice.colour or "", 0)
    if choice.kind == "leader" and square == choice.origin:
        return f"move: your {_leader(colour)} was on {label(square)}; move it to another square"
    if choice.kind == "tile":
        fault = tile_fault(regions(state.cells), LAYOUTS[state.side].river, colour, square)
    elif choice.kind == "leader":
        fault = leader_fault(regions(state.cells), LAYOUTS[state.side].river, square)
    else:
        fault = catastrophe_fault(state.cells, state.treasures, square)
    if fault is None:
        return None
    return fault.format(what=choice.kind, where=label(square), tile=_tile(colour))


def legal_squares(state: TigrisState, player: int) -> list[Move]:
    """Every square for the tile, leader or catastrophe chosen."""
    choice = state.choice
    assert choice is not None
    colour = COLOUR_INDEX.get(choice.colour or "", 0)
    return [SQUARE_MOVES[sq] for sq in squares_for(state, choice.kind, colour, avoid=choice.origin)]


def discard_options(state: TigrisState, player: int) -> list[Discard]:
    """Every set of tiles ``player`` may discard in a swap (one to all of the hand)."""
    hand = state.hands[player]
    return [Discard(*counts) for counts in product(*(range(n + 1) for n in hand)) if sum(counts)]


def discard_reason(state: TigrisState, player: int, move: Move) -> str | None:
    """Why a set of tiles to discard is refused."""
    assert isinstance(move, Discard)
    counts = (move.red, move.blue, move.green, move.black)
    hand = state.hands[player]
    for name, n, held in zip(COLOURS, counts, hand, strict=True):
        if type(n) is not int or n < 0:
            return f"swap: give a count of {name} tiles from 0, not {n!r}"
        if n > held:
            return f"swap: you hold {held} {name} tile{'s' if held != 1 else ''}, not {n}"
    if not sum(counts):
        return "swap: discard at least one tile"
    return None


def legal_discards(state: TigrisState, player: int) -> list[Move]:
    """The swap's choices as moves."""
    return list(discard_options(state, player))


# -- conflicts ----------------------------------------------------------------------------------


def attack_options(state: TigrisState) -> list[int]:
    """What the attacker may commit: nothing, or enough to exceed the defender's strength."""
    c = state.conflict
    assert c is not None
    held = state.hands[c.attacker][c.support]
    least = max(1, c.defence_base - c.attack_base + 1)
    return [0, *range(least, held + 1)]


def defence_options(state: TigrisState) -> list[int]:
    """What the defender may commit: from nothing up to a tie with the attacker's total."""
    c = state.conflict
    assert c is not None and c.attack is not None
    held = state.hands[c.defender][c.support]
    most = min(held, max(0, c.attack_base + c.attack - c.defence_base))
    return list(range(most + 1))


def support_reason(state: TigrisState, player: int, move: Move) -> str | None:
    """Why a commit of tiles to a revolt or war is refused."""
    assert isinstance(move, Support)
    c = state.conflict
    assert c is not None
    n = move.tiles
    tiles = f"{COLOURS[c.support]} tiles"
    held = state.hands[player][c.support]
    if type(n) is not int or n < 0:
        return f"{c.kind}: commit a number of {tiles} from 0, not {n!r}"
    if n > held:
        return f"{c.kind}: you hold {held} {tiles}, not {n}"
    if c.attack is None:
        if n and c.attack_base + n <= c.defence_base:
            least = c.defence_base - c.attack_base + 1
            return (f"{c.kind}: the attacker commits nothing, or enough to exceed the defender's "
                    f"{c.defence_base} (at least {least})")
        return None
    most = max(0, c.attack_base + c.attack - c.defence_base)
    if n > most:
        return (f"{c.kind}: the defender commits at most enough to tie the attacker's "
                f"{c.attack_base + c.attack} (at most {most})")
    return None


def legal_support(state: TigrisState, player: int) -> list[Move]:
    """The commits the attacker (or, once the attacker has committed, the defender) may make."""
    c = state.conflict
    assert c is not None
    options = attack_options(state) if c.attack is None else defence_options(state)
    return [Support(n) for n in options]
