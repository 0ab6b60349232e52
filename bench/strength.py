#!/usr/bin/env python3
"""The search bot's strength: win rates with 95% Wilson intervals, and the time of a move.

    python bench/strength.py --games 200 --workers 2
    python bench/strength.py --game tigris --players 2 --games 50 --budget 900 --out tigris.json

For each game and seat count (2 and 4 by default; a game that does not allow one
gets its nearest allowed count), the bot under test (``--bot``, default ``mcts``)
sits in one seat, rotating seat by seed, and plays:

- ``random``: the other seats are random bots;
- ``weaker``: the other seats are the same search with a smaller budget (``--weak``).

A seat's win is a first place (a first place shared by k seats counts 1/k); a
match stopped at the move cap counts as played and not won. Against n - 1 others
of equal strength a seat would win 1/n. ``--budget`` stops a configuration after
that many seconds with the matches played so far (reported as such). The time of
a move is measured apart, on a few matches in this process, as CPU time (steadier
on a shared machine than the wall clock). Run by hand; prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import sys
import time
from typing import Any

import senet
from senet.bots import Seat, bot_seed, make_bot
from senet.bots.runner import Job, Record, run_tasks


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def seats_for(game: senet.Game[Any], wanted: int) -> int:
    """``wanted``, or the allowed seat count nearest to it."""
    allowed = game.players_for({o.name: o.default for o in game.options})
    return min(allowed, key=lambda n: (abs(n - wanted), n))


def matchup(game: str, players: int, bot: str, others: str, seeds: range, workers: int,
            budget: float | None) -> dict[str, Any]:
    """The bot in seat ``seed % players``, ``others`` elsewhere: its wins with their interval."""
    tasks = []
    for seed in seeds:
        seat = seed % players
        bots = tuple(bot if p == seat else others for p in range(players))
        tasks.append((Job(game, players, bots, max_moves=5000), seed))
    started = time.perf_counter()

    def stop_at_budget(record: Record) -> None:
        if budget is not None and time.perf_counter() - started > budget:
            raise KeyboardInterrupt

    run = run_tasks(tasks, workers=workers, chunk=1, progress=stop_at_budget)
    wins = 0.0
    unfinished = 0
    for record in run.records:
        seat = record.seed % players
        if record.ranks is None:
            unfinished += 1
            continue
        if record.ranks[seat] == 1:
            wins += 1 / record.ranks.count(1)
    n = len(run.records)
    low, high = wilson(wins, n)
    return {"against": others, "games": n, "wins": wins, "win_rate": wins / n if n else None,
            "interval95": [low, high], "even_share": 1 / players, "unfinished": unfinished,
            "stopped_at_budget": run.interrupted, "seconds": time.perf_counter() - started}


def move_time(game: str, players: int, bot: str, matches: int) -> dict[str, Any]:
    """CPU seconds per decision of ``bot`` (seat 0) against random seats, over a few matches."""
    spent: list[float] = []
    for seed in range(matches):
        match = senet.new_match(game, players, seed, keep_log=False)
        searcher = make_bot(bot, 0, bot_seed(seed, 0))
        others = [make_bot("random", p, bot_seed(seed, p)) for p in range(1, players)]
        moves = 0
        while not match.is_over and moves < 5000:
            choice = match.next_choice()
            assert choice is not None
            player, legal = choice
            if player == 0:
                search = getattr(searcher, "search", None)
                before = time.process_time()
                at = search(Seat(match, 0, legal)) if search else legal.index(searcher.choose(None, legal))
                if len(legal) > 1:
                    spent.append(time.process_time() - before)
            else:
                at = others[player - 1].pick(None, legal)  # type: ignore[attr-defined]
            match.play_listed(player, at)
            moves += 1
    if not spent:
        return {"decisions": 0}
    spent.sort()
    return {"decisions": len(spent), "mean": sum(spent) / len(spent),
            "p95": spent[min(len(spent) - 1, int(0.95 * len(spent)))], "max": spent[-1]}


def main() -> int:
    """Parse the arguments, run every configuration, print the JSON."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", help="a game (default: every installed game)")
    parser.add_argument("--players", type=int, action="append", help="seat counts (default: 2 and 4)")
    parser.add_argument("--bot", default="mcts", help="the bot under test (mcts)")
    parser.add_argument("--weak", default="mcts:iterations=50", help="the weaker opponent")
    parser.add_argument("--against", action="append", choices=("random", "weaker"),
                        help="which matchups (default both)")
    parser.add_argument("--games", type=int, default=200, help="matches per configuration (200)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="seconds per configuration at most")
    parser.add_argument("--timing", type=int, default=2, help="matches timed per configuration (2; 0: none)")
    parser.add_argument("--out", help="also write the JSON to this file")
    args = parser.parse_args()
    registry = senet.default_registry()
    games = args.game or registry.names()
    out: dict[str, Any] = {"bot": args.bot, "weak": args.weak, "machine": platform.machine(),
                           "python": platform.python_version(), "workers": args.workers, "results": []}
    for name in games:
        game = registry.get(name)
        for wanted in args.players or [2, 4]:
            players = seats_for(game, wanted)
            entry: dict[str, Any] = {"game": name, "players": players, "matchups": []}
            for against in args.against or ["random", "weaker"]:
                others = "random" if against == "random" else args.weak
                seeds = range(args.seed, args.seed + args.games)
                entry["matchups"].append(matchup(name, players, args.bot, others, seeds, args.workers,
                                                 args.budget))
                print(json.dumps({"game": name, "players": players, **entry["matchups"][-1]}),
                      file=sys.stderr, flush=True)
            if args.timing:
                entry["move_cpu_seconds"] = move_time(name, players, args.bot, args.timing)
                timed = {"game": name, "players": players, "move_cpu_seconds": entry["move_cpu_seconds"]}
                print(json.dumps(timed), file=sys.stderr, flush=True)
            out["results"].append(entry)
    text = json.dumps(out, indent=1)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
