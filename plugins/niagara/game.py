"""The Niagara game declaration: set-up, and the parts the engine calls."""

from __future__ import annotations

from collections.abc import Mapping

from senet import Game, Option, OptionValue, Rng

from .components import CANOES, CARDS, GEMS_EACH, HOME_SITE, SITES, WEATHER_START
from .events import EVENTS
from .evolve import evolve
from .phases import CHOOSE, phases
from .river import LAND
from .state import (
    Canoe,
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
from .text import describe_event, describe_move, render
from .view import result, view

__all__ = ["GAME", "OPTIONS", "setup"]

OPTIONS = (
    Option("max_rounds", 0, "end the game after this many rounds even if nobody has met a goal "
           "(the best gem value then wins); 0: no limit, as in the published game", minimum=0),
)


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> NiagaraState:
    """Every canoe on land, every paddle card in hand, 7 gems of each type on its site.

    The first start player is drawn when the first phase begins (an event in the log).
    """
    sites = tuple(tuple(GEMS_EACH[g] if HOME_SITE[g] == site else 0 for g in range(len(GEMS_EACH)))
                  for site in SITES)
    return NiagaraState(
        hands=(CARDS,) * players,
        canoes=((Canoe(LAND),) * CANOES,) * players,
        sites=sites,
        collected=((0,) * len(GEMS_EACH),) * players,
        weather=WEATHER_START,
        max_rounds=int(options["max_rounds"]),
    )


def _start(state: NiagaraState) -> str:
    return CHOOSE


GAME: Game[NiagaraState] = Game(
    name="niagara",
    title="Niagara",
    summary="Paddle two canoes up and down a flowing river, load gems, bring them to land; "
            "mind the falls.",
    players=range(3, 6),
    options=OPTIONS,
    state_type=NiagaraState,
    setup=setup,
    start=_start,
    phases=phases(),
    evolve=evolve,
    view=view,
    result=result,
    moves=(PlayCard, Recover, SkipRecover, MoveWeather, PickCanoe, SkipLaunch, Unload, Load, Paddle,
           Steal, SkipSteal),
    events=EVENTS,
    tagged=(NiagaraState, Canoe, Turn),
    may_not_end=True,
    rules_version=1,
    describe_move=describe_move,
    describe_event=describe_event,
    render=render,
)
