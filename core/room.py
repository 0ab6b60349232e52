"""The engine room: one match's position while it plays, and the one function that plays a move.

A :class:`Room` holds where a match stands (the game state, the pending hidden commits,
whether it is over, the generator, the sequence number, the question asked) and is what
game code is handed, seen through the :class:`senet.Tx` interface: ``tx.state``,
``tx.emit(event)``, ``tx.rng``, ``tx.stop()``. It lives as long as its match
(no transaction object per move): :func:`play` changes it in place and, if the move fails,
puts back the few references it had, so a refused or failed move changes nothing. The
values inside stay frozen, so a copy shares them.

:func:`play` is the only way a move is played, whether live, loaded from a save or in a
search copy; :func:`advance` runs the declared flow on to the next question. Recording is a
layer on top: ``tx.entries`` is a list (the events become log entries) or ``None`` (nobody
reads them: a playout, a search copy; the sequence numbers are counted still).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, NoReturn, TypeVar

from .decisions import Ask, Auto, Decision
from .errors import InternalError, SenetError
from .flow import OVER, Committed, Entry, Flow, Revealed, Stopped
from .rng import Rng
from .values import Event, Move

if TYPE_CHECKING:
    from .game import Game
    from .options import OptionValue

__all__ = ["Memory", "Room", "advance", "begin", "play"]

S = TypeVar("S")
_MAX_STEPS = 100_000
_new = object.__new__
_set_seq, _set_phase, _set_player, _set_event = (
    vars(Entry)[name].__set__ for name in ("seq", "phase", "player", "event"))
"""Entry's slot setters: ``emit`` builds an entry around its ``__init__`` (a call less per event)."""


class Memory(Generic[S]):
    """``pending`` and the decisions' option lists, remembered for the last state asked about.

    One per match (a copy of a match starts with its answers; a search copy with none), so
    nothing a match remembers is reachable from another match or from the game: the game
    object holds no state. States are frozen values, so a state that is the same object has
    the same answers. Asked of a new state, the memory starts over (one state at a time:
    nothing grows). The memory is one tuple replaced whole, so threads sharing a match never
    mix answers.
    """

    __slots__ = ("_decisions", "_listers", "_memo", "_pending")

    def __init__(self, game: Game[S]) -> None:
        self._pending = game.pending
        self._decisions = game.decision_map
        self._listers = game.listers
        self._memo: tuple[object, Ask[S] | Auto[S] | None, dict[int, tuple[Move, ...]]] = (
            None, None, {})

    def same(self) -> Memory[S]:
        """A memory for a copy of the same match (the same answers so far)."""
        other: Memory[S] = Memory.__new__(Memory)
        other._pending, other._listers, other._memo = self._pending, self._listers, self._memo
        other._decisions = self._decisions
        return other

    def declared(self, name: str) -> Decision[S, Any] | None:
        """The game's declared decision of that name (``None``: not one of them)."""
        return self._decisions.get(name)

    def pending_of(self, state: S) -> Ask[S] | Auto[S] | None:
        """``pending(state)``, once per state."""
        memo = self._memo
        if memo[0] is not state:
            memo = (state, self._pending(state), {})
            self._memo = memo
        return memo[1]

    def listed(self, name: str, state: S, player: int) -> tuple[Move, ...]:
        """The options of decision ``name`` for ``player`` in ``state`` (the decision
        ``pending(state)`` asks), once per state and player."""
        memo = self._memo
        if memo[0] is not state:
            memo = (state, self._pending(state), {})
            self._memo = memo
        found = memo[2].get(player)
        if found is None:
            found = memo[2][player] = tuple(self._listers[name](state, player))
        return found


