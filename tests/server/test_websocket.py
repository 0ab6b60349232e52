"""WebSocket pushes: every seat gets each accepted move's events and its new view, numbered;
a reconnect with the last number gets exactly what was missed; spectators get the public
stream; hostile messages get errors and change nothing."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from senet import load_match
from senet.rng import Rng

from .conftest import REGISTRY, Api, players_of
from .leaks import check_no_leak
from .test_play_every_game import play


def _until(ws: WebSocketTestSession, n: int) -> list[dict[str, Any]]:
    """Messages up to the one for move ``n``."""
    got: list[dict[str, Any]] = []
    while not got or got[-1].get("n") != n:
        message = ws.receive_json()
        assert message["type"] == "move", message
        got.append(message)
    return got


@pytest.mark.parametrize("game", ["nimmt", "tigris", "niagara"])
def test_each_seat_is_pushed_its_own_events_and_view(api: Api, game: str) -> None:
    players = players_of(game)
    created = api.create(game, players, seed=6, public=True)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    viewers: list[int | None] = [*range(players), None]
    sockets = [api.client.websocket_connect(f"/ws/matches/{mid}") for _ in viewers]
    try:
        for ws, seat in zip(sockets, viewers, strict=True):
            ws.__enter__()
            ws.send_json({"token": tokens[seat] if seat is not None else None, "after": 0})
            hello = ws.receive_json()
            assert {k: hello[k] for k in ("type", "seat", "after", "n")} == {
                "type": "hello", "seat": seat, "after": 0, "n": 0}
            check_no_leak(api.live(mid), seat, hello, step=0)
        play(api, mid, tokens, Rng(1), 12)
        n = api.state(mid, tokens[0])["n"]
        match = api.live(mid)
        for ws, seat in zip(sockets, viewers, strict=True):
            got = _until(ws, n)
            assert [m["n"] for m in got] == list(range(1, n + 1)), "a move was missed or sent twice"
            assert got[-1]["view"] is not None and got[-1]["legal"] is not None
            assert all(m["events"] for m in got)
            for message in got:  # each view as it was after its move
                at = load_match(match.save(), REGISTRY, upto=message["n"]) if message["view"] else match
                check_no_leak(at, seat, message, step=message["n"])
    finally:
        for ws in sockets:
            ws.__exit__(None, None, None)


def test_a_reconnect_gets_exactly_what_it_missed(api: Api) -> None:
    created = api.create("nimmt-classic", 3, seed=2)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    play(api, mid, tokens, Rng(3), 5)
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[1], "after": 0})
        assert ws.receive_json()["type"] == "hello"
        first = _until(ws, 5)
    assert [m["n"] for m in first] == [1, 2, 3, 4, 5]
    play(api, mid, tokens, Rng(4), 4)
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[1], "after": 5})
        assert ws.receive_json()["type"] == "hello"
        missed = _until(ws, 9)
        assert [m["n"] for m in missed] == [6, 7, 8, 9]
        assert [m["view"] is None for m in missed] == [True, True, True, False]
        log = api.get(f"/matches/{mid}/log?after=5", tokens[1]).json()["moves"]
        assert [m["events"] for m in missed] == [m["events"] for m in log]
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}


def test_a_client_that_reads_the_table_itself_is_sent_no_views(api: Api) -> None:
    created = api.create("nimmt-classic", 3, seed=2)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    play(api, mid, tokens, Rng(3), 5)
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[1], "after": 2, "views": False})
        assert ws.receive_json()["type"] == "hello"
        caught = _until(ws, 5)
        assert [m["n"] for m in caught] == [3, 4, 5]
        assert all(m["view"] is None and m["legal"] is None for m in caught)
        assert [m.get("newest", False) for m in caught] == [False, False, True]
        assert caught[-1]["over"] is False and caught[-1]["result"] is None
        log = api.get(f"/matches/{mid}/log?after=2", tokens[1]).json()["moves"]
        assert [m["events"] for m in caught] == [m["events"] for m in log]
        play(api, mid, tokens, Rng(4), 1)
        pushed = ws.receive_json()
        assert pushed["n"] == 6 and pushed["newest"] is True and pushed["view"] is None


def test_moves_over_the_socket_and_hostile_messages(api: Api) -> None:
    created = api.create("nimmt-classic", 2, seed=5)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    seat = api.live(mid).to_act[0]
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[seat], "after": 0})
        assert ws.receive_json()["type"] == "hello"
        before = api.live(mid).save()
        for bad in [{"id": "7.0"}, {"id": 3}, {"nope": True}, [1, 2]]:
            ws.send_json(bad)
            answer = ws.receive_json()
            assert answer["type"] == "error" and answer["code"] in ("stale", "bad_body"), answer
        ws.send_text("{not json")
        assert ws.receive_json()["code"] == "malformed_json"
        assert api.live(mid).save() == before
        legal = api.state(mid, tokens[seat])["legal"]
        ws.send_json({"id": legal[0]["id"]})
        replies = [ws.receive_json(), ws.receive_json()]
        assert {r["type"] for r in replies} == {"ack", "move"}
        ws.send_text("x" * 20_000)
        assert ws.receive_json()["code"] == "too_large"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 1009


@pytest.mark.parametrize("hello", [{"token": "wrong", "after": 0}, {"after": 0}, {"token": None, "after": 99},
                                   {"token": 5}, {"token": None, "after": 0, "views": "no"}, "hi"])
def test_bad_hellos_are_refused(api: Api, hello: Any) -> None:
    created = api.create("nimmt-classic", 2, seed=5)
    with api.client.websocket_connect(f"/ws/matches/{created['id']}") as ws:
        ws.send_json(hello)
        assert ws.receive_json()["type"] == "error"
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_a_connection_whose_pushes_fail_is_told_to_reconnect(api: Api,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    created = api.create("nimmt-classic", 2, seed=5)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    hub = api.client.app.state.hub  # type: ignore[attr-defined]

    def broken(*args: object) -> None:
        raise OSError("the database is away")

    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[0], "after": 0})
        assert ws.receive_json()["type"] == "hello"
        monkeypatch.setattr(hub, "updates", broken)
        play(api, mid, tokens, Rng(2), 1)
        assert ws.receive_json()["code"] == "unavailable"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 1011
