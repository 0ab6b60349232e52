"""Steps 1 and 2, flood and harvest, and the speculation pay-off (examples 3 and 5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import pytest

import senet
from senet import Hand
from senet_games.nile import Card, NileState, Pass, Plant
from senet_games.nile.events import (
    CardDrawn,
    FloodCleared,
    FloodTurned,
    Harvested,
    LocustsStruck,
    SpeculationPaid,
    SpeculationsDiscarded,
    TurnStarted,
)
from tests.nile.kit import field, played, refused, start, store, table

REST = ("castor",) * 8


def next_turn(flood: str, *, fields: Mapping[int, Mapping[str, int]] | None = None,
              specs: Mapping[int, Sequence[str]] | None = None, more: Sequence[str] = REST,
              stores: Mapping[int, Mapping[str, int]] | None = None
              ) -> tuple[senet.Match[Any], list[senet.Entry]]:
    """Player 0 ends their turn (pass, draw wheat and wheat); player 1's flood turns ``flood``."""
    state = table([["papyrus", "papyrus"], ["castor", "castor"]], flood="flax",
                  fields=fields, specs=specs, stores=stores, pile=("wheat", "wheat", flood, *more))
    match = start(state)
    return match, match.submit(0, Pass())


def test_the_flood_card_goes_to_the_discard_pile_and_the_top_card_is_turned() -> None:
    match, entries = next_turn("lettuce")
    assert played(entries, TurnStarted) == [TurnStarted(1, 4)]
    assert played(entries, FloodCleared) == [FloodCleared("flax")]
    assert played(entries, FloodTurned) == [FloodTurned("lettuce", "flood")]
    state: NileState = match.state
    assert state.flood == "lettuce" and state.discard == ("flax",)
    assert state.draw_pile == REST


def test_harvest_one_card_per_flooded_crop_for_every_player_with_that_field() -> None:
    match, entries = next_turn("lettuce", fields={0: {"lettuce": 3, "wheat": 2}, 1: {"castor": 1}})
    assert played(entries, Harvested) == [Harvested(0, "lettuce")]
    assert field(match, 0, "lettuce") == 2 and store(match, 0, "lettuce") == 1
    assert field(match, 0, "wheat") == 2 and field(match, 1, "castor") == 1


def test_every_player_with_a_field_of_a_flooded_crop_harvests() -> None:
    # A crop is in one player's fields at most, so "every player" shows with a speculation flood
    # card: both its crops are harvested, each by the player who has that field.
    match, entries = next_turn("wheat&flax", fields={0: {"wheat": 1}, 1: {"flax": 4, "lettuce": 1}})
    assert played(entries, Harvested) == [Harvested(0, "wheat"), Harvested(1, "flax")]
    assert field(match, 0, "wheat") == 0 and store(match, 0, "wheat") == 1
    assert field(match, 1, "flax") == 3 and store(match, 1, "flax") == 1 and field(match, 1, "lettuce") == 1


def test_two_players_with_a_field_of_one_crop_is_an_impossible_table() -> None:
    # A planting takes another player's field of that crop over: no play makes two wheat fields.
    state = table([["papyrus", "papyrus"], ["castor", "castor"]], flood="flax",
                  fields={0: {"wheat": 1}, 1: {"wheat": 4}}, pile=("wheat", "wheat", "wheat", *REST))
    with pytest.raises(senet.PositionError) as info:
        start(state)
    assert any(line.startswith("fields: players 0, 1 all have a wheat field")
               for line in info.value.problems), info.value.problems


def test_an_emptied_field_is_gone() -> None:
    match, _ = next_turn("lettuce", fields={1: {"lettuce": 1}})
    assert field(match, 1, "lettuce") == 0 and store(match, 1, "lettuce") == 1
    # A single card no longer adds to it: one lettuce would have to start a new field.
    hands = (Hand(0), Hand(1, (Card.LETTUCE, Card.CASTOR, Card.CASTOR)))
    again = start(attrs.evolve(match.state, hands=hands, flood=Card.WHEAT))
    refused(again, 1, Plant("lettuce", 1), "one lettuce card starts no field")


def test_example_3_a_speculation_flood_card_harvests_both_its_crops() -> None:
    match, entries = next_turn("flax&castor", fields={0: {"flax": 2, "castor": 1, "wheat": 1}})
    assert played(entries, Harvested) == [Harvested(0, "flax"), Harvested(0, "castor")]
    assert store(match, 0, "flax") == 1 and store(match, 0, "castor") == 1
    assert field(match, 0, "flax") == 1 and field(match, 0, "castor") == 0 and field(match, 0, "wheat") == 1


