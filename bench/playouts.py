#!/usr/bin/env python3
"""Random-playout speed of a game: games/s and moves/s (and rounds/s for nimmt-classic), as JSON.

    python bench/playouts.py nimmt-classic --players 4 --seconds 10
    python bench/playouts.py nimmt --players 4 --profile

Random bots (senet.RandomBot) play seeded matches with ``senet.play_out`` (no log
kept: ``next_choice`` and ``play_index``, the path bots and search use) until the
time is up. A loop of ``to_act``, ``legal_moves`` and ``submit``, which returns
each move's log entries, costs more: about a tenth for the classic card game
(``bench/callgrind_run.py --public``; ``bench/nimmt_ratio.py`` plays that way).
Run by hand, not by CI: figures depend on the machine. The ``per_second``
rates are by the wall clock; the ``per_cpu_second`` ones count only this
process's CPU time, which is steadier on a busy machine.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import platform
import pstats
import sys
import time
from typing import Any

import senet
from senet.options import parse_option_text


def run(game: str, players: int, options: dict[str, str], seconds: float, max_moves: int
        ) -> dict[str, Any]:
    """Play random matches for ``seconds``; return the counts and rates."""
    games = moves = rounds = unfinished = 0
    rounded = False
    start = time.perf_counter()
    cpu_start = time.process_time()
    seed = 0
    while time.perf_counter() - start < seconds:
        match = senet.new_match(game, players, seed=seed, options=options, keep_log=False)
        outcome = senet.play_out(match, max_moves=max_moves)
        games += 1
        moves += outcome.moves
        unfinished += not outcome.finished
        played = getattr(match.state, "round", None)
        if isinstance(played, int) and game == "nimmt-classic":
            rounded = True
            rounds += played
        seed += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    out: dict[str, Any] = {
        "game": game,
        "options": dict(match.options),
        "players": players,
        "seconds": round(elapsed, 3),
        "games": games,
        "unfinished": unfinished,
        "moves": moves,
        "games_per_second": round(games / elapsed, 1),
        "moves_per_second": round(moves / elapsed),
        "cpu_seconds": round(cpu, 3),
        "moves_per_cpu_second": round(moves / cpu),
        "python": platform.python_version(),
    }
    if rounded:
        out["rounds"] = rounds
        out["rounds_per_second"] = round(rounds / elapsed, 1)
        out["rounds_per_cpu_second"] = round(rounds / cpu, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, run, print JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--max-moves", type=int, default=20_000)
    parser.add_argument("--profile", action="store_true", help="print the top functions by own time")
    args = parser.parse_args(argv)
    options = parse_option_text(args.option)
    declared = senet.default_registry().get(args.game)
    resolved = senet.options.resolve_options(declared.options, options)
    players = args.players or max(4, declared.players_for(resolved).start)
    if args.profile:
        profiler = cProfile.Profile()
        result = profiler.runcall(run, args.game, players, options, args.seconds, args.max_moves)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(25)
    else:
        result = run(args.game, players, options, args.seconds, args.max_moves)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
