"""The card game's table: the state type, its sizes, and what is hidden in it.

Hands are :class:`senet.Hand` (each seen by its owner) and the undealt cards a
:class:`senet.Pile` (seen by nobody): the engine derives every view and search copy
from those types. Everything else (rows, penalties, cards waiting to be placed) is public.
"""

from __future__ import annotations

import attrs

from senet import Hand, Pile

__all__ = ["CARDS", "GAME_END", "HAND", "ROWS", "ROW_LIMIT", "ClassicState"]

CARDS = tuple(range(1, 105))
"""The 104 cards."""
HAND = 10
"""Cards dealt to each player a round (and tricks a round)."""
ROWS = 4
ROW_LIMIT = 5
"""A row holds five cards; the sixth takes them."""
GAME_END = 66
"""Penalty points that end the game at the end of a round."""


@attrs.frozen
class ClassicState:
    """The table: rows, hands, penalties, the undealt cards, cards waiting to be placed."""

    hands: tuple[Hand[int], ...]
    """Each seat's hand, sorted (``hands[p].owner == p``)."""
    rows: tuple[tuple[int, ...], ...]
    """The four rows, oldest card first (empty before the first deal)."""
    penalties: tuple[int, ...]
    """Each seat's penalty points so far."""
    stock: Pile[int] = Pile()
    """The cards not dealt this round (face down, never used)."""
    waiting: tuple[tuple[int, int], ...] = ()
    """Revealed (card, player) pairs not yet placed, lowest first."""
    round: int = 0
    """The round being played (from 1; 0 before the first deal)."""
    tricks: int = 0
    """Tricks revealed this round."""

    @property
    def players(self) -> int:
        """How many players sit at the table (one hand each)."""
        return len(self.hands)
