"""The locusts, wherever a card is drawn or turned (example 4)."""

from __future__ import annotations

import pytest

from senet_games.nile import Market, OfferToHapi, Pass, Pay
from senet_games.nile.events import CardDrawn, FloodTurned, LocustsStruck, SpeculationPaid
from tests.nile.kit import field, hand, played, start, table

# Example 4's fields: own papyrus 1, wheat 1, lettuce 2; the opponent's castor 2 and flax 2.
EXAMPLE_4 = {0: {"papyrus": 1, "wheat": 1, "lettuce": 2}, 1: {"castor": 2, "flax": 2}}
REST = ("papyrus", "papyrus", "papyrus", "papyrus", "papyrus", "papyrus")


@pytest.mark.parametrize("pile", [("locusts", "wheat"), ("wheat", "locusts")])
def test_example_4_locusts_in_the_draw_step_eat_every_largest_field(pile: tuple[str, str]) -> None:
    state = table([["papyrus&lettuce", "wheat"], ["castor", "castor"]], fields=EXAMPLE_4, flood="flax",
                  pile=(*pile, *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, LocustsStruck) == [
        LocustsStruck(((0, "lettuce", 2), (1, "flax", 2), (1, "castor", 2)), "draw", 0)]
    # The draw step yields only the other card: the locusts' draw is lost, not replaced.
    assert [(e.player, e.why, e.card.value) for e in played(entries, CardDrawn)] == [(0, "draw", "wheat")]
    assert hand(match, 0) == ("wheat", "wheat", "papyrus&lettuce")
    assert [field(match, 0, c) for c in ("papyrus", "wheat", "lettuce")] == [0, 1, 0]  # papyrus harvested
    assert field(match, 1, "castor") == 0 and field(match, 1, "flax") == 0
    discard = match.state.discard
    assert discard[:7] == ("lettuce", "lettuce", "flax", "flax", "castor", "castor", "locusts")


def test_locusts_with_no_fields_do_nothing_but_are_discarded() -> None:
    state = table([["wheat", "wheat"], ["castor", "castor"]], flood="flax", pile=("locusts", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, LocustsStruck) == [LocustsStruck((), "draw", 0)]
    assert "locusts" in match.state.discard


def test_locusts_eat_only_the_largest_field() -> None:
    state = table([["wheat", "wheat"], ["castor", "castor"]], flood="flax",
                  fields={0: {"wheat": 3, "lettuce": 2}, 1: {"castor": 1}}, pile=("locusts", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, LocustsStruck)[0].eaten == ((0, "wheat", 3),)
    assert field(match, 0, "lettuce") == 2 and field(match, 1, "castor") == 1


def test_locusts_in_a_speculation_pay_off_cost_one_of_the_three_cards() -> None:
    state = table([["wheat", "wheat"], ["castor", "castor"]], flood="flax", fields={1: {"castor": 2}},
                  specs={0: ["papyrus&lettuce"]},
                  pile=("wheat", "wheat", "papyrus", "flax", "locusts", "flax", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, SpeculationPaid) == [SpeculationPaid(0, "papyrus&lettuce", 3)]
    assert played(entries, LocustsStruck) == [LocustsStruck(((1, "castor", 2),), "speculation", 0)]
    assert [e.card.value for e in played(entries, CardDrawn) if e.why == "speculation"] == ["flax", "flax"]


def test_locusts_turned_by_an_offering_to_hapi_are_resolved_and_another_card_is_turned() -> None:
    state = table([["wheat", "wheat", "flax", "flax"], []], flood="flax", fields={1: {"castor": 2}},
                  pile=("locusts", "lettuce", *REST))
    match = start(state, "trade")
    match.submit(0, OfferToHapi())
    match.submit(0, Pay("flax"))
    entries = match.submit(0, Pay("flax"))
    assert played(entries, FloodTurned) == [FloodTurned("locusts", "hapi"), FloodTurned("lettuce", "hapi")]
    assert played(entries, LocustsStruck) == [LocustsStruck(((1, "castor", 2),), "hapi", None)]
    assert match.state.flood == "lettuce"


def test_locusts_at_the_market_cost_the_card() -> None:
    state = table([["wheat", "wheat", "flax", "flax"], []], flood="flax", pile=("locusts", *REST))
    match = start(state, "trade")
    match.submit(0, Market())
    match.submit(0, Pay("flax"))
    entries = match.submit(0, Pay("flax"))
    assert played(entries, LocustsStruck) == [LocustsStruck((), "market", 0)]
    assert played(entries, CardDrawn) == [] and hand(match, 0) == ("wheat", "wheat")
