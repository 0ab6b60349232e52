"""The turn: what is pending, the four decisions, and the steps nobody decides.

A turn is flood, harvest, trade, plant or speculate, draw. :func:`pending` reads
where the turn stands from the state (``step``, ``trade``, ``paid``) and asks one
of four decisions, all the current player's:

- ``trade``: offer to Hapi, market, or pass (only with 2 cards to discard: the
  sizes of hand and storehouse are public, so skipping it tells nothing);
- ``pay``: which card to discard for that trade. When every card left must go
  (public: as many cards as are still owed) they are paid without a question;
  otherwise it is asked, even with one option (a hand of one kind of card);
- ``plant``: a planting, a speculation card, or pass;
- ``speculate``: a second speculation card, or pass.

``pay``, ``plant`` and ``speculate`` are *private*: how many options they have
depends on the hidden hand, so they are asked even when the only option is to
pass (skipping them told the table that the hand held nothing plantable). Every
pass is announced the same way, whether or not it was the only option, so the
log tells nobody else what the hand allowed.

Every card is taken through :func:`_take` (which reshuffles or ends the game)
and finished before the end is checked, as the rules' end demands. When the
game ends inside a step, ``tx.stop()`` ends the match there: nothing after the
card just taken happens.
"""

from __future__ import annotations

from senet import Ask, Auto, Decision, Hand, Pile, Secret, Tx

from .cards import HAND_SIZE, LOCUSTS, SHOWS, Card, Crop, sort_cards
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
    Why,
)
from .moves import Market, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate
from .rules import (
    can_trade,
    holder,
    pay_moves,
    pay_reason,
    plant_moves,
    plant_reason,
    speculate_moves,
    speculate_reason,
    trade_moves,
    trade_reason,
    tradeable,
)
from .state import Ending, NileState, Step, Trade

__all__ = ["DECISIONS", "MOST_PLAYERS", "PAY", "PLANT", "SPECULATE", "TRADE", "exhausted", "pending"]

State = NileState
SPECULATION_CARDS = 3
DRAW_CARDS = 2
TRADE_COST = 2


# -- cards: taking, drawing, the locusts, the end ------------------------------------------------


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_STEP_PLANT = Step.PLANT
_STEP_SPECULATE = Step.SPECULATE
_STEP_TRADE = Step.TRADE
_TRADE_HAPI = Trade.HAPI
_TRADE_MARKET = Trade.MARKET
_WHY_DRAW = Why.DRAW
_WHY_FLOOD = Why.FLOOD
_WHY_HAPI = Why.HAPI
_WHY_MARKET = Why.MARKET
_WHY_SPECULATION = Why.SPECULATION


def exhausted(state: State) -> bool:
    """Whether the draw pile is empty with no reshuffles left (the game ends)."""
    return not state.pile_size and state.reshuffles_left == 0


def _end(tx: Tx[State], reason: Ending) -> None:
    tx.emit(GameOver(reason))
    tx.stop()


def _take(tx: Tx[State]) -> Card:
    """The card about to be taken: the top of the draw pile, refilled from the discards if empty."""
    s = tx.state
    if not s.pile_size:
        left = s.reshuffles_left
        if s.discard and left:
            tx.emit(Reshuffled(len(s.discard), left - 1, Pile(tx.rng.shuffled(s.discard))))
        else:
            _end(tx, Ending.NO_RESHUFFLES if not left else Ending.NO_DISCARDS)
    return tx.state.top


def _finished(tx: Tx[State]) -> None:
    """After a card is taken and resolved: the game ends if the draw pile ran out for good."""
    if exhausted(tx.state):
        _end(tx, Ending.RAN_OUT)


def _locusts(tx: Tx[State], why: Why, drawn_by: int | None) -> None:
    """Every field of the largest size is discarded (nothing if nobody has a field)."""
    s = tx.state
    most = max((n for fields in s.fields for n in fields), default=0)
    eaten = tuple((p, crop, n) for p, fields in enumerate(s.fields)
                  for crop, n in zip(s.crops, fields, strict=True) if n and n == most)
    tx.emit(LocustsStruck(eaten, why, drawn_by))


