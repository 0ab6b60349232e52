"""``senet play``: whole games through the prompts, bad answers, stopping and saving, seats."""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import senet
from senet.cli import common
from senet.cli.play import Session, parse_seats
from senet.cli.prompt import choices

from .conftest import Ran, Script

PLAY = ("play", "nimmt-classic", "--players", "2", "--seed", "11")


def test_whole_game_through_the_prompts(run: Callable[..., Ran], script: Callable[..., Script]) -> None:
    answers = script(itertools.chain(["x", "999", "0", ""], itertools.repeat("1")))
    ran = run(*PLAY)
    assert ran.code == 0, ran.err
    assert "'x' is not a number" in ran.out
    assert "999 is out of range: choose one of 1-10, the number in brackets before a move" in ran.out
    assert "0 is out of range" in ran.out
    assert "an empty line is not a number" in ran.out
    assert "Result" in ran.out and "winner:" in ran.out
    assert "you (human)" in ran.out and "player 1 (bot)" in ran.out
    # The game went on after the bad answers: many decisions were asked, all of seat 0.
    assert len(answers.prompts) > 20
    assert all(p.startswith("player 0, your move [1-") for p in answers.prompts)


def test_whole_game_with_the_classic_text(run: Callable[..., Ran], script: Callable[..., Script],
                                          wired: senet.Registry, tmp_path: Path) -> None:
    script(itertools.repeat("2"))
    save = tmp_path / "game.senet"
    ran = run(*PLAY, "--save", str(save))
    assert ran.code == 0, ran.err
    assert "your new hand:" in ran.out  # the game's own event text
    assert "rows (card/bullheads)" in ran.out  # the game's own drawing
    assert "[1] play " in ran.out  # numbered moves in the game's words
    chose = ran.out.split("you chose: play ")[1].splitlines()[0]
    assert "bullhead" in chose  # said as in the list, with the chooser's view
    assert "PlayTile(" not in ran.out
    assert "winner:" in ran.out
    assert f"saved to {save}" in ran.out
    assert senet.load_match(save.read_bytes(), wired).is_over


def test_refused_move_is_explained_and_asked_again(
        run: Callable[..., Ran], script: Callable[..., Script], monkeypatch: pytest.MonkeyPatch) -> None:
    real = senet.Match.submit
    refused: list[senet.Move] = []

    def submit(self: senet.Match[Any], player: int, move: senet.Move) -> Any:
        if player == 0 and not refused:
            refused.append(move)
            raise senet.IllegalMove("that card is stuck to the table")
        return real(self, player, move)

    monkeypatch.setattr(senet.Match, "submit", submit)
    answers = script(["1", "1", "q"])
    ran = run(*PLAY)
    assert "refused: that card is stuck to the table; choose again" in ran.out
    assert "you chose:" in ran.out  # the second "1" was accepted
    assert len(answers.prompts) == 3
    assert ran.code == common.STOPPED  # quit (without --save)


def test_help_shows_the_table_again(run: Callable[..., Ran], script: Callable[..., Script]) -> None:
    script(["?"])
    ran = run(*PLAY)
    assert ran.out.count("player 0: your moves") == 2


@pytest.mark.parametrize("ending", [EOFError, KeyboardInterrupt])
def test_stopping_saves_a_loadable_file(run: Callable[..., Ran], script: Callable[..., Script],
                                        tmp_path: Path, ending: type[BaseException]) -> None:
    script(["1", "2", "1"], ending=ending)
    save = tmp_path / "stopped.senet"
    ran = run(*PLAY, "--save", str(save))
    assert ran.code == common.STOPPED
    assert "the match is unfinished" in ran.out
    assert f"saved to {save}" in ran.out
    match = senet.load_match(save.read_bytes())
    assert not match.is_over
    assert match.seed == 11 and match.players == 2
    assert sum(1 for player, _ in match.moves if player == 0) == 3


