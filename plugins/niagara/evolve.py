"""The one place Niagara's state changes: ``evolve(state, event)``, one function per event.

Each function builds the next state from the few fields the event touches
(unchanged parts are shared, never copied). ``RecoveryDeclined`` and
``StealDeclined`` only tell (they are recorded, not applied).
"""

from __future__ import annotations

from typing import TypeVar

from senet import Evolver, replaced_at, replacer

from .components import CARDS, HOME_SITE
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
    RiverFlowed,
    RoundStarted,
    TurnEnded,
    TurnStarted,
    WeatherMoved,
)
from .river import LAND, other_arm
from .state import Canoe, NiagaraState, Turn

__all__ = ["evolve"]

T = TypeVar("T")
evolve = Evolver[NiagaraState]()
_state = replacer(NiagaraState)
_turn = replacer(Turn)


def _add(counts: tuple[int, ...], gem: int, n: int) -> tuple[int, ...]:
    return replaced_at(counts, gem - 1, counts[gem - 1] + n)


def _site(sites: tuple[tuple[int, ...], ...], site: int, gem: int, n: int) -> tuple[tuple[int, ...], ...]:
    return replaced_at(sites, site - 3, _add(sites[site - 3], gem, n))


def _canoe(s: NiagaraState, player: int, canoe: int, value: Canoe) -> tuple[tuple[Canoe, ...], ...]:
    return replaced_at(s.canoes, player, replaced_at(s.canoes[player], canoe, value))


def _t(s: NiagaraState) -> Turn:
    t = s.turn
    assert t is not None
    return t


@evolve.on(GameStarted)
def _game_started(s: NiagaraState, e: GameStarted) -> NiagaraState:
    return _state(s, start=e.start)


@evolve.on(RoundStarted)
def _round_started(s: NiagaraState, e: RoundStarted) -> NiagaraState:
    return _state(s, round=e.round, start=e.start, played=(), queue=(), turn=None)


@evolve.on(CardsTakenBack)
def _taken_back(s: NiagaraState, e: CardsTakenBack) -> NiagaraState:
    hands = s.hands
    for p in e.players:
        hands = replaced_at(hands, p, CARDS)
    return _state(s, hands=hands)


@evolve.on(CardsRevealed)
def _revealed(s: NiagaraState, e: CardsRevealed) -> NiagaraState:
    hands = tuple([tuple([c for c in hand if c != card])
                   for hand, card in zip(s.hands, e.cards, strict=True)])
    n = len(s.hands)
    return _state(s, hands=hands, played=e.cards, queue=tuple((s.start + i) % n for i in range(n)))


@evolve.on(TurnStarted)
def _turn_started(s: NiagaraState, e: TurnStarted) -> NiagaraState:
    return _state(s, turn=Turn(e.player, e.card))


@evolve.on(CanoeRecovered)
def _recovered(s: NiagaraState, e: CanoeRecovered) -> NiagaraState:
    canoes = _canoe(s, e.player, e.canoe, Canoe(LAND))
    if e.gem is None:
        return _state(s, canoes=canoes)
    collected = replaced_at(s.collected, e.player, _add(s.collected[e.player], e.gem, -1))
    return _state(s, canoes=canoes, collected=collected,
                  sites=_site(s.sites, HOME_SITE[e.gem - 1], e.gem, 1))


@evolve.on(ActionStarted)
def _action_started(s: NiagaraState, e: ActionStarted) -> NiagaraState:
    return _state(s, turn=_turn(_t(s), started=True, must=e.must, may=e.may))


@evolve.on(WeatherMoved)
def _weather(s: NiagaraState, e: WeatherMoved) -> NiagaraState:
    return _state(s, weather=e.weather)


@evolve.on(CanoeChosen)
def _chosen(s: NiagaraState, e: CanoeChosen) -> NiagaraState:
    t = _t(s)
    c = e.canoe
    return _state(s, turn=_turn(
        t, must=tuple([x for x in t.must if x != c]), may=tuple([x for x in t.may if x != c]),
        moved=(*t.moved, c), canoe=c, points=e.points, paddled=False, upstream=False,
        unloaded=False, loaded=False))


