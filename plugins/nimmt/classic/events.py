"""The card game's events (applied by :mod:`.evolve`)."""

from __future__ import annotations

import attrs

from senet import Event, Hand, revealed

__all__ = ["CardPlaced", "HandDealt", "RoundDealt", "RowTaken", "TrickRevealed"]


@attrs.frozen
class RoundDealt(Event):
    """A new round: the four row-start cards (after the hands were dealt)."""

    round: int
    rows: tuple[int, ...]


@attrs.frozen
class HandDealt(Event):
    """A player's new hand (a :class:`senet.Hand`: only they see the cards)."""

    player: int
    cards: Hand[int]


@attrs.frozen
class TrickRevealed(Event):
    """The chosen cards as (card, player), in the order they will be placed."""

    plays: tuple[tuple[int, int], ...] = revealed()
    """A declared reveal: the cards come from the hands (a forced last trick shows them)."""


@attrs.frozen
class CardPlaced(Event):
    """A card went to the end of a row."""

    player: int
    card: int
    row: int


@attrs.frozen
class RowTaken(Event):
    """A player took a row's cards as penalty; ``card`` starts the row."""

    player: int
    row: int
    cards: tuple[int, ...]
    points: int
    card: int
