"""The classic 6 nimmt! card game (Amigo 1994), 2-10 players, declared by its decisions.

Everyone picks a card at once in secret; cards are placed lowest first; the sixth
card in a row takes the five; a card below every row end makes its owner choose a
row to take. Rounds of ten tricks are dealt until someone has 66 or more penalty
points; the fewest points wins. It shares only the bullhead table
(:mod:`senet_games.nimmt.tiles`) with the board game.
"""

from __future__ import annotations

from senet import Result, declare

from .evaluate import round_number
from .events import evolve
from .flow import DECISIONS, pending, setup
from .rules import check
from .state import ClassicState

__all__ = ["GAME"]


def _result(state: ClassicState) -> Result:
    """Fewest penalty points wins; scores are the penalties."""
    return Result.from_scores(state.penalties, lower_wins=True)


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
    result=_result,
    check=check,
    round_number=round_number,
    rules_version=1,
)
