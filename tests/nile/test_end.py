"""Reshuffles, the end of the game, and the winner (example 6)."""

from __future__ import annotations

import pytest

import senet
from senet_games.nile import GAME, Market, Pass
from senet_games.nile.events import (
    CardDrawn,
    FloodCleared,
    FloodTurned,
    GameOver,
    Harvested,
    LocustsStruck,
    Reshuffled,
    SpeculationPaid,
    SpeculationsDiscarded,
    TurnStarted,
)
from senet_games.nile.rules import result
from tests.nile.kit import all_cards, drawn, field, hand, played, start, store, table

HANDS = [["wheat", "wheat"], ["castor", "castor"]]


def test_reshuffle_only_when_a_card_is_needed_the_discard_pile_becomes_the_draw_pile() -> None:
    # The draw step empties the pile; nothing happens until the next flood needs a card. The old
    # flood card is discarded first, so it is shuffled in too.
    state = table(HANDS, flood="flax", pile=("lettuce", "papyrus"), discard=("wheat", "castor"),
                  reshuffles_left=1)
    match = start(state)
    before = all_cards(match.state)
    entries = match.submit(0, Pass())
    kinds = [type(e.event) for e in entries]
    assert kinds.index(FloodCleared) < kinds.index(Reshuffled) < kinds.index(FloodTurned)
    shuffled = played(entries, Reshuffled)[0]
    assert (shuffled.count, shuffled.left) == (3, 0)
    assert sorted(shuffled.order.items) == ["castor", "flax", "wheat"]
    state = match.state
    assert state.reshuffles_left == 0 and state.reshuffles == 1 and state.pile_size == 2
    assert state.flood == shuffled.order.items[0] and state.discard == ()
    assert all_cards(state) == before and not match.is_over


def test_the_game_ends_as_soon_as_the_pile_runs_out_with_no_reshuffles_left() -> None:
    # The draw step's first card empties the pile: it goes to hand, and nothing after happens.
    state = table(HANDS, flood="flax", pile=("lettuce",), discard=("wheat",), reshuffles_left=0)
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, CardDrawn) == [drawn(0, "draw", "lettuce")]
    assert played(entries, GameOver) == [GameOver("the draw pile ran out with no reshuffles left")]
    assert played(entries, TurnStarted) == [] and match.is_over
    assert hand(match, 0) == ("lettuce", "wheat", "wheat")
    assert match.legal_moves(0) == () and match.result is not None


def test_a_last_flood_card_is_resolved_pay_off_drawing_nothing_and_harvest_then_the_end() -> None:
    state = table(HANDS, flood="flax", pile=("wheat", "wheat", "papyrus"), reshuffles_left=0,
                  fields={1: {"papyrus": 2}}, specs={0: ["papyrus&lettuce"]})
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, FloodTurned) == [FloodTurned("papyrus", "flood")]
    assert played(entries, SpeculationPaid) == [SpeculationPaid(0, "papyrus&lettuce", 0)]
    assert [e.why for e in played(entries, CardDrawn)] == ["draw", "draw"]
    assert played(entries, SpeculationsDiscarded) == [SpeculationsDiscarded(((0, "papyrus&lettuce"),))]
    assert played(entries, Harvested) == [Harvested(1, "papyrus")]
    assert store(match, 1, "papyrus") == 1 and match.is_over
    assert type(entries[-1].event) is GameOver


def test_a_last_card_that_is_the_locusts_is_resolved_and_no_other_card_is_turned() -> None:
    state = table(HANDS, flood="flax", pile=("wheat", "wheat", "locusts"), reshuffles_left=0,
                  fields={1: {"castor": 2}})
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, FloodTurned) == [FloodTurned("locusts", "flood")]
    assert played(entries, LocustsStruck) == [LocustsStruck(((1, "castor", 2),), "flood", None)]
    assert match.is_over and match.state.flood is None


def test_the_game_ends_inside_a_pay_off_nothing_after_that_card() -> None:
    # The flood (papyrus) leaves one card; the pay-off draws it and the game ends: the harvest of
    # papyrus and the discarding of speculation cards do not happen.
    state = table(HANDS, flood="flax", pile=("wheat", "wheat", "papyrus", "castor"), reshuffles_left=0,
                  fields={1: {"papyrus": 2}}, specs={0: ["papyrus&lettuce"]})
    match = start(state)
    entries = match.submit(0, Pass())
    assert [e.card.value for e in played(entries, CardDrawn) if e.why == "speculation"] == ["castor"]
    assert played(entries, Harvested) == [] and played(entries, SpeculationsDiscarded) == []
    assert field(match, 1, "papyrus") == 2 and match.is_over


