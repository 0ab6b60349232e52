"""The pro side's action cards, each with its restrictions (docs/games/nimmt.md, Action cards).

Pro rows used here (as printed; moves and events count rows from 0):
    row 7:  .  A  .  R1 T
    row 8:  .  .  -3 .  G1 .  T
    row 9:  A  .  .  D  .  TH
    row 10: .  R1 .  .  +4 .  T
"""

from __future__ import annotations

from senet_games.nimmt import (
    ActionPlayed,
    ExtraTile,
    HandScored,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    RowTaken,
    Scored,
    TilePlaced,
    TileSwapped,
)
from tests.nimmt.board_kit import Row, choose, events, hand, refused, row, start, table

ROWS: dict[int, Row] = {7: (30, 31), 8: (40,), 9: (50,), 10: (60,)}


def placed(match: object) -> list[tuple[int, int, int]]:
    """(tile, row as printed, space as printed) of every placement so far."""
    return [(e.tile, e.row + 1, e.space + 1) for e in events(match, TilePlaced)]  # type: ignore[arg-type]


# -- Stop -----------------------------------------------------------------------------------------


def test_stop_marks_a_row_that_placing_then_ignores() -> None:
    match = start(table(ROWS, [[45, 1, 3], [42, 2, 4]], pro=True, actions=[["stop"], []]))
    choose(match, 45, 42)
    # 42 is placed first (after 40); then player 0's 45 would follow it on row 8.
    assert match.to_act == (0,) and match.flow.at == "place"
    assert match.legal_moves(0) == [PlayStop(6), PlayStop(7), PlayStop(8), PlayStop(9), Place()]
    match.submit(0, PlayStop(7))
    assert events(match, ActionPlayed) == [ActionPlayed(0, "stop", 7)]
    assert match.state.markers == (7,)
    # No card left: 45 is placed at once, by the normal rule among the unstopped rows.
    assert placed(match) == [(42, 8, 2), (45, 7, 3)]
    assert match.state.actions[0].items == () and match.state.discard == ("stop",)


def test_stopped_rows_are_ignored_by_every_tile_until_a_take() -> None:
    match = start(table(ROWS, [[45, 1, 3], [99, 2, 4]], pro=True, markers=[8]))
    choose(match, 45, 99)
    assert placed(match)[0] == (45, 7, 3)
    assert match.state.markers == (7,)


def test_stop_is_not_playable_while_both_markers_are_out() -> None:
    match = start(table(ROWS, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["stop", "jump"], []],
                        markers=[7, 9]))
    choose(match, 45, 99)
    assert match.legal_moves(0) == [PlayJump(), Place()]
    refused(match, 0, PlayStop(9), "both stop markers are on the board")


def test_one_marker_per_row() -> None:
    match = start(table(ROWS, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["stop"], []], markers=[8]))
    choose(match, 45, 99)
    refused(match, 0, PlayStop(7), "row 8 already has a stop marker")
    refused(match, 0, PlayStop(2), "row 3 is not active")


def test_any_take_removes_all_markers() -> None:
    rows: dict[int, Row] = {7: (30, 31, 32, 33), 8: (40,), 9: (50,), 10: (60,)}
    match = start(table(rows, [[34, 1, 3], [99, 2, 4]], pro=True, markers=[8, 9]))
    choose(match, 34, 99)
    assert events(match, RowTaken) and match.state.markers == ()


# -- Swap -----------------------------------------------------------------------------------------


def test_swap_places_the_new_tile_at_once_and_bars_the_old_one_this_round() -> None:
    match = start(table(ROWS, [[35, 80, 90, 95], [45, 46]], pro=True, actions=[["extra", "swap"], []]))
    choose(match, 35, 45)
    assert match.legal_moves(0) == [PlayExtra(), PlaySwap(), Place()]
    match.submit(0, PlaySwap())
    assert match.flow.at == "swap_tile"
    assert match.legal_moves(0) == [PlayTile((80,)), PlayTile((90,)), PlayTile((95,))]
    match.submit(0, PlayTile((80,)))
    assert events(match, TileSwapped) == [TileSwapped(0, 35, 80)]
    assert hand(match, 0) == (35, 90, 95) and match.state.barred == (35,)
    # The new tile gets its own cards; 35 may not come back this round.
    match.submit(0, PlayExtra())
    assert match.legal_moves(0) == [PlayTile((90,)), PlayTile((95,))]
    refused(match, 0, PlayTile((35,)), "swapped back this round")
    match.submit(0, PlayTile((90,)))
    assert events(match, ExtraTile) == [ExtraTile(0, 90)]
    # 80 was placed before 45, whatever the numbers; the extra tile right after it.
    assert [t for t, _, _ in placed(match)] == [80, 90, 45]
    assert hand(match, 0) == (35, 95) and match.state.round == 2 and match.state.barred == ()


