"""Self-play policy gradient on classic 6 nimmt!, measured against random seats.

A small network (one hidden layer of 64, numpy only) plays every seat of 3-player
``nimmt-classic`` matches through ``senet.rl.env``; after each batch of 10 matches it is
nudged towards the moves of the seats that did better than their table (REINFORCE: each
move's advantage is its seat's final reward less the table's mean, by default the score
reward, so fewer penalty points than the others is better). Every 500 matches it plays seat 0
against two random seats, sampling its moves and playing its likeliest move, and the share of
those matches it wins is plotted over training.

    python docs/examples/rl/train.py --plot docs/images/rl-nimmt-classic.png \
        --json docs/images/rl-nimmt-classic.json

Runs on one CPU core in about a quarter of an hour (854 s for the committed plot).
Needs ``pip install 'senet[rl]' matplotlib``.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import numpy as np

import senet.rl

GAME, PLAYERS = "nimmt-classic", 3


class Policy:
    """Masked softmax over actions from one hidden layer; Adam on the REINFORCE gradient."""

    def __init__(self, inputs: int, actions: int, scale: np.ndarray, hidden: int = 64, seed: int = 0,
                 rate: float = 3e-3) -> None:
        rng = np.random.default_rng(seed)
        self.params = {
            "w1": rng.normal(0, 1 / np.sqrt(inputs), (inputs, hidden)), "b1": np.zeros(hidden),
            "w2": rng.normal(0, 0.01, (hidden, actions)), "b2": np.zeros(actions),
        }
        self.scale = scale
        self.rate = rate
        self.moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in self.params.items()}
        self.steps = 0

    def features(self, observation: np.ndarray) -> np.ndarray:
        """The observation with every number brought to about 0..1."""
        return observation / self.scale

    def probabilities(self, x: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The hidden layer and the move probabilities (0 outside the mask)."""
        p = self.params
        hidden = np.maximum(x @ p["w1"] + p["b1"], 0)
        logits = hidden @ p["w2"] + p["b2"]
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        weights = np.exp(logits)
        return hidden, weights / weights.sum()

    def act(self, observation: dict[str, np.ndarray], rng: np.random.Generator, greedy: bool = False
            ) -> tuple[int, tuple[Any, ...]]:
        """An action, and what the update needs to remember of the choice."""
        x = self.features(observation["observation"])
        hidden, probs = self.probabilities(x, observation["action_mask"])
        action = int(np.argmax(probs)) if greedy else int(rng.choice(len(probs), p=probs))
        return action, (x, hidden, probs, action)

    def update(self, choices: list[tuple[tuple[Any, ...], float]]) -> None:
        """One Adam step up the gradient of sum(advantage * log p(action)); the advantages are
        scaled to unit size over the batch."""
        grads = {k: np.zeros_like(v) for k, v in self.params.items()}
        spread = float(np.sqrt(np.mean([a * a for _, a in choices]))) or 1.0
        choices = [(memo, a / spread) for memo, a in choices]
        w2 = self.params["w2"]
        for (x, hidden, probs, action), reward in choices:
            dlogits = -probs * reward
            dlogits[action] += reward
            grads["w2"] += np.outer(hidden, dlogits)
            grads["b2"] += dlogits
            dhidden = (w2 @ dlogits) * (hidden > 0)
            grads["w1"] += np.outer(x, dhidden)
            grads["b1"] += dhidden
        self.steps += 1
        for key, grad in grads.items():
            grad /= max(1, len(choices))
            m, v = self.moments[key]
            m[:] = 0.9 * m + 0.1 * grad
            v[:] = 0.999 * v + 0.001 * grad * grad
            m_hat = m / (1 - 0.9 ** self.steps)
            v_hat = v / (1 - 0.999 ** self.steps)
            self.params[key] += self.rate * m_hat / (np.sqrt(v_hat) + 1e-8)  # ascent


