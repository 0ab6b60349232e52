"""The society phase (docs/games/nephthys.md, "3. Society phase") and the society cards' costs.

Tables start at the first society turn (stage ``society``, the start player's turn).
"""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet_games.nephthys.events import (
    CardsDrawn,
    FameGained,
    FameStolen,
    SocietyAchieved,
    SocietyEffect,
    StashDiscarded,
    StepBegun,
    TokenTaken,
)
from senet_games.nephthys.moves import (
    Achieve,
    Discard,
    PayCard,
    SelfStudy,
    StealFrom,
    StopDiscarding,
    StoreCard,
)
from senet_games.nephthys.societies import SOCIETIES, Season, can_pay
from senet_games.nephthys.state import Stage
from tests.nephthys.kit import (
    CARDS,
    GREEN_BOOK,
    S,
    cards,
    events,
    fame,
    legal,
    phase,
    refused,
    seat,
    start,
    submit,
    table,
)


def _society(*seats: Any, open: tuple[tuple[int, str], ...] = ((1, "spring"), (3, "spring"), (5, "spring")),
             **kw: Any) -> senet.Match[Any]:
    return start(table(list(seats), row="B5", stage=Stage.SOCIETY, societies=open, **kw))


def _cost(society: int, side: str) -> Any:
    return SOCIETIES[society].side(Season(side)).cost


# -- every cost of our society cards ----------------------------------------------------------------


@pytest.mark.parametrize(("society", "side", "pays", "fails"), [
    (1, "spring", "B3 B9 B12", "B3 B9 R12"),
    (1, "spring", "B3 R1 B12", "B3 B9"),                   # 1s are wild for "of one colour"
    (1, "autumn", "G2 G4 G6 G8 K1", "G2 G4 G6 G8 K2"),
    (2, "spring", "B5 R7 G6", "B5 R7 G8"),                  # a run in any order
    (2, "spring", "B11 R12 G13", "B12 R13 G1"),             # no wrap
    (2, "autumn", "B9 R5 G7 K6 B8", "B9 R5 G7 K6 B10"),
    (3, "spring", "B9 R9", "B9 R8"),
    (3, "autumn", "B9 R9 G9", "B9 R9 G8"),
    (4, "spring", "B9 R9", "B9 B2"),
    (4, "autumn", "B1 R9 G5 K5", "B1 R9 G5 R5"),            # a 1 counts as its printed colour
    (5, "spring", "B1 R9 G5", "B1 R9"),
    (5, "autumn", "B1 R9 G5 B2 B3", "B1 R9 G5 B2"),
    (6, "spring", "B9 R6", "B9 R5"),
    (6, "autumn", "B9 R12 K9", "B9 R12 K8"),
    (7, "spring", "B3 B4 B5", "B3 B4 R5"),
    (7, "spring", "B3 R1 B2", "B3 B4 B6"),                  # 1s are wild for "in one colour"
    (7, "autumn", "K10 K11 K12 K13", "K10 K11 K12 R13"),
    (8, "spring", "B3 R3 G8 K8", "B3 R3 G3 K3"),
    (8, "autumn", "B3 R3 G8 K8 B8", "B3 R3 G8 K8 B7"),
    (9, "spring", "R4 R11", "R4 B11"),
    (9, "autumn", "R4 R11 R1 G1", "R4 R11 R1 G2"),
    (10, "spring", "B1 R13", "B1 R12"),
    (10, "autumn", "B1 R13 G13", "B1 R13 G12"),             # each a 1 or a 13
    (10, "autumn", "B1 R1 G1", "B1 R1 G2"),
])
def test_each_society_cost(society: int, side: str, pays: str, fails: str) -> None:
    cost = _cost(society, side)
    assert cost.matches(cards(pays))
    assert not cost.matches(cards(fails))


def test_a_cost_is_exactly_the_named_number_of_cards() -> None:
    cost = _cost(1, "spring")   # 3 of one colour
    assert not cost.matches(cards("B3 B9 B12 B4"))
    assert can_pay(cost, (), cards("B3 B9 B12 B4 R1"))
    assert not can_pay(cost, (), cards("B3 R9 G12 K4"))


