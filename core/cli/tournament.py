"""``senet tournament``: named bots play a round robin with seat rotation; OpenSkill ratings,
kept between runs in a ratings file (``--ratings FILE``) with a leaderboard."""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from ..bots.choose import normalised
from ..bots.runner import run_tasks
from ..bots.tournament import (
    MAX_RATINGS_BYTES,
    NAME,
    Entrant,
    Rated,
    Ratings,
    RatingsFileError,
    Standing,
    rate,
    rating_model,
    tasks,
)
from ..options import OptionValue
from . import common
from .common import FAILURE, OK, CommandError, count, dump_json, game_options, player_count, shown_options
from .parallel import add_parallel_args, chunk_size, parallel_args
from .terminal import markup, printable

__all__ = ["add_parser", "entrants", "run"]

DEFAULT_GAMES = 10
INTERRUPTED = 130
LABEL = NAME


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "tournament", help="a round robin between named bots, with ratings",
        description="Every lineup of the named bots plays GAMES matches (seeds SEED, SEED+1, ...) "
                    "in every rotation of its seats; prints OpenSkill ratings (Plackett-Luce; "
                    "sorted by mu - 3 sigma), wins and mean ranks. A match stopped at --max-moves "
                    "counts for nobody. With --ratings FILE the ratings are kept between runs: "
                    "each run starts from the file's ratings, updates them and prints the "
                    "leaderboard of every entrant the file rates.")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--bot", action="append", metavar="NAME=BOT", required=True,
                   help="an entrant: a name of your choice and a bot (e.g. strong=mcts:iterations=800); "
                        "at least two; see: senet bots")
    p.add_argument("--players", type=int, default=None,
                   help="seats per match (default: the game's usual table size, e.g. 4)")
    p.add_argument("--games", type=int, default=DEFAULT_GAMES,
                   help=f"matches per seating ({DEFAULT_GAMES})")
    p.add_argument("--seed", type=int, default=None,
                   help="seed of the first match of each seating (0; with --ratings, the seed after "
                        "the last one the file's runs played)")
    p.add_argument("--option", "-o", action="append", metavar="KEY=VALUE", help="a game option")
    p.add_argument("--max-moves", type=int, default=10_000, help="stop a match after this many moves")
    p.add_argument("--ratings", metavar="FILE",
                   help="keep the ratings in this JSON file: start from it (created if missing), "
                        "update it after the run and print the leaderboard; one file per game, "
                        "player count and options")
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
    rating_model()  # openskill is optional: say so before any match is played
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
    shown = shown_options(game, options)
    path = Path(args.ratings) if args.ratings is not None else None
    kept = _kept(path, game.name, players, shown, field) if path is not None else None
    first: int = args.seed if args.seed is not None else kept.next_seed if kept is not None else 0
    seeds = range(first, first + args.games)
    planned = tasks(game.name, players, field, options, seeds, args.max_moves)
    # A bad player count or option fails here, before any progress bar is drawn.
    from ..create import new_match
    new_match(game, players, first, options, registry=registry, keep_log=False)
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
    standings = rate(field, played, kept.prior() if kept is not None else None)
    data = _summary(game.name, players, args, standings, played, result.interrupted, seconds)
    data["seed"] = first
    board: Ratings | None = None
    if kept is not None and path is not None:
        # An interrupted run is not kept: its seatings did not all play, and the file's
        # next run would start after seeds some seatings never met.
        board = kept if result.interrupted else kept.updated(standings, first + args.games)
        data.update(ratings=_ratings_data(path, board, saved=not result.interrupted))
    if args.json:
        dump_json(data)
    else:
        _print(console, data, standings, board)
    if board is not None and path is not None and not result.interrupted:
        _save(path, board)
    return INTERRUPTED if result.interrupted else OK


def _kept(path: Path, game: str, players: int, options: Mapping[str, OptionValue],
          field: Sequence[Entrant]) -> Ratings:
    """The ratings kept in ``path`` (new ones if there is no such file), checked against
    this tournament: the same game, player count and options, and each name the same bot."""
    try:
        with path.open("rb") as f:
            data = f.read(MAX_RATINGS_BYTES + 1)
    except FileNotFoundError:
        return Ratings.new(game, players, options)
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        kept = Ratings.from_json(data)
    except RatingsFileError as exc:
        raise CommandError(f"{path} is not a senet ratings file: {exc}") from None
    if (kept.game, kept.players, dict(kept.options)) != (game, players, dict(options)):
        raise CommandError(
            f"{path} keeps the ratings of {_table(kept.game, kept.players, kept.options)}, not of "
            f"{_table(game, players, options)}: give another --ratings file for this one")
    bots = kept.bots()
    for entrant in field:
        was = bots.get(entrant.name)
        if was is not None and was != entrant.bot:
            raise CommandError(f"{path} rates {entrant.name!r} as the bot {was!r}, not {entrant.bot!r}: "
                               f"give this bot another name")
    return kept


