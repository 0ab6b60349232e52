"""What a page calls: the game's drawing, or the generic outline, never a failure."""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from typing import Any

import attrs
import pytest

import senet
from senet import Move
from senet.draw import Clicks, Drawing, button, button_row, el, generic_drawing, picture, table_drawing
from senet.testing import check_drawings, faced
from tests.core.games import VOTE

SECRET = "the-secret-card-17"


def _match() -> senet.Match[Any]:
    registry = senet.Registry(entry_points=False)
    registry.add_game(VOTE)
    return senet.new_match("vote", 3, seed=3, registry=registry)


def test_a_game_without_draw_gets_the_generic_outline() -> None:
    match = _match()
    assert senet.faces.picture(VOTE) is None
    drawing = table_drawing(VOTE, match.view(0), match.legal_moves(0), 0)
    parsed = ET.fromstring(drawing.svg)
    assert drawing.moves == frozenset()
    assert not [n for n in parsed.iter() if n.get("data-move") is not None]
    texts = " ".join("".join(n.itertext()) for n in parsed.iter("{http://www.w3.org/2000/svg}text"))
    for field in attrs.fields(type(match.view(0).state)):
        assert f"{field.name}:" in texts
    assert "seat 0" in texts


def test_generic_outline_escapes_and_caps() -> None:
    hostile = {"<script>": ["&", '"q"', "<b>"], "deep": [[[[[[[["x"]]]]]]]], "many": list(range(5000))}
    drawing = generic_drawing("<title>", hostile)
    parsed = ET.fromstring(drawing.svg)
    assert "<script>" not in drawing.svg and "<b>" not in drawing.svg
    assert "<script>: " in "".join(parsed.itertext())
    assert len(drawing.svg) < 200_000


def _broken(view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
    raise ValueError(f"oops {SECRET}")


def _out_of_range(view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
    return Drawing(picture(10, 10, "t", button(len(legal), "nothing there", el("rect"))))


def _not_a_drawing(view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
    return f"<svg><script>{SECRET}</script></svg>"  # type: ignore[return-value]


@pytest.mark.parametrize("draw", [_broken, _out_of_range, _not_a_drawing])
def test_a_failing_draw_is_isolated_and_logged_without_its_message(
        draw: Any, caplog: pytest.LogCaptureFixture) -> None:
    game = faced(VOTE, draw=draw)
    match = _match()
    with caplog.at_level(logging.ERROR, logger="senet.draw"):
        drawing = table_drawing(game, match.view(1), match.legal_moves(1), 1)
    assert drawing == generic_drawing(VOTE.title, match.view(1))
    assert caplog.records and "vote: draw raised" in caplog.text
    assert SECRET not in caplog.text and SECRET not in drawing.svg


def test_a_working_draw_is_used() -> None:
    def draw(view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
        return Drawing(picture(100, 20, f"seat {seat}",
                               *(button(i, f"pick {m!r}", el("rect", x=i * 10, width=8, height=8))
                                 for i, m in enumerate(legal))))

    game = faced(VOTE, draw=draw)
    match = _match()
    legal = match.legal_moves(2)
    drawing = table_drawing(game, match.view(2), legal, 2)
    assert drawing.moves == frozenset(range(len(legal))) and legal
    assert "seat 2" in drawing.svg


def test_a_faced_game_draws_with_the_picture_given() -> None:
    def draw(view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
        return generic_drawing("x", view)

    assert senet.faces.picture(faced(VOTE, draw=draw)) is draw
    assert senet.faces.picture(faced(faced(VOTE, draw=draw), draw=None)) is None


def test_button_row_wraps_and_binds_each_listed_move_once() -> None:
    legal = [Pick(n) for n in range(10)]
    clicks = Clicks(legal, lambda move: f"pick {move.n}")  # type: ignore[attr-defined]
    choices = [(m, f"choice number {m.n}") for m in legal] + [(legal[0], "again"), (Pick(99), "unlisted")]
    drawn, bottom = button_row(clicks, choices, 8, 10, 300)
    drawing = Drawing(picture(300, bottom, "t", *drawn))
    assert drawing.moves == frozenset(range(10))
    ys = {float(node.get("y", "0")) for node in ET.fromstring(drawing.svg).iter("{http://www.w3.org/2000/svg}rect")}
    assert len(ys) >= 4 and bottom > 4 * 26  # wrapped onto several lines
    assert button_row(clicks, choices, 8, 10, 300) == ([], 10)  # all drawn already: nothing, no space


@attrs.frozen
class Pick(Move, tag="test/draw-pick"):
    """A move for the button test."""

    n: int


def test_generic_outline_shows_hidden_containers_by_size_only() -> None:
    match = senet.new_match("nimmt-classic", 3, seed=4)
    view = match.view(0)
    drawing = generic_drawing("6 nimmt!", view)
    assert "player 1's hand: 10 hidden" in drawing.svg
    assert str(list(view.state.hands[0].items))[1:-1] in drawing.svg
    redealt = match.game.determinize(match.state, 0, senet.Rng(senet.rng.seed_state(9)))
    assert redealt != match.state  # other hands differ...
    again = generic_drawing("6 nimmt!", attrs.evolve(view, state=match.game.view(redealt, 0)))
    assert again.svg == drawing.svg  # ...and the picture does not show it


def test_check_drawings_names_what_is_wrong() -> None:
    def mislabelled(view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
        wrong = (button(i, "something else", el("rect")) for i in range(len(legal)))
        return Drawing(picture(10, 10, "t", *wrong))

    def fine(view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
        said = senet.faces.words(VOTE)
        return Drawing(picture(10, 10, "t", *(button(i, said.describe_move(m, view), el("rect"))
                                              for i, m in enumerate(legal))))

    with pytest.raises(AssertionError, match=r"vote.*seat 0: move 0: labelled 'something else'"):
        check_drawings(faced(VOTE, draw=mislabelled), steps=6, samples=2, hidden=False)
    assert check_drawings(faced(VOTE, draw=fine), lambda view, legal: True, steps=6, samples=2,
                          hidden=False) > 0
