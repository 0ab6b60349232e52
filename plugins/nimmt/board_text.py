"""Text and terminal drawing for the board game: moves, events, and the board.

Each function returns ``None`` for what is not the board game's, so the game
declaration can try the classic variant's text too. Rows and spaces are
numbered from 1 for people (moves and events count from 0).
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from senet import Event, Move, View

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


def _who(player: int, viewer: int | None) -> str:
    return "you" if player == viewer else f"player {player}"


def _tiles(tiles: Iterable[int]) -> str:
    return " ".join(str(t) for t in tiles) or "none"


def _points(n: int) -> str:
    return f"{n:+d} point{'' if abs(n) == 1 else 's'}"


def _board(view: View | None) -> BoardView | None:
    state = view.state if view is not None else None
    return state if isinstance(state, BoardView) else None


def _landing_text(board: BoardView) -> str:
    """Where the next tile goes with the cards played so far, as 'row 3, space 4 (G1)'."""
    tile = board.waiting[0][0]
    mods = board.mods
    rows = board.rows
    if mods.how == TO_START and mods.target is not None:
        return f"the first space of row {mods.target + 1}, shifting it"
    row = mods.target if mods.how == ASCENDING else normal_row(rows, tile, board.markers)
    if row is None:
        return "nowhere"
    space = len(rows[row]) + (1 if mods.jump else 0)
    code = board.spaces[row][space] if space < len(board.spaces[row]) else "?"
    return f"row {row + 1}, space {space + 1} ({code})"


def describe_move(move: Move, view: View | None = None) -> str | None:
    """A board move in words; with the mover's view, where the tile would land."""
    board = _board(view)
    if view is not None and board is None:
        return None
    if isinstance(move, PlayTile):
        if board is not None and view is not None and view.phase in ("swap_tile", "extra_tile"):
            verb = "swap in" if view.phase == "swap_tile" else "also play"
            return f"{verb} {move.tiles[0]}"
        bulls = " ".join(f"{t} ({TILE_BULLS[t]})" for t in move.tiles if 1 <= t <= 100)
        return f"play {bulls or _tiles(move.tiles)}"
    if isinstance(move, Place):
        if board is not None and board.waiting:
            return f"place {board.waiting[0][0]} on {_landing_text(board)}"
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
        return f"two positive: {' and '.join(map(str, move.tiles))} count as gains"
    if isinstance(move, PickRow):
        return f"start row {move.row + 1}"
    if isinstance(move, TakeLuck):
        return f"take a {_CARD.get(move.card, move.card)} card"
    return None


def describe_event(event: Event, viewer: int | None) -> str | None:
    """A board event as ``viewer`` (``None``: a spectator) may read it."""
    text = _describe_table(event, viewer)
    return text if text is not None else _describe_cards(event, viewer)


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
        clovers = f"; {event.clovers} clover{'s' * (event.clovers > 1)} reached" if event.clovers else ""
        return f"{_who(event.player, viewer)}: {_points(event.points)} ({event.why}){clovers}"
    if isinstance(event, RowTaken):
        into = f", {_tiles(event.to_hand)} into the hand" if event.to_hand else ""
        return (f"{_who(event.player, viewer)} took row {event.row + 1} ({_tiles(event.tiles)}{into}); "
                f"{event.mover} moves to a new row")
    if isinstance(event, RowStarted):
        return f"{event.tile} starts row {event.row + 1}"
    if isinstance(event, TileDrawn):
        drawn = "a tile" if event.tile is None else f"tile {event.tile}"
        return f"{_who(event.player, viewer)} drew {drawn} from the stock"
    if isinstance(event, HandScored):
        return (f"{_who(event.player, viewer)}: tiles left {_tiles(event.tiles)} cost {event.bulls}, "
                f"{event.cards} action card{'s' * (event.cards != 1)} gain {event.cards}")
    return None


def _describe_cards(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, ActionsDrawn):
        shuffled = " (the discards were shuffled into a new deck)" if event.reshuffled else ""
        what = (f"{event.count} action card{'s' * (event.count > 1)}" if event.cards is None
                else ", ".join(_CARD[c] for c in event.cards))
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
        chosen = f" on {' and '.join(map(str, event.tiles))}" if event.tiles else ""
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


