"""Pictures name the players as the table's page does: "you" for the seat looking, the
others by their names where they have one (``senet.words.naming``, which the server opens
around a drawing), and "player N" for no one who has a name; names as long as a picture
shows them still fit its columns."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import senet.faces
from senet import Game
from senet.create import new_match
from senet.words import NAME_AT_MOST, naming, who, whose
from tests.draw.checks import positions
from tests.draw.test_bounds import GAMES, problems

NAMES = ("Wilhelmina Ashdown", "Bo", "Chidimma Okonkwo", "Dai", "Esperanza", "Fen")


def _texts(svg: str) -> str:
    root = ET.fromstring(svg)
    return "\n".join([*("".join(n.itertext()) for n in root.iter()), *(n.get("aria-label") or ""
                                                                         for n in root.iter())])


def test_naming_names_the_others_and_leaves_you() -> None:
    with naming(["Ada", None, "  "]):
        assert [who(p, 0) for p in range(4)] == ["you", "player 1", "player 2", "player 3"]
        assert who(0, 1) == "Ada" and whose(0, 1) == "Ada's"
        assert who(0, None) == "Ada"
    with naming(["A very long name indeed"]):
        assert who(0, 1) == "A very lo…" and len(who(0, 1)) == NAME_AT_MOST
    assert who(0, 1) == "player 0"  # the names are lent for the with only


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_a_picture_names_the_players_and_keeps_them_inside(game: Game[Any]) -> None:
    named = 0
    counts = list(game.players)
    for players in sorted({counts[0], counts[min(2, len(counts) - 1)]}):
        for match in positions(game, players, {}, 5, steps=160, samples=8):
            assert senet.faces.picture(game) is not None
            for seat in (*range(players), None):
                legal = match.legal_moves(seat) if seat is not None else ()
                with naming(NAMES[:players]):
                    svg = senet.faces.picture(game)(match.view(seat), legal, seat).svg
                texts = _texts(svg)
                assert not re.search(r"\bplayer \d", texts), (seat, re.findall(r".{20}player \d.{10}", texts))
                named += any(n[:6] in texts for n in NAMES[:players])
                wrong = problems(svg)
                assert not wrong, f"{players} players, move {len(match.moves)}, seat {seat}: {wrong[:4]}"
    assert named, "no picture named a player"


def test_the_tigris_end_names_you_as_the_page_does() -> None:
    """Its final scores said "player 0: 5" to player 0, whose page said "you"."""
    from senet_games.tigris import GAME as TIGRIS

    match = new_match(TIGRIS, 2, seed=4)
    while (choice := match.next_choice()) is not None:
        match.play_listed(choice[0], 0)
    assert match.is_over and senet.faces.picture(TIGRIS) is not None
    with naming(["Ada", "Bo"]):
        texts = _texts(senet.faces.picture(TIGRIS)(match.view(0), (), 0).svg)
    assert re.search(r"treasures added: you: \d+, Bo: \d+", texts), texts[:400]
