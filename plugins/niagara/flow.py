"""Niagara's flow: what is pending in a state, the decisions, and what each one does.

Everyone chooses a paddle card at once and in secret ("choose"); then the
players act one by one from the start player, and the river flows. Where a round
stands is read from the state (:func:`pending`); every step that nobody decides
is an :class:`senet.Auto` step, and the decisions of a turn are:

- "recover": bring a lost canoe back by paying a gem (which type), or not;
- "weather": the cloud moves the marker up or down;
- "canoe": which canoe moves next, launching the canoe on land or leaving it;
- "paddle": the moving canoe's next step: unload, load (which gem), or
  paddle (where to, which fixes the direction, the arm and the spaces);
- "steal": which gem an empty canoe that came upstream takes, or none.

No decision is private: everything that decides how many options a player has
(the cards left in the hands, the canoes, the gems, the weather) is on the table
for everyone, so a decision with one option is played without asking.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from senet import Ask, Auto, Decision, Tx

from .components import CLOUD
from .events import (
    ActionStarted,
    CanoeChosen,
    CanoeFinished,
    CanoeLost,
    CanoePaddled,
    CanoeRecovered,
    CardsRevealed,
    CardsTakenBack,
    GameEnded,
    GameStarted,
    GemCollected,
    GemLoaded,
    GemStolen,
    GemUnloaded,
    LaunchDeclined,
    RecoveryDeclined,
    RiverFlowed,
    RoundStarted,
    StealDeclined,
    TurnEnded,
    TurnStarted,
    WeatherMoved,
)
from .moves import (
    Load,
    MoveWeather,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Unload,
)
from .river import LAND, NUMBER, SITE, SPACES, RiverFlow
from .rules import (
    canoe_refusal,
    choose_refusal,
    choosers,
    may_recover,
    must_recover,
    options_canoe,
    options_choose,
    options_paddle,
    options_recover,
    options_weather,
    paddle_refusal,
    recover_refusal,
    start_action,
    weather_refusal,
)
from .rules_score import qualified, result
from .rules_steal import options_steal, steal_refusal
from .state import NiagaraState, Turn

__all__ = ["CANOE", "CHOOSE", "DECISIONS", "PADDLE", "RECOVER", "STEAL", "WEATHER", "pending"]

State = NiagaraState
Pending = Ask[State] | Auto[State] | None


def _turn(s: State) -> Turn:
    t = s.turn
    assert t is not None, "a turn step without a turn"
    return t


# -- the choice of cards --------------------------------------------------------------------------


def _reveal(tx: Tx[State], chosen: Mapping[int, PlayCard]) -> None:
    """Every chosen card, and the last card of any player who was not asked, shown at once."""
    s = tx.state
    cards = {p: hand[0] for p, hand in enumerate(s.hands) if p not in chosen}
    cards.update((p, move.card) for p, move in chosen.items())
    tx.emit(CardsRevealed(tuple([cards[p] for p in range(len(s.hands))])))


def _forced_reveal(tx: Tx[State]) -> None:
    """Nobody has a choice (each holds one card): the cards are shown without asking."""
    tx.emit(CardsRevealed(tuple(hand[0] for hand in tx.state.hands), forced=True))


# -- the steps of a turn --------------------------------------------------------------------------


def _recover(tx: Tx[State], player: int, gem: int | None) -> None:
    canoe = next(c for c, k in enumerate(tx.state.canoes[player]) if k.at is None)
    tx.emit(CanoeRecovered(player, canoe, gem))


def _begin_action(tx: Tx[State]) -> None:
    """Recovery is settled: the card's action begins."""
    t = _turn(tx.state)
    must, may = start_action(tx.state, t.player) if t.card != CLOUD else ((), ())
    tx.emit(ActionStarted(t.player, t.card, must, may))


def _play_recover(tx: Tx[State], player: int, move: Recover | SkipRecover) -> None:
    if isinstance(move, Recover):
        _recover(tx, player, move.gem)
    else:
        tx.record(RecoveryDeclined(player))
    _begin_action(tx)


def _no_recovery_choice(tx: Tx[State]) -> None:
    """No gem to pay with: a player with no canoe in play gets one back free; then the action."""
    t = _turn(tx.state)
    if must_recover(tx.state, t.player):
        _recover(tx, t.player, None)
    _begin_action(tx)


