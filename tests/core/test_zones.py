"""Zones and decks: visibility, adding and removing, drawing, reshuffling, dealing."""

from __future__ import annotations

from collections import Counter

import pytest

from senet import Deck, InternalError, Rng, Visibility, Zone, deal
from senet.rng import seed_state
from senet.zones import move_items


def _rng(seed: int = 1) -> Rng:
    return Rng(seed_state(seed))


# -- zones ----------------------------------------------------------------------------------


def test_public_zone_is_seen_by_everyone() -> None:
    zone = Zone((3, 1, 2))
    for viewer in (None, 0, 1, 5):
        assert zone.visible_to(viewer)
        assert zone.seen_by(viewer) == (3, 1, 2)


def test_owner_zone_is_seen_by_its_owner_only() -> None:
    zone = Zone(("a", "b"), owner=1, visibility=Visibility.OWNER)
    assert zone.seen_by(1) == ("a", "b")
    assert zone.seen_by(0) == 2
    assert zone.seen_by(None) == 2
    assert not zone.visible_to(2)


def test_owner_zone_without_owner_is_seen_by_nobody() -> None:
    zone = Zone((1,), owner=None, visibility=Visibility.OWNER)
    assert [zone.seen_by(v) for v in (None, 0, 1)] == [1, 1, 1]


def test_hidden_zone_is_seen_by_nobody_not_even_its_owner() -> None:
    zone = Zone((1, 2, 3), owner=0, visibility=Visibility.HIDDEN)
    assert [zone.seen_by(v) for v in (None, 0, 1)] == [3, 3, 3]


def test_empty_hidden_zone_counts_zero() -> None:
    assert Zone(visibility=Visibility.HIDDEN).seen_by(0) == 0


def test_add_and_remove_return_new_zones() -> None:
    zone = Zone((1, 2), owner=0, visibility=Visibility.OWNER)
    more = zone.add(3, 2)
    assert more.items == (1, 2, 3, 2)
    assert (more.owner, more.visibility) == (0, Visibility.OWNER)
    assert zone.items == (1, 2)
    less = more.remove(2)
    assert less.items == (1, 3, 2)  # the first copy goes, the order stays
    assert less.remove(2, 1).items == (3,)
    assert zone.add() == zone


def test_remove_missing_item_is_our_bug() -> None:
    zone = Zone((1, 2))
    with pytest.raises(InternalError, match="3"):
        zone.remove(3)
    with pytest.raises(InternalError):
        zone.remove(1, 1)
    assert zone.items == (1, 2)


def test_move_items() -> None:
    source, target = move_items((1, 2, 3, 2), (9,), (2, 3))
    assert source == (1, 2) and target == (9, 2, 3)
    with pytest.raises(InternalError):
        move_items((1,), (), (5,))


# -- decks ----------------------------------------------------------------------------------


def test_shuffled_deck_holds_the_cards_in_hidden_order() -> None:
    deck = Deck.shuffled(range(20), _rng(), limit=2)
    assert sorted(deck.cards) == list(range(20))
    assert deck.cards != tuple(range(20))
    assert (deck.discard, deck.reshuffles, deck.limit) == ((), 0, 2)
    assert Deck.shuffled(range(20), _rng()).cards == deck.cards


def test_draw_one_and_draw_n_from_the_top() -> None:
    deck = Deck((5, 6, 7, 8))
    rest, drawn = deck.draw(_rng())
    assert drawn == (5,) and rest.cards == (6, 7, 8)
    rest, drawn = rest.draw(_rng(), 2)
    assert drawn == (6, 7) and rest.cards == (8,)
    assert deck.cards == (5, 6, 7, 8)
    same, none = deck.draw(_rng(), 0)
    assert none == () and same == deck


def test_peek_shows_the_top_without_drawing() -> None:
    deck = Deck((5, 6, 7), discard=(1,))
    assert deck.peek() == (5,)
    assert deck.peek(2) == (5, 6)
    assert deck.peek(9) == (5, 6, 7)
    assert Deck((), discard=(1, 2)).peek() == ()
    assert deck.cards == (5, 6, 7)


