"""Two tiny games for the engine's tests.

``relay`` is a turn game: the player named by the state steps, rolls, asks
another player a question (a prompt pushed on the flow stack, which may ask
further, up to three deep), or jumps to the final phase. Every phase entry
and exit is noted in the state, so tests see exactly which actions ran. With the option
``traps`` the game also lists moves that misbehave (raise, loop, pop too far).

``vote`` is a simultaneous game: every player not on the bench commits a
pick in secret; when the last one commits, all picks are revealed at once and
tallied. When every pick is the same, the lowest seat breaks the tie (a prompt
pushed from the reveal). The match ends after ``rounds`` reveals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from senet import (
    Event,
    Game,
    IllegalMove,
    Move,
    Option,
    OptionValue,
    Result,
    Rng,
    Tagged,
    Tx,
    prompt,
    secret,
    simultaneous,
    turn,
)

__all__ = ["RELAY", "VOTE"]


# -- relay: state, moves, events ---------------------------------------------------------


@attrs.frozen
class RelayState(Tagged, tag="relay/state"):
    """Whose turn it is, steps per seat, phase notes, rolls and open questions."""

    current: int
    steps: tuple[int, ...]
    goal: int = 3
    traps: bool = False
    opening: int = 0
    notes: tuple[str, ...] = ()
    rolls: tuple[int, ...] = ()
    questions: tuple[tuple[int, int], ...] = ()


@attrs.frozen
class Step(Move, tag="relay/step"):
    """Take a step; the turn passes on."""


@attrs.frozen
class Roll(Move, tag="relay/roll"):
    """Roll a die (the turn stays)."""


@attrs.frozen
class Ask(Move, tag="relay/ask"):
    """Ask player ``who`` a question (a prompt)."""

    who: int


@attrs.frozen
class Reply(Move, tag="relay/reply"):
    """Answer the question asked of you."""


@attrs.frozen
class Finish(Move, tag="relay/finish"):
    """Jump to the final phase."""


@attrs.frozen
class Done(Move, tag="relay/done"):
    """End the match."""


@attrs.frozen
class Boom(Move, tag="relay/boom"):
    """Trap: the game's code raises a plain exception halfway through."""


@attrs.frozen
class Refuse(Move, tag="relay/refuse"):
    """Trap: the game's code changes things, then refuses the move itself."""


@attrs.frozen
class Spin(Move, tag="relay/spin"):
    """Trap: the game's code jumps to the same phase forever."""


@attrs.frozen
class Loop(Move, tag="relay/loop"):
    """Trap: jump into two phases whose entry actions jump to each other."""


@attrs.frozen
class PopTooFar(Move, tag="relay/pop_too_far"):
    """Trap: pop with nothing pushed."""


@attrs.frozen
class GotoNowhere(Move, tag="relay/goto_nowhere"):
    """Trap: jump to a phase that does not exist."""


@attrs.frozen
class PushNobody(Move, tag="relay/push_nobody"):
    """Trap: push a prompt without naming who is asked."""


@attrs.frozen
class Stepped(Event, tag="relay/stepped"):
    """A player stepped."""

    player: int


@attrs.frozen
class Noted(Event, tag="relay/noted"):
    """A phase action ran."""

    text: str


@attrs.frozen
class Rolled(Event, tag="relay/rolled"):
    """A public die roll."""

    player: int
    value: int


@attrs.frozen
class Peeked(Event, tag="relay/peeked"):
    """A private die roll that only ``player`` sees."""

    player: int
    value: int | None = secret(default=None)

    def visible_to(self) -> int | None:
        """Only the roller."""
        return self.player


@attrs.frozen
class Asked(Event, tag="relay/asked"):
    """``by`` asked ``who``."""

    by: int
    who: int


@attrs.frozen
class Replied(Event, tag="relay/replied"):
    """``player`` answered the latest question."""

    player: int


# -- relay: rules --------------------------------------------------------------------------


def relay_setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> RelayState:
    """Seat 0 starts; the opening number comes from the match's generator."""
    goal = options["goal"]
    traps = options["traps"]
    assert isinstance(goal, int) and isinstance(traps, bool)
    return RelayState(current=0, steps=(0,) * players, goal=goal, traps=traps,
                      opening=rng.below(1000))


