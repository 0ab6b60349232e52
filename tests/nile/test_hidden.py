"""Hidden hands, public zones: the views, redacted logs and search copies the engine derives,
and the private decisions that are asked whatever the hand holds."""

from __future__ import annotations

from collections import Counter

import pytest

import senet
from senet import Move, RandomBot
from senet_games.nile import GAME, Market, NileState, Pass, Passed, Speculate, Step
from senet_games.nile.events import CardDrawn, HandDealt, LocustsShuffledIn, Reshuffled
from senet_games.nile.flow import DECISIONS, TRADE
from tests.nile.kit import Match, all_cards, start, table

SAID = senet.faces.words(GAME)
"""The game's words face."""


def test_a_view_shows_the_own_hand_and_only_sizes_of_the_others() -> None:
    # Player 1 has just put wheat&flax out and is asked for a second speculation card.
    state = table([["wheat", "papyrus&lettuce"], ["castor", "castor", "flax"]],
                  fields={1: {"lettuce": 2}}, stores={0: {"flax": 1}}, specs={1: ["wheat&flax"]},
                  flood="papyrus", pile=("wheat", "lettuce", "castor"), discard=("papyrus",),
                  reshuffles_left=1, current=1)
    match = start(state, "speculate")
    mine: NileState = match.view(0).state
    assert mine.hands[0].items == ("wheat", "papyrus&lettuce") and [len(h) for h in mine.hands] == [2, 3]
    assert mine.hands[1].items == () and mine.pile.items == () and mine.plague.items == ()
    assert mine.pile_size == 3 and mine.discard == ("papyrus",) and mine.reshuffles_left == 1
    assert mine.flood == "papyrus" and mine.fields[1] == (0, 2, 0, 0, 0)
    assert mine.stores[0] == (0, 0, 0, 1, 0) and mine.specs == ((), ("wheat&flax",))
    assert match.view(1).state.hands[1].items == ("flax", "castor", "castor")  # in crop order
    spectator: NileState = match.view(None).state
    assert all(h.items == () for h in spectator.hands) and [len(h) for h in spectator.hands] == [2, 3]
    assert "lettuce', 'castor" not in repr(mine)  # the pile's order is nowhere in a view


def test_drawn_and_dealt_cards_reach_only_their_owner_and_pile_orders_nobody() -> None:
    match = senet.new_match(GAME, 3, seed=5)
    senet.play_out(match, max_moves=200)
    assert any(isinstance(e.event, Reshuffled) for e in match.log)
    for viewer in (None, 0, 1, 2):
        for entry in match.log_for(viewer):
            event = entry.event
            if isinstance(event, HandDealt):
                assert bool(event.cards.items) == (event.player == viewer)
                assert len(event.cards) == event.count
            if isinstance(event, CardDrawn):
                assert (event.card.value is not None) == (event.player == viewer)
            if isinstance(event, (Reshuffled, LocustsShuffledIn)):
                assert event.order.items == () and len(event.order) == event.count
    assert all(e.event.order.items for e in match.log if isinstance(e.event, Reshuffled))


def test_the_derived_search_copy_re_deals_the_other_hands_and_the_pile_keeping_what_is_known() -> None:
    match = senet.new_match(GAME, 4, seed=11)
    bots = [RandomBot(p) for p in range(4)]
    changed = moved = 0
    for step in range(120):
        if match.is_over:
            break
        state: NileState = match.state
        for observer in (None, 0, 1, 2, 3):
            other = GAME.determinize(state, observer, senet.Rng(step))
            assert all_cards(other) == all_cards(state)
            assert all("locusts" not in h for h in other.hands)  # the locusts never go into a hand
            assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
            assert len(other.draw_pile) == len(state.draw_pile)
            assert Counter(other.draw_pile)["locusts"] == Counter(state.draw_pile)["locusts"]
            assert (other.fields, other.stores, other.specs, other.flood, other.discard) == (
                state.fields, state.stores, state.specs, state.flood, state.discard)
            if observer is not None:
                assert other.hands[observer] == state.hands[observer]
            assert GAME.view(other, observer) == GAME.view(state, observer)
            changed += other != state
            moved += other.plague != state.plague
        player = match.to_act[0]
        match.submit(player, bots[player].choose(None, match.legal_moves(player)))
    assert changed > 100 and moved > 50  # the locusts' place in the pile is re-dealt too


