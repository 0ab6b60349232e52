"""A match's log: the entries of its moves, made as they are played, or, for a match loaded
from a save, when the log is first read.

Loading verifies a save by re-playing every move; the entries of those moves are not needed
for that (the checkpoints' hashes are of the state, not of the log), so the loader re-plays
without them (:meth:`senet.Match.replay`) and leaves the match a way to make them: the same
moves played once more from the same start, with the log. A match that is loaded to be
verified, or to be played on, pays for no entry of its past; one whose log is read pays for
re-playing its moves once more. Entries of moves played after the load are kept at once and
come after the made ones.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from .flow import Entry
from .seen import redacted

__all__ = ["Logged"]

_MAKING = threading.Lock()  # two threads reading a loaded match's log make its entries once


class Logged:
    """The log part of :class:`senet.Match`."""

    _log: list[Entry]
    _unlogged: Callable[[], list[Entry]] | None = None
    _seq: int

    @property
    def seq(self) -> int:
        """The sequence number the next log entry gets."""
        return self._seq

    @property
    def log(self) -> list[Entry]:
        """Every entry of the match so far, in order (the unredacted log)."""
        if self._unlogged is not None:
            self._make_log()
        return self._log

    @log.setter
    def log(self, entries: list[Entry]) -> None:
        self._log, self._unlogged = entries, None

    def log_later(self, make: Callable[[], list[Entry]]) -> None:
        """The entries of every move so far are made by ``make`` when the log is first read
        (by a loader, after re-playing the moves with :meth:`senet.Match.replay`)."""
        self._log, self._unlogged = [], make

    def log_for(self, player: int | None) -> list[Entry]:
        """The log as ``player`` saw it: others' secret fields are ``None``."""
        return redacted(self.log, player)

    def _make_log(self) -> None:
        with _MAKING:
            make = self._unlogged
            if make is not None:
                self._log[:0] = make()  # in place: a list handed out before stays the log
                self._unlogged = None

    def _copy_log(self, other: Logged) -> None:
        """``other`` (a copy at the same point) gets this log, made later if this one is."""
        other._log, other._unlogged = list(self._log), self._unlogged
