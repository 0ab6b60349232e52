#!/usr/bin/env python3
"""Matches per second with ``--workers`` 1 and N on the same seeds, alternating, with the load.

    python bench/workers_scaling.py --workers 2 --seeds 16 --rounds 2

Plays the matches of the same seeds (one job: ``--bot`` in seat 0, random elsewhere)
with one process and with ``--workers`` processes, in turn, ``--rounds`` times, so
that a load that comes and goes falls on both alike. Prints one JSON object: per
run, the wall seconds, matches per second and the load averages before and after
(``os.getloadavg``); the speed-up (median of N over median of 1); and whether every
run gave the same records (it must: the seeds decide everything).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

from senet.bots.runner import Job, run_job


def main() -> int:
    """Run the alternating rounds and print the JSON."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="nimmt-classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", default="mcts:iterations=50")
    parser.add_argument("--seeds", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    job = Job(args.game, args.players, (args.bot, *["random"] * (args.players - 1)))
    seeds = range(args.seeds)
    runs = []
    records = set()
    for _ in range(args.rounds):
        for workers in (1, args.workers):
            load_before = os.getloadavg()
            started = time.perf_counter()
            run = run_job(job, seeds, workers=workers, chunk=1)
            seconds = time.perf_counter() - started
            records.add(run.records)
            runs.append({"workers": workers, "seconds": round(seconds, 2),
                         "matches_per_second": round(len(run.records) / seconds, 3),
                         "load_before": [round(x, 2) for x in load_before],
                         "load_after": [round(x, 2) for x in os.getloadavg()]})
            print(json.dumps(runs[-1]), file=sys.stderr, flush=True)
    one = statistics.median(r["matches_per_second"] for r in runs if r["workers"] == 1)
    many = statistics.median(r["matches_per_second"] for r in runs if r["workers"] == args.workers)
    print(json.dumps({"game": args.game, "players": args.players, "bot": args.bot, "seeds": args.seeds,
                      "cpus": os.cpu_count(), "runs": runs, "speedup": round(many / one, 2),
                      "same_records": len(records) == 1}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
