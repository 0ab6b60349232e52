"""Matches kept in the database: created, rebuilt from their rows, and moves committed.

The database alone holds a match: its snapshot files (the engine's own format) and its
moves, one row each. A process keeps rebuilt matches in memory and brings one up to date
from the rows it has not seen (another process may have committed them). A move is
committed against the match's move count: the conditional update lets exactly one of
two racing moves win.
"""

from __future__ import annotations

import json
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any

import attrs
import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from ..loading import resume_match
from ..match import Match
from ..registry import Registry
from ..savefile import codec_for
from ..serial import pack, unpack_untrusted
from ..values import Move
from .db import matches, moves, seats, snapshots
from .jsonform import ApiError

__all__ = ["Live", "Store", "undo_request"]

SNAPSHOT_EVERY = 64
CACHED = 2000
_ROW = sa.select(matches).where(matches.c.id == sa.bindparam("mid"))
_SEATS = sa.select(seats).where(seats.c.match_id == sa.bindparam("mid")).order_by(seats.c.seat)


@attrs.define
class Live:
    """A match rebuilt in this process, and what the server knows of it beside the engine."""

    id: str
    match: Match[Any]
    n: int
    """Moves committed (the decision number of the next move)."""
    log_ends: list[int]
    """The log's length after each move: ``log_ends[k]`` after ``k`` moves."""
    notes: dict[int, str]
    """Server annotations by move number (a bot played for an absent seat)."""
    state_n: int
    """The last move that changed the game state: a seat's listed moves stay the same
    until the next one (the other seats' hidden commits do not change them)."""
    row: Any = None
    """The match's row as last read."""
    seats: list[Any] = attrs.field(factory=list)
    """Its seats' rows, read again when the row's ``seats_rev`` changes."""
    shown: dict[int | None, dict[str, Any]] = attrs.field(factory=dict)
    """What each seat was last shown (a view and legal moves), until the match changes."""
    plans: dict[int, tuple[int, Any]] = attrs.field(factory=dict)
    """Each seat's take-back plan (:func:`senet.take_back_plan`) and the move count it was
    made at: it costs a replay, so it is made once per move, and only when asked."""


class _Lock:
    """A match's lock and how many threads hold it or wait for it."""

    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.users = 0


