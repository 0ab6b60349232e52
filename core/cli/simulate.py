"""``senet simulate``: random bots play many seeded matches; wins, lengths and speed."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from ..bots.choose import seat_specs
from ..bots.runner import Job, Record, run_job
from ..create import new_match
from ..game import Game
from ..options import OptionValue
from ..playout import Outcome
from . import common
from .common import (
    FAILURE,
    OK,
    CommandError,
    count,
    dump_json,
    game_options,
    player_count,
    seed_span,
    shown_options,
    write_file,
)
from .parallel import add_parallel_args, chunk_size, parallel_args
from .terminal import markup, printable

__all__ = ["Tally", "add_parser", "clock", "run", "speed_line"]

DEFAULT_GAMES = 100
DEFAULT_MAX_MOVES = 10_000
INTERRUPTED = 130

clock: Callable[[], float] = time.perf_counter
"""The wall clock the run is timed by (tests put a fake one here)."""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "simulate", help="let bots play many matches",
        description="Bots (random unless --bot says otherwise) play GAMES matches with seeds SEED, "
                    "SEED+1, ...; prints wins per seat, unfinished matches, average length and "
                    "speed. A match still running at --max-moves is stopped and counted as "
                    "unfinished, never as a win.")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--players", type=int, default=None,
                   help="number of players (default: the game's usual table size, e.g. 4)")
    p.add_argument("--games", type=int, default=DEFAULT_GAMES, help=f"matches to play ({DEFAULT_GAMES})")
    p.add_argument("--seed", type=int, default=0, help="seed of the first match (0)")
    p.add_argument("--option", "-o", action="append", metavar="KEY=VALUE", help="a game option")
    p.add_argument("--save-dir", metavar="DIR", help="write each match's save file to DIR/GAME-SEED.senet")
    p.add_argument("--max-moves", type=int, default=DEFAULT_MAX_MOVES,
                   help=f"stop a match after this many moves (default {DEFAULT_MAX_MOVES})")
    p.add_argument("--bot", action="append", metavar="[SEAT=]BOT",
                   help="the bot of every seat (BOT, e.g. mcts:iterations=500) or of one seat "
                        "(SEAT=BOT, 0-based); default random; see: senet bots")
    add_parallel_args(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


@attrs.define
class Tally:
    """Running totals over the simulated matches."""

    players: int
    games: int = 0
    finished: int = 0
    moves: int = 0
    finished_moves: int = 0
    shared_first: int = 0
    wall: float = 0.0
    """Wall-clock seconds of the whole run (worker start-up and gathering included)."""
    cpu: float = 0.0
    """CPU seconds spent on the matches, summed over every process that played them."""
    wins: list[int] = attrs.Factory(list)
    score_sums: list[int] = attrs.Factory(list)
    rank_sums: list[int] = attrs.Factory(list)
    key_sums: list[list[int]] = attrs.Factory(list)
    key_width: int | None = None
    """Parts of what the ranks compared (``Result.keys``) when every finished match compared
    that many, else 0 (then nothing is averaged); ``None`` before the first finished match."""

    def __attrs_post_init__(self) -> None:
        self.wins = [0] * self.players
        self.score_sums = [0] * self.players
        self.rank_sums = [0] * self.players

    def add(self, outcome: Outcome | Record) -> None:
        """Count one match's outcome."""
        self.games += 1
        self.moves += outcome.moves
        if not outcome.finished or outcome.ranks is None or outcome.scores is None:
            return
        self.finished += 1
        self.finished_moves += outcome.moves
        firsts = [p for p, r in enumerate(outcome.ranks) if r == 1]
        for p in firsts:  # a shared first place is a win for each seat sharing it
            self.wins[p] += 1
        if len(firsts) > 1:
            self.shared_first += 1
        for p, s in enumerate(outcome.scores):
            self.score_sums[p] += s
        for p, r in enumerate(outcome.ranks):
            self.rank_sums[p] += r
        self._add_keys(getattr(outcome, "keys", None))

    def _add_keys(self, keys: tuple[tuple[int, ...], ...] | None) -> None:
        width = len(keys[0]) if keys and len(keys) == self.players else 0
        if keys and any(len(k) != width for k in keys):
            width = 0
        if self.key_width is None:
            self.key_width = width
            self.key_sums = [[0] * width for _ in range(self.players)]
        if width != self.key_width:
            self.key_width = 0
        if not self.key_width:
            return
        assert keys is not None
        for sums, key in zip(self.key_sums, keys, strict=True):
            for i, part in enumerate(key):
                sums[i] += part

    @property
    def unfinished(self) -> int:
        """Matches stopped at the move cap."""
        return self.games - self.finished

    def rate(self, count: int) -> float | None:
        """``count`` per wall-clock second of the run (what the run really delivered, whatever
        the number of workers), or ``None`` if no time was measured."""
        return count / self.wall if self.wall > 0 else None

    def cpu_rate(self, count: int) -> float | None:
        """``count`` per CPU second (of all the processes together), or ``None``."""
        return count / self.cpu if self.cpu > 0 else None

    def average_moves(self) -> float | None:
        """Average length of the finished matches, in moves."""
        return self.finished_moves / self.finished if self.finished else None

    def mean_scores(self) -> list[float] | None:
        """Average score per seat over the finished matches."""
        return [s / self.finished for s in self.score_sums] if self.finished else None

    def mean_ranks(self) -> list[float] | None:
        """Average rank per seat (1 = first) over the finished matches."""
        return [r / self.finished for r in self.rank_sums] if self.finished else None

    def mean_keys(self) -> list[list[float]] | None:
        """Average of what the ranks compared, per seat and part, when every finished match
        compared keys of several parts (games decided by a tie-break or a sorted list)."""
        if self.key_width is None or self.key_width < 2 or not self.finished:
            return None
        return [[part / self.finished for part in sums] for sums in self.key_sums]