class Room(Generic[S]):
    """Where a match stands, and what game code is handed while a move is played.

    Game code reads ``tx.state``, calls ``tx.emit(event)`` (which applies the game's
    ``evolve`` at once, so the next step sees the new state), draws from ``tx.rng``, and
    ends the match with ``end`` or ``stop``; what is asked next is the game's ``pending``.
    ``tx.player`` is the player whose move this is (``None`` in automatic steps and
    reveals). Nothing reaches the match unless the whole move succeeds.
    """

    __slots__ = ("_steps", "asked", "at", "commits", "confirm", "entries", "game", "memory", "options",
                 "over", "player", "players", "rng", "seq", "state")

    def __init__(self, game: Game[S], state: S, players: int, options: Mapping[str, OptionValue],
                 rng: Rng, *, commits: tuple[Move | None, ...] | None = None, over: bool = False,
                 at: str = OVER, seq: int = 0, confirm: bool = False, memory: Memory[S] | None = None,
                 entries: list[Entry] | None = None) -> None:
        self.game = game
        self.state = state
        self.players = players
        self.options = options
        self.rng = rng
        self.commits: tuple[Move | None, ...] = commits if commits is not None else (None,) * players
        self.over = over
        self.at = at
        """The name of the step being played (a decision, an automatic step) or, at rest,
        the decision asked (``senet/over`` once the match is over)."""
        self.seq = seq
        self.player: int | None = None
        self.confirm = confirm
        """Ask every decision, even one with a single option."""
        self.memory: Memory[S] = memory if memory is not None else Memory(game)
        self.entries = entries
        """The log entries made so far (``None``: none are made, nobody would read them)."""
        self.asked: Ask[S] | None = None
        """At rest: the question pending (``None`` once over)."""
        self._steps: Mapping[type[Event], Callable[[S, Any], S]] | None = game.steps

    @property
    def flow(self) -> Flow:
        """Where the match stands, as a value: the decision asked, the commits, over."""
        return Flow(self.at, self.commits, self.over)

    @property
    def phase(self) -> str:
        """The name of the step being played (kept for older game code: ``tx.at``)."""
        return self.at

    def copy(self, *, memory: bool = True) -> Room[S]:
        """A room at the same point (the values are shared; the generator is a new one)."""
        other: Room[S] = _new(Room)
        other.game, other.state, other.options = self.game, self.state, self.options
        other.players = self.players
        other.rng = Rng(self.rng.state)
        other.commits, other.over, other.at, other.seq = self.commits, self.over, self.at, self.seq
        other.player, other.confirm, other.asked, other._steps = None, self.confirm, self.asked, self._steps
        other.memory = self.memory.same() if memory else Memory(self.game)
        other.entries = None
        return other

    def emit(self, event: Event) -> None:
        """Record an event and evolve the state by it."""
        steps = self._steps
        step = steps.get(type(event)) if steps is not None else None
        self.state = step(self.state, event) if step is not None else self.game.evolve(self.state, event)
        entries = self.entries
        if entries is not None:
            entry = _new(Entry)
            _set_seq(entry, self.seq)
            _set_phase(entry, self.at)
            _set_player(entry, self.player)
            _set_event(entry, event)
            entries.append(entry)
        self.seq += 1

    def record(self, event: Event) -> None:
        """Record an event that does not change the game state (engine events)."""
        if self.entries is not None:
            self.entries.append(Entry(self.seq, self.at, self.player, event))
        self.seq += 1

    def end(self) -> None:
        """The match is over."""
        self.over = True

    def stop(self) -> NoReturn:
        """The match is over, here: the rest of the move is not played (the events so far stand).

        For rules such as "the game ends at once, nothing after that happens", deep inside
        a draw inside a flood inside a trade, without every caller checking for the end.
        """
        self.over = True
        raise Stopped

    def commits_cleared(self) -> None:
        """Start a new round of hidden commits in the current decision."""
        self.commits = (None,) * self.players


