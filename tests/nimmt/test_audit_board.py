"""An audit of the board game against docs/games/nimmt.md: the corners where implementations go wrong.

Every test builds a table, plays moves and checks what the rules demand.
Rows are named as printed (row 1 at the top); moves and events count rows from 0.

Basic side                              Pro side
row 1:  .  .  .  G1 .  T                row 1:  .  D  .  G1 .  TH
row 2:  .  .  R1 .  +3 .  T             row 2:  A  .  R1 .  +3 .  T
row 3:  .  .  .  -2 .  T                row 3:  .  .  A  .  TH
row 4:  .  G1 .  .  T                   row 4:  .  G1 .  D  .  T
row 5:  .  2T .  R2 .  .  T             row 5:  .  .  R2 .  A  .  T
row 6:  .  .  +2 .  G2 T                row 6:  D  .  +2 .  G2 TH
row 7:  .  .  R1 .  T                   row 7:  .  A  .  R1 T
row 8:  .  .  .  -3 G1 .  T             row 8:  .  .  -3 .  G1 .  T
row 9:  .  2T .  .  +4 T                row 9:  A  .  .  D  .  TH
row 10: .  R1 .  .  G1 .  .  T          row 10: .  R1 .  .  +4 .  T
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import pytest

import senet
from senet import Hand
from senet_games.nimmt import (
    GAME,
    Action,
    ActionPlayed,
    ActionsDrawn,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    PlayTwoPositive,
    RowStarted,
    RowTaken,
    Scored,
    TakeLuck,
    TileDrawn,
    TilePlaced,
    TilesRevealed,
    TileSwapped,
)
from senet_games.nimmt import rules as board_rules
from senet_games.nimmt.layout import parse_layout
from senet_games.nimmt.rules import two_tiles
from senet_games.nimmt.tiles import TILE_BULLS
from tests.nimmt.board_kit import Row, choose, events, hand, refused, row, start, table

Match = senet.Match[Any]
PRO4: dict[int, Row] = {7: (30, 31), 8: (40,), 9: (50,), 10: (60,)}
"""Pro rows 7-10 active, as with 4-6 players (row 7's A space covered)."""


def placed(match: Match) -> list[tuple[int, int, int]]:
    """(tile, row as printed, space as printed) of every placement so far."""
    return [(e.tile, e.row + 1, e.space + 1) for e in events(match, TilePlaced)]


def scored(match: Match, player: int = 0) -> list[Scored]:
    """One player's score changes, oldest first."""
    return [e for e in events(match, Scored) if e.player == player]


def everywhere(match: Match) -> list[int]:
    """Every tile on the board, in a hand, in the stock or waiting (tiles that left are missing)."""
    state = match.state
    tiles = [t for slots in state.rows for t in slots if t is not None]
    tiles += [t for hand in state.hands for t in hand]
    tiles += list(state.stock.items) + [t for t, _ in state.waiting]
    return sorted(tiles)


def patched(side: str, old: str, new: str) -> Any:
    """The layout of ``side`` with one row's text replaced (a published board could differ)."""
    text = resources.files("senet_games.nimmt").joinpath("data", f"{side}.txt").read_text(encoding="utf-8")
    assert old in text
    return parse_layout(text.replace(old, new), f"patched-{side}.txt")


# -- where a tile goes ----------------------------------------------------------------------------


def test_a_tile_between_row_ends_goes_after_the_closest_lower_end() -> None:
    match = start(table({1: (10,), 2: (20,), 3: (33,), 4: (40,)}, [[32, 1, 2], [41, 3, 4]]))
    choose(match, 32, 41)
    # 32: ends below it are 10 and 20; 20 is the closest. 41: 40 is the closest end below.
    assert placed(match) == [(32, 2, 2), (41, 4, 2)]
    assert row(match, 3) == (33,)


def test_a_tile_lower_than_every_end_lands_after_the_highest_end_and_its_space_acts() -> None:
    # 5 (2 bullheads) is below every end; the highest end is row 1's 62, whose next space is G1.
    match = start(table({1: (60, 61, 62), 2: (20,), 3: (30,), 4: (40,)}, [[5, 90, 91], [21, 92, 93]]))
    choose(match, 5, 21)
    assert placed(match) == [(5, 1, 4), (21, 2, 2)]
    assert scored(match) == [Scored(0, 2, "G1", 0)]
    assert not events(match, RowTaken)


def test_a_low_tile_on_the_pro_side_onto_a_take_space_takes_and_picks_a_row() -> None:
    # 5 is below every end; row 7 (". A . R1 T") ends highest and its next free space is T.
    state = table({7: (90, 91, 92, 93), 8: (40,), 9: (50,), 10: (60,)}, [[5, 1, 3], [41, 2, 4]],
                  pro=True, deck=["swap"])
    match = start(state)
    choose(match, 5, 41)
    assert events(match, RowTaken) == [RowTaken(0, 6, (90, 91, 92, 93), (), 5)]
    assert scored(match) == [Scored(0, -(3 + 1 + 1 + 1), "T", 0)]
    assert match.flow.at == "pick_row" and match.to_act == (0,)
    assert match.legal_moves(0) == [PickRow(r) for r in range(6)]
    match.submit(0, PickRow(1))               # row 2 starts with A: its first space acts
    assert row(match, 2) == (5,) and match.state.actions[0].items == ("swap",)
    assert placed(match)[-1] == (41, 8, 2)


def test_stopped_rows_are_ignored_for_the_closest_end_and_for_the_highest_end() -> None:
    # Row 7 (30) is stopped: 35 is then below every unstopped end (40, 50, 60) and goes after the
    # highest one, 60 (row 10, R1), although 35 is above the stopped row's 30.
    match = start(table(PRO4, [[35, 1, 3], [99, 2, 4]], pro=True, markers=[7]))
    choose(match, 35, 99)
    assert placed(match)[0] == (35, 10, 2)
    assert scored(match) == [Scored(0, -TILE_BULLS[35], "R1", 0)]


def test_with_two_stopped_rows_the_closest_unstopped_end_wins() -> None:
    # Rows 8 (40) and 9 (50) are stopped: 55 goes after 30 (row 7), the closest unstopped end.
    match = start(table(PRO4, [[55, 1, 3], [99, 2, 4]], pro=True, markers=[8, 9]))
    choose(match, 55, 99)
    assert placed(match)[0] == (55, 7, 3)


def test_skipped_spaces_move_the_next_free_space() -> None:
    # Pro row 8 ". . -3 . G1 . T" holds 40, a skipped space, 42 and 43: the next free space is G1.
    match = start(table({**PRO4, 8: (40, None, 42, 43)}, [[44, 1, 3], [99, 2, 4]], pro=True))
    choose(match, 44, 99)
    assert placed(match)[0] == (44, 8, 5)
    assert scored(match) == [Scored(0, 5, "G1", 0)]
    assert row(match, 8) == (40, None, 42, 43, 44)


def test_each_tile_sees_the_board_as_the_earlier_tiles_of_the_round_left_it() -> None:
    # 31 goes after 30; then 32 goes after 31 (closest end below it), not after 30.
    match = start(table({1: (10,), 2: (30,), 3: (50,), 4: (70,)}, [[31, 1, 2], [32, 3, 4]]))
    choose(match, 31, 32)
    assert row(match, 2) == (30, 31, 32)


# -- the spaces -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("rows", "tile", "points", "code"), [
    ({1: (10, 11, 12)}, 55, 5, "G1"),                     # G1: the tile's 5 bullheads
    ({2: (20, 21)}, 25, -2, "R1"),                        # R1: 25 has 2 bullheads
    ({5: (60, 61, 62)}, 66, -10, "R2"),                   # R2: twice 66's 5 bullheads
    ({6: (30, 31, 32, 34)}, 35, 4, "G2"),                 # G2: twice 35's 2 bullheads
    ({8: (70, 71, 72)}, 77, -3, "-3"),                    # -n: 77's 5 bullheads do not matter
    ({2: (20, 21, 23, 24)}, 27, 3, "+3"),                 # +n: nor 27's one
])
def test_each_scoring_space_with_the_exact_points(rows: dict[int, Row], tile: int, points: int,
                                                   code: str) -> None:
    others = [r for r in (1, 2, 3, 4, 6, 7, 8, 10) if r not in rows][:4 - len(rows)]
    board = {**rows, **{r: (95 + i,) for i, r in enumerate(others)}}
    match = start(table(board, [[tile, 1], [99, 2]]))
    choose(match, tile, 99)
    assert scored(match) == [Scored(0, points, code, 0)]
    assert match.state.scores[0] == points


