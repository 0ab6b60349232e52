"""Text for the board game's moves and events (the drawing is in :mod:`.screen`).

Rows and spaces are numbered from 1 for people (moves and events count from 0).
With the mover's view (the state as they see it), a move says where its tile
would land and what that space would do, so a choice can be made without
working out the rules by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from senet import Event, Move, View, Words, who

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
from .rules import layout_of, normal_row
from .state import Action, BoardState, Mods
from .tiles import TILE_BULLS

__all__ = ["CARD", "Land", "bulls", "describe_event", "describe_move", "land_at", "plural", "tile_list",
           "where", "who"]

ASCENDING, TO_START = Action.ASCENDING, Action.TO_START

CARD: dict[str, str] = {"stop": "stop", "swap": "swap", "jump": "jump", "to_start": "to start",
         "ascending": "ascending", "extra": "extra", "plus5": "+5", "two_positive": "two positive"}
_LUCK_HELP = {"plus5": "the space your tile lands on counts +5 instead",
              "two_positive": "on a take, two of the row's tiles count as gains"}
_TAKES = ("T", "TH")


def tile_list(tiles: Iterable[int]) -> str:
    return " ".join(str(t) for t in tiles) or "none"


def _and(tiles: Sequence[int]) -> str:
    return " and ".join(str(t) for t in tiles)


def _points(n: int) -> str:
    return f"{n:+d} point{'' if abs(n) == 1 else 's'}"


def bulls(tiles: Iterable[int]) -> int:
    return sum(TILE_BULLS[t] for t in tiles if 1 <= t <= 100)


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _board(view: View | None) -> BoardState | None:
    return view.state if view is not None else None


# -- where a tile lands, and what the space does ------------------------------------------------


class Land(NamedTuple):
    """Where a tile would go: the row, its space, and the space that acts (To start: another)."""

    row: int
    space: int
    effect: int
    standing: int
    """The tile on the acting space (To start: the row's shifted last tile)."""
    others: tuple[int, ...]
    """The row's other tiles: what a take on the acting space would remove."""


def land_at(board: BoardState, tile: int, mods: Mods, markers: Sequence[int] | None = None) -> Land | None:
    """Where ``tile`` lands with the cards in ``mods`` (``None``: a jump past the row's end)."""
    rows = board.rows
    if mods.how == TO_START and mods.target is not None:
        slots = rows[mods.target]
        last = slots[-1]
        assert last is not None
        others = tuple(sorted((tile, *(t for t in slots[:-1] if t is not None))))
        return Land(mods.target, 0, len(slots), last, others)
    row = mods.target if mods.how == ASCENDING else normal_row(
        rows, tile, board.markers if markers is None else markers)
    if row is None:
        return None
    space = len(rows[row]) + (1 if mods.jump else 0)
    if space >= len(layout_of(board).codes[row]):
        return None
    return Land(row, space, space, tile, tuple(sorted(t for t in rows[row] if t is not None)))


def _effect(code: str, standing: int, others: Sequence[int]) -> str:
    """What a space does for the player whose tile lands there, as ``G1: +2`` or ``T: ...``."""
    if code == ".":
        return "plain"
    if code[0] in "GR" and code[1:].isdigit():
        gain = int(code[1:]) * TILE_BULLS[standing] * (1 if code[0] == "G" else -1)
        return f"{code}: {gain:+d}"
    if code == "T":
        return f"T: take the row, {-bulls(others):+d}"
    if code == "TH":
        return f"TH: its {plural(len(others), 'tile')} into the hand"
    return {"D": "D: draw a tile", "A": "A: draw an action card", "2T": "2T, no effect"}.get(code, code)


def _code(board: BoardState, row: int, space: int) -> str:
    codes = layout_of(board).codes[row]
    return codes[space] if space < len(codes) else "?"


def where(board: BoardState, land: Land) -> str:
    """``row 3, space 4 (G1: +1)``; for To start, where the shifted last tile lands too."""
    effect = _effect(_code(board, land.row, land.effect), land.standing, land.others)
    if land.space != land.effect:
        return (f"the first space of row {land.row + 1}; the row shifts and {land.standing} "
                f"reaches space {land.effect + 1} ({effect})")
    return f"row {land.row + 1}, space {land.space + 1} ({effect})"


def _next_tile(board: BoardState) -> tuple[int, int] | None:
    """The ``(tile, player)`` placed next, if any."""
    return board.waiting[0] if board.waiting else None


# -- moves ---------------------------------------------------------------------------------------


def describe_move(move: Move, view: View | None = None) -> str:
    """A board move in words; with the mover's view, where the tile would land and what it does."""
    board = _board(view)
    if isinstance(move, PlayTile):
        return _describe_tiles(move, view, board)
    if isinstance(move, (PickRow, TakeLuck)):
        return _describe_after_take(move, board)
    nxt = _next_tile(board) if board is not None else None
    if board is None or nxt is None:
        return _describe_card(move) or repr(move)
    return _describe_card_for(move, board, nxt[0]) or repr(move)


def _describe_tiles(move: PlayTile, view: View | None, board: BoardState | None) -> str:
    tiles = move.tiles
    if board is None or view is None:
        return f"play {_and(tiles)}"
    nxt = _next_tile(board)
    if view.phase == SWAP_TILE.name and nxt is not None:
        land = land_at(board, tiles[0], Mods())
        goes = f": it goes to {where(board, land)}" if land is not None else ""
        return f"swap in {tiles[0]}{goes}"
    if view.phase == EXTRA_TILE.name and nxt is not None:
        return f"also play {tiles[0]}, placed right after {nxt[0]}"
    if len(tiles) == 1:
        return f"play {tiles[0]} ({plural(bulls(tiles), 'bullhead')})"
    return f"play {_and(tiles)}"


def _describe_after_take(move: PickRow | TakeLuck, board: BoardState | None) -> str:
    if isinstance(move, TakeLuck):
        text = f"take a {CARD.get(move.card, move.card)} card"
        return f"{text} ({_LUCK_HELP[move.card]})" if move.card in _LUCK_HELP else text
    restart = board.restart if board is not None else None
    if board is None or restart is None:
        return f"start row {move.row + 1}"
    effect = _effect(_code(board, move.row, 0), restart.tile, ())
    return f"start row {move.row + 1} with {restart.tile} ({effect})"


def _describe_card(move: Move) -> str | None:
    """A card or Place without a board to look at (in the log)."""
    if isinstance(move, Place):
        return "place the tile (no more cards)"
    if isinstance(move, PlayStop):
        return f"stop: a marker on row {move.row + 1}"
    if isinstance(move, PlaySwap):
        return "swap: take the tile back and play another"
    if isinstance(move, PlayJump):
        return "jump: skip one space"
    if isinstance(move, PlayToStart):
        return f"to start: onto the first space of row {move.row + 1}"
    if isinstance(move, PlayAscending):
        return f"ascending: onto row {move.row + 1}"
    if isinstance(move, PlayExtra):
        return "extra: play one more tile"
    if isinstance(move, PlayPlusFive):
        return "+5: this space counts +5"
    if isinstance(move, PlayTwoPositive):
        return f"two positive: {_and(move.tiles)} count as gains"
    return None


def _describe_card_for(move: Move, board: BoardState, tile: int) -> str | None:
    """A card (or Place) for ``tile``, the next to be placed: what it would change."""
    mods = board.mods
    if isinstance(move, Place):
        land = land_at(board, tile, mods)
        return f"place {tile} on {where(board, land)}" if land is not None else "place the tile"
    if isinstance(move, PlayStop):
        land = land_at(board, tile, mods, (*board.markers, move.row))
        then = f"; {tile} then goes to {where(board, land)}" if land is not None else ""
        return f"stop: a marker on row {move.row + 1}{then}"
    if isinstance(move, PlaySwap):
        return f"swap: take {tile} back and play another tile instead, right now"
    if isinstance(move, PlayExtra):
        return f"extra: play one more tile right after {tile}"
    if isinstance(move, (PlayJump, PlayToStart, PlayAscending)):
        return _describe_shift(move, board, tile)
    return _describe_luck(move, board, tile)


def _describe_shift(move: PlayJump | PlayToStart | PlayAscending, board: BoardState, tile: int) -> str:
    """Jump, To start or Ascending: where the tile would go with the card."""
    m = board.mods
    if isinstance(move, PlayJump):
        name, mods = "jump", Mods(True, m.how, m.target)
    elif isinstance(move, PlayToStart):
        name, mods = "to start", Mods(m.jump, TO_START, move.row)
    else:
        name, mods = "ascending", Mods(m.jump, ASCENDING, move.row)
    land = land_at(board, tile, mods)
    if land is None:
        return name
    skips = f" skips space {land.space} and" if isinstance(move, PlayJump) else ""
    return f"{name}: {tile}{skips} goes onto {where(board, land)}"


def _describe_luck(move: Move, board: BoardState, tile: int) -> str | None:
    """A good-luck card for ``tile``: the points it would make instead."""
    land = land_at(board, tile, board.mods)
    if land is None:
        return _describe_card(move)
    code = _code(board, land.row, land.effect)
    instead = _effect(code, land.standing, land.others)
    if isinstance(move, PlayPlusFive):
        return f"+5: row {land.row + 1}, space {land.effect + 1} counts +5 (instead of {instead})"
    if isinstance(move, PlayTwoPositive):
        gain = bulls(move.tiles)
        rest = [t for t in land.others if t not in move.tiles]
        named = f"two positive: {_and(move.tiles)} count as gains"
        if code == "TH":
            return f"{named}: {gain:+d}, the other {plural(len(rest), 'tile')} into your hand"
        return f"{named}: {gain - bulls(rest):+d} instead of {-bulls(land.others):+d}"
    return None


# -- events --------------------------------------------------------------------------------------


def describe_event(event: Event, viewer: int | None) -> str:
    """A board event as ``viewer`` (``None``: a spectator) may read it."""
    text = _describe_table(event, viewer)
    if text is None:
        text = _describe_takes(event, viewer)
    if text is None:
        text = _describe_cards(event, viewer)
    return text if text is not None else repr(event)


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


def _describe_table(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, TilesDealt):
        if not event.tiles.items:
            return f"{who(event.player, viewer)} got {event.count} tiles"
        return f"{who(event.player, viewer)} got {event.count} tiles: {tile_list(event.tiles)}"
    if isinstance(event, RowsStarted):
        return "set-up: " + ", ".join(f"row {r + 1} starts with {t}" for r, t in event.starts)
    if isinstance(event, RoundStarted):
        return f"round {event.round}" + (f" (deal {event.deal})" if event.deal > 1 else "")
    if isinstance(event, TilesRevealed):
        plays = ", ".join(f"{t} ({who(p, viewer)})" for t, p in event.plays)
        return f"tiles revealed, placed lowest first: {plays}"
    if isinstance(event, TilePlaced):
        how = " at the start, shifting the row" if event.start else f", space {event.space + 1}"
        return f"{who(event.player, viewer)} put {event.tile} on row {event.row + 1}{how}"
    if isinstance(event, Scored):
        clovers = f"; {plural(event.clovers, 'clover')} reached" if event.clovers else ""
        return f"{who(event.player, viewer)}: {_points(event.points)} for {_why(event.why)}{clovers}"
    if isinstance(event, TileDrawn):
        drawn = "a tile" if event.tile.value is None else f"tile {event.tile.value}"
        return f"{who(event.player, viewer)} drew {drawn} from the stock"
    if isinstance(event, HandScored):
        return (f"final count: {who(event.player, viewer)} {_points(-event.bulls)} for the tiles "
                f"left ({tile_list(event.tiles)}), {_points(event.cards)} for "
                f"{plural(event.cards, 'action card')}")
    return None


def _describe_takes(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, RowTaken):
        actor = who(event.player, viewer)
        if event.to_hand:
            gone = [t for t in event.tiles if t not in event.to_hand]
            counted = f" ({_and(gone)} counted as gains)" if gone else ""
            took = f"took row {event.row + 1} into the hand: {tile_list(event.to_hand)}{counted}"
        else:
            took = (f"took row {event.row + 1}: {tile_list(event.tiles)} "
                    f"({plural(bulls(event.tiles), 'bullhead')})")
        return f"{actor} {took}; {event.mover} moves to a new row"
    if isinstance(event, RowStarted):
        return f"{who(event.player, viewer)} started row {event.row + 1} with {event.tile}"
    return None


def _describe_cards(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, ActionsDrawn):
        shuffled = " (the discards were shuffled into a new deck)" if event.reshuffled else ""
        what = (plural(event.count, "action card") if not event.cards.items
                else f"{'an action card' if event.count == 1 else 'action cards'}: "
                     + ", ".join(CARD[c] for c in event.cards))
        return f"{who(event.player, viewer)} drew {what}{shuffled}"
    if isinstance(event, ActionPlayed):
        on_row = f" on row {event.row + 1}" if event.row is not None else ""
        return f"{who(event.player, viewer)} played {CARD[event.card]}{on_row}"
    if isinstance(event, TileSwapped):
        actor = who(event.player, viewer)
        return f"{actor} swapped: {event.back} back to the hand, {event.tile} is placed now"
    if isinstance(event, ExtraTile):
        return f"{who(event.player, viewer)} added {event.tile} as an extra tile"
    if isinstance(event, LuckPlayed):
        chosen = f" on {_and(event.tiles)}" if event.tiles else ""
        return f"{who(event.player, viewer)} played good luck: {CARD[event.card]}{chosen}"
    if isinstance(event, LuckTaken):
        return f"{who(event.player, viewer)} took a {CARD[event.card]} good-luck card"
    if isinstance(event, LuckMissed):
        return f"{who(event.player, viewer)} reached a clover, but the good-luck piles are empty"
    return None


WORDS = Words()
WORDS.move(Move)(describe_move)
WORDS.event(Event)(describe_event)
