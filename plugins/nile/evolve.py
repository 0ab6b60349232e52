"""The one place the state changes: ``evolve(state, event)``, one small function per event type.

These functions decide nothing: every card an event moves is named in it (or is
the draw pile's top card, which the event names too), so replaying the events
rebuilds the state exactly.
"""

from __future__ import annotations

from senet import Evolver, Hand, InternalError, Pile, remove_items, replacer

from .cards import CROP_CARD, LOCUSTS, Card, sort_cards
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
from .state import NileState, Step, split_pile

__all__ = ["evolve"]

evolve = Evolver[NileState]()
_new = replacer(NileState)


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_STEP_PLANT = Step.PLANT
_STEP_SPECULATE = Step.SPECULATE
_STEP_TRADE = Step.TRADE


def _row(rows: tuple[tuple[int, ...], ...], p: int, i: int, value: int) -> tuple[tuple[int, ...], ...]:
    """``rows`` with ``rows[p][i]`` set to ``value``."""
    row = rows[p]
    return (*rows[:p], (*row[:i], value, *row[i + 1:]), *rows[p + 1:])


def _hands(s: NileState, p: int, gone: tuple[Card, ...] = (), got: tuple[Card, ...] = ()
           ) -> tuple[Hand[Card], ...]:
    """The hands with ``gone`` taken from player ``p``'s hand and ``got`` added (in card order)."""
    hands = s.hands
    cards = hands[p].items
    if gone:
        cards = remove_items(cards, gone)
    cards = sort_cards((*cards, *got) if got else cards)
    return (*hands[:p], Hand(p, cards), *hands[p + 1:])


def _taken(s: NileState, card: Card) -> tuple[Pile[Card], Pile[bool]]:
    """The draw pile's two piles without its top card, which must be ``card``."""
    plague = s.plague.items
    if not plague or s.top != card:
        raise InternalError(f"nile: {card!r} is not the top card of the draw pile")
    return (s.pile if plague[0] else Pile(s.pile.items[1:])), Pile(plague[1:])


@evolve.on(HandDealt)
def _dealt(s: NileState, e: HandDealt) -> NileState:
    top = s.pile.items[:e.count]
    if sort_cards(top) != sort_cards(e.cards.items):
        raise InternalError("nile: a hand is dealt from the top of the draw pile")
    return _new(s, pile=Pile(s.pile.items[e.count:]), plague=Pile(s.plague.items[e.count:]),
                hands=_hands(s, e.player, got=top))


@evolve.on(LocustsShuffledIn)
def _shuffled_in(s: NileState, e: LocustsShuffledIn) -> NileState:
    pile, plague = split_pile(e.order.items)
    return _new(s, pile=pile, plague=plague, aside=())


@evolve.on(TurnStarted)
def _turn(s: NileState, e: TurnStarted) -> NileState:
    return _new(s, current=e.player, turn=e.turn, step=_STEP_TRADE)


@evolve.on(FloodCleared)
def _cleared(s: NileState, e: FloodCleared) -> NileState:
    return _new(s, flood=None, discard=(*s.discard, e.card))


@evolve.on(Reshuffled)
def _reshuffled(s: NileState, e: Reshuffled) -> NileState:
    pile, plague = split_pile((*s.draw_pile, *e.order.items))
    return _new(s, pile=pile, plague=plague, discard=(), reshuffles=s.reshuffles + 1,
                reshuffles_left=e.left)


@evolve.on(FloodTurned)
def _turned(s: NileState, e: FloodTurned) -> NileState:
    pile, plague = _taken(s, e.card)
    return _new(s, pile=pile, plague=plague, flood=e.card)


