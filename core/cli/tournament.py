"""``senet tournament``: named bots play a round robin with seat rotation; OpenSkill ratings."""

from __future__ import annotations

import argparse
import re
import time
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from ..bots.choose import normalised
from ..bots.runner import run_tasks
from ..bots.tournament import Entrant, Standing, rate, tasks
from . import common
from .common import OK, CommandError, count, dump_json, game_options, player_count
from .parallel import add_parallel_args, chunk_size, parallel_args
from .terminal import markup

__all__ = ["add_parser", "entrants", "run"]

DEFAULT_GAMES = 10
INTERRUPTED = 130
LABEL = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,39}\Z")


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "tournament", help="a round robin between named bots, with ratings",
        description="Every lineup of the named bots plays GAMES matches (seeds SEED, SEED+1, ...) "
                    "in every rotation of its seats; prints OpenSkill ratings (Plackett-Luce; "
                    "sorted by mu - 3 sigma), wins and mean ranks. A match stopped at --max-moves "
                    "counts for nobody.")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--bot", action="append", metavar="NAME=BOT", required=True,
                   help="an entrant: a name of your choice and a bot (e.g. strong=mcts:iterations=800); "
                        "at least two; see: senet bots")
    p.add_argument("--players", type=int, default=None,
                   help="seats per match (default: the game's usual table size, e.g. 4)")
    p.add_argument("--games", type=int, default=DEFAULT_GAMES,
                   help=f"matches per seating ({DEFAULT_GAMES})")
    p.add_argument("--seed", type=int, default=0, help="seed of the first match of each seating (0)")
    p.add_argument("--option", "-o", action="append", metavar="KEY=VALUE", help="a game option")
    p.add_argument("--max-moves", type=int, default=10_000, help="stop a match after this many moves")
    add_parallel_args(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def entrants(texts: list[str]) -> list[Entrant]:
    """``NAME=BOT`` texts as entrants, the bots checked."""
    out: list[Entrant] = []
    for text in texts:
        name, sep, bot = text.partition("=")
        name = name.strip()
        if not sep or not LABEL.match(name):
            raise CommandError(f"--bot is NAME=BOT with a name of letters, digits, '_', '.' or '-' "
                               f"(e.g. strong=mcts:iterations=800), not {text!r}")
        if any(e.name == name for e in out):
            raise CommandError(f"two entrants are called {name!r}")
        out.append(Entrant(name, normalised(bot)))
    if len(out) < 2:
        raise CommandError("a tournament needs at least two entrants (--bot NAME=BOT, twice)")
    return out


def run(args: argparse.Namespace, console: Console) -> int:
    """Play the tournament and print the standings."""
    registry = common.get_registry()
    game = registry.get(args.game)
    options = game_options(game, args.option)
    players = player_count(game, options, args.players)
    if args.games < 1:
        raise CommandError(f"--games must be at least 1, not {args.games}")
    if args.max_moves < 1:
        raise CommandError(f"--max-moves must be at least 1, not {args.max_moves}")
    field = entrants(args.bot)
    workers, ray_address = parallel_args(args)
    seeds = range(args.seed, args.seed + args.games)
    planned = tasks(game.name, players, field, options, seeds, args.max_moves)
    # A bad player count or option fails here, before any progress bar is drawn.
    from ..create import new_match
    new_match(game, players, args.seed, options, registry=registry, keep_log=False)
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                        TimeRemainingColumn(), console=console, transient=True,
                        disable=args.json or not console.is_terminal)
    started = time.perf_counter()
    with progress:
        bar = progress.add_task(f"{markup(game.name)} tournament", total=len(planned))
        result = run_tasks([(job, seed) for _, job, seed in planned], workers=workers,
                           chunk=chunk_size(len(planned), workers), registry=registry,
                           ray_address=ray_address, progress=lambda record: progress.advance(bar))
    seconds = time.perf_counter() - started
    played = [(planned[at][0], record) for at, record in zip(result.positions, result.records, strict=True)]
    standings = rate(field, played)
    data = _summary(game.name, players, args, standings, played, result.interrupted, seconds)
    if args.json:
        dump_json(data)
    else:
        _print(console, data, standings)
    return INTERRUPTED if result.interrupted else OK


def _summary(name: str, players: int, args: argparse.Namespace, standings: list[Standing],
             played: list[Any], interrupted: bool, seconds: float) -> dict[str, Any]:
    return {
        "game": name,
        "players": players,
        "games_per_seating": args.games,
        "seed": args.seed,
        "matches": len(played),
        "unfinished": sum(1 for _, r in played if r.ranks is None),
        "interrupted": interrupted,
        "seconds": seconds,
        "rating": "openskill Plackett-Luce; sorted by ordinal = mu - 3 sigma",
        "standings": [{"name": s.entrant.name, "bot": s.entrant.bot, "mu": s.mu, "sigma": s.sigma,
                       "ordinal": s.ordinal, "games": s.games, "wins": s.wins,
                       "mean_rank": s.mean_rank} for s in standings],
    }


def _print(console: Console, data: dict[str, Any], standings: list[Standing]) -> None:
    matches = count(data["matches"], "match", "matches")
    console.print(f"[bold]{markup(data['game'])}[/bold] · {count(data['players'], 'player')} · "
                  f"{matches} ({data['games_per_seating']} per seating, every lineup in every seat order)")
    if data["interrupted"]:
        console.print(f"[yellow]interrupted after {matches}[/yellow]")
    table = Table(title="standings (OpenSkill Plackett-Luce, sorted by mu - 3 sigma)")
    for column in ("#", "name", "bot", "rating", "mu", "sigma", "games", "wins", "win %", "mean rank"):
        table.add_column(column, justify="left" if column in ("name", "bot") else "right")
    for place, s in enumerate(standings, 1):
        share = f"{100 * s.wins / s.games:.1f}" if s.games else "-"
        mean = f"{s.mean_rank:.2f}" if s.mean_rank is not None else "-"
        table.add_row(str(place), Text(s.entrant.name), Text(s.entrant.bot), f"{s.ordinal:.1f}",
                      f"{s.mu:.1f}", f"{s.sigma:.2f}", str(s.games), f"{s.wins:g}", share, mean)
    console.print(table)
    console.print(f"unfinished: {data['unfinished']} (stopped at the move cap; rated for nobody)")
