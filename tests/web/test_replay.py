"""The replay viewer in Chromium: a finished match of the server, stepped through and seen by
each pair of eyes; an uploaded save; a bad file's message."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Any

from .conftest import artefact
from .play import READY


def _finished(server: str) -> dict[str, Any]:
    body = json.dumps({"game": "nimmt", "players": 2, "seats": [{"bot": "random"}, {"bot": "random"}]})
    request = urllib.request.Request(server + "/matches", body.encode(), method="POST",
                                     headers={"content-type": "application/json"})
    with urllib.request.urlopen(request) as reply:
        made: dict[str, Any] = json.load(reply)
    # The server's bot threads play the match after the answer (off the request): wait for its end.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ask = urllib.request.Request(f"{server}/matches/{made['id']}",
                                     headers={"authorization": f"Bearer {made['spectator_token']}"})
        with urllib.request.urlopen(ask) as reply:
            if json.load(reply)["over"]:
                return made
        time.sleep(0.1)
    raise AssertionError("the server's bots did not finish a 2-player nimmt match within 60 s")


def _save(server: str, made: dict[str, Any]) -> bytes:
    request = urllib.request.Request(f"{server}/matches/{made['id']}/save",
                                     headers={"authorization": f"Bearer {made['spectator_token']}"})
    with urllib.request.urlopen(request) as reply:
        return reply.read()  # type: ignore[no-any-return]


def _at(page: Any, k: int) -> None:
    page.wait_for_selector(f"body[data-k='{k}'][data-ready='1']", state="attached")


def test_stepping_through_a_finished_match_with_each_pair_of_eyes(page: Any, server: str) -> None:
    made = _finished(server)
    page.goto(f"{server}/replay?m={made['id']}#token={made['spectator_token']}")
    _at(page, 0)
    total = int(page.evaluate("() => document.body.dataset.total"))
    assert total > 10
    page.click("#next")
    _at(page, 1)
    page.keyboard.press("ArrowRight")
    _at(page, 2)
    page.click("#prev")
    _at(page, 1)
    page.fill("#jump", "7")
    page.dispatch_event("#jump", "change")
    _at(page, 7)
    assert page.locator("#log li.current").count() >= 1
    # over: everything may be seen, every seat's picture at once
    assert page.locator("#eyes option").all_inner_texts()[:2] == ["everything (every seat)", "a spectator"]
    page.select_option("#eyes", "all")
    page.wait_for_selector("#boards figure:nth-child(2) svg", state="attached")
    assert page.locator("#boards svg").count() == 2
    hands = page.locator("#boards").inner_text()
    page.select_option("#eyes", "spectator")
    page.wait_for_selector("#boards figure:only-child svg", state="attached")
    assert page.locator("#boards").inner_text() != hands
    assert page.locator("#boards [data-move][tabindex]").count() == 0
    page.click("#last")
    _at(page, total)
    assert "Scores:" in page.locator("#result").inner_text()
    page.screenshot(path=artefact("replay-1280.png"), full_page=True)
    assert page.problems == [], page.problems


def test_an_uploaded_save_and_a_bad_file(page: Any, server: str, tmp_path: Path) -> None:
    made = _finished(server)
    good = tmp_path / "match.senet"
    good.write_bytes(_save(server, made))
    page.goto(f"{server}/replay")
    page.wait_for_selector(READY, state="attached")
    page.set_input_files("#file", str(good))
    _at(page, 0)
    page.click("#last")
    _at(page, int(page.evaluate("() => document.body.dataset.total")))
    assert page.locator("#result").is_visible()
    bad = tmp_path / "bad.senet"
    bad.write_bytes(good.read_bytes()[:-7] + b"garbage")
    page.set_input_files("#file", str(bad))
    page.wait_for_selector("#error:has-text('not a save file senet can replay')")
    assert page.locator("#viewer").is_hidden()
