"""Taking moves back over the API (``POST /matches/{id}/undo`` and ``/undo/answer``): a seat's
own move at once, others' with their agreement, refusals by code, every connection resynced,
nothing shown that a seat could not see, and the undone state kept by the database."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import sqlalchemy as sa
from starlette.testclient import TestClient

from senet.server import create_app
from senet.server.db import seats

from .conftest import REGISTRY, Api
from .leaks import check_no_leak


def _move(api: Api, mid: str, token: str, index: int = 0) -> dict[str, Any]:
    state = api.state(mid, token)
    reply = api.post(f"/matches/{mid}/moves", {"id": state["legal"][index]["id"]}, token)
    assert reply.status_code == 200, reply.text
    return reply.json()  # type: ignore[no-any-return]


def _undo(api: Api, mid: str, token: str | None) -> Any:
    return api.post(f"/matches/{mid}/undo", {}, token)


def _answer(api: Api, mid: str, token: str, agree: bool) -> Any:
    return api.post(f"/matches/{mid}/undo/answer", {"agree": agree}, token)


def _niagara(api: Api) -> tuple[str, list[str], str]:
    """Three people at Niagara; seats 0 and 1 have chosen their paddle cards (hidden), seat 2
    has not: taking back seat 0's choice takes back seat 1's too."""
    made = api.create("niagara", 3, seed=4)
    mid, tokens = made["id"], [s["token"] for s in made["seats"]]
    _move(api, mid, tokens[0])
    _move(api, mid, tokens[1], -1)
    return mid, tokens, made["spectator_token"]


def test_a_seat_takes_back_its_own_move_against_a_bot_at_once(api: Api) -> None:
    made = api.create("tigris", 2, seed=3, seats=[{}, {"bot": "random"}])
    mid, token = made["id"], made["seats"][0]["token"]
    before = api.state(mid, token)
    n = before["n"]
    log = api.get(f"/matches/{mid}/log", token).json()
    played = _move(api, mid, token)
    assert played["n"] == n + 1
    reply = _undo(api, mid, token)
    assert reply.status_code == 200, reply.text
    after = reply.json()
    assert after["taken_back"] == 1 and after["request"] is None
    assert after["n"] == n and after["view"] == before["view"] and after["legal"] == before["legal"]
    assert api.get(f"/matches/{mid}/log", token).json() == log
    # play goes on from there, the same move numbers again
    assert _move(api, mid, token, -1)["n"] == n + 1
    assert len(api.live(mid).moves) == api.state(mid, token)["n"]


def test_a_multi_step_choice_is_cancelled_by_undo(api: Api) -> None:
    """Tigris asks each step of an action as its own decision ("place a red temple tile",
    then the square): undo after the first step is the cancel."""
    made = api.create("tigris", 2, seed=3, seats=[{}, {"bot": "random"}])
    mid, token = made["id"], made["seats"][0]["token"]
    start = api.state(mid, token)
    tile = next(i for i, m in enumerate(start["legal"]) if "tile" in m["text"])
    step = _move(api, mid, token, tile)
    assert step["n"] == start["n"] + 1 and step["legal"] and step["legal"] != start["legal"]
    back = _undo(api, mid, token).json()
    assert back["taken_back"] == 1 and back["legal"] == start["legal"]


def test_refusals_say_why_with_their_codes(api: Api) -> None:
    made = api.create("niagara", 3, seed=4)
    mid, tokens = made["id"], [s["token"] for s in made["seats"]]
    spectator = made["spectator_token"]
    assert _undo(api, mid, tokens[0]).json()["error"]["code"] == "nothing_to_take_back"
    assert _undo(api, mid, spectator).status_code == 403
    assert _undo(api, mid, "x" * 40).status_code == 401
    assert api.post(f"/matches/{mid}/undo", {"seat": 1}, tokens[0]).status_code == 422
    assert _answer(api, mid, tokens[1], True).json()["error"]["code"] == "no_request"
    for token in tokens:  # every seat chooses: the choices are revealed
        _move(api, mid, token)
    reply = _undo(api, mid, tokens[0])
    assert reply.status_code == 409 and reply.json()["error"]["code"] == "revealed"
    assert api.state(mid, tokens[0])["n"] == 3

    over = api.create("nimmt-classic", 2, seats=[{"bot": "random"}, {"bot": "random"}])
    assert api.state(over["id"], over["spectator_token"])["over"]
    reply = api.post(f"/matches/{over['id']}/undo", {}, over["spectator_token"])
    assert reply.status_code == 403


def test_others_moves_are_taken_back_only_when_they_agree(api: Api) -> None:
    mid, tokens, _ = _niagara(api)
    asked = _undo(api, mid, tokens[0])
    assert asked.status_code == 200, asked.text
    request = asked.json()["request"]
    assert asked.json()["taken_back"] == 0 and asked.json()["n"] == 2
    assert request == {"by": 0, "moves": 2, "asked": [1], "agreed": []}
    for token in tokens:  # every seat sees the request
        assert api.state(mid, token)["undo"] == request
    assert _answer(api, mid, tokens[2], True).json()["error"]["code"] == "not_asked"
    assert _answer(api, mid, tokens[0], True).json()["error"]["code"] == "not_asked"
    assert _undo(api, mid, tokens[1]).json()["error"]["code"] == "undo_pending"
    refused = _answer(api, mid, tokens[1], False).json()
    assert refused["request"] is None and refused["n"] == 2 and refused["taken_back"] == 0

    _undo(api, mid, tokens[0])
    withdrawn = _answer(api, mid, tokens[0], False).json()
    assert withdrawn["request"] is None and withdrawn["n"] == 2

    _undo(api, mid, tokens[0])
    agreed = _answer(api, mid, tokens[1], True).json()
    assert agreed["taken_back"] == 2 and agreed["n"] == 0 and agreed["request"] is None
    assert all(api.state(mid, t)["n"] == 0 and api.state(mid, t)["undo"] is None for t in tokens)


def test_a_bot_s_moves_go_without_asking(api: Api) -> None:
    """Seat 1 chose, then became a bot (as if made one at the start): seat 0 takes back both
    choices at once, and the bot chooses again."""
    mid, tokens, _ = _niagara(api)
    store = api.service.store
    with store.locked(mid), store.writing() as conn:
        conn.execute(sa.update(seats).where(seats.c.match_id == mid).where(seats.c.seat == 1)
                     .values(bot="random", token_hash=None))
        store.touch_seats(conn, mid)
    done = _undo(api, mid, tokens[0]).json()
    assert done["taken_back"] == 2 and done["request"] is None
    assert [player for player, _ in api.live(mid).moves] == [1], "the bot chose again"


def test_a_move_played_meanwhile_lets_the_request_lapse(api: Api) -> None:
    mid, tokens, _ = _niagara(api)
    _undo(api, mid, tokens[0])
    _move(api, mid, tokens[2])  # the choices are revealed: nothing before can be taken back
    assert api.state(mid, tokens[1])["undo"] is None
    assert _answer(api, mid, tokens[1], True).json()["error"]["code"] == "no_request"
    assert api.state(mid, tokens[0])["n"] == 3


def test_every_connection_resyncs_and_sees_nothing_hidden(api: Api) -> None:
    """Seats and a spectator connected over WebSocket are told the moves after the point kept
    are gone, then get the state as it now is; nothing in any message (the request, the
    answers, the pushes) tells a seat another's hidden choice."""
    mid, tokens, spectator = _niagara(api)
    viewers: list[tuple[str | None, int | None]] = [(tokens[0], 0), (tokens[1], 1), (tokens[2], 2),
                                                    (spectator, None)]
    sockets = [api.client.websocket_connect(f"/ws/matches/{mid}") for _ in viewers]
    try:
        for ws, (token, _) in zip(sockets, viewers, strict=True):
            ws.__enter__()
            ws.send_json({"token": token, "after": 2})
            hello = ws.receive_json()
            assert hello["type"] == "hello" and hello["undos"] == 0 and hello["undo"] is None
        asked = _undo(api, mid, tokens[0]).json()
        check_no_leak(api.live(mid), 0, asked, step=1)
        for ws, _ in zip(sockets, viewers, strict=True):
            message = ws.receive_json()
            assert message == {"type": "request", "undo": asked["request"], "rematch": None}
        agreed = _answer(api, mid, tokens[1], True).json()
        match = api.live(mid)
        check_no_leak(match, 1, agreed, step=2)
        for ws, (_, seat) in zip(sockets, viewers, strict=True):
            back = ws.receive_json()
            assert back["type"] == "taken_back" and back["n"] == 0 and back["undos"] == 1
            assert back["view"] is not None, "no move follows: the view comes with it"
            check_no_leak(match, seat, back, step=3 + (seat or 0))
            assert ws.receive_json() == {"type": "request", "undo": None, "rematch": None}
        _move(api, mid, tokens[2])
        for ws, (_, seat) in zip(sockets, viewers, strict=True):
            pushed = ws.receive_json()
            assert pushed["type"] == "move" and pushed["n"] == 1
            check_no_leak(api.live(mid), seat, pushed, step=9)
    finally:
        for ws in sockets:
            ws.__exit__(None, None, None)


