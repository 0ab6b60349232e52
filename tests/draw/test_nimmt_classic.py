"""The classic card game's drawing: every card and row choice is on the picture."""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View
from senet_games.nimmt.classic import GAME
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    return True  # every move is a card in hand or a row


def test_every_case_draws_for_every_seat() -> None:
    assert check_game(GAME, _covers, steps=120, samples=6) > 100
