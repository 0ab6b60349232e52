"""Bot seats are played by the server; a seat out of time, or one that leaves, is played by a
bot until it comes back, and the log's server notes say so."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from senet.server import create_app

from .conftest import REGISTRY, Api

T0 = 1_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def timed(tmp_path: Path) -> Iterator[tuple[Api, Clock]]:
    clock = Clock()
    app = create_app(str(tmp_path / "t.db"), registry=REGISTRY, sweep_every=None, clock=clock,
                     rate=1e6, burst=1e6)
    with TestClient(app) as client:
        yield Api(client), clock


def test_bot_seats_answer_every_move(api: Api) -> None:
    created = api.create("nimmt-classic", 3, seed=1, seats=[{}, {"bot": "random"}, {"bot": "random"}])
    mid, token = created["id"], created["seats"][0]["token"]
    assert [s["token"] is None for s in created["seats"]] == [False, True, True]
    for _ in range(500):
        state = api.state(mid, token)
        if state["over"]:
            break
        assert state["view"]["to_act"] == [0], "the server waits for a bot"
        reply = api.post(f"/matches/{mid}/moves", {"id": state["legal"][0]["id"]}, token)
        assert reply.status_code == 200, reply.text
    assert api.state(mid, token)["over"]
    notes = [m["note"] for m in api.get(f"/matches/{mid}/log", token).json()["moves"]]
    assert notes == [None] * len(notes), "a bot seat's moves need no note"


def test_a_match_of_bots_plays_to_its_end(api: Api) -> None:
    created = api.create("nimmt-classic", 4, seed=3, seats=[{"bot": "random"}] * 4, public=True)
    state = api.state(created["id"], None)
    assert state["over"] and state["result"]["winners"]


def test_a_seat_out_of_time_is_played_by_a_bot_until_it_returns(timed: tuple[Api, Clock]) -> None:
    api, clock = timed
    created = api.create("tigris", 2, seed=4, seconds_per_move=30)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    late = api.live(mid).to_act[0]
    n = api.state(mid, tokens[late])["n"]
    clock.now = T0 + 29
    assert api.service.presence.sweep(clock.now) == 0
    clock.now = T0 + 31
    assert api.service.presence.sweep(clock.now) == 1
    api.settle()
    state = api.state(mid, tokens[late])
    assert state["n"] > n and state["seats"][late]["absent"]
    log = api.get(f"/matches/{mid}/log?after={n}", tokens[1 - late]).json()["moves"]
    assert any("absent: a bot played" in (m["note"] or "") for m in log)
    assert not state["legal"], "an absent seat's decisions are taken by the bot at once"
    back = api.post(f"/matches/{mid}/presence", {"present": True}, tokens[late])
    assert back.status_code == 200 and not back.json()["seats"][late]["absent"]
    for _ in range(200):
        state = api.state(mid, tokens[late])
        if state["legal"] or state["over"]:
            break
        other = 1 - late
        legal = api.state(mid, tokens[other])["legal"]
        assert api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, tokens[other]).status_code == 200
    assert state["legal"], "the seat that came back is asked again"
    reply = api.post(f"/matches/{mid}/moves", {"id": state["legal"][0]["id"]}, tokens[late])
    assert reply.status_code == 200, reply.text
    assert reply.json()["moves"][0]["note"] is None


def test_a_seat_may_leave_and_come_back(api: Api) -> None:
    created = api.create("nimmt-classic", 2, seed=7)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    left = api.post(f"/matches/{mid}/presence", {"present": False}, tokens[1])
    assert left.status_code == 200 and left.json()["seats"][1]["absent"]
    assert api.live(mid).to_act in ((0,), ())
    back = api.post(f"/matches/{mid}/presence", {"present": True}, tokens[1])
    assert not back.json()["seats"][1]["absent"]
    assert api.post(f"/matches/{mid}/presence", {"present": "yes"}, tokens[1]).status_code == 422
    assert api.post(f"/matches/{mid}/presence", {"present": False},
                    created["spectator_token"]).status_code == 403


def test_open_seats_are_joined_once(api: Api) -> None:
    created = api.create("nimmt", 3, seed=2, public=True, seats=[{}, {"open": True}, {"open": True}])
    mid = created["id"]
    listed = api.get("/matches").json()["matches"]
    assert mid in [m["id"] for m in listed]

    def waiting() -> int:
        return int(next(m["open"] for m in api.get("/matches").json()["matches"] if m["id"] == mid))

    assert waiting() == 2  # the list says how many seats wait (the lobby offers no join at 0)
    first = api.post(f"/matches/{mid}/join", {"name": "ada"})
    assert first.status_code == 200 and first.json()["seat"] == 1
    assert waiting() == 1
    taken = api.post(f"/matches/{mid}/join", {"seat": 1})
    assert taken.status_code == 409
    second = api.post(f"/matches/{mid}/join", {"seat": 2})
    assert second.json()["seat"] == 2 and api.state(mid, second.json()["token"])["seat"] == 2
    assert waiting() == 0
    assert api.post(f"/matches/{mid}/join", {}).status_code == 409
    private = api.create("nimmt", 2, seats=[{}, {"open": True}])
    assert api.post(f"/matches/{private['id']}/join", {}).status_code == 403
    joined = api.post(f"/matches/{private['id']}/join", {}, private["spectator_token"])
    assert joined.status_code == 200


def test_a_dropped_connection_in_a_timed_match_hands_the_seat_to_a_bot(timed: tuple[Api, Clock]) -> None:
    api, _ = timed
    created = api.create("nimmt-classic", 2, seed=5, seconds_per_move=60)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[1], "after": 0})
        assert ws.receive_json()["type"] == "hello"
        assert not api.state(mid, tokens[0])["seats"][1]["absent"]
    api.settle()
    state = api.state(mid, tokens[0])
    assert state["seats"][1]["absent"] and 1 not in state["view"]["to_act"]
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[1], "after": state["n"]})
        assert ws.receive_json()["type"] == "hello"
        assert not api.state(mid, tokens[0])["seats"][1]["absent"]


def test_a_search_bot_from_the_registry_plays_a_seat(api: Api) -> None:
    created = api.create("nile", 2, seed=5, seats=[{}, {"bot": "mcts:iterations=20"}])
    assert created["seats"][1]["bot"] == "mcts:iterations=20"
    mid, token = created["id"], created["seats"][0]["token"]
    for _ in range(40):
        state = api.state(mid, token)
        if state["over"]:
            break
        reply = api.post(f"/matches/{mid}/moves", {"id": state["legal"][0]["id"]}, token)
        assert reply.status_code == 200, reply.text
    moves = api.get(f"/matches/{mid}/log", token).json()["moves"]
    assert len(moves) > 40 // 2, "the search bot answered the seat's moves"


@pytest.mark.parametrize(("spec", "code"), [("mcts:iterations=100000", "bot_budget"),
                                            ("mcts:rollout=5000", "bot_budget"),
                                            ("mcts:depth=3", "unknown_bot"), ("mcst", "unknown_bot")])
def test_bot_specs_past_the_server_caps_or_unknown_are_refused(api: Api, spec: str, code: str) -> None:
    reply = api.client.post("/matches", json={"game": "nile", "players": 2, "public": True,
                                                  "seats": [{}, {"bot": spec}]})
    assert reply.status_code == 422, reply.text
    assert reply.json()["error"]["code"] == code
    assert api.client.get("/matches").json()["matches"] == [], "nothing was made"
