"""The game's state: frozen plain data whose hidden parts say so in their types.

Players are seats from 0, as everywhere in senet. Fields and storehouses are
counts per crop, in the order of ``NileState.crops``. What no other player may
see is kept in :mod:`senet.hidden` containers, and the engine derives views and
search copies from them:

- ``hands``: one :class:`senet.Hand` per player (seen by its owner only);
- the draw pile, as two face-down :class:`senet.Pile` in two re-deal pools:
  ``pile`` holds its crop and speculation cards (top first), which a search copy
  re-deals together with the hands it cannot see (pool ``cards``); ``plague``
  holds one flag per place of the draw pile (top first), ``True`` where the
  locusts lie, re-shuffled among themselves only (pool ``plague``). So a search
  copy never puts the locusts into a hand (they never go into one) and places
  them anywhere in the draw pile, which is exactly what a player knows.

Everything else (fields, storehouses, speculation areas, the discard pile, the
flood slot) is public. Crops and cards are the enums :class:`~.cards.Crop` and
:class:`~.cards.Card`, why the game ended an :class:`Ending`, all saved by value.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

import attrs

from senet import Hand, Pile, pool

from .cards import LOCUSTS, Card, Crop

__all__ = ["Ending", "NileState", "Step", "Trade", "split_pile"]


class Trade(StrEnum):
    """The two trades: offer to Hapi (a new flood and harvest), market (draw a card)."""

    HAPI = "hapi"
    MARKET = "market"


class Step(StrEnum):
    """Where the current player's turn stands (its decisions of steps 3 and 4)."""

    TRADE = "trade"
    """Step 3 (step 4 follows at once when the player cannot pay for a trade)."""
    PLANT = "plant"
    """Step 4: plant, speculate or pass."""
    SPECULATE = "speculate"
    """Step 4 after one speculation card: a second one, or pass."""


class Ending(StrEnum):
    """Why the game ended: a card was needed and there was none (saved by value, the sentence
    the log has always shown)."""

    NO_RESHUFFLES = "a card must be taken, the draw pile is empty and no reshuffles are left"
    """A card was to be taken from an empty draw pile, with no reshuffles left."""
    NO_DISCARDS = "a card must be taken, the draw pile is empty and the discard pile is empty"
    """A card was to be taken from an empty draw pile, with nothing to reshuffle."""
    RAN_OUT = "the draw pile ran out with no reshuffles left"
    """The last card was taken (and resolved), with no reshuffles left."""


def split_pile(order: Sequence[Card]) -> tuple[Pile[Card], Pile[bool]]:
    """A draw pile in order (top first) as its two piles: the cards, and where the locusts lie."""
    return (Pile(tuple(c for c in order if c != LOCUSTS)),
            Pile(tuple(c == LOCUSTS for c in order)))


@attrs.frozen(slots=False)
class NileState:
    """The whole table, including what no player may see (hands, the draw pile's order)."""

    crops: tuple[Crop, ...]
    """The crops in play, in crop order."""
    hands: tuple[Hand[Card], ...] = pool("cards")
    """Each player's hand, in card order (seen by its owner only)."""
    pile: Pile[Card] = pool("cards")
    """The draw pile's crop and speculation cards, top first (order seen by nobody)."""
    plague: Pile[bool] = pool("plague")
    """One flag per place of the draw pile, top first: ``True`` where the locusts lie."""
    discard: tuple[Card, ...] = ()
    """The discard pile, oldest first (public)."""
    reshuffles_left: int = 0
    """How many more times the discard pile may become the draw pile."""
    reshuffles: int = 0
    """Reshuffles done so far."""
    fields: tuple[tuple[int, ...], ...] = attrs.field()
    """Each player's fields: cards per crop (0: no field of that crop)."""
    stores: tuple[tuple[int, ...], ...] = attrs.field()
    """Each player's storehouse: harvested cards per crop."""
    specs: tuple[tuple[Card, ...], ...] = attrs.field()
    """Each player's speculation area, in the order the cards were put there."""
    flood: Card | None = None
    """The card in the flood slot."""
    current: int = 0
    """Whose turn it is."""
    turn: int = 0
    """Turns begun so far; 0 before the set-up deal."""
    step: Step = Step.TRADE
    """Which decision of the turn is next (trade, plant or a second speculation)."""
    trade: Trade | None = None
    """The trade being paid for, else ``None``."""
    paid: int = 0
    """Cards discarded so far for that trade (it takes 2)."""
    aside: tuple[Card, ...] = ()
    """Cards kept out of the deal: the locusts, until they are shuffled into the draw pile."""
    ended: Ending | None = None
    """Why the game ended, once it has."""

    @fields.default
    def _no_fields(self) -> tuple[tuple[int, ...], ...]:
        return ((0,) * len(self.crops),) * len(self.hands)

    @stores.default
    def _no_stores(self) -> tuple[tuple[int, ...], ...]:
        return ((0,) * len(self.crops),) * len(self.hands)

    @specs.default
    def _no_specs(self) -> tuple[tuple[Card, ...], ...]:
        return ((),) * len(self.hands)

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.hands)

    @property
    def pile_size(self) -> int:
        """Cards in the draw pile, the locusts included (public)."""
        return len(self.plague)  # a view's plague shows only its size: the text and drawing read it there

    @property
    def top(self) -> Card:
        """The draw pile's top card (the true state only; the pile must not be empty)."""
        return LOCUSTS if self.plague.items[0] else self.pile.items[0]

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The draw pile in order, top first (the true state only)."""
        cards = iter(self.pile.items)
        return tuple(LOCUSTS if locusts else next(cards) for locusts in self.plague.items)

    def cards_held(self, player: int) -> tuple[Card, ...]:
        """``player``'s hand (empty for a hand the state's viewer may not see)."""
        return self.hands[player].items

