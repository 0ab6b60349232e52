#!/usr/bin/env python3
"""Classic 6 nimmt! in a bare Python loop beside the engine, alternating: rounds/s and the ratio.

    python bench/nimmt_ratio.py --seconds 20 --players 4

The bare loop is the card game written as a plain loop with no engine: 104 cards with
their bullheads, four rows, ten cards a player, everyone choosing a card at once (at
random), the lowest placed first, a card lower than every row end taking a row of its
owner's (random) choice, the sixth card taking the row; a new round until someone has
66 points, then a new game. The engine side plays ``nimmt-classic`` through the lean
simulator, as playouts, search and simulations do: ``senet.Sim.new``, ``next_choice`` and
``play_index`` with a random choice. (Until 28 November 2026 it went through
``new_match(keep_log=False)``, ``to_act``, ``legal_moves`` and ``submit``.) The two run
in alternating slices of about ``--slice`` seconds, each timed by this process's CPU clock,
so that a busy machine slows both alike. Printed: rounds (of ten tricks) per CPU second for
each, and engine / bare (the issue's goal is 0.37).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from typing import Protocol

import senet
from senet_games.nimmt.tiles import CARD_BULLS

DECK = tuple(range(1, 105))


def bare_rounds(rng: random.Random, players: int, budget: float) -> tuple[int, float]:
    """Play whole games of the card game as a plain loop for about ``budget`` CPU
    seconds; the rounds played and the CPU time taken."""
    bulls = CARD_BULLS
    rounds = 0
    start = time.process_time()
    while time.process_time() - start < budget:
        penalties = [0] * players
        while max(penalties) < 66:
            deck = list(DECK)
            rng.shuffle(deck)
            hands = [sorted(deck[10 * p:10 * p + 10]) for p in range(players)]
            rows = [[c] for c in deck[10 * players:10 * players + 4]]
            for _ in range(10):
                trick = []
                for p in range(players):
                    hand = hands[p]
                    trick.append((hand.pop(rng.randrange(len(hand))), p))
                trick.sort()
                for card, p in trick:
                    best = -1
                    best_end = 0
                    for i in range(4):
                        end = rows[i][-1]
                        if best_end < end < card:
                            best, best_end = i, end
                    if best < 0:
                        taken = rng.randrange(4)
                        penalties[p] += sum(bulls[c] for c in rows[taken])
                        rows[taken] = [card]
                    elif len(rows[best]) == 5:
                        penalties[p] += sum(bulls[c] for c in rows[best])
                        rows[best] = [card]
                    else:
                        rows[best].append(card)
            rounds += 1
    return rounds, time.process_time() - start


class EngineRunner:
    """The engine's classic game through the lean simulator, one match after another."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.seed = 0
        self.rng = random.Random(1)
        self.moves = 0
        self.game = senet.default_registry().get("nimmt-classic")

    def rounds(self, budget: float) -> tuple[int, float]:
        """Play whole matches for about ``budget`` CPU seconds; rounds played, CPU time."""
        below = self.rng.randrange
        rounds = 0
        start = time.process_time()
        while time.process_time() - start < budget:
            sim = senet.Sim.new(self.game, self.players, self.seed)
            self.seed += 1
            next_choice, play_index = sim.next_choice, sim.play_index
            moves = 0
            while (choice := next_choice()) is not None:
                player, legal = choice
                play_index(player, below(len(legal)))
                moves += 1
            self.moves += moves
            rounds += sim.state.round
        return rounds, time.process_time() - start


def alternate(runs: dict[str, Callable[[float], tuple[int, float]]], seconds: float, slice_: float
              ) -> dict[str, tuple[int, float]]:
    """Run each of ``runs`` in turn, a slice at a time, until ``seconds`` of CPU time passed;
    the totals (count, CPU seconds) of each."""
    totals = {name: (0, 0.0) for name in runs}
    spent = 0.0
    while spent < seconds:
        for name, run in runs.items():
            count, cpu = run(slice_)
            done, took = totals[name]
            totals[name] = (done + count, took + cpu)
            spent += cpu
    return totals


class Runner(Protocol):
    """What plays beside the bare loop: rounds in a CPU budget, and the moves made so far."""

    moves: int

    def rounds(self, budget: float) -> tuple[int, float]: ...


def beside_bare(name: str, make: Callable[[int], Runner], doc: str, argv: list[str] | None) -> int:
    """Parse the arguments, alternate the bare loop with ``make(players)``, print JSON."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--slice", type=float, default=0.5)
    args = parser.parse_args(argv)
    bare_rng = random.Random(0)
    runner = make(args.players)
    totals = alternate({"bare": lambda t: bare_rounds(bare_rng, args.players, t),
                        name: runner.rounds}, args.seconds, args.slice)
    bare = totals["bare"][0] / totals["bare"][1]
    ours = totals[name][0] / totals[name][1]
    print(json.dumps({
        "players": args.players,
        "bare_rounds_per_cpu_second": round(bare, 1),
        f"{name}_rounds_per_cpu_second": round(ours, 1),
        f"{name}_moves_per_cpu_second": round(runner.moves / totals[name][1]),
        "ratio": round(ours / bare, 3),
        "goal": 0.37,
    }))
    return 0


def main(argv: list[str] | None = None) -> int:
    """The engine beside the bare loop."""
    return beside_bare("engine", EngineRunner, __doc__ or "", argv)


if __name__ == "__main__":
    raise SystemExit(main())
