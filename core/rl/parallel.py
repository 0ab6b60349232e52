"""The parallel environment: every seat asked now acts in one step.

Meant for games with decisions taken at once in secret (a tile choice, a paddle card): one
step takes the actions of every seat the current decision asks; the others' actions are
ignored (their masks are all 0). A decision put to one seat is a step of its own, with only
that seat's action read.

The end follows PettingZoo's parallel contract (``parallel_api_test``): the step that ends the
match returns every agent terminated (or truncated) and empties ``agents``; a ``step()`` after
that raises :class:`senet.IllegalMove` (code ``game_over``) saying to call ``reset()``.
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
                 max_moves: int | None = None, render_mode: str | None = None, record: bool = False) -> None:
        if not table.simultaneous:
            raise OptionError(f"{table.game.name} has no decision taken at once by several players: "
                              "use senet.rl.env (agent by agent)")
        name = table.game.name.replace("-", "_")
        self._seat_agents(table, reward, illegal, max_moves, render_mode, {"name": f"senet_{name}_parallel"},
                          record)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        """A new match; every seat's observation."""
        match = self.episodes.start(seed)
        self.agents = list(self.possible_agents)
        return ({a: self.table.observe(match, self._seat[a]) for a in self.agents},
                {a: {} for a in self.agents})

    def observe(self, agent: str) -> Observation:
        """What ``agent``'s seat sees now, and its action mask (all 0 when it need not act)."""
        return self.table.observe(self.match, self.seat_of(agent))

    def _numbers(self, actions: Mapping[str, Any]) -> dict[int, int]:
        """Each asked seat's action number; every action given checked first (an agent of this
        environment; an integer in range, or ``None`` for a seat not asked)."""
        if not isinstance(actions, Mapping):
            raise IllegalMove("step() takes a dict of agent names to actions, not a "
                              f"{type(actions).__name__}", "invalid")
        asked = self.match.to_act
        numbers: dict[int, int] = {}
        for agent, action in actions.items():
            seat = self.seat_of(agent)
            if seat in asked:
                numbers[seat] = self.table.number(seat, action)
            elif action is not None:
                self.table.number(seat, action)  # ignored, but an action of the space
        for seat in asked:
            if seat not in numbers:
                raise IllegalMove(f"{self.possible_agents[seat]} must act now (its mask has legal actions) "
                                  "but has no action", "invalid")
        return numbers

    def step(self, actions: Mapping[str, Any]) -> Stepped:
        """Play the action of every seat asked now (all checked before any is played)."""
        match = self.match
        if not self.agents:
            raise IllegalMove("step(): the match is over and every agent is done (agents is empty): "
                              "call reset() for a new match", "game_over")
        numbers = self._numbers(actions)
        ended: End | None = None
        moves = []
        for seat, number in sorted(numbers.items()):
            try:
                moves.append((seat, self.table.move(match, seat, number)))
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
                 render_mode: str | None = None, registry: Registry | None = None, record: bool = False
                 ) -> SenetParallelEnv:
    """A PettingZoo parallel environment of ``game`` for ``players`` seats (see docs/rl.md);
    ``record``: play matches that keep their moves and can be saved (else lean ones)."""
    table = Table.make(game, players, options, registry)
    return SenetParallelEnv(table, reward=reward, illegal=illegal, max_moves=max_moves,
                            render_mode=render_mode, record=record)
