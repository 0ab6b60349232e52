"""The good-luck cards (option luck) and the clover spaces of the score track.

Rows used here (as printed): basic row 4 ". G1 . . T", basic row 5 ". 2T . R2 . . T",
basic row 10 ". R1 . . G1 . . T", pro row 7 ".  A  .  R1 T", pro row 9 "A . . D . TH".
"""

from __future__ import annotations

from importlib import resources

import pytest

from senet_games.nimmt import (
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    PickRow,
    Place,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlayToStart,
    PlayTwoPositive,
    RowTaken,
    Scored,
    TakeLuck,
    TilePlaced,
)
from senet_games.nimmt import rules as board_rules
from senet_games.nimmt.layout import parse_layout
from tests.nimmt.board_kit import Row, choose, events, hand, refused, start, table

PRO_TEXT = resources.files("senet_games.nimmt").joinpath("data", "pro.txt").read_text(encoding="utf-8")
HIGH: dict[int, Row] = {1: (95,), 2: (96,), 3: (97,)}
TAKE_ROW_4: dict[int, Row] = {1: (10,), 2: (20,), 3: (30,), 4: (50, 52, 54, 56)}


def mine(match: object, player: int = 0) -> list[Scored]:
    """Player's score changes."""
    return [e for e in events(match, Scored) if e.player == player]  # type: ignore[arg-type]


def test_plus_five_replaces_the_space_and_goes_back_to_its_pile() -> None:
    state = table({**HIGH, 5: (60, 61, 62)}, [[65, 1, 3], [99, 2, 4]], luck=True,
                  lucky=[(1, 0), (0, 0)], piles=(5, 6))
    match = start(state)
    choose(match, 65, 99)
    assert match.flow.at == "place" and match.legal_moves(0) == [PlayPlusFive(), Place()]
    match.submit(0, PlayPlusFive())
    assert events(match, LuckPlayed) == [LuckPlayed(0, "plus5")]
    assert mine(match) == [Scored(0, 5, "+5 card", 0)]          # instead of R2's -4
    assert match.state.piles == (6, 6) and match.state.lucky[0] == (0, 0)


def test_plus_five_is_not_for_a_take_space_and_two_positive_only_for_one() -> None:
    match = start(table(TAKE_ROW_4, [[60, 1, 3], [90, 2, 4]], luck=True, lucky=[(1, 1), (0, 0)]))
    choose(match, 60, 90)
    pairs = [(50, 52), (50, 54), (50, 56), (52, 54), (52, 56), (54, 56)]
    assert match.legal_moves(0) == [*(PlayTwoPositive(p) for p in pairs), Place()]
    refused(match, 0, PlayPlusFive(), "+5: not on a take space (row 4, space 5 (T))")
    refused(match, 0, PlayTwoPositive((50,)), "two positive: choose 2 of the row's other tiles")
    refused(match, 0, PlayTwoPositive((52, 50)), "lowest first")
    refused(match, 0, PlayTwoPositive((50, 60)), "(50 52 54 56)")
    other = start(table({**HIGH, 5: (60, 61, 62)}, [[65, 1, 3], [99, 2, 4]], luck=True,
                        lucky=[(1, 1), (0, 0)]))
    choose(other, 65, 99)
    refused(other, 0, PlayTwoPositive((60, 61)), "two positive: only on a take space")


def test_two_positive_turns_two_losses_into_gains() -> None:
    match = start(table(TAKE_ROW_4, [[60, 1, 3], [90, 2, 4]], luck=True, lucky=[(0, 1), (0, 0)]))
    choose(match, 60, 90)
    match.submit(0, PlayTwoPositive((50, 52)))
    assert events(match, RowTaken)[0].tiles == (50, 52, 54, 56)
    assert mine(match) == [Scored(0, (3 + 1) - (1 + 1), "T, two positive", 0)]


def test_two_positive_on_take_into_hand_gains_two_and_hands_over_the_rest() -> None:
    state = table({7: (30,), 8: (40,), 9: (70, 71, 72, 73, 74), 10: (90,)}, [[75, 1, 3], [91, 2, 4]],
                  pro=True, luck=True, lucky=[(0, 1), (0, 0)])
    match = start(state)
    choose(match, 75, 91)
    match.submit(0, PlayTwoPositive((70, 72)))
    assert events(match, RowTaken) == [RowTaken(0, 8, (70, 71, 72, 73, 74), (71, 73, 74), 75)]
    assert mine(match) == [Scored(0, 3 + 1, "TH, two positive", 0)]
    assert hand(match, 0) == (1, 3, 71, 73, 74)


