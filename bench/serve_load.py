#!/usr/bin/env python3
"""Load on ``senet serve``: many WebSocket clients on loopback playing classic nimmt and Tigris.

    python bench/serve_load.py --clients 500 --seconds 30            # SQLite (a temporary file)
    python bench/serve_load.py --clients 500 --seconds 60 --think 5  # players who think 2.5-7.5 s
    python bench/serve_load.py --clients 500 --seconds 30 --postgres  # a throwaway PostgreSQL, fsync on
    python bench/serve_load.py --db postgresql://USER@HOST/DB          # an existing database

Starts one ``senet serve`` process, makes tables of 4 (nimmt-classic) and of 2 (Tigris)
until ``--clients`` seats are filled, and connects one WebSocket client per seat. Each
client answers every push that offers it moves with a random one, sent over its socket,
at once (the server's saturation) or after ``--think`` seconds on average.
Reported as JSON: moves per second, and the latency from a submit until every seat of the
match has the push of that move (p50, p99); every client checks that the moves it is
pushed are numbered without gap or repeat. Run by hand, not by CI.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.server.processes import new_database, postgres_cluster, serving


class Stats:
    """What the clients saw."""

    def __init__(self) -> None:
        self.submitted: dict[tuple[str, int], float] = {}
        self.arrived: dict[tuple[str, int], list[float]] = {}
        self.seats: dict[str, int] = {}
        self.errors: dict[str, int] = {}
        self.gaps = 0
        self.moves = 0


async def client(base: str, mid: str, token: str, stats: Stats, deadline: float, rng: random.Random,
                 think: float) -> None:
    """One seat: hello, then answer every push that offers moves (after thinking a while)."""
    last, sent_at = 0, 0.0
    thinking: asyncio.Task[None] | None = None

    async def answer(ws: Any, legal: list[dict[str, Any]]) -> None:
        nonlocal sent_at
        if think:
            await asyncio.sleep(think * (0.5 + rng.random()))
        sent_at = time.perf_counter()
        with contextlib.suppress(ConnectionClosed):
            await ws.send(json.dumps({"id": rng.choice(legal)["id"]}))

    async with connect(base.replace("http", "ws") + f"/ws/matches/{mid}", max_size=2**22,
                       open_timeout=120) as ws:
        await ws.send(json.dumps({"token": token, "after": 0}))
        while True:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.05, deadline - time.perf_counter()))
            except (TimeoutError, ConnectionClosed):
                if thinking is not None:
                    thinking.cancel()
                return
            now = time.perf_counter()
            message = json.loads(raw)
            kind = message["type"]
            offered = (kind in ("hello", "move") and message["legal"] and not message["over"]
                       and message["view"]["my_commit"] is None)  # not yet chosen in secret
            if kind == "move":
                n = message["n"]
                if n != last + 1:
                    stats.gaps += 1
                last = n
                stats.arrived.setdefault((mid, n), []).append(now)
                if message.get("over") or now > deadline:
                    if thinking is not None:
                        thinking.cancel()
                    return
            if offered:
                if thinking is not None:
                    thinking.cancel()  # a newer push: choose from its moves
                thinking = asyncio.create_task(answer(ws, message["legal"]))
            elif kind == "ack":
                stats.submitted[mid, message["n"]] = sent_at
                stats.moves += 1
            elif kind == "error":
                stats.errors[message["code"]] = stats.errors.get(message["code"], 0) + 1


async def table(base: str, game: str, players: int, stats: Stats, deadline: float, seed: int,
                think: float) -> None:
    """Matches of one table, one after another, until the time is up."""
    rng = random.Random(seed)
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        while time.perf_counter() < deadline:
            created = (await http.post("/matches", json={"game": game, "players": players,
                                                         "seed": rng.randrange(2**32)})).json()
            stats.seats[created["id"]] = players
            await asyncio.gather(*(client(base, created["id"], s["token"], stats, deadline, rng, think)
                                   for s in created["seats"]))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def load(base: str, clients: int, seconds: float, think: float = 0.0, warmup: float = 10.0,
               slowest_n: int = 0) -> dict[str, Any]:
    stats = Stats()
    tables, seats = [], 0
    while seats < clients:
        game, players = ("nimmt-classic", 4) if len(tables) % 2 == 0 else ("tigris", 2)
        tables.append((game, players))
        seats += players
    start = time.perf_counter()
    deadline = start + seconds
    await asyncio.gather(*(table(base, g, p, stats, deadline, i, think) for i, (g, p) in enumerate(tables)))
    elapsed = time.perf_counter() - start
    latencies, timed = [], []
    for key, sent in stats.submitted.items():
        if sent < start + warmup:
            continue
        arrivals = stats.arrived.get(key, [])
        if len(arrivals) == stats.seats[key[0]]:
            latencies.append(max(arrivals) - sent)
            timed.append((max(arrivals) - sent, sent - start, stats.seats[key[0]]))
    # The slowest moves with when they were submitted: a stall shows as one cluster in time.
    slowest = [[round(at, 2), round(late * 1000, 1), "nimmt-classic" if seats == 4 else "tigris"]
               for late, at, seats in sorted(timed, reverse=True)[:slowest_n]]
    return {"clients": seats, "tables": len(tables), "think_seconds": think, "seconds": round(elapsed, 1),
            "moves": stats.moves, "moves_per_second": round(stats.moves / elapsed, 1),
            "latency_ms_after_warmup": {"p50": round(_percentile(latencies, 0.5) * 1000, 1),
                           "p99": round(_percentile(latencies, 0.99) * 1000, 1),
                           "measured": len(latencies)},
            "errors": stats.errors, "gaps_or_repeats": stats.gaps,
            **({"slowest": slowest} if slowest_n else {})}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--think", type=float, default=0.0,
                        help="mean seconds a client thinks before a move (0: answers at once, saturation)")
    parser.add_argument("--warmup", type=float, default=10.0,
                        help="seconds of connecting and starting matches left out of the latencies")
    parser.add_argument("--db", help="a database URL (default: a temporary SQLite file)")
    parser.add_argument("--postgres", action="store_true", help="start a throwaway PostgreSQL")
    parser.add_argument("--slowest", type=int, default=0, metavar="N",
                        help="also list the N slowest moves: seconds into the run, ms, game")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.postgres:
            with postgres_cluster(fsync=True) as server:  # commits wait for the disk
                return _run(new_database(server, "bench"), args, "postgresql (throwaway cluster, fsync on)")
        return _run(args.db or os.path.join(tmp, "bench.db"), args, "postgresql" if args.db else "sqlite")


def _run(db: str, args: argparse.Namespace, kind: str) -> int:
    with serving(db) as (base, _):
        # The clients' own cyclic-collector passes (170 ms at 500 clients) would be counted
        # as the server's latency: the collector is off while they play.
        gc.collect()
        gc.disable()
        try:
            result = asyncio.run(load(base, args.clients, args.seconds, args.think, args.warmup,
                                     args.slowest))
        finally:
            gc.enable()
    print(json.dumps({"database": kind, "cores": os.cpu_count(), **result}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
