"""``senet replay`` and ``senet show``: verify a save file, replay it, describe it."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..game import Result
from ..loading import load_match, load_save
from ..match import Match, View
from ..savefile import codec_for, entries_to_data
from . import common, export
from .common import OK, CommandError, count, dump_json, numbered, read_save, shown_options, who
from .terminal import markup, printable
from .text import print_entries, render_view, result_table, status_line

__all__ = ["add_parsers", "header_data", "replay", "show"]

HEADER_KEYS = ("format", "version", "senet", "game", "rules", "options", "players", "seed")


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the two subcommands."""
    p = sub.add_parser(
        "replay", help="verify and replay a save file",
        description="Verify a save file by replaying it, print its events as one player (or a "
                    "spectator) saw them, and draw the final state, or the state after move N.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--as", dest="viewer", type=int, default=None, metavar="PLAYER",
                   help="see the match as this player (0-based; default: a spectator)")
    p.add_argument("--to", type=int, default=None, metavar="N", help="stop after move N")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=replay)
    s = sub.add_parser("show", help="describe a save file",
                       description="Print a save file's header and outcome (after verifying it).")
    s.add_argument("file", metavar="FILE")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.set_defaults(run=show)


def header_data(header: dict[str, Any]) -> dict[str, Any]:
    """The header as plain data: the fields people read, and counts instead of moves and hashes."""
    out = {key: header[key] for key in HEADER_KEYS}
    out["moves"] = len(header["moves"])
    out["checkpoints"] = len(header["checkpoints"])
    out["custom_start"] = header.get("start") is not None
    out["seats"] = header.get("seats")
    return out


def _result_data(result: Result | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {"scores": list(result.scores), "ranks": list(result.ranks),
            "winners": list(result.winners)}


def _load(path: str, upto: int | None = None) -> tuple[dict[str, Any], Match[Any]]:
    """The save's header and its match, verified in full, then (``upto``) played to move
    ``upto`` only: the whole match is dropped first, so that one is held at a time."""
    data = read_save(path)
    registry = common.get_registry()
    header, whole = load_save(data, registry)  # verify every move and hash, even when showing move N
    if upto is None or upto >= len(whole.moves):
        return header, whole
    del whole
    return header, load_match(data, registry, upto=upto)


def replay(args: argparse.Namespace, console: Console) -> int:
    """Replay a save as one player saw it (its events made and printed one move at a time)."""
    if args.to is not None and args.to < 0:
        raise CommandError(f"--to counts moves from 0, not {args.to}")
    if (done := export.replay_export(args, console)) is not None:
        return done  # one player's export, not a save
    header, match = _load(args.file, args.to)
    viewer: int | None = args.viewer
    if viewer is not None and not 0 <= viewer < match.players:
        raise CommandError(f"there is no player {viewer} in this {match.players}-player match "
                           f"({numbered(match.players, 'player')})")
    entries = match.entries_for(viewer)
    view = match.view(viewer)
    total = len(header["moves"])
    past = args.to is not None and args.to > total
    end_note = f"the match has {count(total, 'move')}; showing the end" if past else None
    if args.json:
        dump_json({
            "header": header_data(header),
            "viewer": viewer,
            "upto": len(match.moves),
            "note": end_note,
            "events": entries_to_data(match, entries),  # written one at a time
            "view": codec_for(match.game).unstructure(view, View),
            "result": _result_data(match.result),
        })
        return OK
    game = match.game
    seen = "a spectator" if viewer is None else f"player {viewer}"
    console.print(f"[bold]{markup(game.title or game.name)}[/bold] · {count(match.players, 'player')} · "
                  f"seed {match.seed} · as {seen}")
    if end_note is not None:
        console.print(f"[yellow]--to {args.to}: {end_note}[/yellow]")
    print_entries(console, game, entries, viewer, f"events to move {len(match.moves)} of {total}")
    console.print(render_view(game, view))
    console.print(status_line(game, view))
    if match.result is not None:
        console.print(result_table(match.result, viewer=viewer))
    elif len(match.moves) < total:
        console.print(f"after move {len(match.moves)} of {total}")
    else:
        console.print("the match is unfinished")
    return OK


def show(args: argparse.Namespace, console: Console) -> int:
    """Print a save's header and outcome."""
    if (done := export.show_export(args, console)) is not None:
        return done  # one player's export, not a save
    header, match = _load(args.file)
    data = header_data(header)
    result = match.result
    if args.json:
        dump_json({"header": data, "finished": result is not None, "result": _result_data(result)})
        return OK
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    shown = shown_options(match.game, data["options"])  # not those the variant ignores
    options = " ".join(f"{k}={str(v).lower()}" for k, v in sorted(shown.items()))
    rows = [
        ("game", f"{data['game']}: {match.game.title}" if match.game.title else data["game"]),
        ("rules version", str(data["rules"])),
        ("options", options or "-"),
        ("players", str(data["players"])),
        ("seed", str(data["seed"])),
        ("senet version", data["senet"]),
        ("moves", str(data["moves"])),
    ]
    if data["custom_start"]:
        rows.append(("start", "from a given state"))
    if data["seats"] is not None:
        rows.append(("seats", ", ".join(f"{p} {role}" for p, role in enumerate(data["seats"]))))
    for key, value in rows:  # every value comes from the file or a plugin
        grid.add_row(key, Text(printable(value)))
    if result is None:
        waiting = ", ".join(who(p, None) for p in match.to_act) or "nobody"
        outcome: Any = Text(printable(f"unfinished (deciding {match.flow.at}, waiting for {waiting})"))
    else:
        outcome = result_table(result)
    console.print(Panel(Group(grid, Text(""), outcome), title=markup(args.file), title_align="left"))
    return OK
