"""Niagara's flow: its phases, and the loop that carries a round on between decisions.

Everyone chooses a paddle card at once ("choose"); then the players act one
by one from the start player, and the river flows. :func:`advance` plays
everything that needs no decision and stops only for a real choice, which
it pushes as a prompt to the one player who decides:

- "recover": bring a lost canoe back by paying a gem (which type), or not;
- "weather": the cloud moves the marker up or down (not at an end of the track);
- "canoe": which canoe moves next, launching the canoe on land or leaving it;
- "paddle": the moving canoe's next step: unload, load (which gem), or
  paddle (where to, which fixes the direction, the arm and the spaces);
- "steal": which gem an empty canoe that came upstream takes, or none.

A decision with one option is played without asking. Each prompt's move
pops the prompt and calls :func:`advance` again, so the stack always comes
back to "choose", where the next round begins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from senet import Move, Phase, Tx, prompt, simultaneous

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
from .river import LAND, NUMBER, SITE, SPACES
from .rules import (
    RiverFlow,
    canoe_reason,
    choose_reason,
    choosers,
    legal_canoe,
    legal_choose,
    legal_paddle,
    legal_recover,
    legal_steal,
    legal_weather,
    must_recover,
    paddle_reason,
    qualified,
    recover_reason,
    start_action,
    steal_reason,
    weather_reason,
)
from .state import (
    Load,
    MoveWeather,
    NiagaraState,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Turn,
    Unload,
)
from .view import result

__all__ = ["CANOE", "CHOOSE", "PADDLE", "RECOVER", "STEAL", "WEATHER", "advance", "phases"]

CHOOSE, RECOVER, WEATHER, CANOE, PADDLE, STEAL = (
    "choose", "recover", "weather", "canoe", "paddle", "steal")
State = NiagaraState


def _turn(s: State) -> Turn:
    t = s.turn
    assert t is not None
    return t


# -- the steps of a turn ------------------------------------------------------------------------


def _recover(tx: Tx[State], player: int, gem: int | None) -> None:
    canoe = next(c for c, k in enumerate(tx.state.canoes[player]) if k.at is None)
    tx.emit(CanoeRecovered(player, canoe, gem))


def _begin_action(tx: Tx[State]) -> None:
    """Recovery is settled: the card's action begins."""
    t = _turn(tx.state)
    must, may = start_action(tx.state, t.player) if t.card != CLOUD else ((), ())
    tx.emit(ActionStarted(t.player, t.card, must, may))


def _move_weather(tx: Tx[State], player: int, step: int) -> None:
    tx.emit(WeatherMoved(player, tx.state.weather + step))
    tx.emit(TurnEnded(player))


def _step(tx: Tx[State], player: int, move: Move) -> None:
    """Apply one step of the moving canoe: unload, load, or paddle."""
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
        assert isinstance(move, Paddle)
        spaces = SPACES[at][move.to]
        upstream = NUMBER[move.to] < NUMBER[at]
        lapsed = t.points - spaces if move.to == LAND else 0
        tx.emit(CanoePaddled(player, c, at, move.to, spaces, upstream, lapsed))
        if move.to == LAND and canoe.gem is not None:
            tx.emit(GemCollected(player, c, canoe.gem))


def _turn_step(tx: Tx[State]) -> bool:
    """Carry the current turn one step on; ``False`` when a prompt was pushed."""
    s = tx.state
    t = _turn(s)
    p = t.player
    if not t.started:
        moves = legal_recover(s, p)
        if len(moves) > 1:
            tx.push(RECOVER, p)
            return False
        if moves:
            assert isinstance(moves[0], Recover)
            _recover(tx, p, moves[0].gem)
        elif must_recover(s, p):
            _recover(tx, p, None)  # no gem to pay with: the canoe comes back free
        _begin_action(tx)
        return True
    if t.card == CLOUD:
        moves = legal_weather(s, p)
        if len(moves) > 1:
            tx.push(WEATHER, p)
            return False
        assert isinstance(moves[0], MoveWeather)
        _move_weather(tx, p, moves[0].step)
        return True
    if t.canoe is not None:
        if t.points == 0:
            if legal_steal(s, p):
                tx.push(STEAL, p)
                return False
            tx.emit(CanoeFinished(p, t.canoe))
            return True
        moves = legal_paddle(s, p)
        if len(moves) > 1:
            tx.push(PADDLE, p)
            return False
        _step(tx, p, moves[0])
        return True
    moves = legal_canoe(s, p)
    if not moves:
        tx.emit(TurnEnded(p))
        return True
    if len(moves) > 1:
        tx.push(CANOE, p)
        return False
    move = moves[0]
    assert isinstance(move, PickCanoe)
    tx.emit(CanoeChosen(p, move.canoe, t.card))
    return True


# -- the round ----------------------------------------------------------------------------------


