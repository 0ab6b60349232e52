"""Words and pictures for the terminal: moves, events, views, results.

The game describes its own moves and events and may draw its own view; the
engine's own events (hidden commits and their reveal) are described here,
and a view the game does not draw gets a generic table of its fields. What
the game says or draws may quote a save file, so it is made printable here
(:mod:`senet.cli.terminal`) before any command prints it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from itertools import islice
from typing import Any

import attrs
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.pretty import Pretty
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from .. import faces
from ..flow import Entry
from ..game import Game, Result
from ..match import View
from ..texts import describe_event, describe_move, from_game, printable
from .common import who
from .terminal import Scrubbed, markup

__all__ = [
    "COMPARED_LEGEND",
    "describe_event",
    "describe_move",
    "entries_table",
    "generic_view",
    "print_entries",
    "render_view",
    "result_table",
    "status_line",
]

def entries_table(game: Game[Any], entries: Iterable[Entry], viewer: int | None) -> Table | None:
    """Log entries (already redacted for ``viewer``) as lines: sequence number and text."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(justify="right", style="dim", no_wrap=True)
    grid.add_column()
    for entry in entries:
        grid.add_row(str(entry.seq), Text(describe_event(game, entry.event, viewer)))
    return grid if grid.row_count else None


PANEL_ENTRIES = 1000
"""Entries printed in one panel, at most; a longer log is printed in pieces of this many."""


def print_entries(console: Console, game: Game[Any], entries: Iterable[Entry], viewer: int | None,
                  title: str) -> None:
    """Log entries (already redacted for ``viewer``) in a panel titled ``title``; a log longer
    than one panel is printed a piece at a time under a rule, so that no more than one piece
    of it is ever held (a save may hold two million moves)."""
    stream = iter(entries)
    piece = list(islice(stream, PANEL_ENTRIES + 1))
    if len(piece) <= PANEL_ENTRIES:
        console.print(Panel(entries_table(game, piece, viewer) or Text("(no events)"),
                            title=title, title_align="left"))
        return
    console.print(Rule(Text(title), align="left"))
    width = len(str(max(e.seq for e in piece)))
    while piece:  # lines, not a table: a table measures every cell, too slow for millions
        lines = Text()
        for entry in piece:
            lines.append(str(entry.seq).rjust(width), style="dim")
            lines.append(f"  {describe_event(game, entry.event, viewer)}\n")
        lines.rstrip()
        console.print(lines)
        piece = list(islice(stream, PANEL_ENTRIES))
    console.print(Rule())


def render_view(game: Game[Any], view: View) -> RenderableType:
    """The game's drawing of ``view`` (made printable), or a generic table when it draws none."""
    render = faces.table(game)
    if render is not None:
        drawn = from_game(game, "render", lambda: render(view))
        if isinstance(drawn, str):
            return Text(printable(drawn, lines=True))
        if drawn is not None:
            return Scrubbed(drawn)
    return generic_view(game, view)


def generic_view(game: Game[Any], view: View) -> RenderableType:
    """Every field of the game's view, one per line."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    for name, value in _fields(view.state):
        grid.add_row(Text(printable(name)), Scrubbed(Pretty(value)))  # a plugin's repr may be raw
    if view.my_commit is not None:
        grid.add_row("your choice", Text(describe_move(game, view.my_commit, view)))
    seen = "spectator" if view.player is None else f"player {view.player}"
    return Panel(grid, title=markup(game.title or game.name), subtitle=markup(f"{view.phase} · as {seen}"))


def _fields(state: Any) -> Iterable[tuple[str, Any]]:
    if attrs.has(type(state)):
        return [(f.name, getattr(state, f.name)) for f in attrs.fields(type(state))]
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return [(f.name, getattr(state, f.name)) for f in dataclasses.fields(state)]
    if isinstance(state, Mapping):
        return [(str(k), v) for k, v in state.items()]
    return [("state", state)]


def status_line(game: Game[Any], view: View) -> Text:
    """Where the match stands for ``view``'s player: phase, who must act, who committed."""
    if view.over:
        return Text("the match is over")
    phase = game.decision_map.get(view.phase)
    parts = [f"phase {view.phase}" + (f": {phase.help}" if phase is not None and phase.help else "")]
    if view.to_act:
        parts.append("waiting for " + ", ".join(who(p, view.player) for p in view.to_act))
    done = [p for p, c in enumerate(view.committed) if c]
    if done:
        parts.append("already chosen: " + ", ".join(who(p, view.player) for p in done))
    return Text(printable(" · ".join(parts)))  # the phase's name and help are the game's


def result_table(result: Result, labels: Mapping[int, str] | None = None,
                 viewer: int | None = None) -> RenderableType:
    """The result: one row per seat, best first, with score and rank."""
    table = Table(title="Result")
    table.add_column("rank", justify="right")
    table.add_column("seat")
    table.add_column("score", justify="right")
    detailed = any(len(key) > 1 for key in result.keys)
    if detailed:
        table.add_column("compared", justify="right")
    winners = set(result.winners)
    order = sorted(range(len(result.ranks)), key=lambda p: (result.ranks[p], p))
    for p in order:
        name = who(p, viewer)
        if labels and p in labels:
            name += f" ({labels[p]})"
        style = "bold green" if p in winners else None
        cells = [str(result.ranks[p]), name, str(result.scores[p])]
        if detailed:
            cells.append(" ".join(str(n) for n in result.keys[p]))
        table.add_row(*cells, style=style)
    shared = " (shared first place)" if len(winners) > 1 else ""
    names = ", ".join(who(p, viewer) for p in sorted(winners))
    lines: list[RenderableType] = [table, Text(f"winner: {names}{shared}")]
    if detailed:
        lines.append(Text(COMPARED_LEGEND, style="dim"))
    return Group(*lines)


COMPARED_LEGEND = ("compared: the values the ranks were decided by, left to right (higher is "
                   "better): the first decides, each next one breaks the ties the ones before "
                   "left; the game's rules say what each value is")
"""The legend under a result with a ``compared`` column."""
