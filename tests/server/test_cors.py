"""CORS: pages at the listed origins may read answers; others get no CORS headers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import uvicorn
from starlette.testclient import TestClient

from senet.cli import main
from senet.server import create_app
from senet.server.cors import origin

PAGE = "https://play.example.com"


def _client(tmp_path: Path, origins: list[str]) -> TestClient:
    return TestClient(create_app(str(tmp_path / "cors.db"), sweep_every=None, cors_origins=origins))


def _preflight(client: TestClient, page: str) -> Any:
    return client.options("/matches", headers={
        "origin": page, "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type"})


def test_a_listed_origin_may_send_a_token_and_read_the_answer(tmp_path: Path) -> None:
    with _client(tmp_path, [PAGE, "http://localhost:5173"]) as client:
        reply = _preflight(client, PAGE)
        assert reply.status_code == 200
        assert reply.headers["access-control-allow-origin"] == PAGE
        methods = set(reply.headers["access-control-allow-methods"].replace(" ", "").split(","))
        assert methods >= {"GET", "POST"}
        allowed = reply.headers["access-control-allow-headers"].lower()
        assert "authorization" in allowed and "content-type" in allowed
        assert "access-control-allow-credentials" not in reply.headers  # tokens, never cookies
        got = client.get("/games", headers={"origin": "http://localhost:5173"})
        assert got.status_code == 200 and got.headers["access-control-allow-origin"] == "http://localhost:5173"


def test_another_origin_gets_no_allow_origin(tmp_path: Path) -> None:
    with _client(tmp_path, [PAGE]) as client:
        reply = _preflight(client, "https://evil.example.net")
        assert reply.status_code == 400
        assert "access-control-allow-origin" not in reply.headers
        got = client.get("/games", headers={"origin": "https://play.example.com.evil.net"})
        assert got.status_code == 200 and "access-control-allow-origin" not in got.headers


def test_without_origins_there_are_no_cors_headers(tmp_path: Path) -> None:
    with _client(tmp_path, []) as client:
        reply = _preflight(client, PAGE)
        assert "access-control-allow-origin" not in reply.headers
        assert reply.status_code == 405  # no route answers OPTIONS
        got = client.get("/games", headers={"origin": PAGE})
        assert "access-control-allow-origin" not in got.headers


def test_the_star_lets_every_page_read(tmp_path: Path) -> None:
    with _client(tmp_path, ["*"]) as client:
        got = client.get("/games", headers={"origin": "https://anywhere.example"})
        assert got.headers["access-control-allow-origin"] == "*"


@pytest.mark.parametrize(("text", "canonical"), [
    ("https://Play.Example.com", "https://play.example.com"),
    ("https://play.example.com:443", "https://play.example.com"),
    ("http://localhost:5173", "http://localhost:5173"),
    ("http://[::1]:8080", "http://[::1]:8080"),
    ("*", "*"),
])
def test_origins_are_read_as_browsers_send_them(text: str, canonical: str) -> None:
    assert origin(text) == canonical


@pytest.mark.parametrize("text", [
    "play.example.com", "ftp://play.example.com", "https://*.example.com", "https://play.example.com/",
    "https://play.example.com/app", "https://user@play.example.com", "https://play.example.com?x",
    "https://play.example.com:99999", "https://play.example.com:x", "https://", "", " https://a.b",
    "https://pl\u00e4y.example.com", "null",
])
def test_a_malformed_origin_is_refused(text: str, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="CORS origin"):
        origin(text)
    with pytest.raises(ValueError, match="CORS origin"):
        create_app(str(tmp_path / "never.db"), cors_origins=[text])
    assert not (tmp_path / "never.db").exists()


def test_serve_refuses_a_bad_origin_before_it_starts(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    started: list[Any] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: started.append(app))
    db = str(tmp_path / "serve.db")
    assert main(["serve", "--db", db, "--cors-origin", "https://a.example/path"]) == 2
    assert "--cors-origin" in capsys.readouterr().err and not started
    assert main(["serve", "--db", db, "--cors-origin", PAGE, "--cors-origin", "http://localhost:3000"]) == 0
    [app] = started
    with TestClient(app) as client:
        assert _preflight(client, "http://localhost:3000").headers["access-control-allow-origin"] == \
            "http://localhost:3000"
