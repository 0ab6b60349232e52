"""Every refusal is a 4xx with the documented code, never a 500 or a silent close: moves out
of turn or after the end, NUL and lone surrogates in names and identifiers, bot specs too
long to store (on SQLite and PostgreSQL); no memory kept for unknown match ids; a rate
limit per client that a new connection or a forged ``X-Forwarded-For`` does not escape."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from starlette.datastructures import Headers
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from senet.server import bots, create_app
from senet.server.limits import RateLimits

from .conftest import REGISTRY, Api, auth
from .processes import serving

LONG_BOT = "mcts:iterations=5000,rollout=1000,seconds=5"
"""Within every cap, but its canonical text has more than 40 characters."""


def _post_raw(api: Api, path: str, body: bytes, token: str | None = None) -> Any:
    return api.client.post(path, content=body, headers={**auth(token), "content-type": "application/json"})


def _refused(reply: Any, *statuses: int) -> dict[str, Any]:
    assert reply.status_code in statuses, reply.text
    error: dict[str, Any] = reply.json()["error"]
    assert error["code"] and error["message"]
    return error


# -- moves out of turn and after the end --------------------------------------------------


def _two_seats(api: Api) -> tuple[str, list[str]]:
    created = api.create("tigris", 2, seed=3)
    return created["id"], [s["token"] for s in created["seats"]]


def test_a_move_out_of_turn_is_409_not_your_turn(api: Api) -> None:
    mid, tokens = _two_seats(api)
    match = api.live(mid)
    assert len(match.to_act) == 1
    mover = match.to_act[0]
    idle = 1 - mover
    legal = api.state(mid, tokens[mover])["legal"]
    before = match.save()
    by_id = api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, tokens[idle])
    assert _refused(by_id, 409)["code"] == "not_your_turn"
    as_json = api.post(f"/matches/{mid}/moves", {"move": legal[0]["move"]}, tokens[idle])
    assert _refused(as_json, 409)["code"] == "not_your_turn"
    assert api.live(mid).save() == before


def test_a_move_after_the_end_is_409_game_over(api: Api) -> None:
    created = api.create("nimmt-classic", 2, seed=5, seats=[{}, {"bot": "random"}])
    mid, token = created["id"], created["seats"][0]["token"]
    last: dict[str, Any] = {}
    for _ in range(500):
        state = api.state(mid, token)
        if state["over"]:
            break
        last = state["legal"][0]
        assert api.post(f"/matches/{mid}/moves", {"id": last["id"]}, token).status_code == 200
    assert api.state(mid, token)["over"]
    by_id = api.post(f"/matches/{mid}/moves", {"id": last["id"]}, token)
    assert _refused(by_id, 409)["code"] == "game_over"
    as_json = api.post(f"/matches/{mid}/moves", {"move": last["move"]}, token)
    assert _refused(as_json, 409)["code"] == "game_over"


# -- NUL and lone surrogates ------------------------------------------------------------------

BAD_TEXT = [b"\\ud800", b"a\\udfffb", b"\\u0000", b"ada\\u0000"]


@pytest.mark.parametrize("text", BAD_TEXT)
def test_nul_and_lone_surrogates_in_seat_names_are_refused(api: Api, text: bytes) -> None:
    made = _post_raw(api, "/matches", b'{"game": "nimmt", "players": 2, "seats": [{"name": "' + text
                     + b'"}, {"open": true}], "public": true}')
    assert "string" in _refused(made, 400, 422)["message"]
    created = api.create("nimmt", 2, public=True, seats=[{}, {"open": True}])
    join = _post_raw(api, f"/matches/{created['id']}/join", b'{"name": "' + text + b'"}')
    _refused(join, 400, 422)
    assert api.state(created["id"], created["seats"][0]["token"])["seats"][1]["open"]


@pytest.mark.parametrize("name", ["\x00", "a\x00b", "\ud800", "x\udfff"])
def test_control_characters_and_surrogates_in_names_are_refused_as_values(name: str) -> None:
    from senet.server.checks import check_name
    from senet.server.jsonform import ApiError

    with pytest.raises(ApiError) as caught:
        check_name(name)
    assert caught.value.status == 422 and caught.value.code == "bad_name"


def test_nul_and_surrogates_in_a_player_query_are_refused(tmp_path: Path) -> None:
    app = create_app(str(tmp_path / "q.db"), registry=REGISTRY, sweep_every=None, server_key="k3y-k3y")
    with TestClient(app) as client:
        for query in ("%00", "a%00", "%01", "x" * 101):  # (bad UTF-8 is read as U+FFFD)
            reply = client.get(f"/matches?player={query}", headers=auth("k3y-k3y"))
            _refused(reply, 400, 422)


@pytest.mark.parametrize("mid", ["%00", "abc%00", "%ED%A0%80", "a%F0%9F%98%80", "x" * 33, "a.b"])
def test_nul_and_surrogates_in_match_ids_are_404(api: Api, mid: str) -> None:
    created = api.create("nimmt", 2)
    token = created["seats"][0]["token"]
    for path in (f"/matches/{mid}", f"/matches/{mid}/log", f"/matches/{mid}/table"):
        assert _refused(api.get(path, token), 404)["code"] == "no_such_match"
    assert _refused(api.post(f"/matches/{mid}/moves", {"id": "0.0"}, token), 404)["code"] == "no_such_match"


@pytest.mark.parametrize("mid", ["%00", "a%00b", "%ED%A0%80", "x" * 8000])
def test_a_websocket_hello_to_a_bad_id_is_answered_with_an_error(api: Api, mid: str) -> None:
    with api.client.websocket_connect(f"/ws/matches/{mid}") as ws:
        ws.send_json({"token": None, "after": 0})
        message = ws.receive_json()
        assert message["type"] == "error" and message["code"] == "no_such_match" and message["message"]
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


@pytest.mark.parametrize("hello", [b'{"token": "\\ud800", "after": 0}', b'{"token": "\\u0000", "after": 0}',
                                   b'{"token": "' + b"t" * 300 + b'", "after": 0}'])
def test_a_websocket_hello_with_a_bad_token_is_answered_with_an_error(api: Api, hello: bytes) -> None:
    created = api.create("nimmt", 2)
    with api.client.websocket_connect(f"/ws/matches/{created['id']}") as ws:
        ws.send_text(hello.decode())
        message = ws.receive_json()
        assert message["type"] == "error" and message["code"] in ("malformed_json", "bad_hello")
        assert message["message"]


# -- bot specs too long to store ---------------------------------------------------------------


def _long_bot_refused(api: Api) -> None:
    """Every spec within the caps is stored (the 45-character one did not fit the column of
    revision 0001 on PostgreSQL)."""
    made = api.create("nimmt", 2, seats=[{}, {"bot": LONG_BOT}])
    assert made["seats"][1]["bot"] == "mcts:iterations=5000,seconds=5.0,rollout=1000"  # canonical: 45
    short = api.create("nimmt", 2, seats=[{}, {"bot": "mcts:iterations=5000,rollout=1000"}])
    assert short["seats"][1]["bot"] == "mcts:iterations=5000,rollout=1000"


def test_a_bot_spec_too_long_to_store_is_422(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    _long_bot_refused(api)
    monkeypatch.setattr(bots, "MAX_SPEC", 40)  # a column narrower than the spec: refused first
    reply = api.post("/matches", {"game": "nimmt", "players": 2, "seats": [{}, {"bot": LONG_BOT}]})
    error = _refused(reply, 422)
    assert error["code"] == "bot_spec_too_long" and "40" in error["message"]


def test_refusals_on_postgres(pg_api: Api) -> None:
    _long_bot_refused(pg_api)
    for name in (b"a\\u0000", b"\\ud800"):
        made = _post_raw(pg_api, "/matches", b'{"game": "nimmt", "players": 2, "seats": [{"name": "'
                         + name + b'"}, {}]}')
        _refused(made, 400, 422)
    token = pg_api.create("nimmt", 2)["seats"][0]["token"]
    assert _refused(pg_api.get("/matches/a%00b", token), 404)["code"] == "no_such_match"
    with pg_api.client.websocket_connect("/ws/matches/a%00b") as ws:
        ws.send_json({"token": None, "after": 0})
        assert ws.receive_json()["code"] == "no_such_match"


# -- no memory for unknown ids ------------------------------------------------------------------


def test_unknown_match_ids_leave_no_locks(api: Api) -> None:
    store = api.service.store
    known = api.create("nimmt", 2)
    api.state(known["id"], known["seats"][0]["token"])
    assert store._locks == {}
    for k in range(5000):
        reply = api.get(f"/matches/unknown{k:05d}" if k % 5 else f"/matches/{'u' * 40}{k}/log")
        assert reply.status_code == 404
    for k in range(20):
        with api.client.websocket_connect(f"/ws/matches/gone{k}") as ws:
            ws.send_json({"token": None, "after": 0})
            assert ws.receive_json()["code"] == "no_such_match"
    assert store._locks == {}, f"{len(store._locks)} locks left for unknown ids"
    assert api.service.store._live.keys() <= {known["id"]}


def test_long_game_names_and_tokens_are_refused_before_any_lookup(api: Api) -> None:
    assert _refused(api.post("/matches", {"game": "g" * 65, "players": 2}), 404)["code"] == "unknown_game"
    mid = api.create("nimmt", 2)["id"]
    long_token = api.client.get(f"/matches/{mid}", headers={"authorization": "Bearer " + "t" * 201})
    assert _refused(long_token, 401)["code"] == "bad_token"


# -- the rate limit per client ----------------------------------------------------------------


def _flood(base: str, count: int, forwarded: Callable[[int], str] | None = None) -> list[int]:
    """``count`` GETs, each on a new connection; their status codes, checked against what a
    rate of 2 a second (bursts of 8) lets through in the time they took."""
    began = time.monotonic()
    codes = [httpx.get(f"{base}/games", headers={"x-forwarded-for": forwarded(k)} if forwarded else {}
                       ).status_code for k in range(count)]
    allowed = 8 + 2 * (time.monotonic() - began) + 1
    if 429 in codes:
        assert codes.count(200) <= allowed, (codes, allowed)
    return codes


def _rotating(k: int) -> str:
    return f"10.9.{k // 250}.{k % 250}"


def test_a_new_connection_per_request_is_still_limited(tmp_path: Path) -> None:
    with serving(str(tmp_path / "r.db"), "--rate", "2") as (base, _):
        codes = _flood(base, 30)
    assert codes[:4] == [200] * 4 and 429 in codes, codes


def test_a_forged_forwarded_for_from_an_untrusted_peer_does_not_escape(tmp_path: Path) -> None:
    with serving(str(tmp_path / "x.db"), "--rate", "2") as (base, _):
        codes = _flood(base, 30, _rotating)
    assert 429 in codes, codes


def test_forwarded_for_is_believed_from_a_trusted_proxy(tmp_path: Path) -> None:
    with serving(str(tmp_path / "t.db"), "--rate", "2", "--trusted-proxy", "127.0.0.0/8") as (base, _):
        codes = _flood(base, 30, _rotating)
        assert codes == [200] * 30, codes  # thirty clients, one request each
        same = _flood(base, 30, lambda k: "203.0.113.7")
    assert 429 in same, same


def test_the_client_address_behind_proxies() -> None:
    class Conn:
        def __init__(self, peer: str, forwarded: str | None) -> None:
            self.client = type("Peer", (), {"host": peer})()
            self.headers = Headers({"x-forwarded-for": forwarded} if forwarded else {})

    def address(limits: RateLimits, peer: str, forwarded: str | None) -> str:
        return limits.address(Conn(peer, forwarded))  # type: ignore[arg-type]

    nobody, proxies = RateLimits(1, 1), RateLimits(1, 1, trusted=["10.0.0.0/8", "::1"])
    assert address(nobody, "127.0.0.1", "1.2.3.4") == "127.0.0.1"
    assert address(proxies, "10.1.1.1", "1.2.3.4") == "1.2.3.4"
    assert address(proxies, "10.1.1.1", "6.6.6.6, 1.2.3.4, 10.2.2.2") == "1.2.3.4"  # the last untrusted
    assert address(proxies, "::1", "10.0.0.9") == "10.0.0.9"
    assert address(proxies, "10.1.1.1", None) == "10.1.1.1"
    assert address(proxies, "8.8.8.8", "1.2.3.4") == "8.8.8.8"
    with pytest.raises(ValueError, match="not an IP"):
        RateLimits(1, 1, trusted=["proxy.example"])


def test_the_cli_refuses_a_malformed_trusted_proxy(tmp_path: Path) -> None:
    from senet.cli import main

    assert main(["serve", "--db", str(tmp_path / "c.db"), "--trusted-proxy", "nope"]) != 0


def test_tokens_and_addresses_have_buckets_of_their_own(tmp_path: Path) -> None:
    app = create_app(str(tmp_path / "b.db"), registry=REGISTRY, sweep_every=None, rate=1.0, burst=5)
    with TestClient(app) as client:
        anonymous = [client.get("/games").status_code for _ in range(8)]
        assert anonymous.count(429) >= 2
        # A token has its own bucket; random tokens still share the address's larger one.
        began = time.monotonic()
        tokened = [client.get("/games", headers=auth(f"tok{k}")).status_code for k in range(300)]
        allowed = 5 * 20 + 1 * 20 * (time.monotonic() - began) + 1
    assert 429 in tokened and tokened.count(200) <= allowed, (tokened, allowed)


# -- changes of mind ------------------------------------------------------------------------


def changes_of_mind_are_limited(api: Api) -> None:
    from senet.server.service import MAX_CHOICES

    made = api.create("nimmt-classic", 3, seed=4)
    mid, tokens = made["id"], [s["token"] for s in made["seats"]]
    assert set(api.live(mid).to_act) == {0, 1, 2}, "every seat chooses at once"
    legal = api.state(mid, tokens[0])["legal"]
    for k in range(MAX_CHOICES):  # the first choice and nine changes of mind
        assert api.post(f"/matches/{mid}/moves", {"id": legal[k % 2]["id"]}, tokens[0]).status_code == 200
    n, before = api.state(mid, tokens[1])["n"], api.live(mid).save()
    for ref in ({"id": legal[MAX_CHOICES % 2]["id"]}, {"move": legal[MAX_CHOICES % 2]["move"]}):
        refused = api.post(f"/matches/{mid}/moves", ref, tokens[0])
        assert _refused(refused, 409)["code"] == "too_many_changes"
    assert api.state(mid, tokens[1])["n"] == n and api.live(mid).save() == before, "no row, no entry"
    for seat in (1, 2):  # the others choose: a new decision, where seat 0 may choose again
        other = api.state(mid, tokens[seat])["legal"]
        assert api.post(f"/matches/{mid}/moves", {"id": other[0]["id"]}, tokens[seat]).status_code == 200
    for _ in range(20):
        state = api.state(mid, tokens[0])
        if state["legal"]:
            break
        seat = api.live(mid).to_act[0]  # a row to take: its owner answers
        answer = api.state(mid, tokens[seat])["legal"][0]["id"]
        assert api.post(f"/matches/{mid}/moves", {"id": answer}, tokens[seat]).status_code == 200
    assert api.post(f"/matches/{mid}/moves", {"id": state["legal"][0]["id"]}, tokens[0]).status_code == 200


def test_changes_of_mind_are_limited_per_decision(api: Api) -> None:
    changes_of_mind_are_limited(api)


def test_changes_of_mind_are_limited_per_decision_on_postgres(pg_api: Api) -> None:
    changes_of_mind_are_limited(pg_api)
