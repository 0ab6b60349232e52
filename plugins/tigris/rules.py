"""The rules as pure questions about a state: each decision's options, and why a move is refused.

What a decision lists is exactly what it accepts (the engine refuses anything
else); each ``*_reason`` function only words a refusal, citing the rule. The
action list is the refusal filter written out for speed (random playouts spend
their time here): tests/tigris/test_playouts.py holds :func:`legal_actions` to
:func:`action_reason`, move for move and in order. Where a square may take what
is in :mod:`.rules_squares`; the wars, monuments and treasures an action causes are in
:mod:`.rules_aftermath`.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from itertools import product
from operator import itemgetter
from typing import Any

from senet import Move

from .board import regions
from .layout import GRID, LAYOUTS, label, square_of
from .moves import (
    Action,
    BuildMonument,
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    MoveLeader,
    Pass,
    PickWar,
    PlaceLeader,
    Square,
    Support,
    WithdrawLeader,
)
from .rules_aftermath import monument_offers, open_wars, treasure_due
from .rules_squares import (
    SQUARE_MOVES,
    any_square,
    catastrophe_fault,
    colour_index,
    leader_fault,
    leader_name,
    may_move,
    squares_for,
    tile_fault,
    tile_name,
)
from .state import BLUE, COLOUR_INDEX, COLOURS, MONUMENTS, Kind, TigrisState

__all__ = [
    "action_reason", "attack_options", "defence_options", "discard_options", "discard_reason",
    "has_action", "legal_actions", "legal_discards", "legal_monuments", "legal_squares",
    "legal_support", "legal_treasures", "legal_wars", "monument_reason", "square_reason",
    "support_reason", "treasure_reason", "war_reason",
]

_PASS = Pass()
_CATASTROPHE = ChooseCatastrophe()
_SWAP = ChooseSwap()
_DECLINE = DeclineMonument()
_tile = tile_name
_leader = leader_name


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_KIND_CATASTROPHE = Kind.CATASTROPHE
_KIND_LEADER = Kind.LEADER
_KIND_SWAP = Kind.SWAP
_KIND_TILE = Kind.TILE


def _given(value: object) -> str:
    """A value a refused move holds, quoted as given (a name as its plain string)."""
    return repr(value.value if isinstance(value, StrEnum) else value)


def _colour_refused(what: str, value: object) -> str:
    return f"{what}: the colours are red, blue, green and black, not {_given(value)}"


# -- the first step of an action ----------------------------------------------------------------


def _pass_reason(state: TigrisState, player: int, move: Move) -> str | None:
    return None


def _swap_reason(state: TigrisState, player: int, move: Move) -> str | None:
    return None if len(state.hands[player]) else "swap: your hand is empty"


def _catastrophe_reason(state: TigrisState, player: int, move: Move) -> str | None:
    if not state.catastrophes[player]:
        return "catastrophe: you have used both your catastrophe tiles"
    if not any_square(state, _KIND_CATASTROPHE):
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


def _tile_reason(state: TigrisState, player: int, move: ChooseTile) -> str | None:
    c = colour_index(move.colour)
    if c is None:
        return _colour_refused("tile", move.colour)
    if c not in state.hands[player]:
        return _NO_TILE[c]
    if not any_square(state, _KIND_TILE, c):
        return _NO_TILE_SQUARE[c]
    return None


def _leader_reason(state: TigrisState, player: int,
                   move: PlaceLeader | MoveLeader | WithdrawLeader) -> str | None:
    kind = type(move)
    c = colour_index(move.colour)
    if c is None:
        what = "leader" if kind is PlaceLeader else "move" if kind is MoveLeader else "withdraw"
        return _colour_refused(what, move.colour)
    on_board = regions(state.cells).leader_at[4 * player + c] >= 0
    if kind is PlaceLeader:
        if on_board:
            return _ON_BOARD[c]
        return None if any_square(state, _KIND_LEADER) else _NO_LEADER_SQUARE
    if not on_board:
        return _OFF_BOARD["move" if kind is MoveLeader else "withdraw"][c]
    if kind is MoveLeader and not may_move(state, player, c):
        return _NO_MOVE[c]
    return None


_ACTION_REASONS: dict[type, Callable[[TigrisState, int, Any], str | None]] = {
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
_ACTION_CANDIDATES: tuple[Action, ...] = (
    *_TILE_MOVES, *_PLACE_MOVES, *_MOVE_MOVES, *_WITHDRAW_MOVES, _CATASTROPHE, _SWAP, _PASS,
)
"""Every first step, in the order :func:`legal_actions` lists them."""


def legal_actions(state: TigrisState, player: int) -> list[Action]:
    """Every first step of an action ``player`` may take now, Pass last.

    Exactly the candidates :func:`action_reason` accepts, in :data:`_ACTION_CANDIDATES` order,
    but asking each question once per colour group instead of once per candidate (the
    refusal functions re-derive the leader's square and the board's answers for every move).
    """
    hand = state.hands[player]
    held = hand.items
    at = regions(state.cells).leader_at
    base = 4 * player
    out: list[Action] = []
    land: bool | None = None  # red, green and black tiles go on the same squares: ask once
    for c in range(4):
        if c in held:
            if c == BLUE:
                fits = any_square(state, _KIND_TILE, BLUE)
            else:
                if land is None:
                    land = any_square(state, _KIND_TILE, c)
                fits = land
            if fits:
                out.append(_TILE_MOVES[c])
    off_board = [c for c in range(4) if at[base + c] < 0]
    if off_board and any_square(state, _KIND_LEADER):
        out.extend(_PLACE_MOVES[c] for c in off_board)
    on_board = [c for c in range(4) if at[base + c] >= 0]
    out.extend(_MOVE_MOVES[c] for c in on_board if may_move(state, player, c))
    out.extend(_WITHDRAW_MOVES[c] for c in on_board)
    if state.catastrophes[player] and any_square(state, _KIND_CATASTROPHE):
        out.append(_CATASTROPHE)
    if len(hand):
        out.append(_SWAP)
    out.append(_PASS)
    return out


def has_action(state: TigrisState, player: int) -> bool:
    """Whether ``player`` may do anything but pass (else their pass is automatic).

    Public knowledge: with tiles in hand (their number is public) a swap at least is open;
    with none, every other action depends on the board, the supply and the catastrophes."""
    if len(state.hands[player]):
        return True  # a swap at least
    for m in legal_actions(state, player):  # a loop, not a generator
        if not isinstance(m, Pass):
            return True
    return False


# -- the second step: a square, or the tiles of a swap ---------------------------------------------


def square_reason(state: TigrisState, player: int, move: Square) -> str | None:
    """Why a square for the chosen tile, leader or catastrophe is refused."""
    choice = state.choice
    assert choice is not None and choice.kind is not _KIND_SWAP
    square = square_of(move.row, move.col)
    if square is None:
        return f"square: ({move.row!r}, {move.col!r}) is not a square of the 11 x 16 board"
    colour = COLOUR_INDEX.get(choice.colour or "", 0)
    if choice.kind is _KIND_LEADER and square == choice.origin:
        return f"move: your {_leader(colour)} was on {label(square)}; move it to another square"
    if choice.kind is _KIND_TILE:
        fault = tile_fault(regions(state.cells), LAYOUTS[state.side].river, colour, square)
    elif choice.kind is _KIND_LEADER:
        fault = leader_fault(regions(state.cells), LAYOUTS[state.side].river, square)
    else:
        fault = catastrophe_fault(state.cells, state.treasures, square)
    if fault is None:
        return None
    return fault.format(what=choice.kind, where=label(square), tile=_tile(colour))


def legal_squares(state: TigrisState, player: int) -> tuple[Square, ...]:
    """Every square for the tile, leader or catastrophe chosen."""
    choice = state.choice
    assert choice is not None
    colour = COLOUR_INDEX.get(choice.colour or "", 0)
    found = squares_for(state, choice.kind, colour, avoid=choice.origin)
    if len(found) < 2:  # an itemgetter of one item gives the item, not a tuple
        return tuple([SQUARE_MOVES[sq] for sq in found])
    moves: tuple[Square, ...] = itemgetter(*found)(SQUARE_MOVES)  # picked out in C
    return moves


def discard_options(state: TigrisState, player: int) -> list[Discard]:
    """Every set of tiles ``player`` may discard in a swap (one to all of the hand)."""
    hand = state.held(player)
    return [Discard(*counts) for counts in product(*(range(n + 1) for n in hand)) if sum(counts)]


def discard_reason(state: TigrisState, player: int, move: Discard) -> str | None:
    """Why a set of tiles to discard is refused."""
    counts = (move.red, move.blue, move.green, move.black)
    hand = state.held(player)
    for name, n, held in zip(COLOURS, counts, hand, strict=True):
        if type(n) is not int or n < 0:
            return f"swap: give a count of {name} tiles from 0, not {n!r}"
        if n > held:
            return f"swap: you hold {held} {name} tile{'s' if held != 1 else ''}, not {n}"
    if not sum(counts):
        return "swap: discard at least one tile"
    return None


def legal_discards(state: TigrisState, player: int) -> list[Discard]:
    """The swap's choices as moves."""
    return list(discard_options(state, player))


