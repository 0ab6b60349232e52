"""The board game's drawing: tiles, rows and good-luck piles on the picture."""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View
from senet_games.nimmt import GAME
from senet_games.nimmt.moves import PlayTile, PlayTwoPositive
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    """Every choice is on the picture but two tiles at once and the two tiles a Two positive
    card counts (listed beside it)."""
    if view.phase in ("choose", "swap_tile", "extra_tile"):
        return all(isinstance(m, PlayTile) and len(m.tiles) == 1 for m in legal)
    return not any(isinstance(m, PlayTwoPositive) for m in legal)


def test_every_case_draws_for_every_seat() -> None:
    assert check_game(GAME, _covers, seeds=(1, 2), steps=150, samples=6) > 200
