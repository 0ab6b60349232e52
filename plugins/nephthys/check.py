"""What makes a table impossible: the game's ``check`` (for position builders, see
:func:`senet.testing.position`).

Every record card, start card and Book is in exactly one place (hands, displays,
techniques, storages, the deck, the discard pile, the row, the Books set aside, or a
step under way: the hand cards added to a set, the set just taken, cards on their way
out, display cards being paid); every society card too (the society deck, its
discards, the open ones). Beyond that: each hand is its own seat's, 1-4 seats, the
players named anywhere are at the table, fame is not negative (and below 31 where the
round's end would have ended the game), the steps under way fit the table.
"""

from __future__ import annotations

from collections.abc import Iterable

from senet.testing import same_components

from .cards import BOOKS, DECK, START_CARD
from .flow_steps import GOAL, OPEN, SOLO_ROUNDS
from .societies import SOCIETIES
from .state import NephState, Stage

__all__ = ["check"]

PLAYERS = range(1, 5)
KNOWN = frozenset({START_CARD, *BOOKS})
"""The only cards a hand holds face up: the start card and the Books taken with Isis."""
QUIET = frozenset({Stage.TECHNIQUE, Stage.BOOKS, Stage.NAME, Stage.EXTRA, Stage.EXTRA_BOOKS, Stage.LIMIT})
"""Stages no fame is won in, reached only when nobody had 31 at the last round's end."""


def _places(s: NephState) -> dict[str, Iterable[int]]:
    """Where record cards lie, by a name for people."""
    places: dict[str, Iterable[int]] = {}
    for p, seat in enumerate(s.seats):
        places[f"player {p}'s hand"] = (*seat.known, *seat.secret.items)
        places[f"player {p}'s display"] = seat.display
        places[f"player {p}'s techniques"] = seat.techniques
        places[f"player {p}'s storage"] = seat.storage
    places.update({"the deck": s.deck.items, "the discard pile": s.discard, "the row": s.row,
                   "the Books set aside": s.books, "the set just taken": s.holding})
    if s.take is not None:
        places["the cards added to the set"] = s.take.added
    if s.stash is not None:
        places["the cards on their way out"] = s.stash.cards
    if s.paying is not None:
        places["the cards being paid"] = s.paying.paid
    return places


def _players(s: NephState) -> list[str]:
    """Players named by the table who are not at it."""
    n = s.players
    named = [("the start player", s.start), ("the first-scholar token", s.token)]
    named += [("a Book due", p) for p in s.books_due]
    named += [(f"society {o.society} achieved by", p) for o in s.societies for p in o.achieved]
    for what, part in (("discarding", s.picking), ("the stash", s.stash), ("the steal", s.steal)):
        if part is not None:
            named.append((what, part.player))
    return [f"{what}: player {p} is not at the table of {n}" for what, p in named if not 0 <= p < n]


def _steps(s: NephState) -> list[str]:
    """Steps under way that do not fit the table."""
    problems = []
    if not 0 <= s.turn < s.players:
        problems.append(f"turn {s.turn}: there are {s.players} players")
    if s.take is not None and not 0 <= s.take.first <= s.take.last < len(s.row):
        problems.append(f"the block taken ({s.take.first}-{s.take.last}) is not in the row of {len(s.row)}")
    if s.stash is not None and not 0 <= s.stash.stores <= len(s.stash.cards):
        problems.append(f"{s.stash.stores} cards to store of {len(s.stash.cards)}")
    if s.paying is not None and s.paying.society not in {o.society for o in s.societies}:
        problems.append(f"society {s.paying.society} is paid for but not open")
    if s.round < (0 if s.stage is Stage.SETUP else 1):
        problems.append(f"round {s.round}")
    if s.players == 1 and s.round > SOLO_ROUNDS:
        problems.append(f"round {s.round}: a solo game ends after round {SOLO_ROUNDS}")
    return problems


def check(s: NephState) -> list[str]:
    """Everything that makes ``s`` a table that cannot occur (empty: nothing found)."""
    n = s.players
    if n not in PLAYERS:
        return [f"{n} seats: Age of Nephthys is played by 1-4"]
    problems = [f"player {p}'s hand belongs to player {seat.secret.owner}"
                for p, seat in enumerate(s.seats) if seat.secret.owner != p]
    problems += [f"player {p} holds {c} face up: only the start card and the Books are"
                 for p, seat in enumerate(s.seats) for c in seat.known if c not in KNOWN]
    for p, seat in enumerate(s.seats):
        if seat.fame < 0:
            problems.append(f"player {p} has fame {seat.fame}: fame is never below 0")
        elif seat.fame >= GOAL and s.stage in QUIET:
            problems.append(f"player {p} has fame {seat.fame} in stage {s.stage}: "
                            f"the game would have ended at {GOAL}")
    problems += _players(s)
    problems += _steps(s)
    problems += same_components({k: tuple(v) for k, v in _places(s).items()},
                                (*DECK, *[START_CARD] * n, *BOOKS))
    open_ids = [o.society for o in s.societies]
    problems += same_components({"the society deck": s.society_deck, "the society discards":
                                 s.society_discard, "the open societies": open_ids}, tuple(SOCIETIES))
    if len(open_ids) > OPEN:
        problems.append(f"{len(open_ids)} open societies: at most {OPEN}")
    return problems
