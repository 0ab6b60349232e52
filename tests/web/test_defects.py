"""The defects a play-through in Chromium found (issue 31), each held by a test that failed
before its fix: lobby names, plurals, doubled punctuation, a stale connection error, and
joining a full table."""

from __future__ import annotations

import json
import re
from typing import Any

from .conftest import artefact
from .play import READY, create_table


def test_names_typed_in_the_lobby_survive_a_change_of_the_player_count(page: Any, server: str) -> None:
    page.goto(server + "/")
    page.wait_for_selector(READY, state="attached")
    page.select_option("#game", "niagara")
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    page.fill("#name-0", "Ada")
    page.fill("#name-1", "Bo")
    page.select_option("#seat-1", "open")
    # the count changes: the rows are rebuilt, the names and kinds stay
    page.fill("#players", "4")
    page.dispatch_event("#players", "change")
    assert page.locator("#seats .seat").count() == 4
    assert page.input_value("#name-0") == "Ada"
    assert page.input_value("#name-1") == "Bo"
    assert page.input_value("#seat-1") == "open"
    assert page.input_value("#name-3") == ""
    page.fill("#players", "2")
    page.dispatch_event("#players", "change")
    assert page.locator("#seats .seat").count() == 2
    assert page.input_value("#name-1") == "Bo"
    page.screenshot(path=artefact("lobby-names-kept.png"), full_page=True)
    assert page.problems == [], page.problems


def test_counts_of_one_are_singular_on_the_page_and_the_picture(page: Any, server: str) -> None:
    # classic 6 nimmt!: each row starts with one card, most cards carry one bull
    links = create_table(page, server, "nimmt-classic", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector(READY, state="attached")
    texts = page.locator("#board svg text").evaluate_all("nodes => nodes.map((n) => n.textContent)")
    wrong = [t for t in texts if re.search(r"(?<![\d.])1 (bulls|cards|tiles|points)\b", t)]
    assert wrong == [], wrong
    assert any(re.fullmatch(r"\d+ bulls?", t) for t in texts), texts
    # the lobby's own count helper, as the table's seat list uses it for scores
    page.goto(server + "/")
    page.wait_for_selector(READY, state="attached")
    words = page.evaluate(
        "async () => { const {count} = await import('/static/common.js');"
        " return [count(1, 'point'), count(0, 'point'), count(2, 'point'), count(-1, 'point')]; }")
    assert words == ["1 point", "0 points", "2 points", "-1 point"]
    assert page.problems == [], page.problems


def test_a_question_in_the_status_line_takes_no_full_stop(page: Any, server: str) -> None:
    links = create_table(page, server, "niagara", 3, ["person", "bot", "bot"])

    def ask(route: Any) -> None:  # Niagara's steal decision: its words end in "?"
        reply = route.fetch()
        data = reply.json()
        data["phase_title"] = "your empty canoe came upstream: take a gem from a canoe on its space?"
        route.fulfill(response=reply, body=json.dumps(data))

    page.route("**/matches/*/table", ask)
    page.goto(links[0])
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    status = page.locator("#status").inner_text()
    assert status.endswith("on its space?"), status
    assert not re.search(r"[?!.]\.$", status), status


def test_the_connection_error_goes_once_the_connection_is_back(page: Any, server: str) -> None:
    links = create_table(page, server, "nimmt-classic", 2, ["person", "bot"])
    sockets: list[Any] = []

    def through(ws: Any) -> None:  # the page's WebSocket, passed on to the real server
        ws.connect_to_server()
        sockets.append(ws)

    page.route_web_socket(re.compile(r".*/ws/matches/.*"), through)
    # the server "cannot be reached" for the table's fetch, as during a restart
    page.route("**/matches/*/table", lambda route: route.abort("connectionrefused"))
    page.goto(links[0])
    page.wait_for_selector("#error:has-text('cannot be reached')")
    # the server is back: the connection drops and the page reconnects
    page.unroute("**/matches/*/table")
    sockets[-1].close()
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    page.wait_for_selector("#board svg", state="attached")
    page.wait_for_selector("#error:empty", state="attached", timeout=10000)
    # the table is read before the socket opens now: the picture may be back before the socket
    page.wait_for_selector("#connection:text-is('Live.')", timeout=10000)
    assert page.locator("#error").inner_text() == ""
    page.screenshot(path=artefact("table-after-reconnect.png"))


def test_a_full_public_table_offers_no_join(page: Any, server: str) -> None:
    full = create_table(page, server, "nile", 2, ["person", "person"], public=True)
    waiting = create_table(page, server, "nile", 2, ["person", "open"], public=True)
    full_id = full[0].split("?m=")[1].split("#")[0]
    waiting_id = waiting[0].split("?m=")[1].split("#")[0]
    page.goto(server + "/")
    page.wait_for_selector(READY, state="attached")
    full_row = page.locator("#open li", has=page.locator(f"a[href*='m={full_id}']"))
    waiting_row = page.locator("#open li", has=page.locator(f"a[href*='m={waiting_id}']"))
    assert full_row.count() == 1 and waiting_row.count() == 1
    assert full_row.get_by_role("button", name="join").count() == 0
    assert "full" in full_row.inner_text()
    assert waiting_row.get_by_role("button", name="join").count() == 1
    page.locator("#open").screenshot(path=artefact("lobby-open-tables.png"))
    assert page.problems == [], page.problems


def test_a_wrong_or_missing_seat_key_is_said_for_people_not_live(page: Any, server: str) -> None:
    links = create_table(page, server, "nile", 2, ["person", "bot"])
    address = links[0].split("#")[0]
    for opened, word in ((address + "#token=" + "x" * 24, "does not open"), (address, "carries no seat key")):
        page.goto(server + "/")  # a new page load, not a fragment change
        page.goto(opened)
        page.wait_for_selector("#error:not(:empty)")
        page.wait_for_selector("#connection:not(:empty)", state="attached")
        said = page.locator("#error").inner_text()
        assert word in said, said
        assert "Authorization" not in said and "Bearer" not in said and "token" not in said, said
        assert page.locator("#connection").inner_text() == "Not connected."
        assert page.locator("#board svg").count() == 0
    page.screenshot(path=artefact("table-no-seat-key.png"))


def test_the_picture_says_you_and_the_others_names_as_the_page_does(page: Any, server: str) -> None:
    page.goto(server + "/")
    page.wait_for_selector(READY, state="attached")
    page.select_option("#game", "nile")
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    for i, name in enumerate(("Ada", "Bodil", "Cyrus")):
        page.fill(f"#name-{i}", name)
    page.select_option("#seat-1", "person")
    page.select_option("#seat-2", "bot")
    page.click("button[type=submit]")
    page.wait_for_selector("#links:not([hidden])")
    links = [a.get_attribute("href") for a in page.locator("#link-list a.seat-link").all()]
    page.goto(links[1])  # Bodil's seat
    page.wait_for_selector("#board svg", state="attached")
    page.wait_for_selector(READY, state="attached")
    texts = " | ".join(page.locator("#board svg text").evaluate_all("ns => ns.map((n) => n.textContent)"))
    assert "you" in texts and "Ada" in texts and "Cyrus" in texts, texts
    assert not re.search(r"\bplayer \d", texts), texts
    assert "Bodil" not in texts  # the seat looking is "you", as on the page
    page.locator("#board").screenshot(path=artefact("table-names.png"))
    assert page.problems == [], page.problems
