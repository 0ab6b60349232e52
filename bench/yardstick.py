"""A bot against a yardstick, seats swapped on the same deals: win shares with 95% intervals.

    python bench/yardstick.py --bot "mcts:seconds=0.05,iterations=10000000,rollout=200,round=true" \\
        --against flatmc --players 2 --deals 20 --workers 2

Each deal (seed) is played twice: the bot under test (``--bot``) in the even seats and
the yardstick (``--against``, default ``flatmc``: 100 playouts per move to the round's
end, scored by the real score) in the odd ones, then the other way round. Two players:
the bot's share of the matches won (a shared first place counts 1/k; even 50%). More
players: the bot's share of the first places (its seats are half the table or about;
``fair`` says its share of the seats) and its mean share of the other seats it beat.
Also each side's mean score and the CPU seconds of its decisions among more than one
move. Every match is appended to ``--results`` (JSON lines, default
``bench/results/yardstick.jsonl``); ``--report`` prints the summary of that file.
Run by hand.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from strength_record import wilson

from senet.bots import normalised, rank_rewards
from senet.bots.runner import Job, Record, run_tasks

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "yardstick.jsonl"


def lineups(bot: str, against: str, players: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The two seatings of a deal: the bot in the even seats, then in the odd ones."""
    first = tuple(bot if p % 2 == 0 else against for p in range(players))
    return first, tuple(against if p % 2 == 0 else bot for p in range(players))


def line(job: Job, record: Record, bot: str, against: str) -> dict[str, Any]:
    """One match as a JSON line: the set-up, whose seats, ranks, scores and CPU per decision."""
    return {"game": job.game, "players": job.players, "options": dict(job.options), "bot": bot,
            "against": against, "seed": record.seed, "seats": list(job.bots),
            "finished": record.finished, "ranks": list(record.ranks or ()),
            "scores": list(record.scores or ()),
            "cpu": [list(c) for c in record.cpu or ()]}


def summary(lines: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The bot's share of wins (and of other seats beaten), each side's scores and CPU."""
    wins = beaten = fair = 0.0
    n = 0
    scores: dict[str, list[float]] = {"bot": [], "against": []}
    cpu: dict[str, list[float]] = {"bot": [], "against": []}
    for ln in lines:
        ranks = ln["ranks"]
        mine = [p for p, text in enumerate(ln["seats"]) if text == ln["bot"]]
        theirs = [p for p in range(ln["players"]) if p not in mine]
        n += 1
        fair += len(mine) / ln["players"]
        if ranks and ln["finished"]:
            firsts = [p for p, r in enumerate(ranks) if r == 1]
            wins += sum(1 for p in firsts if p in mine) / len(firsts)
            rewards = rank_rewards(ranks)
            beaten += statistics.mean(rewards[p] for p in mine)
        for side, seats in (("bot", mine), ("against", theirs)):
            scores[side] += [ln["scores"][p] for p in seats if ln["scores"]]
            cpu[side] += [t for p in seats for t in ln["cpu"][p]]
    low, high = wilson(wins, n)
    return {
        "matches": n, "wins": wins, "win_share": wins / n if n else 0.0, "interval": (low, high),
        "fair": fair / n if n else 0.0, "beaten": beaten / n if n else 0.0,
        "beaten_interval": wilson(beaten, n),
        "score": {k: statistics.mean(v) if v else None for k, v in scores.items()},
        "cpu_mean": {k: statistics.mean(v) if v else None for k, v in cpu.items()},
        "cpu_max": {k: max(v) if v else None for k, v in cpu.items()},
    }


def show(key: tuple[str, int, str, str], s: Mapping[str, Any]) -> str:
    """One configuration's summary as a few lines for people."""
    game, players, bot, against = key
    low, high = s["interval"]
    blow, bhigh = s["beaten_interval"]

    def f(x: float | None) -> str:
        return "-" if x is None else f"{x:.3f}"

    return (f"{game}, {players} players: {bot} against {against}\n"
            f"  matches {s['matches']}, bot's share of first places {s['wins']:g} = "
            f"{s['win_share']:.1%} (95% {low:.1%}-{high:.1%}; fair {s['fair']:.0%}), "
            f"other seats beaten {s['beaten']:.1%} (95% {blow:.1%}-{bhigh:.1%}; fair 50%)\n"
            f"  mean score: bot {f(s['score']['bot'])}, against {f(s['score']['against'])}; "
            f"CPU s a decision mean/max: bot {f(s['cpu_mean']['bot'])}/{f(s['cpu_max']['bot'])}, "
            f"against {f(s['cpu_mean']['against'])}/{f(s['cpu_max']['against'])}")


def report(path: Path) -> str:
    """Every configuration recorded in ``path``, summarised."""
    groups: dict[tuple[str, int, str, str], list[dict[str, Any]]] = {}
    for raw in path.read_text().splitlines() if path.exists() else ():
        try:
            ln = json.loads(raw)
        except json.JSONDecodeError:  # a line cut short by a kill
            continue
        groups.setdefault((ln["game"], ln["players"], ln["bot"], ln["against"]), []).append(ln)
    return "\n".join(show(key, summary(lines)) for key, lines in groups.items())


def main(argv: Sequence[str] | None = None) -> int:
    """Play the deals, record and print the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="nimmt-classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", default="quick")
    parser.add_argument("--against", default="flatmc")
    parser.add_argument("--deals", type=int, default=20, help="deals, each played with seats swapped")
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--report", action="store_true", help="only summarise the results file")
    args = parser.parse_args(argv)
    if args.report:
        print(report(args.results))
        return 0
    bot, against = normalised(args.bot), normalised(args.against)
    jobs = [Job(args.game, args.players, seats, timed=True) for seats in lineups(bot, against, args.players)]
    args.results.parent.mkdir(parents=True, exist_ok=True)
    done: list[dict[str, Any]] = []
    for seed in range(args.seed, args.seed + args.deals):  # a deal at a time: a stopped run keeps the rest
        run = run_tasks([(job, seed) for job in jobs], workers=min(args.workers, len(jobs)))
        if run.interrupted:
            break
        with args.results.open("a") as out:
            for job, record in zip(jobs, run.records, strict=True):
                done.append(line(job, record, bot, against))
                out.write(json.dumps(done[-1]) + "\n")
    print(show((args.game, args.players, bot, against), summary(done)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
