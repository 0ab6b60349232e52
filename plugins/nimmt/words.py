"""The board game's words: each move and event type in a sentence (:mod:`senet.faces`), and
the phrases the table and the picture share.

Rows and spaces are numbered from 1 for people (moves and events count from 0).
With the mover's view (the state as they see it), a move says where its tile
would land and what that space would do, so a choice can be made without
working out the rules by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from senet import View, Words, who

from .events import (
    ActionPlayed,
    ActionsDrawn,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
    TileSwapped,
)
from .flow import EXTRA_TILE, SWAP_TILE
from .moves import (
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
from .rules import two_tiles
from .state import Action, BoardState, Mods
from .words_landing import Land, bulls, effect, land_at, plural, space_code, where

__all__ = ["CARD", "WORDS", "placing", "table_title", "tile_list"]

ASCENDING, TO_START = Action.ASCENDING, Action.TO_START

CARD: dict[str, str] = {"stop": "stop", "swap": "swap", "jump": "jump", "to_start": "to start",
         "ascending": "ascending", "extra": "extra", "plus5": "+5", "two_positive": "two positive"}
_LUCK_HELP = {"plus5": "the space your tile lands on counts +5 instead",
              "two_positive": "on a take, two of the row's tiles count as gains"}
_TAKES = ("T", "TH")
WORDS = Words()


def tile_list(tiles: Iterable[int]) -> str:
    """``3 17 42``, or ``none``."""
    return " ".join(str(t) for t in tiles) or "none"


def _and(tiles: Sequence[int]) -> str:
    return " and ".join(str(t) for t in tiles)


def _points(n: int) -> str:
    return f"{n:+d} point{'' if abs(n) == 1 else 's'}"


def table_title(view: View, board: BoardState) -> str:
    """The table's title: the side, the round and deal, two tiles each, game over."""
    deal = f" (deal {board.deal})" if board.deal > 1 else ""
    text = f"6 nimmt! board game · {'pro' if board.pro else 'basic'} side · round {board.round}{deal}"
    if view.over:
        return f"{text} · game over"
    return f"{text} · two tiles each" if two_tiles(board) else text


def placing(view: View, board: BoardState) -> list[tuple[str, bool]]:
    """The tile restarting a row, the revealed tiles still to be placed, where the next one
    goes and its cards so far: lines for the table and the picture, each with whether it is
    the one to stress (where the next tile goes)."""
    lines: list[tuple[str, bool]] = []
    restart = board.restart
    if restart is not None:
        lines.append((f"{restart.tile} ({who(restart.player, view.player)}) took a row and now starts "
                      "an empty row", False))
    if not board.waiting:
        return lines
    waiting = ", ".join(f"{t} ({who(p, view.player)})" for t, p in board.waiting)
    lines.append((f"to be placed, in this order: {waiting}", False))
    tile, player = board.waiting[0]
    land = land_at(board, tile, board.mods)
    if restart is None and land is not None:
        cards = " unless cards change it" if board.pro or board.luck else ""
        lines.append((f"next: {tile} ({who(player, view.player)}) goes to {where(board, land)}{cards}", True))
    mods = board.mods
    played = [n for n, on in (("jump", mods.jump), ("extra", mods.extra)) if on]
    if mods.how is not None and mods.target is not None:
        played.append(f"{CARD[mods.how]} row {mods.target + 1}")
    if played:
        lines.append((f"cards played for {tile}: {', '.join(played)}", False))
    return lines


def _next(view: View | None) -> tuple[BoardState, int] | None:
    """The board as the mover sees it and the tile placed next, if a tile waits."""
    if view is None or not view.state.waiting:
        return None
    board: BoardState = view.state
    return board, board.waiting[0][0]


# -- moves ---------------------------------------------------------------------------------------


@WORDS.move(PlayTile)
def _play_tile(move: PlayTile, view: View | None) -> str:
    """The tiles chosen; for Swap or Extra, what the tile would do."""
    tiles = move.tiles
    if view is None:
        return f"play {_and(tiles)}"
    board: BoardState = view.state
    nxt = _next(view)
    if view.phase == SWAP_TILE.name and nxt is not None:
        land = land_at(board, tiles[0], Mods())
        goes = f": it goes to {where(board, land)}" if land is not None else ""
        return f"swap in {tiles[0]}{goes}"
    if view.phase == EXTRA_TILE.name and nxt is not None:
        return f"also play {tiles[0]}, placed right after {nxt[1]}"
    if len(tiles) == 1:
        return f"play {tiles[0]} ({plural(bulls(tiles), 'bullhead')})"
    return f"play {_and(tiles)}"


@WORDS.move(TakeLuck)
def _take_luck(move: TakeLuck, view: View | None) -> str:
    text = f"take a {CARD.get(move.card, move.card)} card"
    return f"{text} ({_LUCK_HELP[move.card]})" if move.card in _LUCK_HELP else text


