"""Private decisions: whether a player is asked must not tell the others what they hold.

A decision whose number of options depends on a hand is asked even with a
single option. Each test builds two tables that differ only in the decider's
hidden hand (same sizes, same public cards), drives them with the same moves,
and checks that every other player (and a spectator) sees the same thing: who
is asked, in which decision, and the same masked table. In one twin the
decider has a single option, in the other several.
"""

from __future__ import annotations

from typing import Any

import attrs

import senet
from senet import Hand, Move
from senet_games.nephthys.flow import DECISIONS
from senet_games.nephthys.game import GAME
from senet_games.nephthys.moves import (
    AddCard,
    Discard,
    StopDiscarding,
    TakeBlock,
    TakeSet,
    UseKhnum,
)
from senet_games.nephthys.state import NephState, Stage
from tests.nephthys.kit import CARDS, PRIVATE, cards, seat, table


def _start(state: NephState) -> senet.Match[Any]:
    return senet.start_match(GAME, state, len(state.seats), seed=0)


def _twins(a: NephState, b: NephState, moves: list[tuple[int, Move]]) -> tuple[senet.Match[Any], ...]:
    """Both tables driven by ``moves``; checks that no other player can tell them apart."""
    matches = (_start(a), _start(b))
    for player, move in moves:
        for match in matches:
            match.submit(player, move)
    one, two = matches
    for viewer in (None, *range(1, one.players)):
        assert one.view(viewer) == two.view(viewer), viewer
    return matches


def _options(match: senet.Match[Any]) -> int:
    (player,) = match.to_act
    return len(match.legal_moves(player))


def test_every_decision_on_a_hand_is_private() -> None:
    assert PRIVATE == {"add", "khnum", "self_study", "hand_limit"}
    assert {d.name for d in DECISIONS if d.private and d.together} == {"technique", "extra_technique"}


def test_adding_hand_cards_is_asked_whether_or_not_a_card_fits() -> None:
    lone = table([seat("K13 R11"), seat("G2")], row="B5 R9", token=1)
    more = table([seat("B6 R11"), seat("G2")], row="B5 R9", token=1)
    one, two = _twins(lone, more, [(0, TakeBlock(0, 0))])
    assert one.to_act == two.to_act == (0,) and one.flow.at == two.flow.at == "add"
    assert (_options(one), _options(two)) == (1, 2)


def test_khnum_is_asked_for_more_whether_or_not_a_higher_card_is_held() -> None:
    lone = table([seat("B3 B9"), seat("G2")], row="B5 R9", token=1)
    more = table([seat("B9 R12"), seat("G2")], row="B5 R9", token=1)
    one, two = _twins(lone, more, [(0, UseKhnum()), (0, Discard(CARDS["B9"]))])
    assert one.to_act == two.to_act == (0,) and one.flow.at == two.flow.at == "khnum"
    assert (_options(one), _options(two)) == (1, 2)
    assert one.legal_moves(0) == [StopDiscarding()]


def test_self_study_is_asked_for_more_whether_or_not_a_higher_card_is_held() -> None:
    lone = table([seat("B3 B9"), seat("G2")], row="B5", stage=Stage.SOCIETY)
    more = table([seat("B9 R12"), seat("G2")], row="B5", stage=Stage.SOCIETY)
    # an empty display achieves nothing: self-study is the one option, and everybody knows it
    one, two = _twins(lone, more, [(0, Discard(CARDS["B9"]))])
    assert one.to_act == two.to_act == (0,) and one.flow.at == two.flow.at == "self_study"
    assert (_options(one), _options(two)) == (1, 2)


def test_the_hand_limit_is_asked_to_the_last_card_whatever_is_left() -> None:
    lone = table([seat("B1 B2 B3 B4 B5 B6 B7 B8"), seat("G2")], row="B5", stage=Stage.ROUND_END)
    more = table([seat("B1 B2 B3 B4 B5 B7 R8 R9"), seat("G2")], row="B5", stage=Stage.ROUND_END)
    one, two = _twins(lone, more, [(0, Discard(CARDS["B7"]))])
    assert one.to_act == two.to_act == (0,) and one.flow.at == two.flow.at == "hand_limit"
    assert (_options(one), _options(two)) == (1, 2)


def test_techniques_ask_everyone_holding_cards_whatever_they_can_play() -> None:
    lone = table([seat("B4"), seat("G2")], row="B5", stage=Stage.TECHNIQUE)
    more = table([seat("R9"), seat("G2")], row="B5", stage=Stage.TECHNIQUE)
    one, two = _twins(lone, more, [])
    assert one.to_act == two.to_act == (0, 1) and one.flow.at == "technique"


# -- search copies: a re-dealt hand still leaves the decider an option -----------------------------


def _with_hand(match: senet.Match[Any], player: int, hand: str) -> senet.Match[Any]:
    """The match with ``player``'s hidden hand replaced (as a search copy may deal it)."""
    s = match.state
    seats = list(s.seats)
    seats[player] = attrs.evolve(seats[player], secret=Hand(player, cards(hand)))
    return match.copy(state=attrs.evolve(s, seats=tuple(seats)))


def test_adding_lists_taking_the_cards_when_a_redealt_hand_completes_nothing() -> None:
    match = _start(table([seat("B6 R11"), seat("G2")], row="B5 K7 R9", token=1))
    match.submit(0, TakeBlock(0, 1))
    assert match.flow.at == "add" and match.legal_moves(0) == [AddCard(CARDS["B6"])]
    copy = _with_hand(match, 0, "G2 G3")
    assert copy.to_act == (0,) and copy.legal_moves(0) == [TakeSet()]
    copy.submit(0, TakeSet())
    assert copy.state.seats[0].display == cards("B5 K7")  # taken, and on the empty display
    for seed in range(20):  # the engine's own search copies, for another player and a spectator
        for observer in (1, None):
            searched = match.determinized(observer, seed=seed)
            assert searched.to_act == (0,) and searched.legal_moves(0)


def test_the_hand_limit_lists_any_card_when_a_redealt_hand_breaks_the_order() -> None:
    match = _start(table([seat("B1 B2 B3 B4 B5 B6 R8 R9"), seat("G2")], row="B5", stage=Stage.ROUND_END))
    match.submit(0, Discard(CARDS["R8"]))
    assert match.flow.at == "hand_limit" and match.legal_moves(0) == [Discard(CARDS["R9"])]
    copy = _with_hand(match, 0, "B1 B2 B3 B4 B5 B6 B7")  # nothing above R8 any more
    assert copy.legal_moves(0) == [Discard(c) for c in cards("B1 B2 B3 B4 B5 B6 B7")]
    copy.submit(0, Discard(CARDS["B7"]))
    assert copy.state.seats[0].hand_size == 6
