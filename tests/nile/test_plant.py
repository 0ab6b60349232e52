"""Step 4, plant or speculate (docs/games/nile.md "A turn", step 4), with examples 1 and 2."""

from __future__ import annotations

import pytest

from senet_games.nile import Pass, Plant, PlantPair, Speculate
from senet_games.nile.events import (
    CardDrawn,
    FieldOvertaken,
    FloodTurned,
    Harvested,
    Passed,
    Planted,
    Speculated,
    SpeculationsDiscarded,
    TurnStarted,
)
from tests.nile.kit import events, field, hand, pass_alone, played, refused, start, store, table

PILE = ("wheat", "castor", "lettuce", "wheat", "flax", "flax", "castor", "castor")


def test_example_1_only_wheat_and_lettuce_or_pass() -> None:
    # Flood is flax; no fields of our own; the opponent has a papyrus field of 2.
    state = table([["papyrus", "papyrus", "wheat", "lettuce", "flax"], ["castor", "castor"]],
                  fields={1: {"papyrus": 2}}, flood="flax", pile=PILE)
    match = start(state)
    assert list(match.legal_moves(0)) == [PlantPair("lettuce", "wheat"), Pass()]
    refused(match, 0, Plant("papyrus", 2), "papyrus needs more than 2 cards: player 1's field holds 2")
    refused(match, 0, Plant("flax", 1), "flax is flooded: a crop shown on the flood card cannot be planted")
    refused(match, 0, PlantPair("papyrus", "wheat"), "papyrus needs more than 2 cards")
    refused(match, 0, PlantPair("lettuce", "flax"), "flax is flooded")


def test_example_1_played_on_wheat_and_lettuce_then_the_lettuce_is_harvested() -> None:
    # The seed's play example goes on: the next flood is lettuce, and our lettuce is harvested.
    state = table([["papyrus", "papyrus", "wheat", "lettuce", "flax"], ["castor", "castor"]],
                  fields={1: {"papyrus": 2}}, flood="flax", pile=(*PILE[:2], "lettuce", *PILE[2:]))
    match = start(state)
    entries = match.submit(0, PlantPair("lettuce", "wheat"))
    assert played(entries, Planted) == [Planted(0, "lettuce", 1), Planted(0, "wheat", 1)]
    assert [e.card.value for e in played(entries, CardDrawn)] == ["wheat", "castor"]
    assert played(entries, TurnStarted) == [TurnStarted(1, 4)]
    assert played(entries, FloodTurned) == [FloodTurned("lettuce", "flood")]
    assert played(entries, Harvested) == [Harvested(0, "lettuce")]
    assert field(match, 0, "lettuce") == 0 and store(match, 0, "lettuce") == 1  # an emptied field is gone
    assert field(match, 0, "wheat") == 1
    assert hand(match, 0) == ("papyrus", "papyrus", "wheat", "flax", "castor")


def test_example_2_three_papyrus_take_over_a_field_of_two() -> None:
    state = table([["papyrus", "papyrus", "papyrus", "wheat"], ["castor"]],
                  fields={1: {"papyrus": 2}}, flood="flax", pile=PILE, discard=("wheat",))
    match = start(state)
    entries = match.submit(0, Plant("papyrus", 3))
    assert played(entries, Planted) == [Planted(0, "papyrus", 3)]
    assert played(entries, FieldOvertaken) == [FieldOvertaken(1, "papyrus", 2, 0)]
    assert field(match, 0, "papyrus") == 3 and field(match, 1, "papyrus") == 0
    assert match.state.discard[:3] == ("wheat", "papyrus", "papyrus")


def test_a_takeover_needs_more_cards_than_the_field_holds_not_as_many() -> None:
    state = table([["wheat"] * 4, []], fields={1: {"wheat": 3}}, flood="flax", pile=PILE)
    match = start(state)
    assert [m for m in match.legal_moves(0) if isinstance(m, Plant)] == [Plant("wheat", 4)]
    refused(match, 0, Plant("wheat", 3), "wheat needs more than 3 cards: player 1's field holds 3")
    refused(match, 0, Plant("wheat", 2), "wheat needs more than 3 cards")


