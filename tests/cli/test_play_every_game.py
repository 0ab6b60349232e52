"""``senet play`` through the prompts for every installed game: a person can finish one."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest

import senet

from .conftest import Ran, Script

GAMES = {
    "nimmt": ("--players", "3"),
    "nimmt-classic": ("--players", "3"),
    "nile": ("--players", "3"),
    "niagara": ("--players", "3", "--option", "max_rounds=12"),
    "tigris": ("--players", "2"),
    "nephthys": ("--players", "2"),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_person_plays_a_whole_game(game: str, run: Callable[..., Ran],
                                     script: Callable[..., Script], tmp_path: Path) -> None:
    answers = script(itertools.cycle(["2", "1", "3"]))
    save = tmp_path / f"{game}.senet"
    ran = run("play", game, *GAMES[game], "--seed", "5", "--save", str(save))
    assert ran.code == 0, ran.err[-2000:]
    assert "winner:" in ran.out
    assert answers.prompts, "the human was asked at least once"
    match = senet.load_match(save.read_bytes())
    assert match.is_over and match.result is not None
