"""The one place the card game's table changes: ``evolve``, one small function per event.

The evolve functions build the state slot by slot (no ``attrs.evolve``, no
``__init__``): classic is the engine's speed reference.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from senet import Evolver, Hand, Pile

from .events import CardPlaced, HandDealt, RoundDealt, RowTaken, TrickRevealed
from .state import CARDS, ClassicState

__all__ = ["evolve"]

evolve = Evolver[ClassicState]()

# Classic is the engine's speed reference: every trick makes five tables and four
# hands. The evolve functions below build them slot by slot (no attrs ``__init__``,
# no converter: the values are tuples already), a quarter fewer instructions.
_new = object.__new__


def _setters(cls: type, names: tuple[str, ...]) -> tuple[Callable[[Any, Any], None], ...]:
    """The slot setters of a frozen attrs class, in field order (a changed field list fails
    at import, not silently)."""
    if tuple(f.name for f in attrs.fields(cls)) != names:  # pragma: no cover
        raise ImportError(f"{cls.__qualname__} changed its fields: update nimmt-classic's events")
    return tuple(vars(cls)[name].__set__ for name in names)


_owner, _items, _unseen = _setters(Hand, ("owner", "items", "unseen"))
_hands, _rows, _penalties, _stock, _waiting, _round, _tricks = _setters(
    ClassicState, ("hands", "rows", "penalties", "stock", "waiting", "round", "tricks"))
_CARDS = frozenset(CARDS)


def _table(hands: tuple[Hand[int], ...], rows: tuple[tuple[int, ...], ...], penalties: tuple[int, ...],
           stock: Pile[int], waiting: tuple[tuple[int, int], ...], round_: int, tricks: int) -> ClassicState:
    """``ClassicState(...)``, built slot by slot."""
    state: ClassicState = _new(ClassicState)
    _hands(state, hands)
    _rows(state, rows)
    _penalties(state, penalties)
    _stock(state, stock)
    _waiting(state, waiting)
    _round(state, round_)
    _tricks(state, tricks)
    return state


@evolve.on(HandDealt)
def _hand_dealt(s: ClassicState, e: HandDealt) -> ClassicState:
    hands = list(s.hands)
    hands[e.player] = e.cards
    return _table(tuple(hands), s.rows, s.penalties, s.stock, s.waiting, s.round, s.tricks)


@evolve.on(RoundDealt)
def _round_dealt(s: ClassicState, e: RoundDealt) -> ClassicState:
    stock: Pile[int] = Pile(tuple(sorted(_CARDS.difference(e.rows, *(hand.items for hand in s.hands)))))
    return _table(s.hands, tuple((c,) for c in e.rows), s.penalties, stock, (), e.round, 0)


@evolve.on(TrickRevealed)
def _revealed(s: ClassicState, e: TrickRevealed) -> ClassicState:
    hands = list(s.hands)
    for card, player in e.plays:
        cards = hands[player].items
        at = cards.index(card)
        hand: Hand[int] = _new(Hand)
        _owner(hand, player)
        _items(hand, cards[:at] + cards[at + 1:])
        _unseen(hand, 0)
        hands[player] = hand
    return _table(tuple(hands), s.rows, s.penalties, s.stock, e.plays, s.round, s.tricks + 1)


@evolve.on(CardPlaced)
def _placed(s: ClassicState, e: CardPlaced) -> ClassicState:
    rows = list(s.rows)
    rows[e.row] = (*rows[e.row], e.card)
    return _table(s.hands, tuple(rows), s.penalties, s.stock, s.waiting[1:], s.round, s.tricks)


@evolve.on(RowTaken)
def _taken(s: ClassicState, e: RowTaken) -> ClassicState:
    rows = list(s.rows)
    rows[e.row] = (e.card,)
    penalties = list(s.penalties)
    penalties[e.player] += e.points
    return _table(s.hands, tuple(rows), tuple(penalties), s.stock, s.waiting[1:], s.round, s.tricks)
