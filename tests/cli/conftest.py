"""Helpers for the command's tests: run ``main`` in-process, script the terminal, make saves."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest

import senet
from senet.cli import common, main
from senet_games.nimmt import GAME
from senet_games.nimmt.classic import GAME as CLASSIC_GAME


@attrs.frozen
class Ran:
    """What one run of the command left: exit code, stdout, stderr."""

    code: int
    out: str
    err: str


@pytest.fixture(autouse=True)
def plain_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """No colours and a wide page, so the text the tests look for is not split or styled."""
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("COLUMNS", "200")


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Callable[..., Ran]:
    """``run("simulate", "nimmt", ...)``: the command's exit code and output."""

    def go(*argv: str) -> Ran:
        code = main(list(argv))
        captured = capsys.readouterr()
        return Ran(code, captured.out, captured.err)

    return go


class Script:
    """Answers for ``input()``; the end of the script is the end of input (or ``ending``)."""

    def __init__(self, answers: Iterable[str], ending: type[BaseException] = EOFError,
                 limit: int = 5000) -> None:
        self.answers: Iterator[str] = iter(answers)
        self.ending = ending
        self.limit = limit
        self.prompts: list[str] = []

    def __call__(self, prompt: str = "") -> str:
        self.prompts.append(prompt)
        if len(self.prompts) > self.limit:  # a bug that keeps asking must not hang the tests
            raise self.ending
        try:
            return next(self.answers)
        except StopIteration:
            raise self.ending from None


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> Callable[..., Script]:
    """``script(["x", "1"])`` makes ``input()`` answer from the list."""

    def install(answers: Iterable[str], ending: type[BaseException] = EOFError) -> Script:
        fake = Script(answers, ending)
        monkeypatch.setattr("builtins.input", fake)
        return fake

    return install


def wired_game() -> senet.Game[Any]:
    """The nimmt-classic game, whose declaration wires in the classic text functions."""
    assert senet.faces.table(CLASSIC_GAME) is not None
    return CLASSIC_GAME


@pytest.fixture
def wired(monkeypatch: pytest.MonkeyPatch) -> senet.Registry:
    """The command sees a registry holding only the wired nimmt games (board and classic)."""
    registry = senet.Registry(entry_points=False)
    registry.add_game(wired_game())
    registry.add_game(GAME)
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    return registry


def finished_save(tmp_path: Path, players: int = 2, seed: int = 7) -> Path:
    """A save file of a classic match that random bots played to its end."""
    match = senet.new_match("nimmt-classic", players, seed)
    assert senet.play_out(match).finished
    path = tmp_path / f"classic-{seed}.senet"
    path.write_bytes(match.save())
    return path


@pytest.fixture
def save_file(tmp_path: Path) -> Path:
    """A finished two-player classic match."""
    return finished_save(tmp_path)
