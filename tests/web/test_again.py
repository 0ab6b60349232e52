"""Opponents worth playing, undo and rematch at the table (issue 31, items 1 and 2): the lobby
offers every bot the server has, a search bot first, with a time per move; the table's Undo
takes a move back (and cancels the first step of a choice asked in steps), asks the others
when theirs go too; the end offers the same seats again."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx2 as httpx

from .conftest import artefact
from .play import READY, create_table


def _ids(link: str) -> tuple[str, str]:
    """A seat link's match and token."""
    url = urlparse(link)
    return parse_qs(url.query)["m"][0], url.fragment.removeprefix("token=")


def _state(server: str, link: str) -> dict[str, Any]:
    mid, token = _ids(link)
    reply = httpx.get(f"{server}/matches/{mid}", headers={"authorization": f"Bearer {token}"})
    return reply.json()  # type: ignore[no-any-return]


def test_the_lobby_offers_every_bot_a_search_bot_first_and_a_time_per_move(page: Any, server: str) -> None:
    page.goto(server + "/")
    page.wait_for_selector(READY, state="attached")
    page.select_option("#game", "niagara")
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    offered = page.locator("#bot-1 option").evaluate_all("os => os.map(o => o.value)")
    assert {"random", "greedy", "flatmc", "mcts", "quick", "strong"} <= set(offered), offered
    assert page.input_value("#bot-1") == "quick"  # the default plays to win: a Niagara match ends
    assert page.locator("#bot-label-0").is_hidden() and page.locator("#bot-label-1").is_visible()
    assert page.locator("#bot-time").is_visible()
    page.select_option("#bot-2", "random")
    page.select_option("#bot-1", "strong")
    page.fill("#bot-seconds", "0.2")
    page.fill("#name-0", "Ada")
    page.screenshot(path=artefact("lobby-bots.png"), full_page=True)
    page.click("button[type=submit]")
    page.wait_for_selector("#links:not([hidden])")
    assert page.locator("#create-error").inner_text() == ""
    link = page.locator("#link-list a.seat-link").first.get_attribute("href")
    seats = _state(server, link)["seats"]
    assert [s["bot"] for s in seats] == [None, "strong:seconds=0.2", "random"]
    # a time past the server's budget is refused in the page, before anything is made
    page.fill("#bot-seconds", "999")
    page.click("button[type=submit]")
    page.wait_for_selector("#create-error:not(:empty)")
    assert "at most" in page.locator("#create-error").inner_text()
    assert page.problems == [], page.problems


def test_undo_takes_back_a_step_of_a_choice_and_the_log_follows(page: Any, server: str) -> None:
    links = create_table(page, server, "tigris", 2, ["person", "bot"])
    page.goto(links[0])
    page.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
    n = int(page.locator("body").get_attribute("data-n"))
    # the log's lines come over the WebSocket after the picture: count them once caught up
    page.wait_for_selector("#connection:text-is('Live.')")
    if n > 0:
        page.wait_for_selector(f"#log li[data-n='{n}']", state="attached")
    lines = page.locator("#log li").count()
    assert page.locator("#undo").is_hidden()  # nothing of this seat's to take back yet
    # Tigris asks a tile and then its square as two decisions: the first is a move
    tiles = "#board [data-move][aria-label*='tile'], #moves button:has-text('tile')"
    page.locator(tiles).first.click()
    page.wait_for_selector(f"body[data-ready='1'][data-n='{n + 1}']", state="attached")
    page.wait_for_selector("#undo:not([hidden])")
    page.screenshot(path=artefact("table-undo-offered.png"))
    page.click("#undo")
    page.wait_for_selector(f"body[data-ready='1'][data-n='{n}']", state="attached")
    page.wait_for_selector("#undo[hidden]", state="attached")
    assert page.locator("#log li").count() == lines
    assert page.locator(tiles).count() > 0
    page.screenshot(path=artefact("table-after-undo.png"), full_page=True)
    assert page.problems == [], page.problems