def _draw(tx: Tx[State], player: int, count: int, why: Why) -> None:
    """Draw ``count`` cards one by one; drawn locusts are resolved and the draw is lost."""
    for _ in range(count):
        card = _take(tx)
        if card == LOCUSTS:
            _locusts(tx, why, player)
        else:
            tx.emit(CardDrawn(player, why, Secret(player, card)))
        _finished(tx)


# -- flood and harvest ----------------------------------------------------------------------------


def _flood(tx: Tx[State], why: Why) -> None:
    """Step 1 (with the speculation pay-off unless an offering to Hapi), then step 2."""
    old = tx.state.flood
    if old is not None:
        tx.emit(FloodCleared(old))
    while True:
        card = _take(tx)
        tx.emit(FloodTurned(card, why))
        if card != LOCUSTS:
            break
        _locusts(tx, why, None)
        _finished(tx)
    final = exhausted(tx.state)
    if why is _WHY_FLOOD:
        _pay_speculations(tx, card, final)
    _harvest(tx, card)
    if final:
        _end(tx, Ending.RAN_OUT)


def _pay_speculations(tx: Tx[State], flood: Card, final: bool) -> None:
    """Each speculation card showing a flooded crop draws its owner 3; then all are discarded."""
    s = tx.state
    if not any(s.specs):  # the usual case: nothing lies out, nothing is paid or discarded
        return
    shows = SHOWS[flood]
    order = [(s.current + k) % s.players for k in range(s.players)]
    for player in order:
        for card in s.specs[player]:
            if any(crop in shows for crop in SHOWS[card]):
                # The last card was just turned: the pay-off is due, but there is nothing to draw.
                tx.emit(SpeculationPaid(player, card, 0 if final else SPECULATION_CARDS))
                if not final:
                    _draw(tx, player, SPECULATION_CARDS, _WHY_SPECULATION)
    lying = tuple((p, card) for p in order for card in tx.state.specs[p])
    if lying:
        tx.emit(SpeculationsDiscarded(lying))


def _harvest(tx: Tx[State], flood: Card) -> None:
    """Every player with a field of a flooded crop moves one card of it to their storehouse."""
    for crop in SHOWS[flood]:
        i = tx.state.crops.index(crop)
        for player, fields in enumerate(tx.state.fields):
            if fields[i]:
                tx.emit(Harvested(player, crop))


def _begin_turn(tx: Tx[State], player: int) -> None:
    tx.emit(TurnStarted(player, tx.state.turn + 1))
    _flood(tx, _WHY_FLOOD)


def _end_turn(tx: Tx[State]) -> None:
    """Step 5, the draw; then the next player's turn begins with its flood."""
    s = tx.state
    _draw(tx, s.current, DRAW_CARDS, _WHY_DRAW)
    _begin_turn(tx, (s.current + 1) % s.players)


# -- the steps nobody decides ---------------------------------------------------------------------


def _set_up(tx: Tx[State]) -> None:
    """Deal the hands, shuffle the locusts into the rest, draw the first player, start."""
    s = tx.state
    for player in range(s.players):
        cards = sort_cards(tx.state.pile.items[:HAND_SIZE])
        tx.emit(HandDealt(player, len(cards), Hand(player, cards)))
    rest = tx.state.pile.items
    tx.emit(LocustsShuffledIn(len(rest) + len(s.aside), Pile(tx.rng.shuffled((*rest, *s.aside)))))
    _begin_turn(tx, tx.rng.below(s.players))


def _pay_forced(tx: Tx[State]) -> None:
    """Every card left must go (no more than are owed): discard the next one."""
    player = tx.state.current
    only = pay_moves(tx.state, player)[0]
    tx.emit(CardPaid(player, only.card, only.store))


def _trade(tx: Tx[State]) -> None:
    """Both cards are discarded: the trade takes effect."""
    s = tx.state
    action = s.trade or _TRADE_MARKET
    tx.emit(TradePaid(s.current, action))
    if action is _TRADE_HAPI:
        _flood(tx, _WHY_HAPI)
    else:
        _draw(tx, s.current, 1, _WHY_MARKET)


# -- the decisions --------------------------------------------------------------------------------