# -- conflicts ----------------------------------------------------------------------------------


def attack_options(state: TigrisState) -> list[int]:
    """What the attacker may commit: nothing, or enough to exceed the defender's strength."""
    c = state.conflict
    assert c is not None
    held = state.hands[c.attacker].items.count(c.support)
    least = max(1, c.defence_base - c.attack_base + 1)
    return [0, *range(least, held + 1)]


def defence_options(state: TigrisState) -> list[int]:
    """What the defender may commit: from nothing up to a tie with the attacker's total."""
    c = state.conflict
    assert c is not None and c.attack is not None
    held = state.hands[c.defender].items.count(c.support)
    most = min(held, max(0, c.attack_base + c.attack - c.defence_base))
    return list(range(most + 1))


def support_reason(state: TigrisState, player: int, move: Support) -> str | None:
    """Why a commit of tiles to a revolt or war is refused."""
    c = state.conflict
    assert c is not None
    n = move.tiles
    tiles = f"{COLOURS[c.support]} tiles"
    held = state.hands[player].items.count(c.support)
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


def legal_support(state: TigrisState, player: int) -> list[Support]:
    """The commits the attacker (or, once the attacker has committed, the defender) may make."""
    c = state.conflict
    assert c is not None
    options = attack_options(state) if c.attack is None else defence_options(state)
    return [Support(n) for n in options]