def test_undo_of_others_moves_asks_them_and_every_page_follows(browser: Any, server: str, page: Any) -> None:
    links = create_table(page, server, "niagara", 3, ["person", "person", "open"])
    other = browser.new_context(viewport={"width": 1280, "height": 900})
    second = other.new_page()
    try:
        page.goto(links[0])
        second.goto(links[1])
        for p in (page, second):
            p.wait_for_selector("body[data-ready='1'][data-mine='1']", state="attached")
            p.locator("#board [data-move], #moves button").first.click()
            p.wait_for_selector("body[data-ready='1'][data-n]:not([data-n='0'])", state="attached")
        page.wait_for_selector("body[data-ready='1'][data-n='2']", state="attached")
        page.wait_for_selector("#undo:not([hidden])")
        assert "must agree" in page.locator("#undo-hint").inner_text()
        page.click("#undo")
        page.wait_for_selector("#undo-withdraw")
        second.wait_for_selector("#undo-agree")
        assert "asks to take back 2 moves" in second.locator("#ask-text").inner_text()
        second.screenshot(path=artefact("table-undo-asked.png"), full_page=True)
        second.click("#undo-agree")
        for p in (page, second):
            p.wait_for_selector("body[data-ready='1'][data-n='0']", state="attached")
            p.wait_for_selector("#ask[hidden]", state="attached")
            assert p.locator("#log li[data-n='1'], #log li[data-n='2']").count() == 0
        page.screenshot(path=artefact("table-after-agreed-undo.png"), full_page=True)
        assert page.problems == [], page.problems
    finally:
        other.close()


def test_the_end_offers_the_same_seats_again(page: Any, server: str) -> None:
    seats = [{"name": "Ada"}, {"bot": "random", "name": "Rob"}]
    body = {"game": "nimmt-classic", "players": 2, "seats": seats}
    made = httpx.post(f"{server}/matches", json=body).json()
    mid, token = made["id"], made["seats"][0]["token"]
    headers = {"authorization": f"Bearer {token}"}
    with httpx.Client(base_url=server, headers=headers, timeout=30) as client:
        for _ in range(2000):
            state = client.get(f"/matches/{mid}").json()
            if state["over"]:
                break
            if state["legal"]:
                client.post(f"/matches/{mid}/moves", json={"id": state["legal"][0]["id"]})
    page.goto(f"{server}/table?m={mid}#token={token}")
    page.wait_for_selector("body[data-ready='1'][data-over='1']", state="attached")
    page.wait_for_selector("#again:not([hidden])")
    assert page.locator("#undo").is_hidden()
    page.click("#rematch")
    page.wait_for_url(lambda url: f"m={mid}" not in url)
    page.wait_for_selector("body[data-ready='1'][data-over='0']", state="attached")
    new_mid, new_token = _ids(page.url)
    assert new_mid != mid and new_token != token
    seats = _state(server, page.url)["seats"]
    assert [(s["name"], s["bot"]) for s in seats] == [("Ada", None), ("Rob", "random")]
    assert page.locator("#again").is_hidden()
    assert page.problems == [], page.problems


def test_the_other_person_follows_to_the_rematch(browser: Any, server: str, page: Any) -> None:
    body = {"game": "nimmt-classic", "players": 2, "seats": [{"name": "Ada"}, {"name": "Bo"}]}
    made = httpx.post(f"{server}/matches", json=body).json()
    mid, tokens = made["id"], [s["token"] for s in made["seats"]]
    with httpx.Client(base_url=server, timeout=30) as client:
        for _ in range(2000):
            states = [client.get(f"/matches/{mid}", headers={"authorization": f"Bearer {t}"}).json()
                      for t in tokens]
            if states[0]["over"]:
                break
            for token, state in zip(tokens, states, strict=True):
                if state["legal"]:
                    client.post(f"/matches/{mid}/moves", json={"id": state["legal"][0]["id"]},
                                headers={"authorization": f"Bearer {token}"})
    other = browser.new_context(viewport={"width": 1280, "height": 900})
    second = other.new_page()
    try:
        page.goto(f"{server}/table?m={mid}#token={tokens[0]}")
        second.goto(f"{server}/table?m={mid}#token={tokens[1]}")
        for p in (page, second):
            p.wait_for_selector("body[data-ready='1'][data-over='1']", state="attached")
        assert second.locator("#rematch").inner_text() == "Play again: same seats"
        page.click("#rematch")
        page.wait_for_url(lambda url: f"m={mid}" not in url)
        new_mid, _ = _ids(page.url)
        # the push tells the other page: its button now joins the table made
        second.wait_for_selector("#rematch:has-text('Join the rematch')")
        second.click("#rematch")
        second.wait_for_url(lambda url: f"m={new_mid}" in url)
        second.wait_for_selector("body[data-ready='1'][data-over='0']", state="attached")
        assert _state(server, second.url)["seat"] == 1
        assert page.problems == [], page.problems
    finally:
        other.close()