def test_basic_take_loses_the_other_tiles_which_leave_the_game() -> None:
    # Active rows 2, 3, 4 and 6; row 3 (". . . -2 . T") is taken. The tile moves to row 1: the
    # topmost row that was empty before the take.
    state = table({2: (20,), 3: (30, 31, 32, 33, 34), 4: (40,), 6: (60,)}, [[35, 1, 3], [99, 2, 4]])
    match = start(state)
    before = everywhere(match)
    choose(match, 35, 99)
    assert events(match, RowTaken) == [RowTaken(0, 2, (30, 31, 32, 33, 34), (), 35)]
    assert scored(match) == [Scored(0, -(3 + 1 + 1 + 5 + 1), "T", 0)]
    assert events(match, RowStarted) == [RowStarted(0, 35, 0)]
    assert row(match, 1) == (35,) and row(match, 3) == ()
    gone = sorted(set(before) - set(everywhere(match)))
    assert gone == [30, 31, 32, 33, 34]
    assert hand(match, 0) == (1, 3)


def test_basic_take_never_restarts_the_row_just_taken_even_if_it_is_the_topmost() -> None:
    state = table({1: (10, 11, 12, 13, 14), 2: (20,), 3: (30,), 4: (40,)},
                  [[15, 1, 3, 5], [99, 2, 4, 6]])
    match = start(state)
    choose(match, 15, 99)
    assert events(match, RowStarted) == [RowStarted(0, 15, 4)]
    assert row(match, 1) == () and row(match, 5) == (15,)
    assert match.flow.at == "choose"                  # basic side: nobody is asked


