"""Two submissions for the same decision at once: exactly one wins, the other is told why."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from senet.server.db import database
from senet.server.jsonform import ApiError
from senet.server.service import Service
from senet.server.store import Store

from .conftest import REGISTRY, Api


def _race(calls: list[Any]) -> list[Any]:
    results: list[Any] = [None] * len(calls)
    start = threading.Barrier(len(calls))

    def run(i: int) -> None:
        start.wait()
        try:
            results[i] = calls[i]()
        except ApiError as error:
            results[i] = error

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def test_two_moves_at_once_in_one_process(api: Api) -> None:
    created = api.create("tigris", 2, seed=1)
    mid, tokens = created["id"], [s["token"] for s in created["seats"]]
    seat = api.live(mid).to_act[0]
    legal = api.state(mid, tokens[seat])["legal"]
    for _ in range(3):
        results = _race([lambda i=i, legal=legal, token=tokens[seat]:
                         api.post(f"/matches/{mid}/moves", {"id": legal[i]["id"]}, token) for i in range(2)])
        codes = sorted(r.status_code for r in results)
        assert codes == [200, 409], [r.text for r in results]
        loser = next(r for r in results if r.status_code == 409).json()["error"]
        assert loser["code"] in ("stale", "not_your_turn") and loser["message"]
        seat = api.live(mid).to_act[0]
        legal = api.state(mid, tokens[seat])["legal"]


def test_two_processes_racing_on_one_database(tmp_path: Path) -> None:
    """Two stores on one SQLite file stand for two server processes: the conditional update
    on the move count lets one commit; the other gets 409 conflict and its match is intact."""
    two_processes_race(str(tmp_path / "shared.db"), rounds=3)


def two_processes_race(url: str, rounds: int) -> None:
    """Two services on one database, standing for two processes, race ``rounds`` times."""
    from senet.server.db import migrate

    engine = database(url)
    migrate(engine)
    one, two = Service(Store(engine, REGISTRY)), Service(Store(database(url), REGISTRY))
    try:
        created = one.create({"game": "tigris", "players": 2, "seed": 3}, None)
        mid, tokens = created["id"], [s["token"] for s in created["seats"]]
        for _ in range(rounds):
            race_in_the_database(one, two, mid, tokens)
    finally:
        one.store.engine.dispose()
        two.store.engine.dispose()


def race_in_the_database(one: Service, two: Service, mid: str, tokens: list[str]) -> None:
    """Both processes hold the match at the same move and do not look again: the
    conditional update alone decides."""
    seat = one.store.live(mid).match.to_act[0]
    ids = [m["id"] for m in one.look(mid, tokens[seat])["legal"]][:2]
    held = [service.store.live(mid) for service in (one, two)]
    for service, live in zip((one, two), held, strict=True):
        service.store.locked = _no_lock  # type: ignore[method-assign]
        service.store.live = lambda _mid, live=live: live  # type: ignore[method-assign]
    try:
        results = _race([lambda: one.submit(mid, {"id": ids[0]}, tokens[seat]),
                         lambda: two.submit(mid, {"id": ids[-1]}, tokens[seat])])
    finally:
        for service in (one, two):
            del service.store.locked, service.store.live
    errors = [r for r in results if isinstance(r, ApiError)]
    assert len(errors) == 1 and errors[0].code == "conflict", results
    winner = results[0] if errors[0] is results[1] else results[1]
    assert one.look(mid, tokens[seat])["n"] == two.look(mid, tokens[seat])["n"] == winner["n"]
    assert one.store.live(mid).match.save() == two.store.live(mid).match.save()


class _NoLock:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def _no_lock(match_id: str) -> _NoLock:
    return _NoLock()