def test_costs_use_printed_cards_books_and_start_cards_included() -> None:
    assert _cost(10, "spring").matches((GREEN_BOOK, CARDS["R1"]))   # a Book is a printed 13
    assert _cost(3, "spring").matches((S, CARDS["R2"]))              # the start card is a 2


# -- achieving --------------------------------------------------------------------------------------


def test_achieve_pays_with_display_cards_the_rest_stays_and_fame_follows() -> None:
    match = _society(seat(display="G5 G6 G7 R5", fame=3), seat("K7", display="B2 B8"))
    assert legal(match, 0) == {Achieve(1), Achieve(3), Achieve(5), SelfStudy()}
    submit(match, 0, Achieve(1))   # 3 of one colour: G5 G6 G7 is the only way
    achieved = events(match, SocietyAchieved)[0]
    assert achieved.paid == cards("G5 G6 G7") and achieved.fame == 3
    assert match.state.seats[0].display == cards("R5")
    assert match.state.discard[-3:] == cards("G5 G6 G7")
    assert fame(match)[0] == 6


def test_a_society_card_the_display_cannot_pay_is_refused() -> None:
    match = _society(seat(display="G5 R6 K9", fame=3), seat("K7"))
    assert legal(match, 0) == {Achieve(5), SelfStudy()}
    refused(match, 0, Achieve(1), "cannot pay 3 of one colour")
    refused(match, 0, Achieve(7), "not an open society card")


def test_display_cards_paid_must_be_able_to_form_the_cost() -> None:
    match = _society(seat(display="G5 G6 G7 R1 K2", fame=3), seat("K7"))
    submit(match, 0, Achieve(1))
    assert phase(match) == "pay"
    # Cards go lowest code first: G7 could only go with K2 and R1, which is no colour.
    assert legal(match, 0) == {PayCard(CARDS["G5"]), PayCard(CARDS["G6"])}
    refused(match, 0, PayCard(CARDS["B9"]), "not in your display")
    refused(match, 0, PayCard(CARDS["K2"]), "cannot make 3 of one colour")
    submit(match, 0, PayCard(CARDS["G6"]))   # then G7 and the wild R1 are the only way on
    assert events(match, SocietyAchieved)[0].paid == cards("G6 G7 R1")
    assert match.state.seats[0].display == cards("G5 K2")


def test_display_cards_are_paid_one_by_one_lowest_code_first() -> None:
    match = _society(seat(display="B1 B2 B3 B4 B5", fame=3), seat("K7"))
    submit(match, 0, Achieve(5))   # any 3 cards
    assert legal(match, 0) == {PayCard(CARDS["B1"]), PayCard(CARDS["B2"]), PayCard(CARDS["B3"])}
    submit(match, 0, PayCard(CARDS["B2"]))
    refused(match, 0, PayCard(CARDS["B1"]), "lowest code first")
    assert legal(match, 0) == {PayCard(CARDS["B3"]), PayCard(CARDS["B4"])}
    submit(match, 0, PayCard(CARDS["B4"]))
    assert events(match, SocietyAchieved)[0].paid == cards("B2 B4 B5")


def test_other_players_may_achieve_the_same_card_in_the_same_phase() -> None:
    match = _society(seat(display="B1 R9 G5", fame=3), seat(display="K1 K9 K5", fame=2),
                     open=((5, "spring"), (3, "spring"), (6, "spring")))
    submit(match, 0, Achieve(5))
    submit(match, 1, Achieve(5))
    assert [e.player for e in events(match, SocietyAchieved)] == [0, 1]
    assert 5 in match.state.society_discard   # discarded at the round end
    assert 5 not in [o.society for o in match.state.societies]


def test_fellow_adds_one_fame_per_copy() -> None:
    match = _society(seat(display="B9 R9", fame=3, techniques="G11 K11"), seat("K7"))
    submit(match, 0, Achieve(3))
    assert events(match, FameGained)[0] == FameGained(0, 2 + 2, "society")


