"""Issue 16: stopping ``senet play`` (exit code 3), ``--resume``, and ``replay --to`` past the end."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path

import pytest

import senet
from senet.cli import common, main
from senet.savefile import read_header_untrusted

from .conftest import Ran, Script, finished_save

PLAY = ("play", "nimmt-classic", "--players", "3", "--seed", "4")


# -- 5. stopping has an exit code of its own -------------------------------------------------------

@pytest.mark.parametrize(("answers", "ending"), [(["q"], EOFError), ([], EOFError),
                                                 ([], KeyboardInterrupt)])
def test_stopping_play_exits_3(run: Callable[..., Ran], script: Callable[..., Script],
                               answers: list[str], ending: type[BaseException]) -> None:
    script(answers, ending=ending)
    ran = run(*PLAY)
    assert ran.code == common.STOPPED == 3
    assert ran.code not in (common.OK, common.FAILURE, common.BAD_INPUT)


def test_the_exit_codes_are_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "3 play stopped by you" in " ".join(capsys.readouterr().out.split())


# -- 9. --resume continues a saved match with its seats ----------------------------------------------

def stopped_save(run: Callable[..., Ran], script: Callable[..., Script], path: Path) -> Script:
    answers = script(["1", "1", "q"])
    ran = run(*PLAY, "--seat", "1=human", "--bot", "2=mcts:iterations=5", "--save", str(path))
    assert ran.code == common.STOPPED, ran.err
    return answers


def test_a_save_records_the_seats(run: Callable[..., Ran], script: Callable[..., Script],
                                  tmp_path: Path) -> None:
    path = tmp_path / "my.senet"
    stopped_save(run, script, path)
    header = read_header_untrusted(path.read_bytes())
    assert header["seats"] == ["random", "human", "mcts:iterations=5"]
    assert "seats          0 random, 1 human, 2 mcts:iterations=5" in run("show", str(path)).out


def test_resume_continues_with_the_saved_seats_and_saves_again(
        run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    path = tmp_path / "my.senet"
    stopped_save(run, script, path)
    before = senet.load_match(path.read_bytes())
    answers = script(itertools.repeat("1"))
    ran = run("play", "--resume", str(path))
    assert ran.code == 0, ran.err
    assert f"resumed {path} after {len(before.moves)} moves (seats as saved)" in ran.out
    assert "player 0 (random), player 2 (mcts:iterations=5)" in ran.out
    assert answers.prompts and all(p.startswith("player 1, your move") for p in answers.prompts)
    after = senet.load_match(path.read_bytes())  # saved again, to the same file
    assert after.is_over
    assert after.moves[:len(before.moves)] == before.moves
    assert read_header_untrusted(path.read_bytes())["seats"] == ["random", "human", "mcts:iterations=5"]
    finished = run("play", "--resume", str(path))
    assert finished.code == common.BAD_INPUT and "is over" in finished.err


def test_resume_stopped_again_keeps_every_move(
        run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    path = tmp_path / "my.senet"
    stopped_save(run, script, path)
    first = len(senet.load_match(path.read_bytes()).moves)
    script(["1", "q"])
    elsewhere = tmp_path / "later.senet"
    ran = run("play", "nimmt-classic", "--resume", str(path), "--save", str(elsewhere))
    assert ran.code == common.STOPPED
    assert len(senet.load_match(elsewhere.read_bytes()).moves) > first
    assert f"continue it with: senet play --resume {elsewhere}" in ran.out


def test_a_save_without_seats_defaults_to_player_0_human(
        run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    match = senet.new_match("nimmt-classic", 3, 4)
    path = tmp_path / "plain.senet"
    path.write_bytes(match.save())  # as a program (or an older senet) writes it: no seats
    assert "seats" not in read_header_untrusted(path.read_bytes())
    answers = script(["q"])
    ran = run("play", "--resume", str(path))
    assert "the save records no seats: player 0 human, the others random bots" in ran.out
    assert answers.prompts[0].startswith("player 0, your move")


def test_resume_refuses_what_the_save_decides(run: Callable[..., Ran], script: Callable[..., Script],
                                               tmp_path: Path) -> None:
    path = tmp_path / "my.senet"
    stopped_save(run, script, path)
    for extra in (["--players", "4"], ["--seed", "1"], ["-o", "x=1"]):
        ran = run("play", "--resume", str(path), *extra)
        assert ran.code == common.BAD_INPUT and "comes from the save" in ran.err
    other = run("play", "nimmt", "--resume", str(path))
    assert "holds a match of nimmt-classic, not of nimmt" in other.err


def test_bad_seats_in_a_save_are_refused(tmp_path: Path) -> None:
    match = senet.new_match("nimmt-classic", 2, 4)
    with pytest.raises(senet.SenetError, match="role of each of the 2 seats"):
        match.save(["human"])
    path = tmp_path / "odd.senet"
    path.write_bytes(match.save(["human", "no-such-bot"]))
    assert main(["play", "--resume", str(path)]) == common.BAD_INPUT


# -- 7. replay --to past the end says so -------------------------------------------------------------

def test_replay_past_the_end_says_so(run: Callable[..., Ran], tmp_path: Path) -> None:
    path = finished_save(tmp_path)
    total = len(senet.load_match(path.read_bytes()).moves)
    ran = run("replay", str(path), "--to", "999")
    assert ran.code == 0
    assert f"--to 999: the match has {total} moves; showing the end" in ran.out
    data = json.loads(run("replay", str(path), "--to", "999", "--json").out)
    assert data["note"] == f"the match has {total} moves; showing the end"
    inside = run("replay", str(path), "--to", "3")
    assert "showing the end" not in inside.out
