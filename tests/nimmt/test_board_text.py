"""Words and drawings for the board game: every move and event has a text; the board renders."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

import senet
from senet import Hand, Secret
from senet_games.nimmt import (
    GAME,
    Action,
    ActionPlayed,
    ActionsDrawn,
    ExtraTile,
    HandScored,
    Luck,
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
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TakeLuck,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
    TileSwapped,
)
from senet_games.nimmt.state import hand as state_hand
from senet_games.nimmt.table import render
from senet_games.nimmt.tiles import TILE_BULLS
from senet_games.nimmt.words import WORDS
from tests.nimmt.board_kit import choose, hand, start, table

describe_move, describe_event = WORDS.describe_move, WORDS.describe_event

MOVES = [Place(), PlayStop(2), PlaySwap(), PlayJump(), PlayToStart(6), PlayAscending(7), PlayExtra(),
         PlayPlusFive(), PlayTwoPositive((50, 52)), PickRow(4), TakeLuck(Luck.PLUS5), PlayTile((42, 57))]
EVENTS = [
    TilesDealt(1, Hand(1, range(1, 13))), TilesDealt(1, Hand(1, (), 12)), RowsStarted(((0, 5), (1, 50))),
    ActionsDrawn(0, Hand(0, (Action.STOP, Action.JUMP))), ActionsDrawn(0, Hand(0, (), 1), True),
    RoundStarted(2, 2), TilesRevealed(((7, 1), (31, 0))), ActionPlayed(0, Action.STOP, 3),
    ActionPlayed(0, Action.JUMP), TileSwapped(0, 35, 80), ExtraTile(0, 90),
    LuckPlayed(0, Luck.TWO_POSITIVE, (50, 52)), TilePlaced(0, 45, 6, 0, True), TilePlaced(1, 46, 6, 3),
    Scored(0, -35, "T", 4), RowTaken(0, 8, (70, 71), (71,), 75), RowStarted(0, 75, 2),
    TileDrawn(0, Secret(0, 77)), TileDrawn(0, Secret(0, None, True)), LuckTaken(0, Luck.PLUS5),
    LuckMissed(0), HandScored(0, (44, 50), 8, 2),
]


def test_every_board_move_has_words() -> None:
    texts = [describe_move(m) for m in MOVES]
    assert all(texts) and len(set(texts)) == len(texts)
    assert set(GAME.moves) <= {type(m) for m in MOVES}
    assert describe_move(PickRow(4)) == "start row 5"


def test_every_board_event_has_words_and_hides_what_is_secret() -> None:
    assert {type(e) for e in EVENTS} == set(GAME.events)
    assert all(describe_event(e, 0) for e in EVENTS)
    drawn = TileDrawn(0, Secret(0, 77))
    assert describe_event(senet.mask(drawn, 1), 1) == "player 0 drew a tile from the stock"
    assert describe_event(drawn, 0) == "you drew tile 77 from the stock"
    dealt = TilesDealt(1, Hand(1, range(1, 13)))
    assert describe_event(senet.mask(dealt, 0), 0) == "player 1 got 12 tiles"
    assert describe_event(dealt, 1).startswith("you got 12 tiles: 1 2 3")
    assert describe_event(Scored(0, -35, "T", 4), 1) == (
        "player 0: -35 points for taking the row (T); 4 clovers reached")
    assert describe_event(Scored(1, 2, "G1"), 1) == "you: +2 points for the G1 space"
    assert describe_event(Scored(1, 5, "+5 card"), 0) == "player 1: +5 points for the +5 good-luck card"


def test_place_says_where_the_tile_goes() -> None:
    match = start(table({7: (30, 31), 8: (40,), 9: (50,), 10: (60,)}, [[45, 1, 3], [99, 2, 4]], pro=True,
                        actions=[["jump"], []]))
    choose(match, 45, 99)
    view = match.view(0)
    assert describe_move(Place(), view) == "place 45 on row 8, space 2 (plain)"
    match.submit(0, PlayJump())
    assert match.view(1).state.rows[7] == (40, None, 45)


def test_the_classic_card_game_is_another_game() -> None:
    # The board game's declaration has no classic variant to switch to (nimmt-classic is its own).
    assert "variant" not in {o.name for o in GAME.options}
    with pytest.raises(senet.SenetError):
        senet.new_match(GAME, 3, options={"variant": "classic"})
    boardgame = senet.new_match(GAME, 3)
    assert describe_move(PlayTile((5,)), boardgame.view(0)) == "play 5 (2 bullheads)"
    assert "board game" in GAME.title


@pytest.mark.parametrize("options", [{}, {"luck": True}, {"side": "pro", "luck": True}])
def test_the_board_renders_for_players_and_spectators(options: dict[str, object]) -> None:
    match = senet.new_match(GAME, 4, seed=5, options=options)
    senet.play_out(match, max_moves=30)
    for viewer in (None, 0, 3):
        out = io.StringIO()
        Console(file=out, width=120, color_system=None).print(render(match.view(viewer)))
        text = out.getvalue()
        assert "row 10" in text and "players" in text
        tiles = hand(match, 0)
        assert ("your tiles" in text) == (viewer is not None)
        if viewer == 0 and tiles:
            assert " ".join(f"{t}/{TILE_BULLS[t]}" for t in tiles) in text


# Pro rows used below (as printed):
#   row 7:  .  A  .  R1 T          row 9:  A  .  .  D  .  TH
#   row 8:  .  .  -3 .  G1 .  T    row 10: .  R1 .  .  +4 .  T
CARDS = ["jump", "stop", "to_start", "ascending"]


def drawn(view: senet.View, width: int = 120) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(render(view))
    return out.getvalue()


def test_each_card_says_where_the_tile_would_go_and_what_the_space_does() -> None:
    match = start(table({7: (30, 31, 32), 8: (40,), 9: (50,), 10: (60,)}, [[45, 1, 3], [99, 2, 4]],
                        pro=True, actions=[CARDS, []]))
    choose(match, 45, 99)
    view = match.view(0)
    said = {describe_move(m, view) for m in match.legal_moves(0)}
    assert said >= {
        "place 45 on row 8, space 2 (plain)",
        "jump: 45 skips space 2 and goes onto row 8, space 3 (-3)",
        "stop: a marker on row 8; 45 then goes to row 7, space 4 (R1: -2)",
        "to start: 45 goes onto the first space of row 7; the row shifts and 32 reaches space 4 "
        "(R1: -1)",
        "ascending: 45 goes onto row 7, space 4 (R1: -2)",
    }
    text = drawn(view)
    assert "next: 45 (you) goes to row 8, space 2 (plain) unless cards change it" in text
    assert "to be placed, in this order: 45 (you), 99 (player 1)" in text


def test_take_spaces_say_what_the_take_costs_or_brings() -> None:
    row10 = (60, 61, 62, 63, 64, 65)  # 3+1+1+1+1+2 = 9 bullheads; the next tile lands on T
    match = start(table({7: (30,), 8: (40,), 9: (50, 51, 52, 53, 54), 10: row10},
                        [[66, 55, 3], [99, 2, 4]], pro=True, luck=True, lucky=[(1, 1), (0, 0)],
                        scores=[20, 0]))  # no clover reached: the take goes on to its new row
    choose(match, 66, 99)
    view = match.view(0)
    said = {describe_move(m, view) for m in match.legal_moves(0)}
    assert "place 66 on row 10, space 7 (T: take the row, -9)" in said
    assert "two positive: 60 and 65 count as gains: +1 instead of -9" in said
    match.submit(0, Place())
    assert match.flow.at == "pick_row"
    rows = {describe_move(m, match.view(0)) for m in match.legal_moves(0)}
    assert {"start row 1 with 66 (plain)", "start row 2 with 66 (A: draw an action card)"} <= rows
    assert "66 (you) took a row and now starts an empty row" in drawn(match.view(0))


def test_plus_five_and_a_take_into_the_hand() -> None:
    match = start(table({7: (30,), 8: (40,), 9: (50, 51, 52, 53, 54), 10: (60,)},
                        [[55, 5, 3], [99, 2, 4]], pro=True, luck=True, lucky=[(1, 1), (0, 0)]))
    choose(match, 55, 99)
    view = match.view(0)
    said = {describe_move(m, view) for m in match.legal_moves(0)}
    assert "place 55 on row 9, space 6 (TH: its 5 tiles into the hand)" in said
    assert "two positive: 50 and 51 count as gains: +4, the other 3 tiles into your hand" in said


def test_swap_names_the_tile_and_where_the_new_one_goes() -> None:
    match = start(table({7: (30,), 8: (40,), 9: (50,), 10: (60,)}, [[45, 33, 62], [99, 2, 4]],
                        pro=True, actions=[["swap"], []]))
    choose(match, 45, 99)
    assert describe_move(PlaySwap(), match.view(0)) == (
        "swap: take 45 back and play another tile instead, right now")
    match.submit(0, PlaySwap())
    view = match.view(0)
    assert view.phase == "swap_tile"
    assert describe_move(PlayTile((33,)), view) == (
        "swap in 33: it goes to row 7, space 2 (A: draw an action card)")
    assert describe_move(PlayTile((62,)), view) == "swap in 62: it goes to row 10, space 2 (R1: -1)"


def test_choices_name_the_bullheads_and_the_log_does_not() -> None:
    match = senet.new_match(GAME, 3, seed=4)
    view = match.view(0)
    tiles = state_hand(view.state, 0)
    texts = [describe_move(PlayTile((t,)), view) for t in tiles]
    assert texts[0] == f"play {tiles[0]} ({TILE_BULLS[tiles[0]]} bullhead{'s' * (TILE_BULLS[tiles[0]] > 1)})"
    assert describe_move(PlayTile((12, 14))) == "play 12 and 14"
    assert describe_move(PlayTile((55,))) == "play 55"


def test_takes_and_row_starts_read_as_sentences() -> None:
    assert describe_event(RowTaken(1, 2, (16, 24, 30), (), 88), 0) == (
        "player 1 took row 3: 16 24 30 (5 bullheads); 88 moves to a new row")
    assert describe_event(RowTaken(0, 2, (6, 47, 54, 79), (6, 47, 54, 79), 14), 0) == (
        "you took row 3 into the hand: 6 47 54 79; 14 moves to a new row")
    assert describe_event(RowTaken(0, 2, (6, 47, 83, 87), (6, 47), 3), 1) == (
        "player 0 took row 3 into the hand: 6 47 (83 and 87 counted as gains); 3 moves to a new row")
    assert describe_event(RowStarted(2, 88, 4), 0) == "player 2 started row 5 with 88"
    assert describe_event(ActionsDrawn(0, Hand(0, (Action.SWAP,))), 0) == "you drew an action card: swap"
    assert describe_event(ActionsDrawn(0, Hand(0, (Action.STOP, Action.JUMP))), 0) == (
        "you drew action cards: stop, jump")
    assert describe_event(ActionsDrawn(0, Hand(0, (), 2)), 1) == "player 0 drew 2 action cards"
    assert describe_event(HandScored(1, (44, 50), 8, 2), 1) == (
        "final count: you -8 points for the tiles left (44 50), +2 points for 2 action cards")


def test_the_board_shows_row_bullheads_markers_and_an_open_two_tile_mark() -> None:
    match = start(table({1: (51, 55), 2: (64,), 3: (75,), 5: (70,)}, [[10, 20, 30], [11, 21, 31]],
                        markers=[2]))
    text = drawn(match.view(0))
    lines = {m[1]: line for line in text.splitlines() if (m := re.match(r"│\s+row (\d+) ", line))}
    assert "6 bullheads" in lines["1"]
    assert "1 bullhead" in lines["2"] and "STOP" in lines["2"]
    assert "3 bullheads" in lines["5"] and "2T open" in lines["5"]
    assert "bullhead" not in lines["4"] and "STOP" not in lines["1"]
    assert "· two tiles each" in text.splitlines()[0]
    assert "G1 G2 gain" in text and "TH take" not in text  # the basic side's legend


@pytest.mark.parametrize("width", [80, 120])
def test_the_board_fits_the_terminal(width: int) -> None:
    match = senet.new_match(GAME, 6, seed=2, options={"side": "pro", "luck": True})
    senet.play_out(match, max_moves=40)
    for viewer in (None, 0):
        lines = drawn(match.view(viewer), width).splitlines()
        assert max(len(line) for line in lines) <= width
        assert "…" not in "\n".join(lines)  # nothing cut short
        assert any("row 10" in line for line in lines)


def test_the_end_says_game_over_not_what_comes_next() -> None:
    match = senet.new_match(GAME, 3, seed=4)
    senet.play_out(match)
    assert match.is_over
    title = drawn(match.view(0)).splitlines()[0]
    assert "game over" in title and "two tiles" not in title and "(deal 2)" in title
