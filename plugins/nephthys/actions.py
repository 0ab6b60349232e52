"""Age of Nephthys's action numbering (for :mod:`senet.rl`), documented in docs/games/nephthys.md.

Cards are numbered in :data:`CARDS` order (every record card code, the start card, the Books of
Isis, ascending). In order: play each technique card paying nothing, then paying with each card;
play no technique; take each Book; name each seat start player; use Nephthys; use Khnum; swap
row cards at each position with the next; take each block of the row (first, last); add each
card to the set; take the set; keep the display; replace the display; store each card; steal
from each seat; achieve each society; study alone; pay each card; discard each card; stop
discarding.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from senet import Move, OptionValue
from senet.actions import Capacity, Counts, MoveTable, Seats

from .cards import BOOKS, DECK, START_CARD
from .moves import (
    Achieve,
    AddCard,
    Discard,
    KeepDisplay,
    NameStart,
    PayCard,
    PlayTechnique,
    ReplaceDisplay,
    SelfStudy,
    SkipTechnique,
    StealFrom,
    StopDiscarding,
    StoreCard,
    SwapCards,
    TakeBlock,
    TakeBook,
    TakeSet,
    UseKhnum,
    UseNephthys,
)
from .societies import SOCIETIES

__all__ = ["CARDS", "ENCODING", "ROW_MOST"]

CARDS: tuple[int, ...] = tuple(sorted({*DECK, START_CARD, *BOOKS}))
"""Every card code, ascending."""
ROW_MOST = 12
"""The longest row the numbering covers (the row is refilled to 5, more with techniques)."""
HELD_MOST = 16
"""The most cards a set, a stash or a payment holds in the observation."""


def _moves(options: Mapping[str, OptionValue], players: int) -> Sequence[Move]:
    out: list[Move] = []
    for card in CARDS:
        out.append(PlayTechnique(card))
        out.extend(PlayTechnique(card, pay) for pay in CARDS)
    out.append(SkipTechnique())
    out.extend(TakeBook(book) for book in BOOKS)
    out.extend(NameStart(p) for p in range(players))
    out.extend((UseNephthys(), UseKhnum()))
    out.extend(SwapCards(i) for i in range(ROW_MOST - 1))
    out.extend(TakeBlock(a, b) for a in range(ROW_MOST) for b in range(a, ROW_MOST))
    out.extend(AddCard(card) for card in CARDS)
    out.extend((TakeSet(), KeepDisplay(), ReplaceDisplay()))
    out.extend(StoreCard(card) for card in CARDS)
    out.extend(StealFrom(p) for p in range(players))
    out.extend(Achieve(society) for society in sorted(SOCIETIES))
    out.append(SelfStudy())
    out.extend(PayCard(card) for card in CARDS)
    out.extend(Discard(card) for card in CARDS)
    out.append(StopDiscarding())
    return out


_HELD = Capacity(HELD_MOST)
ENCODING = MoveTable(_moves, hints={
    "seats": Seats(), "seats[].secret": Counts(CARDS), "seats[].known": Counts(CARDS),
    "seats[].display": Counts(CARDS), "seats[].techniques": Counts(CARDS), "seats[].storage": Counts(CARDS),
    "discard": Counts(CARDS), "row": Capacity(ROW_MOST), "books": Counts(BOOKS),
    "society_deck": Counts(sorted(SOCIETIES)), "society_discard": Counts(sorted(SOCIETIES)),
    "societies": Capacity(6), "societies[].achieved": Seats(), "books_due": Seats(),
    "holding": _HELD, "take.added": _HELD, "picking.picked": _HELD, "stash.cards": _HELD,
    "stash.stored": _HELD, "paying.paid": _HELD, "effects": Capacity(8),
})
"""Hands, displays, techniques, storage and the discard pile are seen as counts of each card;
the row in order."""
