"""The board game's basic side, rule by rule and example by example (docs/games/nimmt.md).

Rows are named as printed (row 1 at the top); moves and events count rows from 0.
Basic layout used here:
    row 1:  .  .  .  G1 .  T          row 6:  .  .  +2 .  G2 T
    row 2:  .  .  R1 .  +3 .  T       row 7:  .  .  R1 .  T
    row 3:  .  .  .  -2 .  T          row 8:  .  .  .  -3 G1 .  T
    row 4:  .  G1 .  .  T             row 9:  .  2T .  .  +4 T
    row 5:  .  2T .  R2 .  .  T       row 10: .  R1 .  .  G1 .  .  T
"""

from __future__ import annotations

import pytest

from senet_games.nimmt import (
    BoardState,
    PlayTile,
    RoundStarted,
    RowStarted,
    RowTaken,
    Scored,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
)
from senet_games.nimmt.rules import two_tiles
from senet_games.nimmt.tiles import TILE_BULLS
from tests.nimmt.board_kit import Row, choose, events, refused, row, start, table


def only(number: int, tiles: Row, hands: list[list[int]], **kw: object) -> BoardState:
    """Row ``number`` holds ``tiles``; three other active rows end high (95, 96, 97)."""
    rows: dict[int, Row] = {number: tiles}
    for other, end in zip((r for r in range(1, 11) if r != number), (95, 96, 97), strict=False):
        rows[other] = (end,)
    return table(rows, hands, **kw)  # type: ignore[arg-type]


def test_tile_bullheads() -> None:
    assert TILE_BULLS[55] == 5
    assert [TILE_BULLS[n] for n in (11, 33, 99)] == [5, 5, 5]
    assert [TILE_BULLS[n] for n in (10, 50, 100)] == [3, 3, 3]
    assert [TILE_BULLS[n] for n in (5, 25, 95)] == [2, 2, 2]
    assert [TILE_BULLS[n] for n in (1, 2, 98)] == [1, 1, 1]
    assert sum(TILE_BULLS) == 165


def test_example_1_lowest_first_and_lower_than_all_goes_to_the_highest_end() -> None:
    # Rows end 12, 30, 45, 80. 7 is placed first, after 80, taking nothing; 31 after 30.
    match = start(table({1: (12,), 2: (30,), 3: (45,), 4: (75, 80)}, [[31, 1, 3], [7, 2, 4]]))
    choose(match, 31, 7)
    placed = events(match, TilePlaced)
    assert [(e.tile, e.row + 1, e.space + 1) for e in placed] == [(7, 4, 3), (31, 2, 2)]
    assert not events(match, RowTaken) and not events(match, Scored)
    assert row(match, 4) == (75, 80, 7) and row(match, 2) == (30, 31)


def test_smallest_positive_difference_and_each_tile_sees_the_earlier_ones() -> None:
    match = start(table({1: (10,), 2: (20,), 3: (30,), 4: (40,)}, [[25, 1, 3], [27, 2, 4]]))
    choose(match, 25, 27)
    # 25 goes after 20; then 27 goes after 25 (now the closest end below it), not after 20.
    assert row(match, 2) == (20, 25, 27)


def test_example_2_take_space_costs_the_other_tiles_and_the_tile_moves_down() -> None:
    # Basic row 4 is ". G1 . . T" and holds 4 tiles; the next tile lands on the take space.
    state = table({1: (10,), 2: (20,), 3: (30,), 4: (50, 52, 54, 56)}, [[60, 1, 3], [90, 2, 4]])
    match = start(state)
    choose(match, 60, 90)
    taken = events(match, RowTaken)[0]
    assert (taken.player, taken.row + 1, taken.tiles, taken.to_hand) == (0, 4, (50, 52, 54, 56), ())
    bulls = 3 + 1 + 1 + 1
    assert events(match, Scored)[0] == Scored(0, -bulls, "T", 0)
    assert row(match, 4) == () and row(match, 5)[0] == 60  # 90 follows it there
    assert events(match, RowStarted) == [RowStarted(0, 60, 4)]
    assert match.state.scores[0] == -bulls
    assert all(t not in match.state.stock.items for t in (50, 52, 54, 56))


