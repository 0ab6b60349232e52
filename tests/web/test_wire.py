"""Light on the wire, as the page uses it: a table is opened with one read of the picture, a
long match reopened without its every move sent to the page, a move drawn with one read."""

from __future__ import annotations

import json
import random
import urllib.request
from typing import Any

from .play import READY, click_move, table_state

MOVES = 60
RECENT = 40  # table.js's RECENT


def _call(base: str, path: str, token: str | None = None, body: Any = None) -> Any:
    headers = {"content-type": "application/json"}
    if token:
        headers["authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, headers=headers,
                                     method="GET" if body is None else "POST")
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


def _long_match(base: str) -> tuple[str, list[str], int]:
    """A two-seat classic nimmt match with ``MOVES`` random moves (fewer if it ends)."""
    created = _call(base, "/matches", body={"game": "nimmt-classic", "players": 2, "seed": 3})
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    rng = random.Random(3)
    n = 0
    over = False
    while n < MOVES and not over:
        for token in tokens:  # each seat's moves read just before it plays one of them
            state = _call(base, f"/matches/{mid}", token)
            over = state["over"]
            if state["legal"] and not over:
                n = _call(base, f"/matches/{mid}/moves", token, {"id": rng.choice(state["legal"])["id"]})["n"]
    return mid, tokens, n


def test_a_long_match_opens_with_one_read_and_only_the_recent_log(page: Any, server: str) -> None:
    mid, tokens, n = _long_match(server)
    assert n > RECENT + 10
    reads: list[str] = []
    frames: list[dict[str, Any]] = []
    page.on("request", lambda r: reads.append(r.url) if "/table" in r.url and "/matches/" in r.url else None)
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(json.loads(f))))
    token = next(t for t in tokens if _call(server, f"/matches/{mid}", t)["legal"])  # a seat to move
    page.goto(f"{server}/table?m={mid}#token={token}")
    page.wait_for_selector(READY, state="attached")
    page.wait_for_selector("#connection:text('Live.')")
    page.wait_for_timeout(500)  # anything more the page would ask or be sent
    assert len(reads) == 1, reads
    moves = [f for f in frames if f["type"] == "move"]
    assert [f["n"] for f in moves] == list(range(n - RECENT + 1, n + 1))
    assert all(f["view"] is None for f in moves) and moves[-1]["newest"]  # the page reads the table
    assert page.locator("#earlier").inner_text() == f"Moves 1 to {n - RECENT}: in the replay."
    assert {int(x) for x in page.locator("#log li").evaluate_all("ls => ls.map((l) => l.dataset.n)")} \
        == set(range(n - RECENT, n + 1))
    assert table_state(page)["n"] == str(n)
    # a move: one read of the picture, after its push
    before = len(reads)
    assert table_state(page)["mine"] == "1"
    assert click_move(page, random.Random(1))
    page.wait_for_selector(READY, state="attached")
    page.wait_for_timeout(300)
    assert len(reads) - before == 1, reads[before:]
    assert page.problems == [], page.problems


def test_a_short_match_opens_with_every_move_and_one_read(page: Any, server: str) -> None:
    created = _call(server, "/matches", body={"game": "nimmt-classic", "players": 2, "seed": 5})
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    legal = _call(server, f"/matches/{mid}", tokens[0])["legal"]
    _call(server, f"/matches/{mid}/moves", tokens[0], {"id": legal[0]["id"]})
    reads: list[str] = []
    page.on("request", lambda r: reads.append(r.url) if "/table" in r.url and "/matches/" in r.url else None)
    page.goto(f"{server}/table?m={mid}#token={tokens[1]}")
    page.wait_for_selector(READY, state="attached")
    page.wait_for_selector("#connection:text('Live.')")
    page.wait_for_timeout(500)
    assert len(reads) == 1, reads
    assert page.locator("#earlier").count() == 0
    assert page.locator("#log li[data-n='1']").count() >= 1
    assert page.problems == [], page.problems
