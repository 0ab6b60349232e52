"""Bot moves off the requests: a few worker threads play the bot (and absent) seats of the
matches that wait for one, one move at a time, under the server's time budget per move.

A request that makes a bot's turn come (a match made, a person's move, a seat gone absent)
only names the match here and returns; its clients see the bot's move as they see any
other, by the WebSocket push or by asking again. At most ``threads`` bot moves are thought
at once, whoever asked for them, and a match is queued once however often it is named. A
match where a person plays goes before a match of bots only (which anyone may make), and
each match gets one move per turn in the queue, so a long match of bots delays nobody.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable

__all__ = ["Autoplay", "Step"]

logger = logging.getLogger("senet.server")

TRIES = 5
"""Bot moves of one match that may fail in a row before it is no longer retried on its own
(a bot that fails for good is not asked every second for ever)."""

Step = Callable[[str], "bool | None"]
"""Play one bot move of a match: ``None`` when no bot is to act there (nothing more to do),
else whether a person plays in the match (it is queued again, ahead of bot-only matches)."""


class Autoplay:
    """The queue of matches waiting for a bot move, and the threads that play them."""

    def __init__(self, step: Step, *, threads: int = 1, queue: int = 1000) -> None:
        if threads < 1:
            raise ValueError("the bots need at least one thread")
        self.step = step
        self.threads = threads
        self.limit = queue
        """How many matches may wait at once; past it, new bot work is refused (:meth:`full`)."""
        self._people: deque[str] = deque()
        self._bots: deque[str] = deque()
        self._queued: set[str] = set()
        self._busy: set[str] = set()
        self._again: set[str] = set()
        """Matches named again while a thread played them: queued once that move is done."""
        self._failed: dict[str, int] = {}
        """Matches whose last bot move failed, and how many times in a row (:meth:`retry`)."""
        self._cond = threading.Condition()
        self._stopping = False
        self._workers: list[threading.Thread] = []

    def start(self) -> None:
        """Start the worker threads."""
        self._stopping = False
        self._workers = [threading.Thread(target=self._run, name=f"senet-bots-{i}", daemon=True)
                         for i in range(self.threads)]
        for worker in self._workers:
            worker.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop taking work; wait (up to ``timeout`` seconds each) for the moves being thought."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        for worker in self._workers:
            worker.join(timeout)
        self._workers = []

    def wake(self, match_id: str, *, people: bool = True) -> None:
        """Queue ``match_id``: a bot may be due there (the worker looks; nothing if not)."""
        with self._cond:
            if match_id in self._busy:
                self._again.add(match_id)
            elif match_id not in self._queued:
                self._queued.add(match_id)
                (self._people if people else self._bots).append(match_id)
                self._cond.notify()

    def full(self) -> bool:
        """Whether as many matches wait for a bot as the queue holds."""
        with self._cond:
            return len(self._queued) >= self.limit

    def waiting(self) -> int:
        """Matches queued or being played now."""
        with self._cond:
            return len(self._queued) + len(self._busy)

    def idle(self, timeout: float = 60.0) -> bool:
        """Wait until no match waits and no bot thinks (tests, shutdown); whether it came."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._queued and not self._busy, timeout)

    def retry(self) -> int:
        """Queue again the matches whose bot move failed (the database away, say) fewer than
        :data:`TRIES` times in a row; the server's sweep calls it every second. How many."""
        with self._cond:
            due = [m for m, n in self._failed.items() if n < TRIES]
        for match_id in due:
            self.wake(match_id)
        return len(due)

    def _take(self) -> str | None:
        with self._cond:
            while not self._stopping and not self._queued:
                self._cond.wait()
            if self._stopping:
                return None
            match_id = (self._people or self._bots).popleft()
            self._queued.discard(match_id)
            self._busy.add(match_id)
            return match_id

    def _run(self) -> None:
        while (match_id := self._take()) is not None:
            people: bool | None = None
            try:
                people = self.step(match_id)
                failed = 0
            except Exception:  # the database away, say: tried again at the next sweep
                failed = self._failed.get(match_id, 0) + 1
                logger.exception("a bot move of match %s failed (%d time(s) in a row%s)", match_id, failed,
                                 "" if failed < TRIES else "; left until the match is named again")
            with self._cond:
                if failed:
                    self._failed[match_id] = failed
                else:
                    self._failed.pop(match_id, None)
                self._busy.discard(match_id)
                again = match_id in self._again
                self._again.discard(match_id)
                if people is not None or again:
                    self._queued.add(match_id)
                    (self._people if people or (people is None and again) else self._bots).append(match_id)
                self._cond.notify_all()
