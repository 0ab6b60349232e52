"""Every game's picture keeps what a person clicks or reads inside the picture: drawn through
the game's ``draw`` at positions along seeded random playouts, for every seat and a
spectator, every clickable control's shapes and every text's anchor lie inside the
``viewBox`` (a browser shows nothing outside it, so a control there cannot be clicked)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

import pytest

from senet import Game, Move
from senet.create import new_match
from senet.match import Match
from senet.testing.conformance import cases
from senet_games.nephthys import GAME as NEPHTHYS
from senet_games.niagara import GAME as NIAGARA
from senet_games.nile import GAME as NILE
from senet_games.nimmt import GAME as NIMMT
from senet_games.nimmt.classic import GAME as CLASSIC
from senet_games.tigris import GAME as TIGRIS
from senet_games.tigris.moves import MoveLeader, PlaceLeader, WithdrawLeader
from tests.contract.cases import contract_registry
from tests.draw.checks import positions

SVG = "{http://www.w3.org/2000/svg}"
SLACK = 0.5  # rounding in the drawn coordinates

Box = tuple[float, float, float, float]  # left, top, right, bottom


def _num(node: ET.Element, name: str, default: float = 0.0) -> float:
    value = node.get(name)
    if value is None or value.endswith("%"):
        return default
    return float(value)


def _extent(node: ET.Element) -> Box | None:
    """Where a shape lies (its geometry, strokes aside); None for what is not a shape."""
    tag = node.tag.removeprefix(SVG)
    if tag == "rect":
        if (node.get("width") or "").endswith("%"):
            return None  # the picture's background
        x, y = _num(node, "x"), _num(node, "y")
        return x, y, x + _num(node, "width"), y + _num(node, "height")
    if tag in ("circle", "ellipse"):
        cx, cy = _num(node, "cx"), _num(node, "cy")
        rx = _num(node, "rx", _num(node, "r"))
        ry = _num(node, "ry", _num(node, "r"))
        return cx - rx, cy - ry, cx + rx, cy + ry
    if tag == "line":
        xs, ys = (_num(node, "x1"), _num(node, "x2")), (_num(node, "y1"), _num(node, "y2"))
        return min(xs), min(ys), max(xs), max(ys)
    if tag in ("polygon", "polyline"):
        pairs = [p.split(",") for p in (node.get("points") or "").split()]
        px, py = [float(a) for a, _ in pairs], [float(b) for _, b in pairs]
        return min(px), min(py), max(px), max(py)
    if tag == "text":
        x, y = _num(node, "x"), _num(node, "y")
        return x, y, x, y
    return None


def _inside(box: Box, view: Box) -> bool:
    left, top, right, bottom = view
    return (box[0] >= left - SLACK and box[1] >= top - SLACK and box[2] <= right + SLACK
            and box[3] <= bottom + SLACK)


def outside(svg: str) -> list[str]:
    """What a person could click or read that lies outside the picture's viewBox."""
    root = ET.fromstring(svg)
    if "transform" in svg:
        raise AssertionError("a transform: this check reads coordinates as drawn")
    x, y, w, h = (float(v) for v in (root.get("viewBox") or "").split())
    view = (x, y, x + w, y + h)
    found: list[str] = []
    for node in root.iter():
        if node.get("data-move") is not None:
            for part in node.iter():
                shape = _extent(part)
                if shape is not None and not _inside(shape, view):
                    found.append(f"the control {node.get('aria-label')!r}: {part.tag.removeprefix(SVG)} "
                                 f"at {tuple(round(v, 1) for v in shape)}")
        elif node.tag == f"{SVG}text":
            anchor = _extent(node)
            if anchor is not None and not _inside(anchor, view):
                found.append(f"the text {''.join(node.itertext())!r} at {anchor[:2]}")
    return [f"{f} (viewBox {x:g} {y:g} {w:g} {h:g})" for f in found]


def _drawings(game: Game[Any], match: Match[Any], players: int) -> Iterator[tuple[int | None, str]]:
    assert game.draw is not None
    for seat in (*range(players), None):
        legal = match.legal_moves(seat) if seat is not None else ()
        yield seat, game.draw(match.view(seat), legal, seat).svg


def _check(game: Game[Any], match: Match[Any], players: int, case: str) -> int:
    drawn = 0
    for seat, svg in _drawings(game, match, players):
        wrong = outside(svg)
        assert not wrong, f"{case}, move {len(match.moves)}, seat {seat}: " + "; ".join(wrong)
        drawn += 1
    return drawn


GAMES = [NIMMT, CLASSIC, NILE, NIAGARA, TIGRIS, NEPHTHYS]


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_every_control_and_text_lies_inside_the_picture(game: Game[Any]) -> None:
    drawn = 0
    for case in cases(game):
        for seed in (1, 2):
            for match in positions(game, case.players, dict(case.options), seed, steps=240, samples=12):
                drawn += _check(game, match, case.players, case.id)
    assert drawn > 50


def test_the_plugin_guide_example_keeps_inside_its_picture() -> None:
    game = contract_registry().get("goofspiel")
    drawn = sum(_check(game, match, case.players, case.id) for case in cases(game)
                for match in positions(game, case.players, dict(case.options), 1, steps=40, samples=4))
    assert drawn > 10


def _leaders_first(legal: list[Move], pick: random.Random) -> int:
    """A leader placed whenever one can be (then any move): all four leaders reach the board."""
    leaders = [i for i, m in enumerate(legal) if isinstance(m, PlaceLeader)]
    return pick.choice(leaders) if leaders else pick.randrange(len(legal))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tigris_with_every_leader_on_the_board_keeps_its_buttons_inside(seed: int) -> None:
    """The king's "withdraw" was drawn past the right edge once all four leaders were out."""
    match = new_match(TIGRIS, 2, seed=seed)
    pick = random.Random(seed)
    offered = 0
    for _ in range(60):
        choice = match.next_choice()
        if choice is None:
            break
        player, legal = choice
        moves = match.legal_moves(player)
        on_board = [m for m in moves if isinstance(m, MoveLeader | WithdrawLeader)]
        if len(on_board) == 8:  # move and withdraw for each of the four leaders
            offered += 1
            _check(TIGRIS, match, 2, f"tigris seed {seed}")
        match.play_listed(player, _leaders_first(list(legal), pick))
    assert offered, "no position had all four leaders of a seat on the board"