def relay_evolve(state: RelayState, event: Event) -> RelayState:
    """The state after ``event``."""
    if isinstance(event, Stepped):
        steps = list(state.steps)
        steps[event.player] += 1
        return attrs.evolve(state, steps=tuple(steps),
                            current=(event.player + 1) % len(state.steps))
    if isinstance(event, Noted):
        return attrs.evolve(state, notes=(*state.notes, event.text))
    if isinstance(event, Rolled):
        return attrs.evolve(state, rolls=(*state.rolls, event.value))
    if isinstance(event, Peeked):
        assert event.value is not None
        return attrs.evolve(state, rolls=(*state.rolls, event.value))
    if isinstance(event, Asked):
        return attrs.evolve(state, questions=(*state.questions, (event.by, event.who)))
    if isinstance(event, Replied):
        return attrs.evolve(state, questions=state.questions[:-1])
    return state


TRAPS: tuple[Move, ...] = (Boom(), Refuse(), Spin(), Loop(), PopTooFar(), GotoNowhere(),
                           PushNobody())


def _main_legal(state: RelayState, player: int) -> Sequence[Move]:
    others = [Ask(w) for w in range(len(state.steps)) if w != player]
    return [Step(), Roll(), Finish(), *others, *(TRAPS if state.traps else ())]


def _main_play(tx: Tx[RelayState], player: int, move: Move) -> None:
    if isinstance(move, Step):
        tx.emit(Stepped(player))
        if tx.state.steps[player] >= tx.state.goal:
            tx.goto("final")
    elif isinstance(move, Roll):
        tx.emit(Rolled(player, tx.rng.below(6)))
        tx.emit(Peeked(player, tx.rng.below(6)))
    elif isinstance(move, Ask):
        _ask(tx, player, move.who)
    elif isinstance(move, Finish):
        tx.goto("final")
    elif isinstance(move, Boom):
        tx.emit(Stepped(player))
        tx.rng.below(6)
        raise ZeroDivisionError("boom")
    elif isinstance(move, Refuse):
        tx.emit(Stepped(player))
        tx.rng.below(6)
        tx.goto("final")
        raise IllegalMove("the game refused this halfway", "refused_late")
    elif isinstance(move, Spin):
        while True:
            tx.goto("spin")
    elif isinstance(move, Loop):
        tx.goto("loop_a")
    elif isinstance(move, PopTooFar):
        tx.pop()
    elif isinstance(move, GotoNowhere):
        tx.goto("nowhere")
    elif isinstance(move, PushNobody):
        tx.push("answer")
    else:
        raise AssertionError(move)


def _ask(tx: Tx[RelayState], player: int, who: int) -> None:
    tx.emit(Asked(player, who))
    tx.push("answer", who)


MAX_QUESTIONS = 3


def _answer_legal(state: RelayState, player: int) -> Sequence[Move]:
    if len(state.questions) >= MAX_QUESTIONS:
        return [Reply()]
    return [Reply(), *(Ask(w) for w in range(len(state.steps)) if w != player)]


def _answer_play(tx: Tx[RelayState], player: int, move: Move) -> None:
    if isinstance(move, Ask):
        _ask(tx, player, move.who)
    else:
        tx.emit(Replied(player))
        tx.pop()


def _final_play(tx: Tx[RelayState], player: int, move: Move) -> None:
    tx.end()


def _note(text: str) -> Any:
    def action(tx: Tx[RelayState]) -> None:
        tx.emit(Noted(text))

    return action


def _jump(target: str) -> Any:
    def action(tx: Tx[RelayState]) -> None:
        tx.goto(target)

    return action


def _relay_players(options: Mapping[str, OptionValue]) -> range:
    return range(2, 3) if options["mode"] == "duel" else range(2, 5)


