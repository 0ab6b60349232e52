"""``senet play``: ``undo`` takes back the last move played, with the others' agreement."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from rich.console import Console

import senet
from senet.cli.session import Session
from tests.core.games import RELAY, Step

from .conftest import Ran, Script


def _session(match: senet.Match[Any], humans: tuple[int, ...]) -> tuple[Session, io.StringIO]:
    out = io.StringIO()
    return Session(Console(file=out, width=200), match, humans, None, 100), out


def test_undo_takes_back_two_moves_when_the_other_person_agrees(script: Callable[..., Script]) -> None:
    match = senet.new_match(RELAY, 2, seed=1)
    # player 0 steps, hand-over, player 1 steps, hand-over, player 0 asks to undo, player 1 agrees
    answers = script(["", "1", "", "1", "", "undo", "y", "q"])
    session, out = _session(match, (0, 1))
    session.run()
    assert "agree? [y/N]" in answers.prompts[6] and answers.prompts[6].startswith("player 1,")
    assert "taken back: 2 moves" in out.getvalue()
    assert match.moves == [] and match.to_act == (0,)
    assert answers.prompts[7].startswith("player 0, your move")


def test_undo_refused_by_the_other_person_changes_nothing(script: Callable[..., Script]) -> None:
    match = senet.new_match(RELAY, 2, seed=1)
    script(["", "1", "", "1", "", "undo", "n", "q"])
    session, out = _session(match, (0, 1))
    session.run()
    assert "player 1 does not agree: nothing is taken back" in out.getvalue()
    assert match.moves == [(0, Step()), (1, Step())]


def test_undo_against_a_bot_needs_no_asking(script: Callable[..., Script]) -> None:
    match = senet.new_match(RELAY, 2, seed=6)  # the random bot of seed 6 answers with a step
    answers = script(["1", "undo", "q"])
    session, out = _session(match, (0,))
    session.run()
    assert "taken back: 2 moves" in out.getvalue()  # player 0's step and the bot's answer
    assert not any("agree" in p for p in answers.prompts)
    assert match.moves == []


def test_undo_after_a_draw_is_refused(run: Callable[..., Ran], script: Callable[..., Script]) -> None:
    # Tigris: a tile on I6, then a pass: the turn ends and tiles are drawn
    script(["undo", "1", "i6", "10", "undo", "q"])  # 10: pass, ending the turn
    ran = run("play", "tigris", "--players", "2", "--seed", "1")
    assert "cannot undo: player 0 has no move to take back" in ran.out
    assert "cannot undo: move" in ran.out and "drew at random" in ran.out
