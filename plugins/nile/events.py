"""The game's events: everything that happens, as frozen tagged values.

Cards going into a hand are secret to everyone but the hand's owner (a
:class:`senet.Hand` or :class:`senet.Secret` in the event); the draw pile's order
(after the set-up and each reshuffle) is seen by nobody (a :class:`senet.Pile`).
The engine masks them in every other player's log. Everything else happens in
the open.
"""

from __future__ import annotations

from enum import StrEnum

import attrs

from senet import Event, Hand, Pile, Secret, revealed, revealing

from .cards import Card, Crop
from .state import Ending, Step, Trade

__all__ = [
    "CardDrawn", "CardPaid", "FieldOvertaken", "FloodCleared", "FloodTurned", "GameOver", "HandDealt",
    "Harvested", "LocustsShuffledIn", "LocustsStruck", "Passed", "Planted", "Reshuffled", "Speculated",
    "SpeculationPaid", "SpeculationsDiscarded", "TradeBegun", "TradePaid", "TurnStarted", "Why",
]


class Why(StrEnum):
    """Why a card is drawn (:class:`CardDrawn`, :class:`LocustsStruck`) or turned (:class:`FloodTurned`)."""

    DRAW = "draw"
    MARKET = "market"
    SPECULATION = "speculation"
    FLOOD = "flood"
    HAPI = "hapi"


@attrs.frozen
class HandDealt(Event):
    """Set-up: a player's starting hand (only they see which cards)."""

    player: int
    count: int
    cards: Hand[Card]


@attrs.frozen
class LocustsShuffledIn(Event):
    """Set-up: the locusts are shuffled into the rest, which becomes the draw pile."""

    count: int
    """The draw pile's size."""
    order: Pile[Card]


@attrs.frozen
class TurnStarted(Event):
    """A player's turn begins (turn 1: the first player, drawn at random)."""

    player: int
    turn: int


@attrs.frozen
class FloodCleared(Event):
    """The card in the flood slot goes to the discard pile."""

    card: Card


@attrs.frozen
class Reshuffled(Event):
    """A card was needed and the draw pile was empty: the discard pile became the draw pile."""

    count: int
    left: int
    """Reshuffles left after this one."""
    order: Pile[Card]


@attrs.frozen
class FloodTurned(Event):
    """The top card of the draw pile is turned into the flood slot (``why``: flood or hapi)."""

    card: Card = revealed()
    why: Why = Why.FLOOD
    """``FLOOD``, or ``HAPI`` when an offering to Hapi turned it."""


@revealing  # a card drawn is struck in public if it is the locusts: the event is the reveal
@attrs.frozen
class LocustsStruck(Event):
    """The locusts: every field of the largest size is discarded, then the locusts.

    ``eaten`` holds ``(player, crop, cards)``; ``drawn_by`` is the player who
    drew them (``None``: turned as a flood card, they leave the flood slot).
    """

    eaten: tuple[tuple[int, Crop, int], ...]
    why: Why
    drawn_by: int | None = None


@attrs.frozen
class SpeculationPaid(Event):
    """A speculation card shows a crop of the flood card: its owner draws 3 (``draws``)."""

    player: int
    card: Card
    draws: int


@attrs.frozen
class CardDrawn(Event):
    """A player drew a card (``why``: draw, market or speculation); only they see which."""

    player: int
    why: Why
    card: Secret[Card]


@attrs.frozen
class SpeculationsDiscarded(Event):
    """After the pay-off, every speculation card in a speculation area, ``(player, card)``."""

    cards: tuple[tuple[int, Card], ...]


@attrs.frozen
class Harvested(Event):
    """One card of a flooded crop goes from a player's field to their storehouse."""

    player: int
    crop: Crop


@attrs.frozen
class TradeBegun(Event):
    """A player trades (``action``: hapi or market) and will discard 2 cards for it."""

    player: int
    action: Trade


@attrs.frozen
class CardPaid(Event):
    """A card discarded for a trade, from the hand or (``store``) the storehouse."""

    player: int
    card: Card = revealed()
    store: bool = False


@attrs.frozen
class TradePaid(Event):
    """Both cards are discarded: the trade takes effect."""

    player: int
    action: Trade


@attrs.frozen
class Passed(Event):
    """A player said no (``step``: the trade, plant or speculate decision)."""

    player: int
    step: Step


@attrs.frozen
class Planted(Event):
    """Cards of one crop from the hand onto the player's field of that crop."""

    player: int
    crop: Crop
    count: int


@attrs.frozen
class FieldOvertaken(Event):
    """``by`` planted more of ``crop`` than ``player``'s field held: that field is discarded."""

    player: int
    crop: Crop
    count: int
    by: int


@attrs.frozen
class Speculated(Event):
    """A speculation card from the hand into the player's speculation area."""

    player: int
    card: Card


@attrs.frozen
class GameOver(Event):
    """The game ends (the draw pile ran out for good)."""

    reason: Ending