@evolve.on(LaunchDeclined)
def _launch_declined(s: NiagaraState, e: LaunchDeclined) -> NiagaraState:
    return _state(s, turn=_turn(_t(s), may=()))


@evolve.on(GemUnloaded)
def _unloaded(s: NiagaraState, e: GemUnloaded) -> NiagaraState:
    t = _t(s)
    at = s.canoes[e.player][e.canoe].at
    return _state(s, canoes=_canoe(s, e.player, e.canoe, Canoe(at)),
                  sites=_site(s.sites, e.site, e.gem, 1),
                  turn=_turn(t, points=t.points - 2, unloaded=True,
                             unloaded_gems=(*t.unloaded_gems, e.gem)))


@evolve.on(GemLoaded)
def _loaded(s: NiagaraState, e: GemLoaded) -> NiagaraState:
    t = _t(s)
    at = s.canoes[e.player][e.canoe].at
    return _state(s, canoes=_canoe(s, e.player, e.canoe, Canoe(at, e.gem)),
                  sites=_site(s.sites, e.site, e.gem, -1),
                  turn=_turn(t, points=t.points - 2, loaded=True, loaded_gems=(*t.loaded_gems, e.gem)))


@evolve.on(CanoePaddled)
def _paddled(s: NiagaraState, e: CanoePaddled) -> NiagaraState:
    t = _t(s)
    gem = s.canoes[e.player][e.canoe].gem
    return _state(s, canoes=_canoe(s, e.player, e.canoe, Canoe(e.end, gem)),
                  turn=_turn(t, points=t.points - e.spaces - e.lapsed, paddled=True,
                             upstream=t.upstream or (e.upstream and e.spaces > 0)))


@evolve.on(GemCollected)
def _collected(s: NiagaraState, e: GemCollected) -> NiagaraState:
    return _state(s, canoes=_canoe(s, e.player, e.canoe, Canoe(LAND)),
                  collected=replaced_at(s.collected, e.player, _add(s.collected[e.player], e.gem, 1)))


@evolve.on(GemStolen)
def _stolen(s: NiagaraState, e: GemStolen) -> NiagaraState:
    mine = s.canoes[e.player][e.canoe]
    theirs = s.canoes[e.victim][e.victim_canoe]
    s = _state(s, canoes=_canoe(s, e.victim, e.victim_canoe, Canoe(theirs.at)))
    return _state(s, canoes=_canoe(s, e.player, e.canoe, Canoe(mine.at, e.gem)))


@evolve.on(CanoeFinished)
def _finished(s: NiagaraState, e: CanoeFinished) -> NiagaraState:
    return _state(s, turn=_turn(_t(s), canoe=None, points=0, paddled=False, upstream=False,
                                unloaded=False, loaded=False))


@evolve.on(TurnEnded)
def _turn_ended(s: NiagaraState, e: TurnEnded) -> NiagaraState:
    return _state(s, turn=None, queue=s.queue[1:])


@evolve.on(RiverFlowed)
def _flowed(s: NiagaraState, e: RiverFlowed) -> NiagaraState:
    canoes = s.canoes
    for p, c, _, end in e.moves:
        canoes = replaced_at(canoes, p, replaced_at(canoes[p], c, Canoe(end, canoes[p][c].gem)))
    arm = s.arm if len(e.arms) % 2 == 0 else other_arm(s.arm)
    return _state(s, canoes=canoes, arm=arm)


@evolve.on(CanoeLost)
def _lost(s: NiagaraState, e: CanoeLost) -> NiagaraState:
    canoes = _canoe(s, e.player, e.canoe, Canoe(None))
    if e.gem is None:
        return _state(s, canoes=canoes)
    return _state(s, canoes=canoes, sites=_site(s.sites, HOME_SITE[e.gem - 1], e.gem, 1))


@evolve.on(GameEnded)
def _ended(s: NiagaraState, e: GameEnded) -> NiagaraState:
    return _state(s, over=True)
