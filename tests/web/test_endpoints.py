"""The page's server side without a browser: headers, the static allow-list, the drawing
endpoint's moves, and what a replay shows before and after the end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from senet.server import create_app
from senet.server.web import FILES


@pytest.fixture
def client(tmp_path: Path) -> Any:
    app = create_app(str(tmp_path / "senet.db"), sweep_every=None, rate=1e6, burst=1e6)
    with TestClient(app) as c:
        yield c


def auth(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def settle(client: Any) -> None:
    """Wait until the server's bot threads have played what was due (a POST returns first)."""
    assert client.app.state.service.autoplay.idle(60)


def test_pages_and_files_carry_a_strict_policy_and_nothing_else_is_served(client: Any) -> None:
    for path in ["/", "/table", "/replay", *(f"/static/{name}" for name in FILES)]:
        reply = client.get(path)
        assert reply.status_code == 200, path
        csp = reply.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "default-src 'none'" in csp
    for path in ["/static/../tables.py", "/static/tables.py", "/static/%2e%2e%2fapp.py", "/static/"]:
        assert client.get(path).status_code == 404, path
    for name in FILES:
        if name.endswith(".html"):
            text = client.get(f"/static/{name}").text
            assert "<script>" not in text and "style=" not in text and "http" not in text.split("</head>")[0]


def test_the_drawing_maps_its_clickable_moves_to_listed_moves(client: Any) -> None:
    made = client.post("/matches", json={"game": "nimmt-classic", "players": 2,
                                         "seats": [{}, {"bot": "random"}]}).json()
    token = made["seats"][0]["token"]
    table = client.get(f"/matches/{made['id']}/table", headers=auth(token)).json()
    assert table["seat"] == 0 and table["legal"] and table["drawn"]
    for index in table["drawn"]:
        assert f'data-move="{index}"' in table["svg"]
        assert table["legal"][index]["text"] in table["svg"]
    spectator = client.get(f"/matches/{made['id']}/table", headers=auth(made["spectator_token"])).json()
    assert spectator["legal"] == [] and "data-move" not in spectator["svg"]
    assert client.get(f"/matches/{made['id']}/table", headers=auth("x" * 40)).status_code == 401


def test_a_replay_before_the_end_shows_only_the_callers_eyes(client: Any) -> None:
    made = client.post("/matches", json={"game": "nimmt-classic", "players": 2,
                                         "seats": [{}, {"bot": "random"}]}).json()
    token, mid = made["seats"][0]["token"], made["id"]
    table = client.get(f"/matches/{mid}/table", headers=auth(token)).json()
    client.post(f"/matches/{mid}/moves", json={"id": table["legal"][0]["id"]}, headers=auth(token))
    settle(client)
    frame = client.get(f"/matches/{mid}/replay?upto=1", headers=auth(token)).json()
    assert frame["eyes"] == 0 and frame["choices"] == [0] and len(frame["drawings"]) == 1
    for eyes in ("all", "1", "spectator"):
        reply = client.get(f"/matches/{mid}/replay?eyes={eyes}", headers=auth(token))
        assert reply.status_code == 403, eyes
    watcher = client.get(f"/matches/{mid}/replay", headers=auth(made["spectator_token"])).json()
    assert watcher["eyes"] == "spectator"
    assert client.get(f"/matches/{mid}/replay?eyes=all",
                      headers=auth(made["spectator_token"])).status_code == 403


def test_a_finished_match_and_an_upload_show_everything(client: Any) -> None:
    made = client.post("/matches", json={"game": "nimmt", "players": 2,
                                         "seats": [{"bot": "random"}, {"bot": "random"}]}).json()
    settle(client)
    spectator = auth(made["spectator_token"])
    frame = client.get(f"/matches/{made['id']}/replay?eyes=all&upto=3", headers=spectator).json()
    assert frame["k"] == 3 and len(frame["drawings"]) == 2 and frame["choices"][:2] == ["all", "spectator"]
    data = client.get(f"/matches/{made['id']}/save", headers=spectator).content
    upload = client.post("/replay?eyes=1&upto=999999", content=data).json()
    assert upload["k"] == upload["total"] and upload["over"] and upload["result"]
    secret = client.post("/replay?eyes=all&upto=2", content=data).json()
    seen = client.post("/replay?eyes=spectator&upto=2", content=data).json()
    assert secret["drawings"][0]["svg"] != seen["drawings"][0]["svg"]
    bad = client.post("/replay", content=b"\x93not a save")
    assert bad.status_code == 422 and "not a save file" in bad.json()["error"]["message"]
    assert client.post("/replay", content=b"").status_code == 422
    assert client.post("/replay", content=b"x" * (256 * 1024 + 1)).status_code == 413
    assert client.post("/replay?eyes=7", content=data).status_code == 400
