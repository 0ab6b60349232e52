"""The technique phase (docs/games/nephthys.md, "1. Technique phase") and what techniques do.

Tables start at step 1 of a round (stage ``technique``) unless a test needs another step.
"""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet import IllegalMove
from senet_games.nephthys.events import (
    BookTaken,
    CardsDrawn,
    FameGained,
    HandDealt,
    SetTaken,
    StartNamed,
    TechniquesPlayed,
    TokenTaken,
)
from senet_games.nephthys.moves import Discard, NameStart, PlayTechnique, SkipTechnique, TakeBlock, TakeBook
from senet_games.nephthys.rules import choosers, extra_choosers, namer
from senet_games.nephthys.state import Stage
from senet_games.nephthys.techniques import powers
from tests.nephthys.kit import (
    BLACK_BOOK,
    CARDS,
    GREEN_BOOK,
    S,
    cards,
    events,
    legal,
    phase,
    refused,
    seat,
    start,
    submit,
    table,
)


def _techniques(*seats: Any, **kw: Any) -> senet.Match[Any]:
    return start(table(list(seats), row="B5", stage=Stage.TECHNIQUE, **kw))


def test_everyone_holding_cards_chooses_at_once_in_secret() -> None:
    match = _techniques(seat("B3 R9"), seat("K7"), seat(""))
    assert phase(match) == "technique" and match.to_act == (0, 1)
    submit(match, 0, PlayTechnique(CARDS["R9"]))
    # Player 1 and spectators see that player 0 chose, not what.
    for viewer in (1, 2, None):
        assert match.view(viewer).my_commit is None
        said = [e.event for e in match.log_for(viewer)][-1]
        assert getattr(said, "move", "none") is None
    assert match.view(0).my_commit == PlayTechnique(CARDS["R9"])
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    played = events(match, TechniquesPlayed)[0]
    assert [(p.player, p.card) for p in played.plays] == [(0, CARDS["R9"]), (1, CARDS["K7"])]
    assert match.state.seats[0].techniques == cards("R9")
    assert CARDS["R9"] not in match.state.seats[0].hand and CARDS["B3"] in match.state.seats[0].hand


def test_a_player_who_can_play_must_play_exactly_one() -> None:
    match = _techniques(seat("B3 R9"), seat("K7"))
    refused(match, 0, SkipTechnique(), "must play a technique when you can")
    refused(match, 0, PlayTechnique(CARDS["G4"]), "not in your hand")


def test_a_player_who_cannot_pay_plays_none() -> None:
    # Only display-cost cards (8, 12, 13) and an empty display: nothing can be played.
    match = _techniques(seat("B8 R12 G13"), seat("K7"))
    assert legal(match, 0) == {SkipTechnique()}
    refused(match, 0, PlayTechnique(CARDS["B8"]), "your display is empty")
    submit(match, 0, SkipTechnique())
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    assert [p.player for p in events(match, TechniquesPlayed)[0].plays] == [1]
    assert match.state.seats[0].techniques == ()


def test_a_display_cost_is_paid_with_a_display_card_of_the_players_choice() -> None:
    match = _techniques(seat("B8", display="G2 G3"), seat("K7"))
    assert legal(match, 0) == {PlayTechnique(CARDS["B8"], CARDS["G2"]),
                               PlayTechnique(CARDS["B8"], CARDS["G3"])}
    refused(match, 0, PlayTechnique(CARDS["B8"]), "name the one you discard")
    refused(match, 0, PlayTechnique(CARDS["B8"], CARDS["R9"]), "not in your display")
    submit(match, 0, PlayTechnique(CARDS["B8"], CARDS["G3"]))
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    assert match.state.seats[0].display == cards("G2")
    assert CARDS["G3"] in match.state.discard
    assert powers(match.state.seats[0].techniques).kinds[-1] == "full_house"


def test_a_free_technique_takes_no_display_card() -> None:
    match = _techniques(seat("B3 R4", display="G2"), seat("K7"))
    refused(match, 0, PlayTechnique(CARDS["B3"], CARDS["G2"]), "costs nothing")


