"""What a player may know, the winner, and re-dealing what an observer cannot see."""

from __future__ import annotations

import attrs

from senet import Deck, Result, Rng

from .cards import LOCUSTS, sort_cards
from .state import NileState

__all__ = ["NileView", "counts", "determinize", "result", "view"]


@attrs.frozen
class NileView:
    """One player's (or a spectator's) knowledge: everything public, plus their own hand."""

    crops: tuple[str, ...]
    """The crops in play; ``fields`` and ``stores`` count cards in this order."""
    turn: int
    current: int
    flood: str | None
    fields: tuple[tuple[int, ...], ...]
    stores: tuple[tuple[int, ...], ...]
    specs: tuple[tuple[str, ...], ...]
    hand: tuple[str, ...] | None
    """The viewer's hand; ``None`` for a spectator."""
    hand_sizes: tuple[int, ...]
    pile: int
    """Cards in the draw pile (its order is hidden from everyone)."""
    discard: tuple[str, ...]
    """The discard pile, oldest first (public)."""
    reshuffles_left: int
    trade: str | None
    """The trade the current player is paying for, if any."""
    paid: int
    ended: str | None


def view(state: NileState, player: int | None) -> NileView:
    """``player``'s view: their hand; for every hidden zone, only its size."""
    mine = player is not None and 0 <= player < state.players
    return NileView(
        crops=state.crops,
        turn=state.turn,
        current=state.current,
        flood=state.flood,
        fields=state.fields,
        stores=state.stores,
        specs=state.specs,
        hand=state.hands[player] if mine and player is not None else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        pile=len(state.deck.cards),
        discard=state.deck.discard,
        reshuffles_left=state.reshuffles_left,
        trade=state.trade,
        paid=state.paid,
        ended=state.ended,
    )


def counts(stores: tuple[int, ...]) -> tuple[int, ...]:
    """A storehouse's counts per crop (0 for a crop never harvested), smallest first."""
    return tuple(sorted(stores))


def result(state: NileState) -> Result:
    """Compare the sorted counts, smallest first: the highest wins; equal counts share.

    The score shown is the smallest count (the first thing compared).
    """
    keys = [counts(store) for store in state.stores]
    return Result.from_keys([k[0] if k else 0 for k in keys], keys)


def determinize(state: NileState, observer: int | None, rng: Rng) -> NileState:
    """Re-deal the other players' hands and the draw pile's order, keeping every size.

    The locusts never go into a hand, so they stay in the draw pile (wherever
    the shuffle puts them); everything public stays as it is.
    """
    others = [p for p in range(state.players) if p != observer]
    pile = state.deck.cards
    plague = [c for c in pile if c == LOCUSTS]
    pool = [c for c in pile if c != LOCUSTS]
    for p in others:
        pool.extend(state.hands[p])
    cards = list(rng.shuffled(pool))
    hands = list(state.hands)
    for p in others:
        need = len(hands[p])
        hands[p] = sort_cards(cards[:need])
        del cards[:need]
    deck = state.deck
    order = rng.shuffled((*cards, *plague))
    return attrs.evolve(state, hands=tuple(hands),
                        deck=Deck(order, deck.discard, deck.reshuffles, deck.limit))
