"""``senet export``: one seat's view of a match, to share an unfinished match safely.

A save file holds the seed, from which every hidden card follows. An export holds
only what one seat saw (its log and its view); ``senet replay`` and ``senet show``
read it, and nothing can continue it.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .. import seatfile
from ..errors import SenetError
from ..loading import load_match
from . import common
from .common import FAILURE, OK, CommandError, read_save, write_file
from .terminal import markup, printable
from .text import print_entries, render_view, result_table, status_line

__all__ = ["add_parser", "export", "replay_export", "show_export"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare ``senet export``."""
    p = sub.add_parser(
        "export", help="write one player's view of a save (safe to share before the end)",
        description="Verify a save file and write what one player saw of the match: their log "
                    "and their view, without the seed or the others' moves. Anyone may read it "
                    "with senet replay or senet show; it cannot be continued.")
    p.add_argument("file", metavar="SAVE")
    p.add_argument("out", metavar="OUT")
    p.add_argument("--seat", type=int, required=True, metavar="PLAYER", help="the player (0-based)")
    p.set_defaults(run=export)


def export(args: argparse.Namespace, console: Console) -> int:
    """Write ``--seat``'s export of a save."""
    if Path(args.out).resolve() == Path(args.file).resolve():
        raise CommandError("the export would overwrite the save: give another file name")
    match = load_match(read_save(args.file), common.get_registry())
    if not 0 <= args.seat < match.players:
        raise CommandError(f"there is no player {args.seat} in this {match.players}-player match "
                           f"(players 0-{match.players - 1})")
    try:
        data = seatfile.export_seat(match, args.seat)
    except SenetError as exc:  # too long to be read back: one line, as any refusal
        raise CommandError(str(exc), FAILURE) from None
    write_file(Path(args.out), data)
    console.print(f"wrote player {args.seat}'s view of {match.game.name} after {len(match.moves)} "
                  f"moves to {markup(args.out)}")
    return OK


def _read(path: str) -> seatfile.SeatExport | None:
    data = read_save(path)
    if not seatfile.is_seat_export(data):
        return None
    return seatfile.read_seat_untrusted(data, common.get_registry())


def replay_export(args: argparse.Namespace, console: Console) -> int | None:
    """``senet replay`` of an export (``None``: the file is not one)."""
    seen = _read(args.file)
    if seen is None:
        return None
    if args.viewer is not None and args.viewer != seen.seat:
        raise CommandError(f"this file holds only player {seen.seat}'s view of the match")
    if args.to is not None:
        raise CommandError("an export holds the events, not the moves: --to needs the save file")
    if args.json:
        raise CommandError("--json needs the save file (an export is read as text only)")
    game = seen.game
    console.print(f"[bold]{markup(game.title or game.name)}[/bold] · {seen.players} players · "
                  f"as player {seen.seat} (an export: no seed)")
    print_entries(console, game, seen.log, seen.seat, f"events to move {seen.moves}")
    console.print(render_view(game, seen.view))
    console.print(status_line(game, seen.view))
    if seen.result is not None:
        console.print(result_table(seen.result, viewer=seen.seat))
    else:
        console.print("the match is unfinished")
    return OK


def show_export(args: argparse.Namespace, console: Console) -> int | None:
    """``senet show`` of an export (``None``: the file is not one)."""
    seen = _read(args.file)
    if seen is None:
        return None
    if args.json:
        raise CommandError("--json needs the save file (an export is read as text only)")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    options = " ".join(f"{k}={str(v).lower()}" for k, v in sorted(seen.options.items()))
    for key, value in [("game", seen.game.name), ("options", options or "-"),
                       ("players", str(seen.players)), ("moves", str(seen.moves)),
                       ("export of", f"player {seen.seat}'s view (no seed, no moves)")]:
        grid.add_row(key, Text(printable(value)))
    outcome = result_table(seen.result) if seen.result is not None else Text("unfinished")
    console.print(Panel(Group(grid, Text(""), outcome), title=markup(args.file), title_align="left"))
    return OK
