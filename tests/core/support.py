"""Helpers shared by the engine's tests."""

from __future__ import annotations

from typing import Any

import senet

__all__ = ["classic_match", "fingerprint"]


def fingerprint(match: senet.Match[Any]) -> tuple[Any, ...]:
    """Everything a refused move must leave unchanged."""
    return (match.save(), match.state_hash(), len(match.log), len(match.moves),
            match.state, match.flow, match.rng_state, match.is_over)


def classic_match(seed: int = 1, players: int = 4) -> senet.Match[Any]:
    """A new match of the classic 6 nimmt! card game."""
    return senet.new_match("nimmt-classic", players=players, seed=seed)
