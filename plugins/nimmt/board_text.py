"""Text and terminal drawing for the board game: moves, events, and the board.

Each function returns ``None`` for what is not the board game's, so the game
declaration can try the classic variant's text too. Rows and spaces are
numbered from 1 for people (moves and events count from 0). With the
mover's view, a move says where its tile would land and what that space
would do, so a choice can be made without working out the rules by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from senet import Event, Move, View

from .board_flow import EXTRA_TILE, SWAP_TILE
from .board_rules import normal_row
from .board_state import (
    ASCENDING,
    TO_START,
    ActionPlayed,
    ActionsDrawn,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    Mods,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayToStart,
    PlayTwoPositive,
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TakeLuck,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
    TileSwapped,
)
from .board_view import BoardView
from .common import PlayTile
from .tiles import TILE_BULLS

__all__ = ["describe_event", "describe_move", "render"]

_CARD = {"stop": "stop", "swap": "swap", "jump": "jump", "to_start": "to start",
         "ascending": "ascending", "extra": "extra", "plus5": "+5", "two_positive": "two positive"}
_LUCK_HELP = {"plus5": "the space your tile lands on counts +5 instead",
              "two_positive": "on a take, two of the row's tiles count as gains"}
_TAKES = ("T", "TH")
_LEGEND = ("· plain  G1 G2 gain the tile's bullheads x1/x2  R1 R2 lose them  +n -n points  "
           "2T two tiles each while open  T take the row, lose its bullheads")
_PRO_LEGEND = "  TH take the row into your hand  D draw a tile  A draw an action card  x skipped"


def _who(player: int, viewer: int | None) -> str:
    return "you" if player == viewer else f"player {player}"


def _tiles(tiles: Iterable[int]) -> str:
    return " ".join(str(t) for t in tiles) or "none"


def _and(tiles: Sequence[int]) -> str:
    return " and ".join(str(t) for t in tiles)


def _points(n: int) -> str:
    return f"{n:+d} point{'' if abs(n) == 1 else 's'}"


def _bulls(tiles: Iterable[int]) -> int:
    return sum(TILE_BULLS[t] for t in tiles if 1 <= t <= 100)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _board(view: View | None) -> BoardView | None:
    state = view.state if view is not None else None
    return state if isinstance(state, BoardView) else None


# -- where a tile lands, and what the space does ------------------------------------------------


class _Land(NamedTuple):
    """Where a tile would go: the row, its space, and the space that acts (To start: another)."""

    row: int
    space: int
    effect: int
    standing: int
    """The tile on the acting space (To start: the row's shifted last tile)."""
    others: tuple[int, ...]
    """The row's other tiles: what a take on the acting space would remove."""


def _land(board: BoardView, tile: int, mods: Mods, markers: Sequence[int] | None = None) -> _Land | None:
    """Where ``tile`` lands with the cards in ``mods`` (``None``: a jump past the row's end)."""
    rows = board.rows
    if mods.how == TO_START and mods.target is not None:
        slots = rows[mods.target]
        last = slots[-1]
        assert last is not None
        others = tuple(sorted((tile, *(t for t in slots[:-1] if t is not None))))
        return _Land(mods.target, 0, len(slots), last, others)
    row = mods.target if mods.how == ASCENDING else normal_row(
        rows, tile, board.markers if markers is None else markers)
    if row is None:
        return None
    space = len(rows[row]) + (1 if mods.jump else 0)
    if space >= len(board.spaces[row]):
        return None
    return _Land(row, space, space, tile, tuple(sorted(t for t in rows[row] if t is not None)))


def _effect(code: str, standing: int, others: Sequence[int]) -> str:
    """What a space does for the player whose tile lands there, as ``G1: +2`` or ``T: ...``."""
    if code == ".":
        return "plain"
    if code[0] in "GR" and code[1:].isdigit():
        gain = int(code[1:]) * TILE_BULLS[standing] * (1 if code[0] == "G" else -1)
        return f"{code}: {gain:+d}"
    if code == "T":
        return f"T: take the row, {-_bulls(others):+d}"
    if code == "TH":
        return f"TH: its {_plural(len(others), 'tile')} into the hand"
    return {"D": "D: draw a tile", "A": "A: draw an action card", "2T": "2T, no effect"}.get(code, code)


def _code(board: BoardView, row: int, space: int) -> str:
    codes = board.spaces[row]
    return codes[space] if space < len(codes) else "?"


def _where(board: BoardView, land: _Land) -> str:
    """``row 3, space 4 (G1: +1)``; for To start, where the shifted last tile lands too."""
    effect = _effect(_code(board, land.row, land.effect), land.standing, land.others)
    if land.space != land.effect:
        return (f"the first space of row {land.row + 1}; the row shifts and {land.standing} "
                f"reaches space {land.effect + 1} ({effect})")
    return f"row {land.row + 1}, space {land.space + 1} ({effect})"


def _next_tile(board: BoardView) -> tuple[int, int] | None:
    """The ``(tile, player)`` placed next, if any."""
    return board.waiting[0] if board.waiting else None


# -- moves ---------------------------------------------------------------------------------------


def describe_move(move: Move, view: View | None = None) -> str | None:
    """A board move in words; with the mover's view, where the tile would land and what it does."""
    board = _board(view)
    if view is not None and board is None:
        return None
    if isinstance(move, PlayTile):
        return _describe_tiles(move, view, board)
    if isinstance(move, (PickRow, TakeLuck)):
        return _describe_after_take(move, board)
    nxt = _next_tile(board) if board is not None else None
    if board is None or nxt is None:
        return _describe_card(move)
    return _describe_card_for(move, board, nxt[0])


def _describe_tiles(move: PlayTile, view: View | None, board: BoardView | None) -> str:
    tiles = move.tiles
    if board is None or view is None:
        return f"play {_and(tiles)}"
    nxt = _next_tile(board)
    if view.phase == SWAP_TILE and nxt is not None:
        land = _land(board, tiles[0], Mods())
        goes = f": it goes to {_where(board, land)}" if land is not None else ""
        return f"swap in {tiles[0]}{goes}"
    if view.phase == EXTRA_TILE and nxt is not None:
        return f"also play {tiles[0]}, placed right after {nxt[0]}"
    if len(tiles) == 1:
        return f"play {tiles[0]} ({_plural(_bulls(tiles), 'bullhead')})"
    return f"play {_and(tiles)}"


def _describe_after_take(move: PickRow | TakeLuck, board: BoardView | None) -> str:
    if isinstance(move, TakeLuck):
        text = f"take a {_CARD.get(move.card, move.card)} card"
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


def _describe_card_for(move: Move, board: BoardView, tile: int) -> str | None:
    """A card (or Place) for ``tile``, the next to be placed: what it would change."""
    mods = board.mods
    if isinstance(move, Place):
        land = _land(board, tile, mods)
        return f"place {tile} on {_where(board, land)}" if land is not None else "place the tile"
    if isinstance(move, PlayStop):
        land = _land(board, tile, mods, (*board.markers, move.row))
        then = f"; {tile} then goes to {_where(board, land)}" if land is not None else ""
        return f"stop: a marker on row {move.row + 1}{then}"
    if isinstance(move, PlaySwap):
        return f"swap: take {tile} back and play another tile instead, right now"
    if isinstance(move, PlayExtra):
        return f"extra: play one more tile right after {tile}"
    if isinstance(move, (PlayJump, PlayToStart, PlayAscending)):
        return _describe_shift(move, board, tile)
    return _describe_luck(move, board, tile)


def _describe_shift(move: PlayJump | PlayToStart | PlayAscending, board: BoardView, tile: int) -> str:
    """Jump, To start or Ascending: where the tile would go with the card."""
    m = board.mods
    if isinstance(move, PlayJump):
        name, mods = "jump", Mods(True, m.how, m.target)
    elif isinstance(move, PlayToStart):
        name, mods = "to start", Mods(m.jump, TO_START, move.row)
    else:
        name, mods = "ascending", Mods(m.jump, ASCENDING, move.row)
    land = _land(board, tile, mods)
    if land is None:
        return name
    skips = f" skips space {land.space} and" if isinstance(move, PlayJump) else ""
    return f"{name}: {tile}{skips} goes onto {_where(board, land)}"


def _describe_luck(move: Move, board: BoardView, tile: int) -> str | None:
    """A good-luck card for ``tile``: the points it would make instead."""
    land = _land(board, tile, board.mods)
    if land is None:
        return _describe_card(move)
    code = _code(board, land.row, land.effect)
    instead = _effect(code, land.standing, land.others)
    if isinstance(move, PlayPlusFive):
        return f"+5: row {land.row + 1}, space {land.effect + 1} counts +5 (instead of {instead})"
    if isinstance(move, PlayTwoPositive):
        gain = _bulls(move.tiles)
        rest = [t for t in land.others if t not in move.tiles]
        named = f"two positive: {_and(move.tiles)} count as gains"
        if code == "TH":
            return f"{named}: {gain:+d}, the other {_plural(len(rest), 'tile')} into your hand"
        return f"{named}: {gain - _bulls(rest):+d} instead of {-_bulls(land.others):+d}"
    return None


# -- events --------------------------------------------------------------------------------------


def describe_event(event: Event, viewer: int | None) -> str | None:
    """A board event as ``viewer`` (``None``: a spectator) may read it."""
    text = _describe_table(event, viewer)
    if text is None:
        text = _describe_takes(event, viewer)
    return text if text is not None else _describe_cards(event, viewer)


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
        if event.tiles is None:
            return f"{_who(event.player, viewer)} got {event.count} tiles"
        return f"{_who(event.player, viewer)} got {event.count} tiles: {_tiles(event.tiles)}"
    if isinstance(event, RowsStarted):
        return "set-up: " + ", ".join(f"row {r + 1} starts with {t}" for r, t in event.starts)
    if isinstance(event, RoundStarted):
        return f"round {event.round}" + (f" (deal {event.deal})" if event.deal > 1 else "")
    if isinstance(event, TilesRevealed):
        plays = ", ".join(f"{t} ({_who(p, viewer)})" for t, p in event.plays)
        return f"tiles revealed, placed lowest first: {plays}"
    if isinstance(event, TilePlaced):
        how = " at the start, shifting the row" if event.start else f", space {event.space + 1}"
        return f"{_who(event.player, viewer)} put {event.tile} on row {event.row + 1}{how}"
    if isinstance(event, Scored):
        clovers = f"; {_plural(event.clovers, 'clover')} reached" if event.clovers else ""
        return f"{_who(event.player, viewer)}: {_points(event.points)} for {_why(event.why)}{clovers}"
    if isinstance(event, TileDrawn):
        drawn = "a tile" if event.tile is None else f"tile {event.tile}"
        return f"{_who(event.player, viewer)} drew {drawn} from the stock"
    if isinstance(event, HandScored):
        return (f"final count: {_who(event.player, viewer)} {_points(-event.bulls)} for the tiles "
                f"left ({_tiles(event.tiles)}), {_points(event.cards)} for "
                f"{_plural(event.cards, 'action card')}")
    return None


def _describe_takes(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, RowTaken):
        who = _who(event.player, viewer)
        if event.to_hand:
            gone = [t for t in event.tiles if t not in event.to_hand]
            counted = f" ({_and(gone)} counted as gains)" if gone else ""
            took = f"took row {event.row + 1} into the hand: {_tiles(event.to_hand)}{counted}"
        else:
            took = (f"took row {event.row + 1}: {_tiles(event.tiles)} "
                    f"({_plural(_bulls(event.tiles), 'bullhead')})")
        return f"{who} {took}; {event.mover} moves to a new row"
    if isinstance(event, RowStarted):
        return f"{_who(event.player, viewer)} started row {event.row + 1} with {event.tile}"
    return None


def _describe_cards(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, ActionsDrawn):
        shuffled = " (the discards were shuffled into a new deck)" if event.reshuffled else ""
        what = (_plural(event.count, "action card") if event.cards is None
                else f"{'an action card' if event.count == 1 else 'action cards'}: "
                     + ", ".join(_CARD[c] for c in event.cards))
        return f"{_who(event.player, viewer)} drew {what}{shuffled}"
    if isinstance(event, ActionPlayed):
        where = f" on row {event.row + 1}" if event.row is not None else ""
        return f"{_who(event.player, viewer)} played {_CARD[event.card]}{where}"
    if isinstance(event, TileSwapped):
        who = _who(event.player, viewer)
        return f"{who} swapped: {event.back} back to the hand, {event.tile} is placed now"
    if isinstance(event, ExtraTile):
        return f"{_who(event.player, viewer)} added {event.tile} as an extra tile"
    if isinstance(event, LuckPlayed):
        chosen = f" on {_and(event.tiles)}" if event.tiles else ""
        return f"{_who(event.player, viewer)} played good luck: {_CARD[event.card]}{chosen}"
    if isinstance(event, LuckTaken):
        return f"{_who(event.player, viewer)} took a {_CARD[event.card]} good-luck card"
    if isinstance(event, LuckMissed):
        return f"{_who(event.player, viewer)} reached a clover, but the good-luck piles are empty"
    return None


# -- drawing ------------------------------------------------------------------------------------


def _tile(tile: int) -> Text:
    bulls = TILE_BULLS[tile] if 1 <= tile <= 100 else 0
    style = "bold red" if bulls >= 5 else "yellow" if bulls > 1 else "bold"
    return Text(str(tile), style=style)


def _tile_bulls(tile: int) -> Text:
    """``47/1``: a tile and its bullheads."""
    return Text.assemble(_tile(tile), (f"/{_bulls((tile,))}", "dim"))


def _space(code: str, slots: tuple[int | None, ...], i: int) -> Text:
    if i < len(slots):
        slot = slots[i]
        return Text("x", style="dim") if slot is None else _tile(slot)   # x: skipped by a Jump
    style = {"T": "red", "TH": "magenta", "D": "cyan", "A": "cyan", "2T": "blue"}.get(code[:2], "")
    if code[0] == "G" or code[0] == "+":
        style = "green"
    elif code[0] == "R" or code[0] == "-":
        style = "red"
    return Text("·" if code == "." else code, style=f"dim {style}".strip())


def _open_two(board: BoardView, row: int) -> bool:
    """Whether active ``row`` shows an uncovered 2T space (two tiles each this round)."""
    slots = board.rows[row]
    return bool(slots) and any(code == "2T" and (i >= len(slots) or slots[i] is None)
                               for i, code in enumerate(board.spaces[row]))


def _note(board: BoardView, row: int) -> Text:
    """After an active row: its bullheads, a stop marker, an open 2T."""
    slots = board.rows[row]
    if not slots:
        return Text("")
    note = Text(_plural(_bulls(t for t in slots if t is not None), "bullhead"), style="dim")
    if row in board.markers:
        note.append(" · ").append("STOP", style="bold red")
    if _open_two(board, row):
        note.append(" · ").append("2T open", style="blue")
    return note


def _rows(board: BoardView) -> Table:
    width = max(len(codes) for codes in board.spaces)
    grid = Table(title="board (rows holding tiles are active)",
                 title_justify="left", show_header=False, box=None, padding=(0, 1))
    grid.add_column("row", justify="right", no_wrap=True)
    for _ in range(width):
        grid.add_column(justify="center", min_width=3)
    grid.add_column("note", no_wrap=True)
    for r, codes in enumerate(board.spaces):
        slots = board.rows[r]
        cells = [_space(code, slots, i) for i, code in enumerate(codes)]
        cells += [Text("")] * (width - len(cells))
        label = Text(f"row {r + 1}", style="bold" if slots else "dim")
        grid.add_row(label, *cells, _note(board, r))
    return grid


def _next_clover(score: int) -> int:
    """The next clover space (-5, -15, ...) strictly below ``score``."""
    if score > -5:
        return -5
    below = score - (score + 5) % 10
    return below if below < score else below - 10


def _players(view: View, board: BoardView) -> Table:
    table = Table(title="players", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("player", no_wrap=True)
    table.add_column("points", justify="right")
    table.add_column("tiles", justify="right")
    pro = board.side == "pro"  # tiles are seen going into a hand only by pro cards and spaces
    if pro:
        table.add_column("seen in hand")
        table.add_column("action cards", justify="right")
    if board.luck:
        table.add_column("good luck +5/2P", justify="right")
        table.add_column("next clover", justify="right")
    if view.committed:
        table.add_column("this round", no_wrap=True)
    for p, score in enumerate(board.scores):
        cells = [_who(p, view.player), str(score), str(board.hand_sizes[p])]
        if pro:
            cells += [_tiles(board.known[p]), str(board.action_counts[p])]
        if board.luck:
            plus, two = board.lucky[p]
            cells += [f"{plus}/{two}", str(_next_clover(score))]
        if view.committed:
            cells.append("chosen" if view.committed[p] else "choosing")
        table.add_row(*cells, style="bold" if p == view.player else None)
    return table


def _mine(view: View, board: BoardView) -> list[RenderableType]:
    """The viewer's own tiles and cards (nothing for a spectator)."""
    parts: list[RenderableType] = []
    if board.hand is not None:
        hand = Text(" ").join(_tile_bulls(t) for t in board.hand) if board.hand else Text("(empty)")
        if board.side == "pro" and board.hand and not view.over:
            hand.append(f"  ({_plural(_bulls(board.hand), 'bullhead')} if left at the end)", "dim")
        parts.append(Text.assemble(("your tiles (tile/bullheads): ", "bold"), hand))
    if board.actions is not None and board.side == "pro":
        cards = ", ".join(_CARD[c] for c in board.actions) or "none"
        parts.append(Text(f"your action cards: {cards}"))
    if board.luck and view.player is not None:
        plus, two = board.lucky[view.player]
        parts.append(Text(f"your good-luck cards: +5 x{plus}, two positive x{two}"))
    return parts


def _placing(view: View, board: BoardView) -> list[RenderableType]:
    """The revealed tiles still to be placed, where the next one goes, and its cards so far."""
    parts: list[RenderableType] = []
    restart = board.restart
    if restart is not None:
        who = _who(restart.player, view.player)
        parts.append(Text(f"{restart.tile} ({who}) took a row and now starts an empty row"))
    if not board.waiting:
        return parts
    waiting = ", ".join(f"{t} ({_who(p, view.player)})" for t, p in board.waiting)
    parts.append(Text(f"to be placed, in this order: {waiting}"))
    tile, player = board.waiting[0]
    land = _land(board, tile, board.mods)
    if restart is None and land is not None:
        cards = " unless cards change it" if board.side == "pro" or board.luck else ""
        parts.append(Text(f"next: {tile} ({_who(player, view.player)}) goes to {_where(board, land)}"
                          f"{cards}", style="bold"))
    mods = board.mods
    played = [n for n, on in (("jump", mods.jump), ("extra", mods.extra)) if on]
    if mods.how is not None and mods.target is not None:
        played.append(f"{_CARD[mods.how]} row {mods.target + 1}")
    if played:
        parts.append(Text(f"cards played for {tile}: {', '.join(played)}"))
    return parts


def _title(view: View, board: BoardView) -> str:
    deal = f" (deal {board.deal})" if board.deal > 1 else ""
    title = f"6 nimmt! board game · {board.side} side · round {board.round}{deal}"
    if view.over:
        return f"{title} · game over"
    return f"{title} · two tiles each" if board.two_tiles else title


def render(view: View) -> RenderableType | None:
    """The board game for ``view``'s player: rows, markers, scores, hand and cards."""
    board = _board(view)
    if board is None:
        return None
    legend = _LEGEND + (_PRO_LEGEND if board.side == "pro" else "")
    parts: list[RenderableType] = [_rows(board), Text(legend, style="dim"), *_mine(view, board)]
    parts += _placing(view, board)
    if view.my_commit is not None:
        parts.append(Text(f"your choice this round: {describe_move(view.my_commit) or view.my_commit}"))
    parts.append(_players(view, board))
    piles = [f"stock {board.stock_size} tiles"]
    if board.side == "pro":
        piles.append(f"action deck {board.deck_size}, discards {len(board.discard)}")
    if board.luck:
        piles.append(f"good-luck piles: +5 x{board.piles[0]}, two positive x{board.piles[1]}")
    parts.append(Text(" · ".join(piles), style="dim"))
    return Panel(Group(*parts), title=_title(view, board), title_align="left")
