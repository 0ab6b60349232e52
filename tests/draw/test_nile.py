"""Nile DeLuxor's drawing: cards, storehouses, plant and trade choices on the picture."""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View
from senet_games.nile import GAME
from senet_games.nile.moves import PlantPair
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    """Everything but planting one card each of two crops (listed beside the picture)."""
    return not any(isinstance(m, PlantPair) for m in legal)


def test_every_case_draws_for_every_seat() -> None:
    assert check_game(GAME, _covers, seeds=(1, 2), steps=150, samples=6) > 100
