"""A running match: the only way to change one is to submit a move."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, TypeVar

from .checkpoints import CHECKPOINT_EVERY, Checkpointed
from .declare import Memory
from .errors import IllegalMove, InternalError, OptionError, SenetError
from .flow import Committed, Entry, Flow, Frame, Revealed, Stopped, Tx
from .game import OVER, Act, Game, Phase, Result
from .knowledge import Knowledge
from .logbook import Logged
from .options import OptionValue
from .rng import Rng
from .savefile import move_type_problem, save_match, snapshot_match, state_hash
from .seen import Observer, View, redact
from .values import Move

__all__ = ["Match", "Observer", "View", "redact"]

S = TypeVar("S")
_SIMULTANEOUS = Act.SIMULTANEOUS  # Act.SIMULTANEOUS goes through the enum's metaclass: 15x a global


class Match(Checkpointed[S], Logged):
    """One running game, its state and bookkeeping: see :func:`senet.new_match`, :func:`senet.start_match`."""

    def __init__(self, game: Game[S], players: int, options: Mapping[str, OptionValue], seed: int,
                 state: S, flow: Flow, rng_state: int, *, start: tuple[S, str] | None = None,
                 observer: Observer | None = None, keep_log: bool = True, confirm: bool = False
                 ) -> None:
        self.game = game
        self.players = players
        self.options: Mapping[str, OptionValue] = MappingProxyType(dict(options))
        self.seed = seed
        self.state = state
        self.flow = flow
        self.rng_state = rng_state
        self.start = start
        self.moves: list[tuple[int, Move]] = []
        self._log: list[Entry] = []
        self.checkpoints = []
        self.keep_log = keep_log
        self._seq = 0
        self._observer = observer
        self._cache: tuple[Phase[S], tuple[int, ...]] | None = None
        self._legal: dict[int, tuple[Move, ...]] = {}
        self._memory: Memory[S] = Memory(game)
        self.unsaveable = False
        self.confirm = confirm
        """Declared games: every decision is asked, even one with a single option."""

    @classmethod
    def restore(cls, game: Game[S], players: int, options: Mapping[str, OptionValue], seed: int,
                state: S, flow: Flow, rng_state: int, *, moves: Sequence[tuple[int, Move]] = (),
                log: Sequence[Entry] = (), seq: int = 0, checkpoints: Sequence[tuple[int, bytes]] = (),
                start: tuple[S, str] | None = None, keep_log: bool = True, confirm: bool = False
                ) -> Match[S]:
        """A match at a given point, history included (loading, snapshots, set-up)."""
        match = cls(game, players, options, seed, state, flow, rng_state, start=start,
                    keep_log=keep_log, confirm=confirm)
        match.moves, match.log, match.checkpoints, match._seq = list(moves), list(log), list(checkpoints), seq
        return match

    # -- who acts, and what they may do -------------------------------------------------

    @property
    def phase(self) -> Phase[S]:
        """The current phase's declaration."""
        return self.game.phase_map[self.flow.stack[-1].phase]

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self.flow.over

    @property
    def result(self) -> Result | None:
        """The outcome once the match is over, else ``None``."""
        return self.game.result(self.state) if self.flow.over else None

    def _actors(self) -> tuple[Phase[S], tuple[int, ...]]:
        """The current phase and every player who may submit now (cached per move)."""
        cached = self._cache
        if cached is not None:
            return cached
        phase = self.game.phase_map[self.flow.stack[-1].phase]
        actors = () if self.flow.over else self._memory.actors(phase, self.state)
        self._cache = (phase, actors)
        return phase, actors

    @property
    def to_act(self) -> tuple[int, ...]:
        """The players who must act now (in a simultaneous phase: not yet committed)."""
        phase, actors = self._actors()
        if phase.act is _SIMULTANEOUS:
            commits = self.flow.commits
            return tuple([p for p in actors if commits[p] is None])
        return actors

    def may_act(self, player: int) -> bool:
        """Whether ``player`` may submit now (a committed player may still change)."""
        return player in self._actors()[1]

    def legal_moves(self, player: int) -> Sequence[Move]:
        """Every move ``player`` may submit now (a new list); ``()`` if it is not their decision."""
        listed = self._listed(player)
        return list(listed) if listed else ()

    def _listed(self, player: int) -> tuple[Move, ...]:
        """The legal moves, listed once per position (what a listed move is checked against)."""
        listed = self._legal.get(player)
        if listed is None:
            phase, actors = self._actors()
            listed = tuple(self._memory.listed(phase.name, self.state, player)) if player in actors else ()
            self._legal[player] = listed
        return listed

    def next_choice(self) -> tuple[int, tuple[Move, ...]] | None:
        """The first player who must act now, with their legal moves; ``None`` when nobody
        must (the match is over). What a loop of bots asks: see :func:`senet.play_out`."""
        phase, actors = self._cache or self._actors()
        player = None
        if phase.act is _SIMULTANEOUS:
            commits = self.flow.commits
            for p in actors:  # identity tests: `in` would call each move's __eq__
                if commits[p] is None:
                    player = p
                    break
        elif actors:
            player = actors[0]
        if player is None:
            return None
        listed = self._legal.get(player)
        return player, listed if listed is not None else self._listed(player)

    def play_listed(self, player: int, index: int) -> list[Entry]:
        """Play ``legal_moves(player)[index]`` (listed, so not checked again); returns its entries."""
        move = self._indexed(player, index)
        phase, actors = self._cache or self._actors()
        return self._apply(phase, actors, player, move, False)

    def play_index(self, player: int, index: int) -> None:
        """:meth:`play_listed` returning nothing, building no entry nobody reads now (``senet.logbook``)."""
        move = self._indexed(player, index)
        phase, actors = self._cache or self._actors()
        quiet = self._observer is None and (not self.keep_log or self._silent())
        self._apply(phase, actors, player, move, quiet)

    def _indexed(self, player: int, index: int) -> Move:
        listed = self._legal.get(player) or self._listed(player)
        if type(index) is not int or not 0 <= index < len(listed):
            raise IllegalMove(f"player {player} has {len(listed)} legal moves, not a move {index!r}",
                              "invalid" if listed else "not_your_turn")
        return listed[index]

    # -- changing the match -------------------------------------------------------------

    def refusal(self, player: int, move: Move) -> IllegalMove | None:
        """Why ``move`` would be refused, or ``None`` if it is legal now."""
        if self.flow.over:
            return IllegalMove("the match is over", "game_over")
        if type(player) is not int or not 0 <= player < self.players:
            return IllegalMove(f"there is no player {player!r}", "no_such_player")
        phase, actors = self._actors()
        if player not in actors:
            waiting = ", ".join(str(p) for p in self.to_act)
            return IllegalMove(
                f"it is not player {player}'s decision (waiting for player {waiting})",
                "not_your_turn",
            )
        if not isinstance(move, Move):
            return IllegalMove(f"{move!r} is not a move", "not_a_move")
        if phase.moves and not isinstance(move, phase.moves):
            allowed = ", ".join(m.tag for m in phase.moves)
            return IllegalMove(
                f"{move.tag} is not a move of the phase {phase.name!r} ({allowed})", "unavailable"
            )
        listed = self._listed_copy(player, move)
        return None if listed is not None else IllegalMove(self._unlisted(phase, player, move), "invalid")

    def _listed_copy(self, player: int, move: Move) -> Move | None:
        """The engine's own listed move equal to ``move`` (of the right types), or ``None``."""
        try:
            moves = self._legal.get(player) or self._listed(player)
            for listed in moves:  # bots and replays often hand back the listed object: no __eq__ calls
                if listed is move:
                    return listed
            kind = type(move)  # moves are equal only if of one type: no __eq__ across types
            for listed in moves:
                if type(listed) is kind and listed == move:
                    return listed
            return None
        except Exception as exc:
            raise InternalError(f"{self.game.name}: {type(exc).__name__} while listing the legal moves: {exc}"
                                ) from exc

    def _unlisted(self, phase: Phase[S], player: int, move: Move) -> str:
        """Why an unlisted move is refused (the game's code never sees one of the wrong shape)."""
        mistyped = move_type_problem(self.game, move)
        if mistyped is not None:
            return mistyped
        try:
            worded = phase.refusal(self.state, player, move) if phase.refusal is not None else None
            return worded or "not a legal move now"
        except Exception as exc:
            raise InternalError(
                f"{self.game.name}: {type(exc).__name__} while checking {move!r}: {exc}"
            ) from exc

    def submit(self, player: int, move: Move) -> list[Entry]:
        """Play ``move`` for ``player``; returns the new log entries.

        Raises :class:`IllegalMove` with a reason and leaves the match unchanged.
        """
        phase, actors = self._cache or self._actors()
        return self._apply(phase, actors, player, self._checked(phase, actors, player, move))

    def replay(self, player: int, move: Move) -> None:
        """:meth:`submit` returning nothing, building entries as :meth:`play_index` does (loading)."""
        phase, actors = self._cache or self._actors()
        self._apply(phase, actors, player, self._checked(phase, actors, player, move), self._silent())

    def _checked(self, phase: Phase[S], actors: tuple[int, ...], player: int, move: Move) -> Move:
        """The listed move equal to ``move`` (of the right types), or :class:`IllegalMove`."""
        if type(player) is int and player in actors and isinstance(move, phase.moves or Move):
            listed = self._listed_copy(player, move)
            if listed is None:
                raise IllegalMove(self._unlisted(phase, player, move), "invalid")
            return listed
        refusal = self.refusal(player, move)
        raise refusal if refusal is not None else InternalError("refusal without a reason")

    def _apply(self, phase: Phase[S], actors: tuple[int, ...], player: int, move: Move,
               quiet: bool = False) -> list[Entry]:
        """Play a move already found legal (``quiet``: build no entries, return none)."""
        flow = self.flow
        if phase.act is _SIMULTANEOUS:
            commits = list(flow.commits)
            commits[player] = move
            last = True
            for p in actors:  # identity tests: `None in commits` would call each move's __eq__
                if commits[p] is None:
                    last = False
                    break
            if not last:
                # Not the last commit: only the bookkeeping changes (state, actors, caches stay).
                self.flow = Flow(flow.stack, tuple(commits), flow.over)
                self._seq += 1
                entries = [] if quiet else [Entry(self._seq - 1, phase.name, player, Committed(player, move))]
                if self.keep_log or self._observer is not None:  # a quiet move keeps checkpoints
                    return self._recorded(player, move, entries, quiet, same_state=True)
                self.moves.append((player, move))
                return entries
        rng = Rng(self.rng_state)
        tx = Tx(self.game, self.state, flow, rng, self.players, self.options, self._seq, player)
        tx.confirm = self.confirm
        tx.memory = self._memory
        tx.keep = not quiet
        try:
            if phase.act is _SIMULTANEOUS:
                final = tuple(commits)
                # Commits cleared at once: the two entries read only the phase, reveal gets `final`.
                tx.flow = Flow(flow.stack, (None,) * self.players, flow.over)
                seq, name = tx.seq, phase.name
                if not quiet:
                    tx.entries += (Entry(seq, name, player, Committed(player, move)),
                                   Entry(seq + 1, name, None, Revealed(final)))
                tx.seq = seq + 2
                tx.player = None
                assert phase.reveal is not None
                phase.reveal(tx, final)
            else:
                assert phase.play is not None
                phase.play(tx, player, move)
        except Stopped:
            stopped(tx)  # tx.stop(): the match ended inside the move
        except SenetError:
            raise
        except Exception as exc:
            raise InternalError(
                f"{self.game.name}: {type(exc).__name__} while playing {move!r}: {exc}"
            ) from exc
        self.state = tx.state
        self.flow = tx.flow
        self.rng_state = rng.state
        self._seq = tx.seq
        return self._recorded(player, move, tx.entries, quiet)

    def _recorded(self, player: int, move: Move, entries: list[Entry], quiet: bool, *,
                  same_state: bool = False) -> list[Entry]:
        """Book a move that was applied: log (its entries; ``quiet``: made later), checkpoints, observers."""
        if not same_state:
            self._cache = None
            self._legal = {}
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

    def view(self, player: int | None) -> View:
        """What ``player`` may know (``None``: a spectator, public information only)."""
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            raise OptionError(f"there is no player {player!r} in this {self.players}-player match")
        phase = self.phase
        simultaneous = phase.act is _SIMULTANEOUS and not self.flow.over
        committed = tuple(c is not None for c in self.flow.commits) if simultaneous else ()
        mine = self.flow.commits[player] if simultaneous and player is not None else None
        return View(game=self.game.name, player=player, phase=phase.name, to_act=self.to_act,
                    committed=committed, my_commit=mine, over=self.flow.over,
                    state=self.game.view(self.state, player))

    # -- hashing, copying, saving ---------------------------------------------------------

    def state_hash(self) -> bytes:
        """A 16-byte hash of everything that decides the rest of the match."""
        return state_hash(self)

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
        other = Match(self.game, self.players, self.options, self.seed, self.state, self.flow,
                      self.rng_state, start=self.start, observer=None, keep_log=self.keep_log,
                      confirm=self.confirm)
        if state is not None:
            other.state = state
            other.unsaveable = True
        self._copy_log(other)
        self._copy_checkpoints(other)
        other._seq, other._cache = self._seq, (self._cache if state is None else None)
        if state is None:
            other._memory = self._memory.same()
        other.unsaveable = other.unsaveable or self.unsaveable
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
        return Knowledge(self, observer, keep_log=keep_log)

    def save(self, seats: Sequence[str] | None = None) -> bytes:
        """The save file: header, moves and state hashes (and who plays each seat), as msgpack."""
        return save_match(self, seats)

    def snapshot(self) -> bytes:
        """A save file that also holds the whole match, for :func:`senet.resume_match`."""
        return snapshot_match(self)


def stopped(tx: Tx[Any]) -> None:
    """After ``tx.stop()``: a declared game rests in its end phase."""
    tx.flow = Flow((Frame(OVER),), tx.flow.commits, True)
