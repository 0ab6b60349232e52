"""How well a game's ``evaluate`` foretells the winner of random matches: its Brier score
over a grid of the evaluate module's constants.

    python bench/evaluate_fit.py --game tigris --matches 40 --every 10 \\
        --grid LEAST=0.25,0.5,1 --grid PER_TILE=0.001,0.01,0.04

Plays ``--matches`` random two-player matches (seeds from 0), keeps every ``--every``-th
state, and, for each combination of the constants given (attributes of
``senet_games.GAME.evaluate``, patched for the run), scores seat 0's value in those
states against how the match ended for seat 0 (1 won, 0 lost, 0.5 shared): the mean
squared error, against 0.25 for a constant 0.5. Random play is not good play: a fit
here is a start for the constants, not a measurement. Run by hand.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import random
from collections.abc import Sequence
from typing import Any

import senet


def samples(game: str, matches: int, every: int, cap: int) -> list[tuple[Any, float]]:
    """(state, seat 0's outcome) for every ``every``-th state of random two-player matches."""
    rng = random.Random(1)
    out: list[tuple[Any, float]] = []
    for seed in range(matches):
        match = senet.new_match(game, 2, seed=seed, keep_log=False)
        kept = []
        for k in range(cap):
            choice = match.next_choice()
            if choice is None:
                break
            player, legal = choice
            if k % every == 0:
                kept.append(match.state)
            match.play_index(player, rng.randrange(len(legal)))
        result = match.result if match.next_choice() is None else None
        if result is None:
            continue
        a, b = result.ranks[0], result.ranks[1]
        won = 1.0 if a < b else 0.0 if a > b else 0.5
        out += [(state, won) for state in kept]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print the Brier score of every combination of the grid, best first."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--cap", type=int, default=3000, help="moves a match plays at most")
    parser.add_argument("--grid", action="append", default=[], help="NAME=v1,v2,... (a constant's values)")
    args = parser.parse_args(argv)
    game = senet.default_registry().get(args.game)
    evaluate = senet.faces.evaluation(game)[0]
    assert evaluate is not None, f"{args.game} declares no evaluate"
    module = importlib.import_module(evaluate.__module__)
    names = [g.split("=", 1)[0] for g in args.grid]
    values = [[float(v) for v in g.split("=", 1)[1].split(",")] for g in args.grid]
    data = samples(args.game, args.matches, args.every, args.cap)
    rows = []
    for combo in itertools.product(*values):
        for name, value in zip(names, combo, strict=True):
            setattr(module, name, value)
        brier = sum((evaluate(state)[0] - won) ** 2 for state, won in data) / len(data)
        rows.append((brier, combo))
    print(f"{args.game}: {len(data)} states of {args.matches} random two-player matches")
    for brier, combo in sorted(rows)[:10]:
        print(f"  Brier {brier:.4f}  " + ", ".join(f"{n}={v:g}" for n, v in zip(names, combo, strict=True)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