class Store:
    """The database and the matches this process has rebuilt."""

    def __init__(self, engine: Engine, registry: Registry, *,
                 clock: Callable[[], float] = time.time) -> None:
        self.engine = engine
        self.registry = registry
        self.clock = clock
        self.postgres = engine.dialect.name == "postgresql"
        self._live: OrderedDict[str, Live] = OrderedDict()
        self._locks: dict[str, _Lock] = {}
        """The locks of the matches being worked on now (none for a match left alone)."""
        self._guard = threading.Lock()
        # SQLite lets one writer in at a time and makes the others poll (sleeps of 1 to
        # 100 ms in its busy handler): the threads of this process queue here instead and
        # are woken at once. PostgreSQL locks rows: writers of different matches go together.
        self._writer: AbstractContextManager[Any] = nullcontext() if self.postgres else threading.Lock()

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """A transaction that writes (committed at the end, rolled back if it raises)."""
        with self._writer, self.engine.begin() as conn:
            yield conn

    @contextmanager
    def locked(self, match_id: str) -> Iterator[None]:
        """One thread at a time works on a match in this process (other processes are held
        off by the conditional update)."""
        with self._guard:
            entry = self._locks.get(match_id)
            if entry is None:
                entry = self._locks[match_id] = _Lock()
            entry.users += 1
        try:
            with entry.lock:
                yield
        finally:
            with self._guard:  # the last user removes it: no lock outlives its use
                entry.users -= 1
                if entry.users == 0:
                    del self._locks[match_id]

    # -- making and rebuilding -----------------------------------------------------------

    def insert(self, conn: Connection, match_id: str, match: Match[Any], row: dict[str, Any],
               seat_rows: list[dict[str, Any]]) -> None:
        """Write a new match: its row, its seats and its first snapshot."""
        now = self.clock()
        conn.execute(sa.insert(matches).values(
            id=match_id, game=match.game.name, players=match.players, seq=0, over=match.is_over,
            created=now, decision_since=now, log_start=len(match.log), seats_rev=0, **row))
        conn.execute(sa.insert(seats), [{"match_id": match_id, "absent": False, **s} for s in seat_rows])
        conn.execute(sa.insert(snapshots).values(match_id=match_id, n=0, data=match.snapshot()))

    def touch_seats(self, conn: Connection, match_id: str) -> None:
        """Note a change to the match's seats (in the transaction that made it)."""
        conn.execute(sa.update(matches).where(matches.c.id == match_id)
                     .values(seats_rev=matches.c.seats_rev + 1))

    def live(self, match_id: str, known: int | None = None) -> Live:
        """The match as committed now (call with the match locked). ``known``: a move number
        this process was told of; a match rebuilt up to it is not read again (pushes)."""
        cached = self._live.get(match_id)
        if known is not None and cached is not None and cached.n >= known and cached.seats:
            return cached
        with self.engine.connect() as conn:
            row = conn.execute(_ROW, {"mid": match_id}).first()
            if row is None:
                raise ApiError(404, "no_such_match", f"there is no match {match_id!r}")
            live = self._live.get(match_id)
            if live is None or live.n > row.seq or (live.row is not None and live.row.undos != row.undos):
                live = self._rebuild(conn, match_id)  # new, or its history rewritten (taken back)
            if live.n < row.seq:
                self._catch_up(conn, live)
            if live.row is None or live.row.seats_rev != row.seats_rev or not live.seats:
                live.seats = list(conn.execute(_SEATS, {"mid": match_id}).all())
                live.shown = {}
            elif (live.row.undo_request, live.row.rematch) != (row.undo_request, row.rematch):
                live.shown = {}  # what every seat is shown says so
            live.row = row
        self._live[match_id] = live
        self._live.move_to_end(match_id)
        while len(self._live) > CACHED:
            self._live.popitem(last=False)
        return live

    def _rebuild(self, conn: Connection, match_id: str) -> Live:
        """From the last snapshot, then the moves after it."""
        n, data = conn.execute(
            sa.select(snapshots.c.n, snapshots.c.data).where(snapshots.c.match_id == match_id)
            .order_by(snapshots.c.n.desc()).limit(1)).one()
        match = resume_match(data, self.registry)
        ends = conn.execute(sa.select(moves.c.log_end).where(moves.c.match_id == match_id)
                            .where(moves.c.n <= n).order_by(moves.c.n)).scalars().all()
        notes = conn.execute(sa.select(moves.c.n, moves.c.note).where(moves.c.match_id == match_id)
                             .where(moves.c.note.is_not(None))).all()
        changed = conn.execute(sa.select(sa.func.max(moves.c.n)).where(moves.c.match_id == match_id)
                               .where(moves.c.n <= n).where(moves.c.changed.is_(True))).scalar()
        start = conn.execute(sa.select(matches.c.log_start).where(matches.c.id == match_id)).scalar_one()
        live = Live(match_id, match, n, [start, *ends], {k: v for k, v in notes if v is not None},
                    changed or 0)
        self._catch_up(conn, live)
        return live

    def _catch_up(self, conn: Connection, live: Live) -> None:
        """Apply the committed moves this process has not seen."""
        rows = conn.execute(sa.select(moves.c.n, moves.c.player, moves.c.move, moves.c.note, moves.c.changed)
                            .where(moves.c.match_id == live.id).where(moves.c.n > live.n)
                            .order_by(moves.c.n)).all()
        codec = codec_for(live.match.game)
        for n, player, raw, note, changed in rows:
            if n != live.n + 1:
                raise ApiError(500, "corrupt", f"match {live.id}: move {n} follows move {live.n}")
            move = codec.structure_untrusted(unpack_untrusted(raw), Move, f"move {n}")
            live.match.submit(player, move)
            live.n = n
            live.shown = {}
            if changed:
                live.state_n = n
            live.log_ends.append(len(live.match.log))
            if note is not None:
                live.notes[n] = note

    # -- committing ------------------------------------------------------------------------

    def commit(self, live: Live, player: int, move: Move, note: str | None,
               on_commit: Callable[[Connection], None] | None = None) -> list[Any]:
        """Play ``move`` on a copy, commit it, and only then make the copy the live match.

        Raises :class:`senet.IllegalMove` (nothing changed) or a 409 :class:`ApiError` when
        another process committed a move first.
        """
        trial = live.match.copy()
        entries = trial.submit(player, move)
        n = live.n + 1
        # A hidden commit that is not the last leaves the state and the phase as they were,
        # and with them every seat's listed moves.
        changed = not (trial.state is live.match.state and trial.flow.at == live.match.flow.at)
        data = pack(codec_for(trial.game).unstructure(move, Move))
        try:
            with self.writing() as conn:
                # The timers of the seats still deciding run from their decision's start: a
                # hidden commit that changes nothing else (another seat's, or a change of
                # mind) does not restart them, so no seat can keep a sleeping one from timing out.
                since = {"decision_since": self.clock()} if changed else {}
                done = conn.execute(
                    sa.update(matches).where(matches.c.id == live.id).where(matches.c.seq == live.n)
                    .values(seq=n, over=trial.is_over, **since)).rowcount
                if done != 1:
                    raise ApiError(409, "conflict", "another move was committed first; "
                                   "get the match again and choose again")
                conn.execute(sa.insert(moves).values(match_id=live.id, n=n, player=player, move=data,
                                                     log_end=len(trial.log), changed=changed, note=note))
                if n % SNAPSHOT_EVERY == 0 or trial.is_over:
                    conn.execute(sa.insert(snapshots).values(match_id=live.id, n=n, data=trial.snapshot()))
                if on_commit is not None:
                    on_commit(conn)
        except sa.exc.IntegrityError:
            raise ApiError(409, "conflict", "another move was committed first; "
                           "get the match again and choose again") from None
        live.match = trial
        live.n = n
        live.shown = {}
        if changed:
            live.state_n = n
        live.log_ends.append(len(trial.log))
        if note is not None:
            live.notes[n] = note
        return entries

    def take_back(self, live: Live, keep: int, on_commit: Callable[[Connection], None] | None = None) -> Live:
        """Forget every move after the first ``keep`` (the engine said they may be taken
        back) and rebuild the match from what is left; 409 ``conflict`` when another move or
        take-back was committed first. The match's ``undos`` count goes up: every process
        holding the match rebuilds it, and every connection resyncs."""
        with self.writing() as conn:
            done = conn.execute(
                sa.update(matches).where(matches.c.id == live.id).where(matches.c.seq == live.n)
                .where(matches.c.undos == live.row.undos)
                .values(seq=keep, over=False, undos=matches.c.undos + 1, undone_to=keep, undo_request=None,
                        decision_since=self.clock())).rowcount
            if done != 1:
                raise ApiError(409, "conflict", "another move was committed first; "
                               "get the match again and ask again")
            conn.execute(sa.delete(moves).where(moves.c.match_id == live.id).where(moves.c.n > keep))
            conn.execute(sa.delete(snapshots).where(snapshots.c.match_id == live.id)
                         .where(snapshots.c.n > keep))
            if on_commit is not None:
                on_commit(conn)
        self._live.pop(live.id, None)
        return self.live(live.id)

    def set_row(self, live: Live, values: dict[str, Any],
                on_commit: Callable[[Connection], None] | None = None) -> bool:
        """Write ``values`` to the match's row if it is still at move ``live.n`` of the same
        history (whether it was); the live match reads the row again."""
        with self.writing() as conn:
            done = conn.execute(
                sa.update(matches).where(matches.c.id == live.id).where(matches.c.seq == live.n)
                .where(matches.c.undos == live.row.undos).values(**values)).rowcount
            if done and on_commit is not None:
                on_commit(conn)
        self.live(live.id)
        return bool(done)

    def ping(self) -> None:
        """Raise unless the database answers."""
        with self.engine.connect() as conn:
            conn.execute(sa.text("SELECT 1"))


def undo_request(live: Live) -> dict[str, Any] | None:
    """The request to take back waiting for agreement (``by``, ``moves``, ``asked``, ``agreed``), or
    ``None``: none was made, or a move was played since (it lapsed)."""
    text = live.row.undo_request if live.row is not None else None
    if not text:
        return None
    request: dict[str, Any] = json.loads(text)
    if request["at"] != live.n:
        return None
    return {k: request[k] for k in ("by", "moves", "asked", "agreed")}
