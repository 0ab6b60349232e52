"""The agent-by-agent (AEC) environment: one seat acts at a time.

A decision put to several seats at once (nimmt's tile choice) is asked of them one after the
other; each commits in secret (the engine keeps the others' choices out of every view) and the
moves are revealed when the last has chosen. So the AEC form plays every game, simultaneous
decisions included.

The end follows PettingZoo's AEC contract (``AECEnv._was_dead_step``, ``agent_iter``): when the
match ends every agent is terminated (or truncated) and stays in ``agents`` until it is stepped
with ``None``, which removes it; ``agent_iter()`` stops once ``agents`` is empty. A done agent
stepped with anything but ``None``, and any ``step()`` or ``last()`` once every agent has
stepped out, raise :class:`senet.IllegalMove` (code ``game_over``) saying to call ``reset()``;
before the first ``reset()`` they raise :class:`senet.OptionError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pettingzoo import AECEnv

from ..errors import IllegalMove
from ..game import Game
from ..registry import Registry
from .episodes import Seated
from .table import Observation, Table

__all__ = ["SenetEnv", "env"]


class SenetEnv(Seated, AECEnv[str, Observation, int]):
    """A senet game as a PettingZoo AEC environment (see docs/rl.md)."""

    def __init__(self, table: Table, *, reward: str = "rank", illegal: str = "raise",
                 max_moves: int | None = None, render_mode: str | None = None, record: bool = False) -> None:
        super().__init__()
        name = table.game.name.replace("-", "_")
        self._seat_agents(table, reward, illegal, max_moves, render_mode,
                          {"is_parallelizable": True, "name": f"senet_{name}"}, record)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new match (``options`` are not game options: those are fixed when the environment
        is made, since the spaces depend on them)."""
        self.episodes.start(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        choice = self.match.next_choice()
        self.agent_selection = self.possible_agents[choice[0]] if choice is not None else self.agents[0]

    def observe(self, agent: str) -> Observation:
        """What ``agent``'s seat sees, and its action mask (all 0 when it need not act)."""
        return self.table.observe(self.match, self.seat_of(agent))

    def _selected(self, call: str) -> str:
        """The agent to act; a clear error before ``reset()`` or once every agent stepped out."""
        self.episodes.current()  # OptionError before reset()
        if not self.agents:
            raise IllegalMove(f"{call}: the match is over and every agent has stepped out (agents is "
                              "empty, so agent_iter() has stopped): call reset() for a new match",
                              "game_over")
        return self.agent_selection

    def last(self, observe: bool = True) -> tuple[Observation | None, float, bool, bool, dict[str, Any]]:
        """The selected agent's observation (if ``observe``), cumulative reward, terminated,
        truncated and info."""
        agent = self._selected("last()")
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def step(self, action: Any) -> None:
        """Play the selected agent's action: an integer 0 to N-1 (numpy's will do, a bool will
        not), or ``None`` for an agent whose match has ended, which removes it from ``agents``."""
        agent = self._selected("step()")
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                how = "terminated" if self.terminations[agent] else "truncated"
                raise IllegalMove(f"{agent}'s match is over ({how}): the only action for it is None, "
                                  f"which removes it from agents, not {str(action)[:40]}", "game_over")
            self._was_dead_step(None)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        ended = self.episodes.play(self._seat[agent], action)
        if ended is not None:
            for a in self.agents:
                self.rewards[a] = ended.rewards[self._seat[a]]
                (self.truncations if ended.truncated else self.terminations)[a] = True
            self.agent_selection = self.agents[0]
        else:
            self._select()
        self._accumulate_rewards()

    def _render_seat(self) -> int:
        return self._seat[self.agent_selection]


def env(game: str | Game[Any], players: int, options: Mapping[str, object] | None = None, *,
        reward: str = "rank", illegal: str = "raise", max_moves: int | None = None,
        render_mode: str | None = None, registry: Registry | None = None, record: bool = False
        ) -> SenetEnv:
    """A PettingZoo AEC environment of ``game`` for ``players`` seats (see docs/rl.md);
    ``record``: play matches that keep their moves and can be saved (else lean ones)."""
    table = Table.make(game, players, options, registry)
    return SenetEnv(table, reward=reward, illegal=illegal, max_moves=max_moves, render_mode=render_mode,
                    record=record)