def test_basic_take_first_space_of_the_new_row_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    # On a board whose row 5 starts with +3, the moved tile still scores nothing there.
    layout = patched("basic", "row 5:  .  2T .  R2 .  .  T", "row 5:  +3 2T .  R2 .  .  T")
    monkeypatch.setattr(board_rules, "BASIC", layout)
    state = table({1: (10, 11, 12, 13, 14), 2: (20,), 3: (30,), 4: (40,)},
                  [[15, 1, 3, 5], [99, 2, 4, 6]])
    match = start(state)
    choose(match, 15, 99)
    assert row(match, 5) == (15,)
    assert scored(match) == [Scored(0, -(3 + 5 + 1 + 1 + 1), "T", 0)]


def test_pro_take_first_space_of_the_chosen_row_acts(monkeypatch: pytest.MonkeyPatch) -> None:
    layout = patched("pro", "row 5:  .  .  R2 .  A  .  T", "row 5:  +3 .  R2 .  A  .  T")
    monkeypatch.setattr(board_rules, "PRO", layout)
    state = table({7: (30, 31, 32, 33), 8: (40,), 9: (50,), 10: (60,)}, [[34, 1, 3], [99, 2, 4]],
                  pro=True)
    match = start(state)
    choose(match, 34, 99)
    match.submit(0, PickRow(4))
    assert scored(match) == [Scored(0, -(3 + 1 + 1 + 5), "T", 0), Scored(0, 3, "+3", 0)]


def test_set_up_tiles_trigger_nothing_even_on_a_scoring_first_space(monkeypatch: pytest.MonkeyPatch) -> None:
    layout = patched("basic", "row 1:  .  .  .  G1 .  T", "row 1:  -3 .  .  G1 .  T")
    monkeypatch.setattr(board_rules, "BASIC", layout)
    match = senet.new_match(GAME, 3, seed=2)
    assert match.state.rows[0] and match.state.scores == (0, 0, 0) and not events(match, Scored)


def test_take_into_hand_restarts_on_a_row_of_choice_whose_first_space_acts() -> None:
    # Pro row 3 ". . A . TH" holds four tiles; 24 lands on TH.
    state = table({3: (20, 21, 22, 23), 7: (30,), 8: (40,), 9: (50,)}, [[24, 1, 3], [99, 2, 4]],
                  pro=True, deck=["jump"])
    match = start(state)
    choose(match, 24, 99)
    assert events(match, RowTaken) == [RowTaken(0, 2, (20, 21, 22, 23), (20, 21, 22, 23), 24)]
    assert scored(match) == []                            # no points for TH
    assert hand(match, 0) == (1, 3, 20, 21, 22, 23)
    refused(match, 0, PickRow(2), "row 3 was just taken")
    refused(match, 0, PickRow(6), "row 7 was not empty before this take")
    assert PickRow(1) in match.legal_moves(0)
    match.submit(0, PickRow(1))                           # row 2 starts with A
    assert row(match, 2) == (24,) and match.state.actions[0].items == ("jump",)


