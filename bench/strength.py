"""The search bot's strength: win rates with 95% Wilson intervals, and the CPU time of a move.

    python bench/strength.py --game tigris --players 2 --games 200 --workers 2
    python bench/strength.py --report                 # the docs' table from the results file

For each game and seat count (2 and 4 by default; a game that does not allow one
gets its nearest allowed count), the bot under test (``--bot``, default ``mcts``)
sits in one seat, ``seed % seats``, and plays:

- ``random``: the other seats are random bots;
- ``weaker``: the other seats are the same search with a smaller budget (``--weak``).

Every finished match is appended at once to the results file (``--results``,
``bench/results/strength.jsonl``) as one JSON line: the configuration, the seed, the
bot's seat, the ranks, and the CPU seconds of each of the bot's decisions among more
than one move (timed in the process that plays the match). The version of the bots'
and the game's source is part of the configuration (see ``strength_record``): a run
skips the seeds already recorded for the same configuration and version, so runs
accumulate across sessions, and a changed bot starts afresh. ``--report`` prints the
table (win rate, interval, matches, CPU per decision) of everything recorded.

A seat's win is a first place (a first place shared by k seats counts 1/k); a
match stopped at the move cap counts as played and not won. Against n - 1 others
of equal strength a seat would win 1/n. ``--budget`` stops a configuration after
that many seconds (what finished is recorded). Ctrl-C or SIGTERM stop the run
cleanly: every match finished is already in the file; the ones being played are
dropped. Run by hand.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import signal
import sys
import time
from pathlib import Path
from types import FrameType
from typing import Any

from strength_record import (
    append_line,
    match_line,
    read_lines,
    recorded_seeds,
    report,
    source_version,
    summarise,
)

import senet
import senet.bots
from senet.bots import normalised
from senet.bots.runner import Job, Record, run_tasks

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "strength.jsonl"


def seats_for(game: senet.Game[Any], wanted: int) -> int:
    """``wanted``, or the allowed seat count nearest to it."""
    allowed = game.players_for({o.name: o.default for o in game.options})
    return min(allowed, key=lambda n: (abs(n - wanted), n))


def _declaration_dir(game: senet.Game[Any]) -> Path:
    module = sys.modules[game.setup.__module__]
    assert module.__file__ is not None
    return Path(module.__file__).resolve().parent


def version(registry: senet.Registry, name: str) -> str:
    """The source version of the bots and of game ``name`` (see ``strength_record``)."""
    game = registry.get(name)
    game_dir = _declaration_dir(game)
    others = [_declaration_dir(registry.get(n)) for n in registry.names() if n != name]
    bots_file = senet.bots.__file__
    assert bots_file is not None
    plugins_root = game_dir
    if game.setup.__module__.startswith("senet_games."):
        games_file = sys.modules["senet_games"].__file__
        assert games_file is not None
        plugins_root = Path(games_file).resolve().parent
    return source_version(Path(bots_file).resolve().parent, game_dir, others, plugins_root)


def matchup(config: dict[str, Any], seeds: range, workers: int, budget: float | None,
            results: Path) -> dict[str, Any]:
    """Play the seeds of ``seeds`` not yet recorded for ``config``, appending each match."""
    players = config["players"]
    lines, _ = read_lines(results)
    done = recorded_seeds(lines, config)
    tasks = []
    for seed in seeds:
        if seed in done:
            continue
        seat = seed % players
        bots = tuple(config["bot"] if p == seat else config["against"] for p in range(players))
        job = Job(config["game"], players, bots, config["options"], max_moves=5000, timed=True)
        tasks.append((job, seed))
    started = time.perf_counter()
    played = 0

    def record(rec: Record) -> None:
        nonlocal played
        seat = rec.seed % players
        bots = [config["bot"] if p == seat else config["against"] for p in range(players)]
        cpu = rec.cpu[seat] if rec.cpu is not None else ()
        line = match_line(config, rec.seed, seat, bots, rec.ranks, rec.moves, cpu, rec.scores)
        held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        try:  # a stop comes after the line is written and counted, not between
            append_line(results, line)
            played += 1
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)
        if budget is not None and time.perf_counter() - started > budget:
            raise KeyboardInterrupt

    run = run_tasks(tasks, workers=workers, chunk=1, progress=record)
    return {"already": len(done & set(seeds)), "played": played, "interrupted": run.interrupted,
            "seconds": round(time.perf_counter() - started, 1)}


STOPPED: list[int] = []
"""The signal that stopped the run, if one did."""


def _stop(signum: int, frame: FrameType | None) -> None:
    """Stop now: the matches being played are dropped (their workers killed, rather than
    waited for), every finished one is already in the file."""
    STOPPED.append(signum)
    for child in multiprocessing.active_children():
        child.kill()
    raise KeyboardInterrupt


def main() -> int:
    """Parse the arguments, run every configuration (or report), print what was done."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", help="a game (default: every installed game)")
    parser.add_argument("--players", type=int, action="append", help="seat counts (default: 2 and 4)")
    parser.add_argument("--bot", default="mcts", help="the bot under test (mcts)")
    parser.add_argument("--weak", default="mcts:iterations=50", help="the weaker opponent")
    parser.add_argument("--against", action="append", choices=("random", "weaker"),
                        help="which matchups (default both)")
    parser.add_argument("--games", type=int, default=200,
                        help="seeds per configuration, from --seed (200); recorded ones are skipped")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="seconds per configuration at most")
    parser.add_argument("--results", type=Path, default=RESULTS, help=f"the results file ({RESULTS})")
    parser.add_argument("--report", action="store_true", help="print the table of the results file")
    args = parser.parse_args()
    if args.report:
        lines, bad = read_lines(args.results)
        print(report(summarise(lines)))
        if bad:
            print(f"({bad} unreadable lines skipped)", file=sys.stderr)
        return 0
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    registry = senet.default_registry()
    names = args.game or registry.names()
    versions = {name: version(registry, name) for name in names}  # of the source loaded now
    for name in names:
        game = registry.get(name)
        options = {o.name: o.default for o in game.options}
        for wanted in args.players or [2, 4]:
            players = seats_for(game, wanted)
            for against in args.against or ["random", "weaker"]:
                others = "random" if against == "random" else args.weak
                config = {"game": name, "players": players, "options": options,
                          "bot": normalised(args.bot, registry), "against": normalised(others, registry),
                          "version": versions[name]}
                seeds = range(args.seed, args.seed + args.games)
                outcome = matchup(config, seeds, args.workers, args.budget, args.results)
                print(json.dumps({**config, **outcome}), flush=True)
                if STOPPED:
                    return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
