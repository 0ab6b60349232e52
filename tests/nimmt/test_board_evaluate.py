"""The board game's heuristic for search: a gap counts more the fewer rounds are left."""

from __future__ import annotations

import attrs

import senet.faces
from senet_games.nimmt import GAME
from senet_games.nimmt.evaluate import evaluate, rounds_left

from .board_kit import table


def test_a_lead_counts_more_as_the_rounds_run_out() -> None:
    early = table({1: (10,), 2: (30,), 3: (50,), 4: (70,)}, [range(1, 10), range(11, 20)], scores=(6, -2))
    values = evaluate(early)
    assert rounds_left(early) == 9 + 12  # basic side, two players, first deal: a second hand to come
    assert values[0] > 0.5 > values[1] and abs(sum(values) - 1.0) < 1e-9
    late = attrs.evolve(early, deal=2)
    assert rounds_left(late) == 9
    assert evaluate(late)[0] > values[0]  # the same lead, fewer rounds to lose it in
    level = attrs.evolve(early, scores=(3, 3))
    assert evaluate(level) == [0.5, 0.5]


def test_with_three_seats_each_counts_its_chances_against_the_others() -> None:
    state = table({1: (10,), 2: (30,), 3: (50,), 4: (70,)}, [(1, 2), (3, 4), (5, 6)], scores=(9, 0, -9))
    values = evaluate(state)
    assert values[0] > values[1] > values[2]
    assert abs(values[1] - 0.5) < 1e-9  # one seat it beats, one it trails, by as much
    assert all(0.0 <= v <= 1.0 for v in values)
    assert senet.faces.evaluation(GAME)[0] is evaluate