def test_a_refused_move_leaves_no_trace() -> None:
    match = start(table([["wheat", "wheat"], []], flood="flax", pile=("castor",) * 6))
    before = (match.save(), match.state_hash(), len(match.log))
    with pytest.raises(senet.IllegalMove, match="not player 1's decision"):
        match.submit(1, Pass())
    assert (match.save(), match.state_hash(), len(match.log)) == before


def _twins(first: list[str], second: list[str], phase: str, *moves: Move) -> tuple[Match, Match]:
    """Two tables equal but for player 0's hand (same size), driven by the same moves."""
    twins = []
    for held in (first, second):
        match = start(table([held, ["castor", "castor"]], flood="flax", pile=("wheat",) * 8), phase)
        for move in moves:
            match.submit(0, move)
        twins.append(match)
    return twins[0], twins[1]


def _same_for_the_others(a: Match, b: Match) -> None:
    assert a.to_act == b.to_act == (0,) and a.flow.at == b.flow.at
    for viewer in (None, 1):
        assert (a.view(viewer).state, a.view(viewer).phase, a.view(viewer).to_act) == (
            b.view(viewer).state, b.view(viewer).phase, b.view(viewer).to_act)


@pytest.mark.parametrize(("first", "second", "phase", "moves", "asked"), [
    # Step 4 with nothing to plant (pass alone) and with a planting.
    (["wheat", "flax"], ["wheat", "wheat"], "trade", (Pass(),), "plant"),
    # A second speculation card, or none to put out.
    (["papyrus&lettuce", "wheat"], ["papyrus&lettuce", "wheat&flax"], "plant",
     (Speculate("papyrus&lettuce"),), "speculate"),
    # Paying a trade from a hand of one kind of card, or of three kinds.
    (["papyrus", "papyrus", "papyrus"], ["papyrus", "wheat", "flax"], "trade", (Market(),), "pay"),
])
def test_a_private_decision_is_asked_whatever_the_hand_holds(
        first: list[str], second: list[str], phase: str, moves: tuple[Move, ...], asked: str) -> None:
    a, b = _twins(first, second, phase, *moves)
    assert a.flow.at == asked and len(a.legal_moves(0)) == 1 < len(b.legal_moves(0))
    _same_for_the_others(a, b)


def test_the_private_decisions_are_those_whose_options_the_hand_decides() -> None:
    assert {d.name for d in DECISIONS if d.private} == {"pay", "plant", "speculate"}
    assert not TRADE.private  # its options depend on how many cards are held: public



@pytest.mark.parametrize(("first", "second", "phase", "moves", "said"), [
    # Step 4: pass alone (nothing plantable under a flax flood) or pass chosen beside a planting.
    (["wheat", "flax"], ["wheat", "wheat"], "trade", (Pass(), Pass()), "plant"),
    # A second speculation card: pass alone (none left) or pass chosen beside one.
    (["papyrus&lettuce", "wheat"], ["papyrus&lettuce", "wheat&flax"], "plant",
     (Speculate("papyrus&lettuce"), Pass()), "speculate"),
])
def test_a_pass_is_announced_alike_whether_or_not_it_was_the_only_option(
        first: list[str], second: list[str], phase: str, moves: tuple[Move, ...], said: str) -> None:
    # Twins that differ only in player 0's hand, driven by the same moves: the others' logs are
    # the same, so nobody learns whether that hand allowed anything but a pass.
    a, b = _twins(first, second, phase, *moves)
    assert a.to_act == b.to_act == (1,)
    for match in (a, b):
        assert Passed(0, Step(said)) in [e.event for e in match.log]
    for viewer in (None, 1):
        log_a, log_b = a.log_for(viewer), b.log_for(viewer)
        assert log_a == log_b
        assert [SAID.describe_event(e.event, viewer) for e in log_a] == [
            SAID.describe_event(e.event, viewer) for e in log_b]
        assert a.view(viewer).state == b.view(viewer).state
