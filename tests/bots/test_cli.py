"""``--bot`` in ``senet simulate`` and ``senet play``, and ``senet bots``."""

from __future__ import annotations

import json

import pytest

from senet.cli import main


def test_simulate_seats_the_named_bots(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "nimmt-classic", "--players", "2", "--games", "2", "--bot", "1=mcts:iterations=5",
            "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == ["random", "mcts:iterations=5"]
    assert data["finished"] == 2
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["wins"] == data["wins"]  # seeded


def test_a_bad_bot_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "nimmt-classic", "--bot", "mcts:iter=5"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == ("senet: error: mcts has no parameter 'iter' (did you mean 'iterations'?); "
                           "it has: iterations, seconds, c, rollout, policy, round")


def test_play_lets_a_search_bot_take_a_seat(capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    code = main(["play", "nimmt-classic", "--seat", "0=bot", "--bot", "0=mcts:iterations=5",
                 "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "player 0 (mcts:iterations=5), player 1 (random)" in out
