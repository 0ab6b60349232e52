"""The classic 6 nimmt! card game (Amigo 1994), 2-10 players, declared by its decisions.

Everyone picks a card at once in secret; cards are placed lowest first; the sixth
card in a row takes the five; a card below every row end makes its owner choose a
row to take. Rounds of ten tricks are dealt until someone has 66 or more penalty
points; the fewest points wins. It shares only the bullhead table
(:mod:`senet_games.nimmt.tiles`) and the drawn card (:mod:`senet_games.nimmt.picture_card`)
with the board game.

Its files are the template's: this declaration with its set-up, ``state``, ``moves``,
``events``, ``evolve``, ``flow``, ``rules``, ``check``, and the faces ``words``, ``table``,
``picture``, ``actions``, ``evaluate`` (:mod:`senet.faces`).
"""

from __future__ import annotations

from collections.abc import Mapping

from senet import Hand, OptionValue, Rng, declare

from .check import check
from .evolve import evolve
from .flow import DECISIONS, pending
from .rules import result, round_number
from .state import ROWS, ClassicState

__all__ = ["GAME", "setup"]


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> ClassicState:
    """An empty table; the first round is dealt at once by ``pending``."""
    return ClassicState(tuple(Hand(p) for p in range(players)), ((),) * ROWS, (0,) * players)


GAME = declare(
    name="nimmt-classic",
    title="6 nimmt! (the classic card game)",
    summary="Choose cards in secret, place them lowest first; the sixth card in a row takes five.",
    players=range(2, 11),
    state=ClassicState,
    setup=setup,
    pending=pending,
    decisions=DECISIONS,
    evolve=evolve,
    result=result,
    check=check,
    round_number=round_number,
    rules_version=1,
)