@WORDS.move(PickRow)
def _pick_row(move: PickRow, view: View | None) -> str:
    """The row to start; with the view, the tile that starts it and what its first space does."""
    board: BoardState | None = view.state if view is not None else None
    restart = board.restart if board is not None else None
    if board is None or restart is None:
        return f"start row {move.row + 1}"
    does = effect(space_code(board, move.row, 0), restart.tile, ())
    return f"start row {move.row + 1} with {restart.tile} ({does})"


# The cards played before a tile is placed: without a tile waiting (in the log), what the card
# is; with the mover's view, what it would change for the tile placed next.


@WORDS.move(Place)
def _place(move: Place, view: View | None) -> str:
    nxt = _next(view)
    if nxt is None:
        return "place the tile (no more cards)"
    board, tile = nxt
    land = land_at(board, tile, board.mods)
    return f"place {tile} on {where(board, land)}" if land is not None else "place the tile"


@WORDS.move(PlayStop)
def _stop(move: PlayStop, view: View | None) -> str:
    nxt = _next(view)
    if nxt is None:
        return f"stop: a marker on row {move.row + 1}"
    board, tile = nxt
    land = land_at(board, tile, board.mods, (*board.markers, move.row))
    then = f"; {tile} then goes to {where(board, land)}" if land is not None else ""
    return f"stop: a marker on row {move.row + 1}{then}"


@WORDS.move(PlaySwap)
def _swap(move: PlaySwap, view: View | None) -> str:
    nxt = _next(view)
    if nxt is None:
        return "swap: take the tile back and play another"
    return f"swap: take {nxt[1]} back and play another tile instead, right now"


@WORDS.move(PlayExtra)
def _extra(move: PlayExtra, view: View | None) -> str:
    nxt = _next(view)
    if nxt is None:
        return "extra: play one more tile"
    return f"extra: play one more tile right after {nxt[1]}"


def _shift(board: BoardState, tile: int, name: str, mods: Mods, skips: bool = False) -> str:
    """Jump, To start or Ascending: where ``tile`` would go with the card."""
    land = land_at(board, tile, mods)
    if land is None:
        return name
    skipped = f" skips space {land.space} and" if skips else ""
    return f"{name}: {tile}{skipped} goes onto {where(board, land)}"


@WORDS.move(PlayJump)
def _jump(move: PlayJump, view: View | None) -> str:
    nxt = _next(view)
    if nxt is None:
        return "jump: skip one space"
    board, tile = nxt
    m = board.mods
    return _shift(board, tile, "jump", Mods(True, m.how, m.target), skips=True)


@WORDS.move(PlayToStart)
def _to_start(move: PlayToStart, view: View | None) -> str:
    nxt = _next(view)
    if nxt is None:
        return f"to start: onto the first space of row {move.row + 1}"
    board, tile = nxt
    return _shift(board, tile, "to start", Mods(board.mods.jump, TO_START, move.row))


@WORDS.move(PlayAscending)
def _ascending(move: PlayAscending, view: View | None) -> str:
    nxt = _next(view)
    if nxt is None:
        return f"ascending: onto row {move.row + 1}"
    board, tile = nxt
    return _shift(board, tile, "ascending", Mods(board.mods.jump, ASCENDING, move.row))


def _lands(view: View | None) -> tuple[BoardState, Land] | None:
    """Where the tile placed next lands with the cards played so far, if a tile waits."""
    nxt = _next(view)
    if nxt is None:
        return None
    board, tile = nxt
    land = land_at(board, tile, board.mods)
    return (board, land) if land is not None else None


@WORDS.move(PlayPlusFive)
def _plus_five(move: PlayPlusFive, view: View | None) -> str:
    """+5; for the tile placed next, the points it would make instead."""
    lands = _lands(view)
    if lands is None:
        return "+5: this space counts +5"
    board, land = lands
    instead = effect(space_code(board, land.row, land.effect), land.standing, land.others)
    return f"+5: row {land.row + 1}, space {land.effect + 1} counts +5 (instead of {instead})"


@WORDS.move(PlayTwoPositive)
def _two_positive(move: PlayTwoPositive, view: View | None) -> str:
    """Two positive; for the tile placed next, the points the take would make instead."""
    named = f"two positive: {_and(move.tiles)} count as gains"
    lands = _lands(view)
    if lands is None:
        return named
    board, land = lands
    gain = bulls(move.tiles)
    rest = [t for t in land.others if t not in move.tiles]
    if space_code(board, land.row, land.effect) == "TH":
        return f"{named}: {gain:+d}, the other {plural(len(rest), 'tile')} into your hand"
    return f"{named}: {gain - bulls(rest):+d} instead of {-bulls(land.others):+d}"


# -- events --------------------------------------------------------------------------------------