def advance(tx: Room[S]) -> None:
    """Run what nobody decides until a real question is pending (or the game is over).

    A decision with a single option is played at once when that is public knowledge
    (``Decision.private`` false) and the match does not confirm every decision; a
    decision put to several players at once is then played when every one of them
    has a single option. ``pending`` and the option lists are asked through the match's
    own :class:`Memory`.
    """
    memory = tx.memory
    ask_pending, decisions, listed = memory._pending, memory._decisions, memory.listed
    for _ in range(_MAX_STEPS):
        if tx.over:
            now = None
        else:  # memory.pending_of(tx.state), written out: asked after every step
            state = tx.state
            memo = memory._memo
            if memo[0] is not state:
                memo = memory._memo = (state, ask_pending(state), {})
            now = memo[1]
        if now is None:
            tx.over, tx.at, tx.asked = True, OVER, None
            return
        if type(now) is not Ask and isinstance(now, Auto):
            tx.player = None
            tx.at = now.name
            now.run(tx)
            continue
        decision = now.decision
        players = now.players
        if not players:
            raise InternalError(f"{tx.game.name}: {decision.name!r} is asked of nobody")
        name = decision.name
        declared = decisions.get(name)
        if declared is not decision:  # the decision is the declared one of that name
            if declared is None:
                raise InternalError(f"{tx.game.name}: pending asks {name!r}, which is not one of "
                                    "the decisions the game declared")
            decision, now = declared, Ask(declared, players)
        if not tx.confirm and not decision.private:
            options = listed(name, state, players[0])
            if len(options) == 1:
                if decision.reveal is None and len(players) == 1:  # _lone's common case, written out
                    tx.at = name
                    tx.player = players[0]
                    decision.play(tx, players[0], options[0])  # type: ignore[misc]  # reveal None: play set
                    continue
                if _lone(tx, decision, players):
                    continue
        if decision.reveal is not None and tx.commits.count(None) != len(tx.commits):
            tx.commits = (None,) * tx.players
        tx.at = name
        tx.asked = now
        return
    raise InternalError(f"{tx.game.name}: the flow keeps running without asking anyone; a cycle?")


def _lone(tx: Room[S], decision: Decision[S, Any], players: tuple[int, ...]) -> bool:
    """Play the decision if every asked player has one option; whether it was played."""
    chosen: dict[int, Move] = {}
    name = decision.name
    listed = tx.memory.listed
    for player in players:
        options = listed(name, tx.state, player)
        if len(options) != 1:
            return False
        chosen[player] = options[0]
    tx.at = name
    if decision.reveal is not None:
        tx.player = None
        decision.reveal(tx, chosen)
    else:
        assert decision.play is not None
        (player,) = players
        tx.player = player
        decision.play(tx, player, chosen[player])
    return True


def play(tx: Room[S], player: int, move: Move) -> bool:
    """Play ``move`` for ``player``, a move already found legal (listed): the one pipeline.

    A move to a decision put to one player runs its ``play``; a commit to one put to
    several records the commit and, once every asked seat has committed, reveals them all
    and runs ``reveal``. Then the flow runs on to the next question. Returns whether the
    state may have changed (``False``: a commit that is not the last). If game code fails,
    the room is put back as it was and the error raised (any error that is not a
    :class:`SenetError` as :class:`InternalError`, naming the game and the move).
    """
    asked = tx.asked
    assert asked is not None
    decision = asked.decision
    entries = tx.entries
    reveal = decision.reveal
    if reveal is not None:
        commits = list(tx.commits)
        commits[player] = move
        for p in asked.players:  # identity tests: `None in commits` would call each move's __eq__
            if commits[p] is None:
                if entries is not None:
                    entries.append(Entry(tx.seq, tx.at, player, Committed(player, move)))
                tx.seq += 1
                tx.commits = tuple(commits)
                return False
    saved = (tx.state, tx.commits, tx.over, tx.at, tx.rng.state, tx.seq, asked)
    mark = len(entries) if entries is not None else 0
    try:
        if reveal is not None:
            final = tuple(commits)
            tx.commits = (None,) * tx.players
            if entries is not None:
                entries += (Entry(tx.seq, tx.at, player, Committed(player, move)),
                            Entry(tx.seq + 1, tx.at, None, Revealed(final)))
            tx.seq += 2
            tx.player = None
            reveal(tx, {p: m for p, m in enumerate(final) if m is not None})
        else:
            tx.player = player
            assert decision.play is not None
            decision.play(tx, player, move)
        tx.player = None
        advance(tx)
    except Stopped:
        tx.over, tx.at, tx.asked = True, OVER, None  # tx.stop(): the match ended inside the move
    except BaseException as exc:
        tx.state, tx.commits, tx.over, tx.at, tx.rng.state, tx.seq, tx.asked = saved
        tx.player = None
        if entries is not None:
            del entries[mark:]
        if isinstance(exc, SenetError) or not isinstance(exc, Exception):
            raise
        raise InternalError(f"{tx.game.name}: {type(exc).__name__} while playing {move!r}: {exc}") from exc
    tx.player = None
    return True


def begin(tx: Room[S]) -> None:
    """Run the flow from a start state to the first question (set-up)."""
    try:
        advance(tx)
    except Stopped:
        tx.over, tx.at, tx.asked = True, OVER, None  # the game ended while setting up
    tx.player = None
