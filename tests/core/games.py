"""Two tiny declared games for the engine's tests.

``relay`` is a turn game: the player named by the state steps, rolls, asks
another player a question (the asked player answers, and may ask further, up
to three deep; each question is answered before the one under it), or
finishes: the final decision then has a single public option, so the engine
plays it and the match ends (unless the match confirms every decision). With
the option ``traps`` the game also lists moves that misbehave (raise, refuse
late, send the flow round in a circle, ask nobody, ask an undeclared decision).

``vote`` is a simultaneous game: every player not on the bench commits a
pick in secret; when the last one commits, all picks are revealed at once and
tallied. When every pick is the same, the lowest seat breaks the tie. The
match ends after ``rounds`` reveals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum

import attrs

from senet import (
    Ask as Asking,
)
from senet import (
    Auto,
    Decision,
    Event,
    Evolver,
    Game,
    IllegalMove,
    Move,
    Option,
    OptionValue,
    Result,
    Rng,
    Secret,
    Tx,
    declare,
)

__all__ = ["RELAY", "VOTE"]


# -- relay: state, moves, events ---------------------------------------------------------


class Trap(StrEnum):
    """A trap move that breaks the flow on purpose (saved by value)."""

    SPIN = "spin"
    NOBODY = "nobody"
    UNDECLARED = "undeclared"


@attrs.frozen
class RelayState:
    """Whose turn it is, steps per seat, rolls, open questions, and how far the match is."""

    current: int
    steps: tuple[int, ...]
    goal: int = 3
    traps: bool = False
    opening: int = 0
    rolls: tuple[int, ...] = ()
    questions: tuple[tuple[int, int], ...] = ()
    """``(asker, asked)``, the last one open."""
    final: bool = False
    done: bool = False
    sprung: Trap | None = None


@attrs.frozen
class Step(Move, tag="relay/step"):
    """Take a step; the turn passes on."""


@attrs.frozen
class Roll(Move, tag="relay/roll"):
    """Roll a die (the turn stays)."""


@attrs.frozen
class Ask(Move, tag="relay/ask"):
    """Ask player ``who`` a question."""

    who: int


@attrs.frozen
class Reply(Move, tag="relay/reply"):
    """Answer the question asked of you."""


@attrs.frozen
class Finish(Move, tag="relay/finish"):
    """Go to the final decision."""


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
    """Trap: an automatic step that never changes anything runs for ever."""


@attrs.frozen
class AskNobody(Move, tag="relay/ask_nobody"):
    """Trap: the next decision is put to nobody."""


@attrs.frozen
class AskUndeclared(Move, tag="relay/ask_undeclared"):
    """Trap: the next decision is one the game did not declare."""


@attrs.frozen
class Stepped(Event, tag="relay/stepped"):
    """A player stepped."""

    player: int


@attrs.frozen
class Rolled(Event, tag="relay/rolled"):
    """A public die roll."""

    player: int
    value: int


@attrs.frozen
class Peeked(Event, tag="relay/peeked"):
    """A private die roll that only ``player`` sees (the others see that there is one)."""

    player: int
    value: Secret[int]


@attrs.frozen
class Asked(Event, tag="relay/asked"):
    """``by`` asked ``who``."""

    by: int
    who: int


@attrs.frozen
class Replied(Event, tag="relay/replied"):
    """``player`` answered the latest question."""

    player: int


@attrs.frozen
class Finished(Event, tag="relay/finished"):
    """``player`` went to the final decision."""

    player: int


@attrs.frozen
class Ended(Event, tag="relay/ended"):
    """The match is over."""


@attrs.frozen
class Sprung(Event, tag="relay/sprung"):
    """A trap was played."""

    trap: Trap


# -- relay: rules --------------------------------------------------------------------------


def relay_setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> RelayState:
    """Seat 0 starts; the opening number comes from the match's generator."""
    goal = options["goal"]
    traps = options["traps"]
    assert isinstance(goal, int) and isinstance(traps, bool)
    return RelayState(current=0, steps=(0,) * players, goal=goal, traps=traps,
                      opening=rng.below(1000))


relay_evolve = Evolver[RelayState]()


@relay_evolve.on(Stepped)
def _stepped(state: RelayState, event: Stepped) -> RelayState:
    steps = list(state.steps)
    steps[event.player] += 1
    return attrs.evolve(state, steps=tuple(steps), current=(event.player + 1) % len(state.steps))


