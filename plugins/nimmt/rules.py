"""The board game's rules as pure questions about a state: the result, where a tile goes,
the options of each decision and the words of a refusal (the cards played before a tile is
placed: :mod:`.rules_cards`).

Legality itself is only "listed" (the engine's rule). Reasons start with the rule they cite.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from senet import Result

from .landing import Landing
from .layout import BASIC, PRO, Layout
from .moves import PickRow, PlayTile, TakeLuck
from .state import Action, BoardState, Luck, Mods, hand

ASCENDING, TO_START = Action.ASCENDING, Action.TO_START

__all__ = [
    "CARD_NAMES", "Landing", "choose_reason", "empty_rows", "free_tiles", "is_clover", "landing",
    "layout_of", "legal_choose", "luck_moves", "luck_reason", "next_clover", "normal_row", "open_two",
    "others_taken", "result", "row_moves", "row_reason", "tile_moves", "tile_reason", "two_tiles",
]

_SINGLES = {t: PlayTile((t,)) for t in range(1, 101)}
_PICKS = tuple(PickRow(r) for r in range(max(len(BASIC.rows), len(PRO.rows))))
_PAIRS = {(a, b): PlayTile((a, b)) for a in range(1, 101) for b in range(a + 1, 101)}
CARD_NAMES: dict[Action, str] = {Action.STOP: "stop", Action.SWAP: "swap", Action.JUMP: "jump",
                                 Action.TO_START: "to start", Action.ASCENDING: "ascending",
                                 Action.EXTRA: "extra"}
"""Each action card's name in a refusal."""


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


def open_two(state: BoardState, row: int) -> bool:
    """Whether active ``row`` shows an uncovered two-tile mark (two tiles each this round)."""
    slots = state.rows[row]
    return bool(slots) and any(code == "2T" and (i >= len(slots) or slots[i] is None)
                               for i, code in enumerate(layout_of(state).codes[row]))


def is_clover(score: int) -> bool:
    """Whether ``score`` is a clover space of the score track (-5, -15, -25, ...)."""
    return score <= -5 and score % 10 == 5


def next_clover(score: int) -> int:
    """The next clover space strictly below ``score``."""
    if score > -5:
        return -5
    below = score - (score + 5) % 10
    return below if below < score else below - 10


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
    card = CARD_NAMES[state.mods.picking or Action.SWAP]
    if len(move.tiles) != 1:
        return f"{card}: play exactly one tile"
    t = move.tiles[0]
    if t in state.barred:
        return f"{card}: tile {t} was swapped back this round and is not played again this round"
    if t not in hand(state, player):
        return f"{card}: tile {t} is not in your hand"
    return None


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
