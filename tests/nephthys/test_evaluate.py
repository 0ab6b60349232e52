"""Nephthys's heuristic for search: fame with storage and the token, nearer the goal surer."""

from __future__ import annotations

import attrs

import senet.faces
from senet import Hand
from senet_games.nephthys import GAME
from senet_games.nephthys.evaluate import evaluate, rounds_left

from .kit import seat, table


def test_stored_cards_count_as_the_fame_they_bring_at_the_end() -> None:
    state = table([seat("B3 B4", fame=12, storage="R5 R6 G7"), seat("G3 G4", fame=14)])
    values = evaluate(state)
    assert values[0] > 0.5 > values[1] and abs(sum(values) - 1.0) < 1e-9  # 12 + 3 stored beats 14
    assert senet.faces.evaluation(GAME)[0] is evaluate


def test_the_token_breaks_a_tie_of_fame() -> None:
    seats = [seat("B3", fame=9), seat("G3", fame=9)]
    assert evaluate(table(seats, token=1))[1] > 0.5 > evaluate(table(seats, token=1))[0]
    assert evaluate(table(seats, token=0))[0] > 0.5


def test_the_same_lead_counts_more_near_the_goal() -> None:
    early = table([seat("B3", fame=8), seat("G3", fame=4)], token=1)
    late = table([seat("B3", fame=28), seat("G3", fame=24)], token=1)
    assert rounds_left(late) < rounds_left(early)
    assert evaluate(late)[0] > evaluate(early)[0] > 0.5


def test_alone_the_value_is_the_goal_reached() -> None:
    assert evaluate(table([seat("B3", fame=10)]))[0] < evaluate(table([seat("B3", fame=20)]))[0] < 1.0


def test_another_seats_hidden_hand_is_not_read() -> None:
    state = table([seat("B3 B4", fame=10), seat("G3 G4", fame=10)], token=1)
    hidden = state.seats[1].secret
    other = attrs.evolve(state, seats=(state.seats[0], attrs.evolve(state.seats[1], secret=Hand(
        hidden.owner, hidden.items[:1]))))
    assert evaluate(other) == evaluate(state)
