"""bench/classic_floor.py's match plays the rules of the bare loop and refuses what a match refuses."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _load() -> ModuleType:
    sys.path.insert(0, str(BENCH))  # the script imports its neighbour nimmt_ratio
    try:
        spec = importlib.util.spec_from_file_location("classic_floor", BENCH / "classic_floor.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))


floor = _load()


@pytest.mark.parametrize("players", [2, 4, 10])
def test_a_floor_match_plays_to_66_with_every_card_accounted_for(players: int) -> None:
    match = floor.FloorMatch(players, random.Random(players))
    choose = random.Random(9).choice
    while not match.over:
        player = match.to_act[0]
        match.submit(player, choose(match.legal_moves(player)))
        cards = sum(map(len, match.hands)) + sum(map(len, match.rows)) + len(match.waiting)
        assert cards <= 10 * players + 4 and all(1 <= len(r) <= 5 for r in match.rows)
    assert max(match.penalties) >= 66 and match.rounds >= 1 and match.to_act == ()


def test_a_refused_move_changes_nothing() -> None:
    match = floor.FloorMatch(4, random.Random(3))
    before = ([list(h) for h in match.hands], [list(r) for r in match.rows], match.to_act)
    for player, move in ((0, 105), (0, floor.PICKS[0]), (7, match.hands[0][0]), (1, match.hands[0][0])):
        with pytest.raises(floor.Refused):
            match.submit(player, move)
    assert ([list(h) for h in match.hands], [list(r) for r in match.rows], match.to_act) == before


def test_a_card_below_every_row_asks_its_owner_for_a_row() -> None:
    match = floor.FloorMatch(2, random.Random(0))
    match.rows = [[50], [60], [70], [80]]
    match.hands = [[5, 90], [95, 99]]
    match.submit(0, 5)
    match.submit(1, 95)
    assert match.to_act == (0,) and match.legal_moves(0) == list(floor.PICKS)
    assert match.legal_moves(1) == []
    match.submit(0, floor.PICKS[2])
    assert match.rows == [[50], [60], [5], [80, 95]] and match.penalties[0] == 3  # 70: three bullheads
    assert match.to_act == (0, 1)