def test_nobody_holding_cards_skips_the_choice() -> None:
    match = _techniques(seat(""), seat(""), deck=cards("R1 R2 R3 R4 R5 R6"))
    assert not events(match, TechniquesPlayed)
    # Both drew (step 2) and the lowest named the start player (step 3).
    assert [e.count for e in events(match, CardsDrawn)] == [2, 2]
    assert phase(match) == "name_start"


# -- Isis and the Books ---------------------------------------------------------------------------


def test_isis_takes_a_book_of_the_players_choice_into_the_hand() -> None:
    match = _techniques(seat("B13 R4", display="G2"), seat("K7"))
    submit(match, 0, PlayTechnique(CARDS["B13"], CARDS["G2"]))
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    assert phase(match) == "book" and legal(match, 0) == {TakeBook(GREEN_BOOK), TakeBook(BLACK_BOOK)}
    refused(match, 0, TakeBook(CARDS["G13"]), "not a Book of Isis left")
    submit(match, 0, TakeBook(BLACK_BOOK))
    assert BLACK_BOOK in match.state.seats[0].hand and match.state.books == (GREEN_BOOK,)
    assert match.state.seats[0].known == (BLACK_BOOK,)  # everybody saw it go into the hand


def test_the_last_book_is_taken_without_a_question_and_none_left_means_no_effect() -> None:
    match = _techniques(seat("B13", display="G2"), seat("R13", display="G3"), books=(GREEN_BOOK,))
    submit(match, 0, PlayTechnique(CARDS["B13"], CARDS["G2"]))
    submit(match, 1, PlayTechnique(CARDS["R13"], CARDS["G3"]))
    # In order from the start player (0): player 0 gets the last Book, player 1 none.
    assert events(match, BookTaken) == [BookTaken(0, GREEN_BOOK), BookTaken(1, None)]
    assert match.state.seats[1].techniques == cards("R13")  # played all the same
    assert match.state.books == ()


def test_two_isis_at_once_resolve_from_the_start_player() -> None:
    match = _techniques(seat("B13", display="G2"), seat("R13", display="G3"), start=1)
    submit(match, 0, PlayTechnique(CARDS["B13"], CARDS["G2"]))
    submit(match, 1, PlayTechnique(CARDS["R13"], CARDS["G3"]))
    assert match.to_act == (1,)
    submit(match, 1, TakeBook(GREEN_BOOK))
    assert events(match, BookTaken) == [BookTaken(1, GREEN_BOOK), BookTaken(0, BLACK_BOOK)]


def test_a_book_played_as_a_technique_gives_lost_knowledge_not_isis() -> None:
    match = _techniques(seat((GREEN_BOOK,), known=(GREEN_BOOK,)), seat("K7"))
    submit(match, 0, PlayTechnique(GREEN_BOOK))
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    assert not events(match, BookTaken)
    p = powers(match.state.seats[0].techniques)
    assert p.lost_knowledge and match.state.seats[0].known == ()
    assert match.state.books == (BLACK_BOOK,)   # still set aside: no Book was taken


def test_a_book_costs_nothing_to_play() -> None:
    match = _techniques(seat([GREEN_BOOK, CARDS["R9"]]), seat("K7"))
    assert PlayTechnique(GREEN_BOOK) in legal(match, 0)


# -- step 2: draws ---------------------------------------------------------------------------------


def _draws(match: senet.Match[Any]) -> dict[int, int]:
    """Everyone plays their first option; then the cards each drew in step 2."""
    while phase(match) == "technique":
        player = match.to_act[0]
        submit(match, player, match.legal_moves(player)[0])
    return {e.player: e.count for e in events(match, CardsDrawn) if e.why == "technique"}


def test_everyone_draws_one_and_the_lowest_one_more() -> None:
    match = _techniques(seat("B4", fame=4), seat("K7", fame=2), seat("R9", fame=2), seat("G4", fame=5))
    assert _draws(match) == {0: 1, 1: 2, 2: 2, 3: 1}


