"""The moves: what a player may answer to the turn's four decisions (frozen, tagged)."""

from __future__ import annotations

import attrs

from senet import Move

from .cards import Card, Crop

__all__ = ["Market", "OfferToHapi", "Pass", "Pay", "Plant", "PlantPair", "Speculate"]


@attrs.frozen
class OfferToHapi(Move):
    """Trade: discard 2 cards (chosen next), then a new flood card and a new harvest."""


@attrs.frozen
class Market(Move):
    """Trade: discard 2 cards (chosen next), then draw 1 card."""


@attrs.frozen
class Pass(Move):
    """Say no: end the trade step, neither plant nor speculate, or put no second speculation card."""


@attrs.frozen
class Pay(Move):
    """Discard one card for the trade under way: from the hand, or (``store``) from the storehouse."""

    card: Card
    store: bool = False


@attrs.frozen
class Plant(Move):
    """Plant ``count`` cards of one crop: 2 or more, or any number onto your own field of it."""

    crop: Crop
    count: int


@attrs.frozen
class PlantPair(Move):
    """Plant exactly one card each of two different crops (named in crop order)."""

    first: Crop
    second: Crop


@attrs.frozen
class Speculate(Move):
    """Put a speculation card from the hand into your speculation area."""

    card: Card
