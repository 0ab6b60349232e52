"""A running match: the only way to change one is to submit a move."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from .checkpoints import CHECKPOINT_EVERY, Checkpointed
from .errors import OptionError
from .flow import Entry, Flow
from .game import Game
from .knowledge import Knowledge
from .logbook import Logged
from .options import OptionValue
from .room import Room, play
from .savefile import save_match, snapshot_match
from .seen import Observer, View, redact
from .sim import Sim, _settle
from .values import Move

__all__ = ["Match", "Observer", "View", "redact"]

S = TypeVar("S")


class Match(Checkpointed[S], Logged, Sim[S]):
    """One running game, its state and bookkeeping: see :func:`senet.new_match`, :func:`senet.start_match`.

    A :class:`senet.Sim` (its position, played through the one pipeline) with its record on
    top: the moves, the log, the checkpoints, the observers, and the checks and reasons a
    move from outside needs."""

    def __init__(self, game: Game[S], players: int, options: Mapping[str, OptionValue], seed: int,
                 state: S, flow: Flow, rng_state: int, *, start: S | None = None,
                 observer: Observer | None = None, keep_log: bool = True, confirm: bool = False,
                 seq: int = 0) -> None:
        Sim.__init__(self, game, players, options, seed, state, flow, rng_state, confirm=confirm, seq=seq)
        self._record(start, keep_log, observer, [])

    def _record(self, start: S | None, keep_log: bool, observer: Observer | None, log: list[Entry]) -> None:
        """The record on top of the position: none yet but ``log``."""
        self.start = start
        """The given start state of a match made with :func:`senet.start_match` (else ``None``)."""
        self.moves: list[tuple[int, Move]] = []
        self._log = log
        self._hashed, self._unhashed = [], []
        self.keep_log = keep_log
        self._observer = observer
        self.unsaveable = False

    @classmethod
    def set_up(cls, room: Room[S], seed: int, *, start: S | None, keep_log: bool, log: list[Entry]
               ) -> Match[S]:
        """The match whose room was just set up (:func:`senet.create.create_match`): it takes
        the room as it stands, with the set-up's entries as its log."""
        match: Match[S] = cls.__new__(cls)
        match.game, match.players, match.options, match.seed = room.game, room.players, room.options, seed
        match._tx = room
        room.entries = None
        match._record(start, keep_log, None, log)
        return match

    @classmethod
    def restore(cls, game: Game[S], players: int, options: Mapping[str, OptionValue], seed: int,
                state: S, flow: Flow, rng_state: int, *, moves: Sequence[tuple[int, Move]] = (),
                log: Sequence[Entry] = (), seq: int = 0, checkpoints: Sequence[tuple[int, bytes]] = (),
                start: S | None = None, keep_log: bool = True, confirm: bool = False
                ) -> Match[S]:
        """A match at a given point, history included (loading, snapshots, set-up)."""
        match = cls(game, players, options, seed, state, flow, rng_state, start=start,
                    keep_log=keep_log, confirm=confirm, seq=seq)
        match.moves, match.log, match.checkpoints = list(moves), list(log), list(checkpoints)
        return match

    # -- where it stands (settable: position builders and the conformance suite's twins) --

    @property
    def state(self) -> S:
        """The game state."""
        return self._tx.state

    @state.setter
    def state(self, value: S) -> None:
        self._tx.state = value
        self._moved()

    @property
    def flow(self) -> Flow:
        """Where the match stands: the decision asked, the pending commits, whether over."""
        tx = self._tx
        return Flow(tx.at, tx.commits, tx.over)

    @flow.setter
    def flow(self, value: Flow) -> None:
        tx = self._tx
        tx.at, tx.commits, tx.over = value.at, value.commits, value.over
        self._moved()

    def _moved(self) -> None:
        """The position was set from outside: what is asked and listed is read again."""
        _settle(self._tx)

    # -- changing the match -------------------------------------------------------------

    def submit(self, player: int, move: Move) -> list[Entry]:
        """Play ``move`` for ``player``; returns the new log entries.

        Raises :class:`IllegalMove` with a reason and leaves the match unchanged.
        """
        return self._play(player, self._checked(player, move), False)

    def replay(self, player: int, move: Move) -> None:
        """:meth:`submit` returning nothing, building entries as :meth:`play_index` does (loading)."""
        self._play(player, self._checked(player, move), self._silent())

    def play_index(self, player: int, index: int) -> None:
        """Play ``legal_moves(player)[index]`` (listed, so not checked again), building no entry
        nobody reads now (``senet.logbook``)."""
        self._play(player, self._indexed(player, index), self._observer is None and (
            not self.keep_log or self._silent()))

    def play_listed(self, player: int, index: int) -> list[Entry]:
        """Play ``legal_moves(player)[index]`` (listed, so not checked again); returns its entries."""
        return self._play(player, self._indexed(player, index), False)

    def _play(self, player: int, move: Move, quiet: bool) -> list[Entry]:
        """Play a legal move through the one pipeline, then record it: the log (its entries;
        ``quiet``: none now, made when first read), the moves, checkpoints, observers."""
        tx = self._tx
        entries: list[Entry] = []
        tx.entries = None if quiet else entries
        try:
            play(tx, player, move)
        finally:
            tx.entries = None
        self.moves.append((player, move))
        if self.keep_log:
            if quiet:
                self._unlogged += 1
            else:
                self._log.extend(entries)
            if len(self.moves) % CHECKPOINT_EVERY == 0:
                self._checkpoint()
        observer = self._observer
        if observer is not None:
            observer.recorded(self, entries)
            result = self.result
            if result is not None:
                observer.ended(self, result)
        return entries

    # -- hashing, copying, saving ---------------------------------------------------------

    def observe(self, observer: Observer | None, entries: Sequence[Entry] = (), *,
                loaded: bool = False) -> None:
        """Have ``observer`` told of this match from now on: started, ``entries``, and
        the end (unless ``loaded``: a finished match loaded from a save ended before)."""
        self._observer = observer
        if observer is None:
            return
        observer.started(self, entries)
        result = self.result
        if result is not None and not loaded:
            observer.ended(self, result)

    def copy(self, *, state: S | None = None) -> Match[S]:
        """An independent match at the same point (cheap: frozen values are shared).

        With ``state``, the copy continues from that game state instead (for
        search over a :meth:`Game.determinize`-d state). Its moves no longer
        reproduce it, so it cannot be saved.
        """
        other: Match[S] = Match.__new__(Match)
        other.game, other.players, other.options = self.game, self.players, self.options
        other.seed = self.seed
        other._tx = self._tx.copy(memory=state is None)
        other.start, other.keep_log, other._observer = self.start, self.keep_log, None
        other.unsaveable = self.unsaveable
        if state is not None:
            other.state = state
            other.unsaveable = True
        self._copy_log(other)
        self._copy_checkpoints(other)
        return other

    def determinized(self, observer: int | None, seed: int, *, keep_log: bool = True) -> Match[S]:
        """A new match holding only what ``observer`` could know, the rest sampled (for search).

        Built by an allow-list (:class:`senet.knowledge.Knowledge`), never by copying this
        match: the game, ``observer``'s view of the state with everything hidden from them
        dealt again, their own pending commit (the others' are withdrawn: they choose
        again), the log as they saw it, and a generator from ``seed``, so future draws are
        not the real ones. No moves, no true seed or generator state, nothing that could
        rebuild the true log. The copy plays on like any match but cannot be saved
        (``keep_log=False``: no log, for search).
        """
        if type(seed) is not int or not -2**63 <= seed < 2**64:
            raise OptionError(f"a seed is an integer from -2**63 to 2**64-1, not {seed!r}")
        copy: Match[S] = self.knowledge(observer, keep_log=keep_log).sample(seed)
        return copy

    def knowledge(self, observer: int | None, *, keep_log: bool = True) -> Knowledge[S]:
        """What ``observer`` may know now, from which search copies are sampled
        (:meth:`Knowledge.sample`); holds nothing of this match but that."""
        if observer is not None and (type(observer) is not int or not 0 <= observer < self.players):
            raise OptionError(f"there is no player {observer!r} in this {self.players}-player match")
        return Knowledge(self, observer, log=self.log_for(observer) if keep_log else None)

    def save(self, seats: Sequence[str] | None = None) -> bytes:
        """The save file: header, moves and state hashes (and who plays each seat), as msgpack."""
        return save_match(self, seats)

    def snapshot(self) -> bytes:
        """A save file that also holds the whole match, for :func:`senet.resume_match`."""
        return snapshot_match(self)

