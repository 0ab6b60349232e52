"""Niagara's drawing: cards, canoes, spaces, gems and weather steps on the picture."""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View
from senet_games.niagara import GAME
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    return True  # every choice is a card, a canoe, a space, a gem, a weather step or a skip button


def test_every_case_draws_for_every_seat() -> None:
    # Nothing in Niagara's state is hidden (the paddle card chosen is the engine's commit).
    assert check_game(GAME, _covers, seeds=(1, 2), steps=200, samples=8, hidden=False) > 100