def _play_weather(tx: Tx[State], player: int, move: MoveWeather) -> None:
    tx.emit(WeatherMoved(player, tx.state.weather + move.step))
    tx.emit(TurnEnded(player))


def _play_canoe(tx: Tx[State], player: int, move: PickCanoe | SkipLaunch) -> None:
    t = _turn(tx.state)
    if isinstance(move, PickCanoe):
        tx.emit(CanoeChosen(player, move.canoe, t.card))
    else:
        tx.emit(LaunchDeclined(player, t.may[0]))


def _play_paddle(tx: Tx[State], player: int, move: Unload | Load | Paddle) -> None:
    """One step of the moving canoe: unload, load, or paddle."""
    t = _turn(tx.state)
    c = t.canoe
    assert c is not None
    canoe = tx.state.canoes[player][c]
    at = canoe.at
    assert at is not None
    if isinstance(move, Unload):
        assert canoe.gem is not None
        tx.emit(GemUnloaded(player, c, canoe.gem, SITE[at]))
    elif isinstance(move, Load):
        tx.emit(GemLoaded(player, c, move.gem, SITE[at]))
    else:
        spaces = SPACES[at][move.to]
        upstream = NUMBER[move.to] < NUMBER[at]
        lapsed = t.points - spaces if move.to == LAND else 0
        tx.emit(CanoePaddled(player, c, at, move.to, spaces, upstream, lapsed))
        if move.to == LAND and canoe.gem is not None:
            tx.emit(GemCollected(player, c, canoe.gem))


def _play_steal(tx: Tx[State], player: int, move: Steal | SkipSteal) -> None:
    c = _turn(tx.state).canoe
    assert c is not None
    if isinstance(move, Steal):
        gem = tx.state.canoes[move.player][move.canoe].gem
        assert gem is not None
        tx.emit(GemStolen(player, c, move.player, move.canoe, gem))
    else:
        tx.record(StealDeclined(player, c))
    _canoe_finished(tx)


def _finish_canoe(tx: Tx[State]) -> None:
    """The moving canoe has spent its points and may not steal."""
    _canoe_finished(tx)


def _canoe_finished(tx: Tx[State]) -> None:
    """The moving canoe's move is over; so is the turn if no other canoe moves.

    (Ending the turn here, not in a step of its own, only saves the engine a round
    trip: ``pending`` would find the same.)
    """
    t = _turn(tx.state)
    assert t.canoe is not None
    tx.emit(CanoeFinished(t.player, t.canoe))
    if not (t.must or t.may):
        tx.emit(TurnEnded(t.player))


def _end_turn(tx: Tx[State]) -> None:
    tx.emit(TurnEnded(_turn(tx.state).player))


# -- the round ------------------------------------------------------------------------------------


def _begin_game(tx: Tx[State]) -> None:
    """The first start player is drawn at random; round 1 begins."""
    start = tx.rng.below(len(tx.state.hands))
    tx.emit(GameStarted(start))
    tx.emit(RoundStarted(1, start))


def _start_turn(tx: Tx[State]) -> None:
    """The next player's action begins; with no recovery to decide, so does the card's action
    (``pending`` would find the same step next: this only saves the engine a round trip)."""
    s = tx.state
    p = s.queue[0]
    tx.emit(TurnStarted(p, s.played[p]))
    if not may_recover(tx.state, p):
        _no_recovery_choice(tx)


def _take_back(tx: Tx[State]) -> None:
    tx.emit(CardsTakenBack(tuple(p for p, hand in enumerate(tx.state.hands) if not hand)))


def _flow_and_end(tx: Tx[State]) -> None:
    """The river flows, the end is checked, and the next round begins (or the game ends)."""
    s = tx.state
    flow = RiverFlow(s)
    tx.emit(RiverFlowed(flow.amount, flow.lowest, s.weather, flow.arms, flow.moves))
    for p, c, start in flow.lost:
        tx.emit(CanoeLost(p, c, start, s.canoes[p][c].gem))
    s = tx.state
    done = qualified(s)
    if done or 0 < s.max_rounds <= s.round:
        tx.emit(GameEnded(done, result(s).winners))
    else:
        tx.emit(RoundStarted(s.round + 1, (s.start + 1) % len(s.hands)))