def play(env: Any, policy: Policy, seed: int, rng: np.random.Generator, learners: set[int],
         greedy: bool = False) -> tuple[list[tuple[tuple[Any, ...], float]], dict[int, float]]:
    """One match: ``learners`` seats play the policy, the others uniformly among legal moves.
    Returns the learners' choices with their advantage (their reward less the table's mean),
    and every seat's reward."""
    env.reset(seed=seed)
    taken: dict[int, list[tuple[Any, ...]]] = {p: [] for p in learners}
    final: dict[int, float] = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        seat = int(agent.split("_")[1])
        if terminated or truncated:
            final[seat] = float(reward)
            env.step(None)
            continue
        if seat in learners:
            action, memo = policy.act(observation, rng, greedy)
            taken[seat].append(memo)
        else:
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        env.step(action)
    mean = sum(final.values()) / len(final)
    return [(memo, final[p] - mean) for p in learners for memo in taken[p]], final


def win_rate(env: Any, policy: Policy, games: int, seed: int, greedy: bool = False) -> float:
    """The share of matches the policy (seat 0) wins against random seats (a first place shared
    by k seats counts 1/k). ``greedy``: the policy plays its likeliest move instead of sampling."""
    rng = np.random.default_rng(seed)
    won = 0.0
    for g in range(games):
        play(env, policy, 10_000_000 + seed * games + g, rng, {0}, greedy)
        ranks = env.match.result.ranks
        if ranks[0] == 1:
            won += 1 / ranks.count(1)
    return won / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4000, help="self-play training matches")
    parser.add_argument("--batch", type=int, default=10, help="matches per update")
    parser.add_argument("--every", type=int, default=500, help="training matches between measures")
    parser.add_argument("--measure", type=int, default=200, help="matches against random seats per measure")
    parser.add_argument("--rate", type=float, default=3e-3, help="Adam's step size")
    parser.add_argument("--reward", choices=senet.rl.REWARDS, default="score",
                        help="what the policy learns from (score: fewer penalty points)")
    parser.add_argument("--mix", type=float, default=0.0,
                        help="chance that a training seat is a random player instead of the policy")
    parser.add_argument("--plot", type=Path, help="where to save the plot (PNG)")
    parser.add_argument("--json", type=Path, help="where to save the measures")
    args = parser.parse_args()

    env = senet.rl.env(GAME, PLAYERS, reward=args.reward)
    table = env.table
    policy = Policy(table.low.size, table.size, np.clip(table.high, 1, 104), rate=args.rate)
    rng = np.random.default_rng(1)
    start = time.monotonic()
    def measure(game: int) -> tuple[int, float, float]:
        point = (game, win_rate(env, policy, args.measure, game),
                 win_rate(env, policy, args.measure, game, greedy=True))
        print(f"after {game:5d} matches: wins {point[1]:.3f} sampling, {point[2]:.3f} greedy, "
              f"against random seats ({time.monotonic() - start:.0f} s)", flush=True)
        return point

    points = [measure(0)]
    batch: list[tuple[tuple[Any, ...], float]] = []
    for game in range(1, args.games + 1):
        seats = {p for p in range(PLAYERS) if rng.random() >= args.mix} or {int(rng.integers(PLAYERS))}
        choices, _ = play(env, policy, game, rng, seats)
        batch.extend(choices)
        if game % args.batch == 0:
            policy.update(batch)
            batch = []
        if game % args.every == 0:
            points.append(measure(game))
    chance = 1 / PLAYERS
    if args.json:
        args.json.write_text(json.dumps({"game": GAME, "players": PLAYERS, "chance": chance,
                                         "measures": points, "seconds": time.monotonic() - start}))
    if args.plot:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(6, 3.5))
        games = [p[0] for p in points]
        ax.plot(games, [p[1] for p in points], marker="o", label="policy, sampling")
        ax.plot(games, [p[2] for p in points], marker="s", label="policy, likeliest move")
        ax.axhline(chance, color="grey", linestyle="--", label=f"a random seat ({chance:.2f})")
        ax.set_xlabel("self-play training matches")
        ax.set_ylabel(f"win rate against {PLAYERS - 1} random seats")
        ax.set_title(f"{GAME}, {PLAYERS} players: {args.measure} matches per point")
        ax.set_ylim(0, 1)
        ax.legend()
        fig.tight_layout()
        fig.savefig(args.plot, dpi=120)


if __name__ == "__main__":
    main()