def test_a_reconnect_after_a_take_back_it_missed_starts_again(api: Api) -> None:
    mid, tokens, _ = _niagara(api)
    _undo(api, mid, tokens[0])
    _answer(api, mid, tokens[1], True)
    _move(api, mid, tokens[2])
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": tokens[2], "after": 2, "undos": 0})
        hello = ws.receive_json()
        assert hello["type"] == "hello" and hello["n"] == 1 and hello["undos"] == 1
        back = ws.receive_json()
        assert back["type"] == "taken_back" and back["n"] == 0 and back["view"] is None
        again = ws.receive_json()
        assert again["type"] == "move" and again["n"] == 1 and again["view"] is not None


def _restart_keeps_the_undone_state(db: str) -> None:
    app = create_app(db, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    with TestClient(app) as client:
        api = Api(client)
        mid, tokens, _ = _niagara(api)
        _undo(api, mid, tokens[0])
        _answer(api, mid, tokens[1], True)
        seen = [api.state(mid, t) for t in tokens]
        _move(api, mid, tokens[1], -1)  # a new history on the same move numbers
        seen = [api.state(mid, t) for t in tokens]
        log = api.get(f"/matches/{mid}/log", tokens[0]).json()
    again = create_app(db, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    with TestClient(again) as client:
        api = Api(client)
        assert [api.state(mid, t) for t in tokens] == seen
        assert api.get(f"/matches/{mid}/log", tokens[0]).json() == log
        assert log["n"] == 1 and len(api.live(mid).moves) == 1


def test_a_restart_shows_the_undone_state_sqlite(tmp_path: Path) -> None:
    _restart_keeps_the_undone_state(str(tmp_path / "undo.db"))


def test_a_restart_shows_the_undone_state_postgres(pg_url: str) -> None:
    _restart_keeps_the_undone_state(pg_url)


def test_a_process_holding_the_match_rebuilds_it_after_another_takes_back(tmp_path: Path) -> None:
    """Two servers on one database: the second held the match at move 2; the first takes two
    back and plays one, then another: the same move count, another history."""
    db = str(tmp_path / "two.db")
    first = create_app(db, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    second = create_app(db, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    with TestClient(first) as a, TestClient(second) as b:
        one, two = Api(a), Api(b)
        mid, tokens, _ = _niagara(one)
        assert two.state(mid, tokens[0])["n"] == 2
        _undo(one, mid, tokens[0])
        _answer(one, mid, tokens[1], True)
        _move(one, mid, tokens[2])
        _move(one, mid, tokens[0], -1)
        assert two.state(mid, tokens[0]) == one.state(mid, tokens[0])
        assert two.live(mid).moves == one.live(mid).moves


def test_two_processes_on_postgres_agree_after_a_take_back(pg_url: str) -> None:
    first = create_app(pg_url, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    second = create_app(pg_url, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    with TestClient(first) as a, TestClient(second) as b:
        one, two = Api(a), Api(b)
        mid, tokens, _ = _niagara(one)
        assert two.state(mid, tokens[0])["n"] == 2
        _undo(one, mid, tokens[0])
        assert two.state(mid, tokens[1])["undo"] == {"by": 0, "moves": 2, "asked": [1], "agreed": []}
        _answer(two, mid, tokens[1], True)  # answered in the other process
        _move(one, mid, tokens[2])
        _move(two, mid, tokens[0], -1)
        assert two.state(mid, tokens[0]) == one.state(mid, tokens[0])
        assert two.live(mid).moves == one.live(mid).moves
