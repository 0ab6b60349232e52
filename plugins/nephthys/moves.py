"""Every decision a player makes, as a small frozen move (all tagged ``nephthys/...``).

Cards are card codes (see :mod:`.cards`); row positions count from 0 next to
the deck; players are seats from 0. Texts for people count positions from 1.
"""

from __future__ import annotations

import attrs

from senet import Move

__all__ = [
    "Achieve", "AddCard", "Discard", "KeepDisplay", "NameStart", "PayCard", "PlayTechnique",
    "ReplaceDisplay", "SelfStudy", "SkipTechnique", "StealFrom", "StopDiscarding", "StoreCard",
    "SwapCards", "TakeBlock", "TakeBook", "TakeSet", "UseKhnum", "UseNephthys",
]


@attrs.frozen
class PlayTechnique(Move):
    """Play ``card`` from hand as a technique; ``pay``: the display card discarded for its cost."""

    card: int
    pay: int | None = None


@attrs.frozen
class SkipTechnique(Move):
    """Step 4: do not play the extra technique."""


@attrs.frozen
class TakeBook(Move):
    """Isis: take this Book of Isis (when both are left)."""

    book: int


@attrs.frozen
class NameStart(Move):
    """Name the start player of the round (yourself included)."""

    player: int


@attrs.frozen
class UseNephthys(Move):
    """Amulet of Nephthys: discard the row and deal a new one."""


@attrs.frozen
class UseKhnum(Move):
    """Amulet of Khnum: discard hand cards (chosen next) and draw as many."""


@attrs.frozen
class SwapCards(Move):
    """Shuffle: swap the row cards at positions ``left`` and ``left + 1``."""

    left: int


@attrs.frozen
class TakeBlock(Move):
    """Take the row cards at positions ``first`` to ``last`` (hand cards may be added next)."""

    first: int
    last: int


@attrs.frozen
class AddCard(Move):
    """Add ``card`` from hand to the set being taken (cards are added lowest code first)."""

    card: int


@attrs.frozen
class TakeSet(Move):
    """Take the block and the cards added so far."""


@attrs.frozen
class KeepDisplay(Move):
    """Keep your display; the cards just taken are discarded."""


@attrs.frozen
class ReplaceDisplay(Move):
    """Discard your display; the cards just taken become it."""


@attrs.frozen
class StoreCard(Move):
    """Put ``card`` (one of the cards being discarded) into your storage."""

    card: int


@attrs.frozen
class StealFrom(Move):
    """Take fame from ``player``."""

    player: int


@attrs.frozen
class Achieve(Move):
    """Achieve the open society card ``society`` (its id); the cost is paid next."""

    society: int


@attrs.frozen
class PayCard(Move):
    """Pay ``card`` from your display towards the society card's cost (lowest code first)."""

    card: int


@attrs.frozen
class SelfStudy(Move):
    """Self-study: discard hand cards (chosen next) and draw that many + 1."""


@attrs.frozen
class Discard(Move):
    """Discard ``card`` from hand (Khnum, self-study, hand limit; lowest code first)."""

    card: int


@attrs.frozen
class StopDiscarding(Move):
    """Discard no more: draw (as many for Khnum, one more for self-study)."""
