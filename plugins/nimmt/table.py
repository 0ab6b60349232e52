"""The board game's table for the terminal (:mod:`senet.faces`): the rows, the players, your
tiles and cards.

It reads the state as the viewer sees it (``view.state``: hidden hands and piles
show only their sizes).
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from senet import View, who

from .rules import layout_of, next_clover, open_two
from .state import BoardState, hand, hand_size
from .tiles import TILE_BULLS
from .words import CARD, WORDS, placing, table_title, tile_list
from .words_landing import bulls, plural

__all__ = ["render"]

_LEGEND = ("· plain  G1 G2 gain the tile's bullheads x1/x2  R1 R2 lose them  +n -n points  "
           "2T two tiles each while open  T take the row, lose its bullheads  34:G1 a tile on G1")
_PRO_LEGEND = "  TH take the row into your hand  D draw a tile  A draw an action card  x skipped"


def _tile(tile: int) -> Text:
    heads = TILE_BULLS[tile] if 1 <= tile <= 100 else 0
    style = "bold red" if heads >= 5 else "yellow" if heads > 1 else "bold"
    return Text(str(tile), style=style)


def _tile_bulls(tile: int) -> Text:
    """``47/1``: a tile and its bullheads."""
    return Text.assemble(_tile(tile), (f"/{bulls((tile,))}", "dim"))


def _code(code: str) -> Text:
    style = {"T": "red", "TH": "magenta", "D": "cyan", "A": "cyan", "2T": "blue"}.get(code[:2], "")
    if code[0] == "G" or code[0] == "+":
        style = "green"
    elif code[0] == "R" or code[0] == "-":
        style = "red"
    return Text("·" if code == "." else code, style=f"dim {style}".strip())


def _space(code: str, slots: tuple[int | None, ...], i: int) -> Text:
    """A space: its code while empty; a tile on it (``x``: skipped by a Jump) keeps the code of
    a space with an effect beside it (``55:R2``), as the printed board still shows it."""
    if i >= len(slots):
        return _code(code)
    slot = slots[i]
    shown = Text("x", style="dim") if slot is None else _tile(slot)
    if code != ".":
        shown.append(":", style="dim").append_text(_code(code))
    return shown


def _note(board: BoardState, row: int) -> Text:
    """After an active row: its bullheads, a stop marker, an open 2T."""
    slots = board.rows[row]
    if not slots:
        return Text("")
    note = Text(plural(bulls(t for t in slots if t is not None), "bullhead"), style="dim")
    if row in board.markers:
        note.append(" · ").append("STOP", style="bold red")
    if open_two(board, row):
        note.append(" · ").append("2T open", style="blue")
    return note


def _rows(board: BoardState) -> Table:
    spaces = layout_of(board).codes
    width = max(len(codes) for codes in spaces)
    grid = Table(title="board (rows holding tiles are active)",
                 title_justify="left", show_header=False, box=None, padding=(0, 1))
    grid.add_column("row", justify="right", no_wrap=True)
    for _ in range(width):
        grid.add_column(justify="center", min_width=3)
    grid.add_column("note", no_wrap=True)
    for r, codes in enumerate(spaces):
        slots = board.rows[r]
        cells = [_space(code, slots, i) for i, code in enumerate(codes)]
        cells += [Text("")] * (width - len(cells))
        label = Text(f"row {r + 1}", style="bold" if slots else "dim")
        grid.add_row(label, *cells, _note(board, r))
    return grid


def _players(view: View, board: BoardState) -> Table:
    table = Table(title="players", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("player", no_wrap=True)
    table.add_column("points", justify="right")
    table.add_column("tiles", justify="right")
    pro = board.pro  # tiles are seen going into a hand only by pro cards and spaces
    if pro:
        table.add_column("seen in hand")
        table.add_column("action cards", justify="right")
    if board.luck:
        table.add_column("good luck +5/2P", justify="right")
        table.add_column("next clover", justify="right")
    if view.committed:
        table.add_column("this round", no_wrap=True)
    for p, score in enumerate(board.scores):
        cells = [who(p, view.player), str(score), str(hand_size(board, p))]
        if pro:
            cells += [tile_list(board.known[p]), str(len(board.actions[p]))]
        if board.luck:
            plus, two = board.lucky[p]
            cells += [f"{plus}/{two}", str(next_clover(score))]
        if view.committed:
            cells.append("chosen" if view.committed[p] else "choosing")
        table.add_row(*cells, style="bold" if p == view.player else None)
    return table


def _mine(view: View, board: BoardState) -> list[RenderableType]:
    """The viewer's own tiles and cards (nothing for a spectator)."""
    parts: list[RenderableType] = []
    me = view.player
    if me is None or not 0 <= me < board.players:
        return parts
    tiles = hand(board, me)
    shown = Text(" ").join(_tile_bulls(t) for t in tiles) if tiles else Text("(empty)")
    if board.pro and tiles and not view.over:
        shown.append(f"  ({plural(bulls(tiles), 'bullhead')} if left at the end)", "dim")
    parts.append(Text.assemble(("your tiles (tile/bullheads): ", "bold"), shown))
    if board.pro:
        cards = ", ".join(CARD[c] for c in board.actions[me]) or "none"
        parts.append(Text(f"your action cards: {cards}"))
    if board.luck:
        plus, two = board.lucky[me]
        parts.append(Text(f"your good-luck cards: +5 x{plus}, two positive x{two}"))
    return parts


def render(view: View) -> RenderableType:
    """The board game for ``view``'s player: rows, markers, scores, hand and cards."""
    board: BoardState = view.state
    legend = _LEGEND + (_PRO_LEGEND if board.pro else "")
    parts: list[RenderableType] = [_rows(board), Text(legend, style="dim"), *_mine(view, board)]
    parts += [Text(line, style="bold") if stress else Text(line) for line, stress in placing(view, board)]
    if view.my_commit is not None:
        parts.append(Text(f"your choice this round: {WORDS.describe_move(view.my_commit)}"))
    parts.append(_players(view, board))
    piles = [f"stock {len(board.stock)} tiles"]
    if board.pro:
        piles.append(f"action deck {len(board.deck)}, discards {len(board.discard)}")
    if board.luck:
        piles.append(f"good-luck piles: +5 x{board.piles[0]}, two positive x{board.piles[1]}")
    parts.append(Text(" · ".join(piles), style="dim"))
    return Panel(Group(*parts), title=table_title(view, board), title_align="left")
