"""``declare``: a game from its state type, its decisions, ``pending`` and its evolver.

Everything else the engine needs is derived here: the phases (one per decision),
the moves (from the decisions), the events (from the evolver), the views (the
state with every hidden container masked), the search copies (hidden containers
re-dealt) and the flow, which :func:`advance` runs after every move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .dealing import redeal
from .decisions import Ask, Auto, Decision, Evolver
from .errors import InternalError
from .flow import Flow, Frame, Tx
from .game import OVER, START, Act, Game, Phase, Result
from .hidden import mask
from .options import Option, OptionValue
from .rng import Rng
from .values import Event, Move, quick

if TYPE_CHECKING:
    from .draw import Drawing

__all__ = ["OVER", "START", "Memory", "advance", "declare"]

S = TypeVar("S")
_MAX_STEPS = 100_000
_frames: dict[str, Frame] = {}


def _frame(name: str) -> Frame:
    """One shared frame per phase name (frames are frozen; building one per step costs)."""
    frame = _frames.get(name)
    if frame is None:
        frame = _frames[name] = Frame(name)
    return frame


def advance(tx: Tx[S]) -> None:
    """Run what nobody decides until a real question is pending (or the game is over).

    A decision with a single option is played at once when that is public knowledge
    (``Decision.private`` false) and the match does not confirm every decision; a
    decision put to several players at once is then played when every one of them
    has a single option. ``pending`` and the option lists are asked through the match's
    own :class:`Memory` (``tx.memory``).
    """
    memory: Memory[S] = tx.memory
    pending = memory.pending_of
    for _ in range(_MAX_STEPS):
        flow = tx.flow
        now = None if flow.over else pending(tx.state)
        if now is None:
            tx.flow = Flow((_frame(OVER),), flow.commits, True)
            return
        if type(now) is not Ask and isinstance(now, Auto):
            tx.player = None
            if flow.stack[-1].phase != now.name:
                tx.flow = Flow((_frame(now.name),), flow.commits, flow.over)
            now.run(tx)
            continue
        decision = now.decision
        name = decision.name
        if not now.players:
            raise InternalError(f"{tx.game.name}: {name!r} is asked of nobody")
        if not memory.declares(name):
            raise InternalError(f"{tx.game.name}: pending asks {name!r}, which is not one of "
                                "the decisions the game declared")
        if not tx.confirm and not decision.private and _lone(tx, decision, now.players, memory):
            continue
        flow = tx.flow
        stack = flow.stack
        if decision.reveal is not None and flow.commits.count(None) != len(flow.commits):
            tx.flow = Flow((_frame(name),), (None,) * tx.players, flow.over)
        elif len(stack) != 1 or stack[0].phase != name:
            tx.flow = Flow((_frame(name),), flow.commits, flow.over)
        return
    raise InternalError(f"{tx.game.name}: the flow keeps running without asking anyone; a cycle?")


def _lone(tx: Tx[S], decision: Decision[S, Any], players: tuple[int, ...], memory: Memory[S]) -> bool:
    """Play the decision if every asked player has one option; whether it was played."""
    chosen: dict[int, Move] = {}
    name = decision.name
    for player in players:
        options = memory.listed(name, tx.state, player)
        if len(options) != 1:
            return False
        chosen[player] = options[0]
    if tx.flow.stack[-1].phase != decision.name:
        tx.flow = Flow((_frame(decision.name),), tx.flow.commits, tx.flow.over)
    if decision.reveal is not None:
        tx.player = None
        decision.reveal(tx, chosen)
    else:
        assert decision.play is not None
        (player,) = players
        tx.player = player
        decision.play(tx, player, chosen[player])
    return True


class Memory(Generic[S]):
    """``pending`` and the decisions' option lists, remembered for the last state asked about.

    One per match (a copy of a match starts with its answers; a search copy with none), so
    nothing a match remembers is reachable from another match or from the game: the game
    object holds no state. States are frozen values, so a state that is the same object has
    the same answers: the engine asks ``pending`` to advance, and again for who acts; it
    lists a decision's options to see whether one is lone, and again for the player. Asked
    of a new state, the memory starts over (one state at a time: nothing grows). The memory
    is one tuple replaced whole, so threads sharing a match never mix answers.
    """

    __slots__ = ("_listers", "_memo", "_pending")

    def __init__(self, game: Game[S]) -> None:
        self._pending = game.pending if game.pending is not None else _nothing_pending
        self._listers = {phase.name: phase.legal for phase in game.phases}
        self._memo: tuple[object, Ask[S] | Auto[S] | None, dict[tuple[str, int], Sequence[Move]]] = (
            None, None, {})

    def same(self) -> Memory[S]:
        """A memory for a copy of the same match (the same answers so far)."""
        other: Memory[S] = Memory.__new__(Memory)
        other._pending, other._listers, other._memo = self._pending, self._listers, self._memo
        return other

    def declares(self, name: str) -> bool:
        """Whether ``name`` is one of the game's phases."""
        return name in self._listers

    def pending_of(self, state: S) -> Ask[S] | Auto[S] | None:
        """``pending(state)``, once per state."""
        memo = self._memo
        if memo[0] is not state:
            memo = (state, self._pending(state), {})
            self._memo = memo
        return memo[1]

    def listed(self, name: str, state: S, player: int) -> Sequence[Move]:
        """The options of decision ``name`` for ``player``, once per state and player."""
        memo = self._memo
        if memo[0] is not state:
            return self._listers[name](state, player)  # not the state being played: nothing to share
        key = (name, player)
        found = memo[2].get(key)
        if found is None:
            found = memo[2][key] = self._listers[name](state, player)
        return found

    def actors(self, phase: Phase[S], state: S) -> tuple[int, ...]:
        """Who may act in ``phase`` now: whom ``pending`` asks (a declared decision)."""
        if not phase.asks:
            return tuple(phase.actors(state))
        now = self.pending_of(state)
        return now.players if type(now) is Ask else ()