def test_shape_a_two_or_more_cards_of_one_crop_start_a_field() -> None:
    state = table([["wheat", "wheat", "wheat", "lettuce"], []], flood="flax", pile=PILE)
    match = start(state)
    plants = [m for m in match.legal_moves(0) if isinstance(m, Plant)]
    assert plants == [Plant("wheat", 2), Plant("wheat", 3)]
    refused(match, 0, Plant("wheat", 1), "one wheat card starts no field")
    refused(match, 0, Plant("lettuce", 1), "one lettuce card starts no field")
    refused(match, 0, Plant("wheat", 4), "your hand holds 3 wheat cards, not 4")
    refused(match, 0, Plant("wheat", 0), "plant at least 1 card")
    match.submit(0, Plant("wheat", 2))
    assert field(match, 0, "wheat") == 2


def test_shape_b_one_card_each_of_two_crops_named_in_crop_order() -> None:
    state = table([["wheat", "lettuce", "castor"], []], flood="flax", pile=PILE)
    match = start(state)
    pairs = [m for m in match.legal_moves(0) if isinstance(m, PlantPair)]
    assert pairs == [PlantPair("lettuce", "wheat"), PlantPair("lettuce", "castor"),
                     PlantPair("wheat", "castor")]
    refused(match, 0, PlantPair("wheat", "lettuce"), "name the two crops in crop order")
    refused(match, 0, PlantPair("wheat", "wheat"), "two different crops")
    refused(match, 0, PlantPair("lettuce", "grape"), "'grape' is not a crop of this game")
    refused(match, 0, PlantPair("papyrus", "lettuce"), "your hand holds no papyrus card")


def test_shape_b_may_add_one_card_to_a_field_of_your_own() -> None:
    state = table([["wheat", "lettuce"], ["castor", "castor"]], fields={0: {"wheat": 2}}, flood="flax",
                  pile=("castor", "castor", "papyrus", *PILE))
    match = start(state)
    match.submit(0, PlantPair("lettuce", "wheat"))
    assert field(match, 0, "wheat") == 3 and field(match, 0, "lettuce") == 1


def test_shape_b_never_takes_a_field_over() -> None:
    # One card is never more than a field holds, so shape (b) avoids crops in others' fields.
    state = table([["wheat", "lettuce"], ["castor", "castor"]], fields={1: {"wheat": 1}}, flood="flax",
                  pile=PILE)
    match = start(state, "trade")
    match.submit(0, Pass())  # nothing to plant: step 4 is asked all the same, with pass alone
    pass_alone(match, 0)
    assert events(match, Passed) == [Passed(0, "trade"), Passed(0, "plant")] and match.state.current == 1
    state = table([["wheat", "lettuce", "lettuce"], []], fields={1: {"wheat": 1}}, flood="flax",
                  pile=PILE)
    match = start(state)
    assert PlantPair("lettuce", "wheat") not in match.legal_moves(0)
    refused(match, 0, PlantPair("lettuce", "wheat"), "wheat needs more than 1 card: player 1's field holds 1")


def test_shape_c_any_number_of_cards_onto_a_field_of_your_own() -> None:
    state = table([["wheat", "wheat", "castor"], []], fields={0: {"wheat": 1}}, flood="flax", pile=PILE)
    match = start(state)
    assert [m for m in match.legal_moves(0) if isinstance(m, Plant)] == [Plant("wheat", 1), Plant("wheat", 2)]
    match.submit(0, Plant("wheat", 1))
    assert field(match, 0, "wheat") == 2


@pytest.mark.parametrize("flood", ["wheat", "wheat&flax", "papyrus&wheat"])
def test_a_flooded_crop_cannot_be_planted_not_even_on_your_own_field(flood: str) -> None:
    state = table([["wheat", "wheat", "lettuce"], []], fields={0: {"wheat": 2}}, flood=flood, pile=PILE)
    match = start(state)
    assert list(match.legal_moves(0)) == [Pass()]  # only lettuce x1 is left, which starts nothing
    state = table([["wheat", "wheat", "lettuce", "lettuce"], []], fields={0: {"wheat": 2}}, flood=flood,
                  pile=PILE)
    match = start(state)
    assert all(getattr(m, "crop", "") != "wheat" for m in match.legal_moves(0))
    refused(match, 0, Plant("wheat", 1), "wheat is flooded")
    refused(match, 0, Plant("wheat", 2), "wheat is flooded")
    refused(match, 0, PlantPair("lettuce", "wheat"), "wheat is flooded")


def test_both_crops_of_a_speculation_flood_card_are_flooded() -> None:
    state = table([["flax", "flax", "castor", "castor", "wheat", "wheat"], []], flood="flax&castor",
                  pile=PILE)
    match = start(state)
    assert list(match.legal_moves(0)) == [Plant("wheat", 2), Pass()]