def _why(why: str) -> str:
    """The reason of a score change in words: ``the G1 space``, ``taking the row (T)``."""
    code, _, extra = why.partition(", ")
    if code in _TAKES:
        text = f"taking the row ({code})"
    elif code == "+5 card":
        text = "the +5 good-luck card"
    else:
        text = f"the {code} space"
    return f"{text}, {extra}" if extra else text


@WORDS.event(TilesDealt)
def _dealt(event: TilesDealt, viewer: int | None) -> str:
    if not event.tiles.items:
        return f"{who(event.player, viewer)} got {event.count} tiles"
    return f"{who(event.player, viewer)} got {event.count} tiles: {tile_list(event.tiles)}"


@WORDS.event(RowsStarted)
def _rows_started(event: RowsStarted, viewer: int | None) -> str:
    return "set-up: " + ", ".join(f"row {r + 1} starts with {t}" for r, t in event.starts)


@WORDS.event(RoundStarted)
def _round_started(event: RoundStarted, viewer: int | None) -> str:
    return f"round {event.round}" + (f" (deal {event.deal})" if event.deal > 1 else "")


@WORDS.event(TilesRevealed)
def _revealed(event: TilesRevealed, viewer: int | None) -> str:
    plays = ", ".join(f"{t} ({who(p, viewer)})" for t, p in event.plays)
    return f"tiles revealed, placed lowest first: {plays}"


@WORDS.event(TilePlaced)
def _placed(event: TilePlaced, viewer: int | None) -> str:
    how = " at the start, shifting the row" if event.start else f", space {event.space + 1}"
    return f"{who(event.player, viewer)} put {event.tile} on row {event.row + 1}{how}"


@WORDS.event(Scored)
def _scored(event: Scored, viewer: int | None) -> str:
    clovers = f"; {plural(event.clovers, 'clover')} reached" if event.clovers else ""
    return f"{who(event.player, viewer)}: {_points(event.points)} for {_why(event.why)}{clovers}"


@WORDS.event(TileDrawn)
def _drawn(event: TileDrawn, viewer: int | None) -> str:
    drawn = "a tile" if event.tile.value is None else f"tile {event.tile.value}"
    return f"{who(event.player, viewer)} drew {drawn} from the stock"


@WORDS.event(HandScored)
def _hand_scored(event: HandScored, viewer: int | None) -> str:
    return (f"final count: {who(event.player, viewer)} {_points(-event.bulls)} for the tiles "
            f"left ({tile_list(event.tiles)}), {_points(event.cards)} for "
            f"{plural(event.cards, 'action card')}")


@WORDS.event(RowTaken)
def _taken(event: RowTaken, viewer: int | None) -> str:
    actor = who(event.player, viewer)
    if event.to_hand:
        gone = [t for t in event.tiles if t not in event.to_hand]
        counted = f" ({_and(gone)} counted as gains)" if gone else ""
        took = f"took row {event.row + 1} into the hand: {tile_list(event.to_hand)}{counted}"
    else:
        took = (f"took row {event.row + 1}: {tile_list(event.tiles)} "
                f"({plural(bulls(event.tiles), 'bullhead')})")
    return f"{actor} {took}; {event.mover} moves to a new row"


@WORDS.event(RowStarted)
def _row_started(event: RowStarted, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} started row {event.row + 1} with {event.tile}"


@WORDS.event(ActionsDrawn)
def _actions_drawn(event: ActionsDrawn, viewer: int | None) -> str:
    shuffled = " (the discards were shuffled into a new deck)" if event.reshuffled else ""
    what = (plural(event.count, "action card") if not event.cards.items
            else f"{'an action card' if event.count == 1 else 'action cards'}: "
                 + ", ".join(CARD[c] for c in event.cards))
    return f"{who(event.player, viewer)} drew {what}{shuffled}"


@WORDS.event(ActionPlayed)
def _action_played(event: ActionPlayed, viewer: int | None) -> str:
    on_row = f" on row {event.row + 1}" if event.row is not None else ""
    return f"{who(event.player, viewer)} played {CARD[event.card]}{on_row}"


@WORDS.event(TileSwapped)
def _swapped(event: TileSwapped, viewer: int | None) -> str:
    actor = who(event.player, viewer)
    return f"{actor} swapped: {event.back} back to the hand, {event.tile} is placed now"


@WORDS.event(ExtraTile)
def _extra_tile(event: ExtraTile, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} added {event.tile} as an extra tile"


@WORDS.event(LuckPlayed)
def _luck_played(event: LuckPlayed, viewer: int | None) -> str:
    chosen = f" on {_and(event.tiles)}" if event.tiles else ""
    return f"{who(event.player, viewer)} played good luck: {CARD[event.card]}{chosen}"


@WORDS.event(LuckTaken)
def _luck_taken(event: LuckTaken, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} took a {CARD[event.card]} good-luck card"


@WORDS.event(LuckMissed)
def _luck_missed(event: LuckMissed, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} reached a clover, but the good-luck piles are empty"
