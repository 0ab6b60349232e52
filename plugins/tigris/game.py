"""The Tigris & Euphrates declaration: options, set-up, and the parts wired together."""

from __future__ import annotations

from collections.abc import Mapping

from senet import Game, Hand, Option, OptionValue, Pile, Rng, Secret, declare, unasked_lone

from .check import check
from .evolve import evolve
from .flow import DECISIONS, pending
from .layout import LAYOUTS, SIDES, SQUARES
from .rules_aftermath import result
from .state import CATASTROPHES, EMPTY, RED, TILE_COUNTS, Side, TigrisState, tile_code, tiles_of

__all__ = ["GAME", "OPTIONS", "setup"]

OPTIONS = (
    Option("board", Side.STANDARD.value, "the board's side: standard, or advanced (the reverse side)",
           choices=SIDES),
    Option("open_scoring", False, "everyone's victory points are shown (else each player sees "
                                  "only their own until the end)"),
)


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> TigrisState:
    """The board with its starting temples and treasures, and every other tile in the bag.

    The hands are dealt, and the first player chosen, by the flow's first step.
    """
    side = Side(str(options.get("board", Side.STANDARD)))
    open_scoring = bool(options.get("open_scoring", False))
    layout = LAYOUTS[side]
    cells = [EMPTY] * SQUARES
    for square in layout.temples:
        cells[square] = tile_code(RED)
    red, blue, green, black = TILE_COUNTS
    return TigrisState(
        side=side,
        open_scoring=open_scoring,
        cells=tuple(cells),
        treasures=layout.temples,
        hands=tuple(Hand[int](p) for p in range(players)),
        bag=Pile(tiles_of((red - len(layout.temples), blue, green, black))),
        catastrophes=(CATASTROPHES,) * players,
        points=tuple(Secret(p, (0, 0, 0, 0), shown=open_scoring) for p in range(players)),
        treasures_won=(0,) * players,
    )


GAME: Game[TigrisState] = declare(
    name="tigris",
    title="Tigris & Euphrates",
    summary="Build kingdoms of four colours between the rivers; your weakest colour is your score.",
    players=range(2, 5),
    state=TigrisState,
    setup=setup,
    pending=pending,
    decisions=DECISIONS,
    evolve=evolve,
    result=result,
    options=OPTIONS,
    rules_version=2,
    migrations={1: unasked_lone},  # the same moves; the lone commits now asked are played between
    check=check,
)
