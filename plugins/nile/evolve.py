"""The one place the state changes: ``evolve(state, event)``, one small handler per event type.

Handlers decide nothing: every card an event moves is named in it (or is the
draw pile's top card, which the event names too), so replaying the events
rebuilds the state exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from senet import Deck, Event, InternalError

from .cards import LOCUSTS, sort_cards
from .events import (
    CardDrawn,
    CardPaid,
    FieldOvertaken,
    FloodCleared,
    FloodTurned,
    GameOver,
    HandDealt,
    Harvested,
    LocustsShuffledIn,
    LocustsStruck,
    Passed,
    Planted,
    Reshuffled,
    Speculated,
    SpeculationPaid,
    SpeculationsDiscarded,
    TradeBegun,
    TradePaid,
    TurnStarted,
)
from .state import NileState, evolve_state

__all__ = ["evolve"]

T = TypeVar("T")


def _put(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return (*items[:i], value, *items[i + 1:])


def _less(cards: tuple[str, ...], card: str, n: int = 1) -> tuple[str, ...]:
    """``cards`` without ``n`` copies of ``card`` (a missing card is our bug)."""
    out = list(cards)
    for _ in range(n):
        try:
            out.remove(card)
        except ValueError:
            raise InternalError(f"nile: {card!r} is not there to remove") from None
    return tuple(out)


def _add(counts: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    return (*counts[:i], counts[i] + n, *counts[i + 1:])


def _deck(s: NileState, cards: tuple[str, ...], discard: tuple[str, ...]) -> Deck[str]:
    d = s.deck
    return Deck(cards, discard, d.reshuffles, d.limit)


def _top(s: NileState, card: str) -> tuple[str, ...]:
    """The draw pile without its top card, which must be ``card``."""
    cards = s.deck.cards
    if not cards or cards[0] != card:
        raise InternalError(f"nile: {card!r} is not the top card of the draw pile")
    return cards[1:]


def _dealt(s: NileState, e: HandDealt) -> NileState:
    pile = s.deck.cards
    top = pile[:e.count]
    if e.cards is None or sort_cards(top) != sort_cards(e.cards):
        raise InternalError("nile: a hand is dealt from the top of the draw pile")
    hand = sort_cards((*s.hands[e.player], *top))
    return evolve_state(s, hands=_put(s.hands, e.player, hand),
                        deck=_deck(s, pile[e.count:], s.deck.discard))


def _shuffled_in(s: NileState, e: LocustsShuffledIn) -> NileState:
    return evolve_state(s, deck=_deck(s, e.order or (), s.deck.discard), aside=())


def _turn(s: NileState, e: TurnStarted) -> NileState:
    return evolve_state(s, current=e.player, turn=e.turn)


def _cleared(s: NileState, e: FloodCleared) -> NileState:
    return evolve_state(s, flood=None, deck=_deck(s, s.deck.cards, (*s.deck.discard, e.card)))


def _reshuffled(s: NileState, e: Reshuffled) -> NileState:
    d = s.deck
    return evolve_state(s, deck=Deck((*d.cards, *(e.order or ())), (), d.reshuffles + 1, d.limit))


def _turned(s: NileState, e: FloodTurned) -> NileState:
    return evolve_state(s, flood=e.card, deck=_deck(s, _top(s, e.card), s.deck.discard))


def _struck(s: NileState, e: LocustsStruck) -> NileState:
    fields = list(s.fields)
    discard = list(s.deck.discard)
    for player, crop, count in e.eaten:
        i = s.crops.index(crop)
        fields[player] = _put(fields[player], i, 0)
        discard.extend([crop] * count)
    discard.append(LOCUSTS)
    if e.drawn_by is None:
        return evolve_state(s, fields=tuple(fields), flood=None,
                            deck=_deck(s, s.deck.cards, tuple(discard)))
    return evolve_state(s, fields=tuple(fields), deck=_deck(s, _top(s, LOCUSTS), tuple(discard)))


def _drawn(s: NileState, e: CardDrawn) -> NileState:
    card = e.card or ""
    hand = sort_cards((*s.hands[e.player], card))
    return evolve_state(s, hands=_put(s.hands, e.player, hand),
                        deck=_deck(s, _top(s, card), s.deck.discard))


def _specs_discarded(s: NileState, e: SpeculationsDiscarded) -> NileState:
    specs = list(s.specs)
    for player, card in e.cards:
        specs[player] = _less(specs[player], card)
    return evolve_state(s, specs=tuple(specs),
                        deck=_deck(s, s.deck.cards, (*s.deck.discard, *(c for _, c in e.cards))))


def _harvested(s: NileState, e: Harvested) -> NileState:
    i = s.crops.index(e.crop)
    p = e.player
    if s.fields[p][i] < 1:
        raise InternalError(f"nile: player {p} has no {e.crop} field to harvest")
    return evolve_state(s, fields=_put(s.fields, p, _add(s.fields[p], i, -1)),
                        stores=_put(s.stores, p, _add(s.stores[p], i, 1)))


def _trade_begun(s: NileState, e: TradeBegun) -> NileState:
    return evolve_state(s, trade=e.action, paid=0)


def _paid(s: NileState, e: CardPaid) -> NileState:
    p = e.player
    discard = (*s.deck.discard, e.card)
    if e.store:
        i = s.crops.index(e.card)
        if s.stores[p][i] < 1:
            raise InternalError(f"nile: player {p}'s storehouse holds no {e.card}")
        return evolve_state(s, stores=_put(s.stores, p, _add(s.stores[p], i, -1)), paid=s.paid + 1,
                            deck=_deck(s, s.deck.cards, discard))
    return evolve_state(s, hands=_put(s.hands, p, _less(s.hands[p], e.card)), paid=s.paid + 1,
                        deck=_deck(s, s.deck.cards, discard))


def _trade_paid(s: NileState, e: TradePaid) -> NileState:
    return evolve_state(s, trade=None, paid=0)


def _planted(s: NileState, e: Planted) -> NileState:
    p = e.player
    i = s.crops.index(e.crop)
    return evolve_state(s, hands=_put(s.hands, p, _less(s.hands[p], e.crop, e.count)),
                        fields=_put(s.fields, p, _add(s.fields[p], i, e.count)))


def _overtaken(s: NileState, e: FieldOvertaken) -> NileState:
    p = e.player
    i = s.crops.index(e.crop)
    return evolve_state(s, fields=_put(s.fields, p, _put(s.fields[p], i, 0)),
                        deck=_deck(s, s.deck.cards, (*s.deck.discard, *[e.crop] * e.count)))


def _speculated(s: NileState, e: Speculated) -> NileState:
    p = e.player
    return evolve_state(s, hands=_put(s.hands, p, _less(s.hands[p], e.card)),
                        specs=_put(s.specs, p, (*s.specs[p], e.card)))


def _over(s: NileState, e: GameOver) -> NileState:
    return evolve_state(s, ended=e.reason)


def _same(s: NileState, e: Event) -> NileState:
    return s


_HANDLERS: dict[type, Callable[[NileState, Any], NileState]] = {
    HandDealt: _dealt, LocustsShuffledIn: _shuffled_in, TurnStarted: _turn, FloodCleared: _cleared,
    Reshuffled: _reshuffled, FloodTurned: _turned, LocustsStruck: _struck, SpeculationPaid: _same,
    CardDrawn: _drawn, SpeculationsDiscarded: _specs_discarded, Harvested: _harvested,
    TradeBegun: _trade_begun, CardPaid: _paid, TradePaid: _trade_paid, Passed: _same,
    Planted: _planted, FieldOvertaken: _overtaken, Speculated: _speculated, GameOver: _over,
}


def evolve(state: NileState, event: Event) -> NileState:
    """The state after ``event``; an event of another game is our bug."""
    handler = _HANDLERS.get(type(event))
    if handler is None:
        raise InternalError(f"nile cannot apply {event!r}")
    return handler(state, event)
