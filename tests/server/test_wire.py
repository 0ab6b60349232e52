"""Light on the wire: reads gzipped when asked, API answers kept by no cache, static files
revalidated by ETag (304), and the WebSocket untouched."""

from __future__ import annotations

import gzip
import json

import pytest

from senet.server.wire import GZIP_MINIMUM

from .conftest import Api, auth

GZIP = {"accept-encoding": "gzip"}
PLAIN = {"accept-encoding": "identity"}


def _raw(api: Api, path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and the bytes as sent (not decoded)."""
    with api.client.stream("GET", path, headers=headers) as reply:
        return reply.status_code, dict(reply.headers), b"".join(reply.iter_raw())


def test_a_table_read_is_gzipped_and_decodes_to_the_same_answer(api: Api) -> None:
    created = api.create("nimmt-classic", 3, seed=4)
    mid, token = created["id"], created["seats"][0]["token"]
    path = f"/matches/{mid}/table"
    status, headers, body = _raw(api, path, {**GZIP, **auth(token)})
    assert status == 200 and headers["content-encoding"] == "gzip"
    assert "accept-encoding" in headers["vary"].lower()
    assert headers["cache-control"] == "no-store"  # one seat's sight: for no cache to keep
    assert "etag" not in headers
    status, plain_headers, plain = _raw(api, path, {**PLAIN, **auth(token)})
    assert status == 200 and "content-encoding" not in plain_headers
    assert gzip.decompress(body) == plain
    assert len(body) * 3 < len(plain), (len(body), len(plain))
    assert json.loads(plain)["svg"].startswith("<svg")


@pytest.mark.parametrize("path", ["/", "/table", "/replay", "/static/table.js", "/static/style.css",
                                  "/static/favicon.svg", "/openapi.json", "/games"])
def test_pages_scripts_and_listings_are_gzipped(api: Api, path: str) -> None:
    status, headers, body = _raw(api, path, GZIP)
    _, _, plain = _raw(api, path, PLAIN)
    assert status == 200
    if len(plain) >= GZIP_MINIMUM:
        assert headers["content-encoding"] == "gzip"
        assert gzip.decompress(body) == plain
    else:
        assert "content-encoding" not in headers and body == plain


def test_errors_stay_as_documented(api: Api) -> None:
    status, headers, body = _raw(api, "/matches/nosuchmatch/table", GZIP)
    assert status == 404 and json.loads(body)["error"]["code"] == "no_such_match"  # short: sent plain
    assert headers["cache-control"] == "no-store"
    reply = api.client.get("/matches/nosuchmatch", headers=GZIP)
    assert reply.status_code == 404 and reply.json()["error"]["code"] == "no_such_match"


def test_answers_to_posts_are_not_compressed(api: Api) -> None:
    reply = api.client.post("/matches", json={"game": "nimmt-classic", "players": 3}, headers=GZIP)
    api.settle()
    assert reply.status_code == 201 and "content-encoding" not in reply.headers  # it holds tokens
    assert reply.headers["cache-control"] == "no-store"


def test_the_websocket_is_untouched(api: Api) -> None:
    created = api.create("nimmt-classic", 3, seed=4)
    mid, token = created["id"], created["seats"][0]["token"]
    with api.client.websocket_connect(f"/ws/matches/{mid}", headers=GZIP) as ws:
        ws.send_json({"token": token, "after": 0})
        hello = ws.receive_json()
        assert hello["type"] == "hello" and hello["seat"] == 0


@pytest.mark.parametrize("path", ["/", "/table", "/static/table.js", "/static/favicon.svg"])
def test_static_files_answer_their_etag_with_304(api: Api, path: str) -> None:
    reply = api.client.get(path)
    assert reply.status_code == 200
    tag = reply.headers["etag"]
    assert tag.startswith('W/"') and reply.headers["cache-control"] == "no-cache"
    again = api.client.get(path, headers={"if-none-match": tag})
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == tag and again.headers["cache-control"] == "no-cache"
    listed = api.client.get(path, headers={"if-none-match": f'"other", {tag.removeprefix("W/")}'})
    assert listed.status_code == 304
    stale = api.client.get(path, headers={"if-none-match": 'W/"0123"'})
    assert stale.status_code == 200 and stale.content == reply.content


def test_the_same_file_has_the_same_tag_and_another_file_another(api: Api) -> None:
    tags = {path: api.client.get(path).headers["etag"] for path in ("/static/table.js", "/static/lobby.js")}
    assert api.client.get("/static/table.js").headers["etag"] == tags["/static/table.js"]
    assert tags["/static/table.js"] != tags["/static/lobby.js"]
    assert api.client.get("/static/nosuch.js").status_code == 404
