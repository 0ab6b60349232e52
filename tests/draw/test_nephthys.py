"""Age of Nephthys' drawing: hand cards, row cards, players, societies and Books on the picture."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from senet import Move, View
from senet_games.nephthys import GAME
from senet_games.nephthys import moves as mv
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    """Everything but a technique with a choice of payment (listed beside the picture)."""
    played = Counter(m.card for m in legal if isinstance(m, mv.PlayTechnique))
    return all(n == 1 for n in played.values())


def test_every_case_draws_for_every_seat() -> None:
    assert check_game(GAME, _covers, seeds=(1,), steps=200, samples=6) > 50