def test_draw_more_than_there_is_without_discards() -> None:
    deck = Deck((1, 2))
    rest, drawn = deck.draw(_rng(), 5)
    assert drawn == (1, 2) and rest.cards == () and rest.reshuffles == 0


def test_empty_deck_reshuffles_its_discards_and_counts() -> None:
    deck = Deck((1,), discard=(2, 3, 4), limit=None)
    rest, drawn = deck.draw(_rng(), 3)
    assert drawn[0] == 1 and len(drawn) == 3
    assert set(drawn) < {1, 2, 3, 4}
    assert rest.reshuffles == 1 and rest.discard == ()
    assert len(rest.cards) == 1
    assert sorted((*drawn, *rest.cards)) == [1, 2, 3, 4]


def test_reshuffle_limit_stops_refilling() -> None:
    deck = Deck((), discard=(1, 2), limit=1)
    deck, drawn = deck.draw(_rng(), 2)
    assert sorted(drawn) == [1, 2] and deck.reshuffles == 1
    deck = deck.discarding(3, 4)
    assert deck.discard == (3, 4)
    assert not deck.can_reshuffle
    deck, drawn = deck.draw(_rng(), 1)
    assert drawn == () and deck.discard == (3, 4) and deck.reshuffles == 1
    with pytest.raises(InternalError, match="limit"):
        deck.reshuffle(_rng())


def test_limit_zero_never_reshuffles() -> None:
    deck = Deck((), discard=(1,), limit=0)
    assert not deck.can_reshuffle
    assert deck.draw(_rng())[1] == ()


def test_refill_false_does_not_reshuffle() -> None:
    deck = Deck((1,), discard=(2, 3))
    rest, drawn = deck.draw(_rng(), 3, refill=False)
    assert drawn == (1,) and rest.discard == (2, 3) and rest.reshuffles == 0


def test_reshuffle_puts_discards_under_the_remaining_cards() -> None:
    deck = Deck((1, 2), discard=(7, 8, 9))
    shuffled = deck.reshuffle(_rng())
    assert shuffled.cards[:2] == (1, 2)
    assert sorted(shuffled.cards[2:]) == [7, 8, 9]
    assert shuffled.reshuffles == 1 and shuffled.discard == ()


def test_reshuffle_without_discards_is_our_bug() -> None:
    with pytest.raises(InternalError):
        Deck((1,)).reshuffle(_rng())


def test_reshuffle_is_deterministic() -> None:
    deck = Deck((), discard=tuple(range(30)))
    assert deck.reshuffle(_rng(3)) == deck.reshuffle(_rng(3))


def test_redealt_keeps_the_multiset_and_the_rest() -> None:
    deck = Deck((1, 1, 2, 3, 3, 3, 4, 5, 6, 7), discard=(9,), reshuffles=1, limit=3)
    again = deck.redealt(_rng(6))
    assert Counter(again.cards) == Counter(deck.cards)
    assert again.cards != deck.cards
    assert (again.discard, again.reshuffles, again.limit) == ((9,), 1, 3)


# -- deal -----------------------------------------------------------------------------------


def test_deal_round_the_table() -> None:
    hands, rest = deal(list(range(10)), 3, 2)
    assert hands == ((0, 3), (1, 4), (2, 5))
    assert rest == (6, 7, 8, 9)


def test_deal_everything_and_nothing() -> None:
    hands, rest = deal("abcd", 2, 2)
    assert hands == (("a", "c"), ("b", "d")) and rest == ()
    hands, rest = deal((1, 2), 3, 0)
    assert hands == ((), (), ()) and rest == (1, 2)


def test_deal_more_than_there_is_is_our_bug() -> None:
    with pytest.raises(InternalError, match="cannot deal"):
        deal(range(5), 3, 2)
