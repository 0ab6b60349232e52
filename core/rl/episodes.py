"""What the agent-by-agent and the parallel environments share: the matches an environment
plays (seeds, the end, refused actions), its agents and spaces."""

from __future__ import annotations

import io
from typing import Any

import attrs
import gymnasium
import numpy as np

from .. import faces
from ..create import new_match
from ..errors import IllegalMove, OptionError
from ..game import Game
from ..rng import Rng, seed_state
from ..sim import Sim
from .rewards import REWARDS, rewards
from .table import Table, agent_name

__all__ = ["ILLEGAL", "End", "Episodes", "Seated", "render_text"]

ILLEGAL = ("raise", "lose")
"""What an action outside the mask does: ``raise`` :class:`senet.IllegalMove` (the match is left
as it was), or ``lose`` (PettingZoo's convention for its board games: the seat that played it
gets -1, the others 0, and the match ends)."""


class Episodes:
    """The matches of one environment: the seeds they are set up from, the current one, its end."""

    def __init__(self, table: Table, reward: str, illegal: str, max_moves: int | None,
                 record: bool = False) -> None:
        if reward not in REWARDS:
            raise OptionError(f"reward is one of {', '.join(REWARDS)}, not {reward!r}")
        if illegal not in ILLEGAL:
            raise OptionError(f"illegal is one of {', '.join(ILLEGAL)}, not {illegal!r}")
        if max_moves is not None and (type(max_moves) is not int or max_moves < 1):
            raise OptionError(f"max_moves is a positive integer or None, not {max_moves!r}")
        self.table = table
        self.reward = reward
        self.illegal = illegal
        self.max_moves = max_moves
        if type(record) is not bool:
            raise OptionError(f"record is True or False, not {record!r}")
        self.record = record
        """Play :class:`senet.Match` es that keep their moves (and can be saved), not the lean
        :class:`senet.Sim`."""
        self._seeds: Rng | None = None
        self.match: Sim[Any] | None = None
        self.moves = 0

    def start(self, seed: int | None) -> Sim[Any]:
        """A new match: from ``seed``, else from the seeds of the last seeded reset (a fresh
        random sequence if the environment was never seeded)."""
        if seed is not None:
            self._seeds = Rng(seed_state(seed))
        elif self._seeds is None:
            self._seeds = Rng(seed_state(int(np.random.SeedSequence().generate_state(1, np.uint64)[0])))
        t = self.table
        seed = self._seeds.next64() >> 1
        if self.record:
            self.match = new_match(t.game, t.players, seed, t.options, keep_log=False)
        else:
            self.match = Sim.new(t.game, t.players, seed, t.options)
        self.moves = 0
        return self.match

    def current(self) -> Sim[Any]:
        """The match under way (reset must come first)."""
        if self.match is None:
            raise OptionError("call reset() before using the environment")
        return self.match

    def play(self, seat: int, action: Any) -> End | None:
        """Play ``seat``'s action; how the match ended if it did, else ``None``. What is no action
        (not an integer in range) is always refused; an action that is not legal now is refused
        or loses, as ``illegal`` says."""
        match = self.current()
        number = self.table.number(seat, action)
        try:
            move = self.table.move(match, seat, number)
        except IllegalMove:
            if self.illegal == "raise":
                raise
            return self.lost(seat)
        match.submit(seat, move)
        self.moves += 1
        return self.ended()

    def lost(self, seat: int) -> End:
        """``seat`` played outside the mask with ``illegal='lose'``: -1 for it, 0 for the others."""
        return End(tuple(-1.0 if p == seat else 0.0 for p in range(self.table.players)), False)

    def ended(self) -> End | None:
        """The rewards if the match is over, zeros if it reached ``max_moves``, else ``None``."""
        match = self.current()
        result = match.result
        if result is not None:
            return End(rewards(result, self.reward), False)
        if self.max_moves is not None and self.moves >= self.max_moves:
            return End((0.0,) * self.table.players, True)
        return None


@attrs.frozen
class End:
    """How a match ended: each seat's reward, and whether it was cut short (truncated)."""

    rewards: tuple[float, ...]
    truncated: bool

class Seated:
    """What both environments share: the table, its matches, the agents and their spaces."""

    metadata: dict[str, Any]
    possible_agents: list[str]
    agents: list[str]

    def _seat_agents(self, table: Table, reward: str, illegal: str, max_moves: int | None,
                     render_mode: str | None, metadata: dict[str, Any], record: bool = False) -> None:
        if render_mode not in (None, "ansi"):
            raise OptionError(f"render_mode is 'ansi' or None, not {render_mode!r}")
        self.table = table
        self.episodes = Episodes(table, reward, illegal, max_moves, record)
        self.render_mode = render_mode
        self.metadata = {"render_modes": ["ansi"], **metadata}
        self.possible_agents = [agent_name(p) for p in range(table.players)]
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        self._observation_spaces = {a: table.observation_space() for a in self.possible_agents}
        self._action_spaces = {a: table.action_space() for a in self.possible_agents}
        self.agents = []

    @property
    def match(self) -> Sim[Any]:
        """The match being played."""
        return self.episodes.current()

    def seat_of(self, agent: Any) -> int:
        """The seat of ``agent`` (:class:`senet.OptionError` naming the agents if it is none)."""
        seat = self._seat.get(agent) if isinstance(agent, str) else None
        if seat is None:
            raise OptionError(f"{str(agent)[:40]!r} is not an agent of this environment: they are "
                              f"player_0 to player_{len(self.possible_agents) - 1}")
        return seat

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The same ``Dict`` space for every seat."""
        self.seat_of(agent)
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """``Discrete(N)``: N moves the game can ever list."""
        self.seat_of(agent)
        return self._action_spaces[agent]

    def _render_seat(self) -> int:
        return 0

    def render(self) -> str | None:
        """The view of the seat to act (the AEC form) or of seat 0, as text
        (``render_mode='ansi'``), else nothing."""
        if self.render_mode != "ansi" or self.episodes.match is None:
            return None
        return render_text(self.table.game, self.match, self._render_seat())

    def close(self) -> None:
        """Nothing to release."""


def render_text(game: Game[Any], match: Sim[Any], seat: int) -> str:
    """A seat's view drawn by the game (as plain text)."""
    view = match.view(seat)
    render = faces.table(game)
    if render is None:
        return repr(view)
    from rich.console import Console

    console = Console(width=100, record=True, file=io.StringIO())
    console.print(render(view))
    return console.export_text()
