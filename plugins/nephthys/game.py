"""Age of Nephthys (Southern Cross Games, 2020): the game declaration.

Scholars sort historical records. Each round every player upgrades their
board with a technique card (all at once, in secret), takes a set of cards
from the open row for fame, and spends their display on a society card.
The first to 31 fame ends the game. 1-4 players; see docs/games/nephthys.md.

The parts: ``cards`` and ``societies`` (the data files, checked at import),
``techniques`` (the effect system), ``sets``, ``blocks`` and ``stairs`` (what cards
form), ``state``, ``moves``, ``events``, ``evolve``, ``rules`` (who decides and what
they may do), ``rules_refusals`` (why a move is refused), ``flow`` (``pending`` and the
decisions), ``flow_phases`` (the decisions' names and help), ``flow_steps`` (the
automatic steps), ``check`` (what makes a table impossible, for position builders),
``names`` (the words the faces share);
the faces ``words``, ``table``, ``picture``, ``actions`` and ``evaluate``.
Views and search copies are the engine's, derived from the state's types.
"""

from __future__ import annotations

from collections.abc import Mapping

from senet import Game, Hand, OptionValue, Pile, Rng, declare, unasked_lone

from .cards import BOOKS, DECK, START_CARD
from .check import check
from .evolve import evolve
from .flow import DECISIONS, pending
from .rules import result
from .societies import SOCIETIES
from .state import NephState, Seat

__all__ = ["GAME", "setup"]


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> NephState:
    """The table before dealing: the sorted deck, the Books set aside, the society deck with its
    top card showing, and every player's start card; the first step deals the rest."""
    ids = sorted(SOCIETIES)
    top = ids[rng.below(len(ids))]
    return NephState(
        seats=tuple(Seat(Hand(p), known=(START_CARD,)) for p in range(players)),
        deck=Pile(DECK),
        books=BOOKS,
        society_deck=(top, *(i for i in ids if i != top)),
    )


GAME: Game[NephState] = declare(
    name="nephthys",
    title="Age of Nephthys",
    summary="Play techniques in secret, take sets of records from the row, achieve societies; "
            "first to 31 fame.",
    players=range(1, 5),
    state=NephState,
    setup=setup,
    pending=pending,
    decisions=DECISIONS,
    evolve=evolve,
    result=result,
    rules_version=2,
    migrations={1: unasked_lone},  # the same moves, with the single options now asked written in
    check=check,
)
