"""``--workers`` and ``--ray``: the options of the commands that play many matches."""

from __future__ import annotations

import argparse
import os

from .common import CommandError

__all__ = ["add_parallel_args", "chunk_size", "parallel_args"]

MAX_WORKERS = 256


def add_parallel_args(p: argparse.ArgumentParser) -> None:
    """Declare ``--workers`` and ``--ray``."""
    p.add_argument("--workers", type=int, default=1,
                   help="play in this many processes (same results whatever the number; "
                        f"0: one per core, here {os.cpu_count() or 1})")
    p.add_argument("--ray", metavar="ADDRESS", default=None,
                   help="play on a Ray cluster at ADDRESS ('local': start one here); needs the "
                        "extra senet[ray]")


def parallel_args(args: argparse.Namespace) -> tuple[int, str | None]:
    """The number of worker processes and the Ray address, checked."""
    workers: int = args.workers
    if workers == 0:
        workers = os.cpu_count() or 1
    if not 1 <= workers <= MAX_WORKERS:
        raise CommandError(f"--workers is from 0 to {MAX_WORKERS}, not {args.workers}")
    ray: str | None = args.ray
    if ray is not None and workers != 1:
        raise CommandError("--ray and --workers do not go together (Ray places the work itself)")
    return workers, ray


def chunk_size(matches: int, workers: int) -> int:
    """Seeds per task: a few tasks per worker, so that the progress bar moves and the load
    spreads, without one task per match."""
    return max(1, min(16, matches // (workers * 8)))
