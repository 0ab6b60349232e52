"""Every game played to the end by clicking in Chromium, bots in the other seats."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from .conftest import artefact
from .play import READY, create_table, play_to_end, table_state

# small tables and the options that shorten a match
GAMES = [
    ("nimmt", 2, {"side": "pro", "luck": True}),
    ("nimmt-classic", 2, {}),
    ("nile", 2, {"deluxor": True}),
    ("niagara", 3, {"max_rounds": 2}),
    ("tigris", 2, {}),
    ("nephthys", 2, {}),
]


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_match_played_to_the_end_by_clicking(page: Any, server: str, game: str, players: int,
                                                options: dict[str, Any]) -> None:
    links = create_table(page, server, game, players, ["person"] + ["bot"] * (players - 1), options)
    assert len(links) == 2  # one person's seat and the spectators
    page.goto(links[0])
    page.wait_for_selector(READY, state="attached")
    assert page.locator("#board svg").count() == 1
    play_to_end(page, random.Random(game), stop_at=1)
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=artefact(f"{game}-table-1280.png"))
    page.set_viewport_size({"width": 375, "height": 800})
    page.screenshot(path=artefact(f"{game}-table-375.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    clicks = play_to_end(page, random.Random(game))
    assert page.locator("#result").is_visible()
    assert "Scores:" in page.locator("#result").inner_text()
    assert page.locator("#log li").count() > clicks
    assert page.problems == [], page.problems


def test_two_people_at_classic_nimmt_see_only_their_own_card_before_the_reveal(
        browser: Any, page: Any, server: str) -> None:
    links = create_table(page, server, "nimmt-classic", 2, ["person", "open"], public=True)
    assert len(links) == 2  # the first seat's and the spectators'; the second is open
    match_id = links[0].split("?m=")[1].split("#")[0]
    first, second = (browser.new_context(viewport={"width": 375, "height": 800}).new_page() for _ in "12")
    first.goto(links[0])
    # the second person finds the table in the lobby and joins its open seat
    second.goto(server + "/")
    second.wait_for_selector(READY, state="attached")
    listed = second.locator("#open li", has_text="6 nimmt! (the classic")
    listed.get_by_role("button", name="join").first.click()
    second.wait_for_url(f"**/table?m={match_id}#token=*")
    for p in (first, second):
        p.wait_for_selector(READY, state="attached")
    pages = [first, second]
    hand = first.locator("#board [data-move]")
    label = hand.first.get_attribute("aria-label")
    card = re.search(r"\d+", label or "")
    assert card, label
    hand.first.click()
    second.wait_for_selector("#log li:has-text('made a secret choice')")
    first.wait_for_selector(READY, state="attached")
    # the chooser sees the card it chose; the other seat only that a choice was made
    assert f"play {card.group(0)}" in first.locator("#log").inner_text()
    assert f"play {card.group(0)}" not in second.locator("#log").inner_text()
    assert "chosen" in second.locator("#board").inner_html()
    second.locator("#board [data-move]").first.click()
    for p in pages:
        p.wait_for_selector("#log li:has-text('choices revealed')")
        assert f"play {card.group(0)}" in p.locator("#log").inner_text()
    second.screenshot(path=artefact("nimmt-classic-two-people-375.png"), full_page=True)
    second.goto(server + "/")
    second.wait_for_selector(READY, state="attached")
    assert "player 1" in second.locator("#mine").inner_text()
    for p in pages:
        p.context.close()


def _picture(page: Any) -> str:
    """The picture drawn, less which of its moves is the Tab stop (the page's, not the match's)."""
    return re.sub(r' tabindex="-?\d+"', "", page.locator("#board").inner_html())


def test_a_reload_in_the_middle_restores_the_table(page: Any, server: str) -> None:
    links = create_table(page, server, "nile", 2, ["person", "bot"])
    page.goto(links[0])
    play_to_end(page, random.Random(5), stop_at=6)
    state = table_state(page)
    log = page.locator("#log").inner_text()
    board = _picture(page)
    page.reload()
    page.wait_for_selector(f"body[data-n='{state['n']}'][data-ready='1']", state="attached")
    page.wait_for_selector(f"#log li[data-n='{state['n']}']", state="attached")
    assert page.locator("#log").inner_text() == log
    assert _picture(page) == board
    # from the keyboard alone: Tab to a move on the picture, Enter plays it
    page.wait_for_selector("body[data-mine='1']", state="attached")
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.hasAttribute('data-move')"):
            break
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert label, "Tab never reached a move on the picture"
    before = table_state(page)
    page.keyboard.press("Enter")
    page.wait_for_selector(f"body:not([data-n='{before['n']}'])", state="attached")
    assert page.locator("#error").inner_text() == ""
    assert page.problems == [], page.problems