# -- wars, monuments, treasures ------------------------------------------------------------------


def war_reason(state: TigrisState, player: int, move: PickWar) -> str | None:
    """Why a choice of the next war is refused."""
    wars = open_wars(state)
    if move.colour not in wars:
        return f"war: the wars to fight now are in {' and '.join(wars)}, not {_given(move.colour)}"
    return None


def legal_wars(state: TigrisState, player: int) -> list[PickWar]:
    """The wars the active player may fight next."""
    return [PickWar(name) for name in open_wars(state)]


def monument_reason(state: TigrisState, player: int, move: BuildMonument | DeclineMonument
                    ) -> str | None:
    """Why building a monument is refused (declining never is)."""
    if not isinstance(move, BuildMonument):
        return None
    square = square_of(move.row, move.col)
    if square is None:
        return f"monument: ({move.row!r}, {move.col!r}) is not a square of the board"
    if move.monument not in MONUMENTS:
        return f"monument: the monuments are {', '.join(MONUMENTS)}, not {_given(move.monument)}"
    if any(m.name == move.monument for m in state.monuments):
        return f"monument: the {move.monument} monument is already built"
    offers = monument_offers(state)
    if not any(top == square for top, _ in offers):
        return (f"monument: {label(square)} is not the top-left square of a 2 x 2 block of one "
                "colour that this tile completed (a declined block never becomes a monument)")
    colour = COLOURS[state.cells[square] - 1]
    if (square, move.monument) not in offers:
        return f"monument: one of the monument's colours must be the block's ({colour})"
    return None


def legal_monuments(state: TigrisState, player: int) -> list[BuildMonument | DeclineMonument]:
    """Every monument the active player may build, and declining."""
    moves: list[BuildMonument | DeclineMonument] = [BuildMonument(*divmod(top, GRID.cols), name)
                         for top, name in monument_offers(state)]
    moves.append(_DECLINE)
    return moves


def treasure_reason(state: TigrisState, player: int, move: LeaveTreasure) -> str | None:
    """Why the treasure chosen to stay is refused."""
    due = treasure_due(state)
    assert due is not None
    _, squares, may_leave = due
    square = square_of(move.row, move.col)
    if square is None or square not in squares:
        where = ", ".join(label(t) for t in squares)
        return f"treasure: choose one of your kingdom's treasures ({where}) to leave"
    if square not in may_leave:
        return "treasure: corner treasures are taken first; leave one of the others"
    return None


def legal_treasures(state: TigrisState, player: int) -> list[LeaveTreasure]:
    """The treasures that may be the one left in the kingdom."""
    due = treasure_due(state)
    assert due is not None
    return [LeaveTreasure(*divmod(t, GRID.cols)) for t in due[2]]
