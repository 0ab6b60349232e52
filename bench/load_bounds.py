#!/usr/bin/env python3
"""Peak memory and time of ``senet show``, ``replay`` and ``export`` at the save format's limits.

    python bench/load_bounds.py [--dir DIR] [--only NAME ...]

Writes (once, into ``--dir``) the files of issue 33: a file of 1.99 million empty moves, a
file of the largest checkpoint table, a real Niagara save of 320,000 moves (random play
with no round limit), a per-seat export of 300,000 log entries and one of the most an
export may hold, and a save whose game name is 1 MiB long; then runs each command on them
in a fresh process and prints its exit code, CPU seconds (user and system), peak resident
memory (``/usr/bin/time``'s maximum RSS) and the first line of its error.
docs/save-format.md states the bound these figures are held to.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import senet
from senet.seatfile import MAX_LOG
from senet.serial import pack, unpack_untrusted

EMPTY_MOVES = 1_990_000
LONG_MOVES = 320_000
EXPORT_ENTRIES = 300_000


def _header(game: str = "niagara", players: int = 3) -> dict[str, Any]:
    match = senet.new_match(game, players, seed=1)
    return unpack_untrusted(match.save())


def empty_moves() -> bytes:
    """1.99 million moves ``[0, {}]`` (3 bytes each) behind a valid header."""
    envelope = _header()
    envelope["moves"] = [[0, {}]] * EMPTY_MOVES
    envelope["checkpoints"] = [[EMPTY_MOVES, bytes(16)]]
    return pack(envelope)


def checkpoints() -> bytes:
    """The largest checkpoint table the format allows: one per move, 2 million of them."""
    envelope = _header()
    count = 2_000_000
    envelope["checkpoints"] = [[n, n.to_bytes(16, "big")] for n in range(count)]
    return pack(envelope)


def niagara() -> bytes:
    """A real save: five-player Niagara with no round limit, random play to 320,000 moves."""
    match = senet.new_match("niagara", 5, seed=1, options={"max_rounds": 0})
    while not match.is_over and len(match.moves) < LONG_MOVES:
        senet.play_out(match, max_moves=min(10_000, LONG_MOVES - len(match.moves)))
    return match.save()


def export(entries: int = EXPORT_ENTRIES) -> bytes:
    """A per-seat export of ``entries`` log entries (a real export's entries, repeated)."""
    match = senet.new_match("niagara", 3, seed=2)
    senet.play_out(match, max_moves=200)
    envelope = unpack_untrusted(senet.export_seat(match, 0))
    log = envelope["log"]
    envelope["log"] = [log[i % len(log)] for i in range(entries)]
    return pack(envelope)


def long_name() -> bytes:
    """A save whose game name is 1 MiB long (the longest text the format takes)."""
    envelope = _header()
    envelope["game"] = "x" * (1024 * 1024 - 1)
    return pack(envelope)


FILES: dict[str, Callable[[], bytes]] = {
    "empty-moves": empty_moves, "checkpoints": checkpoints, "niagara-320k": niagara,
    "export-300k": export, "export-100k": lambda: export(MAX_LOG), "long-name": long_name,
}
RUNS: list[tuple[str, list[str]]] = [
    ("empty-moves", ["show", "{file}"]),
    ("checkpoints", ["show", "{file}"]),
    ("long-name", ["show", "{file}"]),
    ("niagara-320k", ["show", "{file}"]),
    ("niagara-320k", ["replay", "--json", "{file}"]),
    ("niagara-320k", ["replay", "{file}"]),
    ("niagara-320k", ["export", "--seat", "0", "{file}", "{out}"]),
    ("export-300k", ["show", "{file}"]),
    ("export-300k", ["replay", "{file}"]),
    ("export-100k", ["show", "{file}"]),
    ("export-100k", ["replay", "{file}"]),
]


def measure(argv: list[str]) -> tuple[int, float, float, str]:
    """Exit code, CPU seconds (user and system: the machine may be shared), peak MiB and the
    first line of stderr of ``senet ARGV``."""
    with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile("w+") as stats:
        done = subprocess.run(["/usr/bin/time", "-o", stats.name, "-f", "%M %U %S",
                               sys.executable, "-m", "senet", *argv],
                              stdout=out, stderr=subprocess.PIPE, text=True, env=os.environ)
        kib, user, system = stats.read().split()[-3:]
        peak, took = int(kib) / 1024, float(user) + float(system)
    return done.returncode, took, peak, (done.stderr.strip().splitlines() or [""])[0]


def main() -> None:
    """Write the files (once) and print one line per command."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default=os.path.join(tempfile.gettempdir(), "senet-load-bounds"))
    parser.add_argument("--only", nargs="*", default=None, help="file names to run (default: all)")
    args = parser.parse_args()
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    print(f"{'file':13} {'MiB':>6}  {'command':28} {'exit':>4} {'cpu s':>6} {'peak MiB':>9}  error")
    for name, argv in RUNS:
        if args.only and name not in args.only:
            continue
        path = folder / f"{name}.senet"
        if not path.exists():
            path.write_bytes(FILES[name]())
        size = path.stat().st_size / 2**20
        out = folder / "out.senet"
        filled = [a.format(file=path, out=out) for a in argv]
        code, took, peak, err = measure(filled)
        shown = " ".join(a for a in argv if "{" not in a)
        print(f"{name:13} {size:6.1f}  {shown:28} {code:4} {took:6.1f} {peak:9.0f}  {err[:90]}",
              flush=True)


if __name__ == "__main__":
    main()
