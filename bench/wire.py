#!/usr/bin/env python3
"""Bytes on the wire per move, as the table page spends them, through a real ``senet serve``.

    python bench/wire.py                      # 200 moves of nimmt-classic (4 seats), of Tigris (2)
    python bench/wire.py --moves 450 --games tigris

Starts one ``senet serve`` on a temporary SQLite file, makes a match, and plays ``--moves``
random moves (each by a seat that has moves, through the API). Seat 0 watches as its page
does: WebSockets (hellos with ``after: 0``), and after each move's push one read of
``GET /matches/{id}/table``, once with ``Accept-Encoding: gzip`` and once without. Per move
it reports the mean bytes of the table read (gzip as sent, and plain), of the push (the
JSON text as sent: ``senet serve`` turns permessage-deflate off; and what deflate would
make of it), of the push the page asks for now (``"views": false``: no view in it), of the
answer to the submit; and the bytes of opening the table at the end (JSON text, before any
deflate): the page before (two plain reads, every move sent over the socket) and now (one
gzipped read, the last 40 moves).
Reported as JSON; run by hand, not by CI.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import statistics
import sys
import tempfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.sync.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.server.processes import serving

SEATS = {"nimmt-classic": 4, "tigris": 2}
RECENT = 40  # table.js's RECENT


def deflated(text: str) -> int:
    """The bytes of ``text`` deflated as one permessage-deflate message without context."""
    squeeze = zlib.compressobj(6, zlib.DEFLATED, -15)
    return len(squeeze.compress(text.encode()) + squeeze.flush(zlib.Z_SYNC_FLUSH)) - 4


def read(client: httpx.Client, path: str, token: str, encoding: str) -> int:
    """The bytes of an answer's body as sent."""
    headers = {"authorization": f"Bearer {token}", "accept-encoding": encoding}
    with client.stream("GET", path, headers=headers) as reply:
        reply.raise_for_status()
        return sum(len(chunk) for chunk in reply.iter_raw())


@contextlib.contextmanager
def socket(base: str, mid: str, token: str, after: int, views: bool) -> Iterator[tuple[Any, int]]:
    """A socket past its hello, and the hello's bytes; ``views`` false as the page asks now (a
    server from before ``views`` refuses it: then the hello without it)."""
    for hello in ([{"views": False}, {}] if not views else [{}]):
        with connect(base.replace("http", "ws") + f"/ws/matches/{mid}", max_size=2**24,
                     compression=None) as ws:
            ws.send(json.dumps({"token": token, "after": after, **hello}))
            text = str(ws.recv())
            if json.loads(text)["type"] == "hello":
                yield ws, len(text.encode())
                return
    raise AssertionError("the server refused the hello")


def opening(base: str, mid: str, token: str, after: int, n: int, views: bool) -> int:
    """The bytes (JSON text) of the hello and the catch-up of a socket asking for moves after ``after``."""
    with socket(base, mid, token, after, views) as (ws, total):
        got = after
        while got < n:
            text = ws.recv()
            total += len(str(text).encode())
            got = json.loads(text).get("n", got)
    return total


def play(base: str, game: str, moves: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    with httpx.Client(base_url=base, timeout=60) as client:
        created = client.post("/matches", json={"game": game, "players": SEATS[game], "seed": seed}).json()
        mid, tokens = created["id"], [s["token"] for s in created["seats"]]
        table = f"/matches/{mid}/table"
        sizes: dict[str, list[int]] = {k: [] for k in ("table_gzip", "table_plain", "push_json",
                                                        "push_deflated", "push_lean", "submit")}
        # the page before (views in its pushes) and now
        with (socket(base, mid, tokens[0], 0, True) as (full, _),
              socket(base, mid, tokens[0], 0, False) as (lean, _)):
            n = 0
            while n < moves:
                states = [client.get(f"/matches/{mid}", headers={"authorization": f"Bearer {t}"}).json()
                          for t in tokens]
                if states[0]["over"]:
                    break
                seat = rng.choice([i for i, s in enumerate(states) if s["legal"]])
                choice = rng.choice(states[seat]["legal"])["id"]
                reply = client.post(f"/matches/{mid}/moves", json={"id": choice},
                                    headers={"authorization": f"Bearer {tokens[seat]}"})
                if reply.status_code == 409:
                    continue  # another seat's move came first: its moves are read again
                reply.raise_for_status()
                n = reply.json()["n"]
                sizes["submit"].append(len(reply.content))
                for ws, key in ((full, "push_json"), (lean, "push_lean")):
                    got = 0
                    while got < n:  # the pushes up to this move (bots: none here, one a move)
                        text = str(ws.recv())
                        message = json.loads(text)
                        if message["type"] != "move":
                            continue
                        got = message["n"]
                        sizes[key].append(len(text.encode()))
                        if key == "push_json":
                            sizes["push_deflated"].append(deflated(text))
                sizes["table_gzip"].append(read(client, table, tokens[0], "gzip"))
                sizes["table_plain"].append(read(client, table, tokens[0], "identity"))
        last_gzip, last_plain = sizes["table_gzip"][-1], sizes["table_plain"][-1]
        opening_before = 2 * last_plain + opening(base, mid, tokens[0], 0, n, True)
        opening_now = last_gzip + opening(base, mid, tokens[0], max(0, n - RECENT), n, False)
    per_move = {k: round(statistics.fmean(v)) for k, v in sizes.items() if v}
    per_move["page_before"] = per_move["table_plain"] + per_move["push_json"]
    per_move["page_now"] = per_move["table_gzip"] + per_move["push_lean"]
    return {"game": game, "seats": SEATS[game], "moves": n, "per_move": per_move,
            "table_max": {"gzip": max(sizes["table_gzip"]), "plain": max(sizes["table_plain"])},
            "opening_at_end": {"before": opening_before, "now": opening_now}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--games", nargs="+", default=list(SEATS), choices=list(SEATS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, serving(str(Path(folder) / "wire.db")) as (base, _):
        results = [play(base, game, args.moves, args.seed) for game in args.games]
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
