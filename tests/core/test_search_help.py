"""The conformance suite's search-help check catches an evaluate or a rollout policy (a game's
evaluate.py face) that misbehaves."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

import pytest

import senet
from senet import Move, Rng
from senet.sim import Sim
from senet.testing.search import search_helpers_behave
from senet_games.nimmt.classic import GAME
from senet_games.nimmt.classic import evaluate as evaluate_face


def _match() -> senet.Match[Any]:
    return senet.start_match(GAME, Sim.new(GAME, 3, 5).state, 3)


def test_the_card_games_declarations_pass() -> None:
    search_helpers_behave(_match(), Rng(1), 3)


def _drifting() -> Any:
    ticks = itertools.count()

    def evaluate(state: Any) -> list[float]:
        return [0.5 + 0.01 * (next(ticks) % 2)] * 3

    return evaluate


def _unseeded() -> Any:
    ticks = itertools.count()

    def policy(state: Any, player: int, legal: Sequence[Move], rng: Rng) -> int:
        return next(ticks) % len(legal)

    return policy


@pytest.mark.parametrize(("changed", "words"), [
    ({"evaluate": _drifting()}, "evaluate gave .* and then"),
    ({"evaluate": lambda state: [0.5, 0.5]}, "2 values for 3 seats"),
    ({"evaluate": lambda state: [0.5, 1.5, 0.0]}, r"in \[0, 1\]"),
    ({"rollout_policy": _unseeded()}, "rollout_policy gave 0 and then 1"),
    ({"rollout_policy": lambda state, player, legal, rng: len(legal)}, "not a position"),
])
def test_a_misbehaving_face_is_named(changed: dict[str, Any], words: str,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    for name, fn in changed.items():
        monkeypatch.setattr(evaluate_face, name, fn)
    with pytest.raises(AssertionError, match=words):
        search_helpers_behave(_match(), Rng(1), 3)