def test_a_take_resets_the_two_tile_mark_check_and_a_restart_can_uncover_one() -> None:
    # Row 4 is taken; the tile moves to row 5, whose 2T space is then uncovered: a two-tile round.
    state = table({1: (10,), 2: (20,), 3: (30,), 4: (40, 41, 42, 43)}, [[44, 1, 3, 5], [21, 2, 4, 6]])
    match = start(state)
    choose(match, 44, 21)
    assert row(match, 5) == (44,)
    assert two_tiles(match.view(0).state)
    assert match.legal_moves(0) == [PlayTile((1, 3)), PlayTile((1, 5)), PlayTile((3, 5))]


# -- two-tile rounds ------------------------------------------------------------------------------


def test_row_9s_mark_also_makes_a_two_tile_round_and_all_tiles_go_lowest_first() -> None:
    state = table({1: (10,), 2: (20,), 3: (30,), 9: (80,)}, [[40, 70, 71], [50, 60, 61]])
    match = start(state)
    choose(match, (40, 70), (50, 60))
    assert events(match, TilesRevealed)[0].plays == ((40, 0), (50, 1), (60, 1), (70, 0))
    assert [t for t, _, _ in placed(match)][:4] == [40, 50, 60, 70]


def test_in_a_two_tile_round_one_tile_players_play_one_and_others_choose_two() -> None:
    state = table({1: (10,), 2: (20,), 3: (30,), 5: (70,)}, [[40, 41, 42], [50], [51, 52]])
    match = start(state)
    assert match.to_act == (0,)                           # 1 tile, and 2 of 2: no choice
    refused(match, 0, PlayTile((40,)), "play 2 tiles this round")
    match.submit(0, PlayTile((41, 42)))
    assert events(match, TilesRevealed)[0].plays == ((41, 0), (42, 0), (50, 1), (51, 2), (52, 2))


def test_a_covered_two_tile_mark_is_a_plain_space() -> None:
    state = table({1: (10,), 2: (20,), 3: (30,), 5: (70,)}, [[71, 80, 81, 82], [90, 91, 92, 93]])
    match = start(state)
    choose(match, (71, 80), (90, 91))
    assert placed(match)[0] == (71, 5, 2) and scored(match) == []
    assert not two_tiles(match.view(0).state)


# -- clovers --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("before", "tile", "clovers"), [
    (-1, 65, 1),       # -1 - 4 = -5: onto a clover
    (-5, 65, 0),       # from a clover down to -9: none reached
    (-11, 65, 1),      # -15
    (-14, 66, 1),      # -24, past -15
    (-4, 66, 1),       # -14, past -5
    (-5, 66, 1),       # -15, onto
    (0, 64, 0),        # -2
])
def test_clover_spaces_at_minus_five_fifteen_twenty_five(before: int, tile: int, clovers: int) -> None:
    # Row 5's R2: 65 loses 4, 66 loses 10, 64 loses 2.
    state = table({1: (95,), 2: (96,), 3: (97,), 5: (60, 61, 62)}, [[tile, 1, 3], [99, 2, 4]],
                  luck=True, scores=[before, 0])
    match = start(state)
    choose(match, tile, 99)
    points = -2 * TILE_BULLS[tile]
    assert scored(match) == [Scored(0, points, "R2", clovers)]
    assert match.state.scores[0] == before + points
    assert (match.flow.at == "luck_card") == bool(clovers)


def test_three_clovers_in_one_loss_give_three_cards_one_choice_at_a_time() -> None:
    # Basic row 10 holds 7 tiles (35 bullheads): -4 - 35 = -39 reaches -5, -15, -25, -35.
    state = table({1: (95,), 2: (96,), 3: (97,), 10: (11, 22, 33, 44, 66, 77, 88)},
                  [[89, 1, 3], [99, 2, 4]], luck=True, scores=[-4, 0])
    match = start(state)
    choose(match, 89, 99)
    assert scored(match) == [Scored(0, -35, "T", 4)]
    for card in ("plus5", "two_positive", "plus5", "plus5"):
        assert match.flow.at == "luck_card" and match.to_act == (0,)
        match.submit(0, TakeLuck(card))
    assert match.state.lucky[0] == (3, 1) and match.state.piles == (3, 5)
    # The cards are taken before the tile of the take starts its new row.
    kinds = [type(e.event).__name__ for e in match.log]
    assert kinds.index("RowStarted") > max(i for i, k in enumerate(kinds) if k == "LuckTaken")