def run(args: argparse.Namespace, console: Console) -> int:
    """Play the matches and print the summary."""
    registry = common.get_registry()
    game = registry.get(args.game)
    options = game_options(game, args.option)
    players = player_count(game, options, args.players)
    games: int = args.games
    cap: int = args.max_moves
    first_seed: int = args.seed
    if games < 1:
        raise CommandError(f"--games must be at least 1, not {games}")
    if cap < 1:
        raise CommandError(f"--max-moves must be at least 1, not {cap}")
    save_dir = Path(args.save_dir) if args.save_dir else None
    if save_dir is not None:
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CommandError(f"cannot create {save_dir}: {exc.strerror or exc}", FAILURE) from None
    # Fail on a bad player count or option before any progress bar is drawn.
    new_match(game, players, first_seed, options, registry=registry, keep_log=False)

    job = Job(game.name, players, seat_specs(args.bot, players, registry=registry), options, cap,
              save=save_dir is not None)
    workers, ray_address = parallel_args(args)
    tally = Tally(players)
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                        TimeRemainingColumn(), console=console, transient=True,
                        disable=args.json or not console.is_terminal)
    started = clock()
    with progress:
        task = progress.add_task(f"{markup(game.name)}, {count(players, 'player')}", total=games)
        run_ = run_job(job, range(first_seed, first_seed + games), workers=workers, chunk=chunk_size(
            games, workers), registry=registry, ray_address=ray_address,
            progress=lambda record: progress.advance(task))
    tally.wall = clock() - started
    for record in run_.records:
        tally.cpu += record.cpu_seconds
        tally.add(record)
        if save_dir is not None and record.save is not None:
            write_file(save_dir / f"{game.name}-{record.seed}.senet", record.save)
    interrupted = run_.interrupted
    data = _summary(game.name, players, first_seed, options, cap, tally, save_dir, interrupted)
    data.update(bots=list(job.bots), workers=workers, ray=ray_address,
                shown_options=shown_options(game, options), hint=unfinished_hint(game, tally, job.bots))
    if args.json:
        dump_json(data)
    else:
        _print_summary(console, data, tally)
    return INTERRUPTED if interrupted else OK


def _summary(name: str, players: int, seed: int, options: dict[str, OptionValue], cap: int,
             tally: Tally, save_dir: Path | None, interrupted: bool) -> dict[str, Any]:
    return {
        "game": name,
        "players": players,
        "games": tally.games,
        "seed": seed,
        "options": options,
        "max_moves": cap,
        "finished": tally.finished,
        "unfinished": tally.unfinished,
        "wins": tally.wins,
        "shared_first": tally.shared_first,
        "ties": "a shared first place counts as a win for each seat sharing it",
        "mean_scores": tally.mean_scores(),
        "mean_ranks": tally.mean_ranks(),
        "mean_compared": tally.mean_keys(),
        "moves": tally.moves,
        "average_moves": tally.average_moves(),
        "seconds": tally.wall,
        "wall_seconds": tally.wall,
        "games_per_second": tally.rate(tally.games),
        "moves_per_second": tally.rate(tally.moves),
        "cpu_seconds": tally.cpu,
        "games_per_cpu_second": tally.cpu_rate(tally.games),
        "moves_per_cpu_second": tally.cpu_rate(tally.moves),
        "save_dir": str(save_dir) if save_dir is not None else None,
        "interrupted": interrupted,
    }


