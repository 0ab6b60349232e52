"""Nile's heuristic for search: a balanced harvest ahead of a large one, fields in part."""

from __future__ import annotations

import attrs

import senet.faces
from senet import Hand
from senet_games.nile import GAME
from senet_games.nile.evaluate import cards_left, evaluate

from .kit import table

HANDS = [["papyrus", "wheat"], ["flax", "castor"]]
PILE = ["lettuce"] * 6 + ["wheat"] * 6


def test_a_balanced_storehouse_stands_above_a_larger_lopsided_one() -> None:
    balanced = {"papyrus": 2, "lettuce": 1, "wheat": 1, "flax": 1, "castor": 1}
    lopsided = {"papyrus": 7, "lettuce": 3, "wheat": 2, "flax": 2}  # 14 cards, no castor
    state = table(HANDS, stores={0: balanced, 1: lopsided}, pile=PILE)
    values = evaluate(state)
    assert values[0] > 0.5 > values[1] and abs(sum(values) - 1.0) < 1e-9
    assert senet.faces.evaluation(GAME)[0] is evaluate


def test_a_field_counts_towards_the_crop_it_lacks_and_less_than_a_harvest() -> None:
    stores = {0: {"papyrus": 1, "lettuce": 1, "wheat": 1, "flax": 1}, 1: {"papyrus": 1, "lettuce": 1}}
    bare = evaluate(table(HANDS, stores=stores, pile=PILE))
    growing = evaluate(table(HANDS, stores=stores, fields={0: {"castor": 1}}, pile=PILE))
    harvested = evaluate(table(HANDS, stores={**stores, 0: {**stores[0], "castor": 1}}, pile=PILE))
    assert bare[0] < growing[0] < harvested[0]


def test_the_same_lead_counts_more_when_fewer_cards_are_to_come() -> None:
    stores = {0: {"papyrus": 1, "lettuce": 1, "wheat": 1, "flax": 1, "castor": 1}, 1: {"papyrus": 1}}
    early = table(HANDS, stores=stores, pile=PILE * 4, discard=["flax"] * 10, reshuffles_left=1)
    late = table(HANDS, stores=stores, pile=PILE[:2], reshuffles_left=0)
    assert cards_left(early) == 48 + 10 and cards_left(late) == 2
    assert evaluate(late)[0] > evaluate(early)[0] > 0.5


def test_another_seats_hidden_hand_is_not_read() -> None:
    state = table(HANDS, stores={0: {"papyrus": 1}}, pile=PILE)
    other = attrs.evolve(state, hands=(state.hands[0], Hand(1, ("papyrus&lettuce", "wheat", "wheat"))))
    assert evaluate(other) == evaluate(state)
