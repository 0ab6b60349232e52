"""Hidden hands, public zones: views, redacted logs and determinize."""

from __future__ import annotations

from collections import Counter

import pytest

import senet
from senet import RandomBot
from senet_games.nile import GAME, NileState, NileView, Pass
from senet_games.nile.events import CardDrawn, HandDealt, LocustsShuffledIn, Reshuffled
from senet_games.nile.view import determinize
from tests.nile.kit import all_cards, start, table


def test_a_view_shows_the_own_hand_and_only_sizes_of_the_others() -> None:
    state = table([["wheat", "papyrus&lettuce"], ["castor", "castor", "flax"]],
                  fields={1: {"lettuce": 2}}, stores={0: {"flax": 1}}, specs={1: ["wheat&flax"]},
                  flood="papyrus", pile=("wheat", "lettuce", "castor"), discard=("papyrus",),
                  reshuffles_left=2)
    match = start(state)
    mine: NileView = match.view(0).state
    assert mine.hand == ("wheat", "papyrus&lettuce") and mine.hand_sizes == (2, 3)
    assert mine.pile == 3 and mine.discard == ("papyrus",) and mine.reshuffles_left == 2
    assert mine.flood == "papyrus" and mine.fields[1] == (0, 2, 0, 0, 0)
    assert mine.stores[0] == (0, 0, 0, 1, 0) and mine.specs == ((), ("wheat&flax",))
    assert match.view(1).state.hand == ("flax", "castor", "castor")  # in crop order
    spectator: NileView = match.view(None).state
    assert spectator.hand is None and spectator.hand_sizes == (2, 3)
    assert "lettuce', 'castor" not in repr(mine)  # the pile's order is nowhere in a view


def test_drawn_and_dealt_cards_reach_only_their_owner_and_pile_orders_nobody() -> None:
    match = senet.new_match(GAME, 3, seed=5)
    senet.play_out(match, max_moves=200)
    assert any(isinstance(e.event, Reshuffled) for e in match.log)
    for viewer in (None, 0, 1, 2):
        for entry in match.log_for(viewer):
            event = entry.event
            if isinstance(event, HandDealt):
                assert (event.cards is not None) == (event.player == viewer)
            if isinstance(event, CardDrawn):
                assert (event.card is not None) == (event.player == viewer)
            if isinstance(event, (Reshuffled, LocustsShuffledIn)):
                assert event.order is None
    assert all(e.event.order is not None for e in match.log if isinstance(e.event, Reshuffled))


def test_determinize_re_deals_the_other_hands_and_the_pile_keeping_what_is_known() -> None:
    match = senet.new_match(GAME, 4, seed=11)
    bots = [RandomBot(p) for p in range(4)]
    changed = 0
    for step in range(120):
        if match.is_over:
            break
        state: NileState = match.state
        for observer in (None, 0, 1, 2, 3):
            other = determinize(state, observer, senet.Rng(step))
            assert all_cards(other) == all_cards(state)
            assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
            assert len(other.deck.cards) == len(state.deck.cards)
            assert Counter(other.deck.cards)["locusts"] == Counter(state.deck.cards)["locusts"]
            assert (other.fields, other.stores, other.specs, other.flood, other.deck.discard) == (
                state.fields, state.stores, state.specs, state.flood, state.deck.discard)
            if observer is not None:
                assert other.hands[observer] == state.hands[observer]
            assert GAME.view(other, observer) == GAME.view(state, observer)
            changed += other != state
        player = match.to_act[0]
        match.submit(player, bots[player].choose(None, match.legal_moves(player)))
    assert changed > 100


def test_a_refused_move_leaves_no_trace() -> None:
    match = start(table([["wheat", "wheat"], []], flood="flax", pile=("castor",) * 6))
    before = (match.save(), match.state_hash(), len(match.log))
    with pytest.raises(senet.IllegalMove, match="not player 1's decision"):
        match.submit(1, Pass())
    assert (match.save(), match.state_hash(), len(match.log)) == before