def test_swap_with_one_other_tile_plays_it_without_asking() -> None:
    match = start(table(ROWS, [[35, 80], [45, 46, 47]], pro=True, actions=[["swap"], []]))
    choose(match, 35, 45)
    match.submit(0, PlaySwap())
    assert events(match, TileSwapped) == [TileSwapped(0, 35, 80)]
    assert [t for t, _, _ in placed(match)] == [80, 45]


def test_swap_comes_before_the_cards_that_move_the_tile() -> None:
    match = start(table(ROWS, [[45, 80], [99, 2]], pro=True, actions=[["jump", "stop", "swap"], []]))
    choose(match, 45, 99)
    match.submit(0, PlayJump())
    refused(match, 0, PlaySwap(), "swap: play it before jump")


# -- Jump -----------------------------------------------------------------------------------------


def test_jump_skips_a_space_that_later_tiles_skip_too() -> None:
    match = start(table(ROWS, [[45, 1, 3], [47, 2, 4]], pro=True, actions=[["jump"], []]))
    choose(match, 45, 47)
    match.submit(0, PlayJump())
    assert row(match, 8) == (40, None, 45, 47)
    assert events(match, Scored) == [Scored(0, -3, "-3", 0)]     # 45 landed on row 8's -3 space


def test_jump_is_refused_when_the_next_free_space_is_the_take_space() -> None:
    rows: dict[int, Row] = {**ROWS, 8: (40, 41, 42, 43, 44, 45)}
    match = start(table(rows, [[46, 1, 3], [99, 2, 4]], pro=True, actions=[["jump", "stop"], []]))
    choose(match, 46, 99)
    refused(match, 0, PlayJump(), "jump: the next free space of row 8 is the take space")


def test_jump_may_land_on_the_take_space() -> None:
    rows: dict[int, Row] = {**ROWS, 7: (30, 31, 32)}
    match = start(table(rows, [[33, 1, 3], [99, 2, 4]], pro=True, actions=[["jump"], []]))
    choose(match, 33, 99)
    match.submit(0, PlayJump())
    assert events(match, RowTaken) == [RowTaken(0, 6, (30, 31, 32), (), 33)]
    assert events(match, Scored)[0] == Scored(0, -5, "T", 0)


def test_one_jump_per_tile() -> None:
    match = start(table(ROWS, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["jump", "jump", "stop"], []]))
    choose(match, 45, 99)
    match.submit(0, PlayJump())
    refused(match, 0, PlayJump(), "jump: one jump per tile")


def test_skipped_spaces_go_when_the_row_is_taken() -> None:
    rows: dict[int, Row] = {**ROWS, 7: (30, None, 32, 33)}
    match = start(table(rows, [[34, 1, 3], [99, 2, 4]], pro=True))
    choose(match, 34, 99)
    assert events(match, RowTaken)[0].tiles == (30, 32, 33)
    assert row(match, 7) == ()


# -- To start -------------------------------------------------------------------------------------


def test_to_start_shifts_the_row_and_the_last_tiles_space_acts() -> None:
    rows: dict[int, Row] = {**ROWS, 7: (30, 31, 32)}
    match = start(table(rows, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["to_start"], []]))
    choose(match, 45, 99)
    assert match.legal_moves(0) == [PlayToStart(6), PlayToStart(7), Place()]
    refused(match, 0, PlayToStart(8), "the first tile of row 9 (50) is not lower than 45")
    match.submit(0, PlayToStart(6))
    assert row(match, 7) == (45, 30, 31, 32)
    assert events(match, TilePlaced)[0] == TilePlaced(0, 45, 6, 0, True)
    # The first space has no effect; 32 reached R1: player 0 loses 32's bullheads.
    assert events(match, Scored)[0] == Scored(0, -1, "R1", 0)


def test_to_start_shifts_skipped_spaces_with_the_tiles() -> None:
    rows: dict[int, Row] = {**ROWS, 8: (40, None, 42)}
    match = start(table(rows, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["to_start"], []]))
    choose(match, 45, 99)
    match.submit(0, PlayToStart(7))
    assert row(match, 8) == (45, 40, None, 42)
    assert not [e for e in events(match, Scored) if e.player == 0]


