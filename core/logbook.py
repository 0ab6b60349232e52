"""A match's log: the entries of its moves, made as they are played, or when first read.

A match is deterministic: its seed, options, start and moves decide every entry. So the
entries of moves nobody reads at once need not be built as they are played. A match
that keeps its log, has no observer and was made by :func:`senet.new_match` (or
:func:`senet.start_match`, or loaded) plays its moves through ``play_index`` (bots,
``play_out``) or ``replay`` (the loader) building no entries, and counts them; the
first read of ``match.log`` (or ``log_for``, a snapshot) makes their entries by playing
the same moves once more, from a fresh match at the same start, with the log. From the
first move whose entries are built at once (``submit``, which returns them; a move
played while an observer listens; any move after the log was read) every later move's
entries are built at once too, so the log is always the made entries followed by the
kept ones. Copies share the way to make them; a copy whose state was replaced (search)
builds its own moves' entries at once.

A match played with its log and saved, checked or dropped pays for no entry; one whose
log is read pays once for re-playing the moves whose entries it had not built.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

from .errors import InternalError, SenetError
from .flow import Entry
from .seen import Observer, redact, redacted
from .values import Move

__all__ = ["Logged"]

_MAKING = threading.Lock()  # two threads reading one match's log make its entries once


class Logged:
    """The log part of :class:`senet.Match`."""

    _log: list[Entry]
    _observer: Observer | None
    moves: list[tuple[int, Move]]
    keep_log: bool
    unsaveable: bool
    _unlogged = 0
    """How many of the first moves have no entries in ``_log`` yet."""
    _head = 0
    """How many entries come before the first move's (the set-up's)."""
    _fresh: Callable[[], Any] | None = None
    """A new match at this one's start, with its log (set by the one way matches are made)."""

    @property
    def log(self) -> list[Entry]:
        """Every entry of the match so far, in order (the unredacted log)."""
        if self._unlogged:
            self._make_log()
        return self._log

    @log.setter
    def log(self, entries: list[Entry]) -> None:
        self._log, self._unlogged = entries, 0

    def log_for(self, player: int | None) -> list[Entry]:
        """The log as ``player`` saw it: others' secret fields are ``None``."""
        return redacted(self.log, player)

    def entries_for(self, player: int | None) -> Iterator[Entry]:
        """:meth:`log_for`, one entry at a time: a log not made yet is made again move by move
        on a fresh match that keeps no entry and no move, so a log too long to hold can be
        printed or written (``senet replay``, ``senet export``) in the memory of one move's."""
        if not self._unlogged or self._fresh is None:
            for entry in self.log:
                yield redact(entry, player)
            return
        again = self._fresh()
        again.keep_log = False  # its entries are handed out, not kept; nor its checkpoints
        yield from redacted(again.log, player)
        for n, (player_n, move) in enumerate(self.moves[:self._unlogged], start=1):
            try:
                made = again.submit(player_n, move)
            except SenetError:  # the refusal's words may name a secret move: not repeated
                raise InternalError(f"{again.game.name}: move {n} was refused when played again "
                                    "to make the log (the rules are not deterministic)") from None
            again.moves.clear()
            yield from redacted(made, player)
        yield from redacted(self._log[self._head:], player)

    def _silent(self) -> bool:
        """Whether the next move may be played building no entries: nobody listens and the
        log, if kept, can make them later (every move so far left to be made)."""
        if self._observer is not None:
            return False
        if not self.keep_log:
            return True
        return self._fresh is not None and self._unlogged == len(self.moves) and not self.unsaveable

    def _make_log(self) -> None:
        with _MAKING:
            count, fresh = self._unlogged, self._fresh
            if not count:
                return  # made by another thread meanwhile
            if fresh is None:
                raise InternalError("a match left entries to be made with no way to make them")
            again = fresh()
            for n, (player, move) in enumerate(self.moves[:count], start=1):
                try:
                    again.submit(player, move)
                except SenetError:  # the refusal's words may name a secret move: not repeated
                    raise InternalError(f"{again.game.name}: move {n} was refused when played again "
                                        "to make the log (the rules are not deterministic)") from None
            head = self._head
            self._log[head:head] = again.log[head:]  # in place: a list handed out stays the log
            self._unlogged = 0

    def _copy_log(self, other: Logged) -> None:
        """``other`` (a copy at the same point) gets these moves and this log, its unmade
        entries made the same way."""
        other.moves, other._log, other._unlogged = list(self.moves), list(self._log), self._unlogged
        other._head, other._fresh = self._head, self._fresh
