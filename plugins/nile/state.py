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
flood slot) is public.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

import attrs

from senet import Hand, Pile, pool

from .cards import LOCUSTS

__all__ = ["NileState", "Step", "Trade", "split_pile"]


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


def split_pile(order: Sequence[str]) -> tuple[Pile[str], Pile[bool]]:
    """A draw pile in order (top first) as its two piles: the cards, and where the locusts lie."""
    return (Pile(tuple(c for c in order if c != LOCUSTS)),
            Pile(tuple(c == LOCUSTS for c in order)))


@attrs.frozen(slots=False)
class NileState:
    """The whole table, including what no player may see (hands, the draw pile's order)."""

    crops: tuple[str, ...]
    """The crops in play, in crop order."""
    hands: tuple[Hand[str], ...] = pool("cards")
    """Each player's hand, in card order (seen by its owner only)."""
    pile: Pile[str] = pool("cards")
    """The draw pile's crop and speculation cards, top first (order seen by nobody)."""
    plague: Pile[bool] = pool("plague")
    """One flag per place of the draw pile, top first: ``True`` where the locusts lie."""
    discard: tuple[str, ...] = ()
    """The discard pile, oldest first (public)."""
    reshuffles_left: int = 0
    """How many more times the discard pile may become the draw pile."""
    reshuffles: int = 0
    """Reshuffles done so far."""
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
    step: Step = Step.TRADE
    """Which decision of the turn is next (trade, plant or a second speculation)."""
    trade: Trade | None = None
    """The trade being paid for, else ``None``."""
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
    def pile_size(self) -> int:
        """Cards in the draw pile, the locusts included (public)."""
        return len(self.plague)  # a view's plague shows only its size: the text and drawing read it there

    @property
    def top(self) -> str:
        """The draw pile's top card (the true state only; the pile must not be empty)."""
        return LOCUSTS if self.plague.items[0] else self.pile.items[0]

    @property
    def draw_pile(self) -> tuple[str, ...]:
        """The draw pile in order, top first (the true state only)."""
        cards = iter(self.pile.items)
        return tuple(LOCUSTS if locusts else next(cards) for locusts in self.plague.items)

    def cards_held(self, player: int) -> tuple[str, ...]:
        """``player``'s hand (empty for a hand the state's viewer may not see)."""
        return self.hands[player].items