@relay_evolve.on(Rolled)
def _rolled(state: RelayState, event: Rolled) -> RelayState:
    return attrs.evolve(state, rolls=(*state.rolls, event.value))


@relay_evolve.on(Peeked)
def _peeked(state: RelayState, event: Peeked) -> RelayState:
    assert event.value.value is not None
    return attrs.evolve(state, rolls=(*state.rolls, event.value.value))


@relay_evolve.on(Asked)
def _asked(state: RelayState, event: Asked) -> RelayState:
    return attrs.evolve(state, questions=(*state.questions, (event.by, event.who)))


@relay_evolve.on(Replied)
def _replied(state: RelayState, event: Replied) -> RelayState:
    return attrs.evolve(state, questions=state.questions[:-1])


@relay_evolve.on(Finished)
def _finished(state: RelayState, event: Finished) -> RelayState:
    return attrs.evolve(state, final=True, current=event.player)


@relay_evolve.on(Ended)
def _ended(state: RelayState, event: Ended) -> RelayState:
    return attrs.evolve(state, done=True)


@relay_evolve.on(Sprung)
def _sprung(state: RelayState, event: Sprung) -> RelayState:
    return attrs.evolve(state, sprung=event.trap)


TRAPS: tuple[Move, ...] = (Boom(), Refuse(), Spin(), AskNobody(), AskUndeclared())
MAX_QUESTIONS = 3


def _main_legal(state: RelayState, player: int) -> Sequence[Move]:
    others = [Ask(w) for w in range(len(state.steps)) if w != player]
    return [Step(), Roll(), Finish(), *others, *(TRAPS if state.traps else ())]


def _main_play(tx: Tx[RelayState], player: int, move: Move) -> None:
    match move:
        case Step():
            tx.emit(Stepped(player))
            if tx.state.steps[player] >= tx.state.goal:
                tx.emit(Finished(tx.state.current))
        case Roll():
            tx.emit(Rolled(player, tx.rng.below(6)))
            tx.emit(Peeked(player, Secret(player, tx.rng.below(6))))
        case Ask(who=who):
            tx.emit(Asked(player, who))
        case Finish():
            tx.emit(Finished(player))
        case Boom():
            tx.emit(Stepped(player))
            tx.rng.below(6)
            raise ZeroDivisionError("boom")
        case Refuse():
            tx.emit(Stepped(player))
            tx.rng.below(6)
            raise IllegalMove("the game refused this halfway", "refused_late")
        case Spin():
            tx.emit(Sprung(Trap.SPIN))
        case AskNobody():
            tx.emit(Sprung(Trap.NOBODY))
        case AskUndeclared():
            tx.emit(Sprung(Trap.UNDECLARED))


def _answer_legal(state: RelayState, player: int) -> Sequence[Move]:
    if len(state.questions) >= MAX_QUESTIONS:
        return [Reply()]
    return [Reply(), *(Ask(w) for w in range(len(state.steps)) if w != player)]


def _answer_play(tx: Tx[RelayState], player: int, move: Reply | Ask) -> None:
    if isinstance(move, Ask):
        tx.emit(Asked(player, move.who))
    else:
        tx.emit(Replied(player))


def _final_play(tx: Tx[RelayState], player: int, move: Done) -> None:
    tx.emit(Ended())


MAIN: Decision[RelayState, Move] = Decision(
    "main", (Step, Roll, Ask, Finish, *(type(t) for t in TRAPS)), options=_main_legal, play=_main_play,
    help="step, roll, ask someone, or finish")
ANSWER: Decision[RelayState, Reply | Ask] = Decision(
    "answer", (Reply, Ask), options=_answer_legal, play=_answer_play, private=True,
    help="answer the question (or ask someone else first)")
"""Private: asked even when the only answer left is Reply (the tests watch every answer)."""
FINAL: Decision[RelayState, Done] = Decision(
    "final", Done, options=lambda s, p: [Done()], play=_final_play, help="end the match")
"""One public option: the engine plays it unless the match confirms every decision."""
UNDECLARED: Decision[RelayState, Done] = Decision(
    "undeclared", Done, options=lambda s, p: [Done()], play=_final_play)


def _spin(tx: Tx[RelayState]) -> None:
    """An automatic step that changes nothing: the engine would run it for ever."""


SPIN = Auto("spin", _spin)