def _flow_and_end(tx: Tx[State]) -> bool:
    """The river flows, the end is checked, the next round begins; ``True`` if the game ended."""
    s = tx.state
    flow = RiverFlow(s)
    tx.emit(RiverFlowed(flow.amount, flow.lowest, s.weather, flow.arms, flow.moves))
    for p, c, start in flow.lost:
        tx.emit(CanoeLost(p, c, start, s.canoes[p][c].gem))
    s = tx.state
    done = qualified(s)
    if done or 0 < s.max_rounds <= s.round:
        tx.emit(GameEnded(done, result(s).winners))
        tx.end()
        return True
    tx.emit(RoundStarted(s.round + 1, (s.start + 1) % len(s.hands)))
    return False


def _forced(s: State, asked: Sequence[int]) -> dict[int, int]:
    """The cards of the players who were not asked (each has one card left)."""
    return {p: hand[0] for p, hand in enumerate(s.hands) if p not in asked}


def advance(tx: Tx[State]) -> None:
    """Carry the round on until a player must decide something, or the game ends."""
    while True:
        s = tx.state
        if s.turn is not None:
            if not _turn_step(tx):
                return
        elif s.queue:
            p = s.queue[0]
            tx.emit(TurnStarted(p, s.played[p]))
        elif s.played:
            if _flow_and_end(tx):
                return
        elif not all(s.hands):
            tx.emit(CardsTakenBack(tuple(p for p, hand in enumerate(s.hands) if not hand)))
        elif choosers(s):
            return
        else:
            cards = _forced(s, ())
            tx.emit(CardsRevealed(tuple(cards[p] for p in range(len(s.hands))), forced=True))


# -- the phases ---------------------------------------------------------------------------------


def _enter_choose(tx: Tx[State]) -> None:
    if tx.state.round == 0:
        players = len(tx.state.hands)
        start = tx.rng.below(players)
        tx.emit(GameStarted(start))
        tx.emit(RoundStarted(1, start))
    advance(tx)


def _reveal(tx: Tx[State], commits: tuple[Move | None, ...]) -> None:
    s = tx.state
    chosen = {p: m.card for p, m in enumerate(commits) if isinstance(m, PlayCard)}
    chosen.update(_forced(s, tuple(chosen)))
    tx.emit(CardsRevealed(tuple(chosen[p] for p in range(len(s.hands)))))
    advance(tx)


def _play_recover(tx: Tx[State], player: int, move: Move) -> None:
    tx.pop()
    if isinstance(move, Recover):
        _recover(tx, player, move.gem)
    else:
        tx.emit(RecoveryDeclined(player))
    _begin_action(tx)
    advance(tx)


def _play_weather(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, MoveWeather)
    tx.pop()
    _move_weather(tx, player, move.step)
    advance(tx)


def _play_canoe(tx: Tx[State], player: int, move: Move) -> None:
    tx.pop()
    if isinstance(move, PickCanoe):
        tx.emit(CanoeChosen(player, move.canoe, _turn(tx.state).card))
    else:
        t = _turn(tx.state)
        tx.emit(LaunchDeclined(player, t.may[0]))
    advance(tx)


def _play_paddle(tx: Tx[State], player: int, move: Move) -> None:
    tx.pop()
    _step(tx, player, move)
    advance(tx)


def _play_steal(tx: Tx[State], player: int, move: Move) -> None:
    tx.pop()
    c = _turn(tx.state).canoe
    assert c is not None
    if isinstance(move, Steal):
        gem = tx.state.canoes[move.player][move.canoe].gem
        assert gem is not None
        tx.emit(GemStolen(player, c, move.player, move.canoe, gem))
    else:
        tx.emit(StealDeclined(player, c))
    tx.emit(CanoeFinished(player, c))
    advance(tx)


def phases() -> tuple[Phase[Any], ...]:
    """Niagara's phases: the simultaneous choice and the prompts of a turn."""
    return (
        simultaneous(CHOOSE, actors=choosers, legal=legal_choose, reveal=_reveal,
                     check=choose_reason, on_enter=_enter_choose, moves=(PlayCard,),
                     help="everyone chooses a paddle card in secret"),
        prompt(RECOVER, legal=legal_recover, play=_play_recover, check=recover_reason,
               moves=(Recover, SkipRecover),
               help="bring a lost canoe back to land by paying a gem, or not"),
        prompt(WEATHER, legal=legal_weather, play=_play_weather, check=weather_reason,
               moves=(MoveWeather,), help="cloud: move the weather marker one step"),
        prompt(CANOE, legal=legal_canoe, play=_play_canoe, check=canoe_reason,
               moves=(PickCanoe, SkipLaunch),
               help="choose the canoe that moves next (or leave the canoe on land)"),
        prompt(PADDLE, legal=legal_paddle, play=_play_paddle, check=paddle_reason,
               moves=(Unload, Load, Paddle),
               help="the moving canoe: unload, load, or paddle to a space"),
        prompt(STEAL, legal=legal_steal, play=_play_steal, check=steal_reason,
               moves=(Steal, SkipSteal),
               help="your empty canoe came upstream: take a gem from a canoe on its space?"),
    )