def test_a_gain_and_the_pro_end_never_give_good_luck_cards() -> None:
    # Player 0 plays their last tile on G1 (+3); then the hand penalty takes them from 0 past -5.
    state = table({1: (10, 11, 12), 7: (70,), 8: (80,), 9: (90,)}, [[20], [98, 99]], pro=True,
                  luck=True, scores=[-4, 0])
    match = start(state)
    match.submit(1, PlayTile((98,)))
    assert match.is_over and scored(match) == [Scored(0, 3, "G1", 0)]
    assert not events(match, LuckTaken) and not events(match, LuckMissed)


def test_a_clover_with_both_piles_empty_gives_nothing() -> None:
    state = table({1: (95,), 2: (96,), 3: (97,), 5: (60, 61, 62)}, [[65, 1, 3], [99, 2, 4]],
                  luck=True, scores=[-1, 0], piles=(0, 0))
    match = start(state)
    choose(match, 65, 99)
    assert events(match, LuckMissed) == [LuckMissed(0)] and match.state.lucky[0] == (0, 0)
    assert match.flow.at == "choose"


# -- good-luck cards ------------------------------------------------------------------------------


def test_plus_five_replaces_a_gain_too() -> None:
    # Row 1's G1 would give 20's 3 bullheads; the card makes the space +5 instead (not 3 + 5).
    state = table({1: (10, 11, 12), 2: (96,), 3: (97,), 4: (98,)}, [[20, 1, 3], [99, 2, 4]],
                  luck=True, lucky=[(1, 0), (0, 0)])
    match = start(state)
    choose(match, 20, 99)
    match.submit(0, PlayPlusFive())
    assert scored(match) == [Scored(0, 5, "+5 card", 0)]


def test_plus_five_on_a_draw_space_replaces_the_draw() -> None:
    # Pro row 4 ". G1 . D . T": 43 lands on D; with +5 no tile is drawn.
    state = table({4: (40, 41, 42), 7: (70,), 8: (80,), 9: (90,)}, [[43, 1, 3], [99, 2, 4]],
                  pro=True, luck=True, lucky=[(1, 0), (0, 0)], stock=[77])
    match = start(state)
    choose(match, 43, 99)
    match.submit(0, PlayPlusFive())
    assert scored(match) == [Scored(0, 5, "+5 card", 0)]
    assert not events(match, TileDrawn) and match.state.stock.items == (77,)


def test_plus_five_not_on_take_into_hand_and_two_positive_on_a_low_tiles_take() -> None:
    # 5 is below every end and lands on row 9's TH (row 9 ends highest).
    state = table({7: (30,), 8: (40,), 9: (90, 91, 92, 93, 94), 10: (60,)}, [[5, 1, 3], [99, 2, 4]],
                  pro=True, luck=True, lucky=[(1, 1), (0, 0)])
    match = start(state)
    choose(match, 5, 99)
    refused(match, 0, PlayPlusFive(), "+5: not on a take space (row 9, space 6 (TH))")
    assert PlayTwoPositive((90, 91)) in match.legal_moves(0)
    match.submit(0, PlayTwoPositive((90, 94)))
    assert events(match, RowTaken) == [RowTaken(0, 8, (90, 91, 92, 93, 94), (91, 92, 93), 5)]
    assert scored(match) == [Scored(0, 3 + 1, "TH, two positive", 0)]
    assert hand(match, 0) == (1, 3, 91, 92, 93)
    assert 90 not in everywhere(match) and 94 not in everywhere(match)
    assert match.state.piles == (6, 7) and match.state.lucky[0] == (1, 0)


def test_one_good_luck_card_per_tile_and_it_places_the_tile() -> None:
    state = table({1: (95,), 2: (96,), 3: (97,), 5: (60, 61, 62)}, [[65, 1, 3], [99, 2, 4]],
                  luck=True, lucky=[(2, 0), (0, 0)], piles=(4, 6))
    match = start(state)
    choose(match, 65, 99)
    match.submit(0, PlayPlusFive())
    assert placed(match)[0] == (65, 5, 4) and match.flow.at == "choose"
    assert events(match, LuckPlayed) == [LuckPlayed(0, "plus5")]
    assert match.state.lucky[0] == (1, 0) and match.state.piles == (5, 6)


def test_no_question_when_the_only_good_luck_card_does_not_fit() -> None:
    # Two positive only, on a plain space: the tile is placed without asking.
    state = table({1: (95,), 2: (96,), 3: (97,), 4: (40,)}, [[41, 1, 3], [99, 2, 4]],
                  luck=True, lucky=[(0, 1), (0, 0)])
    match = start(state)
    choose(match, 41, 99)
    assert placed(match)[0] == (41, 4, 2) and match.flow.at == "choose"
    # +5 only, on a take space: no question either.
    other = start(table({1: (10,), 2: (20,), 3: (30,), 4: (50, 52, 54, 56)}, [[60, 1, 3], [90, 2, 4]],
                        luck=True, lucky=[(1, 0), (0, 0)]))
    choose(other, 60, 90)
    assert events(other, RowTaken) and other.state.lucky[0] == (1, 0)


