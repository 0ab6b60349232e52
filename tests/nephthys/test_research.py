"""The research phase (docs/games/nephthys.md, "2. Research phase"), step by step, from built tables.

Row positions count from 0 next to the deck in moves and events. Tables start
at a research turn whose row is already refilled, unless a test needs the refill.
"""

from __future__ import annotations

from typing import Any

import senet
from senet import Pile
from senet_games.nephthys.events import (
    CardAdded,
    CardsSwapped,
    CardStored,
    DeckReshuffled,
    DisplayReplaced,
    FameGained,
    FameStolen,
    RowEmpty,
    RowRefilled,
    SetTaken,
    StashDiscarded,
    StepBegun,
    TokenTaken,
)
from senet_games.nephthys.moves import (
    AddCard,
    Discard,
    KeepDisplay,
    ReplaceDisplay,
    StealFrom,
    StopDiscarding,
    StoreCard,
    SwapCards,
    TakeBlock,
    TakeSet,
    UseKhnum,
    UseNephthys,
)
from senet_games.nephthys.state import Stage
from tests.nephthys.kit import (
    CARDS,
    GREEN_BOOK,
    S,
    cards,
    events,
    fame,
    legal,
    new_events,
    phase,
    refused,
    seat,
    start,
    submit,
    table,
)


def test_example_1_taking_five_seven_six_is_stairs_for_three_fame() -> None:
    match = start(table([seat(fame=3), seat(fame=0)], row="B5 R7 G6 K10 B3", token=1))
    entries = submit(match, 0, TakeBlock(0, 2))
    taken = new_events(entries, SetTaken)
    assert taken == [SetTaken(0, cards("B5 R7 G6"), (), "stairs")]
    assert new_events(entries, FameGained)[0] == FameGained(0, 3, "set")
    assert match.state.seats[0].display == tuple(sorted(cards("B5 R7 G6")))


def test_example_2_block_with_two_hand_cards_is_stairs_of_six() -> None:
    match = start(table([seat("R8 B9", fame=1), seat(fame=1)], row="B5 R6 G7 K10 B3", token=1))
    assert TakeBlock(0, 3) in legal(match, 0)
    submit(match, 0, TakeBlock(0, 3))
    # Only 8 then 9 complete the block: each is the only choice, so nobody is asked.
    taken = events(match, SetTaken)[0]
    assert taken.block == cards("B5 R6 G7 K10") and taken.added == cards("B9 R8")
    assert taken.kind == "stairs"
    assert events(match, FameGained)[0] == FameGained(0, 6, "set")
    assert match.state.seats[0].hand == ()
    # The gap closed toward the deck: player 1's refill went after B3.
    refill = events(match, RowRefilled)[-1]
    assert refill.player == 1 and match.state.row == (CARDS["B3"], *refill.cards)


def test_example_3_blue_four_next_to_a_red_one_is_a_colour_set() -> None:
    match = start(table([seat(), seat()], row="B4 R1 G9", token=1))
    submit(match, 0, TakeBlock(0, 1))
    assert events(match, SetTaken)[0].kind == "colour"
    assert fame(match)[0] == 1 + 2 - 0 + 1  # 2 fame for the set, then 1 taken with the token


def test_example_4_two_pairs_refused_without_the_technique() -> None:
    match = start(table([seat("G5 K5"), seat()], row="R2 B2 G9 B12", token=1))
    refused(match, 0, TakeBlock(0, 1), "form no set you may take")


def test_example_4_two_pairs_accepted_with_a_four_played_as_technique() -> None:
    match = start(table([seat("G5 K5", techniques="R4"), seat()], row="R2 B2 G9 B12", token=1))
    entries = submit(match, 0, TakeBlock(0, 1))
    assert new_events(entries, SetTaken)[0].kind == "two_pairs"
    assert new_events(entries, FameGained)[0] == FameGained(0, 4, "set")


