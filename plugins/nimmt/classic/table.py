"""The card game's table for the terminal: rows, hand, penalties, round and trick (:mod:`senet.faces`)."""

from __future__ import annotations

from collections.abc import Iterable

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from senet import View, who
from senet_games.nimmt.tiles import CARD_BULLS

from .state import GAME_END, HAND, ROW_LIMIT, ClassicState
from .words import WORDS, bullheads

__all__ = ["render"]


def _card(card: int) -> Text:
    bulls = CARD_BULLS[card] if 1 <= card < len(CARD_BULLS) else 0
    style = "bold red" if bulls >= 5 else "yellow" if bulls > 1 else ""
    return Text.assemble((str(card), style), (f"/{bulls}", "dim"))


def _card_list(cards: Iterable[int]) -> Text:
    return Text(" ").join(_card(c) for c in cards)


def _rows(table: ClassicState) -> Table:
    rows = Table(title="rows (card/bullheads)", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    rows.add_column("row", justify="right")
    rows.add_column("cards")
    rows.add_column("count", justify="right")
    rows.add_column("bullheads", justify="right")
    for i, row in enumerate(table.rows, 1):
        full = len(row) >= ROW_LIMIT
        count = Text(f"{len(row)}/{ROW_LIMIT}", style="bold red" if full else "")
        rows.add_row(str(i), _card_list(row), count, str(sum(CARD_BULLS[c] for c in row)))
    return rows


def _players(view: View, table: ClassicState) -> Table:
    players = Table(title="players", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    players.add_column("player")
    players.add_column("penalty", justify="right")
    players.add_column("cards", justify="right")
    if view.committed:
        players.add_column("this trick")
    for p, points in enumerate(table.penalties):
        cells = [who(p, view.player), str(points), str(len(table.hands[p]))]
        if view.committed:
            cells.append("chosen" if view.committed[p] else "choosing")
        players.add_row(*cells, style="bold" if p == view.player else None)
    return players


def render(view: View) -> RenderableType:
    """The table for ``view``'s player: rows, hand, penalties, round and trick."""
    table: ClassicState = view.state
    parts: list[RenderableType] = [_rows(table)]
    if view.player is not None:
        hand = table.hands[view.player].items
        heads = bullheads(sum(CARD_BULLS[c] for c in hand))
        shown = Text.assemble(_card_list(hand), (f"  ({heads})", "dim")) if hand else Text("(empty)")
        parts.append(Text.assemble(("your hand: ", "bold"), shown))
    if table.waiting:
        waiting = ", ".join(f"{card} ({who(p, view.player)})" for card, p in table.waiting)
        parts.append(Text(f"to be placed, lowest first: {waiting}"))
    if view.my_commit is not None:
        chosen = WORDS.describe_move(view.my_commit, view)
        parts.append(Text(f"your choice this trick: {chosen}"))
    parts.append(_players(view, table))
    if view.over:
        parts.append(Text(_ending(table, view.player), style="bold"))
    title = f"6 nimmt! · round {table.round} · {table.tricks} of {HAND} tricks played"
    return Panel(Group(*parts), title=title + (" · game over" if view.over else ""), title_align="left")


def _ending(table: ClassicState, viewer: int | None) -> str:
    """Why the game ended: who reached the penalty limit."""
    over = [p for p, points in enumerate(table.penalties) if points >= GAME_END]
    names = ", ".join(f"{who(p, viewer)} ({table.penalties[p]})" for p in over) or "nobody"
    return (f"game over: {names} reached {GAME_END} or more penalty points; "
            "the fewest penalty points wins")