def test_two_positive_with_fewer_than_two_other_tiles_makes_them_all_positive(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Not reachable on our layouts (every row has five spaces or more), but on a published row
    # of three spaces a jump can land on the take space with one other tile in the row.
    text = PRO_TEXT.replace("row 3:  .  .  A  .  TH", "row 3:  .  .  TH")
    monkeypatch.setattr(board_rules, "PRO", parse_layout(text, "short.txt"))
    state = table({3: (30,), 7: (80,), 8: (85,), 9: (90,)}, [[35, 1, 3], [99, 2, 4]],
                  pro=True, luck=True, actions=[["jump"], []], lucky=[(0, 1), (0, 0)])
    match = start(state)
    choose(match, 35, 99)
    match.submit(0, PlayJump())
    assert match.legal_moves(0) == [PlayTwoPositive((30,)), Place()]
    refused(match, 0, PlayTwoPositive((30, 35)), "choose 1 of the row's other tiles")
    match.submit(0, PlayTwoPositive((30,)))
    assert mine(match) == [Scored(0, 3, "TH, two positive", 0)]


def test_example_4_passing_minus_five_earns_a_card_of_the_players_choice() -> None:
    state = table({**HIGH, 5: (60, 61, 62)}, [[65, 1, 3], [99, 2, 4]], luck=True, scores=[-3, 0])
    match = start(state)
    choose(match, 65, 99)
    assert mine(match) == [Scored(0, -4, "R2", 1)]
    assert match.flow.at == "luck_card" and match.to_act == (0,)
    assert match.legal_moves(0) == [TakeLuck("plus5"), TakeLuck("two_positive")]
    refused(match, 0, TakeLuck("joker"), "expected Luck, not str 'joker'")  # not even a card
    match.submit(0, TakeLuck("two_positive"))
    assert match.state.lucky[0] == (0, 1) and match.state.piles == (6, 5)
    assert match.view(1).state.lucky[0] == (0, 1)          # good-luck cards are public


def test_several_clovers_at_once_and_piles_running_out() -> None:
    # -3 - 35 = -38 passes -5, -15, -25 and -35: four cards, while the piles last.
    state = table({**HIGH, 10: (11, 22, 33, 44, 66, 77, 88)}, [[89, 1, 3], [99, 2, 4]], luck=True,
                  scores=[-3, 0], piles=(1, 2))
    match = start(state)
    choose(match, 89, 99)
    assert mine(match) == [Scored(0, -35, "T", 4)]
    assert match.flow.at == "luck_card"
    match.submit(0, TakeLuck("plus5"))                    # then only the other pile has cards
    assert events(match, LuckTaken) == [LuckTaken(0, "plus5"), LuckTaken(0, "two_positive"),
                                        LuckTaken(0, "two_positive")]
    assert events(match, LuckMissed) == [LuckMissed(0)]
    assert match.state.lucky[0] == (1, 2) and match.state.piles == (0, 0) and not match.state.owed


def test_a_clover_passed_again_later_gives_another_card_gains_give_none() -> None:
    rows: dict[int, Row] = {1: (95,), 2: (20, 21, 22, 23), 3: (96,), 5: (60, 61, 62)}
    match = start(table(rows, [[24, 65], [97, 98]], luck=True, scores=[-6, 0]))
    choose(match, 24, 97)                                  # +3: -6 -> -3, upwards: no card
    # The last tiles play themselves: 65 on R2, -3 -> -7, passes -5 again.
    assert mine(match) == [Scored(0, 3, "+3", 0), Scored(0, -4, "R2", 1)]


def test_clovers_count_the_net_change_of_one_space() -> None:
    # Two positive: +4 and -2 on the same take space is +2, although -2 alone would reach -5.
    match = start(table(TAKE_ROW_4, [[60, 1, 3], [90, 2, 4]], luck=True, scores=[-3, 0],
                        lucky=[(0, 1), (0, 0)]))
    choose(match, 60, 90)
    match.submit(0, PlayTwoPositive((50, 52)))
    assert mine(match) == [Scored(0, 2, "T, two positive", 0)] and not match.state.owed


def test_without_the_option_there_are_no_clovers() -> None:
    state = table({**HIGH, 5: (60, 61, 62)}, [[65, 1, 3], [99, 2, 4]], scores=[-3, 0])
    match = start(state)
    choose(match, 65, 99)
    assert mine(match) == [Scored(0, -4, "R2", 0)] and match.state.lucky[0] == (0, 0)


def test_with_to_start_the_card_counts_on_the_space_that_acts() -> None:
    rows: dict[int, Row] = {7: (30, 31, 32), 8: (40,), 9: (50,), 10: (60,)}
    state = table(rows, [[45, 1, 3], [99, 2, 4]], pro=True, luck=True, actions=[["to_start"], []],
                  lucky=[(1, 0), (0, 0)])
    match = start(state)
    choose(match, 45, 99)
    match.submit(0, PlayToStart(6))
    # The last shifted tile reaches R1: +5 replaces that space's effect.
    assert match.legal_moves(0) == [PlayPlusFive(), Place()]
    match.submit(0, PlayPlusFive())
    assert mine(match) == [Scored(0, 5, "+5 card", 0)]


def test_with_to_start_onto_the_take_space_two_positive_may_pick_the_players_own_tile() -> None:
    rows: dict[int, Row] = {7: (30, 31, 32, 33), 8: (40,), 9: (50,), 10: (60,)}
    state = table(rows, [[45, 1, 3], [99, 2, 4]], pro=True, luck=True, actions=[["to_start"], []],
                  lucky=[(0, 1), (0, 0)])
    match = start(state)
    choose(match, 45, 99)
    match.submit(0, PlayToStart(6))
    assert PlayTwoPositive((30, 45)) in match.legal_moves(0)
    match.submit(0, PlayTwoPositive((30, 45)))
    assert mine(match) == [Scored(0, (3 + 2) - (1 + 1), "T, two positive", 0)]
    match.submit(0, PickRow(0))


def test_a_good_luck_card_comes_after_the_actions_and_places_the_tile() -> None:
    rows: dict[int, Row] = {7: (30, 31), 8: (40,), 9: (50,), 10: (60,)}
    state = table(rows, [[45, 1, 3], [99, 2, 4]], pro=True, luck=True, actions=[["stop"], []],
                  lucky=[(1, 0), (0, 0)])
    match = start(state)
    choose(match, 45, 99)
    assert PlayStop(6) in match.legal_moves(0) and PlayPlusFive() in match.legal_moves(0)
    match.submit(0, PlayPlusFive())
    assert mine(match)[0] == Scored(0, 5, "+5 card", 0)
    assert events(match, TilePlaced)[0].tile == 45 and match.state.actions[0].items == ("stop",)