def test_example_5_token_moves_and_taking_from_a_player_at_zero_gains_nothing() -> None:
    # Player 1 holds the token with a display of 2; player 0 takes 3 cards; player 2 is at 0.
    state = table([seat(fame=4), seat(fame=5, display="G2 G3"), seat(fame=0)],
                  row="B5 B6 B7 R12", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 2))
    assert events(match, TokenTaken) == [TokenTaken(0, 1, "display", 1)]
    assert phase(match) == "steal"
    assert legal(match, 0) == {StealFrom(1), StealFrom(2)}
    entries = submit(match, 0, StealFrom(2))
    assert new_events(entries, FameStolen) == [FameStolen(0, 2, 0)]
    assert fame(match) == (4 + 3, 5, 0)
    assert match.state.token == 0


# -- refilling the row ----------------------------------------------------------------------------


def test_the_row_is_refilled_to_five_at_the_far_end_one_by_one() -> None:
    state = table([seat(), seat()], row="B3 B4", stage=Stage.EXTRA, deck=cards("R9 R10 R11 R12"))
    match = start(state, seed=3)
    refill = events(match, RowRefilled)[0]
    assert len(refill.cards) == 3 and refill.player == 0
    assert match.state.row[:2] == cards("B3 B4") and match.state.row[2:] == refill.cards


def test_wide_search_refills_to_six_on_its_owners_turn_only() -> None:
    state = table([seat(techniques="K5"), seat()], row="B3", stage=Stage.EXTRA)
    match = start(state)
    assert len(match.state.row) == 6
    submit(match, 0, TakeBlock(0, 0))
    # Player 1 (no Wide search) finds 5 cards and refills nothing.
    assert len(match.state.row) == 5
    assert events(match, RowRefilled)[-1].player == 0


def test_an_empty_deck_takes_the_discard_pile_reshuffled() -> None:
    state = table([seat(), seat()], row="B3 B4 B5", stage=Stage.EXTRA, deck=cards("R9"),
                  discard="G1 G2 G3", rest=("storage", 1))
    match = start(state)
    assert events(match, DeckReshuffled) == [DeckReshuffled(3)]
    assert len(match.state.row) == 5 and match.state.discard == ()
    assert len(match.state.deck) == 2


def test_a_refill_short_of_cards_deals_what_there_is() -> None:
    state = table([seat(), seat()], row="B3", stage=Stage.EXTRA, deck=cards("R9"), discard="",
                  rest=("storage", 1))
    match = start(state)
    assert match.state.row == cards("B3 R9")
    assert match.state.deck == Pile(())


def test_an_empty_row_after_refilling_takes_nothing_and_ends_the_game_with_the_round() -> None:
    state = table([seat("B2", fame=3), seat("B9", fame=2)], row="", stage=Stage.EXTRA, deck=(), discard="",
                  rest=("hand", 0))   # a hand, not storage: the game ends, and storage would score
    match = start(state)
    assert events(match, RowEmpty) == [RowEmpty(0), RowEmpty(1)]
    assert not events(match, FameGained)
    assert match.state.exhausted
    assert match.state.stage == Stage.SOCIETY  # the round goes on: the society phase
    for p in range(2):
        if not match.is_over and match.to_act == (p,):
            submit(match, p, match.legal_moves(p)[0])
    assert match.is_over


# -- taking a set -----------------------------------------------------------------------------------


def test_a_block_is_adjacent_row_cards_holding_at_least_one_row_card() -> None:
    match = start(table([seat("B6"), seat()], row="B5 R9 B7", token=1))
    refused(match, 0, TakeBlock(0, 3), "not a block of the row")
    refused(match, 0, TakeBlock(2, 1), "not a block of the row")
    refused(match, 0, TakeBlock(-1, 0), "not a block of the row")
    # B5 and B7 are not adjacent: with B6 from hand they are still two blocks.
    assert TakeBlock(0, 2) not in legal(match, 0)
    assert {TakeBlock(0, 0), TakeBlock(1, 1), TakeBlock(2, 2)} <= legal(match, 0)


