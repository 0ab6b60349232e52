"""The table from the keyboard and a screen reader (issue 31, item 5): the focus stays on the
picture when a move redraws it, the picture is one Tab stop whose moves the arrow keys walk,
and the log is a live region that says the others' moves."""

from __future__ import annotations

import random
from typing import Any

from .play import READY, changed, create_table, play_to_end, table_state

FOCUS = """() => { const a = document.activeElement;
  return {tag: a.nodeName, move: a.getAttribute('data-move'), name: a.getAttribute('aria-label'),
          inBoard: document.getElementById('board').contains(a),
          x: a.getBoundingClientRect().left, y: a.getBoundingClientRect().top}; }"""


def _focus(page: Any) -> dict[str, Any]:
    return page.evaluate(FOCUS)  # type: ignore[no-any-return]


def _tab_to_a_move(page: Any, tabs: int = 30) -> dict[str, Any]:
    for _ in range(tabs):
        page.keyboard.press("Tab")
        now = _focus(page)
        if now["move"] is not None:
            return now
    raise AssertionError("Tab never reached a move on the picture")


def test_the_focus_stays_on_the_picture_after_a_move(page: Any, server: str) -> None:
    links = create_table(page, server, "nimmt-classic", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    _tab_to_a_move(page)
    for turn in range(3):  # from the keyboard alone: Enter plays, the next card is at hand
        before = table_state(page)
        page.keyboard.press("Enter")
        changed(page, before)
        page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached", timeout=20000)
        now = _focus(page)
        assert now["inBoard"], f"turn {turn}: the focus fell to <{now['tag']}> after the move"
        if now["move"] is None:  # the picture itself, while the others played: Tab is the next card
            page.keyboard.press("Tab")
            now = _focus(page)
        assert now["move"] is not None, now
    assert page.problems == [], page.problems


def test_the_picture_is_one_tab_stop_and_the_arrow_keys_walk_its_moves(page: Any, server: str) -> None:
    links = create_table(page, server, "nimmt", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    hand = page.locator("#board [data-move]")
    count = hand.count()
    assert count > 3
    assert page.locator("#board [data-move][tabindex='0']").count() == 1  # one Tab stop, not one a card
    first = _tab_to_a_move(page)
    page.keyboard.press("ArrowRight")
    right = _focus(page)
    assert right["move"] is not None and right["move"] != first["move"], (first, right)
    assert right["x"] > first["x"] and abs(right["y"] - first["y"]) < 5, (first, right)
    page.keyboard.press("ArrowLeft")
    assert _focus(page)["move"] == first["move"]
    page.keyboard.press("End")
    last = _focus(page)
    assert last["move"] == hand.nth(count - 1).get_attribute("data-move")
    page.keyboard.press("Home")
    assert _focus(page)["move"] == hand.nth(0).get_attribute("data-move")
    # Tab leaves the picture at once, and Shift+Tab comes back to the move last focused
    page.keyboard.press("End")
    page.keyboard.press("Tab")
    assert not _focus(page)["inBoard"]
    page.keyboard.press("Shift+Tab")
    assert _focus(page)["move"] == last["move"]
    # the focused move is the one Enter plays
    before = table_state(page)
    page.keyboard.press("Enter")
    changed(page, before)
    assert f"play {last['name'].split()[1]}" in page.locator("#log").inner_text()
    assert page.problems == [], page.problems


def test_the_arrow_keys_walk_a_board_of_squares(page: Any, server: str) -> None:
    links = create_table(page, server, "tigris", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    # choose a tile to place (the first step of the choice), then its square
    page.locator("#board [data-move][aria-label^='place a']").first.focus()
    before = table_state(page)
    page.keyboard.press("Enter")
    changed(page, before)
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    squares = page.locator("#board [data-move]").count()
    assert squares > 30
    start = _focus(page)
    assert start["inBoard"], start
    if start["move"] is None:
        page.keyboard.press("ArrowRight")
        start = _focus(page)
    seen = {start["move"]}
    for key, dx, dy in (("ArrowDown", 0, 1), ("ArrowRight", 1, 0), ("ArrowUp", 0, -1), ("ArrowLeft", -1, 0)):
        was = _focus(page)
        page.keyboard.press(key)
        now = _focus(page)
        if now["move"] == was["move"]:
            continue  # nothing that way
        seen.add(now["move"])
        assert (now["x"] - was["x"]) * dx + (now["y"] - was["y"]) * dy > 0, (key, was, now)
    assert len(seen) >= 3, f"the arrow keys reached {len(seen)} squares"
    assert page.locator("#board [data-move][tabindex='0']").count() == 1
    assert page.problems == [], page.problems


def test_the_log_says_the_others_moves_as_they_come(page: Any, server: str) -> None:
    links = create_table(page, server, "nile", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector("#log[aria-live='polite']", state="attached")
    log = page.locator("#log")
    assert log.get_attribute("tabindex") == "0"  # it scrolls: the keyboard reaches it
    assert log.get_attribute("aria-relevant") == "additions"
    lines = log.locator("li").count()
    play_to_end(page, random.Random(3), stop_at=4)
    page.wait_for_selector(f"#log li:nth-child({lines + 2})", state="attached")
    texts = log.locator("li").all_inner_texts()
    assert any(t.startswith("player 1") for t in texts[lines:]), texts[lines:]
    page.wait_for_selector(READY, state="attached")
    assert page.problems == [], page.problems
