"""Every game's picture keeps what a person clicks or reads inside the picture and apart:
drawn through the game's ``draw`` at positions along seeded random playouts, for every seat
and a spectator, no clickable control and no text lies outside the ``viewBox`` (a browser
shows nothing outside it, so a control there cannot be clicked) or over another control or
text (a word run into the next column reads as another word: "12x2" and "13" as "12x213").

Texts are measured by an estimate from their font size and characters (:mod:`.extents`);
a control's extent is its filled shapes and its texts (its unfilled highlight frame may
reach round a neighbour's edge); a text drawn with ``pointer-events="none"`` over a control
is its label (a click on it reaches the control)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

import pytest

import senet.faces
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
from tests.draw.extents import SVG, Box, inherited, inside, overlap, rounded, shape_box, text_box, union


def _said(node: ET.Element) -> str:
    return repr(node.get("aria-label") or "".join(node.itertext()))


def problems(svg: str) -> list[str]:
    """What a person could click or read that lies outside the picture's viewBox or over
    another control or text."""
    root = ET.fromstring(svg)
    if "transform" in svg:
        raise AssertionError("a transform: this check reads coordinates as drawn")
    parents = {child: parent for parent in root.iter() for child in parent}
    x, y, w, h = (float(v) for v in (root.get("viewBox") or "").split())
    view = (x, y, x + w, y + h)
    found: list[str] = []
    items: list[tuple[str, Box, bool]] = []  # what, where, and whether clicks pass through it
    controls: set[ET.Element] = set()
    for node in root.iter():
        if node.get("data-move") is not None:
            controls.update(node.iter())
            body: list[Box] = []
            for part in node.iter():
                shape = shape_box(part, parents)
                if shape is None:
                    continue
                if not inside(shape, view):
                    found.append(f"the control {_said(node)}: {part.tag.removeprefix(SVG)} "
                                 f"{_said(part)} at {rounded(shape)} lies outside")
                if part.tag != f"{SVG}rect" or part.get("fill") not in (None, "none"):
                    body.append(shape)
            whole = union(body)
            if whole is not None:
                items.append((f"the control {_said(node)}", whole, False))
        elif node.tag == f"{SVG}text" and node not in controls:
            box = text_box(node, parents)
            if not inside(box, view):
                found.append(f"the text {_said(node)} at {rounded(box)} lies outside")
            items.append((f"the text {_said(node)}", box,
                          inherited(node, "pointer-events", parents) == "none"))
    for i, (one, a, inert) in enumerate(items):
        for other, b, also in items[i + 1:]:
            # a text that lets clicks through may label the control it lies on
            labels = (inert and other.startswith("the control")) or (also and one.startswith("the control"))
            if overlap(a, b) and not labels:
                found.append(f"{one} at {rounded(a)} runs into {other} at {rounded(b)}")
    return [f"{f} (viewBox {x:g} {y:g} {w:g} {h:g})" for f in found]


def _drawings(game: Game[Any], match: Match[Any], players: int) -> Iterator[tuple[int | None, str]]:
    assert senet.faces.picture(game) is not None
    for seat in (*range(players), None):
        legal = match.legal_moves(seat) if seat is not None else ()
        yield seat, senet.faces.picture(game)(match.view(seat), legal, seat).svg


def _check(game: Game[Any], match: Match[Any], players: int, case: str) -> int:
    drawn = 0
    for seat, svg in _drawings(game, match, players):
        wrong = problems(svg)
        assert not wrong, f"{case}, move {len(match.moves)}, seat {seat}: " + "; ".join(wrong[:6])
        drawn += 1
    return drawn


EXTRA: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "nimmt": [(players, {"side": "pro", "luck": True}) for players in (2, 4, 6)]}
"""Option sets beyond :func:`cases` (which varies one option at a time): the widest tables."""

GAMES = [NIMMT, CLASSIC, NILE, NIAGARA, TIGRIS, NEPHTHYS]


def _cases(game: Game[Any]) -> Iterator[tuple[str, int, dict[str, Any]]]:
    for case in cases(game):
        yield case.id, case.players, dict(case.options)
    for players, options in EXTRA.get(game.name, []):
        yield f"{game.name}{options}-{players}p", players, options


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_every_control_and_text_lies_inside_the_picture_and_apart(game: Game[Any]) -> None:
    drawn = 0
    for case, players, options in _cases(game):
        for seed in (1, 2):
            for match in positions(game, players, options, seed, steps=240, samples=12):
                drawn += _check(game, match, players, case)
    assert drawn > 50


def test_the_plugin_guide_example_keeps_inside_its_picture() -> None:
    game = contract_registry().get("goofspiel")
    drawn = sum(_check(game, match, case.players, case.id) for case in cases(game)
                for match in positions(game, case.players, dict(case.options), 1, steps=40, samples=4))
    assert drawn > 10


def test_a_text_run_into_its_neighbour_is_found() -> None:
    """The check itself: "12x2" ending where "13" starts, and a word past the right edge."""
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50">'
           '<text x="10" y="20" font-size="14">1 2 12x2</text><text x="60" y="20" font-size="14">13</text>'
           '<text x="150" y="45" font-size="14">choosing</text></svg>')
    wrong = problems(svg)
    assert len(wrong) == 2, wrong
    assert "'1 2 12x2'" in wrong[1] and "'13'" in wrong[1] and "'choosing'" in wrong[0]


@pytest.mark.parametrize("players", [2, 6])
def test_the_nimmt_pro_score_table_keeps_its_last_column(players: int) -> None:
    """Pro with good luck while some have chosen: 'this round' was cut at the right edge."""
    match = new_match(NIMMT, players, seed=3, options={"side": "pro", "luck": True})
    choice = match.next_choice()
    assert choice is not None
    match.play_listed(choice[0], 0)
    assert any(match.view(0).committed)
    draw = senet.faces.picture(NIMMT)
    assert draw is not None
    svg = draw(match.view(0), match.legal_moves(0), 0).svg
    assert "this round" in svg
    assert problems(svg) == []


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
