"""Your turn, your table (issue 31, item 3): the tab says when it is your move, a sound can
be asked for, and the end says how the winner was decided when the scores alone do not."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from senet import Result
from senet.server.jsonform import result_json

from .conftest import artefact
from .play import READY, click_move, create_table


def test_the_tab_title_and_icon_say_when_it_is_your_move(page: Any, server: str) -> None:
    links = create_table(page, server, "nile", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    assert page.title() == "● Your move · senet: Nile DeLuxor", page.title()
    icon = page.locator("link[rel='icon']").get_attribute("href")
    assert icon.startswith("data:image/svg+xml,"), icon
    assert page.locator("body[data-signals]").count() == 0  # opening the page is no new turn
    # sound asked for: kept for the next visit, and played when the move comes back
    page.locator("#signal").check()
    assert page.evaluate("() => localStorage.getItem('senet.signal')") == "1"
    rng = random.Random(2)
    for _ in range(30):
        page.wait_for_selector(READY, state="attached")
        if page.locator("body[data-signals]").count():
            break
        if page.locator("body[data-mine='1']").count():
            click_move(page, rng)
    page.wait_for_selector("body[data-signals='1']", state="attached", timeout=20000)
    # a spectator's tab is never "your move"
    page.goto(server + "/")  # a new load: the links differ only in their fragments
    page.goto(links[-1])
    page.wait_for_selector("#board svg", state="attached")
    page.wait_for_selector(READY, state="attached")
    assert page.title() == "senet: Nile DeLuxor", page.title()
    assert page.locator("link[rel='icon']").get_attribute("href") == "/static/favicon.svg"
    assert page.locator("#signal").is_checked()
    assert page.problems == [], page.problems


def test_a_result_ranked_by_a_tie_break_says_what_was_compared() -> None:
    tied = Result.from_keys([2, 2], [(2, 3, 5, 9), (2, 3, 4, 9)])  # Tigris: weakest colours equal
    assert result_json(tied) == {"scores": [2, 2], "ranks": [1, 2], "winners": [0],
                                 "keys": [[2, 3, 5, 9], [2, 3, 4, 9]]}
    assert "keys" not in (result_json(Result.from_scores([3, 1])) or {})


def test_the_end_explains_a_win_decided_by_the_tie_break(page: Any, server: str) -> None:
    page.goto(server + "/")
    page.wait_for_selector(READY, state="attached")
    said = page.evaluate(
        """async () => { const {resultText} = await import('/static/common.js');
        const label = (i) => ['you', 'Ada', 'player 2'][i];
        return [
          resultText({scores: [0, 0, 0], ranks: [1, 2, 3], winners: [0],
                      keys: [[0, 2, 3], [0, 1, 4], [0, 1, 1]]}, label),
          resultText({scores: [1, 1], ranks: [2, 1], winners: [1],
                      keys: [[1, 1, 3, 4], [1, 2, 2, 2]]}, label),
          resultText({scores: [1, 1], ranks: [1, 1], winners: [0, 1], keys: [[1, 2], [1, 2]]}, label),
          resultText({scores: [5, 3], ranks: [1, 2], winners: [0]}, label)]; }""")
    nile, tigris, shared, plain = said
    assert "Won by you." in nile, nile
    assert "ahead of Ada on the second value (2 against 1), equal before it" in nile, nile
    assert "you 0 · 2 · 3" in nile and "see the rules" in nile
    assert "Ada is ahead of you on the second value (2 against 1)" in tigris, tigris
    assert "the win is shared" in shared, shared
    assert plain == "Won by you. Scores: you: 5, Ada: 3.", plain
    page.screenshot(path=artefact("lobby-for-result.png"))


def test_the_table_links_to_the_rules_and_the_end_says_how_it_was_decided(page: Any, server: str) -> None:
    links = create_table(page, server, "tigris", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector(READY, state="attached")
    rules = page.locator("#rules-link")
    assert rules.get_attribute("href") == "/rules?game=tigris"
    page.goto(server + "/rules?game=tigris")
    page.wait_for_selector("#ranking")
    assert "weakest colour" in page.locator("#ranking").inner_text()
    assert "ties compare the second weakest" in page.locator("#ranking").inner_text()
    assert page.locator("#rules li").count() >= 3  # what players decide, the options
    page.screenshot(path=artefact("rules-tigris.png"), full_page=True)
    page.goto(server + "/rules?game=nosuch")
    page.wait_for_selector("#error:not(:empty)")
    # the table's end: the words of the ranking follow a result ranked by a tie-break

    def ended(route: Any) -> None:
        reply = route.fetch()
        data = reply.json()
        data.update(over=True, legal=[], result={"scores": [1, 1], "ranks": [2, 1], "winners": [1],
                                                 "keys": [[1, 1, 3, 4], [1, 2, 2, 2]]})
        route.fulfill(response=reply, body=json.dumps(data))

    page.route("**/matches/*/table", ended)
    page.goto(server + "/")
    page.goto(links[0])
    page.wait_for_selector("#result:not([hidden])")
    said = page.locator("#result").inner_text()
    assert "player 1 is ahead of you on the second value (2 against 1)" in said, said
    assert "How the winner is decided: The weakest colour" in said, said
    assert page.problems == [], page.problems


def test_what_the_last_moves_changed_is_outlined_in_the_picture(page: Any, server: str) -> None:
    links = create_table(page, server, "nimmt-classic", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    assert page.locator("#board svg .fresh").count() == 0  # nothing is new on opening the page
    rng = random.Random(1)
    fresh = page.locator("#board svg .fresh")
    faces = ("ns => ns.map((n) => [...n.parentNode.querySelectorAll(':scope > text')]"
             ".map((t) => t.textContent).join(' '))")
    words: list[str] = []
    for _ in range(6):  # a card each, both laid in the rows (unless a row must be picked first)
        click_move(page, rng)
        page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
        words = fresh.evaluate_all(faces)
        if any(re.fullmatch(r"\d+ \d", w) for w in words):
            break
    # the outlined shapes include the cards just laid: a face with its number and bulls
    assert any(re.fullmatch(r"\d+ \d", w) for w in words), words
    assert 1 <= fresh.count() <= 12, fresh.count()
    assert page.locator("#board [data-move] .fresh").count() == 0  # the moves on offer are not marked
    assert fresh.first.evaluate("n => getComputedStyle(n).strokeWidth") == "3px"
    page.locator("#board").screenshot(path=artefact("table-fresh.png"))
    assert page.problems == [], page.problems
