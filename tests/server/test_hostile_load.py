"""A real ``senet serve`` under hostile load, on loopback, bounded in count and time.

While attackers send expensive bot matches, replay uploads, made-up match ids and tokens,
long WebSocket hellos and a flood of requests on new connections, one honest seat keeps
reading its match. Its answers must stay fast (p99 under 100 ms), none refused, and the
server's memory must stay within a stated bound. Each client comes from an address of its
own, as it would through a proxy (``--trusted-proxy 127.0.0.1`` and ``X-Forwarded-For``):
on loopback every connection has the same peer.
"""

from __future__ import annotations

import asyncio
import json
import random
import string
import threading
import time
from pathlib import Path

import httpx2 as httpx
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from senet import new_match, play_out

from .processes import serving

ATTACK_SECONDS = 12.0
P99_LIMIT = 0.100
RSS_GROWTH_LIMIT = 96 * 2**20
"""The server's resident memory may grow by at most this much under the attacks (the
bounded tables it keeps: rate buckets, bot queue, sockets waiting for a hello)."""
RATE = 50
"""Requests a second per client (the server's default)."""
EXPENSIVE_BOT = "mcts:iterations=5000,rollout=1000"


def _rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS in /proc: this test needs Linux")


def _as(address: str, token: str | None = None) -> dict[str, str]:
    headers = {"x-forwarded-for": address}
    if token is not None:
        headers["authorization"] = f"Bearer {token}"
    return headers


def _junk(n: int, rng: random.Random) -> str:
    return "".join(rng.choice(string.ascii_letters) for _ in range(n))


class Tally:
    """The statuses each attack got."""

    def __init__(self) -> None:
        self.seen: dict[str, dict[str, int]] = {}

    def add(self, attack: str, status: int | str) -> None:
        counts = self.seen.setdefault(attack, {})
        counts[str(status)] = counts.get(str(status), 0) + 1


def _honest(base: str, mid: str, token: str, stop: float, times: list[float], bad: list[int]) -> None:
    """One seat reading its match every 20 ms, in a thread of its own (the attackers' event
    loop does not delay it): the latencies, and any status that is not 200."""
    with httpx.Client(base_url=base, headers=_as("10.9.9.9", token), timeout=10) as client:
        while time.monotonic() < stop:
            start = time.perf_counter()
            reply = client.get(f"/matches/{mid}")
            times.append(time.perf_counter() - start)
            if reply.status_code != 200:
                bad.append(reply.status_code)
            time.sleep(0.02)


async def _bot_matches(base: str, tally: Tally, stop: float) -> None:
    """Matches of expensive bots only, from many addresses, made as fast as allowed."""
    n = 0
    async with httpx.AsyncClient(base_url=base, timeout=10) as client:
        while time.monotonic() < stop and n < 60:
            body = {"game": "niagara", "players": 4, "seats": [{"bot": EXPENSIVE_BOT}] * 4}
            reply = await client.post("/matches", json=body, headers=_as(f"10.1.0.{n % 250}"))
            tally.add("bot matches", reply.status_code)
            n += 1
            await asyncio.sleep(0.05)


