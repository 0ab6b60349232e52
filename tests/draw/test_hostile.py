"""Hostile text in a game's descriptions comes out of every drawing escaped."""

from __future__ import annotations

import importlib
import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import senet
from senet import Move, View

HOSTILE = "<script>alert('x')</script> \"quoted\" & <b>bold</b>"

# (game, module whose describe_move the drawing calls (None: its words face's WORDS), players)
GAMES = [
    ("nimmt-classic", "senet_games.nimmt.classic.words", 3),
    ("nimmt", "senet_games.nimmt.picture", 3),
    ("nile", "senet_games.nile.picture", 3),
    ("niagara", "senet_games.niagara.picture", 3),
    ("tigris", None, 3),
    ("nephthys", None, 3),
]


def _hostile(move: Move, view: View | None = None) -> str:
    return HOSTILE + type(move).__name__


@pytest.mark.parametrize(("name", "module", "players"), GAMES)
def test_descriptions_are_escaped(name: str, module: str | None, players: int,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    match = senet.new_match(name, players, seed=5)
    words: object = importlib.import_module(module) if module else senet.faces.words(match.game)
    monkeypatch.setattr(words, "describe_move", _hostile)
    pick = random.Random(5)
    clickable = 0
    for _ in range(80):
        choice = match.next_choice()
        if choice is None:
            break
        player, legal = choice
        game: Any = match.game
        drawing = senet.faces.picture(game)(match.view(player), legal, player)
        assert "<script" not in drawing.svg and "<b>" not in drawing.svg
        for node in ET.fromstring(drawing.svg).iter():
            if node.get("data-move") is not None:
                assert node.get("aria-label", "").startswith(HOSTILE)
                clickable += 1
        match.play_listed(player, pick.randrange(len(legal)))
    assert clickable, "no clickable move was drawn: the check checked nothing"
