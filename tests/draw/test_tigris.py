"""Tigris & Euphrates' drawing: squares, tiles, leaders and choices on the picture."""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View
from senet_games.tigris import GAME
from senet_games.tigris.moves import Discard
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    """Everything but the tiles to swap (listed beside the picture)."""
    return not any(isinstance(m, Discard) for m in legal)


def test_every_case_draws_for_every_seat() -> None:
    assert check_game(GAME, _covers, seeds=(1,), steps=160, samples=5) > 50