def test_two_positive_on_a_pro_take_then_the_row_of_choice() -> None:
    state = table({7: (30, 31, 32, 33), 8: (40,), 9: (50,), 10: (60,)}, [[34, 1, 3], [99, 2, 4]],
                  pro=True, luck=True, lucky=[(0, 1), (0, 0)])
    match = start(state)
    choose(match, 34, 99)
    match.submit(0, PlayTwoPositive((30, 33)))
    assert scored(match) == [Scored(0, (3 + 5) - (1 + 1), "T, two positive", 0)]
    assert match.flow.at == "pick_row"


# -- action cards ---------------------------------------------------------------------------------


def test_stop_on_the_tiles_own_row_sends_it_by_the_normal_rule_elsewhere() -> None:
    match = start(table(PRO4, [[55, 1, 3], [99, 2, 4]], pro=True, actions=[["stop", "stop"], []]))
    choose(match, 55, 99)
    match.submit(0, PlayStop(8))                         # 55 would go after 50 (row 9)
    match.submit(0, PlayStop(7))                         # and then after 40 (row 8)
    assert placed(match)[0] == (55, 7, 3)
    assert match.state.markers == (7, 8) and match.state.discard == ("stop", "stop")


def test_stop_is_refused_on_an_empty_row_and_once_both_markers_are_out() -> None:
    match = start(table(PRO4, [[55, 1, 3], [99, 2, 4]], pro=True,
                        actions=[["stop", "stop", "stop"], []]))
    choose(match, 55, 99)
    refused(match, 0, PlayStop(0), "stop: row 1 is not active")
    match.submit(0, PlayStop(6))
    refused(match, 0, PlayStop(6), "stop: row 7 already has a stop marker")
    match.submit(0, PlayStop(9))
    # A third marker is impossible: the owner (still holding a stop card) may only place.
    assert match.flow.at == "place" and match.legal_moves(0) == [Place()]
    match.submit(0, Place())
    assert match.flow.at == "choose"
    assert match.state.actions[0].items == ("stop",) and match.state.markers == (6, 9)


def test_a_take_by_a_low_tile_removes_every_stop_marker() -> None:
    # Rows 7 and 8 are stopped; 5 goes after the highest unstopped end (row 9) onto its TH.
    state = table({7: (30,), 8: (40,), 9: (80, 81, 82, 83, 84), 10: (60,)}, [[5, 1, 3], [99, 2, 4]],
                  pro=True, markers=[7, 8])
    match = start(state)
    choose(match, 5, 99)
    assert events(match, RowTaken)[0].row == 8 and match.state.markers == ()


def test_swap_places_the_new_tile_before_lower_waiting_tiles_and_it_may_take_its_own_cards() -> None:
    state = table(PRO4, [[33, 61, 62], [34, 41, 42]], pro=True, actions=[["jump", "swap"], []])
    match = start(state)
    choose(match, 33, 34)
    match.submit(0, PlaySwap())
    match.submit(0, PlayTile((61,)))
    assert events(match, TileSwapped) == [TileSwapped(0, 33, 61)]
    assert match.state.waiting == ((61, 0), (34, 1)) and match.state.barred == (33,)
    assert match.legal_moves(0) == [PlayJump(), Place()]
    match.submit(0, PlayJump())
    assert placed(match) == [(61, 10, 3), (34, 7, 3)]    # row 10 ". R1 ...": R1 skipped
    assert row(match, 10) == (60, None, 61)
    assert hand(match, 0) == (33, 62)
    assert scored(match) == []


def test_a_swapped_back_tile_cannot_come_back_this_round_but_can_next_round() -> None:
    state = table(PRO4, [[33, 61, 62, 63], [34, 41, 42, 43]], pro=True,
                  actions=[["extra", "swap"], []])
    match = start(state)
    choose(match, 33, 34)
    match.submit(0, PlaySwap())
    match.submit(0, PlayTile((61,)))
    match.submit(0, PlayExtra())
    assert match.legal_moves(0) == [PlayTile((62,)), PlayTile((63,))]
    refused(match, 0, PlayTile((33,)), "extra: tile 33 was swapped back this round")
    match.submit(0, PlayTile((63,)))
    assert [t for t, _, _ in placed(match)] == [61, 63, 34]
    assert match.state.round == 2 and PlayTile((33,)) in match.legal_moves(0)


