"""What the search sees in a game, on positions of one random match: three probes.

    python bench/search_probe.py iterations --game tigris --seconds 0.1
    python bench/search_probe.py signal --game tigris --at 60,150,250
    python bench/search_probe.py agree --game tigris --iterations 440 --rollouts 0,20 --at 60,150

- ``iterations``: how many iterations ``mcts`` fits in ``--seconds`` (thread CPU) at every
  15th decision among more than one move, and how many legal moves those decisions offer.
- ``signal``: from the seat to move, ``--copies`` search copies each played on for 20
  random moves, then scored as the search scores them, by the game's ``evaluate``
  ("new"), and by the ranks of the current result ("old", what a game without an
  ``evaluate`` gives): mean, spread and the share of certain wins. A score stuck at one
  value tells the search nothing.
- ``agree``: the same position searched with ``--seeds`` seeds at ``--iterations``, for
  each rollout length: how many seeds chose the most chosen move.

The match is random play from ``--seed`` (moves drawn by Python's ``random`` seeded 2-5,
as noted per probe), so positions are those of random play. Run by hand.
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import time
from collections.abc import Iterator, Sequence
from typing import Any

import senet
from senet.bots import Seat
from senet.bots.mcts import MctsBot, evaluation, rank_rewards
from senet.bots.playouts import play_on
from senet.rng import Rng


def positions(game: str, players: int, seed: int, moves: int, at: Sequence[int] | None,
              least: int = 2) -> Iterator[tuple[int, senet.Match[Any], int, Sequence[senet.Move]]]:
    """(move number, match, player, legal) along a random match: at the numbers in ``at``
    (the first decision from each with at least ``least`` legal moves), else every decision."""
    rng = random.Random(seed)
    match = senet.new_match(game, players, seed=seed, keep_log=False)
    wanted = list(at) if at is not None else None
    for k in range(moves):
        choice = match.next_choice()
        if choice is None:
            return
        player, legal = choice
        if len(legal) >= least and (wanted is None or (wanted and k >= wanted[0])):
            if wanted:
                wanted.pop(0)
            yield k, match, player, legal
            if wanted is not None and not wanted:
                return
        match.play_index(player, rng.randrange(len(legal)))


def iterations(args: argparse.Namespace) -> None:
    """Iterations that fit in the budget, and legal moves, at every 15th decision."""
    its, legals = [], []
    for k, match, player, legal in positions(args.game, args.players, args.seed, 600, None):
        if k % 15:
            continue
        bot = MctsBot(player, 1, iterations=10**7, seconds=args.seconds, whole_round=True)
        bot.search(Seat(match, player, legal))
        its.append(bot.last_iterations)
        legals.append(len(legal))
    print(f"{args.game}, {args.players} players, {args.seconds} s: {len(its)} decisions, iterations "
          f"median {statistics.median(its)} ({min(its)}-{max(its)}), legal moves median "
          f"{statistics.median(legals)} (max {max(legals)})")


def signal(args: argparse.Namespace) -> None:
    """The scores of cut-off rollouts: by the game's evaluate, and by the current result's ranks."""
    game = senet.default_registry().get(args.game)
    for k, match, player, legal in positions(args.game, args.players, args.seed, 3000, args.at):
        seat = Seat(match, player, legal)
        old, new = [], []
        for i in range(args.copies):
            copy = seat.determinized(1000 + i)
            play_on(copy, Rng(i + 1), None, 20)
            old.append(rank_rewards(game.result(copy.state).ranks)[player])
            new.append(evaluation(game, copy)[player])
        print(f"move {k}, seat {player}: old {statistics.mean(old):.2f} ± {statistics.pstdev(old):.2f} "
              f"(certain wins {old.count(1.0) / len(old):.0%}); new {statistics.mean(new):.2f} ± "
              f"{statistics.pstdev(new):.3f}")


def agree(args: argparse.Namespace) -> None:
    """How many seeds choose the most chosen move, per rollout length."""
    for k, match, player, legal in positions(args.game, args.players, args.seed, 3000, args.at, 6):
        out = []
        for rollout in args.rollouts:
            started = time.thread_time()
            picks = collections.Counter(
                MctsBot(player, s, iterations=args.iterations, rollout=rollout, whole_round=True)
                .search(Seat(match, player, legal)) for s in range(args.seeds))
            ms = (time.thread_time() - started) / args.seeds / args.iterations * 1000
            out.append(f"rollout {rollout}: {picks.most_common(1)[0][1]}/{args.seeds} "
                       f"({len(picks)} moves, {ms:.2f} ms an iteration)")
        print(f"move {k}, {len(legal)} legal: " + "; ".join(out))


def main(argv: Sequence[str] | None = None) -> int:
    """Run one probe."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("probe", choices=("iterations", "signal", "agree"))
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=None, help="the random match (7, 11, 21 by probe)")
    parser.add_argument("--seconds", type=float, default=0.1)
    parser.add_argument("--at", type=lambda t: [int(x) for x in t.split(",")], default=[60, 150, 250])
    parser.add_argument("--copies", type=int, default=60)
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--iterations", type=int, default=440)
    parser.add_argument("--rollouts", type=lambda t: [int(x) for x in t.split(",")], default=[0, 20])
    args = parser.parse_args(argv)
    if args.seed is None:
        args.seed = {"iterations": 7, "signal": 11, "agree": 21}[args.probe]
    {"iterations": iterations, "signal": signal, "agree": agree}[args.probe](args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
