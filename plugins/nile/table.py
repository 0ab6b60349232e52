"""Nile's table for the terminal: flood, fields, storehouses, hand and piles (:mod:`senet.faces`)."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from senet import View, who, whose

from .cards import SHOWS, card_name
from .rules import counts
from .state import NileState, Trade
from .words import card_list, ending_words, nile_state, plural

__all__ = ["render"]


def _cell(field: int, store: int, flooded: bool) -> Text:
    text = Text()
    if field:
        text.append(str(field), style="bold cyan" if flooded else "bold green")
    else:
        text.append("-", style="dim")
    text.append(" | ", style="dim")
    text.append(str(store), style="bold" if store else "dim")
    return text


def _crop_table(view: View, board: NileState) -> Table:
    shown = SHOWS.get(board.flood, ()) if board.flood is not None else ()
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1),
                  title="fields | storehouses (cards per crop)", title_justify="left")
    table.add_column("crop", no_wrap=True)
    for p in range(board.players):
        name = who(p, view.player)
        if p == board.current and not view.over:
            name += " *"
        table.add_column(name, justify="center", no_wrap=True,
                         style="bold" if p == view.player else None)
    for i, crop in enumerate(board.crops):
        flooded = crop in shown
        label = Text(crop, style="bold cyan" if flooded else "")
        if flooded:
            label.append(" ~", style="cyan")
        table.add_row(label, *(_cell(board.fields[p][i], board.stores[p][i], flooded)
                               for p in range(board.players)))
    table.add_section()
    table.add_row(Text("hand", style="dim"), *(Text(str(len(h))) for h in board.hands))
    return table


def _counts_line(view: View, board: NileState) -> Text:
    """Each storehouse's counts, smallest first: what decides the winner."""
    line = Text("storehouse counts, smallest first (compared for the win): ")
    for p, store in enumerate(board.stores):
        if p:
            line.append(" · ", style="dim")
        line.append(f"{who(p, view.player)} [{' '.join(str(c) for c in counts(store))}]",
                    style="bold" if p == view.player else "")
    return line


def _flood_line(board: NileState) -> Text:
    if board.flood is None:
        return Text("flood slot: empty", style="dim")
    crops = SHOWS.get(board.flood, ())
    line = Text.assemble(("flood: ", "bold"), (card_name(board.flood), "bold cyan"))
    line.append(f"  ({' and '.join(crops)} harvested; cannot be planted)", style="dim")
    return line


def _lines(view: View, board: NileState) -> list[RenderableType]:
    parts: list[RenderableType] = []
    if view.player is not None:
        parts.append(Text.assemble(("your hand: ", "bold"), card_list(board.hands[view.player].items)))
    for p, cards in enumerate(board.specs):
        if cards:
            parts.append(Text(f"{whose(p, view.player)} speculation: {card_list(cards)} "
                              "(pays 3 cards each at the next flood showing one of its crops)"))
    if board.trade is not None:
        what = "offer to Hapi" if board.trade == Trade.HAPI else "market"
        parts.append(Text(f"trade under way: {what}, {board.paid} of 2 cards discarded"))
    last = f", last {card_name(board.discard[-1])}" if board.discard else ""
    parts.append(Text(f"draw pile {plural(board.pile_size, 'card')} · reshuffles left "
                      f"{board.reshuffles_left} · discard pile {plural(len(board.discard), 'card')}"
                      f"{last}", style="dim"))
    if board.ended is not None:
        parts.append(Text(f"game over: {ending_words(board.ended)}", style="bold"))
    return parts


def render(view: View) -> RenderableType | None:
    """The table for ``view``'s player: flood, fields, storehouses, hand, piles."""
    board = nile_state(view)
    if board is None:
        return None
    title = f"Nile · turn {board.turn}"
    if view.over:
        title += " · game over"
    else:
        title += f" · {whose(board.current, view.player)} turn"
    legend = Text("cell: field | storehouse · ~ flooded · * whose turn", style="dim")
    parts: list[RenderableType] = [_flood_line(board), _crop_table(view, board), legend,
                                   _counts_line(view, board)]
    parts += _lines(view, board)
    return Panel(Group(*parts), title=title, title_align="left")
