"""The board game's rules for the cards played before a tile is placed (the ``place``
decision): their options, and the words of a refusal.

The cards' options are their candidates filtered by the same ``*_reason`` function that
words a refusal; legality itself is only "listed" (the engine's rule). Reasons start with
the rule they cite.
"""

from __future__ import annotations

from itertools import combinations, pairwise

from senet import Move

from .layout import BASIC, PRO
from .moves import (
    CardMove,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayToStart,
    PlayTwoPositive,
)
from .rules import CARD_NAMES, free_tiles, landing, layout_of, others_taken
from .state import Action, BoardState, Mods

__all__ = ["has_choice", "place_moves", "place_reason"]

ASCENDING, EXTRA, JUMP, STOP, SWAP, TO_START = (
    Action.ASCENDING, Action.EXTRA, Action.JUMP, Action.STOP, Action.SWAP, Action.TO_START)
PLACE = Place()
PLAY_SWAP = PlaySwap()
PLAY_JUMP = PlayJump()
PLAY_EXTRA = PlayExtra()
PLAY_PLUS5 = PlayPlusFive()
_ROWS = range(max(len(BASIC.rows), len(PRO.rows)))
_STOPS = tuple(PlayStop(r) for r in _ROWS)
_TO_STARTS = tuple(PlayToStart(r) for r in _ROWS)
_ASCENDINGS = tuple(PlayAscending(r) for r in _ROWS)
_CARD_OF: dict[type, Action] = {PlayStop: STOP, PlaySwap: SWAP, PlayJump: JUMP, PlayToStart: TO_START,
                                PlayAscending: ASCENDING, PlayExtra: EXTRA}


def _row_reason(state: BoardState, card: Action, row: int) -> str | None:
    if not 0 <= row < len(state.rows):
        return f"{CARD_NAMES[card]}: there is no row {row + 1}"
    if not state.rows[row]:
        return f"{CARD_NAMES[card]}: row {row + 1} is not active (it holds no tile)"
    if row in state.markers:
        if card == STOP:
            return f"stop: row {row + 1} already has a stop marker (one marker per row)"
        return f"{CARD_NAMES[card]}: row {row + 1} has a stop marker; no card may put a tile on a stopped row"
    return None


def _action_reason(state: BoardState, player: int, move: Move, tile: int) -> str | None:
    card = _CARD_OF[type(move)]
    name = CARD_NAMES[card]
    if not state.pro:
        return f"{name}: action cards belong to the pro side"
    if card not in state.actions[player]:
        return f"{name}: you have no {name} card"
    m = state.mods
    if card == STOP:
        assert isinstance(move, PlayStop)
        if len(state.markers) >= 2:
            return "stop: both stop markers are on the board"
        reason = _row_reason(state, card, move.row)
        if reason is not None:
            return reason
        if m.how is not None and m.target == move.row:
            return (f"stop: your {CARD_NAMES[m.how]} card puts the tile on row {move.row + 1}, "
                    "and no card may put a tile on a stopped row")
        land = landing(state, tile, m, (*state.markers, move.row))
        return land if isinstance(land, str) else None
    if card == SWAP or card == EXTRA:
        if card == SWAP and (m.jump or m.how is not None or m.extra):
            return "swap: play it before jump, to start, ascending or extra for this tile"
        if card == EXTRA and m.extra:
            return "extra: one extra tile per tile (the extra tile may get its own)"
        if not free_tiles(state, player):
            return f"{name}: no other tile in your hand may be played this round"
        return None
    if card == JUMP:
        if m.jump:
            return "jump: one jump per tile"
        if m.how == TO_START:
            return "jump: cannot be combined with to start"
        land = landing(state, tile, Mods(True, m.how, m.target))
        return land if isinstance(land, str) else None
    assert isinstance(move, (PlayToStart, PlayAscending))
    if m.how is not None:
        return f"{name}: at most one of to start and ascending per tile"
    if card == TO_START and m.jump:
        return "to start: cannot be combined with jump"
    reason = _row_reason(state, card, move.row)
    if reason is not None:
        return reason
    slots = state.rows[move.row]
    if card == TO_START:
        first = slots[0]
        assert first is not None
        if not first < tile:
            return f"to start: the first tile of row {move.row + 1} ({first}) is not lower than {tile}"
        return None
    last = slots[-1]
    assert last is not None
    if not last < tile:
        return f"ascending: the last tile of row {move.row + 1} ({last}) is not lower than {tile}"
    land = landing(state, tile, Mods(m.jump, ASCENDING, move.row))
    return land if isinstance(land, str) else None


