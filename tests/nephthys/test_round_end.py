"""The end of a round (society replacement, hand limits), the end of the game and the winner."""

from __future__ import annotations

from typing import Any

import attrs

import senet
from senet_games.nephthys.events import (
    GameEnded,
    HandDiscarded,
    RoundStarted,
    SocietiesCleared,
    SocietyDealt,
    SocietyDeckRebuilt,
    StorageScored,
)
from senet_games.nephthys.moves import Discard, TakeBlock
from senet_games.nephthys.rules import result
from senet_games.nephthys.state import NephState, OpenSociety, Stage
from tests.nephthys.kit import CARDS, cards, events, legal, phase, refused, seat, start, submit, table


def _end(*seats: Any, **kw: Any) -> senet.Match[Any]:
    return start(table(list(seats), row="B5", stage=Stage.ROUND_END, **kw))


def _achieved(state: NephState, *ids: int) -> NephState:
    return attrs.evolve(state, societies=tuple(
        OpenSociety(o.society, o.side, (0,) if o.society in ids else ()) for o in state.societies))


def _round_end(*seats: Any, achieved: tuple[int, ...] = (), **kw: Any) -> senet.Match[Any]:
    state = table(list(seats), row="B5", stage=Stage.ROUND_END, **kw)
    return start(_achieved(state, *achieved))


# -- the society cards ------------------------------------------------------------------------------


def test_achieved_society_cards_are_discarded_and_replaced_one_at_a_time() -> None:
    match = _round_end(seat("B2"), seat("B3"), achieved=(2,), society_deck=(7, 4, 5), society_up="autumn")
    assert events(match, SocietiesCleared) == [SocietiesCleared((2,))]
    dealt = events(match, SocietyDealt)
    assert [(d.society, d.side) for d in dealt] == [(7, "spring")]
    assert [o.society for o in match.state.societies] == [1, 3, 7]
    assert match.state.society_deck[0] == dealt[0].top


def test_a_single_open_card_left_is_discarded_too() -> None:
    match = _round_end(seat("B2"), seat("B3"), achieved=(1, 3), society_deck=(7, 4, 5, 6))
    assert events(match, SocietiesCleared) == [SocietiesCleared((1, 3, 2))]
    assert len(events(match, SocietyDealt)) == 3 and len(match.state.societies) == 3


def test_no_card_achieved_changes_nothing() -> None:
    match = _round_end(seat("B2"), seat("B3"))
    assert not events(match, SocietiesCleared) and not events(match, SocietyDealt)


def test_an_empty_society_deck_becomes_the_discards_turned_the_other_way_up() -> None:
    match = _round_end(seat("B2"), seat("B3"), achieved=(1, 2), society_deck=(),
                       society_discard=(4, 5, 6, 7, 8, 9, 10), society_up="autumn")
    rebuilt = events(match, SocietyDeckRebuilt)
    assert len(rebuilt) == 1 and rebuilt[0].up == "spring"
    assert all(d.side == "autumn" for d in events(match, SocietyDealt))   # autumn sides now
    assert len(match.state.societies) == 3 and match.state.society_up == "spring"
    dealt = [d.society for d in events(match, SocietyDealt)]
    rest = (*match.state.society_deck, *match.state.society_discard)
    # 1 and 2 achieved, 3 the last one left: all three went before the new deck was made.
    assert len(dealt) == 3 and sorted((*rest, *dealt)) == list(range(1, 11))


def test_the_next_new_deck_deals_spring_sides_again() -> None:
    match = _round_end(seat("B2"), seat("B3"), achieved=(1, 2, 3), society_deck=(),
                       society_discard=(4, 5, 6, 7, 8, 9, 10), society_up="spring")
    assert events(match, SocietyDeckRebuilt)[0].up == "autumn"
    assert {d.side for d in events(match, SocietyDealt)} == {"spring"}


# -- hand limits ------------------------------------------------------------------------------------


def test_hand_limit_is_six_and_the_player_chooses_the_discards() -> None:
    match = _round_end(seat("B1 B2 B3 B4 B5 B6 B7 B8"), seat("R1 R2 R3 R4 R5 R6"))
    assert phase(match) == "hand_limit" and match.to_act == (0,)
    # Two of eight, lowest code first: the first may be any of B1-B7.
    assert legal(match, 0) == {Discard(CARDS[f"B{n}"]) for n in range(1, 8)}
    submit(match, 0, Discard(CARDS["B4"]))
    refused(match, 0, Discard(CARDS["B2"]), "lowest code first")
    submit(match, 0, Discard(CARDS["B8"]))
    assert match.state.seats[0].hand == cards("B1 B2 B3 B5 B6 B7")
    assert events(match, HandDiscarded) == [HandDiscarded(0, cards("B4"), "limit"),
                                            HandDiscarded(0, cards("B8"), "limit")]
    assert events(match, RoundStarted) == [RoundStarted(3)]


