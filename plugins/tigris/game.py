"""The Tigris & Euphrates declaration: options, set-up, and the parts wired together."""

from __future__ import annotations

from collections.abc import Mapping

from senet import Game, Option, OptionValue, Rng

from . import text
from .events import EVENTS
from .evolve import evolve
from .flow import ACTION, phases
from .layout import LAYOUTS, SIDES, SQUARES
from .moves import (
    ACTION_MOVES,
    BuildMonument,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    PickWar,
    Square,
    Support,
)
from .state import (
    CATASTROPHES,
    EMPTY,
    RED,
    TILE_COUNTS,
    Choice,
    Conflict,
    Monument,
    TigrisState,
    tile_code,
)
from .view import determinize, result, view

__all__ = ["GAME", "OPTIONS", "setup"]

OPTIONS = (
    Option("board", "standard", "the board's side: standard, or advanced (the reverse side)",
           choices=SIDES),
    Option("open_scoring", False, "everyone's victory points are shown (else each player sees "
                                  "only their own until the end)"),
)


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> TigrisState:
    """The board with its starting temples and treasures, and every other tile in the bag.

    The hands are dealt, and the first player chosen, when the first phase begins.
    """
    side = str(options.get("board", "standard"))
    layout = LAYOUTS[side]
    cells = [EMPTY] * SQUARES
    for square in layout.temples:
        cells[square] = tile_code(RED)
    red, blue, green, black = TILE_COUNTS
    return TigrisState(
        side=side,
        open_scoring=bool(options.get("open_scoring", False)),
        cells=tuple(cells),
        treasures=layout.temples,
        hands=((0, 0, 0, 0),) * players,
        bag=(red - len(layout.temples), blue, green, black),
        catastrophes=(CATASTROPHES,) * players,
        points=((0, 0, 0, 0),) * players,
        treasures_won=(0,) * players,
    )


def _start(state: TigrisState) -> str:
    return ACTION


GAME: Game[TigrisState] = Game(
    name="tigris",
    title="Tigris & Euphrates",
    summary="Build kingdoms of four colours between the rivers; your weakest colour is your score.",
    players=range(2, 5),
    state_type=TigrisState,
    setup=setup,
    start=_start,
    phases=phases(),
    evolve=evolve,
    view=view,
    result=result,
    determinize=determinize,
    moves=(*ACTION_MOVES, Square, Discard, Support, PickWar, BuildMonument, DeclineMonument,
           LeaveTreasure),
    events=EVENTS,
    tagged=(TigrisState, Choice, Conflict, Monument),
    options=OPTIONS,
    rules_version=1,
    describe_move=text.describe_move,
    describe_event=text.describe_event,
    render=text.render,
)