def relay_pending(state: RelayState) -> Asking[RelayState] | Auto[RelayState] | None:
    """The open question first, then the final decision, else the turn."""
    if state.done:
        return None
    if state.sprung == Trap.SPIN:
        return SPIN
    if state.sprung == Trap.NOBODY:
        return Asking(MAIN, ())
    if state.sprung == Trap.UNDECLARED:
        return Asking(UNDECLARED, state.current)
    if state.questions:
        return Asking(ANSWER, state.questions[-1][1])
    return Asking(FINAL if state.final else MAIN, state.current)


def _relay_players(options: Mapping[str, OptionValue]) -> range:
    return range(2, 3) if options["mode"] == "duel" else range(2, 5)


RELAY: Game[RelayState] = declare(
    name="relay",
    title="Relay (a test game)",
    players=range(2, 5),
    player_range=_relay_players,
    state=RelayState,
    setup=relay_setup,
    pending=relay_pending,
    decisions=(MAIN, ANSWER, FINAL),
    evolve=relay_evolve,
    view=lambda state, player: state,
    result=lambda state: Result.from_scores(state.steps),
    options=(
        Option("traps", False, "list the moves that misbehave"),
        Option("goal", 3, "steps to reach the final decision", minimum=1, maximum=9),
        Option("mode", "open", "duel: two players only", choices=("open", "duel")),
    ),
)


# -- vote: a simultaneous game ---------------------------------------------------------------


@attrs.frozen
class VoteState:
    """Tallies per seat, reveals so far, the round limit, the benched seats, a tie to break."""

    tallies: tuple[int, ...]
    round: int = 0
    rounds: int = 2
    benched: tuple[int, ...] = ()
    ties: int = 0
    breaker: int | None = None
    """The seat that breaks the last reveal's tie."""


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
class TieCalled(Event, tag="vote/tie_called"):
    """Every pick was the same: ``player`` breaks the tie."""

    player: int


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


vote_evolve = Evolver[VoteState]()


@vote_evolve.on(Tallied)
def _tallied(state: VoteState, event: Tallied) -> VoteState:
    tallies = list(state.tallies)
    for seat, value in event.picks:
        tallies[seat] += value
    return attrs.evolve(state, tallies=tuple(tallies), round=state.round + 1)


@vote_evolve.on(TieCalled)
def _tie_called(state: VoteState, event: TieCalled) -> VoteState:
    return attrs.evolve(state, breaker=event.player)


@vote_evolve.on(TieBroken)
def _tie_broken(state: VoteState, event: TieBroken) -> VoteState:
    tallies = list(state.tallies)
    tallies[event.player] += 10 * event.value
    return attrs.evolve(state, tallies=tuple(tallies), ties=state.ties + 1, breaker=None)


def _voters(state: VoteState) -> tuple[int, ...]:
    return tuple(p for p in range(len(state.tallies)) if p not in state.benched)


def _vote_reveal(tx: Tx[VoteState], picked: Mapping[int, Pick]) -> None:
    picks = tuple((p, picked[p].value) for p in sorted(picked))
    tx.emit(Tallied(picks))
    if len(picks) > 1 and len({v for _, v in picks}) == 1:
        tx.emit(TieCalled(picks[0][0]))


def _tiebreak_play(tx: Tx[VoteState], player: int, move: Break) -> None:
    tx.emit(TieBroken(player, move.value))


PICK: Decision[VoteState, Pick] = Decision(
    "pick", Pick, options=lambda s, p: [Pick(v) for v in range(3)], reveal=_vote_reveal,
    help="pick 0, 1 or 2 in secret")
TIEBREAK: Decision[VoteState, Break] = Decision(
    "tiebreak", Break, options=lambda s, p: [Break(0), Break(1)], play=_tiebreak_play,
    help="break the tie")


def vote_pending(state: VoteState) -> Asking[VoteState] | None:
    """A tie to break first; then the next pick, until the rounds are played."""
    if state.breaker is not None:
        return Asking(TIEBREAK, state.breaker)
    if state.round >= state.rounds:
        return None
    return Asking(PICK, _voters(state))


VOTE: Game[VoteState] = declare(
    name="vote",
    title="Vote (a test game)",
    players=range(2, 6),
    state=VoteState,
    setup=vote_setup,
    pending=vote_pending,
    decisions=(PICK, TIEBREAK),
    evolve=vote_evolve,
    view=lambda state, player: state,
    result=lambda state: Result.from_scores(state.tallies),
    options=(Option("rounds", 2, "reveals before the end", minimum=1, maximum=20),),
)
