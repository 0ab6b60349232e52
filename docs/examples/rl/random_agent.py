"""A masked random agent: every game, through PettingZoo's agent-by-agent loop.

    python docs/examples/rl/random_agent.py tigris --players 3 --seed 7

Each seat picks uniformly among the actions its mask allows; the match's rewards are printed
at the end (rank rewards: +1 for a sole winner, -1 for a sole last). Needs ``pip install 'senet[rl]'``.
"""

from __future__ import annotations

import argparse

import numpy as np

import senet.rl


def main() -> None:
    parser = argparse.ArgumentParser(description="a masked random agent")
    parser.add_argument("game", nargs="?", default="nimmt-classic")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-moves", type=int, default=2000, help="cut an endless random match here")
    parser.add_argument("--reward", choices=senet.rl.REWARDS, default="rank")
    args = parser.parse_args()

    env = senet.rl.env(args.game, args.players, reward=args.reward, max_moves=args.max_moves)
    env.reset(seed=args.seed)
    rng = np.random.default_rng(args.seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    actions = 0
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            action = None  # the match is over for this agent: PettingZoo's way to say goodbye
        else:
            legal = np.flatnonzero(observation["action_mask"])
            action = int(rng.choice(legal))
            actions += 1
        env.step(action)
    result = env.match.result
    print(f"{args.game}, {args.players} players: {actions} actions, "
          f"{'over' if result else f'cut after {args.max_moves} moves'}")
    for agent, total in totals.items():
        print(f"  {agent}: reward {total:+.2f}")


if __name__ == "__main__":
    main()