# -- the decisions --------------------------------------------------------------------------------

CHOOSE = Decision("choose", PlayCard, options=options_choose, reveal=_reveal, refusal=choose_refusal,
                  help="everyone chooses a paddle card in secret")
RECOVER = Decision[State, Recover | SkipRecover](
    "recover", (Recover, SkipRecover), options=options_recover, play=_play_recover,
    refusal=recover_refusal, help="bring a lost canoe back to land by paying a gem, or not")
WEATHER = Decision("weather", MoveWeather, options=options_weather, play=_play_weather,
                   refusal=weather_refusal, help="cloud: move the weather marker one step")
CANOE = Decision[State, PickCanoe | SkipLaunch](
    "canoe", (PickCanoe, SkipLaunch), options=options_canoe, play=_play_canoe, refusal=canoe_refusal,
    help="choose the canoe that moves next (or leave the canoe on land)")
PADDLE = Decision[State, Unload | Load | Paddle](
    "paddle", (Unload, Load, Paddle), options=options_paddle, play=_play_paddle,
    refusal=paddle_refusal, help="the moving canoe: unload, load, or paddle to a space")
STEAL = Decision[State, Steal | SkipSteal](
    "steal", (Steal, SkipSteal), options=options_steal, play=_play_steal, refusal=steal_refusal,
    help="your empty canoe came upstream: take a gem from a canoe on its space?")
DECISIONS = (CHOOSE, RECOVER, WEATHER, CANOE, PADDLE, STEAL)


_BEGIN = Auto[State]("begin", _begin_game)
_TURN = Auto[State]("turn", _start_turn)
_FLOW = Auto[State]("flow", _flow_and_end)
_TAKE_BACK = Auto[State]("take back", _take_back)
_REVEAL = Auto[State]("reveal", _forced_reveal)
_ACTION = Auto[State]("action", _no_recovery_choice)
_CANOE_FINISHED = Auto[State]("canoe finished", _finish_canoe)
_TURN_OVER = Auto[State]("turn over", _end_turn)
_ASKS: dict[tuple[str, tuple[int, ...]], Ask[State]] = {}


def _ask(decision: Decision[State, Any], players: tuple[int, ...]) -> Ask[State]:
    """``Ask(decision, players)``, made once (pending is asked after every step)."""
    key = (decision.name, players)
    ask = _ASKS.get(key)
    if ask is None:
        ask = _ASKS[key] = Ask(decision, players)
    return ask


def _asks_of_one(decision: Decision[State, Any]) -> tuple[Ask[State], ...]:
    """``_ask(decision, (p,))`` for every seat ``p``, by seat (a turn's questions: no key to build)."""
    return tuple(_ask(decision, (p,)) for p in range(_SEATS))


_SEATS = 6
_RECOVER, _WEATHER, _PADDLE, _STEAL, _CANOE = (
    _asks_of_one(d) for d in (RECOVER, WEATHER, PADDLE, STEAL, CANOE))


def _pending_turn(s: State, t: Turn) -> Pending:
    """The next step of the action under way."""
    p = t.player
    if not t.started:
        return _RECOVER[p] if may_recover(s, p) else _ACTION
    if t.card == CLOUD:
        return _WEATHER[p]
    if t.canoe is not None:
        if t.points:
            return _PADDLE[p]
        return _STEAL[p] if options_steal(s, p) else _CANOE_FINISHED
    return _CANOE[p] if t.must or t.may else _TURN_OVER  # (what options_canoe lists from)


def pending(s: State) -> Pending:
    """What happens next: a turn's step, the next turn, the flow, taking cards back, or the choice.

    (The engine remembers the answer for the state it last asked about.)
    """
    if s.over:
        return None
    if s.round == 0:
        return _BEGIN
    if s.turn is not None:
        return _pending_turn(s, s.turn)
    if s.queue:
        return _TURN
    if s.played:
        return _FLOW
    if not all(s.hands):
        return _TAKE_BACK
    asked = choosers(s)
    return _ask(CHOOSE, asked) if asked else _REVEAL
