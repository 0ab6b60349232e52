"""Hostile text in a game's descriptions comes out of every drawing escaped."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import senet
from senet import Move, View

HOSTILE = "<script>alert('x')</script> \"quoted\" & <b>bold</b>"

# (game, players): each picture labels its moves with the game's words, made hostile here
GAMES: list[tuple[str, int]] = [
    ("nimmt-classic", 3),
    ("nimmt", 3),
    ("nile", 3),
    ("niagara", 3),
    ("tigris", 3),
    ("nephthys", 3),
]


def _hostile(move: Move, view: View | None = None) -> str:
    return HOSTILE + type(move).__name__


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_descriptions_are_escaped(name: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    match = senet.new_match(name, players, seed=5)
    monkeypatch.setattr(senet.faces.words(match.game), "describe_move", _hostile)
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
