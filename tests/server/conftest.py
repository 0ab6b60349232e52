"""A server on a throwaway SQLite file, driven through Starlette's test client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

import senet
from senet.server import create_app

REGISTRY = senet.default_registry()
GAMES = REGISTRY.names()


class Api:
    """The test client with the calls the tests repeat. A POST returns at once, the bots
    playing in the server's worker threads; ``create`` and ``post`` then wait until the bots
    have played what was due (:meth:`settle`), so a test reads the match as it will stand."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.service = client.app.state.service  # type: ignore[attr-defined]

    def create(self, game: str, players: int, **body: Any) -> dict[str, Any]:
        reply = self.client.post("/matches", json={"game": game, "players": players, **body})
        assert reply.status_code == 201, reply.text
        self.settle()
        return reply.json()  # type: ignore[no-any-return]

    def settle(self) -> None:
        """Wait until no bot move is due or being thought."""
        assert self.service.autoplay.idle(60), "the bots did not finish within 60 s"

    def get(self, path: str, token: str | None = None, **kw: Any) -> Any:
        return self.client.get(path, headers=auth(token), **kw)

    def post(self, path: str, body: Any, token: str | None = None) -> Any:
        reply = self.client.post(path, json=body, headers=auth(token))
        self.settle()
        return reply

    def state(self, match_id: str, token: str | None) -> dict[str, Any]:
        reply = self.get(f"/matches/{match_id}", token)
        assert reply.status_code == 200, reply.text
        return reply.json()  # type: ignore[no-any-return]

    def live(self, match_id: str) -> Any:
        """The server's own match (what the tests compare the API's answers with)."""
        with self.service.store.locked(match_id):
            return self.service.store.live(match_id).match


def auth(token: str | None) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"} if token else {}


def players_of(game: str) -> int:
    return max(REGISTRY.get(game).players.start, 2)


@pytest.fixture
def api(tmp_path: Path) -> Iterator[Api]:
    app = create_app(str(tmp_path / "senet.db"), registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    with TestClient(app) as client:
        yield Api(client)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """A throwaway PostgreSQL cluster (fails, never skips, when PostgreSQL is missing)."""
    from .processes import postgres_cluster

    with postgres_cluster() as url:
        yield url


@pytest.fixture
def pg_url(pg_server: str, request: pytest.FixtureRequest) -> str:
    """A fresh database for one test."""
    from .processes import new_database

    return new_database(pg_server, "t_" + "".join(c for c in request.node.name if c.isalnum())[-40:].lower())


@pytest.fixture
def pg_api(pg_url: str) -> Iterator[Api]:
    app = create_app(pg_url, registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6)
    with TestClient(app) as client:
        yield Api(client)
