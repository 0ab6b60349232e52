"""The classic card game's words and terminal table (plugins/nimmt/classic/words.py, table.py)."""

from __future__ import annotations

import io

from rich.console import Console

import senet
from senet import Hand
from senet_games.nimmt.classic import (
    CardPlaced,
    HandDealt,
    PlayTile,
    RoundDealt,
    RowTaken,
    TakeRow,
    TrickRevealed,
)
from senet_games.nimmt.classic import table as classic_table
from senet_games.nimmt.classic.words import WORDS
from senet_games.nimmt.tiles import CARD_BULLS


def drawn(renderable: object) -> str:
    console = Console(width=100, file=io.StringIO())
    console.print(renderable)
    assert isinstance(console.file, io.StringIO)
    return console.file.getvalue()


def test_moves() -> None:
    assert WORDS.describe_move(TakeRow(2)) == "take row 3"
    assert WORDS.describe_move(PlayTile((55,))) == "play 55"
    assert WORDS.describe_move(PlayTile((12, 34))) == "play 12 34"  # never listed: one card a trick


def test_moves_with_the_choosers_view() -> None:
    match = senet.new_match("nimmt-classic", 2, 0)
    view = match.view(0)
    assert WORDS.describe_move(PlayTile((55,)), view) == "play 55 (7 bullheads)"
    assert WORDS.describe_move(PlayTile((9,)), view) == "play 9 (1 bullhead)"
    first = view.state.rows[0][0]
    bulls = CARD_BULLS[first]
    assert WORDS.describe_move(TakeRow(0), view) == (
        f"take row 1: {first} ({bulls} bullhead{'' if bulls == 1 else 's'})")


def test_events() -> None:
    assert WORDS.describe_event(RoundDealt(2, (5, 6, 7, 8)), None) == (
        "round 2: the rows start with 5, 6, 7, 8")
    assert WORDS.describe_event(HandDealt(1, Hand(1, (3, 9))), 1) == "your new hand: 3 9"
    assert WORDS.describe_event(HandDealt(1, Hand(1, (), 2)), 0) == "player 1 got a new hand"
    assert WORDS.describe_event(TrickRevealed(((3, 1), (9, 0))), 0) == (
        "cards revealed, placed lowest first: 3 (player 1), 9 (you)")
    assert WORDS.describe_event(CardPlaced(0, 9, 3), 0) == "you put 9 on row 4"
    assert WORDS.describe_event(RowTaken(1, 0, (10, 55), 10, 4), None) == (
        "player 1 took row 1 (10 55: 10 bullheads); 4 starts it")


def test_render_for_a_player_and_a_spectator() -> None:
    match = senet.new_match("nimmt-classic", 3, 4)
    senet.play_out(match, max_moves=5)
    mine = drawn(classic_table.render(match.view(2)))
    assert "rows (card/bullheads)" in mine and "your hand:" in mine
    assert "round 1" in mine and "of 10 tricks played" in mine
    assert "penalty" in mine and "you" in mine
    spectator = drawn(classic_table.render(match.view(None)))
    assert "your hand" not in spectator


def test_the_end_says_who_reached_the_limit() -> None:
    match = senet.new_match("nimmt-classic", 3, 4)
    assert senet.play_out(match).finished
    text = drawn(classic_table.render(match.view(0)))
    assert "game over" in text.splitlines()[0]
    losers = [p for p, points in enumerate(match.state.penalties) if points >= 66]
    assert losers
    named = ", ".join(f"{'you' if p == 0 else f'player {p}'} ({match.state.penalties[p]})" for p in losers)
    assert f"game over: {named} reached 66 or more penalty points" in text
    assert "game over" not in drawn(classic_table.render(senet.new_match(
        "nimmt-classic", 3, 4).view(0)))