def test_take_restarts_on_the_topmost_row_empty_before_the_take_never_the_taken_row() -> None:
    # Row 1 (". . . G1 . T") is full up to its take space; it is the topmost row but just taken.
    state = table({1: (10, 11, 12, 13, 14), 2: (40,), 3: (50,), 4: (60,)}, [[15, 1, 3, 5], [90, 2, 4, 6]])
    match = start(state)
    choose(match, 15, 90)
    assert row(match, 1) == () and row(match, 5) == (15,)
    assert match.state.scores[0] == -(3 + 5 + 1 + 1 + 1)


def test_a_low_tile_is_not_a_take_but_a_take_space_still_takes() -> None:
    # 5 is lower than every row: it goes after the highest end, 56, onto row 4's take space.
    state = table({1: (10,), 2: (20,), 3: (30,), 4: (50, 52, 54, 56)}, [[5, 1, 3], [90, 2, 4]])
    match = start(state)
    choose(match, 5, 90)
    assert events(match, RowTaken)[0].tiles == (50, 52, 54, 56)
    assert row(match, 5) == (5,)


def test_example_3_two_bullheads_on_r2_lose_four() -> None:
    match = start(only(5, (60, 61, 62), [[65, 1, 3], [99, 2, 4]]))
    choose(match, 65, 99)
    assert events(match, Scored)[0] == Scored(0, -4, "R2", 0)
    assert match.state.scores[0] == -4


@pytest.mark.parametrize(
    ("number", "tiles", "tile", "points", "code"),
    [
        (1, (10, 11, 12), 20, 3, "G1"),          # G1: +bullheads of 20 (3)
        (6, (30, 31, 32, 34), 44, 10, "G2"),     # G2: +2 x bullheads of 44 (5)
        (2, (20, 21), 22, -5, "R1"),             # R1: -bullheads of 22 (5)
        (5, (60, 61, 62), 70, -6, "R2"),         # R2: -2 x bullheads of 70 (3)
        (2, (20, 21, 23, 24), 33, 3, "+3"),      # +3: the tile's bullheads do not matter
        (3, (30, 31, 32), 33, -2, "-2"),         # -2
        (9, (80, 81, 82, 83), 88, 4, "+4"),
    ],
)
def test_every_scoring_space(number: int, tiles: Row, tile: int, points: int, code: str) -> None:
    match = start(only(number, tiles, [[tile, 1], [99, 2]]))
    choose(match, tile, 99)
    assert events(match, TilePlaced)[0].row == number - 1
    mine = [e for e in events(match, Scored) if e.player == 0]
    assert mine == [Scored(0, points, code, 0)]


@pytest.mark.parametrize(("number", "tiles", "tile"), [
    (1, (10,), 20),            # plain
    (5, (60,), 61),            # a 2T space, covered by the tile: no effect
])
def test_plain_and_two_tile_spaces_score_nothing(number: int, tiles: Row, tile: int) -> None:
    match = start(only(number, tiles, [[tile], [99]]))   # last tiles: the round plays itself
    assert not [e for e in events(match, Scored) if e.player == 0]
    assert row(match, number) == (*tiles, tile)


def test_example_5_an_uncovered_2t_space_makes_a_two_tile_round() -> None:
    state = table({1: (10,), 2: (20,), 3: (30,), 5: (70,)}, [[40, 41, 42, 43, 44], [50, 51, 52, 53, 54]])
    match = start(state)
    assert len(match.legal_moves(0)) == 10 and PlayTile((41, 44)) in match.legal_moves(0)
    refused(match, 0, PlayTile((40,)), "play 2 tiles this round")
    refused(match, 0, PlayTile((41, 40)), "lowest first")
    refused(match, 0, PlayTile((40, 99)), "not in your hand")
    choose(match, (40, 41), (51, 52))
    assert [e.tile for e in events(match, TilePlaced)] == [40, 41, 51, 52]
    # All four went to row 3 (after 30): row 5's 2T space is still uncovered.
    assert row(match, 3) == (30, 40, 41, 51, 52)
    assert two_tiles(match.view(0).state)