def test_to_start_can_push_a_tile_onto_the_take_space() -> None:
    rows: dict[int, Row] = {**ROWS, 7: (30, 31, 32, 33)}
    match = start(table(rows, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["to_start"], []], markers=[9]))
    choose(match, 45, 99)
    match.submit(0, PlayToStart(6))
    # The card's player takes every other tile, their own 45 included; 33 starts a new row.
    assert events(match, RowTaken) == [RowTaken(0, 6, (30, 31, 32, 45), (), 33)]
    assert events(match, Scored) == [Scored(0, -(3 + 1 + 1 + 2), "T", 0)]
    assert match.state.markers == () and match.flow.at == "pick_row"
    match.submit(0, PickRow(4))
    assert row(match, 5) == (33,)


def test_to_start_is_not_combined_with_jump_nor_with_ascending() -> None:
    match = start(table(ROWS, [[55, 1, 3], [99, 2, 4]], pro=True,
                        actions=[["ascending", "jump", "to_start"], []]))
    choose(match, 55, 99)
    match.submit(0, PlayJump())
    refused(match, 0, PlayToStart(6), "to start: cannot be combined with jump")
    match.submit(0, PlayAscending(6))           # jump and ascending do combine
    assert match.legal_moves(0) == [Place()]    # to start is still held, but of no use now
    match.submit(0, Place())
    assert row(match, 7) == (30, 31, None, 55)
    other = start(table(ROWS, [[55, 1, 3], [99, 2, 4]], pro=True,
                        actions=[["ascending", "to_start", "stop"], []]))
    choose(other, 55, 99)
    other.submit(0, PlayToStart(6))
    refused(other, 0, PlayAscending(7), "at most one of to start and ascending per tile")
    refused(other, 0, PlayStop(6), "no card may put a tile on a stopped row")


def test_to_start_never_onto_a_stopped_row() -> None:
    match = start(table(ROWS, [[45, 1, 3], [99, 2, 4]], pro=True, actions=[["to_start"], []], markers=[7]))
    choose(match, 45, 99)
    refused(match, 0, PlayToStart(6), "row 7 has a stop marker; no card may put a tile on a stopped row")


# -- Ascending ------------------------------------------------------------------------------------


def test_ascending_puts_the_tile_on_any_row_ending_lower() -> None:
    match = start(table(ROWS, [[55, 1, 3], [99, 2, 4]], pro=True, actions=[["ascending"], []]))
    choose(match, 55, 99)
    # Rows 7 (31), 8 (40) and 9 (50) end lower: any of them, even row 9 where 55 goes anyway;
    # row 10 (60) does not.
    assert match.legal_moves(0) == [PlayAscending(6), PlayAscending(7), PlayAscending(8), Place()]
    refused(match, 0, PlayAscending(9), "the last tile of row 10 (60) is not lower than 55")
    match.submit(0, PlayAscending(6))
    assert row(match, 7) == (30, 31, 55)


def test_ascending_with_jump_needs_a_space_to_jump() -> None:
    rows: dict[int, Row] = {**ROWS, 7: (30, 31, 32, 33)}
    match = start(table(rows, [[55, 1, 3], [99, 2, 4]], pro=True, actions=[["ascending", "jump"], []]))
    choose(match, 55, 99)
    match.submit(0, PlayJump())
    refused(match, 0, PlayAscending(6), "jump: the next free space of row 7 is the take space")


# -- Extra ----------------------------------------------------------------------------------------


def test_extra_tile_is_placed_right_after_and_may_get_its_own_cards() -> None:
    match = start(table(ROWS, [[35, 36, 90], [45, 46]], pro=True,
                        actions=[["extra", "extra", "stop"], []]))
    choose(match, 35, 45)
    match.submit(0, PlayExtra())
    assert match.flow.at == "extra_tile"
    match.submit(0, PlayTile((90,)))
    refused(match, 0, PlayExtra(), "extra: one extra tile per tile")
    match.submit(0, Place())
    # 90 now gets its own question, and its own Extra (36 is the only tile left: no question).
    assert match.state.waiting[0] == (90, 0) and PlayExtra() in match.legal_moves(0)
    match.submit(0, PlayExtra())
    assert events(match, ExtraTile) == [ExtraTile(0, 90), ExtraTile(0, 36)]
    match.submit(0, Place())                    # 90 (player 0 still holds a stop card)
    match.submit(0, Place())                    # 36
    assert [t for t, _, _ in placed(match)] == [35, 90, 36, 45]


def test_extra_emptying_the_hand_ends_the_pro_game_at_the_end_of_the_round() -> None:
    match = start(table(ROWS, [[35, 36], [45, 46]], pro=True, actions=[["extra", "stop"], []]))
    choose(match, 35, 45)
    match.submit(0, PlayExtra())
    assert hand(match, 0) == () and match.state.emptied
    match.submit(0, Place())                    # 35
    match.submit(0, Place())                    # 36 (player 0 still holds a stop card)
    assert match.is_over
    assert events(match, HandScored)[0] == HandScored(0, (), 0, 1)