def test_insight_played_in_step_1_draws_in_step_2_of_the_same_round_and_stacks() -> None:
    # Player 0 plays a second Insight now: both count in this round's draws.
    match = _techniques(seat("B3", fame=4, techniques="R3"), seat("K7", fame=2))
    assert _draws(match) == {0: 1 + 2, 1: 2}


def test_drawn_cards_are_secret_to_the_drawer() -> None:
    match = _techniques(seat("B4", fame=4), seat("K7", fame=2))
    _draws(match)
    drawn = [e.event for e in match.log_for(1) if isinstance(e.event, CardsDrawn)]
    mine = [e for e in drawn if e.player == 1]
    theirs = [e for e in drawn if e.player == 0]
    assert mine[0].cards.items and len(mine[0].cards) == 2
    assert not theirs[0].cards.items and theirs[0].count == 1 and len(theirs[0].cards) == 1


# -- step 3: the start player ----------------------------------------------------------------------


def test_the_lowest_names_the_start_player_ties_first_clockwise_from_the_start() -> None:
    state = table([seat(fame=3), seat(fame=2), seat(fame=5), seat(fame=2)], stage=Stage.NAME, start=2)
    assert namer(state) == 3   # from player 2: 2 (5), 3 (2) -> player 3
    state = table([seat(fame=3), seat(fame=2), seat(fame=5), seat(fame=2)], stage=Stage.NAME, start=0)
    assert namer(state) == 1


def test_naming_anyone_including_oneself_and_the_token_stays_after_round_1() -> None:
    state = table([seat(fame=3), seat(fame=2), seat(fame=5)], stage=Stage.NAME, start=0, token=2)
    match = start(state)
    assert match.to_act == (1,) and legal(match, 1) == {NameStart(0), NameStart(1), NameStart(2)}
    refused(match, 1, NameStart(3), "no player 3")
    submit(match, 1, NameStart(1))
    assert events(match, StartNamed) == [StartNamed(1, 1)]
    assert match.state.start == 1 and match.state.token == 2
    assert not events(match, TokenTaken)


def test_round_1_the_provisional_start_player_names_and_the_token_moves_with_the_marker() -> None:
    state = table([seat(fame=1), seat(fame=1), seat(fame=1)], stage=Stage.NAME, start=2, token=2, round=1)
    match = start(state)
    assert match.to_act == (2,)
    submit(match, 2, NameStart(0))
    assert match.state.start == 0 and match.state.token == 0
    assert events(match, TokenTaken) == [TokenTaken(0, 2, "start")]
    assert match.state.seats[0].fame == 1  # no fame moves with it


def test_a_new_game_deals_and_the_provisional_start_player_holds_the_token() -> None:
    match = senet.new_match("nephthys", 3, seed=11)
    state = match.state
    assert len(state.row) == 1 and len(state.discard) == 1
    assert [len(s.hand) for s in state.seats] == [4, 4, 4]
    assert all(S in s.hand and s.known == (S,) and s.fame == 1 for s in state.seats)
    assert [e.count for e in events(match, HandDealt)] == [3, 3, 3]
    assert len(state.societies) == 3 and all(o.side == "spring" for o in state.societies)
    assert len(state.society_discard) == 2 and len(state.society_deck) == 5
    assert state.token == state.start and state.books == (GREEN_BOOK, BLACK_BOOK)
    assert len(state.deck) == 104 - 2 - 9
    assert phase(match) == "technique" and match.state.round == 1


def test_four_players_set_one_society_card_aside() -> None:
    state = senet.new_match("nephthys", 4, seed=1).state
    assert len(state.society_discard) == 1 and len(state.society_deck) == 6


# -- step 4: the extra technique -------------------------------------------------------------------


def test_players_seven_or_more_behind_may_play_one_more_technique() -> None:
    state = table([seat("B3 B4", fame=10), seat("K7 K8", fame=3), seat("R9", fame=4), seat("G5", fame=2)],
                  stage=Stage.EXTRA)
    assert extra_choosers(state) == (1, 3)   # 7 and 8 behind; 6 behind is not enough
    match = start(state)
    assert phase(match) == "extra_technique" and match.to_act == (1, 3)
    assert legal(match, 3) == {SkipTechnique(), PlayTechnique(CARDS["G5"])}
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    submit(match, 3, SkipTechnique())
    played = events(match, TechniquesPlayed)[-1]
    assert played.extra and [(p.player, p.card) for p in played.plays] == [(1, CARDS["K7"])]
    assert phase(match) == "research"