def test_shelves_raise_the_hand_limit_to_eight() -> None:
    match = _round_end(seat("B1 B2 B3 B4 B5 B6 B7 B8", techniques="R9"), seat("R1 R2 R3 R4 R5 R6 R7"))
    assert match.to_act == (1,)   # player 0 keeps 8; player 1 has 7 of 6
    submit(match, 1, Discard(CARDS["R3"]))
    assert len(match.state.seats[0].hand) == 8 and events(match, RoundStarted)


def test_hand_limits_go_in_order_from_the_start_player() -> None:
    match = _round_end(seat("B1 B2 B3 B4 B5 B6 B7"), seat("R1 R2 R3 R4 R5 R6 R7"), start=1)
    assert match.to_act == (1,)
    submit(match, 1, Discard(CARDS["R1"]))
    assert match.to_act == (0,)


def test_identical_cards_over_the_limit_are_discarded_without_a_question() -> None:
    # Two of eight: once B6 is gone, the two copies of B7 are one choice, not a question.
    match = _round_end(seat("B1 B2 B3 B4 B5 B6 B7 B7"), seat("R1"))
    submit(match, 0, Discard(CARDS["B6"]))
    assert events(match, HandDiscarded) == [HandDiscarded(0, cards("B6"), "limit"),
                                            HandDiscarded(0, cards("B7"), "limit")]
    assert match.state.seats[0].hand == cards("B1 B2 B3 B4 B5 B7")


# -- the end of the game ----------------------------------------------------------------------------


def test_the_game_ends_at_the_round_end_once_anyone_has_31_and_stored_cards_score() -> None:
    match = _end(seat(fame=31, storage="B2 B3"), seat(fame=30, storage="R1 R2 R3 R4"))
    assert match.is_over
    assert events(match, StorageScored) == [StorageScored(0, 2), StorageScored(1, 4)]
    assert events(match, GameEnded) == [GameEnded(2, "fame")]
    assert match.result is not None and match.result.scores == (33, 34)
    assert match.result.winners == (1,)


def test_31_in_the_middle_of_a_round_does_not_stop_it() -> None:
    state = table([seat(fame=30), seat(fame=5, display="R1 R2 R3 R4")], row="B5 B6 K9", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    assert match.state.seats[0].fame == 32 and not match.is_over
    assert match.state.stage == Stage.RESEARCH and match.to_act == (1,)


def test_ties_go_to_the_first_scholar_token_holder() -> None:
    match = _end(seat(fame=31), seat(fame=31), seat(fame=20), token=1)
    assert match.result is not None and match.result.ranks == (2, 1, 3)


def test_then_to_the_first_scholar_comparison_of_the_tied_displays() -> None:
    match = _end(seat(fame=31, display="B1 B2"), seat(fame=31, display="B9"),
                 seat(fame=31, display="R3 R13"), seat(fame=40), token=3)
    assert match.result is not None and match.result.ranks == (3, 4, 2, 1)


def test_still_equal_shares_the_win() -> None:
    match = _end(seat(fame=31, display="B1 B12"), seat(fame=31, display="R12 G3"), seat(fame=3),
                 token=2)
    assert match.result is not None and match.result.winners == (0, 1)


def test_result_scores_are_the_fame_and_ranks_every_seat() -> None:
    state = table([seat(fame=12), seat(fame=7), seat(fame=12, display="B3")], token=0)
    r = result(state)
    assert r.scores == (12, 7, 12) and r.ranks == (1, 3, 2)


def test_solo_ends_after_round_12_with_the_fame_reached() -> None:
    match = _end(seat(fame=25, storage="B4"), round=12)
    assert match.is_over and events(match, GameEnded) == [GameEnded(12, "rounds")]
    assert match.result is not None and match.result.scores == (26,) and match.result.ranks == (1,)


def test_solo_goes_on_before_round_12() -> None:
    match = _end(seat(fame=25), round=11)
    assert not match.is_over and events(match, RoundStarted) == [RoundStarted(12)]
