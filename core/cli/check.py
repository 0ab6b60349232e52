"""``senet check GAME``: the conformance suite on an installed game."""

from __future__ import annotations

import argparse

from rich.console import Console

from ..testing import CHECKS, cases, check_case
from .common import FAILURE, OK, count, get_registry
from .terminal import markup

__all__ = ["add_parser", "run"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "check", help="run the conformance suite on a game",
        description="Play seeded random matches of GAME for each option value and player count, "
                    "and check what every senet game must do: " + ", ".join(CHECKS) + ". "
                    "Exits 0 when the game passes, 1 naming each failed check.")
    p.add_argument("game", help="an installed game's name")
    p.add_argument("--quick", action="store_true",
                   help="only play to the end and check saves and replay (no per-move checks)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Check every case of the game; print each one, then each failure."""
    registry = get_registry()
    game = registry.get(args.game)
    failures = []
    warnings: list[str] = []
    for case in cases(game):
        found = check_case(case, registry, thorough=not args.quick, warnings=warnings)
        failures += found
        mark = "[green]ok[/green]" if not found else f"[red]{len(found)} failed[/red]"
        console.print(f"{markup(case.id)}: {mark}")
    for warning in warnings:
        console.print(f"[yellow]warning[/yellow]: {markup(warning)}")
    if not failures:
        console.print(f"{markup(game.name)} passes the conformance suite")
        return OK
    console.print(f"[bold red]{markup(game.name)} fails "
                  f"{count(len({f.check for f in failures}), 'check')}:[/bold red]")
    for failure in failures:
        console.print(f"  {markup(str(failure))}")
    return FAILURE
