"""Niagara's heuristic for search: progress towards the nearest goal, gems carried counting half."""

from __future__ import annotations

import senet.faces
from senet_games.niagara import GAME
from senet_games.niagara.evaluate import evaluate, progress

from .kit import table


def test_gems_of_one_type_towards_four_stand_above_scattered_ones() -> None:
    state = table(2, collected={0: (3, 0, 0, 0, 0), 1: (1, 1, 0, 0, 0)})  # 3 of 4 alike against 2 of 7
    values = evaluate(state)
    assert values[0] > 0.5 > values[1] and abs(sum(values) - 1.0) < 1e-9
    assert senet.faces.evaluation(GAME)[0] is evaluate


def test_a_gem_carried_counts_less_than_one_collected() -> None:
    landed = table(2, collected={0: (2, 0, 0, 0, 0), 1: (1, 0, 0, 0, 0)})
    carried = table(2, collected={0: (1, 0, 0, 0, 0), 1: (1, 0, 0, 0, 0)}, canoes={(0, 0): ("3", 1)})
    bare = table(2, collected={0: (1, 0, 0, 0, 0), 1: (1, 0, 0, 0, 0)})
    assert progress(bare, 0) < progress(carried, 0) < progress(landed, 0)
    assert evaluate(bare) == [0.5, 0.5] and 0.5 < evaluate(carried)[0] < evaluate(landed)[0]
