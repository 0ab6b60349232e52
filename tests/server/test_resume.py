"""No match left behind: a server started on a database where a bot's move is due (the
process stopped between a person's move and the bot's) plays it; a seat's decision timer
runs from its own decision, not from another seat's commit; presence is the database's, so
a seat connected to one process is not absent because its socket to another closed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from senet.server import create_app

from .conftest import REGISTRY, Api
from .test_bots import T0, Clock


@contextmanager
def server(url: str, clock: Clock | None = None) -> Iterator[Api]:
    """A new application (a process started again) on the database ``url``."""
    app = create_app(url, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6, clock=clock or Clock())
    with TestClient(app) as client:
        yield Api(client)


def _persist_without_the_bot(api: Api, mid: str, seat: int) -> int:
    """Commit ``seat``'s first legal move and stop there, as a process killed right after the
    commit: the bot's answer is never played. The move count after it."""
    store = api.service.store
    with store.locked(mid):
        live = store.live(mid)
        store.commit(live, seat, live.match.legal_moves(seat)[0], None)
        return live.n


def crash_between_a_persons_move_and_the_bot(url: str) -> None:
    with server(url) as api:
        made = api.create("nimmt-classic", 2, seed=5, seats=[{}, {"bot": "random"}])
        mid, token = made["id"], made["seats"][0]["token"]
        n = _persist_without_the_bot(api, mid, 0)
        stalled = api.state(mid, token)
        assert stalled["n"] == n and 1 in stalled["view"]["to_act"], "the bot's move is due"
    with server(url) as api:
        api.settle()
        state = api.state(mid, token)
        assert state["n"] > n and 1 not in state["view"]["to_act"], "the bot's move was played on start"
        assert state["legal"]
        reply = api.post(f"/matches/{mid}/moves", {"id": state["legal"][0]["id"]}, token)
        assert reply.status_code == 200, reply.text


def test_a_bot_move_left_by_a_crash_is_played_on_start(tmp_path: Path) -> None:
    crash_between_a_persons_move_and_the_bot(str(tmp_path / "r.db"))


def test_a_bot_move_left_by_a_crash_is_played_on_start_on_postgres(pg_url: str) -> None:
    crash_between_a_persons_move_and_the_bot(pg_url)


def test_an_absent_seat_left_by_a_crash_is_played_on_start(tmp_path: Path) -> None:
    url = str(tmp_path / "a.db")
    with server(url) as api:
        made = api.create("tigris", 2, seed=4, seconds_per_move=30)
        mid, tokens = made["id"], [s["token"] for s in made["seats"]]
        late = api.live(mid).to_act[0]
        api.service.presence.set(mid, late, False)  # marked absent, then the process died
        assert api.state(mid, tokens[late])["n"] == 0
    with server(url) as api:
        api.settle()
        state = api.state(mid, tokens[1 - late])
        assert state["n"] > 0 and state["seats"][late]["absent"]
        log = api.get(f"/matches/{mid}/log", tokens[1 - late]).json()["moves"]
        assert "absent: a bot played" in (log[0]["note"] or "")


def _simultaneous(api: Api) -> tuple[str, list[str]]:
    made = api.create("nimmt-classic", 3, seed=2, seconds_per_move=30)
    mid = made["id"]
    assert set(api.live(mid).to_act) == {0, 1, 2}, "every seat chooses a card at once"
    return mid, [s["token"] for s in made["seats"]]


def test_another_seats_change_of_mind_does_not_restart_a_seats_timer(tmp_path: Path) -> None:
    clock = Clock()
    with server(str(tmp_path / "t.db"), clock) as api:
        mid, tokens = _simultaneous(api)
        legal = api.state(mid, tokens[0])["legal"]
        for at, choice in ((T0 + 20, 0), (T0 + 25, 1), (T0 + 29, 0)):  # seat 0 chooses, changes its mind
            clock.now = at
            reply = api.post(f"/matches/{mid}/moves", {"id": legal[choice]["id"]}, tokens[0])
            assert reply.status_code == 200, reply.text
        clock.now = T0 + 31  # seats 1 and 2 had their 30 s from T0
        assert api.service.presence.sweep(clock.now) == 1
        api.settle()
        state: dict[str, Any] = api.state(mid, tokens[0])
        assert state["seats"][1]["absent"] and state["seats"][2]["absent"] and not state["seats"][0]["absent"]
        assert state["legal"], "the bots chose for seats 1 and 2: a new decision for seat 0"
        clock.now = T0 + 60  # the new decision's timer started when the bots' last choice was made
        assert api.service.presence.sweep(clock.now) == 0


def _hello(ws: Any, token: str) -> None:
    ws.send_json({"token": token, "after": 0})
    assert ws.receive_json()["type"] == "hello"


def presence_across_two_processes(url: str) -> None:
    with server(url) as a, server(url) as b:  # two processes on one database
        made = a.create("nimmt-classic", 2, seed=5, seconds_per_move=60)
        mid, tokens = made["id"], [s["token"] for s in made["seats"]]
        path = f"/ws/matches/{mid}"
        with b.client.websocket_connect(path) as on_b:
            _hello(on_b, tokens[1])
            with a.client.websocket_connect(path) as on_a:
                _hello(on_a, tokens[1])
            a.settle()
            state = a.state(mid, tokens[0])
            assert not state["seats"][1]["absent"], "absent while still connected to the other process"
            assert 1 in state["view"]["to_act"] and state["n"] == 0, "a bot played for a connected seat"
        b.settle()
        state = a.state(mid, tokens[0])
        assert state["seats"][1]["absent"] and 1 not in state["view"]["to_act"], "its last connection closed"
        with a.client.websocket_connect(path) as on_a:
            _hello(on_a, tokens[1])
            assert not a.state(mid, tokens[0])["seats"][1]["absent"]
            legal = a.state(mid, tokens[0])["legal"]
            reply = a.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, tokens[0])
            assert reply.status_code == 200, reply.text
            notes = [m["note"] for m in reply.json()["moves"]]
            assert notes == ["player 1 is back"], "coming back by reconnecting is noted"
            after = a.get(f"/matches/{mid}/log?after={reply.json()['n']}", tokens[1]).json()["moves"]
            assert all(m["note"] is None for m in after), "noted once"


def test_presence_is_shared_by_the_processes(tmp_path: Path) -> None:
    presence_across_two_processes(str(tmp_path / "p.db"))


def test_presence_is_shared_by_the_processes_on_postgres(pg_url: str) -> None:
    presence_across_two_processes(pg_url)


def test_a_connection_that_fails_after_its_hello_is_counted_out(tmp_path: Path,
                                                                 monkeypatch: Any) -> None:
    import sqlalchemy as sa

    from senet.server.db import seats

    with server(str(tmp_path / "c.db")) as api:
        made = api.create("nimmt-classic", 2, seed=5, seconds_per_move=60)
        mid, tokens = made["id"], [s["token"] for s in made["seats"]]
        hub = api.client.app.state.hub  # type: ignore[attr-defined]

        def broken(*args: object) -> None:
            raise OSError("the database is away")

        monkeypatch.setattr(hub, "now", broken)
        with pytest.raises(OSError), api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
            ws.send_json({"token": tokens[1], "after": 0})
            ws.receive_json()  # the server's failure reaches the test client
        with api.service.store.engine.connect() as conn:
            counts = conn.execute(sa.select(seats.c.connections).where(seats.c.match_id == mid)).scalars()
            assert list(counts) == [0, 0], "a connection that failed is still counted as open"
