"""Many seeded matches between bots, in this process, in worker processes or on Ray.

A :class:`Job` says what to play (a game, its options, one bot text per seat, a move
cap); :func:`play_seed` plays the match of one seed, and everything it depends on is
in the job and the seed, so the records are the same whoever plays them.
:func:`run_job` plays a range of seeds and gives the records in seed order, whatever
the number of workers and the order they finish in; Ctrl-C stops it cleanly with the
records finished so far (``interrupted`` set). A game's code that raises while a worker
plays is reported as a :class:`PluginFailure` naming the plugin and its function
(:func:`blame`), since the worker's traceback does not cross the process boundary.
"""

from __future__ import annotations

import concurrent.futures as futures
import multiprocessing
import os
import signal
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from types import CodeType, FrameType
from typing import Any

import attrs

from .. import faces
from ..errors import InternalError, SenetError
from ..game import Game
from ..match import Match, View
from ..options import OptionValue
from ..players import Bot, Seat
from ..playout import play_out
from ..registry import Registry
from ..values import Move
from .choose import bot_seed, make_bot

__all__ = ["Job", "PluginFailure", "Record", "Run", "blame", "play_seed", "run_job", "run_tasks"]

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
    """How the match of one seed went (the times and ``save`` are not compared)."""

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
    cpu_seconds: float = attrs.field(default=0.0, eq=False)
    """CPU seconds the process playing the match spent on it (``seconds`` is its wall-clock
    time): summed over the records of a run, the CPU time of every worker together."""


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
    from ..sim import Sim

    registry = registry if registry is not None else default_registry()
    started, cpu_started = time.perf_counter(), time.process_time()
    match: Sim[Any]
    if job.save or registry.observer() is not None:  # recorded: a save, or plugins that observe
        match = new_match(job.game, job.players, seed, job.options, registry=registry, keep_log=job.save)
    else:
        match = Sim.new(registry.get(job.game), job.players, seed, job.options)
    bots: list[Bot] = [make_bot(text, p, bot_seed(seed, p), registry) for p, text in enumerate(job.bots)]
    timers = [_Timed(bot) if job.timed and hasattr(bot, "search") else None for bot in bots]
    outcome = play_out(match, [t or b for t, b in zip(timers, bots, strict=True)], max_moves=job.max_moves)
    seconds = time.perf_counter() - started
    cpu_seconds = time.process_time() - cpu_started
    cpu = tuple(tuple(t.spent) if t else () for t in timers) if job.timed else None
    return Record(seed, outcome.finished, outcome.moves, outcome.ranks, outcome.scores, seconds,
                  match.save() if isinstance(match, Match) and job.save else None, outcome.keys, cpu,
                  cpu_seconds)


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
    """A worker's chunk of tasks (position, job, seed); a game's code that raises is
    reported as a :class:`PluginFailure` (its traceback stays in the worker)."""
    try:
        return [(at, play_seed(job, seed)) for at, job, seed in tasks]
    except Exception as exc:
        from ..registry import default_registry

        line = None if isinstance(exc, SenetError) and not isinstance(exc, InternalError) else (
            blame(exc, default_registry()))
        if line is None:  # what the user gave (an option, a bot), or an engine bug
            raise
        raise PluginFailure(line) from None


class PluginFailure(InternalError):
    """A game's code raised: the message is one line naming the plugin, the game and the
    function (:func:`blame`), made where the traceback was still at hand (a worker)."""


ENGINE = ("senet", "senet.")
GAME_HOOKS = ("setup", "pending", "view", "result", "determinize", "check", "round_number",
              "player_range")
"""The functions a declaration holds directly, named as the plugin author's guide names them."""
LONGEST_TEXT = 200


def _engine(module: str) -> bool:
    return module == ENGINE[0] or module.startswith(ENGINE[1])


def _code(fn: object) -> CodeType | None:
    code = getattr(fn, "__code__", None)
    return code if isinstance(code, CodeType) else None


def _named_functions(game: Game[Any]) -> dict[CodeType, str]:
    """The code of the game's own functions, each with the name of its part in the declaration."""
    named: dict[CodeType, str] = {}

    def add(fn: object, label: str) -> None:
        code = _code(fn)
        module = getattr(fn, "__module__", None) or ""
        if code is not None and not _engine(module):
            named.setdefault(code, label)

    for hook in GAME_HOOKS:
        add(getattr(game, hook, None), f"{hook}()")
    for fn, label in _face_functions(game):
        add(fn, label)
    steps = getattr(game.evolve, "steps", None)
    for cls, fn in steps.items() if isinstance(steps, Mapping) else ():
        add(fn, f"the evolve function of {getattr(cls, '__qualname__', cls)}")
    for decision in game.decisions:
        add(decision.options, f"decision {decision.name!r}: options()")
        add(decision.refusal, f"decision {decision.name!r}: refusal()")
        add(decision.play, f"decision {decision.name!r}: play()")
        add(decision.reveal, f"decision {decision.name!r}: reveal()")
    return named