def test_the_game_ends_at_once_when_a_card_is_needed_and_cannot_be_had() -> None:
    state = table(HANDS, flood="flax", pile=(), discard=(), reshuffles_left=1)
    match = start(state)
    entries = match.submit(0, Pass())
    assert played(entries, GameOver) == [
        GameOver("a card must be taken, the draw pile is empty and the discard pile is empty")]
    assert played(entries, CardDrawn) == [] and match.is_over


def test_an_empty_pile_with_no_reshuffles_left_and_the_game_not_ended_is_an_impossible_table() -> None:
    # The game ends as soon as the pile runs out with no reshuffles left, so no later card can be
    # needed from it: such a table is refused, not played on.
    state = table(HANDS, flood="flax", pile=(), discard=("wheat",), reshuffles_left=0)
    with pytest.raises(senet.PositionError) as info:
        start(state)
    assert any(line.startswith("pile, reshuffles_left, ended: the draw pile ran out")
               for line in info.value.problems), info.value.problems


def test_the_game_can_end_at_the_market() -> None:
    state = table([["wheat", "flax"], []], flood="flax", pile=("castor",), reshuffles_left=0)
    match = start(state, "trade")
    entries = match.submit(0, Market())  # wheat and flax are all there is: both are paid at once
    assert played(entries, CardDrawn) == [drawn(0, "market", "castor")]
    assert match.is_over and hand(match, 0) == ("castor",)


@pytest.mark.parametrize("players", range(2, 6))
def test_reshuffles_left_at_the_start_is_players_minus_one(players: int) -> None:
    match = senet.new_match(GAME, players, seed=3)
    assert match.state.reshuffles_left == players - 1


def test_example_6_the_sorted_counts_are_compared_smallest_first() -> None:
    # Crop order papyrus, lettuce, wheat, flax, castor; the counts sorted are what counts.
    red = {"papyrus": 4, "lettuce": 2, "wheat": 3, "flax": 4, "castor": 2}     # 2,2,3,4,4
    green = {"papyrus": 1, "lettuce": 4, "wheat": 2, "flax": 1, "castor": 2}   # 1,1,2,2,4
    outcome = result(table([[], []], stores={0: red, 1: green}))
    assert outcome.ranks == (1, 2) and outcome.winners == (0,)
    red = {"papyrus": 1, "lettuce": 2, "wheat": 3, "flax": 4, "castor": 1}     # 1,1,2,3,4
    green = {"papyrus": 4, "lettuce": 1, "wheat": 1, "flax": 4, "castor": 1}   # 1,1,1,4,4
    outcome = result(table([[], []], stores={0: red, 1: green}))
    assert outcome.ranks == (1, 2)


def test_a_crop_never_harvested_counts_zero() -> None:
    rich = {"papyrus": 9, "lettuce": 9, "wheat": 9, "flax": 9}          # 0,9,9,9,9
    even = dict.fromkeys(("papyrus", "lettuce", "wheat", "flax", "castor"), 1)  # 1,1,1,1,1
    outcome = result(table([[], []], stores={0: rich, 1: even}))
    assert outcome.winners == (1,) and outcome.scores == (0, 1)


def test_players_equal_on_every_count_share_the_win() -> None:
    a = {"papyrus": 1, "lettuce": 2, "wheat": 3}
    b = {"castor": 1, "flax": 2, "papyrus": 3}
    c = {"papyrus": 1}
    outcome = result(table([[], [], []], stores={0: a, 1: b, 2: c}))
    assert outcome.ranks == (1, 1, 3) and outcome.winners == (0, 1)


def test_deluxor_crops_count_too() -> None:
    crops = ("papyrus", "lettuce", "wheat", "flax", "castor", "grape")
    five = dict.fromkeys(crops[:5], 2)
    six = dict.fromkeys(crops, 1)
    outcome = result(table([[], []], crops=crops, stores={0: five, 1: six}))
    assert outcome.winners == (1,)
