"""Bots play off the requests: a request that gives a bot its turn returns at once; the bot
moves in the server's worker threads, at most ``bot_threads`` at once, each within the
server's time budget; too much bot work queued refuses new bot matches with 429."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from senet.server import create_app, service
from senet.server.bots import bot_for

from .conftest import REGISTRY, Api


class Gate:
    """A bot move that waits until the test opens the gate, counting moves thought at once."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.open = threading.Event()
        self.started = threading.Semaphore(0)
        self.lock = threading.Lock()
        self.now = self.most = 0
        real = service.play_bot

        def gated(bot: Any, match: Any, seat: int) -> Any:
            with self.lock:
                self.now += 1
                self.most = max(self.most, self.now)
            self.started.release()
            try:
                assert self.open.wait(30), "the test never opened the gate"
                return real(bot, match, seat)
            finally:
                with self.lock:
                    self.now -= 1

        monkeypatch.setattr(service, "play_bot", gated)

    def thinking(self) -> None:
        """Wait until a bot move has started."""
        assert self.started.acquire(timeout=30), "no bot move started"


@pytest.fixture
def app_with(tmp_path: Path) -> Iterator[Any]:
    clients: list[TestClient] = []

    def make(**options: Any) -> Api:
        app = create_app(str(tmp_path / "a.db"), registry=REGISTRY, sweep_every=None, rate=1e6, burst=1e6,
                         **options)
        client = TestClient(app)
        client.__enter__()
        clients.append(client)
        return Api(client)

    yield make
    for client in clients:
        client.__exit__(None, None, None)


def test_the_request_that_makes_a_bot_match_returns_before_the_bot_moves(
        app_with: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    api = app_with()
    made = api.client.post("/matches", json={"game": "nimmt-classic", "players": 2, "seed": 3,
                                             "seats": [{"bot": "random"}, {"bot": "random"}],
                                             "public": True})
    assert made.status_code == 201, made.text  # answered while the bot is held at the gate
    gate.thinking()
    mid = made.json()["id"]
    assert api.state(mid, None)["n"] == 0, "the bot moved inside the request"
    gate.open.set()
    api.settle()
    assert api.state(mid, None)["over"], "the worker plays a match of bots to its end"


def test_a_persons_move_returns_before_the_bot_answers(app_with: Any,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    api = app_with()
    made = api.create("nimmt-classic", 2, seed=5, seats=[{}, {"bot": "random"}])
    mid, token = made["id"], made["seats"][0]["token"]
    gate = Gate(monkeypatch)
    state = api.state(mid, token)
    reply = api.client.post(f"/matches/{mid}/moves", json={"id": state["legal"][0]["id"]},
                            headers={"authorization": f"Bearer {token}"})
    assert reply.status_code == 200 and reply.json()["n"] == state["n"] + 1
    gate.thinking()
    assert api.state(mid, token)["n"] == state["n"] + 1
    gate.open.set()
    api.settle()
    assert api.state(mid, token)["n"] > state["n"] + 1, "the bot answered"


def test_bot_moves_are_thought_one_at_a_time_by_default(app_with: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    api = app_with()
    for seed in range(4):
        made = api.client.post("/matches", json={"game": "nimmt-classic", "players": 2, "seed": seed,
                                                 "seats": [{"bot": "random"}, {"bot": "random"}]})
        assert made.status_code == 201
    gate.thinking()
    assert api.service.autoplay.waiting() == 4, "every match waits for the one bot thread"
    gate.open.set()
    api.settle()
    assert gate.most == 1


def test_two_bot_threads_think_two_moves_at_once(app_with: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    api = app_with(bot_threads=2)
    for seed in range(3):
        api.client.post("/matches", json={"game": "nimmt-classic", "players": 2, "seed": seed,
                                          "seats": [{"bot": "random"}, {"bot": "random"}]})
    gate.thinking()
    gate.thinking()
    gate.open.set()
    api.settle()
    assert gate.most == 2


def test_a_full_bot_queue_refuses_new_bot_matches_with_429(app_with: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    api = app_with(bot_queue=1)
    body = {"game": "nimmt-classic", "players": 2, "seats": [{"bot": "random"}, {"bot": "random"}]}
    assert api.client.post("/matches", json=body).status_code == 201
    gate.thinking()  # the first is being played, the second waits: the queue is full
    assert api.client.post("/matches", json=body).status_code == 201
    refused = api.client.post("/matches", json=body)
    assert refused.status_code == 429 and refused.json()["error"]["code"] == "bots_busy"
    people = api.client.post("/matches", json={"game": "nimmt-classic", "players": 2})
    assert people.status_code == 201, "a match without bots needs no bot time"
    gate.open.set()
    api.settle()
    assert api.client.post("/matches", json=body).status_code == 201


@pytest.mark.parametrize(("spec", "budget", "seconds"), [
    ("mcts:iterations=5000,rollout=1000", 0.5, 0.5),      # no limit of its own: the server's
    ("mcts:iterations=5000,seconds=5", 0.5, 0.5),         # above the budget: cut to it
    ("mcts:iterations=5000,seconds=0.25", 0.5, 0.25),     # below: kept
])
def test_a_bots_time_is_cut_to_the_servers_budget(spec: str, budget: float, seconds: float) -> None:
    bot = bot_for(spec, 0, 1, REGISTRY, budget)
    assert bot.seconds == seconds  # type: ignore[attr-defined]
    assert bot.iterations == 5000  # type: ignore[attr-defined]


def test_the_server_passes_its_budget_to_the_bots(app_with: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[Any] = []
    real = service.bot_for

    def spy(spec: str, seat: int, seed: int, registry: Any, seconds: float) -> Any:
        made.append(real(spec, seat, seed, registry, seconds))
        return made[-1]

    monkeypatch.setattr(service, "bot_for", spy)
    api = app_with(bot_seconds=0.125)
    api.create("nile", 2, seed=2, seats=[{"bot": "mcts:iterations=5"}, {"bot": "mcts:iterations=5"}])
    assert made and {bot.seconds for bot in made} == {0.125}


def test_the_bot_budget_and_threads_are_checked(tmp_path: Path) -> None:
    for options in ({"bot_seconds": 0}, {"bot_threads": 0}, {"bot_queue": 0}):
        with pytest.raises(ValueError):
            create_app(str(tmp_path / "x.db"), registry=REGISTRY, **options)


def test_a_bot_move_that_failed_is_tried_again_a_few_times(caplog: pytest.LogCaptureFixture) -> None:
    from senet.server.autoplay import TRIES, Autoplay

    calls: list[str] = []

    def step(match_id: str) -> bool | None:
        calls.append(match_id)
        if match_id == "never" or len(calls) == 1:
            raise OSError("the database is away")
        return None

    autoplay = Autoplay(step)
    autoplay.start()
    try:
        autoplay.wake("m")
        assert autoplay.idle(30) and calls == ["m"]
        assert autoplay.retry() == 1  # the server's sweep, a second later
        assert autoplay.idle(30) and calls == ["m", "m"] and autoplay.retry() == 0
        autoplay.wake("never")
        for _ in range(TRIES + 2):
            autoplay.retry()
            assert autoplay.idle(30)
        assert calls.count("never") == TRIES, "a bot that fails for good is not asked for ever"
    finally:
        autoplay.stop()
    assert "failed" in caplog.text