def test_nobody_behind_goes_straight_to_research() -> None:
    match = start(table([seat("B3", fame=8), seat("K7", fame=2)], row="B5", stage=Stage.EXTRA))
    assert phase(match) == "research" and not events(match, TechniquesPlayed)


def test_the_extra_technique_may_be_isis() -> None:
    state = table([seat(fame=10), seat("K13", fame=3, display="B4")], row="B5", stage=Stage.EXTRA)
    match = start(state)
    submit(match, 1, PlayTechnique(CARDS["K13"], CARDS["B4"]))
    submit(match, 1, TakeBook(GREEN_BOOK))
    assert GREEN_BOOK in match.state.seats[1].hand


# -- solo ------------------------------------------------------------------------------------------


def test_solo_counts_as_lowest_draws_two_and_never_gets_the_extra_technique() -> None:
    match = _techniques(seat("B4 B5", fame=20))
    assert _draws(match) == {0: 2}
    assert extra_choosers(match.state) == ()
    assert phase(match) == "research"   # the start player is named without a question


def test_choosers_are_everyone_with_cards() -> None:
    state = table([seat("B3"), seat(""), seat("R8")], stage=Stage.TECHNIQUE)
    assert choosers(state) == (0, 2)


def test_a_commit_by_a_player_not_choosing_is_refused() -> None:
    match = _techniques(seat("B3"), seat(""), seat("R4"))
    with pytest.raises(IllegalMove):
        submit(match, 1, SkipTechnique())
    with pytest.raises(IllegalMove):
        submit(match, 0, TakeBlock(0, 0))


# -- a technique works from the moment it is played --------------------------------------------------


def test_example_4_end_to_end_a_four_played_this_round_takes_two_pairs_this_round() -> None:
    state = table([seat("R4 G5 K5", fame=5), seat("K7", fame=2)], row="R2 B2 G9 B12 K3",
                  stage=Stage.TECHNIQUE, start=1, deck=cards("B9 R11 G12 K13 B10 R8 B11"))
    match = start(state)
    submit(match, 0, PlayTechnique(CARDS["R4"]))
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    submit(match, 1, NameStart(0))          # player 1 is lowest and names player 0
    submit(match, 0, TakeBlock(0, 1))       # red 2, blue 2 + green 5, black 5 from hand
    taken = events(match, SetTaken)[0]
    assert taken.kind == "two_pairs" and taken.added == cards("G5 K5")
    assert events(match, FameGained)[0] == FameGained(0, 4, "set")


def test_wide_search_played_as_the_extra_technique_refills_this_round() -> None:
    state = table([seat(fame=10), seat("K5", fame=3)], row="B5 R9", stage=Stage.EXTRA, start=1)
    match = start(state)
    submit(match, 1, PlayTechnique(CARDS["K5"]))
    assert match.state.current == 1 and len(match.state.row) == 6


def test_curator_does_not_store_a_display_card_paid_for_a_technique() -> None:
    match = _techniques(seat("B8", display="G2 G3", techniques="R7"), seat("K9"))
    submit(match, 0, PlayTechnique(CARDS["B8"], CARDS["G2"]))
    submit(match, 1, PlayTechnique(CARDS["K9"]))
    assert match.state.seats[0].storage == () and CARDS["G2"] in match.state.discard


def test_a_discarded_book_goes_to_the_discard_pile_like_any_card() -> None:
    hand = [GREEN_BOOK, *cards("B1 B2 B3 B4 B5 B6")]
    match = start(table([seat(hand, known=(GREEN_BOOK,)), seat()], stage=Stage.ROUND_END))
    submit(match, 0, Discard(GREEN_BOOK))
    assert match.state.discard[-1] == GREEN_BOOK and match.state.seats[0].known == ()
