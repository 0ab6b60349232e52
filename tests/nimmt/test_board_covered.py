"""A space's effect stays readable once a tile covers it, in the terminal and in the browser."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest
from rich.console import Console

import senet
from senet_games.nimmt import GAME
from senet_games.nimmt.rules import layout_of
from senet_games.nimmt.state import BoardState
from senet_games.nimmt.table import render


def _covered_positions(side: str) -> Iterator[tuple[senet.Match[BoardState], list[tuple[int, str]]]]:
    """Positions of random playouts with tiles on spaces that have an effect: (match,
    [(tile, code)...])."""
    for seed in range(20):
        match = senet.new_match(GAME, 4, seed, {"side": side})
        while not match.is_over and len(match.moves) < 60:
            board = match.state
            covered = [(tile, codes[i]) for row, codes in zip(board.rows, layout_of(board).codes, strict=True)
                       for i, tile in enumerate(row) if tile is not None and codes[i] != "."]
            if covered:
                yield match, covered
            player, legal = match.next_choice() or (0, ())
            match.play_listed(player, (seed + len(match.moves)) % len(legal))


@pytest.mark.parametrize("side", ["basic", "pro"])
def test_the_terminal_shows_the_effect_beside_the_tile(side: str) -> None:
    checked = 0
    for match, covered in _covered_positions(side):
        out = io.StringIO()
        Console(file=out, width=80, color_system=None).print(render(match.view(0)))
        text = out.getvalue()
        for tile, code in covered:
            assert re.search(rf"(?<![\d:]){tile}:{re.escape(code)}(?![\w])", text), (tile, code, text)
        assert max(len(line) for line in text.splitlines()) <= 80
        checked += len(covered)
        if checked > 40:
            break
    assert checked > 40, "enough covered spaces were seen"


def test_the_browser_keeps_the_effect_under_a_covered_space() -> None:
    draw = senet.faces.picture(GAME)
    assert draw is not None
    for match, covered in _covered_positions("basic"):
        svg = draw(match.view(0), match.legal_moves(0) if 0 in match.to_act else (), 0).svg
        for _, code in covered:  # under every space, covered or not, its code is written
            words = {"2T": "2 TILES", "T": "TAKE", "TH": "TAKE→HAND", "D": "DRAW", "A": "ACTION"}
            assert f">{words.get(code, code)}<" in svg, code
        return
    pytest.fail("no covered space was seen")
