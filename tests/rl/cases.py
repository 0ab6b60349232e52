"""The games, option sets and player counts the RL tests run, and random positions in them."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

import senet
from senet import Match, Move
from senet.testing import Case, cases

__all__ = ["RL_GAMES", "all_cases", "needs_rl", "positions", "registry"]

RL_GAMES = ("nephthys", "niagara", "nile", "nimmt", "nimmt-classic", "tigris")
"""The built-in games: each declares an action encoding."""


@functools.cache
def registry() -> senet.Registry:
    """The installed games."""
    return senet.Registry()


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
