"""The game's state and moves (frozen, tagged, plain data).

Players are seats from 0, as everywhere in senet. Fields and storehouses are
counts per crop, in the order of ``NileState.crops``. The draw pile is a
:class:`senet.Deck` whose ``cards`` are in draw order (top first, hidden from
everyone), whose ``discard`` pile is public, and whose ``limit`` is the
number of reshuffles the game allows (players - 1).
"""

from __future__ import annotations

import attrs

from senet import Deck, Move, Tagged, replacer

__all__ = [
    "HAPI", "MARKET", "TRADES", "Market", "NileState", "OfferToHapi", "Pass", "Pay", "Plant",
    "PlantPair", "Speculate", "evolve_state",
]

HAPI = "hapi"
MARKET = "market"
TRADES = (HAPI, MARKET)
"""The two trades: offer to Hapi (a new flood and harvest), market (draw a card)."""


@attrs.frozen
class NileState(Tagged, tag="nile/state"):
    """The whole table, including what no player may see (hands, the draw pile's order)."""

    crops: tuple[str, ...]
    """The crops in play, in crop order."""
    deck: Deck[str]
    """Draw pile (top first), discard pile (oldest first), reshuffles done and allowed."""
    hands: tuple[tuple[str, ...], ...]
    """Each player's hand, in card order (hidden from the others)."""
    fields: tuple[tuple[int, ...], ...] = attrs.field()
    """Each player's fields: cards per crop (0: no field of that crop)."""
    stores: tuple[tuple[int, ...], ...] = attrs.field()
    """Each player's storehouse: harvested cards per crop."""
    specs: tuple[tuple[str, ...], ...] = attrs.field()
    """Each player's speculation area, in the order the cards were put there."""
    flood: str | None = None
    """The card in the flood slot."""
    current: int = 0
    """Whose turn it is."""
    turn: int = 0
    """Turns begun so far; 0 before the set-up deal."""
    trade: str | None = None
    """The trade being paid for (``"hapi"`` or ``"market"``), else ``None``."""
    paid: int = 0
    """Cards discarded so far for that trade (it takes 2)."""
    aside: tuple[str, ...] = ()
    """Cards kept out of the deal: the locusts, until they are shuffled into the draw pile."""
    ended: str | None = None
    """Why the game ended, once it has."""

    @fields.default
    def _no_fields(self) -> tuple[tuple[int, ...], ...]:
        return ((0,) * len(self.crops),) * len(self.hands)

    @stores.default
    def _no_stores(self) -> tuple[tuple[int, ...], ...]:
        return ((0,) * len(self.crops),) * len(self.hands)

    @specs.default
    def _no_specs(self) -> tuple[tuple[str, ...], ...]:
        return ((),) * len(self.hands)

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.hands)

    @property
    def reshuffles_left(self) -> int:
        """How many more times the discard pile may become the draw pile."""
        limit = self.deck.limit
        return 0 if limit is None else max(0, limit - self.deck.reshuffles)


evolve_state = replacer(NileState)
"""A fast ``attrs.evolve`` for :class:`NileState`."""


# -- moves --------------------------------------------------------------------------------------


@attrs.frozen
class OfferToHapi(Move, tag="nile/offer_to_hapi"):
    """Trade: discard 2 cards (chosen next), then a new flood card and a new harvest."""


@attrs.frozen
class Market(Move, tag="nile/market"):
    """Trade: discard 2 cards (chosen next), then draw 1 card."""


@attrs.frozen
class Pass(Move, tag="nile/pass"):
    """Say no: end the trade step, neither plant nor speculate, or put no second speculation card."""


@attrs.frozen
class Pay(Move, tag="nile/pay"):
    """Discard one card for the trade under way: from the hand, or (``store``) from the storehouse."""

    card: str
    store: bool = False


@attrs.frozen
class Plant(Move, tag="nile/plant"):
    """Plant ``count`` cards of one crop: 2 or more, or any number onto your own field of it."""

    crop: str
    count: int


@attrs.frozen
class PlantPair(Move, tag="nile/plant_pair"):
    """Plant exactly one card each of two different crops (named in crop order)."""

    first: str
    second: str


@attrs.frozen
class Speculate(Move, tag="nile/speculate"):
    """Put a speculation card from the hand into your speculation area."""

    card: str