def test_jump_leaves_the_skipped_space_empty_for_later_tiles() -> None:
    # Pro row 8 ". . -3 . G1 . T" holds 40, 41: the next free space is -3; 42 jumps it.
    state = table({**PRO4, 8: (40, 41)}, [[42, 1, 3], [43, 2, 4]], pro=True, actions=[["jump"], []])
    match = start(state)
    choose(match, 42, 43)
    match.submit(0, PlayJump())
    assert row(match, 8) == (40, 41, None, 42, 43)
    assert scored(match, 0) == [] and scored(match, 1) == [Scored(1, TILE_BULLS[43], "G1", 0)]
    assert events(match, ActionPlayed) == [ActionPlayed(0, "jump", None)]
    assert match.state.discard == ("jump",)


def test_to_start_first_space_does_nothing_and_the_last_shifted_tile_draws() -> None:
    # Pro row 9 "A . . D . TH" holds 50, 51, 52: 55 goes first (no A), 52 reaches D.
    state = table({**PRO4, 9: (50, 51, 52)}, [[55, 1, 3], [99, 2, 4]], pro=True,
                  actions=[["to_start"], []], deck=["stop"], stock=[77])
    match = start(state)
    choose(match, 55, 99)
    match.submit(0, PlayToStart(8))
    assert row(match, 9) == (55, 50, 51, 52)
    assert events(match, TilePlaced)[0] == TilePlaced(0, 55, 8, 0, True)
    assert match.state.actions[0].items == () and not events(match, ActionsDrawn)
    assert hand(match, 0) == (1, 3, 77)


def test_to_start_onto_take_into_hand_takes_the_players_own_tile_too() -> None:
    # Pro row 3 ". . A . TH" holds 20, 21, 22, 23: with 45 in front, 23 reaches TH.
    state = table({3: (20, 21, 22, 23), 7: (30,), 8: (40,), 9: (50,)}, [[45, 1, 3], [99, 2, 4]],
                  pro=True, actions=[["to_start"], []], markers=[8], deck=["extra"])
    match = start(state)
    choose(match, 45, 99)
    assert PlayToStart(7) not in match.legal_moves(0)      # row 8 is stopped
    match.submit(0, PlayToStart(2))
    assert events(match, RowTaken) == [RowTaken(0, 2, (20, 21, 22, 45), (20, 21, 22, 45), 23)]
    assert hand(match, 0) == (1, 3, 20, 21, 22, 45) and match.state.markers == ()
    assert scored(match) == []
    refused(match, 0, PickRow(2), "row 3 was just taken")
    match.submit(0, PickRow(1))                           # row 2 starts with A: it acts
    assert row(match, 2) == (23,) and match.state.actions[0].items == ("extra",)


def test_to_start_needs_a_lower_first_tile_and_cannot_follow_ascending() -> None:
    state = table(PRO4, [[45, 1, 3], [99, 2, 4]], pro=True,
                  actions=[["ascending", "to_start", "stop"], []])
    match = start(state)
    choose(match, 45, 99)
    refused(match, 0, PlayToStart(9), "to start: the first tile of row 10 (60) is not lower than 45")
    match.submit(0, PlayAscending(6))
    refused(match, 0, PlayToStart(7), "at most one of to start and ascending per tile")


def test_ascending_onto_any_lower_ending_row_including_the_normal_one() -> None:
    state = table(PRO4, [[55, 1, 3], [99, 2, 4]], pro=True, actions=[["ascending"], []], markers=[7])
    match = start(state)
    choose(match, 55, 99)
    # Rows 8 (40) and 9 (50) end lower and are not stopped; row 7 is stopped, row 10 ends higher.
    assert match.legal_moves(0) == [PlayAscending(7), PlayAscending(8), Place()]
    refused(match, 0, PlayAscending(6), "row 7 has a stop marker")
    match.submit(0, PlayAscending(8))
    assert placed(match)[0] == (55, 9, 2) and match.state.discard == ("ascending",)


def test_extra_tile_goes_right_after_before_a_lower_waiting_tile() -> None:
    state = table(PRO4, [[33, 65, 66], [34, 41, 42]], pro=True, actions=[["extra"], []])
    match = start(state)
    choose(match, 33, 34)
    match.submit(0, PlayExtra())
    match.submit(0, PlayTile((66,)))
    assert events(match, ExtraTile) == [ExtraTile(0, 66)]
    assert placed(match) == [(33, 7, 3), (66, 10, 2), (34, 7, 4)]
    assert hand(match, 0) == (65,)