def _face_functions(game: Game[Any]) -> list[tuple[object, str]]:
    """The functions of the game's faces, each with the name of its part (a face that fails
    to import is blamed where it is imported, not here)."""
    found: list[tuple[object, str]] = []
    try:
        evaluate, policy = faces.evaluation(game)
        found += [(evaluate, "evaluate()"), (policy, "rollout_policy()")]
        found += [(faces.table(game), "render()"), (faces.move_names(game), "move_names()"),
                  (faces.picture(game), "draw()")]
        words = faces.words(game)
        found += [(fn, "describe_move()") for fn in words.moves.values()]
        found += [(fn, "describe_event()") for fn in words.events.values()]
    except SenetError:
        pass
    return found


def _packages(game: Game[Any]) -> set[str]:
    """The packages (or top-level modules) the game's types and functions come from."""
    found: set[str] = set()
    things: list[object] = [game.state_type, *game.moves, *game.events]
    things.extend(getattr(game, hook, None) for hook in GAME_HOOKS)
    if game.faces is not None:
        found.add(game.faces)
    for thing in things:
        module = getattr(thing, "__module__", None)
        if isinstance(module, str) and not _engine(module):
            found.add(module.rpartition(".")[0] or module)
    return found


def _chain(exc: BaseException) -> Iterator[BaseException]:
    """``exc``, then what it was raised from or while handling, and so on (and the ``cause``
    a Ray task's error carries)."""
    seen: set[int] = set()
    link: BaseException | None = exc
    while link is not None and id(link) not in seen:
        seen.add(id(link))
        yield link
        carried = getattr(link, "cause", None)
        link = link.__cause__ or (None if link.__suppress_context__ else link.__context__) or (
            carried if isinstance(carried, BaseException) else None)


def _one_line(text: str, longest: int = LONGEST_TEXT) -> str:
    text = " ".join(text.split())
    return text if len(text) <= longest else text[:longest - 1] + "…"


def blame(exc: BaseException, registry: Registry) -> str | None:
    """One line naming the plugin, its game and its function whose code raised ``exc`` (or
    what ``exc`` was raised from), and where; ``None`` when no game of ``registry`` is in
    the traceback (an engine bug keeps its traceback).

    The function is the innermost of the game's frames that the engine called as a part of
    the declaration, named as that part (``result()``, ``view()``, ``decision 'bid':
    reveal()``, ``the evolve function of Bid``...), else the first of the game's frames,
    named as itself; the place given is the last of the game's frames, where the exception
    was raised.
    """
    for link in _chain(exc):  # the class itself: Ray's error subclasses it, with other words
        if type(link) is PluginFailure and link.args and isinstance(link.args[0], str):
            return link.args[0]
    games = list(registry.games.values())
    named: dict[CodeType, tuple[Game[Any], str]] = {}
    packages: list[tuple[str, Game[Any]]] = []
    for game in games:
        named.update((code, (game, label)) for code, label in _named_functions(game).items())
        packages.extend((package, game) for package in _packages(game))
    packages.sort(key=lambda pair: -len(pair[0]))  # the most specific package first

    def game_of(frame: FrameType) -> tuple[Game[Any], str | None] | None:
        if frame.f_code in named:
            return named[frame.f_code]
        module = frame.f_globals.get("__name__")
        if not isinstance(module, str) or _engine(module):
            return None
        for package, game in packages:
            if module == package or module.startswith(package + "."):
                return game, None
        return None

    for link in _chain(exc):
        frames = list(traceback.walk_tb(link.__traceback__))
        entry: tuple[FrameType, Game[Any], str | None] | None = None
        last: tuple[FrameType, int] | None = None
        called = False  # only code the engine called counts (not a program calling the engine)
        for frame, line in frames:
            module = frame.f_globals.get("__name__")
            called = called or (isinstance(module, str) and _engine(module))
            found = game_of(frame) if called else None
            if found is None or (entry is not None and found[0] is not entry[1]):
                continue
            if entry is None or found[1] is not None:  # the innermost part of the declaration
                entry = (frame, *found)
            last = (frame, line)
        if entry is None or last is None:
            continue
        frame, game, label = entry
        function = frame.f_code.co_qualname
        owner = registry.owners.get(game.name, "<direct>")
        name = _one_line(game.name, 60)
        who = f"game {name!r}" if owner == "<direct>" else (
            f"plugin {_one_line(owner, 60)!r}" + (f" (game {name!r})" if owner != game.name else ""))
        where = f"{os.path.basename(last[0].f_code.co_filename)}:{last[1]}"
        if last[0] is not frame or (label is not None and label != f"{function}()"):
            where = f"{last[0].f_code.co_qualname}, {where}"
        try:
            said = _one_line(str(link))
        except Exception:  # an exception that cannot even say what it is
            said = "(its message raised too)"
        what = f"{type(link).__name__}: {said}" if said else type(link).__name__
        return f"{who}: {label or function + '()'} raised {what} (in {_one_line(where, 120)})"
    return None


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