def test_a_single_is_one_row_card_and_no_hand_card() -> None:
    match = start(table([seat("R3 K12"), seat()], row="B9 G1", token=1))
    submit(match, 0, TakeBlock(0, 0))
    # R3 and K12 cannot join a blue 9: taking it alone is the only option, so it is done.
    assert events(match, SetTaken) == [SetTaken(0, cards("B9"), (), "single")]


def test_hand_cards_are_added_one_by_one_lowest_code_first() -> None:
    match = start(table([seat("B2 B8 B11 R4"), seat()], row="B9 G6", token=1))
    submit(match, 0, TakeBlock(0, 0))
    assert phase(match) == "add"
    # Single, or add blue cards (colour) or 8 (stairs 8 9 ...); red 4 fits nothing.
    assert legal(match, 0) == {TakeSet(), AddCard(CARDS["B2"]), AddCard(CARDS["B8"]),
                               AddCard(CARDS["B11"])}
    submit(match, 0, AddCard(CARDS["B8"]))
    refused(match, 0, AddCard(CARDS["B2"]), "lowest code first")
    refused(match, 0, AddCard(CARDS["R4"]), "cannot form a set")
    entries = submit(match, 0, AddCard(CARDS["B11"]))
    assert new_events(entries, CardAdded) == [CardAdded(0, CARDS["B11"])]
    taken = events(match, SetTaken)[0]
    assert taken.added == cards("B8 B11") and taken.kind == "colour"
    assert match.state.seats[0].hand == cards("B2 R4")


def test_taking_may_stop_before_every_possible_card_is_added() -> None:
    match = start(table([seat("B8 B10"), seat()], row="B9 G6", token=1))
    submit(match, 0, TakeBlock(0, 0))
    submit(match, 0, AddCard(CARDS["B8"]))
    assert legal(match, 0) == {TakeSet(), AddCard(CARDS["B10"])}
    submit(match, 0, TakeSet())
    assert events(match, SetTaken)[0].added == cards("B8")


def test_refused_set_names_the_rule() -> None:
    match = start(table([seat("K5"), seat()], row="B9 G6", token=1))
    refused(match, 0, TakeBlock(0, 1), "form no set you may take (single, colour, stairs)")


def test_gain_one_fame_per_card_taken_row_and_hand_alike() -> None:
    match = start(table([seat("B1 B12", fame=10), seat(fame=20, display="R1 R2 R3 R4 R5 R6")],
                        row="B13 G6", token=1))
    submit(match, 0, TakeBlock(0, 0))
    submit(match, 0, AddCard(CARDS["B1"]))
    submit(match, 0, AddCard(CARDS["B12"]))
    assert events(match, FameGained)[0] == FameGained(0, 3, "set")
    assert fame(match) == (13, 20)


# -- the display ------------------------------------------------------------------------------------


def test_an_empty_display_takes_the_cards_without_a_question() -> None:
    match = start(table([seat(), seat(display="R1 R2 R3 R4")], row="B13 G6", token=1))
    submit(match, 0, TakeBlock(0, 0))
    assert events(match, DisplayReplaced) == [DisplayReplaced(0, ())]
    assert match.state.seats[0].display == cards("B13")