RELAY: Game[RelayState] = Game(
    name="relay",
    title="Relay (a test game)",
    players=range(2, 5),
    player_range=_relay_players,
    state_type=RelayState,
    setup=relay_setup,
    start=lambda state: "main",
    phases=(
        turn("main", actor=lambda s: s.current, legal=_main_legal, play=_main_play,
             on_enter=_note("enter main"), on_exit=_note("exit main"),
             moves=(Step, Roll, Ask, Finish, *(type(t) for t in TRAPS))),
        prompt("answer", legal=_answer_legal, play=_answer_play,
               on_enter=_note("enter answer"), on_exit=_note("exit answer"), moves=(Reply, Ask)),
        turn("final", actor=lambda s: s.current, legal=lambda s, p: [Done()], play=_final_play,
             on_enter=_note("enter final"), moves=(Done,)),
        turn("spin", actor=lambda s: s.current, legal=lambda s, p: [], play=_final_play),
        turn("loop_a", actor=lambda s: s.current, legal=lambda s, p: [], play=_final_play,
             on_enter=_jump("loop_b")),
        turn("loop_b", actor=lambda s: s.current, legal=lambda s, p: [], play=_final_play,
             on_enter=_jump("loop_a")),
    ),
    evolve=relay_evolve,
    view=lambda state, player: state,
    result=lambda state: Result.from_scores(state.steps),
    moves=(Step, Roll, Ask, Reply, Finish, Done, *(type(t) for t in TRAPS)),
    events=(Stepped, Noted, Rolled, Peeked, Asked, Replied),
    tagged=(RelayState,),
    options=(
        Option("traps", False, "list the moves that misbehave"),
        Option("goal", 3, "steps to reach the final phase", minimum=1, maximum=9),
        Option("mode", "open", "duel: two players only", choices=("open", "duel")),
    ),
)


# -- vote: a simultaneous game ---------------------------------------------------------------


@attrs.frozen
class VoteState(Tagged, tag="vote/state"):
    """Tallies per seat, reveals so far, the round limit and the benched seats."""

    tallies: tuple[int, ...]
    round: int = 0
    rounds: int = 2
    benched: tuple[int, ...] = ()
    ties: int = 0


@attrs.frozen
class Pick(Move, tag="vote/pick"):
    """A secret pick of 0, 1 or 2."""

    value: int


@attrs.frozen
class Break(Move, tag="vote/break"):
    """The tie-breaker's choice."""

    value: int


@attrs.frozen
class Tallied(Event, tag="vote/tallied"):
    """The revealed picks, (seat, value) in seat order, added to the tallies."""

    picks: tuple[tuple[int, int], ...]


@attrs.frozen
class TieBroken(Event, tag="vote/tie_broken"):
    """The tie-breaker chose."""

    player: int
    value: int


def vote_setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> VoteState:
    """Zero tallies."""
    rounds = options["rounds"]
    assert isinstance(rounds, int)
    return VoteState(tallies=(0,) * players, rounds=rounds)


def vote_evolve(state: VoteState, event: Event) -> VoteState:
    """The state after ``event``."""
    if isinstance(event, Tallied):
        tallies = list(state.tallies)
        for seat, value in event.picks:
            tallies[seat] += value
        return attrs.evolve(state, tallies=tuple(tallies), round=state.round + 1)
    if isinstance(event, TieBroken):
        tallies = list(state.tallies)
        tallies[event.player] += 10 * event.value
        return attrs.evolve(state, tallies=tuple(tallies), ties=state.ties + 1)
    return state


def _voters(state: VoteState) -> tuple[int, ...]:
    return tuple(p for p in range(len(state.tallies)) if p not in state.benched)


def _vote_reveal(tx: Tx[VoteState], commits: tuple[Move | None, ...]) -> None:
    picks = tuple((p, m.value) for p, m in enumerate(commits) if isinstance(m, Pick))
    tx.emit(Tallied(picks))
    if len(picks) > 1 and len({v for _, v in picks}) == 1:
        tx.push("tiebreak", picks[0][0])
    elif tx.state.round >= tx.state.rounds:
        tx.end()


def _tiebreak_play(tx: Tx[VoteState], player: int, move: Move) -> None:
    assert isinstance(move, Break)
    tx.emit(TieBroken(player, move.value))
    tx.pop()
    if tx.state.round >= tx.state.rounds:
        tx.end()


VOTE: Game[VoteState] = Game(
    name="vote",
    title="Vote (a test game)",
    players=range(2, 6),
    state_type=VoteState,
    setup=vote_setup,
    start=lambda state: "pick",
    phases=(
        simultaneous("pick", actors=_voters, legal=lambda s, p: [Pick(v) for v in range(3)],
                     reveal=_vote_reveal, moves=(Pick,)),
        prompt("tiebreak", legal=lambda s, p: [Break(0), Break(1)], play=_tiebreak_play,
               moves=(Break,)),
    ),
    evolve=vote_evolve,
    view=lambda state, player: state,
    result=lambda state: Result.from_scores(state.tallies),
    moves=(Pick, Break),
    events=(Tallied, TieBroken),
    tagged=(VoteState,),
    options=(Option("rounds", 2, "reveals before the end", minimum=1, maximum=20),),
)