def _play_trade(tx: Tx[State], player: int, move: OfferToHapi | Market | Pass) -> None:
    if isinstance(move, Pass):
        tx.emit(Passed(player, _STEP_TRADE))
    else:
        tx.emit(TradeBegun(player, _TRADE_HAPI if isinstance(move, OfferToHapi) else _TRADE_MARKET))


def _play_pay(tx: Tx[State], player: int, move: Pay) -> None:
    tx.emit(CardPaid(player, move.card, move.store))


def _plant(tx: Tx[State], player: int, crop: Crop, count: int) -> None:
    """Cards onto the player's field; another player's field of the crop is then discarded."""
    held = holder(tx.state, crop, player)
    tx.emit(Planted(player, crop, count))
    if held is not None:
        tx.emit(FieldOvertaken(held[0], crop, held[1], player))


def _play_plant(tx: Tx[State], player: int, move: Plant | PlantPair | Speculate | Pass) -> None:
    match move:
        case Pass():
            tx.emit(Passed(player, _STEP_PLANT))  # said alike whether or not it was the only option
        case Plant(crop=crop, count=count):
            _plant(tx, player, crop, count)
        case PlantPair(first=first, second=second):
            _plant(tx, player, first, 1)
            _plant(tx, player, second, 1)
        case Speculate(card=card):
            tx.emit(Speculated(player, card))
            return  # the second speculation card is asked next
    _end_turn(tx)


def _play_speculate(tx: Tx[State], player: int, move: Speculate | Pass) -> None:
    if isinstance(move, Speculate):
        tx.emit(Speculated(player, move.card))
    else:  # said alike whether or not it was the only option
        tx.emit(Passed(player, _STEP_SPECULATE))
    _end_turn(tx)


TradeMove = OfferToHapi | Market | Pass
PlantMove = Plant | PlantPair | Speculate | Pass
TRADE = Decision[State, TradeMove](
    "trade", (OfferToHapi, Market, Pass), options=trade_moves, play=_play_trade, refusal=trade_reason,
    help="step 3: discard 2 cards to offer to Hapi or go to the market, or pass")
PAY = Decision[State, Pay](
    "pay", Pay, options=pay_moves, play=_play_pay, refusal=pay_reason, private=True,
    help="step 3: choose a card to discard for the trade")
PLANT = Decision[State, PlantMove](
    "plant", (Plant, PlantPair, Speculate, Pass), options=plant_moves, play=_play_plant,
    refusal=plant_reason, private=True, help="step 4: plant, or put speculation cards out, or pass")
SPECULATE = Decision[State, Speculate | Pass](
    "speculate", (Speculate, Pass), options=speculate_moves, play=_play_speculate,
    refusal=speculate_reason, private=True, help="step 4: a second speculation card, or pass")
DECISIONS = (TRADE, PAY, PLANT, SPECULATE)


MOST_PLAYERS = 6
"""The most seats at a table (DeLuxor); each question below is built once per seat."""
_ASK_TRADE, _ASK_PAY, _ASK_PLANT, _ASK_SPECULATE = (
    tuple(Ask(decision, seat) for seat in range(MOST_PLAYERS)) for decision in (TRADE, PAY, PLANT, SPECULATE))
_SET_UP, _TRADE_PAID, _PAY_FORCED = Auto("set-up", _set_up), Auto("trade", _trade), Auto("pay", _pay_forced)


def pending(s: State) -> Ask[State] | Auto[State] | None:
    """The set-up; a trade being paid for; else the current player's step 3 or 4.

    The questions are built once (``Ask(PLANT, 2)`` is the same value at every turn)."""
    if s.ended is not None:
        return None
    if s.turn == 0:
        return _SET_UP
    player = s.current
    if s.trade is not None:
        if s.paid >= TRADE_COST:
            return _TRADE_PAID
        if tradeable(s, player) <= TRADE_COST - s.paid:
            return _PAY_FORCED
        return _ASK_PAY[player]
    if s.step == _STEP_SPECULATE:
        return _ASK_SPECULATE[player]
    if s.step == _STEP_TRADE and can_trade(s, player):
        return _ASK_TRADE[player]
    return _ASK_PLANT[player]
