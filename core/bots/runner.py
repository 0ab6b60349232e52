"""Many seeded matches between bots, in this process, in worker processes or on Ray.

A :class:`Job` says what to play (a game, its options, one bot text per seat, a move
cap); :func:`play_seed` plays the match of one seed, and everything it depends on is
in the job and the seed, so the records are the same whoever plays them.
:func:`run_job` plays a range of seeds and gives the records in seed order, whatever
the number of workers and the order they finish in; Ctrl-C stops it cleanly with the
records finished so far (``interrupted`` set).
"""

from __future__ import annotations

import concurrent.futures as futures
import multiprocessing
import signal
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs

from ..match import View
from ..options import OptionValue
from ..playout import play_out
from ..registry import Registry
from ..values import Move
from .base import Bot, Seat
from .choose import bot_seed, make_bot

__all__ = ["Job", "Record", "Run", "play_seed", "run_job", "run_tasks"]

Progress = Callable[["Record"], None]


def _options(options: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
    return dict(options)


@attrs.frozen
class Job:
    """What every match of a run plays: the game, seat count, options, bot per seat, cap."""

    game: str
    players: int
    bots: tuple[str, ...]
    options: Mapping[str, OptionValue] = attrs.field(factory=dict, converter=_options)
    max_moves: int = 10_000
    save: bool = False
    """Keep each match's save file in its record."""
    timed: bool = False
    """Keep in each record the CPU seconds of every search decision (see :attr:`Record.cpu`)."""


@attrs.frozen
class Record:
    """How the match of one seed went (``seconds`` and ``save`` are not compared)."""

    seed: int
    finished: bool
    moves: int
    ranks: tuple[int, ...] | None
    scores: tuple[int, ...] | None
    seconds: float = attrs.field(default=0.0, eq=False)
    save: bytes | None = attrs.field(default=None, eq=False, repr=False)
    keys: tuple[tuple[int, ...], ...] | None = attrs.field(default=None, eq=False, repr=False)
    """What the ranks compared, per seat (:attr:`senet.Result.keys`)."""
    cpu: tuple[tuple[float, ...], ...] | None = attrs.field(default=None, eq=False, repr=False)
    """With ``Job.timed``: per seat, the CPU seconds (of the process playing the match) of
    each decision its bot searched among more than one legal move; empty for other bots."""


@attrs.frozen
class Run:
    """The records of a run, in seed order; ``interrupted``: stopped before every seed was played."""

    records: tuple[Record, ...]
    interrupted: bool = False
    positions: tuple[int, ...] = ()
    """Of each record, the position of its task (of its seed, for one job)."""


def play_seed(job: Job, seed: int, registry: Registry | None = None) -> Record:
    """Play the match of ``seed`` (bots seeded from it and their seat)."""
    from ..create import new_match
    from ..registry import default_registry

    registry = registry if registry is not None else default_registry()
    started = time.perf_counter()
    match = new_match(job.game, job.players, seed, job.options, registry=registry, keep_log=job.save)
    bots: list[Bot] = [make_bot(text, p, bot_seed(seed, p), registry) for p, text in enumerate(job.bots)]
    timers = [_Timed(bot) if job.timed and hasattr(bot, "search") else None for bot in bots]
    outcome = play_out(match, [t or b for t, b in zip(timers, bots, strict=True)], max_moves=job.max_moves)
    seconds = time.perf_counter() - started
    cpu = tuple(tuple(t.spent) if t else () for t in timers) if job.timed else None
    return Record(seed, outcome.finished, outcome.moves, outcome.ranks, outcome.scores, seconds,
                  match.save() if job.save else None, outcome.keys, cpu)


class _Timed:
    """A search bot whose decisions among several moves are timed in CPU seconds."""

    needs_view = False

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.spent: list[float] = []

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        return self.bot.choose(view, legal)

    def search(self, seat: Seat) -> int:
        before = time.process_time()
        at: int = self.bot.search(seat)  # type: ignore[attr-defined]
        if len(seat.legal) > 1:
            self.spent.append(time.process_time() - before)
        return at


def play_tasks(tasks: Sequence[tuple[int, Job, int]]) -> list[tuple[int, Record]]:
    """A worker's chunk of tasks (position, job, seed)."""
    return [(at, play_seed(job, seed)) for at, job, seed in tasks]


def _quiet() -> None:
    # Ctrl-C reaches the whole process group: the parent stops the run, workers just end.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_job(job: Job, seeds: Iterable[int], *, workers: int = 1, chunk: int = 1,
            registry: Registry | None = None, ray_address: str | None = None,
            progress: Progress | None = None) -> Run:
    """Play the match of every seed; records in seed order, whatever ``workers`` is.

    ``workers`` > 1 plays in that many processes (``chunk`` seeds per task); with
    ``ray_address``, on a Ray cluster instead (``"local"``: a Ray started here).
    ``progress`` is told of each record as it arrives. Ctrl-C stops the run: the
    records so far are returned with ``interrupted`` set.
    """
    return run_tasks([(job, seed) for seed in seeds], workers=workers, chunk=chunk,
                     registry=registry, ray_address=ray_address, progress=progress)


def run_tasks(tasks: Sequence[tuple[Job, int]], *, workers: int = 1, chunk: int = 1,
              registry: Registry | None = None, ray_address: str | None = None,
              progress: Progress | None = None) -> Run:
    """Play ``(job, seed)`` tasks (several jobs: a tournament); records in the tasks' order
    (of those played, if interrupted), as :func:`run_job`."""
    done: dict[int, Record] = {}

    def arrived(records: Iterable[tuple[int, Record]]) -> None:
        for at, record in records:
            done[at] = record
            if progress is not None:
                progress(record)

    numbered = [(at, job, seed) for at, (job, seed) in enumerate(tasks)]
    pieces = [numbered[i:i + chunk] for i in range(0, len(numbered), max(chunk, 1))]
    interrupted = False
    try:
        if ray_address is not None:
            from .distributed import run_on_ray
            run_on_ray(pieces, ray_address, arrived, play_tasks)
        elif workers <= 1:
            for at, job, seed in numbered:
                arrived([(at, play_seed(job, seed, registry))])
        else:
            _run_in_processes(pieces, workers, arrived)
    except KeyboardInterrupt:
        interrupted = True
    positions = tuple(at for at in range(len(numbered)) if at in done)
    return Run(tuple(done[at] for at in positions), interrupted, positions)


Pieces = list[list[tuple[int, Job, int]]]
Arrived = Callable[[Iterable[tuple[int, Record]]], None]


def _run_in_processes(pieces: Pieces, workers: int, arrived: Arrived) -> None:
    """Chunks to a pool of processes; on Ctrl-C the pending ones are cancelled."""
    context = multiprocessing.get_context("fork")  # workers inherit the loaded plugins
    pool = futures.ProcessPoolExecutor(workers, mp_context=context, initializer=_quiet)
    try:
        pending = {pool.submit(play_tasks, piece) for piece in pieces}
        while pending:
            finished, pending = futures.wait(pending, return_when=futures.FIRST_COMPLETED)
            for future in finished:
                arrived(future.result())
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def tallies(records: Sequence[Record], players: int) -> dict[str, Any]:
    """Wins per seat (a shared first place counts for each), finished and unfinished counts."""
    wins = [0] * players
    finished = 0
    for record in records:
        if record.ranks is None:
            continue
        finished += 1
        for p, rank in enumerate(record.ranks):
            wins[p] += rank == 1
    return {"games": len(records), "finished": finished, "unfinished": len(records) - finished,
            "wins": wins}
