"""The command's words and pictures (senet.cli.text): game text first, generic fallbacks."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console

import senet
from senet import Committed, Revealed
from senet.cli import text
from senet.testing import faced
from senet_games.nimmt import PlayTile
from senet_games.nimmt.classic import GAME


def drawn(renderable: Any) -> str:
    console = Console(width=120, file=io.StringIO())
    console.print(renderable)
    assert isinstance(console.file, io.StringIO)
    return console.file.getvalue()


def view() -> senet.View:
    return senet.new_match("nimmt-classic", 2, 0).view(0)


def test_engine_events_use_the_games_move_text() -> None:
    game = faced(
        GAME, describe_move=lambda m, view: f"card {m.tiles[0]}" if isinstance(m, PlayTile) else "?")
    assert text.describe_event(game, Committed(0, None), 1) == "player 0 made a secret choice"
    assert text.describe_event(game, Committed(1, PlayTile((9,))), 1) == "you chose in secret: card 9"
    assert text.describe_event(game, Revealed((PlayTile((9,)), PlayTile((4,)))), None) == (
        "choices revealed: player 0: card 9; player 1: card 4")


def test_generic_view_shows_the_fields() -> None:
    out = drawn(text.render_view(faced(GAME, render=None), view()))
    for field in ("rows", "hand", "penalties", "round", "as player 0"):
        assert field in out


@pytest.mark.parametrize("drawing", [None, "THE TABLE [red]AS TEXT"])
def test_a_game_drawing_or_the_fallback(drawing: str | None) -> None:
    game = faced(GAME, render=lambda v: drawing)
    out = drawn(text.render_view(game, view()))
    if drawing is None:
        assert "penalties" in out
    else:
        assert "THE TABLE [red]AS TEXT" in out  # a string is text, not markup


def test_game_text_is_never_markup() -> None:
    game = faced(GAME, describe_event=lambda e, v: "[bold]raw[/bold]")
    match = senet.new_match(game, 2, 0)
    out = drawn(text.entries_table(game, match.log_for(0), 0))
    assert "[bold]raw[/bold]" in out


def test_a_failing_game_text_is_a_one_line_internal_error() -> None:
    def broken(move: senet.Move, view: object) -> str:
        raise KeyError("oops")

    game = faced(GAME, describe_move=broken)
    with pytest.raises(senet.InternalError, match="describe_move raised KeyError"):
        text.describe_move(game, PlayTile((1,)))


def test_status_line() -> None:
    line = text.status_line(GAME, view()).plain
    assert line.startswith("phase choose: everyone picks a card · ")
    assert "waiting for you, player 1" in line


def test_result_table_marks_shared_first_places() -> None:
    out = drawn(text.result_table(senet.Result((3, 3, 9), (1, 1, 3)), {2: "bot"}, viewer=0))
    assert "winner: you, player 1 (shared first place)" in out
    assert "player 2 (bot)" in out
