"""Tigris's heuristic for search: the weakest colour first, treasures where they help."""

from __future__ import annotations

import attrs

import senet.faces
from senet import Pile
from senet_games.tigris import GAME
from senet_games.tigris.evaluate import evaluate, mark, tiles_left
from senet_games.tigris.state import hand_of

from .kit import table


def test_the_weakest_colour_decides_not_the_total() -> None:
    state = table(points=[(4, 4, 3, 3), (12, 9, 8, 1)])  # 14 points against 30, weakest 3 against 1
    values = evaluate(state)
    assert values[0] > 0.5 > values[1] and abs(sum(values) - 1.0) < 1e-9
    assert senet.faces.evaluation(GAME)[0] is evaluate


def test_a_treasure_fills_the_weakest_colour() -> None:
    without = table(points=[(5, 5, 5, 2), (5, 5, 5, 3)])
    with_two = table(points=[(5, 5, 5, 2), (5, 5, 5, 3)], treasures_won=[2, 0])
    assert evaluate(without)[0] < 0.5 < evaluate(with_two)[0]  # black 2 + 2 = 4 beats black 3
    assert mark(with_two, 0) > mark(with_two, 1)


def test_a_point_in_the_weakest_colour_counts_more_than_one_in_the_strongest() -> None:
    weak = table(points=[(6, 5, 5, 3), (6, 5, 5, 2)])
    strong = table(points=[(7, 5, 5, 2), (6, 5, 5, 2)])
    assert evaluate(weak)[0] > evaluate(strong)[0] > 0.5


def test_the_same_lead_counts_more_when_the_bag_runs_low() -> None:
    full = table(points=[(3, 3, 3, 3), (2, 2, 2, 2)])
    low = attrs.evolve(full, bag=Pile(full.bag.items[:10]))
    assert tiles_left(low) == 10 < tiles_left(full)
    assert evaluate(low)[0] > evaluate(full)[0] > 0.5


def test_another_seats_hand_is_not_read() -> None:
    state = table(points=[(3, 3, 3, 3), (2, 2, 2, 2)], hands=[(2, 1, 1, 2), (1, 1, 2, 2)])
    other = attrs.evolve(state, hands=(state.hands[0], hand_of(1, (6, 0, 0, 0))))
    assert evaluate(other) == evaluate(state)
