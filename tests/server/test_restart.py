"""A real ``senet serve`` killed with SIGKILL in the middle of a game: started again on the
same database, it has every move it acknowledged, and play goes on."""

from __future__ import annotations

import signal
import threading
from pathlib import Path
from typing import Any

import httpx2 as httpx

from .processes import serving


def _submit_forever(base: str, mid: str, tokens: list[str], acked: list[tuple[int, str]],
                    stop: threading.Event) -> None:
    with httpx.Client(base_url=base, timeout=5) as client:
        while not stop.is_set():
            try:
                for token in tokens:
                    state = client.get(f"/matches/{mid}", headers={"authorization": f"Bearer {token}"}).json()
                    if state["over"]:
                        return
                    if state["legal"]:
                        move = state["legal"][-1]["id"]
                        reply = client.post(f"/matches/{mid}/moves", json={"id": move},
                                            headers={"authorization": f"Bearer {token}"})
                        if reply.status_code == 200:
                            acked.append((reply.json()["n"], move))
            except (httpx.TransportError, ValueError):
                return


def test_sigkill_mid_game_loses_no_acknowledged_move(tmp_path: Path) -> None:
    db = str(tmp_path / "kill.db")
    acked: list[tuple[int, str]] = []
    with serving(db) as (base, process):
        created: dict[str, Any] = httpx.post(f"{base}/matches", json={
            "game": "nimmt-classic", "players": 3, "seed": 5}).json()
        mid, tokens = created["id"], [s["token"] for s in created["seats"]]
        stop = threading.Event()
        player = threading.Thread(target=_submit_forever, args=(base, mid, tokens, acked, stop))
        player.start()
        while len(acked) < 25 and player.is_alive():
            player.join(0.01)
        process.send_signal(signal.SIGKILL)  # while the client is still submitting
        process.wait()
        stop.set()
        player.join()
    assert len(acked) >= 25
    with serving(db) as (base, _):
        headers = {"authorization": f"Bearer {tokens[0]}"}
        state = httpx.get(f"{base}/matches/{mid}", headers=headers).json()
        assert state["n"] >= max(n for n, _ in acked), "an acknowledged move was lost"
        log = httpx.get(f"{base}/matches/{mid}/log", headers=headers).json()["moves"]
        assert [m["n"] for m in log] == list(range(1, state["n"] + 1))
        for token in tokens:
            again = httpx.get(f"{base}/matches/{mid}", headers={"authorization": f"Bearer {token}"}).json()
            if again["legal"]:
                reply = httpx.post(f"{base}/matches/{mid}/moves", json={"id": again["legal"][0]["id"]},
                                   headers={"authorization": f"Bearer {token}"})
                assert reply.status_code == 200, reply.text
                assert reply.json()["n"] == state["n"] + 1
                break
        else:
            raise AssertionError("nobody may move after the restart")
