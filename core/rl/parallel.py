"""The parallel environment: every seat asked now acts in one step.

Meant for games with decisions taken at once in secret (a tile choice, a paddle card): one
step takes the actions of every seat the current decision asks; the others' actions are
ignored (their masks are all 0). A decision put to one seat is a step of its own, with only
that seat's action read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pettingzoo import ParallelEnv

from ..errors import IllegalMove, OptionError
from ..game import Game
from ..registry import Registry
from .episodes import End, Seated
from .table import Observation, Table

__all__ = ["SenetParallelEnv", "parallel_env"]

Stepped = tuple[dict[str, Observation], dict[str, float], dict[str, bool], dict[str, bool],
                dict[str, dict[str, Any]]]
"""What a parallel step returns: observations, rewards, terminations, truncations, infos."""


class SenetParallelEnv(Seated, ParallelEnv[str, Observation, int]):
    """A senet game with simultaneous decisions as a PettingZoo parallel environment."""

    def __init__(self, table: Table, *, reward: str = "rank", illegal: str = "raise",
                 max_moves: int | None = None, render_mode: str | None = None) -> None:
        if not table.simultaneous:
            raise OptionError(f"{table.game.name} has no decision taken at once by several players: "
                              "use senet.rl.env (agent by agent)")
        name = table.game.name.replace("-", "_")
        self._seat_agents(table, reward, illegal, max_moves, render_mode, {"name": f"senet_{name}_parallel"})

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        """A new match; every seat's observation."""
        match = self.episodes.start(seed)
        self.agents = list(self.possible_agents)
        return ({a: self.table.observe(match, self._seat[a]) for a in self.agents},
                {a: {} for a in self.agents})

    def step(self, actions: Mapping[str, Any]) -> Stepped:
        """Play the action of every seat asked now (all checked before any is played)."""
        match = self.match
        asked = match.to_act
        ended: End | None = None
        moves = []
        for seat in asked:
            agent = self.possible_agents[seat]
            if agent not in actions:
                raise IllegalMove(f"{agent} must act now (its mask has legal actions) but has no action",
                                  "invalid")
            try:
                moves.append((seat, self.table.move(match, seat, actions[agent])))
            except IllegalMove:
                if self.episodes.illegal == "raise":
                    raise
                ended = self.episodes.lost(seat)
                break
        if ended is None:
            for seat, move in moves:
                match.submit(seat, move)
                self.episodes.moves += 1
            ended = self.episodes.ended()
        agents = self.agents
        observations = {a: self.table.observe(match, self._seat[a]) for a in agents}
        rewards = dict.fromkeys(agents, 0.0)
        done = ended is not None and not ended.truncated
        cut = ended is not None and ended.truncated
        if ended is not None:
            rewards = {a: ended.rewards[self._seat[a]] for a in agents}
            self.agents = []
        return (observations, rewards, dict.fromkeys(agents, done), dict.fromkeys(agents, cut),
                {a: {} for a in agents})



def parallel_env(game: str | Game[Any], players: int, options: Mapping[str, object] | None = None, *,
                 reward: str = "rank", illegal: str = "raise", max_moves: int | None = None,
                 render_mode: str | None = None, registry: Registry | None = None) -> SenetParallelEnv:
    """A PettingZoo parallel environment of ``game`` for ``players`` seats (see docs/rl.md)."""
    table = Table.make(game, players, options, registry)
    return SenetParallelEnv(table, reward=reward, illegal=illegal, max_moves=max_moves,
                            render_mode=render_mode)