def test_draw_effect() -> None:
    match = _society(seat(display="B9 R9", fame=3), seat("K7"))
    submit(match, 0, Achieve(3))   # a pair -> 2 fame, draw 1
    assert events(match, SocietyEffect) == [SocietyEffect(0, "draw", 1)]
    drawn = [e for e in events(match, CardsDrawn) if e.why == "society"]
    assert drawn[0].player == 0 and drawn[0].count == 1
    assert len(match.state.seats[0].hand) == 1


def test_store_effect_keeps_one_paid_card_in_storage() -> None:
    match = _society(seat(display="B9 R3", fame=3), seat("K7"), open=((4, "spring"), (3, "spring")))
    submit(match, 0, Achieve(4))   # 2 different colours -> 2 fame, store 1 paid card
    assert phase(match) == "store" and legal(match, 0) == {StoreCard(CARDS["B9"]), StoreCard(CARDS["R3"])}
    submit(match, 0, StoreCard(CARDS["R3"]))
    assert match.state.seats[0].storage == cards("R3")
    assert events(match, StashDiscarded)[-1] == StashDiscarded(0, cards("B9"))
    assert events(match, FameGained)[-1] == FameGained(0, 2, "society")


def test_token_effect_takes_the_token_without_fame() -> None:
    match = _society(seat(display="B1 R9 G5 B2 B3", fame=3), seat("K7", fame=5),
                     open=((5, "autumn"), (3, "spring")), token=1)
    submit(match, 0, Achieve(5))
    assert events(match, TokenTaken) == [TokenTaken(0, 1, "society")]
    assert not events(match, FameStolen) and fame(match) == (3 + 4, 5)


def test_steal_effect_takes_fame_from_another_player() -> None:
    match = _society(seat(display="B1 R13 G13", fame=3), seat("K7", fame=5), seat(fame=1),
                     open=((10, "autumn"), (3, "spring")))
    submit(match, 0, Achieve(10))
    assert phase(match) == "steal" and legal(match, 0) == {StealFrom(1), StealFrom(2)}
    submit(match, 0, StealFrom(1))
    assert fame(match)[:2] == (3 + 6 + 1, 4)


def test_solo_never_takes_fame() -> None:
    match = _society(seat(display="B1 R13 G13", fame=3), open=((10, "autumn"), (3, "spring")))
    submit(match, 0, Achieve(10))
    assert events(match, SocietyEffect) == [SocietyEffect(0, "steal", 0)]
    assert not events(match, FameStolen) and events(match, FameGained)[0].amount == 6


# -- self-study -------------------------------------------------------------------------------------


def test_self_study_discards_any_number_and_draws_that_many_plus_one() -> None:
    match = _society(seat("B2 R7 G9", display="K4 K9 B4"), seat("K7"))
    submit(match, 0, SelfStudy())   # rather than society 5 (any 3 cards)
    assert phase(match) == "self_study"
    submit(match, 0, Discard(CARDS["B2"]))
    submit(match, 0, Discard(CARDS["G9"]))
    submit(match, 0, StopDiscarding())
    drawn = [e for e in events(match, CardsDrawn) if e.why == "study"]
    assert drawn[0].count == 3 and len(match.state.seats[0].hand) == 1 + 3
    assert match.state.discard[-2:] == cards("B2 G9")
    assert events(match, StepBegun)[-1] == StepBegun(Stage.SOCIETY, 1, 1)


def test_self_study_without_discarding_draws_one() -> None:
    match = _society(seat("B2", display="K4"), seat("K7"))
    assert phase(match) == "self_study"   # nothing can be achieved: self-study is not a choice
    submit(match, 0, StopDiscarding())
    assert [e.count for e in events(match, CardsDrawn) if e.why == "study"] == [1]


def test_self_study_with_no_hand_and_nothing_to_achieve_asks_nothing() -> None:
    match = _society(seat("", display="K4"), seat("K7"))
    assert [e.count for e in events(match, CardsDrawn) if e.why == "study"] == [1]
    assert match.to_act == (1,)


def test_curator_does_not_store_display_cards_paid_for_a_society() -> None:
    match = _society(seat(display="B9 R9 G4", fame=3, techniques="K7"), seat("K7"))
    submit(match, 0, Achieve(3))
    assert match.state.seats[0].storage == () and match.state.seats[0].display == cards("G4")
