"""Audit: adversarial scenarios against docs/games/nile.md, corner by corner.

Each test builds a table, plays moves, and checks what the rules
demand: order within a turn, boundaries (exact thresholds, empty piles, the
last card), the end, ties, who is asked what, and what others may see.
"""

from __future__ import annotations

import pytest

from senet_games.nile import Market, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate
from senet_games.nile.events import (
    CardDrawn,
    CardPaid,
    FieldOvertaken,
    FloodCleared,
    FloodTurned,
    GameOver,
    Harvested,
    LocustsStruck,
    Planted,
    Reshuffled,
    Speculated,
    SpeculationPaid,
    SpeculationsDiscarded,
    TradePaid,
    TurnStarted,
)
from senet_games.nile.rules import result
from tests.nile.kit import BASE, drawn, events, field, hand, played, refused, start, store, table

PILE = ("lettuce", "wheat", "flax", "papyrus", "castor", "castor", "castor", "castor")
REST = ("castor",) * 8
HANDS = [["wheat", "wheat"], ["castor", "castor"]]


# -- step 3: trade -------------------------------------------------------------------------------


def test_two_cards_of_different_kinds_and_nothing_else_are_paid_without_a_question() -> None:
    # Audit fix: with exactly 2 cards in hand and storehouse there is nothing to choose.
    state = table([["papyrus"], ["castor", "castor"]], stores={0: {"wheat": 1}}, flood="flax", pile=PILE)
    match = start(state, "trade")
    entries = match.submit(0, Market())
    assert played(entries, CardPaid) == [CardPaid(0, "papyrus", False), CardPaid(0, "wheat", True)]
    assert played(entries, TradePaid) == [TradePaid(0, "market")]
    assert played(entries, CardDrawn)[0] == drawn(0, "market", "lettuce")
    assert store(match, 0, "wheat") == 0
    assert match.state.discard[:2] == ("papyrus", "wheat")
    assert all(e.event.__class__.__name__ != "Passed" for e in entries)  # nobody was asked anything


def test_with_a_card_to_keep_the_second_card_is_a_real_choice() -> None:
    state = table([["papyrus", "wheat", "flax"], []], flood="castor", pile=PILE)
    match = start(state, "trade")
    match.submit(0, OfferToHapi())
    assert match.flow.at == "pay"
    match.submit(0, Pay("flax"))
    assert match.flow.at == "pay" and list(match.legal_moves(0)) == [Pay("papyrus"), Pay("wheat")]
    refused(match, 0, Pay("flax"), "trade: your hand holds no flax card")


