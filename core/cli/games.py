"""``senet games``: the registered games, their players and options, the plugins that observe
matches and what each sees, and plugins that failed."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..create import new_match
from ..game import Game
from ..options import Option, OptionValue
from ..registry import Registry
from ..seen import Audience
from . import common
from .common import OK, dump_json, span
from .terminal import markup, printable

__all__ = ["add_parser", "run"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser("games", help="list the installed games",
                       description="List the installed games, their player counts and options, "
                                   "the plugins that observe matches and what each sees, "
                                   "and any game plugin that failed to load.")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def _values(option: Option) -> tuple[OptionValue, ...] | None:
    """The values an option can take, when they are few enough to list."""
    if option.choices is not None:
        return option.choices
    if option.kind is bool:
        return (False, True)
    return None


def player_ranges(game: Game[Any]) -> list[tuple[dict[str, OptionValue], range]]:
    """The player range with the defaults, then each single option change that alters it."""
    defaults = {o.name: o.default for o in game.options}
    base = game.players_for(defaults)
    out: list[tuple[dict[str, OptionValue], range]] = [({}, base)]
    # One option changed at a time: cheap, and enough to show which option moves the range.
    for option in game.options:
        for value in _values(option) or ():
            if value == option.default:
                continue
            changed = game.players_for({**defaults, option.name: value})
            if changed != base:
                out.append(({option.name: value}, changed))
    return out


def _ranges_text(game: Game[Any]) -> str:
    try:
        ranges = player_ranges(game)
    except Exception as exc:  # a plugin's player_range bug must not hide the other games
        return f"{span(game.players)} (player_range failed: {printable(type(exc).__name__)})"
    first = span(ranges[0][1]) + (" (defaults)" if len(ranges) > 1 else "")
    rest = [printable(", ".join(f"{k}={str(v).lower()}" for k, v in opts.items())) + f": {span(r)}"
            for opts, r in ranges[1:]]
    return first + "".join(f"\n{line}" for line in rest)


def _game_data(game: Game[Any], owner: str) -> dict[str, Any]:
    try:
        ranges: list[dict[str, Any]] | None = [
            {"options": opts, "min": r.start, "max": r[-1] if len(r) else None}
            for opts, r in player_ranges(game)
        ]
    except Exception:
        ranges = None
    return {
        "name": game.name,
        "title": game.title,
        "summary": game.summary,
        "plugin": owner,
        "rules_version": game.rules_version,
        "players": {"min": game.players.start, "max": game.players[-1] if len(game.players) else None},
        "player_ranges": ranges,
        "options": [
            {"name": o.name, "type": o.kind.__name__, "default": o.default,
             "choices": list(o.choices) if o.choices is not None else None,
             "minimum": o.minimum, "maximum": o.maximum, "help": o.help, "describe": o.describe(),
             "only_with": {k: list(v) for k, v in o.only_with}, "limits_length": o.limits_length}
            for o in game.options
        ],
    }


def _game_panel(game: Game[Any], owner: str) -> Panel:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    # Every text here is the plugin's: made printable before rich sees it.
    if game.summary:
        grid.add_row("about", Text(printable(game.summary)))
    grid.add_row("players", Text(_ranges_text(game)))
    options = Table.grid(padding=(0, 2))
    options.add_column(no_wrap=True)
    options.add_column(style="dim")
    for option in game.options:
        only = f" (only with {option.condition_text()})" if option.only_with else ""
        options.add_row(Text(printable(option.describe())), Text(printable(option.help + only)))
    grid.add_row("options", options if game.options else "-")
    grid.add_row("plugin", Text(printable(f"{owner} (rules version {game.rules_version})")))
    return Panel(grid, title=f"[bold]{markup(game.name)}[/bold]: {markup(game.title)}",
                 title_align="left")


def _probe_observers(registry: Registry, games: list[Game[Any]]) -> None:
    """Start (not play) one match of each game, so that an observer that fails is named.

    Only when a plugin observes matches; the registry disables an observer that
    raises and records it in ``registry.failures``.
    """
    for game in games:
        if registry.observer() is None:
            return
        try:
            defaults = {o.name: o.default for o in game.options}
            new_match(game, game.players_for(defaults).start, 0, defaults, registry=registry,
                      keep_log=False)
        except Exception:  # a game's own set-up bug is for `senet check` to report
            continue


def sight(audience: Audience) -> str:
    """What an observing plugin sees, in words for ``senet games``."""
    if audience == "everything":
        return "everything: sees every secret"
    if audience == "spectator":
        return "spectator"
    return f"seat {audience}"


def run(args: argparse.Namespace, console: Console) -> int:
    """List the games, the observing plugins (what each sees), and the plugins that failed to
    load or whose observer failed."""
    registry = common.get_registry()
    games = [registry.get(name) for name in registry.names()]
    _probe_observers(registry, games)
    if args.json:
        dump_json({
            "games": [_game_data(g, registry.owners.get(g.name, "?")) for g in games],
            "observers": dict(registry.observing),
            "failures": dict(sorted(registry.failures.items())),
        })
        return OK
    for game in games:
        console.print(_game_panel(game, registry.owners.get(game.name, "?")))
    if not games:
        console.print("no games are installed")
    if registry.observing:
        told = ", ".join(f"{name} ({sight(audience)})" for name, audience in registry.observing.items())
        console.print(Text(printable(f"observers: {told}")))
    if registry.failures:
        failed = Table(title="Plugins that failed to load or were disabled", title_style="bold red")
        failed.add_column("plugin", style="red", no_wrap=True)
        failed.add_column("problem")
        for name, problem in sorted(registry.failures.items()):
            failed.add_row(Text(printable(name)), Text(printable(problem)))
        console.print(failed)
    return OK