async def _replays(base: str, save: bytes, tally: Tally, stop: float) -> None:
    """Replay uploads: over the anonymous size (refused) and within it (re-played)."""
    big = save * (300 * 1024 // len(save) + 1)
    n = 0
    async with httpx.AsyncClient(base_url=base, timeout=10) as client:
        while time.monotonic() < stop and n < 200:
            data = big if n % 2 else save
            reply = await client.post("/replay", content=data, headers=_as(f"10.2.0.{n % 250}"))
            tally.add("replays", reply.status_code)
            n += 1


NEW_CONNECTIONS = httpx.Limits(max_keepalive_connections=0)
"""A client that opens a new connection for every request."""


async def _made_up(base: str, tally: Tally, stop: float) -> None:
    """Unknown match ids and tokens, a new connection for each request."""
    rng = random.Random(5)
    n = 0
    async with httpx.AsyncClient(base_url=base, timeout=10, limits=NEW_CONNECTIONS) as client:
        while time.monotonic() < stop and n < 600:
            path = f"/matches/{_junk(60, rng)}"
            reply = await client.get(path, headers=_as(f"10.3.{n // 250}.{n % 250}", _junk(40, rng)))
            tally.add("made-up ids", reply.status_code)
            n += 1


async def _long_hellos(base: str, tally: Tally, stop: float) -> None:
    """WebSocket connections to 8,000-character ids and with 8,000-character tokens."""
    url = base.replace("http://", "ws://")
    rng = random.Random(6)
    long_id, long_token = _junk(8000, rng), _junk(8000, rng)
    n = 0
    while time.monotonic() < stop and n < 150:
        try:
            async with connect(f"{url}/ws/matches/{long_id}{n}",
                               additional_headers=_as(f"10.4.0.{n % 250}"), open_timeout=5) as ws:
                await ws.send(json.dumps({"token": long_token, "after": 0}))
                answer = json.loads(await asyncio.wait_for(ws.recv(), 5))
                tally.add("long hellos", answer.get("code", answer.get("type", "?")))
        except (ConnectionClosed, InvalidStatus, OSError) as exc:
            tally.add("long hellos", type(exc).__name__)
        n += 1


async def _flood(base: str, tally: Tally, stop: float) -> None:
    """One address, a new connection per request, as fast as it goes (from three clients)."""

    async def one() -> None:
        n = 0
        async with httpx.AsyncClient(base_url=base, timeout=10, limits=NEW_CONNECTIONS) as client:
            while time.monotonic() < stop and n < 1000:
                reply = await client.get("/games", headers=_as("10.5.0.1"))
                tally.add("flood", reply.status_code)
                n += 1

    await asyncio.gather(one(), one(), one())


async def _attack(base: str, mid: str, token: str, save: bytes) -> tuple[list[float], list[int], Tally]:
    tally = Tally()
    stop = time.monotonic() + ATTACK_SECONDS
    times: list[float] = []
    bad: list[int] = []
    honest = threading.Thread(target=_honest, args=(base, mid, token, stop, times, bad))
    honest.start()
    await asyncio.sleep(0.5)  # the honest seat's first reads before the attack
    await asyncio.gather(_bot_matches(base, tally, stop), _replays(base, save, tally, stop),
                         _made_up(base, tally, stop), _long_hellos(base, tally, stop),
                         _flood(base, tally, stop))
    honest.join()
    return times, bad, tally


def test_an_honest_seat_is_served_fast_while_others_attack(tmp_path: Path) -> None:
    played = new_match("nimmt-classic", 3, seed=4)
    play_out(played)
    save = played.save()
    db = f"sqlite:///{tmp_path / 'load.db'}"
    flags = ("--rate", str(RATE), "--trusted-proxy", "127.0.0.1", "--bot-seconds", "0.2")
    with serving(db, *flags) as (base, process):
        made = httpx.post(f"{base}/matches", json={"game": "nimmt-classic", "players": 3},
                          headers=_as("10.9.9.9"), timeout=10)
        assert made.status_code == 201, made.text
        mid, token = made.json()["id"], made.json()["seats"][0]["token"]
        before = _rss(process.pid)
        times, bad, tally = asyncio.run(_attack(base, mid, token, save))
        after = _rss(process.pid)
        assert process.poll() is None, "the server died under the attacks"
    times.sort()
    p99 = times[int(len(times) * 0.99)]
    report = (f"p50 {times[len(times) // 2] * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms over {len(times)} "
              f"reads; RSS {before / 2**20:.0f} -> {after / 2**20:.0f} MiB; attacks: {tally.seen}")
    print(report)
    assert len(times) > 100, report
    assert not bad, f"the honest seat was refused: {bad}; {report}"
    assert p99 < P99_LIMIT, report
    assert after - before < RSS_GROWTH_LIMIT, report
    for attack, counts in tally.seen.items():
        assert not any(status.startswith("5") for status in counts), f"{attack}: a 5xx; {report}"
    # the flood's address got no more than its bucket: a burst of 4 x RATE, then RATE a second
    assert tally.seen["flood"].get("200", 0) <= 4 * RATE + RATE * (ATTACK_SECONDS + 1), report
    assert tally.seen["flood"].get("429", 0) > 0, report
    closed = {"no_such_match", "bad_hello", "too_many", "too_many_sockets", "ConnectionClosedError",
              "ConnectionClosedOK", "InvalidStatus"}
    assert set(tally.seen["long hellos"]) <= closed, report
    assert set(tally.seen["bot matches"]) <= {"201", "429"}, report
    assert set(tally.seen["replays"]) <= {"200", "413", "429"}, report
