"""Adversarial scenarios against docs/games/nephthys.md: boundaries, order within a turn, the end,
player counts, who decides, hidden information, and every numbered example written literally.

Each test builds a table (tests/nephthys/kit.py), plays moves and checks what the rules
demand; refused moves must name the rule and leave ``match.save()`` unchanged.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import senet
from senet_games.nephthys.events import (
    BookTaken,
    CardsDrawn,
    CardStored,
    DeckReshuffled,
    FameGained,
    FameStolen,
    GameEnded,
    HandDiscarded,
    RoundStarted,
    RowEmpty,
    RowRefilled,
    SetTaken,
    SocietiesCleared,
    SocietyAchieved,
    StorageScored,
    TechniquesPlayed,
    TokenTaken,
)
from senet_games.nephthys.moves import (
    Achieve,
    AddCard,
    Discard,
    KeepDisplay,
    NameStart,
    PayCard,
    PlayTechnique,
    ReplaceDisplay,
    SkipTechnique,
    StealFrom,
    StopDiscarding,
    StoreCard,
    SwapCards,
    TakeBlock,
    TakeBook,
    TakeSet,
    UseKhnum,
    UseNephthys,
)
from senet_games.nephthys.societies import SOCIETIES, Season
from senet_games.nephthys.state import OpenSociety, Stage
from tests.nephthys.kit import (
    BLACK_BOOK,
    CARDS,
    GREEN_BOOK,
    S,
    cards,
    events,
    fame,
    legal,
    new_events,
    phase,
    play,
    refused,
    seat,
    start,
    submit,
    table,
)


def _at(stage: str, *seats: Any, **kw: Any) -> senet.Match[Any]:
    kw.setdefault("row", "B5")
    return start(table(list(seats), stage=stage, **kw))


# -- the numbered examples, literally ----------------------------------------------------------------


def test_example_1_row_5_7_6_10_3_taking_5_7_6_is_stairs_for_3_fame() -> None:
    match = _at(Stage.RESEARCH, seat(fame=2), seat(fame=2), row="R5 B7 K6 G10 R3", token=1)
    before = fame(match)[0]
    entries = submit(match, 0, TakeBlock(0, 2))
    assert new_events(entries, SetTaken) == [SetTaken(0, cards("R5 B7 K6"), (), "stairs")]
    assert fame(match)[0] - before >= 3
    assert new_events(entries, FameGained)[0] == FameGained(0, 3, "set")
    # 5 7 alone, or 7 6 10, are not sets.
    match2 = _at(Stage.RESEARCH, seat(fame=2), seat(fame=2), row="R5 B7 K6 G10 R3", token=1)
    refused(match2, 0, TakeBlock(0, 1), "form no set")
    refused(match2, 0, TakeBlock(1, 3), "form no set")


def test_example_2_row_5_6_7_10_with_hand_8_9_is_stairs_of_6_for_6_fame() -> None:
    match = _at(Stage.RESEARCH, seat("G8 K9"), seat(), row="R5 B6 R7 K10 G2", token=1)
    entries = submit(match, 0, TakeBlock(0, 3))
    taken = new_events(entries, SetTaken)[0]
    assert taken.kind == "stairs" and len(taken.block) + len(taken.added) == 6
    assert new_events(entries, FameGained)[0] == FameGained(0, 6, "set")
    # Without the 9 the same block is refused: 5 6 7 8 10 has a gap.
    match = _at(Stage.RESEARCH, seat("G8"), seat(), row="R5 B6 R7 K10 G2", token=1)
    refused(match, 0, TakeBlock(0, 3), "form no set")


def test_example_3_blue_4_next_to_red_1_is_a_colour_set_of_2() -> None:
    match = _at(Stage.RESEARCH, seat(), seat(), row="G9 B4 R1", token=1)
    entries = submit(match, 0, TakeBlock(1, 2))
    assert new_events(entries, SetTaken)[0] == SetTaken(0, cards("B4 R1"), (), "colour")
    assert new_events(entries, FameGained)[0] == FameGained(0, 2, "set")
    # Blue 4 next to red 2 is not (only a 1 is wild).
    match = _at(Stage.RESEARCH, seat(), seat(), row="B4 R2", token=1)
    refused(match, 0, TakeBlock(0, 1), "form no set")


def test_example_4_two_pairs_refused_then_accepted_after_a_4_played_as_technique() -> None:
    state = table([seat("R4 G5 K5", fame=3), seat("B7", fame=3)], row="R2 B2 G11", stage=Stage.TECHNIQUE,
                  deck=cards("B9 R10 G12 K12 B10 R8 B11 K1 K2 K3"))
    match = start(state)
    submit(match, 0, PlayTechnique(CARDS["R4"]))
    submit(match, 1, PlayTechnique(CARDS["B7"]))
    submit(match, 0, NameStart(0))     # player 0 is the first of the tied lowest
    assert phase(match) == "research" and match.to_act == (0,)
    entries = submit(match, 0, TakeBlock(0, 1))
    if phase(match) == "add":
        entries += play(match, (0, AddCard(CARDS["G5"])), (0, AddCard(CARDS["K5"])))
        if phase(match) == "add":
            entries += submit(match, 0, TakeSet())
    taken = new_events(entries, SetTaken)[0]
    assert taken.kind == "two_pairs" and sorted(taken.added) == sorted(cards("G5 K5"))
    assert new_events(entries, FameGained)[0] == FameGained(0, 4, "set")


def test_example_4_without_the_technique_is_refused_naming_the_kinds_allowed() -> None:
    match = _at(Stage.RESEARCH, seat("G5 K5"), seat(), row="R2 B2", token=1)
    refused(match, 0, TakeBlock(0, 1), "single, colour, stairs")


def test_example_5_three_display_cards_beat_two_and_taking_from_zero_gains_nothing() -> None:
    state = table([seat(fame=6), seat(fame=9, display="K12 K13"), seat(fame=0), seat(fame=4)],
                  row="R3 G4 B5 K11", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 2))
    assert events(match, TokenTaken) == [TokenTaken(0, 1, "display", 1)]
    entries = submit(match, 0, StealFrom(2))
    assert new_events(entries, FameStolen) == [FameStolen(0, 2, 0)]
    assert fame(match) == (6 + 3, 9, 0, 4) and match.state.token == 0


# -- set-up and player counts ------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "aside"), [(1, 2), (2, 2), (3, 2), (4, 1)])
def test_set_up_for_every_player_count(players: int, aside: int) -> None:
    match = senet.new_match("nephthys", players, seed=5)
    s = match.state
    assert len(s.society_discard) == aside and len(s.societies) == 3
    assert len(s.society_deck) == 10 - 3 - aside
    assert all(o.side == "spring" for o in s.societies)
    assert len(s.row) == 1 and len(s.discard) == 1
    assert all(len(seat.hand) == 4 and S in seat.hand and seat.fame == 1 for seat in s.seats)
    assert len(s.deck) == 104 - 2 - 3 * players
    assert s.token == s.start


# -- technique phase ---------------------------------------------------------------------------------


def test_isis_without_a_book_left_is_still_played_and_its_cost_paid() -> None:
    match = _at(Stage.TECHNIQUE, seat("B13", display="G2 G3"), seat("K7"), books=())
    submit(match, 0, PlayTechnique(CARDS["B13"], CARDS["G3"]))
    submit(match, 1, PlayTechnique(CARDS["K7"]))
    assert events(match, BookTaken) == [BookTaken(0, None)]
    assert match.state.seats[0].display == cards("G2") and CARDS["G3"] in match.state.discard
    assert match.state.seats[0].techniques == cards("B13")


def test_a_player_holding_only_display_cost_cards_and_no_display_is_asked_but_plays_none() -> None:
    match = _at(Stage.TECHNIQUE, seat("R12"), seat("K7"))
    assert 0 in match.to_act and legal(match, 0) == {SkipTechnique()}
    refused(match, 0, PlayTechnique(CARDS["R12"]), "display is empty")


def test_lowest_tie_all_draw_two_and_insight_copies_add() -> None:
    match = _at(Stage.TECHNIQUE, seat("B4", fame=2, techniques="R3 G3"), seat("K7", fame=2),
                seat("R9", fame=3))
    for p in (0, 1, 2):
        submit(match, p, match.legal_moves(p)[0])
    drawn = {e.player: e.count for e in events(match, CardsDrawn) if e.why == "technique"}
    assert drawn == {0: 2 + 2, 1: 2, 2: 1}


def test_draws_come_after_the_techniques_and_before_the_start_player_is_named() -> None:
    # Insight played now counts; fame is compared as it stands (nobody gains in step 1).
    match = _at(Stage.TECHNIQUE, seat("B3", fame=5), seat("K7", fame=4))
    play(match, (0, PlayTechnique(CARDS["B3"])), (1, PlayTechnique(CARDS["K7"])))
    drawn = {e.player: e.count for e in events(match, CardsDrawn) if e.why == "technique"}
    assert drawn == {0: 1 + 1, 1: 2}
    assert phase(match) == "name_start" and match.to_act == (1,)


def test_namer_ties_start_from_the_current_start_player_inclusive() -> None:
    match = _at(Stage.NAME, seat(fame=2), seat(fame=4), seat(fame=2), start=2)
    assert match.to_act == (2,)
    match = _at(Stage.NAME, seat(fame=2), seat(fame=4), seat(fame=2), start=1)
    assert match.to_act == (2,)


def test_round_1_names_by_the_provisional_start_player_even_if_not_lowest() -> None:
    match = _at(Stage.NAME, seat(fame=1), seat(fame=1), seat(fame=1), start=1, token=1, round=1)
    assert match.to_act == (1,)
    submit(match, 1, NameStart(1))
    assert match.state.start == 1 and match.state.token == 1 and not events(match, TokenTaken)


def test_round_2_naming_never_moves_the_token() -> None:
    match = _at(Stage.NAME, seat(fame=1), seat(fame=3), start=1, token=1, round=2)
    submit(match, 0, NameStart(0))
    assert match.state.start == 0 and match.state.token == 1


@pytest.mark.parametrize(("gap", "asked"), [(6, False), (7, True)])
def test_extra_technique_exactly_seven_behind(gap: int, asked: bool) -> None:
    match = _at(Stage.EXTRA, seat(fame=1 + gap), seat("G3", fame=1))
    assert (phase(match) == "extra_technique") is asked


def test_extra_technique_may_be_declined_and_uses_the_leader_not_the_next_player() -> None:
    match = _at(Stage.EXTRA, seat(fame=20), seat("G3", fame=14), seat("R3", fame=13))
    assert phase(match) == "extra_technique" and match.to_act == (2,)
    submit(match, 2, SkipTechnique())
    assert not events(match, TechniquesPlayed) and phase(match) == "research"


def test_solo_never_gets_the_extra_technique_even_far_behind_nobody() -> None:
    match = _at(Stage.EXTRA, seat("G3", fame=0))
    assert phase(match) == "research"


# -- research: refill, deck, empty row ---------------------------------------------------------------


def test_refill_reshuffles_the_discard_pile_midway_and_keeps_adding_at_the_far_end() -> None:
    state = table([seat(), seat()], row="B3", stage=Stage.EXTRA, deck=cards("R9"),
                  discard="G1 G2 G3 G4 G5 G6", rest=("storage", 1))
    match = start(state)
    assert events(match, DeckReshuffled) == [DeckReshuffled(6)]
    refill = events(match, RowRefilled)[0]
    assert len(refill.cards) == 4 and match.state.row == (CARDS["B3"], *refill.cards)
    assert CARDS["R9"] in refill.cards and match.state.discard == ()
    assert len(match.state.deck) == 6 - 3


def test_an_empty_row_ends_the_game_only_at_the_round_end_after_the_society_phase() -> None:
    state = table([seat(fame=3, display="B9 R9", storage="K4"), seat(fame=2)], row="",
                  stage=Stage.EXTRA, deck=(), discard="", societies=((3, "spring"), (5, "spring"),
                                                               (1, "spring")),
                  rest=("hand", 0))   # a hand, not storage: storage would count in the scores below
    match = start(state)
    assert events(match, RowEmpty) == [RowEmpty(0), RowEmpty(1)]
    assert not match.is_over and phase(match) == "society" and match.to_act == (0,)
    submit(match, 0, Achieve(3))    # a pair -> 2 fame, draw 1 (nothing left to draw)
    assert match.is_over
    assert events(match, GameEnded) == [GameEnded(2, "row")]
    assert events(match, StorageScored) == [StorageScored(0, 1)]
    assert match.result is not None and match.result.scores == (3 + 2 + 1, 2)


def test_a_non_wide_turn_leaves_a_six_card_row_alone() -> None:
    match = _at(Stage.RESEARCH, seat(), seat(), row="B3 B4 B5 B6 B7 B8", turn=1, start=0, token=0)
    assert len(match.state.row) == 6 and not events(match, RowRefilled)


# -- research: taking ---------------------------------------------------------------------------------


def test_stairs_never_wrap_from_13_to_1() -> None:
    match = _at(Stage.RESEARCH, seat("G2"), seat(), row="K12 R13 G1", token=1)
    refused(match, 0, TakeBlock(0, 2), "form no set")
    entries = submit(match, 0, TakeBlock(1, 2))   # red 13 and a wild 1 are a colour set instead
    assert new_events(entries, SetTaken)[0].kind == "colour"


def test_a_block_of_all_1s_is_a_colour_set() -> None:
    match = _at(Stage.RESEARCH, seat(), seat(), row="B1 R1 G1 K1", token=1)
    entries = submit(match, 0, TakeBlock(0, 3))
    assert new_events(entries, SetTaken)[0].kind in ("colour", "stairs")
    assert new_events(entries, FameGained)[0].amount == 4


def test_stairs_need_distinct_numbers_even_with_a_wild_colour() -> None:
    match = _at(Stage.RESEARCH, seat(), seat(), row="R5 B5 K6", token=1)
    refused(match, 0, TakeBlock(0, 2), "form no set")


def test_two_pairs_need_different_numbers_and_four_of_a_kind_is_not_two_pairs() -> None:
    match = _at(Stage.RESEARCH, seat("G5 K5", techniques="R4"), seat(), row="R5 B5", token=1)
    # R5 B5 is no colour set and no stairs; with G5 K5 it is four 5s, not two pairs.
    refused(match, 0, TakeBlock(0, 1), "form no set you may take (single, colour, stairs, two pairs)")


def test_full_house_technique_alone_does_not_allow_two_pairs() -> None:
    match = _at(Stage.RESEARCH, seat("G5 K5", techniques="R8"), seat(), row="R2 B2", token=1)
    refused(match, 0, TakeBlock(0, 1), "single, colour, stairs, full house")


def test_three_pairs_technique_alone_does_not_allow_two_pairs() -> None:
    match = _at(Stage.RESEARCH, seat("G5 K5", techniques="R12"), seat(), row="R2 B2", token=1)
    refused(match, 0, TakeBlock(0, 1), "three pairs")
    match = _at(Stage.RESEARCH, seat("G5 K5 G9 K9", techniques="R12"), seat(), row="R2 B2", token=1)
    entries = submit(match, 0, TakeBlock(0, 1))   # every hand card is needed: nobody is asked
    assert new_events(entries, SetTaken)[0].kind == "three_pairs"
    assert new_events(entries, FameGained)[0].amount == 6


def test_a_single_is_one_row_card_and_a_set_needs_a_row_card() -> None:
    match = _at(Stage.RESEARCH, seat("R9 R10"), seat(), row="B5 K12", token=1)
    refused(match, 0, TakeBlock(1, 2), "not a block of the row")   # no row card at position 3
    # Blue 5 with no hand card that joins it is a single: taken without a question.
    entries = submit(match, 0, TakeBlock(0, 0))
    assert new_events(entries, SetTaken) == [SetTaken(0, cards("B5"), (), "single")]
    assert new_events(entries, FameGained)[0] == FameGained(0, 1, "set")
    assert match.state.seats[0].hand == cards("R9 R10")


def test_taken_hand_cards_count_for_fame_like_row_cards() -> None:
    match = _at(Stage.RESEARCH, seat("B6 B7 B9"), seat(), row="B5 K11", token=1)
    submit(match, 0, TakeBlock(0, 0))
    play(match, (0, AddCard(CARDS["B6"])), (0, AddCard(CARDS["B7"])))
    if phase(match) == "add":
        submit(match, 0, TakeSet())
    assert events(match, FameGained)[0] == FameGained(0, 3, "set")
    assert match.state.seats[0].hand == cards("B9")


def test_adjust_and_lost_knowledge_once_each_per_set() -> None:
    # 3 5 7 9: two gaps; Adjust alone mends one (e.g. 9 -> 8 leaves 3 ... 8 with a gap at 4, 6).
    match = _at(Stage.RESEARCH, seat(techniques="R1"), seat(), row="B3 G5 K7", token=1)
    refused(match, 0, TakeBlock(0, 2), "form no set")
    match = _at(Stage.RESEARCH, seat(techniques="R1", known=()), seat(), row="B4 G5 K7", token=1)
    entries = submit(match, 0, TakeBlock(0, 2))  # 7 counts as 6
    assert new_events(entries, SetTaken)[0].kind == "stairs"
    match = _at(Stage.RESEARCH, seat(techniques=[CARDS["R1"], GREEN_BOOK]), seat(), row="B3 G5 K9",
                token=1)
    entries = submit(match, 0, TakeBlock(0, 2))  # 3 -> 4 by Adjust, 9 -> 6 by Lost knowledge
    assert new_events(entries, SetTaken)[0].kind == "stairs"


# -- research: display, stores and the token --------------------------------------------------------


def test_archive_and_curator_both_owned_only_the_chosen_side_triggers() -> None:
    match = _at(Stage.RESEARCH, seat(techniques="R6 R7", display="G2 K9"), seat(), row="B5 B6", token=0)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, KeepDisplay())
    assert phase(match) == "store" and legal(match, 0) == {StoreCard(CARDS["B5"]), StoreCard(CARDS["B6"])}
    submit(match, 0, StoreCard(CARDS["B6"]))
    assert match.state.seats[0].storage == cards("B6") and match.state.seats[0].display == cards("G2 K9")
    match = _at(Stage.RESEARCH, seat(techniques="R6 R7", display="G2 K9"), seat(), row="B5 B6", token=0)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, ReplaceDisplay())
    assert legal(match, 0) == {StoreCard(CARDS["G2"]), StoreCard(CARDS["K9"])}
    submit(match, 0, StoreCard(CARDS["G2"]))
    assert match.state.seats[0].storage == cards("G2") and match.state.seats[0].display == cards("B5 B6")
    assert CARDS["K9"] in match.state.discard


def test_two_curators_store_the_whole_two_card_display_without_a_question() -> None:
    match = _at(Stage.RESEARCH, seat(techniques="R7 G7", display="G2 K9"), seat(), row="B5 B6", token=0)
    submit(match, 0, TakeBlock(0, 1))
    entries = submit(match, 0, ReplaceDisplay())
    assert [e.card for e in new_events(entries, CardStored)] == list(cards("G2 K9"))
    assert sorted(match.state.seats[0].storage) == sorted(cards("G2 K9"))


def test_the_store_comes_before_the_token_and_the_steal() -> None:
    match = _at(Stage.RESEARCH, seat(techniques="R6", display="G2 G3 G4", fame=4), seat(fame=5, display="K9"),
                row="B5 B6", token=1)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, KeepDisplay())
    assert phase(match) == "store" and not events(match, TokenTaken)
    submit(match, 0, StoreCard(CARDS["B5"]))
    # Kept display of 3 beats 1: token and 1 fame from the only other player.
    assert events(match, TokenTaken) == [TokenTaken(0, 1, "display", 1)]
    assert fame(match) == (4 + 2 + 1, 4)


def test_equal_count_and_equal_highest_printed_number_leaves_the_token() -> None:
    # A Book is a printed 13: a tie with a red 13.
    match = _at(Stage.RESEARCH, seat(fame=4), seat(fame=5, display=[GREEN_BOOK, CARDS["R2"]]),
                row="R13 R12 B7", token=1)
    submit(match, 0, TakeBlock(0, 1))
    assert not events(match, TokenTaken) and match.state.token == 1


def test_the_token_holders_display_shrunk_by_a_technique_cost_can_be_beaten_by_a_kept_display() -> None:
    match = _at(Stage.RESEARCH, seat(fame=4, display="G2"), seat(fame=5, display=""), row="R3 B9", token=1)
    submit(match, 0, TakeBlock(1, 1))
    submit(match, 0, KeepDisplay())
    assert events(match, TokenTaken) == [TokenTaken(0, 1, "display", 1)]


def test_patron_takes_two_from_the_chosen_victim_and_never_below_zero() -> None:
    match = _at(Stage.RESEARCH, seat(fame=4, techniques="R10"), seat(fame=5, display="K9"), seat(fame=1),
                row="B5 B6", token=1)
    submit(match, 0, TakeBlock(0, 1))
    assert events(match, TokenTaken) == [TokenTaken(0, 1, "display", 2)]
    entries = submit(match, 0, StealFrom(2))
    assert new_events(entries, FameStolen) == [FameStolen(0, 2, 1)]
    assert fame(match) == (4 + 2 + 1, 5, 0)


def test_the_steal_victim_must_be_another_player() -> None:
    match = _at(Stage.RESEARCH, seat(fame=4), seat(fame=5, display="K9"), seat(fame=3), row="B5 B6", token=1)
    submit(match, 0, TakeBlock(0, 1))
    refused(match, 0, StealFrom(0), "another player")
    refused(match, 0, StealFrom(3), "another player")


# -- research: amulets and Shuffle -------------------------------------------------------------------


def test_nephthys_redeals_after_the_refill_reshuffling_the_discarded_row_if_needed() -> None:
    match = _at(Stage.RESEARCH, seat(), seat(), row="B3 B4 B5 B6 B7", token=1, deck=cards("R9 R10"),
                discard="", rest=("storage", 1))
    submit(match, 0, UseNephthys())
    assert len(match.state.row) == 5 and CARDS["R9"] in match.state.row
    assert events(match, DeckReshuffled) == [DeckReshuffled(5)]
    refused(match, 0, UseNephthys(), "once per game")


def test_khnum_then_nephthys_then_shuffle_in_one_turn() -> None:
    match = _at(Stage.RESEARCH, seat("G9 G10", techniques=[S]), seat(), row="B3 B4 B5 B6 B7", token=1)
    submit(match, 0, UseKhnum())
    play(match, (0, Discard(CARDS["G9"])), (0, StopDiscarding()))
    assert len(match.state.seats[0].hand) == 2 and not match.state.seats[0].khnum
    assert [e.count for e in events(match, CardsDrawn) if e.why == "khnum"] == [1]
    submit(match, 0, UseNephthys())
    row = match.state.row
    left = next(i for i in range(4) if row[i] != row[i + 1])
    submit(match, 0, SwapCards(left))
    assert match.state.row[left] == row[left + 1] and match.state.row[left + 1] == row[left]
    refused(match, 0, UseKhnum(), "once per game")


# -- society phase ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("society", "side", "display", "payable"), [
    (10, "spring", "B1 R13", True),
    (10, "spring", "B13 R13", False),
    (10, "spring", "B1 R1", False),
    (10, "autumn", "B1 R1 K13", True),
    (10, "autumn", "B13 R13 G13", True),
    (10, "autumn", "B1 R13 G12", False),
    (4, "spring", "B1 B5", False),        # a 1 has its printed colour for different colours
    (4, "spring", "B1 R5", True),
    (4, "autumn", "B1 R2 G3 K4", True),
    (4, "autumn", "B1 R2 G3 R4", False),
    (1, "spring", "R1 G1 B7", True),      # 1s are wild for "of one colour"
    (1, "spring", "R2 G1 B7", False),
    (7, "spring", "R1 B2 B3", True),      # wild 1 in "run in one colour"
    (7, "spring", "B1 B2 R3", False),
    (7, "autumn", "B10 B11 B12 B13", True),
    (2, "spring", "R12 B13 G1", False),   # no wrap
    (2, "spring", "R5 B7 G6", True),      # any order
    (6, "spring", "R7 B8", True),         # exactly 15
    (6, "spring", "R7 B7", False),
    (6, "autumn", "R10 B10 G10", True),   # exactly 30
    (6, "autumn", "R10 B10 G9", False),
    (8, "spring", "R5 B5 G5 K5", False),  # four of a kind is not two pairs
    (8, "spring", "R5 B5 G6 K6", True),
    (8, "autumn", "R5 B5 G6 K6 B6", True),
    (3, "autumn", "R5 B5 G5", True),
    (9, "spring", "R1 B2", True),
    (9, "autumn", "B1 G1 B3 B4", True),
    (5, "spring", "R1 B5 G9", True),
])
def test_society_costs_at_their_boundaries(society: int, side: str, display: str, payable: bool) -> None:
    open_ = ((society, side), *((i, "spring") for i in (1, 2, 3, 4, 5) if i != society))[:3]
    match = _at(Stage.SOCIETY, seat(display=display, fame=3), seat("K7"), societies=open_)
    moves = legal(match, 0) if phase(match) == "society" else set()
    assert (Achieve(society) in moves) is payable, SOCIETIES[society].side(Season(side)).cost.describe()
    if not payable and phase(match) == "society":
        refused(match, 0, Achieve(society), "cannot pay")


def test_a_cost_uses_exactly_the_named_number_of_cards_and_the_rest_stays() -> None:
    match = _at(Stage.SOCIETY, seat(display="R7 B8 G13 K13", fame=3), seat("K7"),
                societies=((6, "spring"), (2, "spring"), (3, "spring")))
    submit(match, 0, Achieve(6))
    while phase(match) == "pay":
        submit(match, 0, sorted(match.legal_moves(0), key=lambda m: getattr(m, "card", 0))[0])
    paid = events(match, SocietyAchieved)[0].paid
    assert len(paid) == 2 and len(match.state.seats[0].display) == 2


def test_society_store_with_fellow_effects_first_fame_last() -> None:
    match = _at(Stage.SOCIETY, seat(display="B1 R2 G3 K4", fame=3, techniques="R11"), seat("K7"),
                societies=((4, "autumn"), (2, "spring"), (3, "spring")))
    submit(match, 0, Achieve(4))
    while phase(match) == "pay":
        submit(match, 0, match.legal_moves(0)[0])
    assert phase(match) == "store" and fame(match)[0] == 3   # fame comes after the effect
    submit(match, 0, StoreCard(CARDS["K4"]))
    assert match.state.seats[0].storage == cards("K4")
    assert events(match, FameGained)[-1] == FameGained(0, 5 + 1, "society")
    assert set(cards("B1 R2 G3")) <= set(match.state.discard)


def test_society_steal_from_a_player_at_zero_moves_nothing() -> None:
    match = _at(Stage.SOCIETY, seat(display="B1 R13 G13", fame=3), seat("K7", fame=0),
                societies=((10, "autumn"), (2, "spring"), (3, "spring")))
    submit(match, 0, Achieve(10))
    assert events(match, FameStolen) == [FameStolen(0, 1, 0)]
    assert fame(match) == (3 + 6, 0)


def test_one_society_card_per_player_per_phase() -> None:
    match = _at(Stage.SOCIETY, seat(display="B9 R9 G5 G6 G7", fame=3), seat("K7"),
                societies=((3, "spring"), (1, "spring"), (2, "spring")))
    submit(match, 0, Achieve(3))   # B9 R9 is the only pair: paid without a question
    assert [e.player for e in events(match, SocietyAchieved)] == [0]
    # G5 G6 G7 could pay society 1 or 2 as well, but the turn passed to player 1.
    assert phase(match) == "self_study" and match.to_act == (1,)
    refused(match, 0, Achieve(1), "not player 0's decision")


def test_self_study_discards_go_before_the_draw_and_can_come_back_through_the_deck() -> None:
    match = _at(Stage.SOCIETY, seat("B2 R7", display="K4"), seat("K7"), deck=(), discard="",
                rest=("storage", 1))
    submit(match, 0, Discard(CARDS["B2"]))
    entries = submit(match, 0, Discard(CARDS["R7"]))   # an empty hand: stopping is all that is left
    assert new_events(entries, DeckReshuffled) == [DeckReshuffled(2)]
    drawn = new_events(entries, CardsDrawn)[0]
    assert drawn.count == 2 and len(match.state.seats[0].hand) == 2   # 2 + 1 wanted, 2 there


# -- end of round and the end ------------------------------------------------------------------------


@pytest.mark.parametrize(("top", "over"), [(30, False), (31, True), (35, True)])
def test_the_31_threshold_at_the_round_end(top: int, over: bool) -> None:
    match = _at(Stage.ROUND_END, seat(fame=top), seat(fame=3))
    assert match.is_over is over
    if not over:
        assert events(match, RoundStarted) == [RoundStarted(3)]


def test_an_ending_game_neither_trims_hands_nor_deals_societies() -> None:
    state = table([seat("B1 B2 B3 B4 B5 B6 B7 B8", fame=31), seat(fame=3)], row="B9",
                  stage=Stage.ROUND_END)
    state = attrs.evolve(state, societies=tuple(OpenSociety(o.society, o.side, (0,))
                                                for o in state.societies))
    match = start(state)
    assert match.is_over
    assert not events(match, HandDiscarded) and not events(match, SocietiesCleared)


@pytest.mark.parametrize(("hand", "shelves", "discards"), [
    ("B1 B2 B3 B4 B5 B6", False, 0),
    ("B1 B2 B3 B4 B5 B6 B7", False, 1),
    ("B1 B2 B3 B4 B5 B6 B7 B8", True, 0),
    ("B1 B2 B3 B4 B5 B6 B7 B8 B9", True, 1),
])
def test_hand_limit_boundaries(hand: str, shelves: bool, discards: int) -> None:
    match = _at(Stage.ROUND_END, seat(hand, techniques="R9" if shelves else ""), seat())
    if discards:
        assert phase(match) == "hand_limit" and match.to_act == (0,)
        submit(match, 0, Discard(CARDS["B1"]))
    assert events(match, RoundStarted) == [RoundStarted(3)]
    assert len(match.state.seats[0].hand) == len(hand.split()) - discards


def test_the_hand_limit_refuses_discarding_below_it() -> None:
    match = _at(Stage.ROUND_END, seat("B1 B2 B3 B4 B5 B6 B7 B8"), seat("R1 R2 R3 R4 R5 R6 R7"))
    refused(match, 0, Discard(CARDS["B8"]), "too few cards are left")
    submit(match, 0, Discard(CARDS["B7"]))   # then B8 is the only way on: discarded unasked
    assert len(match.state.seats[0].hand) == 6 and match.to_act == (1,)


def test_storage_can_change_the_winner() -> None:
    match = _at(Stage.ROUND_END, seat(fame=32), seat(fame=30, storage="B1 B2 B3"), token=0)
    assert match.result is not None and match.result.scores == (32, 33)
    assert match.result.winners == (1,)


def test_tie_break_chain_token_then_more_display_cards_then_highest_number() -> None:
    # Equal fame after storage; the token is with a player who is not tied.
    match = _at(Stage.ROUND_END, seat(fame=31, display="B2 B3 B4"), seat(fame=30, storage="B5",
                display="R13 G13"), seat(fame=31, display="K1 K12 K2"), seat(fame=5), token=3)
    r = match.result
    assert r is not None and r.scores == (31, 31, 31, 5)
    # 3 cards beat 2 (even with 13s); among 3 cards, 12 beats 4.
    assert r.ranks == (2, 3, 1, 4)


def test_tie_with_the_token_beats_a_bigger_display() -> None:
    match = _at(Stage.ROUND_END, seat(fame=31, display="B2 B3 B4 B5"), seat(fame=31), token=1)
    assert match.result is not None and match.result.winners == (1,)


def test_solo_round_11_goes_on_and_31_ends_a_solo_game_early() -> None:
    assert not _at(Stage.ROUND_END, seat(fame=30), round=11).is_over
    match = _at(Stage.ROUND_END, seat(fame=31), round=4)
    assert match.is_over and events(match, GameEnded) == [GameEnded(4, "fame")]


# -- hidden information ------------------------------------------------------------------------------


def test_views_hide_other_hands_but_show_cards_everybody_saw_go_in() -> None:
    match = _at(Stage.RESEARCH, seat([S, GREEN_BOOK, CARDS["R9"]], known=(S, GREEN_BOOK)), seat("K3 K4"),
                row="B5", token=1)
    v1 = match.view(1).state
    assert v1.seats[1].hand == cards("K3 K4")
    assert v1.seats[0].hand == tuple(sorted((S, GREEN_BOOK))) and not v1.seats[0].secret.items
    assert v1.seats[0].hand_size == 3 and v1.seats[0].known == tuple(sorted((S, GREEN_BOOK)))
    assert CARDS["R9"] not in v1.seats[0].known
    spectator = match.view(None).state
    assert spectator.seats[1].hand == () and spectator.seats[1].hand_size == 2


def test_khnum_draws_are_named_only_to_the_drawer() -> None:
    match = _at(Stage.RESEARCH, seat("G9 G10"), seat(), seat(), row="B3 B4", token=1)
    submit(match, 0, UseKhnum())
    play(match, (0, Discard(CARDS["G9"])), (0, StopDiscarding()))
    for viewer, sees in ((0, True), (1, False), (2, False), (None, False)):
        drawn = [e.event for e in match.log_for(viewer) if isinstance(e.event, CardsDrawn)]
        assert drawn and bool(drawn[-1].cards.items) is sees and drawn[-1].cards.known is sees


def test_the_extra_technique_choice_is_hidden_until_all_chose() -> None:
    match = _at(Stage.EXTRA, seat(fame=20), seat("G3 G4", fame=3), seat("R3", fame=2))
    submit(match, 1, PlayTechnique(CARDS["G3"]))
    assert match.view(2).my_commit is None
    assert not events(match, TechniquesPlayed)
    assert match.state.seats[1].techniques == ()
    submit(match, 2, SkipTechnique())
    assert events(match, TechniquesPlayed)[0].plays[0].card == CARDS["G3"]


def test_a_refused_move_in_every_kind_of_decision_leaves_the_save_unchanged() -> None:
    match = _at(Stage.RESEARCH, seat("G9 B4"), seat(), row="B3 R10", token=1)
    refused(match, 0, SwapCards(0), "no Shuffle technique")
    refused(match, 0, TakeBlock(0, 5), "not a block of the row")
    submit(match, 0, TakeBlock(0, 0))
    refused(match, 0, AddCard(CARDS["R1"]), "not in your hand")
    refused(match, 0, AddCard(CARDS["G9"]), "cannot form a set")
    m2 = _at(Stage.SOCIETY, seat(display="B9 R9 G4 G9", fame=3), seat("K7"))
    submit(m2, 0, Achieve(3))
    refused(m2, 0, PayCard(CARDS["G4"]), "cannot make a pair")
    m3 = _at(Stage.TECHNIQUE, seat("B8", display="G2"), seat("K7"))
    refused(m3, 0, PlayTechnique(CARDS["B8"], CARDS["B8"]), "not in your display")


def test_a_society_deck_running_out_mid_deal_is_rebuilt_the_other_way_up() -> None:
    state = table([seat(), seat()], stage=Stage.ROUND_END, society_deck=(7,),
                  society_discard=(4, 5, 6, 8, 9, 10), society_up="autumn")
    state = attrs.evolve(state, societies=tuple(
        OpenSociety(o.society, o.side, (0,) if o.society in (1, 2) else ()) for o in state.societies))
    match = start(state)
    assert events(match, SocietiesCleared) == [SocietiesCleared((1, 2, 3))]
    sides = [(o.society, o.side) for o in match.state.societies]
    assert sides[0] == (7, "spring") and [s for _, s in sides[1:]] == ["autumn", "autumn"]
    assert match.state.society_up == "spring"
    assert {i for i, _ in sides[1:]} <= {1, 2, 3, 4, 5, 6, 8, 9, 10}   # not 7: from the discards


def test_two_isis_in_the_extra_step_take_books_in_order_from_the_start_player() -> None:
    match = _at(Stage.EXTRA, seat(fame=20), seat("G13", fame=3, display="B4"), seat("R13", fame=2,
                display="B6"), start=2)
    submit(match, 1, PlayTechnique(CARDS["G13"], CARDS["B4"]))
    submit(match, 2, PlayTechnique(CARDS["R13"], CARDS["B6"]))
    assert phase(match) == "book" and match.to_act == (2,)
    submit(match, 2, TakeBook(BLACK_BOOK))
    assert events(match, BookTaken) == [BookTaken(2, BLACK_BOOK), BookTaken(1, GREEN_BOOK)]
    assert phase(match) == "research" and match.state.current == 2


def test_four_players_research_clockwise_from_the_start_player_wrapping_round() -> None:
    match = _at(Stage.EXTRA, seat(), seat(), seat(), seat(), start=3, token=3)
    order = []
    while phase(match) == "research":
        p = match.to_act[0]
        order.append(p)
        submit(match, p, TakeBlock(0, 0))
        if phase(match) in ("add", "display"):
            submit(match, p, match.legal_moves(p)[0])
        while phase(match) in ("steal", "store"):
            submit(match, match.to_act[0], match.legal_moves(match.to_act[0])[0])
    assert order == [3, 0, 1, 2]


def test_the_start_card_is_a_blue_2_in_a_colour_set_and_in_stairs() -> None:
    match = _at(Stage.RESEARCH, seat([S], known=(S,)), seat(), row="B9 R3", token=1)
    submit(match, 0, TakeBlock(0, 0))
    entries = submit(match, 0, AddCard(S))
    assert new_events(entries, SetTaken)[0].kind == "colour"
    assert match.state.seats[0].known == ()
    match = _at(Stage.RESEARCH, seat([S], known=(S,)), seat(), row="R3 K9", token=1)
    submit(match, 0, TakeBlock(0, 0))
    entries = submit(match, 0, AddCard(S))
    assert new_events(entries, SetTaken)[0].kind == "stairs"


def test_the_display_card_paid_is_part_of_the_hidden_choice() -> None:
    match = _at(Stage.TECHNIQUE, seat("B8", display="G2 G3"), seat("K7 K9"))
    submit(match, 0, PlayTechnique(CARDS["B8"], CARDS["G2"]))
    assert match.view(1).my_commit is None and match.state.seats[0].display == cards("G2 G3")
    submit(match, 1, PlayTechnique(CARDS["K9"]))
    assert match.state.seats[0].display == cards("G3")


def test_an_extra_display_cost_technique_needs_a_display_card() -> None:
    match = _at(Stage.EXTRA, seat(fame=20), seat("G12 G3", fame=3))
    refused(match, 1, PlayTechnique(CARDS["G12"]), "display is empty")
    assert legal(match, 1) == {SkipTechnique(), PlayTechnique(CARDS["G3"])}


def test_solo_token_never_moves_and_society_steal_and_token_do_nothing() -> None:
    match = _at(Stage.SOCIETY, seat(display="B1 R1 G13 K2 K3", fame=3),
                societies=((5, "autumn"), (10, "autumn"), (3, "spring")))
    submit(match, 0, Achieve(5))
    while phase(match) == "pay":
        submit(match, 0, match.legal_moves(0)[0])
    assert not events(match, TokenTaken) and match.state.token == 0
    assert fame(match) == (3 + 4,)
