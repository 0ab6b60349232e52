"""What an environment is built on: one game, player count and option set, with its spaces.

A :class:`Table` is made once per environment: the action encoding (the one the game's plugin
declares, else one derived from its moves: :mod:`senet.rl.derive`) and its size, the
observation's layout (a header, then the state as :mod:`senet.rl.observe` writes it) and the
spaces. Every observation is of a seat's :class:`senet.View`, never of the true state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs
import gymnasium
import numpy as np

from ..actions import ActionEncoding, Hint, action_number
from ..errors import IllegalMove, InternalError, OptionError
from ..faces import declared_encoding
from ..game import Game
from ..options import OptionValue, resolve_options
from ..registry import Registry, default_registry
from ..sim import Sim
from ..values import Move
from .derive import DerivedEncoding, derived_encoding
from .observe import Codec, Segment, build_codec

__all__ = ["Table", "layout"]

Observation = dict[str, np.ndarray[Any, Any]]


def agent_name(seat: int) -> str:
    """The PettingZoo name of a seat: ``player_0``..."""
    return f"player_{seat}"


@attrs.frozen(eq=False)
class Table:
    """One game, player count and option set: the action numbering, the layout and the spaces."""

    game: Game[Any]
    players: int
    options: Mapping[str, OptionValue]
    encoding: ActionEncoding
    codec: Codec
    decisions: tuple[str, ...]
    size: int
    segments: tuple[Segment, ...]
    low: np.ndarray[Any, Any]
    high: np.ndarray[Any, Any]

    @classmethod
    def make(cls, game: str | Game[Any], players: int, options: Mapping[str, object] | None = None,
             registry: Registry | None = None) -> Table:
        """The table of a registered game (by name or declaration)."""
        registry = registry or default_registry()
        name = game if isinstance(game, str) else game.name
        declared = registry.get(name)
        if not isinstance(game, str) and game is not declared:
            raise OptionError(f"the game {name!r} given is not the one registered under that name")
        resolved = resolve_options(declared.options, dict(options or {}))
        allowed = declared.players_for(resolved)
        if type(players) is not int or players not in allowed:
            raise OptionError(f"{name} is played by {allowed.start}-{allowed.stop - 1} players, "
                              f"not {players!r}")
        encoding = declared_encoding(registry, name)
        fallback: Callable[[str], Hint] | None = None
        if encoding is None:
            derived = derived_encoding(declared)
            encoding, hints = derived, dict[str, Hint]()
            strings, fallback = derived.strings(resolved, players), derived.fallback(resolved, players)
        else:
            hints = getattr(encoding, "hints", {})
            strings = getattr(encoding, "strings", ())
        codec = build_codec(declared.state_type, hints, strings, players, fallback)
        decisions = tuple(d.name for d in declared.decisions)
        header = [
            Segment("seat", 0, players, "one flag per seat: 1 for the observing seat"),
            Segment("decision", players, len(decisions) + 1,
                    f"one flag per decision ({', '.join(decisions)}), then 1 once the match is over"),
            Segment("to_act", players + len(decisions) + 1, players, "one flag per seat: 1 if it must act"),
            Segment("committed", 2 * players + len(decisions) + 1, players,
                    "one flag per seat: 1 if it has chosen in the secret decision under way"),
        ]
        start = 3 * players + len(decisions) + 1
        low = np.array([0.0] * start + list(codec.low), dtype=np.float32)
        high = np.array([1.0] * start + list(codec.high), dtype=np.float32)
        segments = (*header, *(attrs.evolve(s, path=f"state.{s.path}" if s.path else "state",
                                            offset=s.offset + start) for s in codec.segments))
        return cls(declared, players, resolved, encoding, codec, decisions,
                   encoding.size(resolved, players), segments, low, high)

    @property
    def simultaneous(self) -> bool:
        """Whether any decision is put to several players at once, in secret."""
        return any(d.reveal is not None for d in self.game.decisions)

    def observation_space(self) -> gymnasium.spaces.Dict:
        """``observation`` (float32, the layout) and ``action_mask`` (int8, one flag per action)."""
        return gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(self.low, self.high, dtype=np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (self.size,), dtype=np.int8),
        })

    def action_space(self) -> gymnasium.spaces.Discrete:
        """One action per move the game can ever list."""
        return gymnasium.spaces.Discrete(self.size)

    def mask(self, match: Sim[Any], seat: int) -> np.ndarray[Any, Any]:
        """1 for each action that is a legal move of ``seat`` now (all 0 when it need not act)."""
        mask = np.zeros(self.size, dtype=np.int8)
        if seat in match.to_act:
            for move in match.legal_moves(seat):
                try:
                    mask[self.encoding.encode(move, self.options, self.players)] = 1
                except IllegalMove as exc:
                    raise InternalError(f"{self.game.name}: {agent_name(seat)} may play {move!r}, which its "
                                        f"action encoding does not number ({exc.reason})") from None
        return mask

    def observe(self, match: Sim[Any], seat: int) -> Observation:
        """What ``seat`` observes: its view, laid out, and its action mask."""
        view = match.view(seat)
        players = self.players
        out = [0.0] * (3 * players + len(self.decisions) + 1)
        out[seat] = 1.0
        decision = len(self.decisions) if view.over else self.decisions.index(view.phase)
        out[players + decision] = 1.0
        base = players + len(self.decisions) + 1
        for p in view.to_act:
            out[base + p] = 1.0
        for p, done in enumerate(view.committed):
            out[base + players + p] = 1.0 if done else 0.0
        self.codec.write(view.state, out)
        vector = np.clip(np.array(out, dtype=np.float32), self.low, self.high)
        return {"observation": vector, "action_mask": self.mask(match, seat)}

    @property
    def derived(self) -> bool:
        """Whether the numbering is derived from the moves (the game's plugin declares none)."""
        return isinstance(self.encoding, DerivedEncoding)

    def number(self, seat: int, action: Any) -> int:
        """``action`` as an action number: an integer (Python's or numpy's, never a bool) in range;
        :class:`senet.IllegalMove` naming the value and the range otherwise."""
        if action is None:
            raise IllegalMove(f"{agent_name(seat)} must act (its match is not over): an action is an "
                              f"integer 0-{self.size - 1}, not None", "invalid")
        try:
            return action_number(action, self.size)
        except IllegalMove as exc:
            raise IllegalMove(f"{agent_name(seat)}: {exc.reason}", exc.code) from None

    def move(self, match: Sim[Any], seat: int, number: int) -> Move:
        """The legal move numbered ``number`` (see :meth:`number`) for ``seat``;
        :class:`senet.IllegalMove` if it is not legal now."""
        move = self.encoding.decode(number, self.options, self.players)
        refusal = match.refusal(seat, move)
        if refusal is not None:
            raise IllegalMove(f"{agent_name(seat)}: action {number} ({move!r}) is not legal now: "
                              f"{refusal}", refusal.code)
        return move


def layout(game: str, players: int, options: Mapping[str, object] | None = None,
           registry: Registry | None = None) -> tuple[Segment, ...]:
    """The observation layout of ``game`` for ``players`` seats: what each part of the vector says."""
    return Table.make(game, players, options, registry).segments
