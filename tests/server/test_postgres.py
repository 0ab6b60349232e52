"""The same server on a real PostgreSQL (a throwaway cluster; the tests fail, saying what to
install, when PostgreSQL is missing): play, races, and two processes sharing one database."""

from __future__ import annotations

import json
from typing import Any

import httpx2 as httpx
import pytest
from websockets.sync.client import connect

from .conftest import Api
from .processes import serving
from .test_play_every_game import play_randomly
from .test_race import two_processes_race


@pytest.mark.parametrize("game", ["nimmt", "tigris"])
def test_random_play_on_postgres(pg_api: Api, game: str) -> None:
    assert pg_api.service.store.postgres
    play_randomly(pg_api, game)


def test_two_stores_racing_on_postgres(pg_url: str) -> None:
    two_processes_race(pg_url, rounds=5)


def _receive(ws: Any) -> dict[str, Any]:
    return json.loads(ws.recv(timeout=20))  # type: ignore[no-any-return]


def test_two_processes_share_matches_and_pushes(pg_url: str) -> None:
    with serving(pg_url) as (a, _), serving(pg_url) as (b, _):
        created = httpx.post(f"{a}/matches", json={"game": "nimmt-classic", "players": 2, "seed": 4}).json()
        mid, tokens = created["id"], [s["token"] for s in created["seats"]]
        url = b.replace("http", "ws") + f"/ws/matches/{mid}"
        with connect(url) as ws_b, connect(a.replace("http", "ws") + f"/ws/matches/{mid}") as ws_a:
            ws_b.send(json.dumps({"token": tokens[1], "after": 0}))
            ws_a.send(json.dumps({"token": tokens[0], "after": 0}))
            assert _receive(ws_b)["type"] == "hello" and _receive(ws_a)["type"] == "hello"
            for k in range(1, 7):
                server = a if k % 2 else b  # moves arrive at both processes
                seat = httpx.get(f"{server}/matches/{mid}", headers={
                    "authorization": f"Bearer {tokens[0]}"}).json()["view"]["to_act"][0]
                state = httpx.get(f"{server}/matches/{mid}",
                                  headers={"authorization": f"Bearer {tokens[seat]}"}).json()
                reply = httpx.post(f"{server}/matches/{mid}/moves", json={"id": state["legal"][0]["id"]},
                                   headers={"authorization": f"Bearer {tokens[seat]}"})
                assert reply.status_code == 200, reply.text
                assert reply.json()["n"] == k
                for ws in (ws_a, ws_b):  # each process pushes every move, whichever took it
                    message = _receive(ws)
                    assert message["type"] == "move" and message["n"] == k, message
            seen_b = httpx.get(f"{b}/matches/{mid}", headers={"authorization": f"Bearer {tokens[0]}"}).json()
            seen_a = httpx.get(f"{a}/matches/{mid}", headers={"authorization": f"Bearer {tokens[0]}"}).json()
            assert seen_a == seen_b and seen_a["n"] == 6