def unfinished_hint(game: Game[Any], tally: Tally, bots: Sequence[str]) -> str | None:
    """Why matches reached the move cap, and what would end them (``None`` if all ended)."""
    if tally.unfinished == 0:
        return None
    why = ("random play may go on for ever in this game" if game.may_not_end
           else "these matches were still going at the cap")
    ways = [f"-o {o.name}=N ({o.help.split(';')[0].split('(')[0].strip()})" if o.help
            else f"-o {o.name}=N" for o in game.options if o.limits_length]
    if all(bot == "random" for bot in bots):
        ways.append("a search bot that pursues the goal: --bot mcts (see: senet bots)")
    ways.append("a higher --max-moves")
    return f"why: {why}; to finish more, try " + ", or ".join(ways)


def _print_summary(console: Console, data: dict[str, Any], tally: Tally) -> None:
    opts = " ".join(f"{k}={str(v).lower()}" for k, v in data["shown_options"].items())
    console.print(f"[bold]{markup(data['game'])}[/bold] · {count(data['players'], 'player')} · "
                  f"{seed_span(data['seed'], tally.games)}" + (f" · {markup(opts)}" if opts else ""))
    if any(bot != "random" for bot in data["bots"]):
        console.print(Text(printable("bots: " + ", ".join(f"{p}={b}" for p, b in enumerate(data["bots"])))))
    if data["interrupted"]:
        console.print(f"[yellow]interrupted after {count(tally.games, 'match', 'matches')}[/yellow]")
    table = Table(title=f"{count(tally.games, 'match', 'matches')}, {tally.finished} finished")
    for column in ("seat", "wins", "win %", "mean rank", "mean score"):
        table.add_column(column, justify="right")
    means, ranks, keys = tally.mean_scores(), tally.mean_ranks(), tally.mean_keys()
    if keys is not None:
        table.add_column("mean compared", justify="right")
    for p in range(tally.players):
        share = f"{100 * tally.wins[p] / tally.finished:.1f}" if tally.finished else "-"
        row = [str(p), str(tally.wins[p]), share, f"{ranks[p]:.2f}" if ranks is not None else "-",
               f"{means[p]:.1f}" if means is not None else "-"]
        if keys is not None:
            row.append(" ".join(f"{part:.1f}" for part in keys[p]))
        table.add_row(*row)
    console.print(table)
    if keys is not None:
        console.print("mean compared: the values the ranking compares, in order (the first decides, "
                      "each next one breaks the ties left)")
    shared = tally.shared_first
    console.print(f"ties: a shared first place counts as a win for each seat sharing it "
                  f"({count(shared, 'match', 'matches')} had one), so wins can add up to more "
                  f"than the finished matches")
    cap = count(data["max_moves"], "move")
    console.print(f"unfinished: {tally.unfinished} (stopped at the cap of {cap}; never counted as wins)")
    if data["hint"]:
        console.print(Text(printable(data["hint"]), style="yellow"))
    average = tally.average_moves()
    console.print("average length: " + (f"{average:.1f} moves (finished matches)"
                                        if average is not None else "- (no match finished)"))
    console.print(speed_line(tally, data["workers"], data["ray"]))
    if data["save_dir"]:
        console.print(Text(printable(f"save files in {data['save_dir']}")))


def speed_line(tally: Tally, workers: int, ray: str | None) -> str:
    """The speed of the whole run by the wall clock, then the CPU time of the matches, labelled."""
    games_rate, moves_rate = tally.rate(tally.games), tally.rate(tally.moves)
    if games_rate is None or moves_rate is None:
        return f"speed: {count(tally.moves, 'move')}: too fast to time"
    by = f"{count(workers, 'worker')}" if ray is None else "on Ray"
    line = (f"speed: {count(tally.moves, 'move')} in {tally.wall:.2f} s (wall clock, {by}): "
            f"{games_rate:.1f} games/s, {moves_rate:,.0f} moves/s")
    cpu_rate = tally.cpu_rate(tally.moves)
    if cpu_rate is not None:
        line += (f"; CPU time of the matches {tally.cpu:.2f} s"
                 + (" (all processes)" if workers > 1 or ray is not None else "")
                 + f": {cpu_rate:,.0f} moves per CPU second")
    return line
