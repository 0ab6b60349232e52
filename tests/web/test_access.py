"""Accessibility (issue 31, item 5): axe-core finds no serious or critical violation on the
lobby, a table of every game (at a desktop's and a phone's size) and the replay viewer; on a
390 px phone every move of a picture is at least 24 px to touch (axe does not measure an SVG's
moves) and the page does not scroll sideways."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from . import axe
from .conftest import artefact
from .play import READY, create_table, play_to_end
from .test_replay import _finished

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
TARGET = 24  # CSS px: the smallest move to touch (WCAG 2.2, 2.5.8)

TABLES = [
    ("nimmt", 2, {}),
    ("nimmt", 2, {"side": "pro", "luck": True}),
    ("nimmt-classic", 3, {}),
    ("nile", 2, {}),
    ("niagara", 3, {}),
    ("tigris", 2, {}),
    ("nephthys", 2, {}),
]
IDS = ["nimmt", "nimmt-pro-luck", "nimmt-classic", "nile", "niagara", "tigris", "nephthys"]


def test_axe_finds_nothing_serious_in_the_lobby(page: Any, server: str) -> None:
    create_table(page, server, "nile", 2, ["person", "open"], public=True)  # links shown, a table listed
    page.goto(server + "/")
    page.wait_for_selector(READY, state="attached")
    page.wait_for_selector("#open li")
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        axe.assert_no_serious(page, f"the lobby at {size['width']} px")
    create_table(page, server, "nile", 2, ["person", "bot"])
    axe.assert_no_serious(page, "the lobby's links")
    assert page.problems == [], page.problems


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=IDS)
def test_axe_finds_nothing_serious_at_a_table(page: Any, server: str, game: str, players: int,
                                              options: dict[str, Any]) -> None:
    links = create_table(page, server, game, players, ["person"] + ["bot"] * (players - 1), options)
    page.goto(links[0])
    page.wait_for_selector(READY, state="attached")
    name = IDS[TABLES.index((game, players, options))]
    for clicks in (0, 3):  # the opening, and a few moves in (other decisions, a log)
        if clicks:
            play_to_end(page, random.Random(name), stop_at=clicks)
        for size in (DESKTOP, PHONE):
            page.set_viewport_size(size)
            page.wait_for_selector(READY, state="attached")
            axe.assert_no_serious(page, f"{name}'s table after {clicks} clicks at {size['width']} px")
    page.screenshot(path=artefact(f"{name}-access-390.png"), full_page=True)
    assert page.problems == [], page.problems


def test_axe_finds_nothing_serious_in_the_replay(page: Any, server: str) -> None:
    made = _finished(server)
    page.goto(f"{server}/replay?m={made['id']}#token={made['spectator_token']}")
    page.wait_for_selector("body[data-k='0'][data-ready='1']", state="attached")
    page.click("#next")
    page.wait_for_selector("body[data-k='1'][data-ready='1']", state="attached")
    for eyes in ("spectator", "all"):
        page.select_option("#eyes", eyes)
        page.wait_for_selector("#boards svg", state="attached")
        page.wait_for_selector(READY, state="attached")
        for size in (DESKTOP, PHONE):
            page.set_viewport_size(size)
            axe.assert_no_serious(page, f"the replay, eyes {eyes}, at {size['width']} px")
    assert page.problems == [], page.problems


def too_small(rects: list[list[Any]]) -> list[str]:
    """The moves (``[name, left, top, width, height]`` in CSS px) under WCAG 2.5.8's minimum:
    less than 24 px either way, and a 24 px circle on the centre touches another move or the
    circle of another such move."""
    def small(r: list[Any]) -> bool:
        return min(r[3], r[4]) < TARGET - 0.01

    def centre(r: list[Any]) -> tuple[float, float]:
        return r[1] + r[3] / 2, r[2] + r[4] / 2

    found = []
    for i, r in enumerate(rects):
        if not small(r):
            continue
        x, y = centre(r)
        for j, o in enumerate(rects):
            if i == j:
                continue
            gap = math.hypot(max(o[1] - x, 0, x - o[1] - o[3]), max(o[2] - y, 0, y - o[2] - o[4]))
            ox, oy = centre(o)
            if gap < TARGET / 2 - 0.01 or (small(o) and math.hypot(ox - x, oy - y) < TARGET - 0.01):
                found.append(f"{r[0]!r}: {r[3]:.1f} x {r[4]:.1f} px, too near {o[0]!r}")
                break
    return found


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=IDS)
def test_moves_on_a_phone_are_large_enough_to_touch(browser: Any, server: str, game: str, players: int,
                                                     options: dict[str, Any]) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    links = create_table(page, server, game, players, ["person"] + ["bot"] * (players - 1), options)
    page.goto(links[0])
    name = IDS[TABLES.index((game, players, options))]
    rng = random.Random(name)
    checked = 0
    for _ in range(12):
        page.wait_for_selector(READY, state="attached")
        if page.locator("body[data-over='1']").count():
            break
        rects = page.locator("#board [data-move]").evaluate_all(
            "ns => ns.map((n) => { const r = n.getBoundingClientRect();"
            " return [n.getAttribute('aria-label'), r.left, r.top, r.width, r.height]; })")
        checked += len(rects)
        small = too_small(rects)
        assert not small, f"{name} at 390 px: {len(small)} moves too small to touch: {small[:6]}"
        # the page itself never scrolls sideways (a picture grown for touch scrolls in its box,
        # and a line above it says so: a phone shows no scroll bar)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        wide = page.evaluate("() => { const b = document.getElementById('board');"
                             " return b.scrollWidth > b.clientWidth + 1; }")
        assert page.locator("#wide").is_visible() == wide
        play_to_end(page, rng, stop_at=1)
    assert checked, "no move was drawn: the check checked nothing"
    page.screenshot(path=artefact(f"{name}-touch-390.png"), full_page=True)
    context.close()


def test_axe_names_every_move_of_every_picture_by_the_words_it_shows(page: Any) -> None:
    """The tables above are looked at twice each; the names are settled by the drawing, so axe
    reads the pictures of every game at seeded random positions too, every seat's, in one page
    (a classic nimmt row to take once ran its groups' words together: "1 bull81 1takes")."""
    import senet
    import senet.faces
    from senet.testing.drawing import positions

    registry = senet.default_registry()
    pictures: list[str] = []
    kinds: dict[tuple[str, frozenset[str]], int] = {}
    for name in registry.names():
        game = registry.get(name)
        draw = senet.faces.picture(game)
        players = min(3, max(game.players))
        for match in positions(game, players, {}, 7, steps=300, samples=300):  # every position
            for seat in range(players):
                legal = match.legal_moves(seat)
                kind = (name, frozenset(type(m).__name__ for m in legal))
                if legal and draw is not None and kinds.get(kind, 0) < 3:  # each decision thrice
                    kinds[kind] = kinds.get(kind, 0) + 1
                    pictures.append(draw(match.view(seat), legal, seat).svg)
    assert len(pictures) > 50
    page.set_content("<!doctype html><html lang='en'><title>pictures</title><main>"
                     + "".join(f"<div>{svg}</div>" for svg in pictures) + "</main></html>")
    page.evaluate(axe.script())
    found = page.evaluate("(options) => axe.run(document, options)", {
        "runOnly": ["label-content-name-mismatch", "nested-interactive", "aria-command-name"],
        "rules": {"label-content-name-mismatch": {"enabled": True}}, "resultTypes": ["violations"]})
    assert not found["violations"], axe.report(found["violations"], f"{len(pictures)} pictures")