def test_keep_the_display_and_discard_the_taken_cards() -> None:
    state = table([seat(display="G7 G8"), seat(display="R1 R2 R3 R4")], row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    assert phase(match) == "display" and legal(match, 0) == {KeepDisplay(), ReplaceDisplay()}
    entries = submit(match, 0, KeepDisplay())
    assert new_events(entries, StashDiscarded) == [StashDiscarded(0, cards("B12 B13"))]
    assert match.state.seats[0].display == cards("G7 G8")
    assert match.state.discard[-2:] == cards("B12 B13")


def test_replace_the_display_and_discard_the_old_one() -> None:
    state = table([seat(display="G7 G8"), seat(display="R1 R2 R3 R4")], row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    entries = submit(match, 0, ReplaceDisplay())
    assert new_events(entries, DisplayReplaced) == [DisplayReplaced(0, cards("G7 G8"))]
    assert match.state.seats[0].display == cards("B12 B13")
    assert match.state.discard[-2:] == cards("G7 G8")


def test_archive_stores_one_newly_taken_card_when_they_are_discarded() -> None:
    state = table([seat(display="G7 G8", techniques="R6"), seat(display="R1 R2 R3 R4")],
                  row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, KeepDisplay())
    assert phase(match) == "store" and legal(match, 0) == {StoreCard(CARDS["B12"]), StoreCard(CARDS["B13"])}
    entries = submit(match, 0, StoreCard(CARDS["B13"]))
    assert new_events(entries, CardStored) == [CardStored(0, CARDS["B13"])]
    assert new_events(entries, StashDiscarded) == [StashDiscarded(0, cards("B12"))]
    assert match.state.seats[0].storage == cards("B13")


def test_archive_stacks_and_never_stores_more_than_was_taken() -> None:
    state = table([seat(display="G7 G8", techniques="R6 B6 K6"), seat(display="R1 R2 R3 R4")],
                  row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    entries = submit(match, 0, KeepDisplay())   # 3 Archives, 2 cards: both are stored, no question
    assert [e.card for e in new_events(entries, CardStored)] == list(cards("B12 B13"))
    assert not new_events(entries, StashDiscarded)


def test_archive_does_nothing_when_the_display_is_replaced() -> None:
    state = table([seat(display="G7 G8", techniques="R6"), seat(display="R1 R2 R3 R4")],
                  row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, ReplaceDisplay())
    assert not events(match, CardStored)


def test_curator_stores_one_card_of_the_discarded_display_and_stacks() -> None:
    state = table([seat(display="G7 G8 G9", techniques="R7 K7"), seat(display="R1 R2 R3 R4")],
                  row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, ReplaceDisplay())
    refused(match, 0, StoreCard(CARDS["G9"]), "lowest code first")
    submit(match, 0, StoreCard(CARDS["G7"]))
    submit(match, 0, StoreCard(CARDS["G9"]))
    assert match.state.seats[0].storage == cards("G7 G9")
    assert events(match, StashDiscarded)[-1] == StashDiscarded(0, cards("G8"))


def test_curator_does_not_trigger_when_the_display_is_kept() -> None:
    state = table([seat(display="G7 G8 G9", techniques="R7"), seat(display="R1 R2 R3 R4")],
                  row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, KeepDisplay())
    assert not events(match, CardStored)


def test_identical_cards_to_store_are_not_a_choice() -> None:
    state = table([seat(display="G7 G7", techniques="R7"), seat(display="R1 R2 R3 R4")],
                  row="B13 B12 G6", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    entries = submit(match, 0, ReplaceDisplay())
    assert new_events(entries, CardStored) == [CardStored(0, CARDS["G7"])]


# -- the first-scholar comparison -------------------------------------------------------------------


def _compare(mine: str, theirs: str, row: str, block: tuple[int, int], *, fame0: int = 5
             ) -> senet.Match[Any]:
    state = table([seat(display=mine, fame=fame0), seat(display=theirs, fame=5)], row=row, token=1)
    match = start(state)
    submit(match, 0, TakeBlock(*block))
    if phase(match) == "display":
        submit(match, 0, ReplaceDisplay())
    return match


def test_more_display_cards_take_the_token_and_one_fame() -> None:
    match = _compare("", "R5 R6", "B1 B2 B3 G9", (0, 2))
    assert match.state.token == 0
    assert events(match, FameStolen) == [FameStolen(0, 1, 1)]


def test_equal_count_higher_highest_number_takes_the_token() -> None:
    match = _compare("", "R5 R6", "B12 B13 G9", (0, 1))
    assert match.state.token == 0


def test_equal_count_lower_highest_number_leaves_the_token() -> None:
    match = _compare("", "R5 R13", "B11 B12 G9", (0, 1))
    assert match.state.token == 1
    assert not events(match, TokenTaken)


def test_equal_count_and_equal_highest_number_leaves_the_token() -> None:
    match = _compare("", "R5 R12", "B11 B12 G9", (0, 1))
    assert match.state.token == 1


def test_fewer_cards_never_take_the_token() -> None:
    match = _compare("", "R5 R6 R7", "B12 B13 G9", (0, 1))
    assert match.state.token == 1


def test_the_holder_compares_with_nobody() -> None:
    state = table([seat(display="R5", fame=5), seat(display="R6 R7", fame=5)], row="B1 B2 B3 G9",
                  token=0)
    match = start(state)
    submit(match, 0, TakeBlock(0, 2))
    submit(match, 0, ReplaceDisplay())
    assert not events(match, TokenTaken) and fame(match) == (8, 5)


def test_the_kept_display_is_compared_too() -> None:
    state = table([seat(display="G2 G3 G4", fame=5), seat(display="R6 R7", fame=5)],
                  row="B9 K1", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 0))
    submit(match, 0, KeepDisplay())
    assert match.state.token == 0


def test_patron_takes_two_fame_but_only_what_the_victim_has() -> None:
    state = table([seat(techniques="R10", fame=5), seat(display="R6 R7", fame=1), seat(fame=9)],
                  row="B1 B2 B3 G9", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 2))
    assert events(match, TokenTaken)[0].steal == 2
    submit(match, 0, StealFrom(1))
    assert events(match, FameStolen) == [FameStolen(0, 1, 1)]
    assert fame(match) == (5 + 3 + 1, 0, 9)


def test_the_token_may_be_taken_from_anyone_not_only_the_previous_holder() -> None:
    state = table([seat(fame=5), seat(display="R6", fame=1), seat(fame=9)], row="B1 B2 G9", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 1))
    submit(match, 0, StealFrom(2))
    assert fame(match) == (5 + 2 + 1, 1, 8)


def test_steal_asks_nobody_with_two_players() -> None:
    state = table([seat(fame=5), seat(display="R6", fame=4)], row="B1 B2 G9", token=1)
    match = start(state)
    entries = submit(match, 0, TakeBlock(0, 1))
    assert new_events(entries, FameStolen) == [FameStolen(0, 1, 1)]


def test_after_the_turn_the_next_player_researches() -> None:
    state = table([seat(fame=5), seat(display="R6 R7 R8", fame=4)], row="B1 G9", token=1)
    match = start(state)
    submit(match, 0, TakeBlock(0, 0))
    assert events(match, StepBegun)[-1] == StepBegun(Stage.RESEARCH, 1, 1)
    assert match.to_act == (1,)


# -- amulets and Shuffle ----------------------------------------------------------------------------


def test_nephthys_discards_the_row_and_deals_five_new_cards_once_per_game() -> None:
    state = table([seat(fame=5), seat(fame=4)], row="B1 G9 R4 K7 B12", token=1, discard="")
    match = start(state)
    submit(match, 0, UseNephthys())
    assert match.state.discard == cards("B1 G9 R4 K7 B12")
    assert len(match.state.row) == 5 and not match.state.seats[0].nephthys
    refused(match, 0, UseNephthys(), "once per game")


def test_nephthys_deals_six_with_wide_search() -> None:
    state = table([seat(techniques="R5"), seat()], row="B1 G9 R4 K7 B12 B3", token=1)
    match = start(state)
    submit(match, 0, UseNephthys())
    assert len(match.state.row) == 6


def test_khnum_discards_chosen_cards_and_draws_as_many() -> None:
    state = table([seat("B2 R7 G9"), seat()], row="K4 K8", token=1)
    match = start(state)
    submit(match, 0, UseKhnum())
    assert phase(match) == "khnum"
    refused(match, 0, StopDiscarding(), "discard at least one card")
    submit(match, 0, Discard(CARDS["G9"]))   # codes: blue < green < black < red
    refused(match, 0, Discard(CARDS["B2"]), "lowest code first")
    submit(match, 0, Discard(CARDS["R7"]))   # nothing is left to discard: the draw follows
    hand = match.state.seats[0].hand
    assert len(hand) == 3 and CARDS["B2"] in hand
    assert match.state.discard[-2:] == cards("G9 R7")
    assert not match.state.seats[0].khnum and phase(match) == "research"
    refused(match, 0, UseKhnum(), "once per game")


def test_both_amulets_in_one_turn_before_taking() -> None:
    state = table([seat("B2"), seat()], row="K4 K8", token=1)
    match = start(state)
    submit(match, 0, UseNephthys())
    submit(match, 0, UseKhnum())   # one hand card: discarding it and drawing are forced
    assert not match.state.seats[0].nephthys and not match.state.seats[0].khnum
    assert phase(match) == "research" and len(match.state.seats[0].hand) == 1
    assert not (set(match.legal_moves(0)) & {UseNephthys(), UseKhnum()})


def test_khnum_needs_a_hand_card() -> None:
    match = start(table([seat(""), seat()], row="K4 K8", token=1))
    refused(match, 0, UseKhnum(), "no hand card")


def test_shuffle_swaps_two_adjacent_row_cards_once_per_turn() -> None:
    state = table([seat(techniques="B2"), seat()], row="B5 R9 B6 G1", token=1)
    match = start(state)
    refused(match, 0, SwapCards(3), "not two adjacent row cards")
    entries = submit(match, 0, SwapCards(1))
    assert new_events(entries, CardsSwapped) == [CardsSwapped(0, 1)]
    assert match.state.row == cards("B5 B6 R9 G1")
    refused(match, 0, SwapCards(0), "once per turn")
    submit(match, 0, TakeBlock(0, 1))
    assert events(match, SetTaken)[0].block == cards("B5 B6")


def test_shuffle_needs_the_technique_and_two_different_cards() -> None:
    match = start(table([seat(), seat()], row="B5 R9", token=1))
    refused(match, 0, SwapCards(0), "no Shuffle technique")
    match = start(table([seat(techniques="R2"), seat()], row="B5 B5 R9", token=1))
    refused(match, 0, SwapCards(0), "changes nothing")


def test_the_start_card_played_as_a_technique_is_shuffle() -> None:
    match = start(table([seat(techniques=(S,)), seat()], row="B5 R9 B6", token=1))
    assert SwapCards(0) in legal(match, 0)


# -- techniques that bend taken cards -----------------------------------------------------------------


def test_adjust_lets_one_taken_card_count_one_off() -> None:
    state = table([seat("R7"), seat()], row="B5 G6 K9", token=1)
    refused(start(state), 0, TakeBlock(0, 2), "form no set")
    match = start(table([seat("R7", techniques="G1"), seat()], row="B5 G6 K9", token=1))
    submit(match, 0, TakeBlock(0, 2))   # 5 6 9 + 7 from hand: 9 counts as 8
    taken = events(match, SetTaken)[0]
    assert taken.kind == "stairs" and taken.added == cards("R7")


def test_lost_knowledge_lets_one_taken_card_be_any_number_and_colour() -> None:
    state = table([seat(), seat()], row="B5 R11 G9", token=1)
    refused(start(state), 0, TakeBlock(0, 1), "form no set")
    match = start(table([seat(techniques=(GREEN_BOOK,)), seat()], row="B5 R11 G9", token=1))
    submit(match, 0, TakeBlock(0, 1))
    assert events(match, SetTaken)[0].kind == "colour"