def test_a_card_harvested_at_this_turns_flood_may_pay_for_this_turns_trade() -> None:
    # Step 2 comes before step 3: the harvest makes the second card a trade needs.
    state = table([["wheat", "wheat"], ["castor"]], fields={1: {"lettuce": 1}}, flood="flax",
                  pile=("wheat", "wheat", "lettuce", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, Harvested) == [Harvested(1, "lettuce")]
    assert match.to_act == (1,) and match.flow.at == "trade"
    entries = match.submit(1, OfferToHapi())
    assert played(entries, CardPaid) == [CardPaid(1, "castor", False), CardPaid(1, "lettuce", True)]
    assert [e for e in played(entries, FloodTurned) if e.why == "hapi"] == [FloodTurned("castor", "hapi")]
    assert store(match, 1, "lettuce") == 0


def test_one_card_in_hand_and_an_empty_storehouse_skip_the_trade() -> None:
    state = table([["wheat", "wheat"], ["papyrus&lettuce"]], flood="flax", pile=("wheat", "wheat", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    # Player 1 could not trade but may speculate: asked at step 4 straight away.
    assert played(entries, TurnStarted) == [TurnStarted(1, 4)]
    assert match.to_act == (1,) and match.flow.at == "plant"
    assert list(match.legal_moves(1)) == [Speculate("papyrus&lettuce"), Pass()]


def test_offering_to_hapi_floods_a_crop_that_then_cannot_be_planted() -> None:
    # The flood card of step 4 is the current one: the offering's card, not the turn's first.
    state = table([["wheat", "wheat", "lettuce", "lettuce", "flax", "flax"], []], flood="castor",
                  pile=("wheat", *REST))
    match = start(state, "trade")
    assert Plant("wheat", 2) in start(state).legal_moves(0)
    match.submit(0, OfferToHapi())
    match.submit(0, Pay("flax"))  # flax x2 and the rest: a choice first, then flax again
    match.submit(0, Pay("flax"))
    assert match.state.flood == "wheat"
    match.submit(0, Pass())
    refused(match, 0, Plant("wheat", 2), "wheat is flooded")
    assert list(match.legal_moves(0)) == [Plant("lettuce", 2), Pass()]


# -- step 4: planting boundaries -------------------------------------------------------------------


def test_two_cards_take_over_a_field_of_one_the_planted_cards_go_first() -> None:
    state = table([["wheat", "wheat", "lettuce"], ["castor"]], fields={1: {"wheat": 1}}, flood="flax",
                  pile=PILE)
    match = start(state)
    assert Plant("wheat", 2) in match.legal_moves(0)
    entries = match.submit(0, Plant("wheat", 2))
    kinds = [type(e.event) for e in entries]
    assert kinds.index(Planted) < kinds.index(FieldOvertaken)
    assert played(entries, FieldOvertaken) == [FieldOvertaken(1, "wheat", 1, 0)]
    assert field(match, 0, "wheat") == 2 and field(match, 1, "wheat") == 0
    assert match.state.discard[0] == "wheat"


def test_exactly_as_many_cards_as_the_field_holds_is_refused() -> None:
    state = table([["wheat", "wheat", "lettuce"], ["castor"]], fields={1: {"wheat": 2}}, flood="flax",
                  pile=PILE)
    match = start(state)
    refused(match, 0, Plant("wheat", 2), "wheat needs more than 2 cards: player 1's field holds 2")
    assert list(match.legal_moves(0)) == [Pass()]


def test_three_players_a_takeover_names_the_holder() -> None:
    state = table([["papyrus"] * 4, ["castor"], ["wheat"]], fields={2: {"papyrus": 3}}, flood="flax",
                  pile=PILE)
    match = start(state)
    refused(match, 0, Plant("papyrus", 3), "papyrus needs more than 3 cards: player 2's field holds 3")
    entries = match.submit(0, Plant("papyrus", 4))
    assert played(entries, FieldOvertaken) == [FieldOvertaken(2, "papyrus", 3, 0)]


def test_a_single_card_onto_an_own_field_is_shape_c_even_beside_a_pair() -> None:
    state = table([["wheat", "lettuce", "castor"], []], fields={0: {"lettuce": 1}}, flood="flax",
                  pile=PILE)
    match = start(state)
    plants = [m for m in match.legal_moves(0) if isinstance(m, Plant)]
    assert plants == [Plant("lettuce", 1)]
    refused(match, 0, Plant("wheat", 1), "one wheat card starts no field")
    match.submit(0, Plant("lettuce", 1))
    assert field(match, 0, "lettuce") == 2 and field(match, 0, "wheat") == 0


@pytest.mark.parametrize("flood", ["papyrus&castor", "castor"])
def test_a_pair_with_a_flooded_crop_is_refused(flood: str) -> None:
    state = table([["papyrus", "castor", "wheat"], []], flood=flood, pile=PILE)
    match = start(state)
    refused(match, 0, PlantPair("papyrus", "castor"), "is flooded")
    refused(match, 0, PlantPair("wheat", "castor"), "castor is flooded")


def test_plant_pass_and_speculate_are_the_only_shapes_no_two_plantings() -> None:
    state = table([["wheat", "wheat", "lettuce", "papyrus", "papyrus&lettuce"], ["castor"]],
                  flood="flax", pile=PILE)
    match = start(state)
    entries = match.submit(0, Plant("wheat", 2))
    # The draw follows at once: no second planting, no speculation.
    assert played(entries, Planted) == [Planted(0, "wheat", 2)] and played(entries, Speculated) == []
    assert played(entries, TurnStarted)[0] == TurnStarted(1, 4)
    assert "papyrus&lettuce" in hand(match, 0)


# -- step 1: flood, locusts and the pay-off ---------------------------------------------------------


def test_locusts_then_a_flood_card_the_pay_off_looks_at_the_card_after_the_locusts() -> None:
    state = table(HANDS, flood="flax", fields={1: {"castor": 2}}, specs={0: ["papyrus&lettuce"]},
                  pile=("wheat", "wheat", "locusts", "papyrus", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, FloodTurned) == [FloodTurned("locusts", "flood"), FloodTurned("papyrus", "flood")]
    kinds = [type(e.event) for e in entries]
    assert kinds.index(LocustsStruck) < kinds.index(SpeculationPaid)
    assert played(entries, SpeculationPaid) == [SpeculationPaid(0, "papyrus&lettuce", 3)]
    assert field(match, 1, "castor") == 0


def test_locusts_drawn_in_a_pay_off_eat_a_field_before_it_is_harvested() -> None:
    state = table(HANDS, flood="flax", fields={1: {"papyrus": 3}, 0: {"wheat": 1}},
                  specs={0: ["papyrus&lettuce"]},
                  pile=("wheat", "wheat", "papyrus", "locusts", "flax", "flax", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, LocustsStruck) == [LocustsStruck(((1, "papyrus", 3),), "speculation", 0)]
    assert played(entries, Harvested) == []
    assert store(match, 1, "papyrus") == 0 and field(match, 0, "wheat") == 1


def test_a_reshuffle_inside_a_pay_off_leaves_out_the_flood_card_and_the_speculation_cards() -> None:
    state = table(HANDS, flood="flax", specs={0: ["papyrus&lettuce"]}, reshuffles_left=1,
                  pile=("wheat", "wheat", "papyrus", "castor"), discard=("lettuce", "lettuce", "wheat"))
    match = start(state)
    entries = match.submit(0, Pass())
    shuffled = played(entries, Reshuffled)
    assert len(shuffled) == 1 and (shuffled[0].count, shuffled[0].left) == (4, 0)
    assert sorted(shuffled[0].order.items) == ["flax", "lettuce", "lettuce", "wheat"]
    assert len([e for e in played(entries, CardDrawn) if e.why == "speculation"]) == 3
    state = match.state
    assert state.flood == "papyrus" and state.discard == ("papyrus&lettuce",)
    assert len(state.draw_pile) == 2 and not match.is_over


def test_a_flood_card_that_empties_the_pile_with_a_reshuffle_left_pays_in_full() -> None:
    state = table(HANDS, flood="flax", specs={0: ["papyrus&lettuce"]}, reshuffles_left=1,
                  pile=("wheat", "wheat", "papyrus"), discard=("lettuce", "lettuce", "castor", "castor"))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, SpeculationPaid) == [SpeculationPaid(0, "papyrus&lettuce", 3)]
    assert played(entries, Reshuffled)[0].count == 5
    assert len([e for e in played(entries, CardDrawn) if e.why == "speculation"]) == 3
    assert not match.is_over and len(match.state.draw_pile) == 2


def test_locusts_as_the_last_card_with_a_reshuffle_left_go_back_into_the_pile() -> None:
    # Resolved and discarded first, then the reshuffle: the locusts are in the new pile.
    state = table(HANDS, flood="flax", reshuffles_left=1, pile=("wheat", "wheat", "locusts"),
                  discard=("lettuce", "lettuce"))
    match = start(state)
    entries = match.submit(0, Pass())
    turned = played(entries, FloodTurned)
    assert turned[0] == FloodTurned("locusts", "flood")
    shuffled = played(entries, Reshuffled)[0]
    assert sorted(shuffled.order.items) == ["flax", "lettuce", "lettuce", "locusts"]
    assert turned[1].card == shuffled.order.items[0]


def test_locusts_tie_across_three_players_every_largest_field_goes() -> None:
    fields = {0: {"wheat": 2, "lettuce": 1}, 1: {"papyrus": 2}, 2: {"castor": 2, "flax": 1}}
    state = table([["wheat", "wheat"], ["flax"], ["flax"]], fields=fields, flood="papyrus&lettuce",
                  pile=("locusts", "lettuce", "flax", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, LocustsStruck)[0] == LocustsStruck(
        ((0, "wheat", 2), (1, "papyrus", 2), (2, "castor", 2)), "draw", 0)
    assert [c.card.value for c in played(entries, CardDrawn)][:1] == ["lettuce"]
    assert field(match, 0, "lettuce") == 1 and field(match, 2, "flax") == 0  # flax: next flood
    assert store(match, 2, "flax") == 1


# -- the end -----------------------------------------------------------------------------------------


def test_the_draw_step_reshuffles_for_its_second_card_and_the_game_ends_at_the_next_flood() -> None:
    state = table(HANDS, flood="flax", reshuffles_left=1, pile=("lettuce",), discard=("wheat", "castor"),
                  fields={1: {"wheat": 1, "castor": 1}})
    match = start(state)
    entries = match.submit(0, Pass())
    assert [e.player for e in played(entries, CardDrawn)] == [0, 0]
    assert played(entries, Reshuffled)[0].left == 0
    # Player 1's flood turns the last card: it is harvested, then the game ends before any trade.
    last = played(entries, FloodTurned)[0].card
    assert played(entries, Harvested) == [Harvested(1, last)]
    assert played(entries, GameOver) and match.is_over and match.legal_moves(1) == ()


def test_locusts_as_the_second_card_of_the_draw_step_and_the_last_card_end_the_game() -> None:
    state = table(HANDS, flood="flax", reshuffles_left=0, pile=("wheat", "locusts"),
                  fields={1: {"castor": 2}})
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, CardDrawn) == [drawn(0, "draw", "wheat")]
    assert played(entries, LocustsStruck) == [LocustsStruck(((1, "castor", 2),), "draw", 0)]
    assert played(entries, TurnStarted) == [] and match.is_over
    assert type(entries[-1].event) is GameOver


def test_an_offering_to_hapi_that_turns_the_last_card_harvests_then_ends() -> None:
    state = table([["wheat", "flax", "lettuce"], ["castor"]], fields={0: {"lettuce": 2}}, flood="castor",
                  reshuffles_left=0, pile=("lettuce",))
    match = start(state, "trade")
    match.submit(0, OfferToHapi())
    match.submit(0, Pay("wheat"))
    entries = match.submit(0, Pay("flax"))
    assert played(entries, FloodCleared) == [FloodCleared("castor")]
    assert played(entries, Harvested) == [Harvested(0, "lettuce")]
    assert match.is_over and type(entries[-1].event) is GameOver
    assert hand(match, 0) == ("lettuce",) and field(match, 0, "lettuce") == 1


def test_example_6_decides_a_game_that_ends_in_play() -> None:
    red = {"papyrus": 4, "lettuce": 2, "wheat": 3, "flax": 4, "castor": 2}     # 2,2,3,4,4
    green = {"papyrus": 1, "lettuce": 4, "wheat": 2, "flax": 1, "castor": 2}   # 1,1,2,2,4
    state = table(HANDS, stores={0: green, 1: red}, flood="flax", reshuffles_left=0, pile=("wheat",))
    match = start(state)
    match.submit(0, Pass())
    assert match.is_over and match.result is not None
    assert match.result.winners == (1,) and match.result.scores == (1, 2)


def test_three_players_ties_share_and_break_only_on_a_later_count() -> None:
    a = {"papyrus": 1, "lettuce": 1, "wheat": 1, "flax": 1, "castor": 2}   # 1,1,1,1,2
    b = dict.fromkeys(BASE, 1)                                             # 1,1,1,1,1
    c = {"papyrus": 2, "lettuce": 1, "wheat": 1, "flax": 1, "castor": 1}   # 1,1,1,1,2
    outcome = result(table([[], [], []], stores={0: a, 1: b, 2: c}))
    assert outcome.ranks == (1, 3, 1) and outcome.winners == (0, 2)
    assert outcome.scores == (1, 1, 1)  # equal scores, different ranks
    nobody = result(table([[], []]))
    assert nobody.ranks == (1, 1) and nobody.scores == (0, 0)


# -- turn order, player counts, hidden information ----------------------------------------------------


def test_play_goes_clockwise_from_the_last_seat_to_seat_0() -> None:
    state = table([["castor", "castor"], ["flax"], ["wheat", "wheat"]], flood="flax", current=2,
                  pile=("lettuce", "lettuce", "papyrus", *REST))
    match = start(state)
    entries = match.submit(2, Pass())
    assert played(entries, TurnStarted) == [TurnStarted(0, 4)]
    assert match.to_act == (0,)


def test_six_players_with_deluxor_plant_and_harvest_onion() -> None:
    crops = (*BASE, "grape", "onion")
    # From the real deck: 10 castor in hands, 4 in the pile (14); one grape&onion (in hand), and
    # player 1's flood is flax&onion, the other onion speculation card showing onion.
    hands = [["onion", "onion", "grape&onion"], *[["castor", "castor"]] * 5]
    state = table(hands, crops=crops, flood="grape", reshuffles_left=5,
                  pile=("wheat", "wheat", "flax&onion", *("castor",) * 4))
    match = start(state, deluxor=True)
    refused(match, 0, Plant("grape", 2), "grape is flooded")
    assert Speculate("grape&onion") in match.legal_moves(0)
    match.submit(0, Plant("onion", 2))
    assert events(match, Harvested) == [Harvested(0, "onion")]  # player 1's flood: flax & onion
    assert match.state.flood == "flax&onion"
    assert field(match, 0, "onion") == 1 and store(match, 0, "onion") == 1
    assert match.to_act == (1,) and match.flow.at == "trade"


def test_what_a_pay_off_draws_is_seen_by_its_owner_only() -> None:
    state = table(HANDS, flood="flax", specs={0: ["papyrus&lettuce"]},
                  pile=("wheat", "wheat", "papyrus", "lettuce", "flax", "locusts", *REST))
    match = start(state)
    match.submit(0, Pass())
    for viewer in (None, 0, 1):
        drawn = [e.event for e in match.log_for(viewer) if isinstance(e.event, CardDrawn)]
        assert all((d.card.value is not None) == (d.player == viewer) for d in drawn)
        struck = [e.event for e in match.log_for(viewer) if isinstance(e.event, LocustsStruck)]
        assert struck == [LocustsStruck((), "speculation", 0)]  # the locusts are public
        paid = [e.event for e in match.log_for(viewer) if isinstance(e.event, SpeculationPaid)]
        assert paid == [SpeculationPaid(0, "papyrus&lettuce", 3)]
    assert [len(h) for h in match.view(1).state.hands] == [2 + 2 + 2, 2]
    assert match.view(1).state.hands[1].items == ("castor", "castor")


def test_speculations_are_discarded_at_a_flood_even_when_nothing_pays() -> None:
    state = table(HANDS, flood="flax", specs={0: ["papyrus&lettuce", "wheat&flax"]},
                  pile=("wheat", "wheat", "castor", *REST))
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, SpeculationPaid) == []
    assert played(entries, SpeculationsDiscarded) == [
        SpeculationsDiscarded(((0, "papyrus&lettuce"), (0, "wheat&flax")))]
    assert match.state.discard[-2:] == ("papyrus&lettuce", "wheat&flax")
