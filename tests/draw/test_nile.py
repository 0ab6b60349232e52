"""Nile DeLuxor's drawing: cards, storehouses, plant and trade choices on the picture."""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View
from senet_games.nile import GAME
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    return True  # cards, storehouses, plant and trade choices are all on the picture


def test_every_case_draws_for_every_seat() -> None:
    assert check_game(GAME, _covers, seeds=(1, 2), steps=150, samples=6) > 100
