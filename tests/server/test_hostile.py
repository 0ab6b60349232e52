"""Hostile clients: wrong tokens, other seats' moves, malformed and oversized bodies,
replayed identifiers, floods. Each gets a clear 4xx and changes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from senet.server import create_app

from .conftest import REGISTRY, Api, auth


def _match(api: Api) -> tuple[str, list[str], dict[str, Any]]:
    created = api.create("nimmt-classic", 3, seed=8)
    return created["id"], [s["token"] for s in created["seats"]], created


def _unchanged(api: Api, mid: str, before: bytes) -> None:
    assert api.live(mid).save() == before, "a refused request changed the match"


def test_wrong_and_missing_tokens(api: Api) -> None:
    mid, tokens, _ = _match(api)
    _other, other_tokens, _ = _match(api)
    before = api.live(mid).save()
    for token in ["nonsense", other_tokens[0], tokens[0][:-1] + "x"]:
        reply = api.get(f"/matches/{mid}", token)
        assert reply.status_code == 401 and reply.json()["error"]["code"] == "bad_token"
        move = api.post(f"/matches/{mid}/moves", {"id": "0.0"}, token)
        assert move.status_code == 401
    assert api.get(f"/matches/{mid}").status_code == 401  # private: no token, no view
    bad_scheme = api.client.get(f"/matches/{mid}", headers={"authorization": f"Basic {tokens[0]}"})
    assert bad_scheme.status_code == 401
    assert api.get("/matches/doesnotexist", tokens[0]).status_code == 404
    _unchanged(api, mid, before)


def test_a_seat_cannot_act_for_another(api: Api) -> None:
    mid, tokens, created = _match(api)
    match = api.live(mid)
    mover = match.to_act[0]
    idle = next(p for p in range(3) if not match.may_act(p)) if len(match.to_act) < 3 else None
    legal = api.state(mid, tokens[mover])["legal"]
    before = match.save()
    if idle is not None:
        reply = api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, tokens[idle])
        assert reply.status_code == 409, reply.text
    spectator = api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, created["spectator_token"])
    assert spectator.status_code == 403 and spectator.json()["error"]["code"] == "spectator"
    _unchanged(api, mid, before)


@pytest.mark.parametrize("body", [
    b"{", b"[]", b'{"id": 1}', b'{"id": "0.0", "id": "0.1"}', b'{"id": "zero"}', b'{"id": "0.99999"}',
    b'{"id": "0.0", "move": {}}', b'{"nope": 1}', b"\xff\xfe", b'{"move": {"$type": "no/such"}}',
    b'{"move": ' + b"[" * 200 + b"]" * 200 + b"}", b'{"id": NaN}',
])
def test_malformed_bodies(api: Api, body: bytes) -> None:
    mid, tokens, _ = _match(api)
    seat = api.live(mid).to_act[0]
    before = api.live(mid).save()
    reply = api.client.post(f"/matches/{mid}/moves", content=body,
                            headers={**auth(tokens[seat]), "content-type": "application/json"})
    assert reply.status_code in (400, 422), reply.text
    assert reply.json()["error"]["message"]
    _unchanged(api, mid, before)


def test_oversized_bodies_are_refused_before_reading(api: Api) -> None:
    mid, tokens, _ = _match(api)
    seat = api.live(mid).to_act[0]
    reply = api.client.post(f"/matches/{mid}/moves", content=b'{"id": "' + b"1" * 100_000 + b'"}',
                            headers=auth(tokens[seat]))
    assert reply.status_code == 413 and reply.json()["error"]["code"] == "too_large"
    huge = api.client.post("/matches", content=b" " * 70_000)
    assert huge.status_code == 413


def test_a_replayed_move_identifier_is_stale(api: Api) -> None:
    mid, tokens, _ = _match(api)
    seat = api.live(mid).to_act[0]
    legal = api.state(mid, tokens[seat])["legal"]
    assert api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, tokens[seat]).status_code == 200
    before = api.live(mid).save()
    again = api.post(f"/matches/{mid}/moves", {"id": legal[0]["id"]}, tokens[seat])
    assert again.status_code == 409
    assert again.json()["error"]["code"] in ("stale", "not_your_turn", "already_chosen")
    _unchanged(api, mid, before)


def test_bad_creation_requests(api: Api) -> None:
    for body, status in [({"game": "chess", "players": 2}, 404), ({"game": "nimmt", "players": 99}, 422),
                         ({"game": "nimmt", "players": True}, 422), ({"game": "nimmt"}, 422),
                         ({"game": "nimmt", "players": 2, "options": {"side": "nope"}}, 422),
                         ({"game": "nimmt", "players": 2, "seats": [{"bot": "genius"}, {}]}, 422),
                         ({"game": "nimmt", "players": 2, "seats": [{}]}, 422),
                         ({"game": "nimmt", "players": 2, "extra": 1}, 422)]:
        reply = api.post("/matches", body)
        assert reply.status_code == status, (body, reply.text)
    assert api.get("/matches/x/log?after=-1").status_code in (400, 404)


def test_floods_get_429(tmp_path: Path) -> None:
    app = create_app(str(tmp_path / "f.db"), registry=REGISTRY, sweep_every=None, rate=1.0, burst=5)
    with TestClient(app) as client:
        codes = [client.get("/games").status_code for _ in range(12)]
    assert codes[:5] == [200] * 5 and 429 in codes[5:]


def test_the_server_key_guards_creation(tmp_path: Path) -> None:
    app = create_app(str(tmp_path / "k.db"), registry=REGISTRY, sweep_every=None, server_key="s3cret-key")
    with TestClient(app) as client:
        body = {"game": "nimmt", "players": 2, "seats": [{"name": "ada"}, {"name": "bob"}]}
        assert client.post("/matches", json=body).status_code == 401
        assert client.post("/matches", json=body, headers=auth("wrong")).status_code == 401
        made = client.post("/matches", json=body, headers=auth("s3cret-key"))
        assert made.status_code == 201
        mine = client.get("/matches?player=ada", headers=auth("s3cret-key")).json()["matches"]
        assert [m["id"] for m in mine] == [made.json()["id"]]
        assert client.get("/matches?player=ada").status_code == 401


def test_tokens_are_stored_only_as_hashes(api: Api) -> None:
    import sqlalchemy as sa

    from senet.server.db import matches, seats

    _mid, tokens, created = _match(api)
    with api.service.store.engine.connect() as conn:
        stored = [str(v) for row in conn.execute(sa.select(seats)).all() for v in row] + \
                 [str(v) for row in conn.execute(sa.select(matches)).all() for v in row]
    for token in [*tokens, created["spectator_token"]]:
        assert len(token) >= 43 and not any(token in s for s in stored)
