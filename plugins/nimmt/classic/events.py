"""The card game's events and the one evolver that applies them.

The evolve functions build the state with its constructor (no ``attrs.evolve``):
classic is the engine's speed reference.
"""

from __future__ import annotations

import attrs

from senet import Event, Evolver, Hand, Pile

from .state import CARDS, ClassicState

__all__ = ["CardPlaced", "HandDealt", "RoundDealt", "RowTaken", "TrickRevealed", "evolve"]


@attrs.frozen
class RoundDealt(Event, tag="nimmt-classic/round_dealt"):
    """A new round: the four row-start cards (after the hands were dealt)."""

    round: int
    rows: tuple[int, ...]


@attrs.frozen
class HandDealt(Event, tag="nimmt-classic/hand_dealt"):
    """A player's new hand (a :class:`senet.Hand`: only they see the cards)."""

    player: int
    cards: Hand[int]


@attrs.frozen
class TrickRevealed(Event, tag="nimmt-classic/trick_revealed"):
    """The chosen cards as (card, player), in the order they will be placed."""

    plays: tuple[tuple[int, int], ...]


@attrs.frozen
class CardPlaced(Event, tag="nimmt-classic/card_placed"):
    """A card went to the end of a row."""

    player: int
    card: int
    row: int


@attrs.frozen
class RowTaken(Event, tag="nimmt-classic/row_taken"):
    """A player took a row's cards as penalty; ``card`` starts the row."""

    player: int
    row: int
    cards: tuple[int, ...]
    points: int
    card: int


evolve = Evolver[ClassicState]()

_new = object.__new__
if [f.name for f in attrs.fields(Hand)] != ["owner", "items", "unseen"]:  # pragma: no cover
    raise ImportError("senet.Hand changed its fields: update nimmt-classic's _hand")
_owner, _items, _unseen = (vars(Hand)[name].__set__ for name in ("owner", "items", "unseen"))


def _hand(owner: int, items: tuple[int, ...]) -> Hand[int]:
    """``Hand(owner, items)`` without its converter (``items`` is a tuple already): four
    hands change every trick, and this is twice as fast. Core could offer it."""
    hand: Hand[int] = _new(Hand)
    _owner(hand, owner)
    _items(hand, items)
    _unseen(hand, 0)
    return hand


@evolve.on(HandDealt)
def _hand_dealt(s: ClassicState, e: HandDealt) -> ClassicState:
    hands = list(s.hands)
    hands[e.player] = e.cards
    return ClassicState(tuple(hands), s.rows, s.penalties, s.stock, s.waiting, s.round, s.tricks)


@evolve.on(RoundDealt)
def _round_dealt(s: ClassicState, e: RoundDealt) -> ClassicState:
    seen = {c for hand in s.hands for c in hand.items}.union(e.rows)
    stock: Pile[int] = Pile(tuple(c for c in CARDS if c not in seen))
    return ClassicState(s.hands, tuple((c,) for c in e.rows), s.penalties, stock, (), e.round, 0)


@evolve.on(TrickRevealed)
def _revealed(s: ClassicState, e: TrickRevealed) -> ClassicState:
    hands = list(s.hands)
    for card, player in e.plays:
        cards = hands[player].items
        at = cards.index(card)
        hands[player] = _hand(player, cards[:at] + cards[at + 1:])
    return ClassicState(tuple(hands), s.rows, s.penalties, s.stock, e.plays, s.round, s.tricks + 1)


@evolve.on(CardPlaced)
def _placed(s: ClassicState, e: CardPlaced) -> ClassicState:
    rows = list(s.rows)
    rows[e.row] = (*rows[e.row], e.card)
    return ClassicState(s.hands, tuple(rows), s.penalties, s.stock, s.waiting[1:], s.round, s.tricks)


@evolve.on(RowTaken)
def _taken(s: ClassicState, e: RowTaken) -> ClassicState:
    rows = list(s.rows)
    rows[e.row] = (e.card,)
    penalties = list(s.penalties)
    penalties[e.player] += e.points
    return ClassicState(s.hands, tuple(rows), tuple(penalties), s.stock, s.waiting[1:], s.round, s.tricks)
