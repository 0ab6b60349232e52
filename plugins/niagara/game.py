"""The Niagara game declaration: the option, the set-up, and the parts the engine calls.

Nothing in Niagara's state is hidden (the only secret, the paddle card being chosen,
is the engine's hidden commit), so views and search copies are the state itself.
"""

from __future__ import annotations

from collections.abc import Mapping

from senet import Game, Option, OptionValue, Rng, declare

from .check import PLAYERS, check
from .components import CANOES, CARDS, GEMS_EACH, HOME_SITE, SITES, WEATHER_START
from .events import RecoveryDeclined, StealDeclined
from .evolve import evolve
from .flow import DECISIONS, pending
from .river import LAND
from .rules_score import result
from .state import Canoe, NiagaraState

__all__ = ["GAME", "OPTIONS", "setup"]

OPTIONS = (
    Option("max_rounds", 0, "end the game after this many rounds even if nobody has met a goal "
           "(the best gem value then wins); 0: no limit, as in the published game", minimum=0,
           maximum=10_000, limits_length=True),
)


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> NiagaraState:
    """Every canoe on land, every paddle card in hand, 7 gems of each type on its site.

    The first start player is drawn when the game begins (an event in the log).
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


GAME: Game[NiagaraState] = declare(
    name="niagara",
    title="Niagara",
    summary="Paddle two canoes up and down a flowing river, load gems, bring them to land; "
            "mind the falls.",
    players=PLAYERS,
    options=OPTIONS,
    state=NiagaraState,
    setup=setup,
    pending=pending,
    decisions=DECISIONS,
    evolve=evolve,
    extra_events=(RecoveryDeclined, StealDeclined),
    result=result,
    check=check,
    may_not_end=True,
    rules_version=2,
    migrations={1: None},  # version 1 kept tagged state types and a phase stack; its moves replay
)