def _nothing_pending(state: Any) -> None:
    return None


def _phase(decision: Decision[S, Any], pending: Callable[[S], Ask[S] | Auto[S] | None]) -> Phase[S]:
    """The engine's phase for one decision: it asks whom ``pending`` names."""
    options = decision.options

    def actors(state: S) -> tuple[int, ...]:
        now = pending(state)
        return now.players if isinstance(now, Ask) else ()

    refusal = decision.refusal
    if decision.reveal is not None:
        reveal = decision.reveal

        def on_reveal(tx: Tx[S], commits: tuple[Move | None, ...]) -> None:
            reveal(tx, {p: m for p, m in enumerate(commits) if m is not None})
            advance(tx)

        return Phase(decision.name, Act.SIMULTANEOUS, options, actors=actors, reveal=on_reveal,
                     moves=decision.move_types, help=decision.help, refusal=refusal, asks=True)
    play = decision.play
    assert play is not None

    def on_play(tx: Tx[S], player: int, move: Move) -> None:
        play(tx, player, move)
        tx.player = None
        advance(tx)

    return Phase(decision.name, Act.TURN, options, actors=actors, play=on_play,
                 moves=decision.move_types, help=decision.help, refusal=refusal, asks=True)


def _nobody(state: Any, player: int) -> Sequence[Move]:
    return ()


def _none(state: Any) -> tuple[int, ...]:
    return ()


def declare(
    *,
    name: str,
    title: str,
    players: range,
    state: type[S],
    setup: Callable[[int, Mapping[str, OptionValue], Rng], S],
    pending: Callable[[S], Ask[S] | Auto[S] | None],
    decisions: Sequence[Decision[S, Any]],
    evolve: Evolver[S],
    result: Callable[[S], Result],
    options: Sequence[Option] = (),
    summary: str = "",
    rules_version: int = 1,
    player_range: Callable[[Mapping[str, OptionValue]], range] | None = None,
    may_not_end: bool = False,
    usual_players: int | None = None,
    describe_move: Callable[[Any, Any], str] | None = None,
    describe_event: Callable[[Event, int | None], str] | None = None,
    move_names: Callable[[Any, Any], Sequence[str]] | None = None,
    render: Callable[[Any], Any] | None = None,
    draw: Callable[[Any, Sequence[Move], int | None], Drawing] | None = None,
    view: Callable[[S, int | None], Any] | None = None,
    determinize: Callable[[S, int | None, Rng], S] | None = None,
    check: Callable[[S], Sequence[str]] | None = None,
    evaluate: Callable[[S], Sequence[float]] | None = None,
    extra_events: Sequence[type[Event]] = (),
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]] | None] | None = None,
) -> Game[S]:
    """A game from its decisions: the declaration a plugin hands to the engine.

    ``view`` and ``determinize`` are derived from the state's hidden containers
    (:mod:`senet.hidden`); pass them only for knowledge the types cannot say.
    ``check(state)`` lists what makes a position impossible (for position builders
    and start states); ``evaluate(state)`` says how well each seat stands, in [0, 1]
    (search scores a playout it cut off by it); ``extra_events`` are events logged with ``tx.record`` that no
    evolve function applies; ``migrations`` bring save files of older rules versions
    up to this one (version n's envelope, as plain data, to version n + 1's).
    ``usual_players`` is the table size the commands use when none is given (default 4,
    always brought within the allowed range).
    ``draw(view, legal, seat)`` pictures a seat's view for the browser (:mod:`senet.draw`).
    ``move_names(move, view)`` gives short names a person may type for a move in the
    terminal instead of its number (a square's coordinates, ``I6``).
    """
    names = [d.name for d in decisions]
    if len(set(names)) != len(names) or {START, OVER} & set(names):
        raise InternalError(f"{name}: decision names must be distinct (and not {START!r} or {OVER!r})")
    moves: list[type[Move]] = []
    for decision in decisions:
        moves.extend(m for m in decision.move_types if m not in moves)
    for cls in (*moves, *evolve.events, *extra_events):
        quick(cls)  # built on every move: a faster __init__, the same values

    def begin(tx: Tx[S]) -> None:
        advance(tx)

    start_phase: Phase[S] = Phase(START, Act.TURN, _nobody, actors=_none)
    over_phase: Phase[S] = Phase(OVER, Act.TURN, _nobody, actors=_none)
    extras: dict[str, Any] = {}
    if describe_move is not None:
        extras["describe_move"] = describe_move
    if describe_event is not None:
        extras["describe_event"] = describe_event
    return Game(
        name=name,
        title=title,
        players=players,
        state_type=state,
        setup=setup,
        begin=begin,
        phases=(start_phase, over_phase, *(_phase(d, pending) for d in decisions)),
        evolve=evolve,
        view=view if view is not None else mask,
        result=result,
        moves=tuple(moves),
        events=(*evolve.events, *extra_events),
        options=tuple(options),
        rules_version=rules_version,
        summary=summary,
        player_range=player_range,
        may_not_end=may_not_end,
        usual_players=usual_players,
        determinize=determinize if determinize is not None else redeal,
        render=render,
        draw=draw,
        move_names=move_names,
        pending=pending,
        check=check,
        evaluate=evaluate,
        migrations=dict(migrations or {}),
        **extras,
    )
