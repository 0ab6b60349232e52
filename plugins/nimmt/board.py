"""Variant ``board``: the 6 nimmt! board game (placeholder until written)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from senet import Event, OptionError, OptionValue, Phase, Result, Rng

from .common import NimmtState

__all__ = ["BoardState", "board_phases", "setup"]

START = "choose"


class BoardState(NimmtState, tag="nimmt/board"):
    """Not written yet."""


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> BoardState:
    """Refused: the board variant is not implemented yet."""
    raise OptionError("nimmt variant=board is not implemented yet; use variant=classic")


def board_phases() -> tuple[Phase[Any], ...]:
    """None yet."""
    return ()


def evolve(state: BoardState, event: Event) -> BoardState:
    """Unreachable until written."""
    return state


def view(state: BoardState, player: int | None) -> object:
    """Unreachable until written."""
    return state


def result(state: BoardState) -> Result:
    """Unreachable until written."""
    raise OptionError("not implemented")


def determinize(state: BoardState, observer: int | None, rng: Rng) -> BoardState:
    """Unreachable until written."""
    return state


MOVES: tuple[type, ...] = ()
EVENTS: tuple[type[Event], ...] = ()
TAGGED: tuple[type, ...] = (BoardState,)
