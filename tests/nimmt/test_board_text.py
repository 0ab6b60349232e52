"""Words and drawings for the board game: every move and event has a text; the board renders."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import senet
from senet_games.nimmt import GAME, board
from senet_games.nimmt.board_state import (
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
from senet_games.nimmt.board_text import describe_event, describe_move, render
from senet_games.nimmt.classic_text import describe_move as classic_move
from senet_games.nimmt.common import PlayTile
from tests.nimmt.board_kit import choose, start, table

MOVES = [Place(), PlayStop(2), PlaySwap(), PlayJump(), PlayToStart(6), PlayAscending(7), PlayExtra(),
         PlayPlusFive(), PlayTwoPositive((50, 52)), PickRow(4), TakeLuck("plus5"), PlayTile((42, 57))]
EVENTS = [
    TilesDealt(1, 12, tuple(range(1, 13))), TilesDealt(1, 12), RowsStarted(((0, 5), (1, 50))),
    ActionsDrawn(0, 2, False, ("stop", "jump")), ActionsDrawn(0, 1, True), RoundStarted(2, 2),
    TilesRevealed(((7, 1), (31, 0))), ActionPlayed(0, "stop", 3), ActionPlayed(0, "jump"),
    TileSwapped(0, 35, 80), ExtraTile(0, 90), LuckPlayed(0, "two_positive", (50, 52)),
    TilePlaced(0, 45, 6, 0, True), TilePlaced(1, 46, 6, 3), Scored(0, -35, "T", 4),
    RowTaken(0, 8, (70, 71), (71,), 75), RowStarted(0, 75, 2), TileDrawn(0, 77), TileDrawn(0),
    LuckTaken(0, "plus5"), LuckMissed(0), HandScored(0, (44, 50), 8, 2),
]


def test_every_board_move_has_words() -> None:
    texts = [describe_move(m) for m in MOVES]
    assert all(texts) and len(set(texts)) == len(texts)
    assert set(board.MOVES) <= {type(m) for m in MOVES}
    assert describe_move(PickRow(4)) == "start row 5"


def test_every_board_event_has_words_and_hides_what_is_secret() -> None:
    assert {type(e) for e in EVENTS} == set(board.EVENTS)
    assert all(describe_event(e, 0) for e in EVENTS)
    assert describe_event(TileDrawn(0), 1) == "player 0 drew a tile from the stock"
    assert describe_event(TileDrawn(0, 77), 0) == "you drew tile 77 from the stock"
    assert describe_event(TilesDealt(1, 12), 0) == "player 1 got 12 tiles"
    assert describe_event(Scored(0, -35, "T", 4), 1) == "player 0: -35 points (T); 4 clovers reached"


def test_place_says_where_the_tile_goes() -> None:
    match = start(table({7: (30, 31), 8: (40,), 9: (50,), 10: (60,)}, [[45, 1, 3], [99, 2, 4]], pro=True,
                        actions=[["jump"], []]))
    choose(match, 45, 99)
    view = match.view(0)
    assert describe_move(Place(), view) == "place 45 on row 8, space 2 (.)"
    match.submit(0, PlayJump())
    assert match.view(1).state.rows[7] == (40, None, 45)


def test_the_two_variants_text_do_not_claim_each_others_views() -> None:
    classic = senet.new_match(GAME, 3, options={"variant": "classic"})
    assert describe_move(Place(), classic.view(0)) is None
    assert render(classic.view(0)) is None
    boardgame = senet.new_match(GAME, 3)
    assert classic_move(PlayTile((5,)), boardgame.view(0)) is None


@pytest.mark.parametrize("options", [{}, {"luck": True}, {"side": "pro", "luck": True}])
def test_the_board_renders_for_players_and_spectators(options: dict[str, object]) -> None:
    match = senet.new_match(GAME, 4, seed=5, options=options)
    senet.play_out(match, max_moves=30)
    for viewer in (None, 0, 3):
        out = io.StringIO()
        Console(file=out, width=120, color_system=None).print(render(match.view(viewer)))
        text = out.getvalue()
        assert "row 10" in text and "players" in text
        hand = match.state.hands[0]
        assert ("your tiles" in text) == (viewer is not None)
        if viewer == 0 and hand:
            assert " ".join(map(str, hand)) in text