def _luck_card_reason(state: BoardState, player: int, move: Move, tile: int) -> str | None:
    plus = isinstance(move, PlayPlusFive)
    name = "+5" if plus else "two positive"
    if not state.luck:
        return f"{name}: good-luck cards are not in this game (option luck)"
    if not state.lucky[player][0 if plus else 1]:
        return f"{name}: you have no {name} card"
    land = landing(state, tile, state.mods)
    assert not isinstance(land, str)
    space = layout_of(state).rows[land.row][land.effect]
    takes = space.takes
    if plus and not takes:
        return None
    if plus or not takes:  # +5 on a take space, or two positive off one: worded only then
        where = f"row {land.row + 1}, space {land.effect + 1} ({space.code})"
        if plus:
            return f"+5: not on a take space ({where})"
        return f"two positive: only on a take space (the tile's effect is on {where})"
    assert isinstance(move, PlayTwoPositive)
    others = others_taken(state, tile, land)
    need = min(2, len(others))
    chosen = move.tiles
    if (len(chosen) != need or any(t not in others for t in chosen)
            or any(not a < b for a, b in pairwise(chosen))):
        return (f"two positive: choose {need} of the row's other tiles, lowest first "
                f"({' '.join(map(str, others))})")
    return None


def place_reason(state: BoardState, player: int, move: Move) -> str | None:
    """Why a card (or Place) before the first waiting tile is refused, or ``None``."""
    if type(move) is Place:
        return None
    tile = state.waiting[0][0]
    if type(move) in _CARD_OF:
        return _action_reason(state, player, move, tile)
    return _luck_card_reason(state, player, move, tile)


def _candidates(state: BoardState, player: int, tile: int) -> list[CardMove]:
    out: list[CardMove] = []
    if state.pro:
        active = [r for r, slots in enumerate(state.rows) if slots]
        for card in dict.fromkeys(state.actions[player]):
            if card == STOP:
                out.extend(_STOPS[r] for r in active)
            elif card == TO_START:
                out.extend(_TO_STARTS[r] for r in active)
            elif card == ASCENDING:
                out.extend(_ASCENDINGS[r] for r in active)
            else:
                out.append(PLAY_SWAP if card == SWAP else PLAY_JUMP if card == JUMP else PLAY_EXTRA)
    if state.luck:
        plus, two = state.lucky[player]
        if plus:
            out.append(PLAY_PLUS5)
        if two:
            land = landing(state, tile, state.mods)
            assert not isinstance(land, str)
            if layout_of(state).rows[land.row][land.effect].takes:
                others = others_taken(state, tile, land)
                pairs = combinations(others, 2) if len(others) >= 2 else [others]
                out.extend(PlayTwoPositive(tuple(pair)) for pair in pairs)
    return out


def place_moves(state: BoardState, player: int) -> list[CardMove]:
    """Every card ``player`` may play now before their tile, and Place."""
    if state.mods.picking is not None:
        return []
    tile = state.waiting[0][0]
    moves = [m for m in _candidates(state, player, tile) if place_reason(state, player, m) is None]
    moves.append(PLACE)
    return moves


def has_choice(state: BoardState) -> bool:
    """Whether the owner of the next tile has any card to play (else it is placed at once)."""
    tile, player = state.waiting[0]
    if not ((state.pro and len(state.actions[player])) or (state.luck and state.lucky[player] != (0, 0))):
        return False
    for m in _candidates(state, player, tile):  # a loop, not a generator: the flow asks it per tile
        if place_reason(state, player, m) is None:
            return True
    return False
