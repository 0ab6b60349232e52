"""Seeded random matches of one game, option set and player count: what a derived encoding
reads where the declaration says too little.

The same matches every time (seeds 0 to ``MATCHES``-1, moves drawn by :class:`senet.Rng`
from the same seed, at most ``MOVES`` each), so what they show is the same for the same game
code, options and player count. At every position each seat to act lists its legal moves,
and what they show is recorded:

- the values of each ``int`` field of a move that declares no range (their least and
  greatest), which the derived numbering covers (:mod:`senet.rl.derive`);
- the longest each tuple or hand of the state grew, and every text the state held, which
  the observation encoder uses where the game gives no hint (a longer tuple is written to
  that length, its true length still written; an unknown text has its own flag).

This is an observation, not a proof: see docs/rl.md for what it guarantees.
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Mapping
from typing import Any

import attrs

from ..game import Game
from ..hidden import Hand, Pile, Secret
from ..options import OptionValue
from ..rng import Rng
from ..sim import Sim
from .domains import Product, Seen, leaves

__all__ = ["MATCHES", "MOVES", "Explored", "explore"]

MATCHES = 16
"""How many matches are explored per option set and player count."""
MOVES = 1500
"""The most moves played in one explored match."""
STRINGS = 256
"""The most texts kept as observation flags (past that, every text shares the 'other' flag)."""


@attrs.frozen
class Explored:
    """What the explored matches showed."""

    ints: Mapping[str, tuple[int, int]]
    """The least and greatest value of each int field with no declared range (by path)."""
    lengths: Mapping[str, int]
    """The longest each tuple or hand of the state grew (by observation path)."""
    strings: tuple[str, ...]
    """Every text the state held, sorted (empty when there were more than ``STRINGS``)."""
    matches: int
    positions: int


def explore(game: Game[Any], players: int, options: Mapping[str, OptionValue],
            shapes: Mapping[type, Product]) -> Explored:
    """Play the explored matches and record what they show."""
    ints: dict[str, tuple[int, int]] = {}
    lengths: dict[str, int] = {}
    strings: set[str] = set()
    positions = 0
    for seed in range(MATCHES):
        match = Sim.new(game, players, seed, options)
        rng = Rng(seed)
        for _ in range(MOVES + 1):
            _measure(game.state_type, match.state, "", lengths, strings)
            positions += 1
            for seat in match.to_act:
                for move in match.legal_moves(seat):
                    found = shapes.get(type(move))
                    if found is None:
                        continue
                    for leaf, value in leaves(found, move):
                        if isinstance(leaf, Seen):
                            low, high = ints.get(leaf.path, (value, value))
                            ints[leaf.path] = (min(low, value), max(high, value))
            choice = match.next_choice()
            if choice is None:
                break
            player, listed = choice
            match.play_index(player, rng.below(len(listed)))
    kept = tuple(sorted(strings)) if len(strings) <= STRINGS else ()
    return Explored(ints, lengths, kept, MATCHES, positions)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _measure(tp: Any, value: Any, path: str, lengths: dict[str, int], strings: set[str]) -> None:
    """Record the tuple lengths and texts in ``value`` (of type ``tp``), at the paths the
    observation encoder gives them (:mod:`senet.rl.observe`)."""
    if value is None:
        return
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) == 1:
            _measure(args[0], value, path, lengths, strings)
    elif tp is str:
        strings.add(value)
    elif origin is tuple or tp is tuple:
        items = typing.get_args(tp)
        if len(items) == 2 and items[1] is Ellipsis:
            lengths[path] = max(lengths.get(path, 0), len(value))
            for item in value:
                _measure(items[0], item, f"{path}[]", lengths, strings)
        else:
            for i, (arg, item) in enumerate(zip(items, value, strict=False)):
                _measure(arg, item, f"{path}[{i}]", lengths, strings)
    elif origin is Hand or tp is Hand:
        lengths[path] = max(lengths.get(path, 0), len(value.items))
        item_type = (typing.get_args(tp) or (int,))[0]
        for item in value.items:
            _measure(item_type, item, f"{path}[]", lengths, strings)
    elif origin is Secret or tp is Secret:
        item_type = (typing.get_args(tp) or (int,))[0]
        _measure(item_type, value.value, f"{path}.value", lengths, strings)
    elif origin is Pile or tp is Pile:
        return
    elif isinstance(tp, type) and attrs.has(tp):
        hints = _hints(tp)
        for field in attrs.fields(tp):
            sub = f"{path}.{field.name}" if path else field.name
            _measure(hints[field.name], getattr(value, field.name), sub, lengths, strings)
