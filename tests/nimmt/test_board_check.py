"""The board game's check: a table that cannot occur is refused naming the field, and
every table random play reaches passes (start states and save files are checked with it)."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import senet
from senet_games.nimmt import GAME
from senet_games.nimmt.check import check


def _table(side: str = "pro") -> Any:
    match = senet.new_match(GAME, 3, seed=5, options={"side": side, "luck": True})
    senet.play_out(match, max_moves=9)
    return match.state


def test_tables_from_random_play_pass() -> None:
    for side in ("basic", "pro"):
        for players in (2, 4, 6):
            match = senet.new_match(GAME, players, seed=players, options={"side": side, "luck": True})
            while not match.is_over:
                assert check(match.state) == [], match.state
                senet.play_out(match, max_moves=3)


@pytest.mark.parametrize("change, field", [
    (lambda s: {"scores": s.scores[:-1]}, "scores"),
    (lambda s: {"lucky": (*s.lucky, (0, 0))}, "lucky"),
    (lambda s: {"rows": (s.rows[0] + (None,), *s.rows[1:])}, "rows"),
    (lambda s: {"rows": ((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), *s.rows[1:])}, "rows"),
    (lambda s: {"rows": s.rows[:-1]}, "rows"),
    (lambda s: {"markers": (0, 0)}, "markers"),
    (lambda s: {"piles": (7, 0)}, "piles"),
    (lambda s: {"owed": (5,)}, "waiting, owed, restart"),
    (lambda s: {"deal": 3}, "round, deal"),
    (lambda s: {"scores": (2**63 - 1, *s.scores[1:])}, "scores"),
])
def test_an_impossible_table_is_refused_naming_the_field(change: Any, field: str) -> None:
    state = _table()
    problems = check(attrs.evolve(state, **change(state)))
    assert any(p.startswith(f"{field}:") for p in problems), problems
    with pytest.raises(senet.PositionError, match=field.split(",")[0]):
        senet.start_match(GAME, attrs.evolve(state, **change(state)), 3,
                          options={"side": "pro", "luck": True})


def test_the_basic_side_has_no_action_cards() -> None:
    pro = _table("pro")
    basic = _table("basic")
    problems = check(attrs.evolve(basic, actions=pro.actions))
    assert any(p.startswith("actions, deck, discard:") for p in problems), problems
