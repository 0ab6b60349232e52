"""The games, option sets and player counts the RL tests run, and random positions in them."""

from __future__ import annotations

import functools
import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import senet
from senet import Match, Move
from senet.testing import Case, cases

__all__ = ["RL_GAMES", "all_cases", "goofspiel_registry", "needs_rl", "positions", "registry"]

RL_GAMES = ("nephthys", "niagara", "nile", "nimmt", "nimmt-classic", "tigris")
"""The built-in games: each declares an action encoding."""


@functools.cache
def registry() -> senet.Registry:
    """The installed games."""
    return senet.Registry()


@functools.cache
def goofspiel_registry() -> senet.Registry:
    """The installed games and the Goofspiel example of docs/examples/goofspiel, which declares no
    action encoding (registered at run time when it is not installed)."""
    found = senet.Registry()
    if "goofspiel" not in found.names():
        folder = Path(__file__).resolve().parents[2] / "docs" / "examples" / "goofspiel"
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
        found.register(importlib.import_module("senet_goofspiel"), name="goofspiel")
    return found


def all_cases() -> list[Case]:
    """Every option value and player count of every built-in game."""
    return [case for name in RL_GAMES for case in cases(registry().get(name))]


def positions(case: Case, seed: int, moves: int) -> Iterator[tuple[Match[Any], int, tuple[Move, ...]]]:
    """Random positions of one random match: (match, player to act, their legal moves)."""
    match = senet.new_match(case.game, case.players, seed, dict(case.options))
    rng = senet.Rng(seed)
    for _ in range(moves):
        choice = match.next_choice()
        if choice is None:
            return
        player, listed = choice
        yield match, player, listed
        match.play_listed(player, rng.below(len(listed)))


def needs_rl() -> tuple[Any, Any]:
    """``senet.rl`` and ``pettingzoo.test``; a clear failure (not a skip) when the extra is missing."""
    try:
        import pettingzoo.test as pz_test

        import senet.rl as rl
    except ImportError as exc:
        raise ImportError(f"the RL tests need the 'rl' extra (PettingZoo, Gymnasium, NumPy): "
                          f"pip install -e '.[rl]' ({exc})") from exc
    return rl, pz_test