def test_quit_saves_too(run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    script(["1", "quit"])
    save = tmp_path / "quit.senet"
    ran = run(*PLAY, "--save", str(save))
    assert ran.code == common.STOPPED
    assert "stopped (you quit)" in ran.out
    assert senet.load_match(save.read_bytes()).moves


def test_stopping_without_save_says_so(run: Callable[..., Ran], script: Callable[..., Script]) -> None:
    script([])
    ran = run(*PLAY)
    assert ran.code == common.STOPPED
    assert "stopped (end of input)" in ran.out
    assert "not saved" in ran.out


def test_hot_seat_hands_over_and_hides_choices(run: Callable[..., Ran],
                                               script: Callable[..., Script]) -> None:
    answers = script(["", "1", "", "1", "", "3"])
    ran = run(*PLAY, "--seat", "0=human", "--seat", "1=human")
    assert ran.code == common.STOPPED
    assert answers.prompts[0].startswith("player 0's turn: pass the keyboard to player 0")
    assert answers.prompts[1].startswith("player 0, your move")
    assert answers.prompts[2].startswith("player 1's turn: pass the keyboard to player 1")
    assert answers.prompts[3].startswith("player 1, your move")
    assert "you chose:" not in ran.out  # the next person must not read it
    # Player 1 is told that player 0 chose, not what.
    assert "player 0 made a secret choice" in ran.out


def test_bots_only(run: Callable[..., Ran], script: Callable[..., Script]) -> None:
    answers = script([])
    ran = run(*PLAY, "--seat", "0=bot")
    assert ran.code == 0
    assert answers.prompts == []
    assert "winner:" in ran.out


def test_human_in_another_seat(run: Callable[..., Ran], script: Callable[..., Script]) -> None:
    answers = script(itertools.repeat("1"))
    ran = run(*PLAY, "--seat", "1=human")
    assert ran.code == 0
    assert answers.prompts and all(p.startswith("player 1, your move") for p in answers.prompts)
    assert "player 0 (bot)" in ran.out


def test_move_cap(run: Callable[..., Ran], script: Callable[..., Script]) -> None:
    script(itertools.repeat("1"))
    ran = run(*PLAY, "--max-moves", "6")
    assert "the move cap of 6 moves was reached" in ran.out


def test_seat_parsing() -> None:
    assert parse_seats(None, 3) == (0,)
    assert parse_seats(["1=bot"], 3) == (0,)
    assert parse_seats(["2=human"], 3) == (2,)
    assert parse_seats(["0=Human", "2=human"], 3) == (0, 2)
    assert parse_seats(["0=bot"], 3) == ()


@pytest.mark.parametrize("seat", ["0", "0=alien", "x=human", "5=human", "-1=human"])
def test_bad_seat_exits_2(run: Callable[..., Ran], script: Callable[..., Script], seat: str) -> None:
    script([])
    ran = run(*PLAY, f"--seat={seat}")
    assert ran.code == 2
    assert ran.err.startswith("senet: error: ")


def test_bad_game_and_option_exit_2(run: Callable[..., Ran]) -> None:
    assert run("play", "chess").code == 2
    assert run("play", "nimmt", "--option", "side=chess").code == 2
    assert run("play", "nimmt", "--option", "variant=classic").code == 2  # now its own game
    assert run("play", "nimmt-classic", "--players", "12").code == 2


def test_without_a_seed_the_seed_is_shown_and_saved(
        run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    script([])
    save = tmp_path / "s.senet"
    ran = run("play", "nimmt-classic", "--save", str(save))
    seed = senet.load_match(save.read_bytes()).seed
    assert f"seed {seed} (--seed {seed} deals the same again)" in ran.out


def test_bots_only_match_is_the_simulated_one(
        run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    script([])
    assert run(*PLAY, "--seat", "0=bot", "--save", str(tmp_path / "played.senet")).code == 0
    assert run("simulate", "nimmt-classic", "--players", "2", "--seed", "11", "--games", "1",
               "--save-dir", str(tmp_path)).code == 0
    played = senet.load_match((tmp_path / "played.senet").read_bytes())
    simulated = senet.load_match((tmp_path / "nimmt-classic-11.senet").read_bytes())
    assert played.moves == simulated.moves


def test_the_intro_names_only_the_options_chosen(run: Callable[..., Ran],
                                                 script: Callable[..., Script]) -> None:
    script([])
    ran = run(*PLAY)
    assert "options:" not in ran.out  # the card game has no options
    assert "side=" not in ran.out and "luck=" not in ran.out
    assert "stopped (end of input) after 1 move;" in ran.out  # the bot's choice, one move


def session(console: Console, humans: tuple[int, ...] = (0,)) -> Session:
    match = senet.new_match("nimmt-classic", 2, 11)
    return Session(console, match, humans, None, 100)


def test_long_moves_are_listed_one_a_line_with_the_text_indented() -> None:
    out = io.StringIO()
    console = Console(file=out, width=60, color_system=None)
    long = "to start: 43 goes onto the first space of row 4; the row shifts and 10 reaches space 2"
    console.print(choices(["place 43", long], console.width))
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("[1] place 43") and lines[1].startswith("[2] to start:")
    assert lines[2].startswith("    ") and len(lines) >= 3  # the wrapped rest stays right of "[2]"
    out.truncate(0)
    console.print(choices(["play 5", "play 9", "play 12"], console.width))
    assert "[1] play 5" in out.getvalue() and "[3] play 12" in out.getvalue().splitlines()[0]


def test_hot_seat_hand_over_clears_the_screen_and_its_scrollback(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    console = Console(file=out, width=80, force_terminal=True)
    monkeypatch.setattr("builtins.input", lambda prompt="": "")
    session(console, (0, 1))._hand_over(1)
    assert "\x1b[2J" in out.getvalue() and "\x1b[3J" in out.getvalue()


def test_whole_board_game_with_cards_through_the_prompts(run: Callable[..., Ran],
                                                         script: Callable[..., Script]) -> None:
    script(itertools.repeat("1"))
    ran = run("play", "nimmt", "-o", "side=pro", "-o", "luck=true", "--players", "3", "--seed", "5")
    assert ran.code == 0, ran.err
    assert "options: luck=true side=pro" in ran.out
    assert "phase place: play cards before your tile is placed" in ran.out  # asked about cards
    assert "next: " in ran.out and " goes to row " in ran.out  # and told where the tile goes
    assert "game over" in ran.out and "winner:" in ran.out
