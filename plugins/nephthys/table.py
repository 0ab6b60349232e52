"""The table drawn for the terminal: row, hand, players, open societies.

Cards are written ``B5`` (K is black), with ``S`` for the start card and ``*``
for a Book of Isis. The table is the viewer's view of the state: other
players' secret hand cards show only as a count.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from senet import View, who

from .cards import BOOKS, COLOURS, TECHNIQUES, colour, is_book, number, technique_of
from .names import KIND_NAMES, STAGE_NAMES, listed, society_text, techniques_short
from .state import NephState
from .techniques import SetKind, powers

__all__ = ["card_text", "render"]

_LETTERS = {"blue": "B", "green": "G", "black": "K", "red": "R"}
_STYLES = {"blue": "bold blue", "green": "bold green", "black": "bold white on grey23", "red": "bold red"}
def card_text(card: int) -> Text:
    """A card for the table: ``B5`` in its colour, ``B2S`` for the start card, ``G13*`` a Book."""
    name = COLOURS[colour(card) - 1] if 1 <= colour(card) <= len(COLOURS) else "?"
    letter = _LETTERS.get(name, name[:1].upper())
    mark = "S" if card // 1000 == 1 else "*" if is_book(card) else ""
    return Text(f"{letter}{number(card)}{mark}", style=_STYLES.get(name, "bold"))


def _card_row(cards: Iterable[int]) -> Text:
    out = Text(" ").join(card_text(c) for c in cards)
    return out if out.plain else Text("-", style="dim")


def _players(view: View, table: NephState) -> Table:
    grid = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    grid.add_column("player", no_wrap=True)
    grid.add_column("fame", justify="right")
    grid.add_column("hand", justify="right")
    grid.add_column("display")
    grid.add_column("techniques")
    grid.add_column("store", justify="right")
    grid.add_column("amulets", no_wrap=True)
    for p, seat in enumerate(table.seats):
        name = Text(who(p, view.player))
        if p == table.start:
            name.append(" start", "cyan")
        if p == table.token:
            name.append(" 1st", "magenta")
        hand = str(seat.hand_size)
        if seat.known and p != view.player:
            hand += " (" + " ".join(card_text(c).plain for c in seat.known) + ")"
        techniques = Text(techniques_short(seat.techniques) or "-")
        amulets = ("N" if seat.nephthys else "-") + ("K" if seat.khnum else "-")
        grid.add_row(name, str(seat.fame), hand, _card_row(seat.display), techniques,
                     str(len(seat.storage)), amulets, style="bold" if p == view.player else None)
    return grid


PLAYERS_LEGEND = ("start: the start player this round · 1st: holds the first-scholar token "
                  "(wins a tie in fame) · amulets: N Nephthys, K Khnum still unused (- used)")
"""What the players table abbreviates, shown under it."""


def _legend() -> Text:
    names = " ".join(f"{n}.{t.name}" for n, t in enumerate(TECHNIQUES, 1))
    book = f" *.{technique_of(BOOKS[0]).name}" if BOOKS else ""
    return Text(f"techniques: {names}{book}", style="dim")


def _societies(table: NephState) -> Table:
    grid = Table(box=None, show_header=False, padding=(0, 1), pad_edge=False)
    grid.add_column(no_wrap=True)
    grid.add_column()
    for o in table.societies:
        done = f"  [achieved by {', '.join(str(p) for p in o.achieved)}]" if o.achieved else ""
        grid.add_row(Text(f"society {o.society} ({o.side})", style="bold"),
                     Text(society_text(o.society, o.side) + done))
    if table.society_deck:
        grid.add_row(Text("deck", style="dim"), Text(
            f"{len(table.society_deck)} cards; top: society {table.society_deck[0]} "
            f"({table.society_up} side up)", style="dim"))
    return grid


def _row(table: NephState) -> Text:
    out = Text()
    for i, card in enumerate(table.row):
        if i:
            out.append("  ")
        out.append(f"{i + 1}:", "dim")
        out.append_text(card_text(card))
    return out if table.row else Text("(empty)", style="dim")


def _pending(view: View, table: NephState) -> list[RenderableType]:
    parts: list[RenderableType] = []
    if table.take is not None:
        block = table.row[table.take.first:table.take.last + 1]
        parts.append(Text.assemble("taking: ", _card_row(block), " + from hand: ",
                                   _card_row(table.take.added)))
    if table.holding:
        parts.append(Text.assemble("just taken: ", _card_row(table.holding)))
    if table.stash is not None:
        parts.append(Text.assemble("being discarded: ", _card_row(table.stash.cards),
                                   f" (store {table.stash.stores})" if table.stash.stores else ""))
    if table.paying is not None:
        parts.append(Text.assemble(f"paying society {table.paying.society}: ",
                                   _card_row(table.paying.paid)))
    if table.picking is not None and table.picking.picked:
        parts.append(Text.assemble("discarded so far: ", _card_row(table.picking.picked)))
    return parts


def _mine(view: View, table: NephState) -> list[RenderableType]:
    if view.player is None:
        return []
    seat = table.seats[view.player]
    p = powers(seat.techniques)
    able = [k for k in p.kinds if k not in (SetKind.COLOUR, SetKind.STAIRS)]
    extras = [f"{KIND_NAMES[k]}" for k in able]
    for flag, word in ((p.adjust, "Adjust"), (p.lost_knowledge, "Lost knowledge"),
                       (p.shuffle, "Shuffle")):
        if flag:
            extras.append(word)
    lines: list[RenderableType] = [Text.assemble(("your hand: ", "bold"), _card_row(seat.hand),
                                                 f"  (limit {p.hand_limit})")]
    if extras:
        lines.append(Text("your techniques allow: " + ", ".join(extras), style="dim"))
    return lines


def render(view: View) -> RenderableType | None:
    """The table for ``view``'s player: row, hand, players, open societies."""
    table = view.state
    if not isinstance(table, NephState):
        return None
    parts: list[RenderableType] = [
        Text.assemble(("row ", "bold"), "(deck side first): ", _row(table),
                      (f"   deck {len(table.deck)}, discards {len(table.discard)}", "dim")),
        *_mine(view, table),
        *_pending(view, table),
        _players(view, table),
        Text(PLAYERS_LEGEND, style="dim"),
        _societies(table),
    ]
    if table.books:
        parts.append(Text("Books of Isis left: " + listed(table.books), style="dim"))
    parts.append(_legend())
    stage = STAGE_NAMES[table.stage]
    title = f"Age of Nephthys · round {table.round} · {stage}"
    if view.over:
        title = f"Age of Nephthys · game over after round {table.round}"
    return Panel(Group(*parts), title=title, title_align="left",
                 subtitle="cards: B blue G green K black R red, S start card, * Book of Isis",
                 subtitle_align="left")

