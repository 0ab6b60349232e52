"""What the move prompt of ``senet play`` prints besides the game: the numbered moves and
the list of commands (``help``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.columns import Columns
from rich.console import RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .. import faces
from ..game import Game
from ..match import View
from ..values import Move
from .steps import example_name, name_hint
from .terminal import printable

__all__ = ["choices", "help_panel"]


def choices(texts: Sequence[str], width: int) -> RenderableType:
    """The numbered moves: side by side when short, else one a line with the text indented."""
    if max(len(t) for t in texts) + 8 <= width // 2:
        return Columns([Text.assemble((f"[{i}]", "bold"), " ", t) for i, t in enumerate(texts, 1)],
                       padding=(0, 3))
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", style="bold", no_wrap=True)
    grid.add_column()
    for i, t in enumerate(texts, 1):
        grid.add_row(Text(f"[{i}]"), Text(t))
    return grid


def help_panel(game: Game[Any], legal: Sequence[Move], view: View, *, back: bool, save: Any) -> Panel:
    """``help``: the commands of the move prompt, and what a move may be typed as."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    grid.add_row(f"1-{len(legal)}", "the move with that number (the number in brackets before it)")
    if faces.move_names(game) is not None:
        example = example_name(game, legal, view)
        hint = name_hint(game)
        grid.add_row("a name", Text("a move by its name instead of its number, in any case"
                                    + (f": {hint}" if hint else "")
                                    + (f" (now such as {example})" if example else " (no move has one now)")))
    grid.add_row("b, back", "take back the last step of this turn, while nothing was drawn "
                            "or shown since" + ("" if back else " (nothing to take back now)"))
    grid.add_row("u, undo", "take back your last move played and every move after it, while it "
                            "drew nothing and showed nothing; others' moves among them only if "
                            "they agree (bots do)")
    grid.add_row("?", "show the table and your moves again")
    grid.add_row("log, log N", "show again the events you have seen, or the last N")
    grid.add_row("help, h", "this list")
    grid.add_row("q, quit, exit", Text("stop the match, unfinished (Ctrl-C and the end of input "
                                       "do the same)" + (f"; it is saved to {printable(save)}"
                                                         if save else "; not saved")))
    return Panel(grid, title="commands", title_align="left")