@evolve.on(LocustsStruck)
def _struck(s: NileState, e: LocustsStruck) -> NileState:
    fields = s.fields
    discard = list(s.discard)
    for player, crop, count in e.eaten:
        fields = _row(fields, player, s.crops.index(crop), 0)
        discard.extend([CROP_CARD[crop]] * count)
    discard.append(LOCUSTS)
    if e.drawn_by is None:  # turned as the flood card: it leaves the flood slot
        return _new(s, fields=fields, flood=None, discard=tuple(discard))
    pile, plague = _taken(s, LOCUSTS)
    return _new(s, pile=pile, plague=plague, fields=fields, discard=tuple(discard))


@evolve.on(CardDrawn)
def _drawn(s: NileState, e: CardDrawn) -> NileState:
    card = e.card.value
    if card is None:
        raise InternalError("nile: a card drawn is applied to the true state, where it is known")
    pile, plague = _taken(s, card)
    return _new(s, pile=pile, plague=plague, hands=_hands(s, e.player, got=(card,)))


@evolve.on(SpeculationsDiscarded)
def _specs_discarded(s: NileState, e: SpeculationsDiscarded) -> NileState:
    specs = list(s.specs)
    for player, card in e.cards:
        specs[player] = remove_items(specs[player], (card,))
    return _new(s, specs=tuple(specs), discard=(*s.discard, *(c for _, c in e.cards)))


@evolve.on(Harvested)
def _harvested(s: NileState, e: Harvested) -> NileState:
    i, p = s.crops.index(e.crop), e.player
    if s.fields[p][i] < 1:
        raise InternalError(f"nile: player {p} has no {e.crop} field to harvest")
    return _new(s, fields=_row(s.fields, p, i, s.fields[p][i] - 1),
                stores=_row(s.stores, p, i, s.stores[p][i] + 1))


@evolve.on(TradeBegun)
def _trade_begun(s: NileState, e: TradeBegun) -> NileState:
    return _new(s, trade=e.action, paid=0)


@evolve.on(CardPaid)
def _paid(s: NileState, e: CardPaid) -> NileState:
    p, discard = e.player, (*s.discard, e.card)
    if not e.store:
        return _new(s, paid=s.paid + 1, discard=discard, hands=_hands(s, p, gone=(e.card,)))
    i = s.crops.index(e.card)
    if s.stores[p][i] < 1:
        raise InternalError(f"nile: player {p}'s storehouse holds no {e.card}")
    return _new(s, paid=s.paid + 1, discard=discard, stores=_row(s.stores, p, i, s.stores[p][i] - 1))


@evolve.on(TradePaid)
def _trade_paid(s: NileState, e: TradePaid) -> NileState:
    return _new(s, trade=None, paid=0)


@evolve.on(Passed)
def _passed(s: NileState, e: Passed) -> NileState:
    return _new(s, step=_STEP_PLANT) if e.step == _STEP_TRADE else s


@evolve.on(Planted)
def _planted(s: NileState, e: Planted) -> NileState:
    p, i = e.player, s.crops.index(e.crop)
    return _new(s, hands=_hands(s, p, gone=(CROP_CARD[e.crop],) * e.count),
                fields=_row(s.fields, p, i, s.fields[p][i] + e.count))


@evolve.on(FieldOvertaken)
def _overtaken(s: NileState, e: FieldOvertaken) -> NileState:
    return _new(s, fields=_row(s.fields, e.player, s.crops.index(e.crop), 0),
                discard=(*s.discard, *[CROP_CARD[e.crop]] * e.count))


@evolve.on(Speculated)
def _speculated(s: NileState, e: Speculated) -> NileState:
    p = e.player
    return _new(s, hands=_hands(s, p, gone=(e.card,)),
                specs=(*s.specs[:p], (*s.specs[p], e.card), *s.specs[p + 1:]), step=_STEP_SPECULATE)


@evolve.on(GameOver)
def _over(s: NileState, e: GameOver) -> NileState:
    return _new(s, ended=e.reason)


@evolve.on(SpeculationPaid)
def _announced(s: NileState, e: SpeculationPaid) -> NileState:
    """Only an announcement: the draws that follow are their own events."""
    return s
