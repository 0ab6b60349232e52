"""``senet bots``: the bots that can take a seat, with their parameters."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..bots import registered
from . import common
from .common import OK, dump_json

__all__ = ["add_parser", "run"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "bots", help="list the bots and their parameters",
        description="The bots that can take a seat (--bot NAME or NAME:key=value,... in play, "
                    "simulate and tournament), built-in and from plugins, with their parameters.")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Print the bots."""
    registry = common.get_registry()
    found = registered(registry)
    bots = [found[name] for name in sorted(found)]
    if args.json:
        dump_json({"bots": [{
            "name": spec.name, "summary": spec.summary,
            "params": [{"name": p.name, "default": p.default, "help": p.help, "minimum": p.minimum,
                        "maximum": p.maximum} for p in spec.params],
        } for spec in bots]})
        return OK
    table = Table(title="bots (--bot NAME or NAME:key=value,...)")
    table.add_column("bot", style="bold", no_wrap=True)
    table.add_column("what it does, and its parameters")
    for spec in bots:
        text = Text(spec.summary)
        for param in spec.params:
            text.append("\n  ")
            text.append(param.describe(), style="cyan")
            if param.help:
                text.append(f": {param.help}")
        table.add_row(Text(spec.name), text)
    console.print(table)
    return OK
