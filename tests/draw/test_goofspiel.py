"""The plugin guide's example game draws its table too: every bid is a card to click."""

from __future__ import annotations

from collections.abc import Sequence

import senet.faces
from senet import Move, View
from tests.contract.cases import contract_registry
from tests.draw.checks import check_game


def _covers(view: View, legal: Sequence[Move]) -> bool:
    return True  # every move is a card in hand


def test_every_case_draws_for_every_seat() -> None:
    game = contract_registry().get("goofspiel")
    assert senet.faces.picture(game) is not None
    # The prizes' order is hidden, but no drawing shows it: re-dealt, the pictures are the same.
    assert check_game(game, _covers, steps=40, samples=4) > 20