def test_a_hand_emptied_by_extra_ends_the_game_after_the_rest_of_the_round() -> None:
    state = table(PRO4, [[33, 65], [34, 41, 42]], pro=True, actions=[["extra", "jump"], ["stop"]])
    match = start(state)
    match.submit(1, PlayTile((34,)))                      # player 0 has two tiles: a choice
    match.submit(0, PlayTile((33,)))
    match.submit(0, PlayExtra())                          # 65 is the only tile: no question
    assert hand(match, 0) == () and match.state.emptied
    match.submit(0, Place())                              # 33 (a jump was possible)
    match.submit(0, Place())                              # 65
    assert not match.is_over and match.to_act == (1,)     # 34 still to come
    match.submit(1, Place())
    assert match.is_over
    assert events(match, HandScored) == [HandScored(0, (), 0, 1), HandScored(1, (41, 42), 2, 1)]


def test_pro_end_scores_hand_bullheads_and_action_cards_and_ties_share() -> None:
    state = table(PRO4, [[33], [34, 55]], pro=True, actions=[[], ["stop", "swap", "swap"]],
                  scores=[-3, 0])
    match = start(state)
    match.submit(1, PlayTile((34,)))
    match.submit(1, Place())
    assert match.is_over
    assert events(match, HandScored) == [HandScored(0, (), 0, 0), HandScored(1, (55,), 5, 3)]
    # Player 1: -1 (34 on R1), -5 (55 in hand), +3 (cards) = -3, as player 0.
    result = match.result
    assert result is not None and match.state.scores == (-3, -3) and result.ranks == (1, 1)


def test_action_deck_reshuffles_the_discards_when_it_runs_out() -> None:
    # Pro row 7 ". A . R1 T": 31 lands on A; the deck is empty, the discards hold the played jump.
    state = table({7: (30,), 8: (40,), 9: (50,), 10: (60,)}, [[31, 1, 3], [99, 2, 4]], pro=True,
                  actions=[["jump"], []])
    match = start(state)
    choose(match, 31, 99)
    match.submit(0, PlayJump())                           # 31 jumps the A space: lands on "."
    assert row(match, 7) == (30, None, 31) and not events(match, ActionsDrawn)
    assert match.state.discard == ("jump",)
    again = start(table({7: (30,), 8: (40,), 9: (50,), 10: (60,)}, [[31, 1, 3], [99, 2, 4]], pro=True,
                        actions=[["stop"], []]))
    choose(again, 31, 99)
    again.submit(0, PlayStop(9))                          # stop goes to the discards, then A draws it
    assert events(again, ActionsDrawn) == [ActionsDrawn(0, Hand(0, (Action.STOP,)), True)]
    assert again.state.actions[0].items == ("stop",) and again.state.discard == ()


# -- questions only with a real choice ------------------------------------------------------------


def test_basic_side_never_asks_for_a_row_and_last_tiles_play_themselves() -> None:
    state = table({1: (10, 11, 12, 13, 14), 2: (20,), 3: (30,), 4: (40,)}, [[15], [99], [25]])
    match = start(state)
    assert match.is_over and all(e.phase != "pick_row" for e in match.log)
    assert row(match, 5) == (15,)


def test_a_refused_move_names_the_rule_and_changes_nothing() -> None:
    state = table(PRO4, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["jump", "stop", "to_start"], []])
    match = start(state)
    choose(match, 45, 99)
    match.submit(0, PlayJump())
    refused(match, 0, PlayToStart(6), "to start: cannot be combined with jump")
    refused(match, 0, PlayAscending(6), "ascending: you have no ascending card")
    refused(match, 0, PlayPlusFive(), "+5: good-luck cards are not in this game")
    refused(match, 1, Place(), "not player 1's decision")


def test_the_tiles_left_in_hand_at_the_pro_end_are_shown_to_everyone_as_they_are_counted() -> None:
    state = table(PRO4, [[33], [34, 55]], pro=True, actions=[[], ["stop"]])
    match = start(state)
    match.submit(1, PlayTile((34,)))
    match.submit(1, Place())
    for viewer in (None, 0):  # a spectator, and the other seat: the declared reveal, not a leak
        seen = [e.event for e in match.log_for(viewer) if isinstance(e.event, HandScored)]
        assert seen == [HandScored(0, (), 0, 0), HandScored(1, (55,), 5, 1)]