def _table(game: str, players: int, options: Mapping[str, OptionValue]) -> str:
    shown = " ".join(f"{k}={str(v).lower()}" for k, v in options.items())
    return f"{game} with {count(players, 'player')}" + (f" ({shown})" if shown else "")


def _save(path: Path, ratings: Ratings) -> None:
    """Write the file whole or not at all (a new file beside it, then renamed over it)."""
    folder = path.parent if str(path.parent) else Path(".")
    try:
        with tempfile.NamedTemporaryFile("wb", dir=folder, prefix=f".{path.name}.", suffix=".tmp",
                                         delete=False) as f:
            f.write(ratings.to_json())
        os.replace(f.name, path)
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror or exc}", FAILURE) from None


def _ratings_data(path: Path, board: Ratings, *, saved: bool) -> dict[str, Any]:
    return {
        "file": str(path),
        "saved": saved,
        "runs": board.runs,
        "next_seed": board.next_seed,
        "leaderboard": [{"name": r.name, "bot": r.bot, "mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal,
                         "games": r.games, "wins": r.wins, "mean_rank": r.mean_rank}
                        for r in board.leaderboard()],
    }


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


def _print(console: Console, data: dict[str, Any], standings: list[Standing], board: Ratings | None
           ) -> None:
    matches = count(data["matches"], "match", "matches")
    console.print(f"[bold]{markup(data['game'])}[/bold] · {count(data['players'], 'player')} · "
                  f"{matches} ({data['games_per_seating']} per seating, every lineup in every seat order)")
    if data["interrupted"]:
        console.print(f"[yellow]interrupted after {matches}[/yellow]")
    title = "standings (OpenSkill Plackett-Luce, sorted by mu - 3 sigma)"
    console.print(_table_of(title, [(s.entrant.name, s.ordinal, s.mu, s.sigma, s.games, s.wins, s.mean_rank)
                                    for s in standings]))
    # The bots under the table, a line each: a column of them would be cut at 80 columns.
    _print_bots(console, [(s.entrant.name, s.entrant.bot) for s in standings])
    console.print(f"unfinished: {data['unfinished']} (stopped at the move cap; rated for nobody)")
    if board is None:
        return
    ratings = data["ratings"]
    console.print(_table_of(f"leaderboard: {printable(ratings['file'])}, {count(board.runs, 'run')}",
                            [_row(r) for r in board.leaderboard()]))
    here = {s.entrant.name for s in standings}
    others = [(r.name, r.bot) for r in board.leaderboard() if r.name not in here]
    _print_bots(console, others)
    if ratings["saved"]:
        console.print(Text(printable(f"ratings kept in {ratings['file']}; the next run starts at "
                                     f"seed {board.next_seed}")))
    else:
        console.print("[yellow]ratings file not updated: the run was interrupted[/yellow]")


Row = tuple[str, float, float, float, int, float, float | None]


def _row(r: Rated) -> Row:
    return r.name, r.ordinal, r.mu, r.sigma, r.games, r.wins, r.mean_rank


def _table_of(title: str, rows: Sequence[Row]) -> Table:
    """Ratings as a table that fits 80 columns (a long name wraps in its cell)."""
    table = Table(title=title)
    for column in ("#", "name", "rating", "mu", "sigma", "games", "wins", "win %", "mean rank"):
        table.add_column(column, justify="left" if column == "name" else "right",
                         overflow="fold" if column == "name" else "ellipsis")
    for place, (name, ordinal, mu, sigma, games, wins, mean_rank) in enumerate(rows, 1):
        share = f"{100 * wins / games:.1f}" if games else "-"
        mean = f"{mean_rank:.2f}" if mean_rank is not None else "-"
        table.add_row(str(place), Text(name), f"{ordinal:.1f}", f"{mu:.1f}", f"{sigma:.2f}", str(games),
                      f"{wins:g}", share, mean)
    return table


def _print_bots(console: Console, bots: Sequence[tuple[str, str]]) -> None:
    for name, bot in bots:
        console.print(Text(printable(f"  {name}: {bot}"), overflow="fold"))