def _rows(board: BoardView) -> Table:
    width = max(len(codes) for codes in board.spaces)
    grid = Table(title="board (tiles; empty spaces show their code)", title_justify="left",
                 show_header=False, box=None, padding=(0, 1))
    grid.add_column("row", justify="right")
    for _ in range(width):
        grid.add_column(justify="center", min_width=3)
    grid.add_column("note")
    for r, codes in enumerate(board.spaces):
        slots = board.rows[r]
        cells = [_space(code, slots, i) for i, code in enumerate(codes)]
        cells += [Text("")] * (width - len(cells))
        note = Text("STOP", style="bold red") if r in board.markers else Text("")
        label = Text(f"row {r + 1}", style="bold" if slots else "dim")
        grid.add_row(label, *cells, note)
    return grid


def _next_clover(score: int) -> int:
    """The next clover space (-5, -15, ...) strictly below ``score``."""
    if score > -5:
        return -5
    below = score - (score + 5) % 10
    return below if below < score else below - 10


def _players(view: View, board: BoardView) -> Table:
    table = Table(title="players", title_justify="left")
    for name in ("player", "points", "tiles", "known in hand"):
        table.add_column(name, justify="right" if name in ("points", "tiles") else "left")
    if board.side == "pro":
        table.add_column("actions", justify="right")
    if board.luck:
        table.add_column("good luck (+5/2+)")
        table.add_column("next clover", justify="right")
    if view.committed:
        table.add_column("this round")
    for p, score in enumerate(board.scores):
        cells = [_who(p, view.player), str(score), str(board.hand_sizes[p]), _tiles(board.known[p])]
        if board.side == "pro":
            cells.append(str(board.action_counts[p]))
        if board.luck:
            plus, two = board.lucky[p]
            cells += [f"{plus}/{two}", str(_next_clover(score))]
        if view.committed:
            cells.append("chosen" if view.committed[p] else "choosing")
        table.add_row(*cells, style="bold" if p == view.player else None)
    return table


def render(view: View) -> RenderableType | None:
    """The board game for ``view``'s player: rows, markers, scores, hand and cards."""
    board = _board(view)
    if board is None:
        return None
    parts: list[RenderableType] = [_rows(board)]
    if board.hand is not None:
        hand = Text(" ").join(_tile(t) for t in board.hand) if board.hand else Text("(empty)")
        parts.append(Text.assemble(("your tiles: ", "bold"), hand))
    if board.actions is not None and board.side == "pro":
        cards = ", ".join(_CARD[c] for c in board.actions) or "none"
        parts.append(Text(f"your action cards: {cards}"))
    if board.luck and view.player is not None:
        plus, two = board.lucky[view.player]
        parts.append(Text(f"your good-luck cards: +5 x{plus}, two positive x{two}"))
    if board.waiting:
        waiting = ", ".join(f"{t} ({_who(p, view.player)})" for t, p in board.waiting)
        parts.append(Text(f"to be placed, next first: {waiting}"))
        played = [n for n, on in (("jump", board.mods.jump), ("extra", board.mods.extra)) if on]
        if board.mods.how is not None and board.mods.target is not None:
            played.append(f"{_CARD[board.mods.how]} row {board.mods.target + 1}")
        if played:
            parts.append(Text(f"played for {board.waiting[0][0]}: {', '.join(played)}"))
    if view.my_commit is not None:
        parts.append(Text(f"your choice this round: {describe_move(view.my_commit) or view.my_commit}"))
    parts.append(_players(view, board))
    piles = [f"stock {board.stock_size} tiles"]
    if board.side == "pro":
        piles.append(f"action deck {board.deck_size}, discards {len(board.discard)}")
    if board.luck:
        piles.append(f"good-luck piles: +5 x{board.piles[0]}, two positive x{board.piles[1]}")
    parts.append(Text(" · ".join(piles), style="dim"))
    pairs = " · two tiles each" if board.two_tiles else ""
    title = f"6 nimmt! board game · {board.side} side · round {board.round}{pairs}"
    return Panel(Group(*parts), title=title, title_align="left")

