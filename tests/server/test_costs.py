"""What an anonymous client may cost: save uploads of at most 256 KiB without the server key,
replays computed a few at a time, WebSocket connections capped per address and in all.
Each refusal is a 4xx with its code."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from senet.server import create_app, tables
from senet.server.jsonform import ApiError
from senet.server.limits import Sockets

from .conftest import REGISTRY, Api, auth

KEY = "the-server-key"


@pytest.fixture
def keyed(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(str(tmp_path / "k.db"), registry=REGISTRY, sweep_every=None, server_key=KEY,
                     rate=1e6, burst=1e6)
    with TestClient(app) as client:
        yield client


def test_an_upload_past_256_kib_needs_the_server_key(keyed: TestClient) -> None:
    big = b"\x93" + b"x" * (300 * 1024)
    refused = keyed.post("/replay", content=big)
    assert refused.status_code == 413 and refused.json()["error"]["code"] == "too_large"
    read = keyed.post("/replay", content=big, headers=auth(KEY))
    assert read.status_code == 422 and read.json()["error"]["code"] == "bad_save"  # read, then judged
    huge = keyed.post("/replay", content=b"x" * (2 * 1024 * 1024 + 1), headers=auth(KEY))
    assert huge.status_code == 413


def test_an_upload_past_256_kib_is_refused_by_a_server_without_a_key(api: Api) -> None:
    reply = api.client.post("/replay", content=b"x" * (256 * 1024 + 1))
    assert reply.status_code == 413 and reply.json()["error"]["code"] == "too_large"


def test_replays_past_the_servers_few_at_once_get_429_busy(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    release, entered = threading.Event(), threading.Semaphore(0)

    def slow(*args: Any) -> dict[str, Any]:
        entered.release()
        assert release.wait(30)
        return {"k": 0}

    monkeypatch.setattr(tables, "replay_frame", slow)
    answers: list[Any] = []
    runners = [threading.Thread(target=lambda: answers.append(api.client.post("/replay", content=b"\x93")))
               for _ in range(tables.REPLAYS)]
    for runner in runners:
        runner.start()
    for _ in runners:
        assert entered.acquire(timeout=30)
    busy = api.client.post("/replay", content=b"\x93")
    assert busy.status_code == 429 and busy.json()["error"]["code"] == "busy"
    release.set()
    for runner in runners:
        runner.join()
    assert [a.status_code for a in answers] == [200] * tables.REPLAYS
    assert api.client.post("/replay", content=b"\x93").status_code == 200, "the places are given back"


def test_websocket_connections_are_capped_per_address(tmp_path: Path) -> None:
    app = create_app(str(tmp_path / "w.db"), registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6,
                     sockets_per_address=2)
    with TestClient(app) as client:
        made = client.post("/matches", json={"game": "nimmt", "players": 2, "public": True}).json()
        path = f"/ws/matches/{made['id']}"
        with client.websocket_connect(path) as one, client.websocket_connect(path) as two:
            for ws in (one, two):
                ws.send_json({"token": None, "after": 0})
                assert ws.receive_json()["type"] == "hello"
            with client.websocket_connect(path) as three:
                refused = three.receive_json()
                assert refused["type"] == "error" and refused["code"] == "too_many_sockets"
                with pytest.raises(WebSocketDisconnect):
                    three.receive_json()
        with client.websocket_connect(path) as again:  # closed ones are counted out
            again.send_json({"token": None, "after": 0})
            assert again.receive_json()["type"] == "hello"
        sockets = app.state.sockets
        assert sockets.open == {} and sockets.count == 0


def test_websocket_connections_are_capped_in_all() -> None:
    sockets = Sockets(per_address=100, total=2)
    sockets.enter("a")
    sockets.enter("b")
    with pytest.raises(ApiError) as caught:
        sockets.enter("c")
    assert caught.value.status == 429 and caught.value.code == "too_many_sockets"
    sockets.leave("a")
    sockets.enter("c")
    assert sockets.open == {"b": 1, "c": 1}
