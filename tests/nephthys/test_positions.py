"""Positions built with ``senet.testing``: the game's ``check`` refuses tables that cannot occur,
naming the problem, and accepts the ones that can (every table random play reaches among them)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs
import pytest

import senet
from senet import Rng, testing
from senet.testing import PositionError
from senet_games.nephthys.cards import BOOKS, DECK, START_CARD
from senet_games.nephthys.check import check
from senet_games.nephthys.game import GAME
from senet_games.nephthys.moves import TakeBlock
from senet_games.nephthys.state import Stage


def _rest(*used: list[int]) -> list[int]:
    """The record cards nobody holds: the deck of a position."""
    left = Counter(DECK)
    for cards in used:
        left.subtract(cards)
    return sorted(left.elements())


def _seat(owner: int, hand: list[int], **more: Any) -> dict[str, Any]:
    return {"secret": {"owner": owner, "items": hand}, "known": [START_CARD], **more}


HANDS = [[105, 106, 311], [202, 203]]
ROW = [107, 108, 412]
DISCARD = [113]


def _legal(**fields: Any) -> dict[str, Any]:
    """The fields of the docs' example position (a research turn of round 2), with changes."""
    base: dict[str, Any] = {
        "seats": [_seat(0, HANDS[0], fame=5), _seat(1, HANDS[1], fame=8, display=[409, 410])],
        "row": ROW, "discard": DISCARD, "deck": {"items": _rest(*HANDS, ROW, DISCARD, [409, 410])},
        "stage": "research", "round": 2, "turn": 0, "start": 0, "token": 1,
    }
    base.update(fields)
    return base


def _problems(**fields: Any) -> tuple[str, ...]:
    with pytest.raises(PositionError) as info:
        testing.position("nephthys", 2, **_legal(**fields))
    return info.value.problems


def test_a_legal_position_is_accepted_and_plays() -> None:
    state = testing.position("nephthys", 2, **_legal())
    assert state.stage is Stage.RESEARCH and state.seats[0].hand == (105, 106, 311, START_CARD)
    match = testing.start("nephthys", state, 2)
    assert match.to_act == (0,) and match.flow.at == "research"
    assert TakeBlock(0, 1) in match.legal_moves(0)  # blue 7 and 8 with blue 5 and 6: stairs


def test_the_set_up_of_every_table_size_is_a_position() -> None:
    for players in range(1, 5):
        assert testing.position("nephthys", players).players == players


def test_a_card_in_two_places_is_refused() -> None:
    problems = _problems(row=[*ROW, 105])
    assert any("105 is in 3 places" in p and "player 0's hand" in p and "the row" in p for p in problems)


def test_an_unknown_card_and_a_missing_one_are_refused() -> None:
    problems = _problems(discard=[999])
    assert "999 (the discard pile) is not a component of the game" in problems
    assert any("components are nowhere: 113" in p for p in problems)


def test_a_hand_owned_by_the_wrong_seat_is_refused() -> None:
    seats = [_seat(1, HANDS[0]), _seat(1, HANDS[1], display=[409, 410])]
    assert "player 0's hand belongs to player 1" in _problems(seats=seats)


def test_seats_that_do_not_fit_the_player_count_are_refused() -> None:
    seats = [_seat(0, HANDS[0]), _seat(1, HANDS[1], display=[409, 410]), _seat(2, [])]
    problems = _problems(seats=seats)
    assert problems == ("players: the position is for 3 players, the match has 2",)
    four = testing.position("nephthys", 4)
    five = attrs.evolve(four, seats=(*four.seats, four.seats[0]))
    assert check(five) == ["5 seats: Age of Nephthys is played by 1-4"]


def test_players_named_off_the_table_are_refused() -> None:
    assert "the first-scholar token: player 2 is not at the table of 2" in _problems(token=2)
    assert "turn 3: there are 2 players" in _problems(turn=3)


def test_fame_out_of_range_is_refused() -> None:
    seats = [_seat(0, HANDS[0], fame=-1), _seat(1, HANDS[1], display=[409, 410])]
    assert "player 0 has fame -1: fame is never below 0" in _problems(seats=seats)
    seats = [_seat(0, HANDS[0], fame=33), _seat(1, HANDS[1], display=[409, 410])]
    assert any("fame 33 in stage technique" in p for p in _problems(seats=seats, stage="technique"))
    testing.position("nephthys", 2, **_legal(seats=seats))  # won during the research phase: possible


def test_face_up_hand_cards_are_the_start_card_and_the_books_only() -> None:
    seats = [_seat(0, HANDS[0][1:], known=[START_CARD, 105]), _seat(1, HANDS[1], display=[409, 410])]
    assert "player 0 holds 105 face up: only the start card and the Books are" in _problems(seats=seats)
    seats[0]["known"] = [START_CARD, BOOKS[0]]
    seats[0]["secret"]["items"] = HANDS[0]
    testing.position("nephthys", 2, **_legal(seats=seats, books=[BOOKS[1]]))


def test_society_cards_and_steps_under_way_must_fit() -> None:
    base = testing.position("nephthys", 2)
    deck = list(base.society_deck)
    problems = _problems(society_deck=[*deck, base.societies[0].society])
    assert any(f"{base.societies[0].society} is in 2 places" in p for p in problems)
    # not a side: the types say (the codec's words, e.g. "'summer' is not a valid Season")
    assert any("Season" in p and "summer" in p for p in _problems(society_up="summer"))
    assert "the block taken (1-5) is not in the row of 3" in _problems(take={"first": 1, "last": 5})


def test_every_table_random_play_reaches_passes_the_check() -> None:
    for players in range(1, 5):
        match = senet.new_match(GAME, players, seed=players)
        rng = Rng(players)
        while not match.is_over:
            assert check(match.state) == [], match.state
            player, legal = match.next_choice() or (0, ())
            match.submit(player, rng.choice(legal))
        assert check(match.state) == []
