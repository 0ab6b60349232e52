"""The board game's rules as pure questions about a state: the options of each decision,
and the words of a refusal.

Where does a tile go, which cards may its owner play before it is placed. The
cards' options are their candidates filtered by the same ``*_reason`` function
that words a refusal; legality itself is only "listed" (the engine's rule).
Reasons start with the rule they cite.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, pairwise

from senet import Move, Result

from .landing import Landing
from .layout import BASIC, PRO, Layout
from .moves import (
    CardMove,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    PlayTwoPositive,
    TakeLuck,
)
from .state import Action, BoardState, Luck, Mods, hand

ASCENDING, EXTRA, JUMP, STOP, SWAP, TO_START = (
    Action.ASCENDING, Action.EXTRA, Action.JUMP, Action.STOP, Action.SWAP, Action.TO_START)

__all__ = [
    "Landing", "choose_reason", "empty_rows", "free_tiles", "has_choice", "landing", "layout_of",
    "legal_choose", "luck_moves", "luck_reason", "normal_row", "others_taken", "place_moves",
    "place_reason", "result", "row_moves", "row_reason", "tile_moves", "tile_reason", "two_tiles",
]

PLACE = Place()
PLAY_SWAP = PlaySwap()
PLAY_JUMP = PlayJump()
PLAY_EXTRA = PlayExtra()
PLAY_PLUS5 = PlayPlusFive()
_SINGLES = {t: PlayTile((t,)) for t in range(1, 101)}
_ROWS = range(max(len(BASIC.rows), len(PRO.rows)))
_STOPS = tuple(PlayStop(r) for r in _ROWS)
_TO_STARTS = tuple(PlayToStart(r) for r in _ROWS)
_ASCENDINGS = tuple(PlayAscending(r) for r in _ROWS)
_PICKS = tuple(PickRow(r) for r in _ROWS)
_PAIRS = {(a, b): PlayTile((a, b)) for a in range(1, 101) for b in range(a + 1, 101)}
_NAMES: dict[Action, str] = {STOP: "stop", SWAP: "swap", JUMP: "jump", TO_START: "to start",
                             ASCENDING: "ascending", EXTRA: "extra"}
_CARD_OF: dict[type, Action] = {PlayStop: STOP, PlaySwap: SWAP, PlayJump: JUMP, PlayToStart: TO_START,
                             PlayAscending: ASCENDING, PlayExtra: EXTRA}


def layout_of(state: BoardState) -> Layout:
    """The side of the board the state is played on."""
    return PRO if state.pro else BASIC


def normal_row(rows: Sequence[tuple[int | None, ...]], tile: int, markers: Sequence[int]) -> int | None:
    """The active, unstopped row for ``tile``: smallest positive difference, else highest end."""
    best: int | None = None
    best_end = 0
    high: int | None = None
    high_end = 0
    r = -1
    for slots in rows:
        r += 1
        if slots and (not markers or r not in markers):
            end: int = slots[-1]  # type: ignore[assignment]  # a row's last space holds a tile
            if best_end < end < tile:
                best, best_end = r, end
            if end > high_end:
                high, high_end = r, end
    return best if best is not None else high


_landed: tuple[object, int, object, Landing | str] = (None, 0, None, "")
"""The last answer of :func:`landing` with the state's own markers, by the state's and the cards'
identity (frozen values): the flow, the options and the placing ask it of one state in turn."""


def landing(state: BoardState, tile: int, mods: Mods, markers: Sequence[int] | None = None
            ) -> Landing | str:
    """Where ``tile`` lands with the cards in ``mods``, or why it cannot (a jump over the end)."""
    global _landed
    if markers is None:
        last = _landed
        if last[0] is state and last[2] is mods and last[1] == tile:
            return last[3]
        land = _landing(state, tile, mods, state.markers)
        _landed = (state, tile, mods, land)
        return land
    return _landing(state, tile, mods, markers)


def _landing(state: BoardState, tile: int, mods: Mods, markers: Sequence[int]) -> Landing | str:
    rows = state.rows
    how = mods.how
    if how is None:  # the usual case, first: no card sends the tile elsewhere
        row = normal_row(rows, tile, markers)
    elif how == TO_START:
        assert mods.target is not None
        return Landing(mods.target, 0, len(rows[mods.target]), True)
    else:
        row = mods.target if how == ASCENDING else normal_row(rows, tile, markers)
    if row is None:
        return "stop: no card may leave the tile without an active row free of stop markers"
    space = len(rows[row])
    if mods.jump:
        if space == layout_of(state).last[row]:
            return f"jump: the next free space of row {row + 1} is the take space"
        space += 1
    return Landing(row, space, space, False)


def two_tiles(state: BoardState) -> bool:
    """Whether an active row shows an uncovered two-tile mark (a two-tile round)."""
    rows = state.rows
    for r, i in (PRO if state.pro else BASIC).twos:
        slots = rows[r]
        if slots and (i >= len(slots) or slots[i] is None):
            return True
    return False


def free_tiles(state: BoardState, player: int) -> tuple[int, ...]:
    """Tiles ``player`` may play by Swap or Extra: in hand and not swapped back this round."""
    barred = state.barred
    tiles = hand(state, player)
    return tuple(t for t in tiles if t not in barred) if barred else tiles


def others_taken(state: BoardState, tile: int, land: Landing) -> tuple[int, ...]:
    """The tiles a take on ``land`` removes: all but the one on the take space, sorted."""
    slots = state.rows[land.row]
    if land.start:
        return tuple(sorted([tile, *[t for t in slots[:-1] if t is not None]]))
    return tuple(sorted([t for t in slots if t is not None]))


# -- the choose step ----------------------------------------------------------------------------


def legal_choose(state: BoardState, player: int) -> Sequence[PlayTile]:
    """One tile from hand, or two (ascending) in a two-tile round if the hand has two."""
    tiles = hand(state, player)
    if len(tiles) >= 2 and two_tiles(state):
        return tuple(map(_PAIRS.__getitem__, combinations(tiles, 2)))  # the hand is ascending
    return tuple(map(_SINGLES.__getitem__, tiles))


def choose_reason(state: BoardState, player: int, move: PlayTile) -> str | None:
    """Why a choice of tiles is refused, or ``None``."""
    tiles = hand(state, player)
    want = 2 if len(tiles) >= 2 and two_tiles(state) else 1
    if len(move.tiles) != want:
        why = "a row shows an uncovered 2T space" if want == 2 else "no active row shows 2T"
        return f"choose: play {want} tile{'s' if want == 2 else ''} this round ({why})"
    for t in move.tiles:
        if t not in tiles:
            return f"choose: tile {t} is not in your hand"
    if want == 2 and not move.tiles[0] < move.tiles[1]:
        return "choose: give two different tiles, lowest first"
    return None


def tile_moves(state: BoardState, player: int) -> Sequence[PlayTile]:
    """The tiles a Swap or Extra may play: one from hand, not swapped back this round."""
    return tuple(map(_SINGLES.__getitem__, free_tiles(state, player)))


def tile_reason(state: BoardState, player: int, move: PlayTile) -> str | None:
    """Why a tile for Swap or Extra is refused, or ``None``."""
    card = _NAMES[state.mods.picking or SWAP]
    if len(move.tiles) != 1:
        return f"{card}: play exactly one tile"
    t = move.tiles[0]
    if t in state.barred:
        return f"{card}: tile {t} was swapped back this round and is not played again this round"
    if t not in hand(state, player):
        return f"{card}: tile {t} is not in your hand"
    return None


# -- the cards played before a tile is placed ---------------------------------------------------


def _row_reason(state: BoardState, card: Action, row: int) -> str | None:
    if not 0 <= row < len(state.rows):
        return f"{_NAMES[card]}: there is no row {row + 1}"
    if not state.rows[row]:
        return f"{_NAMES[card]}: row {row + 1} is not active (it holds no tile)"
    if row in state.markers:
        if card == STOP:
            return f"stop: row {row + 1} already has a stop marker (one marker per row)"
        return f"{_NAMES[card]}: row {row + 1} has a stop marker; no card may put a tile on a stopped row"
    return None


def _action_reason(state: BoardState, player: int, move: Move, tile: int) -> str | None:
    card = _CARD_OF[type(move)]
    name = _NAMES[card]
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
            return (f"stop: your {_NAMES[m.how]} card puts the tile on row {move.row + 1}, "
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


# -- after a take, and at a clover --------------------------------------------------------------


def empty_rows(state: BoardState) -> list[int]:
    """The rows a tile may start after a take: empty before it, other than the row taken."""
    assert state.restart is not None
    taken = state.restart.taken
    return [r for r, slots in enumerate(state.rows) if not slots and r != taken]


def row_moves(state: BoardState, player: int) -> Sequence[PickRow]:
    """Pro side, after a take: every row the tile may start."""
    return [_PICKS[r] for r in empty_rows(state)]


def row_reason(state: BoardState, player: int, move: PickRow) -> str | None:
    """Why a row to start is refused, or ``None``."""
    assert state.restart is not None
    if not 0 <= move.row < len(state.rows):
        return f"pick row: there is no row {move.row + 1}"
    if move.row == state.restart.taken:
        return f"pick row: row {move.row + 1} was just taken"
    if state.rows[move.row]:
        return f"pick row: row {move.row + 1} was not empty before this take"
    return None


_TAKES = {card: TakeLuck(card) for card in Luck}


def luck_moves(state: BoardState, player: int) -> Sequence[TakeLuck]:
    """At a clover: a card from each good-luck pile that has one."""
    return [_TAKES[c] for c, left in zip(Luck, state.piles, strict=True) if left]


def luck_reason(state: BoardState, player: int, move: TakeLuck) -> str | None:
    """Why a good-luck card to take is refused, or ``None``."""
    names = " and ".join(Luck)
    if move.card not in tuple(Luck):
        return f"clover: the good-luck cards are {names}, not {move.card!r}"
    if not state.piles[tuple(Luck).index(move.card)]:
        return f"clover: the {move.card} pile is empty"
    return None


def result(state: BoardState) -> Result:
    """Most points wins; equal scores share the place."""
    return Result.from_scores(state.scores)