def test_shapes_are_not_combined_one_planting_then_the_draw() -> None:
    state = table([["wheat", "wheat", "lettuce", "lettuce", "papyrus&wheat"], ["castor", "castor"]],
                  flood="flax", pile=PILE)
    match = start(state)
    entries = match.submit(0, Plant("wheat", 2))
    assert len(played(entries, CardDrawn)) == 2  # step 5 follows at once
    assert match.state.current == 1
    assert hand(match, 0).count("lettuce") == 2 and "papyrus&wheat" in hand(match, 0)


def test_speculate_one_card_then_choose_a_second_or_pass() -> None:
    state = table([["papyrus&lettuce", "wheat&flax", "flax&castor", "wheat"], ["castor", "castor"]],
                  flood="flax", pile=PILE)
    match = start(state)
    assert {m for m in match.legal_moves(0) if isinstance(m, Speculate)} == {
        Speculate("papyrus&lettuce"), Speculate("wheat&flax"), Speculate("flax&castor")}
    match.submit(0, Speculate("papyrus&lettuce"))
    assert match.flow.at == "speculate" and match.to_act == (0,)
    assert list(match.legal_moves(0)) == [Speculate("wheat&flax"), Speculate("flax&castor"), Pass()]
    refused(match, 0, Speculate("papyrus&lettuce"), "your hand holds no speculation card")
    refused(match, 0, Speculate("wheat"), "no speculation card 'wheat'")
    entries = match.submit(0, Speculate("flax&castor"))
    assert events(match, Speculated) == [Speculated(0, "papyrus&lettuce"), Speculated(0, "flax&castor")]
    # The draw step; then the next player's flood, lettuce, pays papyrus & lettuce.
    assert [e.why for e in played(entries, CardDrawn)] == ["draw"] * 2 + ["speculation"] * 3
    assert played(entries, SpeculationsDiscarded) == [
        SpeculationsDiscarded(((0, "papyrus&lettuce"), (0, "flax&castor")))]


def test_speculate_one_card_and_pass_on_the_second() -> None:
    state = table([["papyrus&lettuce", "wheat&flax"], ["castor", "castor"]], flood="flax", pile=PILE)
    match = start(state)
    match.submit(0, Speculate("wheat&flax"))
    entries = match.submit(0, Pass())
    assert played(entries, Passed) == [Passed(0, "speculate")]
    assert played(entries, SpeculationsDiscarded) == [SpeculationsDiscarded(((0, "wheat&flax"),))]
    assert "papyrus&lettuce" in hand(match, 0)


def test_a_single_speculation_card_is_followed_by_a_question_with_pass_alone() -> None:
    # Private: whether a second card is there to put out is the hand's secret.
    state = table([["papyrus&lettuce", "wheat"], ["castor", "castor"]], flood="flax", pile=PILE)
    match = start(state)
    entries = match.submit(0, Speculate("papyrus&lettuce"))
    assert played(entries, Speculated) == [Speculated(0, "papyrus&lettuce")]
    assert match.flow.at == "speculate"
    entries += pass_alone(match, 0)
    assert [e.why for e in played(entries, CardDrawn)][:2] == ["draw", "draw"]
    assert match.state.current == 1


def test_a_speculation_card_may_show_the_flooded_crop() -> None:
    state = table([["flax&castor", "wheat"], []], flood="flax", pile=PILE)
    match = start(state)
    assert Speculate("flax&castor") in match.legal_moves(0)


def test_pass_plants_nothing_and_the_draw_step_follows() -> None:
    state = table([["wheat", "wheat"], ["castor", "castor"]], flood="flax", pile=PILE)
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, Passed) == [Passed(0, "plant")]
    assert hand(match, 0) == ("wheat", "wheat", "wheat", "castor")
    assert events(match, Planted) == []


def test_plant_step_is_asked_with_pass_alone_when_nothing_can_be_planted() -> None:
    # Player 0 passes the trade holding wheat and flax under a flax flood: nothing to plant, but
    # step 4 is asked all the same (skipping it would tell the table so).
    state = table([["wheat", "flax"], ["castor", "castor"]], flood="flax", pile=PILE)
    match = start(state, "trade")
    match.submit(0, Pass())
    assert match.flow.at == "plant"
    pass_alone(match, 0)
    assert match.state.current == 1
    assert [e.card.value for e in events(match, CardDrawn)] == ["wheat", "castor"]