def test_a_covered_2t_space_ends_two_tile_rounds() -> None:
    state = table({1: (10,), 2: (20,), 3: (30,), 5: (70,)}, [[71, 80, 81, 82], [90, 91, 92, 93]])
    match = start(state)
    choose(match, (71, 80), (90, 91))
    assert row(match, 5)[:2] == (70, 71)
    assert match.legal_moves(0) == [PlayTile((81,)), PlayTile((82,))]


def test_in_a_two_tile_round_a_player_with_one_tile_plays_it_without_being_asked() -> None:
    state = table({1: (10,), 2: (20,), 3: (30,), 5: (70,)}, [[40], [50, 51, 52]])
    match = start(state)
    assert match.to_act == (1,) and match.legal_moves(0) == ()
    refused(match, 0, PlayTile((40,)), "not player 0's decision")
    match.submit(1, PlayTile((50, 51)))
    assert events(match, TilesRevealed)[0] == TilesRevealed(((40, 0), (50, 1), (51, 1)))
    assert [e.tile for e in events(match, TilePlaced)][:3] == [40, 50, 51]


def test_a_forced_choice_is_not_asked() -> None:
    # Two tiles each in a two-tile round: nobody has a choice, the round plays itself.
    state = table({1: (10,), 2: (20,), 3: (30,), 5: (70,)}, [[40, 41], [50, 51]], stock=range(80, 99))
    match = start(state)
    assert [e.tile for e in events(match, TilePlaced)][:4] == [40, 41, 50, 51]
    assert match.state.deal == 2 and match.to_act == (0, 1)   # two players: a new deal


@pytest.mark.parametrize("players", [4, 5, 6])
def test_basic_game_ends_after_twelve_tiles_with_four_to_six(players: int) -> None:
    hands = [[10 + p, 20 + p] for p in range(players)]
    state = table({1: (1,), 2: (2,), 3: (3,), 4: (4,)}, hands, stock=range(50, 90))
    match = start(state)
    choose(match, *(10 + p for p in range(players)))       # then the last tiles play themselves
    assert match.is_over and not events(match, TilesDealt)


@pytest.mark.parametrize("players", [2, 3])
def test_basic_game_with_two_or_three_deals_twelve_new_tiles_once(players: int) -> None:
    hands = [[10 + p, 20 + p] for p in range(players)]
    state = table({1: (1,), 2: (2,), 3: (3,), 4: (4,)}, hands, stock=range(50, 100))
    match = start(state)
    choose(match, *(10 + p for p in range(players)))       # then the last tiles play themselves
    assert not match.is_over
    dealt = events(match, TilesDealt)
    assert [(e.player, e.count) for e in dealt] == [(p, 12) for p in range(players)]
    assert all(len(h) == 12 for h in match.state.hands)
    assert len(match.state.stock) == 50 - 12 * players
    assert events(match, RoundStarted)[-1] == RoundStarted(3, 2)
    # The second deal played out ends the game.
    last = start(table({1: (1,), 2: (2,), 3: (3,), 4: (4,)}, hands, stock=range(50, 100), deal=2))
    choose(last, *(10 + p for p in range(players)))
    assert last.is_over


def test_most_points_wins_and_equal_scores_share() -> None:
    state = table({1: (5,), 2: (20,), 3: (30,), 4: (40, 41)}, [[6], [21], [31], [42]],
                  scores=[5, 9, 9, -2])
    match = start(state)          # the last tiles play themselves, all on plain spaces
    assert match.is_over
    result = match.result
    assert result is not None
    assert result.scores == match.state.scores
    assert result.ranks == (3, 1, 1, 4)
    assert result.winners == (1, 2)