def test_locusts_turned_as_flood_are_resolved_discarded_and_another_card_is_turned() -> None:
    fields = {0: {"lettuce": 2, "wheat": 1}, 1: {"castor": 2, "papyrus": 1}}
    match, entries = next_turn("locusts", fields=fields, more=("wheat", *REST))
    assert played(entries, FloodTurned) == [FloodTurned("locusts", "flood"), FloodTurned("wheat", "flood")]
    assert played(entries, LocustsStruck) == [
        LocustsStruck(((0, "lettuce", 2), (1, "castor", 2)), "flood", None)]
    assert played(entries, Harvested) == [Harvested(0, "wheat")]
    state: NileState = match.state
    assert state.flood == "wheat"
    assert state.discard == ("flax", "lettuce", "lettuce", "castor", "castor", "locusts")
    assert field(match, 1, "papyrus") == 1 and store(match, 0, "wheat") == 1


@pytest.mark.parametrize("flood", ["papyrus", "lettuce", "papyrus&wheat", "lettuce&castor"])
def test_example_5_a_speculation_pays_when_the_next_flood_shows_one_of_its_crops(flood: str) -> None:
    match, entries = next_turn(flood, specs={0: ["papyrus&lettuce"]})
    assert played(entries, SpeculationPaid) == [SpeculationPaid(0, "papyrus&lettuce", 3)]
    drawn = [e for e in played(entries, CardDrawn) if e.why == "speculation"]
    assert [(e.player, e.card.value) for e in drawn] == [(0, "castor")] * 3
    assert played(entries, SpeculationsDiscarded) == [SpeculationsDiscarded(((0, "papyrus&lettuce"),))]
    state: NileState = match.state
    assert state.specs == ((), ()) and state.discard[-1] == "papyrus&lettuce"
    assert len(state.hands[0]) == 2 + 2 + 3


@pytest.mark.parametrize("flood", ["wheat", "flax&castor", "wheat&flax"])
def test_a_speculation_that_misses_draws_nothing_and_is_discarded(flood: str) -> None:
    match, entries = next_turn(flood, specs={0: ["papyrus&lettuce"]})
    assert played(entries, SpeculationPaid) == []
    assert [e.why for e in played(entries, CardDrawn)] == ["draw", "draw"]
    assert played(entries, SpeculationsDiscarded) == [SpeculationsDiscarded(((0, "papyrus&lettuce"),))]
    assert match.state.specs == ((), ())


def test_a_flood_showing_both_crops_of_a_lying_speculation_card_is_an_impossible_table() -> None:
    # Only the card "papyrus&lettuce" shows both papyrus and lettuce, and the deck has one copy:
    # while it lies out it cannot also be the next flood. A table with a second copy is refused.
    with pytest.raises(senet.PositionError) as info:
        next_turn("papyrus&lettuce", specs={0: ["papyrus&lettuce"]})
    assert any(line.startswith("pile, specs[0]: 2 papyrus&lettuce card(s) on the table; the deck has 1")
               for line in info.value.problems), info.value.problems


def test_two_paying_speculation_cards_draw_six() -> None:
    _, entries = next_turn("papyrus", specs={0: ["papyrus&lettuce", "papyrus&castor"]})
    assert [e.card for e in played(entries, SpeculationPaid)] == ["papyrus&lettuce", "papyrus&castor"]
    assert [e.why for e in played(entries, CardDrawn)].count("speculation") == 6


def test_one_of_two_speculation_cards_pays_and_both_are_discarded() -> None:
    match, entries = next_turn("wheat", specs={0: ["papyrus&lettuce", "wheat&castor"]})
    assert [e.card for e in played(entries, SpeculationPaid)] == ["wheat&castor"]
    assert played(entries, SpeculationsDiscarded) == [
        SpeculationsDiscarded(((0, "papyrus&lettuce"), (0, "wheat&castor")))]
    assert match.state.discard[-2:] == ("papyrus&lettuce", "wheat&castor")


def test_the_pay_off_comes_before_the_harvest_and_the_discard_after_the_draws() -> None:
    _, entries = next_turn("papyrus", specs={0: ["papyrus&lettuce"]}, fields={1: {"papyrus": 2}})
    kinds = [type(e.event).__name__ for e in entries]
    paid = kinds.index("SpeculationPaid")
    assert kinds[paid + 1:paid + 4] == ["CardDrawn"] * 3
    assert kinds.index("SpeculationsDiscarded") == paid + 4
    assert kinds.index("Harvested") > paid + 4
