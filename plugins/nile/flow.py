"""The turn: its phases, and the loop that plays every step nobody has to decide.

A turn is flood, harvest, trade, plant or speculate, draw. The current player
is asked only where they have a real choice; :func:`advance` plays the rest
and stops at the next decision, which is one of four phases, all the current
player's:

- ``trade``: offer to Hapi, market, or pass (only with 2 cards to discard);
- ``pay``: which card to discard for that trade (only if there is a choice of what to keep);
- ``plant``: a planting, a speculation card, or pass (only if one is possible);
- ``speculate``: a second speculation card, or pass (only if the hand holds one).

Every card is taken through :func:`_take` (which reshuffles or ends the
game) and finished before the end is checked, as the rules' end demands.
When the game ends inside a move, ``tx.stop()`` ends the match there and
unwinds the rest of the move: nothing after the card just taken happens.
"""

from __future__ import annotations

from typing import Any

from senet import Move, Phase, Tx, turn

from .cards import HAND_SIZE, LOCUSTS, SHOWS, sort_cards
from .events import (
    DRAW_STEP,
    FLOOD_TURN,
    HAPI_TURN,
    MARKET_DRAW,
    SPECULATION_DRAW,
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
from .rules import (
    can_trade,
    has_planting,
    has_second_speculation,
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
from .state import HAPI, MARKET, Market, NileState, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate

__all__ = [
    "DRAW", "PAY", "PLANT", "SPECULATE", "TRADE", "advance", "exhausted", "nile_phases", "start_phase",
]

TRADE, PAY, PLANT, SPECULATE = "trade", "pay", "plant", "speculate"
DRAW = "draw"
"""Not a phase: where :func:`advance` goes on after step 4."""
SPECULATION_CARDS = 3
DRAW_CARDS = 2
TRADE_COST = 2
State = NileState


def _ask(tx: Tx[State], phase: str) -> None:
    if tx.phase != phase:
        tx.goto(phase)


# -- cards: taking, drawing, the locusts, the end ------------------------------------------------


def exhausted(state: State) -> bool:
    """Whether the draw pile is empty with no reshuffles left (the game ends)."""
    return not state.deck.cards and state.reshuffles_left == 0


def _end(tx: Tx[State], reason: str) -> None:
    tx.emit(GameOver(reason))
    tx.stop()


def _take(tx: Tx[State]) -> str:
    """The card about to be taken: the top of the draw pile, refilled from the discards if empty."""
    s = tx.state
    deck = s.deck
    if not deck.cards:
        left = s.reshuffles_left
        if deck.discard and left:
            tx.emit(Reshuffled(len(deck.discard), left - 1, tx.rng.shuffled(deck.discard)))
        else:
            why = "no reshuffles are left" if not left else "the discard pile is empty"
            _end(tx, f"a card must be taken, the draw pile is empty and {why}")
    return tx.state.deck.cards[0]


def _finished(tx: Tx[State]) -> None:
    """After a card is taken and resolved: the game ends if the draw pile ran out for good."""
    if exhausted(tx.state):
        _end(tx, "the draw pile ran out with no reshuffles left")


def _locusts(tx: Tx[State], why: str, drawn_by: int | None) -> None:
    """Every field of the largest size is discarded (nothing if nobody has a field)."""
    s = tx.state
    most = max((n for fields in s.fields for n in fields), default=0)
    eaten = tuple((p, crop, n) for p, fields in enumerate(s.fields)
                  for crop, n in zip(s.crops, fields, strict=True) if n and n == most)
    tx.emit(LocustsStruck(eaten, why, drawn_by))


def _draw(tx: Tx[State], player: int, count: int, why: str) -> None:
    """Draw ``count`` cards one by one; drawn locusts are resolved and the draw is lost."""
    for _ in range(count):
        card = _take(tx)
        if card == LOCUSTS:
            _locusts(tx, why, player)
        else:
            tx.emit(CardDrawn(player, why, card))
        _finished(tx)


# -- flood and harvest ----------------------------------------------------------------------------


def _flood(tx: Tx[State], why: str) -> None:
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
    if why == FLOOD_TURN:
        _pay_speculations(tx, card, final)
    _harvest(tx, card)
    if final:
        _end(tx, "the draw pile ran out with no reshuffles left")


def _pay_speculations(tx: Tx[State], flood: str, final: bool) -> None:
    """Each speculation card showing a flooded crop draws its owner 3; then all are discarded."""
    s = tx.state
    shows = SHOWS[flood]
    order = [(s.current + k) % s.players for k in range(s.players)]
    for player in order:
        for card in s.specs[player]:
            if any(crop in shows for crop in SHOWS[card]):
                # The last card was just turned: the pay-off is due, but there is nothing to draw.
                tx.emit(SpeculationPaid(player, card, 0 if final else SPECULATION_CARDS))
                if not final:
                    _draw(tx, player, SPECULATION_CARDS, SPECULATION_DRAW)
    lying = tuple((p, card) for p in order for card in tx.state.specs[p])
    if lying:
        tx.emit(SpeculationsDiscarded(lying))


def _harvest(tx: Tx[State], flood: str) -> None:
    """Every player with a field of a flooded crop moves one card of it to their storehouse."""
    for crop in SHOWS[flood]:
        i = tx.state.crops.index(crop)
        for player, fields in enumerate(tx.state.fields):
            if fields[i]:
                tx.emit(Harvested(player, crop))


def _begin_turn(tx: Tx[State], player: int) -> None:
    tx.emit(TurnStarted(player, tx.state.turn + 1))
    _flood(tx, FLOOD_TURN)


# -- the loop -------------------------------------------------------------------------------------


def advance(tx: Tx[State], stage: str) -> None:
    """Play on from ``stage`` (trade, plant or draw) until the current player must decide."""
    while True:
        s = tx.state
        player = s.current
        if stage == TRADE:
            if can_trade(s, player):
                _ask(tx, TRADE)
                return
            stage = PLANT
        if stage == PLANT:
            if has_planting(s, player):
                _ask(tx, PLANT)
                return
        _draw(tx, player, DRAW_CARDS, DRAW_STEP)
        _begin_turn(tx, (player + 1) % s.players)
        stage = TRADE


def _set_up(tx: Tx[State]) -> None:
    """Deal the hands, shuffle the locusts into the rest, draw the first player, start."""
    s = tx.state
    for player in range(s.players):
        cards = tx.state.deck.cards[:HAND_SIZE]
        tx.emit(HandDealt(player, len(cards), sort_cards(cards)))
    rest = tx.state.deck.cards
    tx.emit(LocustsShuffledIn(len(rest) + len(s.aside), tx.rng.shuffled((*rest, *s.aside))))
    _begin_turn(tx, tx.rng.below(s.players))
    advance(tx, TRADE)


def _enter_trade(tx: Tx[State]) -> None:
    if tx.state.turn == 0:
        _set_up(tx)


def start_phase(state: State) -> str:
    """The phase a match begins in: trade (the set-up runs on entering it), or pay mid-trade."""
    return PAY if state.trade is not None else TRADE


# -- the decisions --------------------------------------------------------------------------------


def _pay_on(tx: Tx[State]) -> None:
    """Discard the trade's cards (asking only while there is a choice of what to keep), then trade."""
    player = tx.state.current
    while tx.state.paid < TRADE_COST:
        options = pay_moves(tx.state, player)
        # A choice only if some card can be kept: with exactly the cards still owed, all go.
        if len(options) > 1 and tradeable(tx.state, player) > TRADE_COST - tx.state.paid:
            _ask(tx, PAY)
            return
        only = options[0]
        assert isinstance(only, Pay)
        tx.emit(CardPaid(player, only.card, only.store))
    action = tx.state.trade
    assert action is not None
    tx.emit(TradePaid(player, action))
    if action == HAPI:
        _flood(tx, HAPI_TURN)
    else:
        _draw(tx, player, 1, MARKET_DRAW)
    advance(tx, TRADE)


def _play_trade(tx: Tx[State], player: int, move: Move) -> None:
    if isinstance(move, Pass):
        tx.emit(Passed(player, TRADE))
        advance(tx, PLANT)
        return
    tx.emit(TradeBegun(player, HAPI if isinstance(move, OfferToHapi) else MARKET))
    _pay_on(tx)


def _play_pay(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, Pay)
    tx.emit(CardPaid(player, move.card, move.store))
    _pay_on(tx)


def _plant(tx: Tx[State], player: int, crop: str, count: int) -> None:
    """Cards onto the player's field; another player's field of the crop is then discarded."""
    held = holder(tx.state, crop, player)
    tx.emit(Planted(player, crop, count))
    if held is not None:
        tx.emit(FieldOvertaken(held[0], crop, held[1], player))


def _play_plant(tx: Tx[State], player: int, move: Move) -> None:
    if isinstance(move, Pass):
        tx.emit(Passed(player, PLANT))
    elif isinstance(move, Plant):
        _plant(tx, player, move.crop, move.count)
    elif isinstance(move, PlantPair):
        _plant(tx, player, move.first, 1)
        _plant(tx, player, move.second, 1)
    else:
        assert isinstance(move, Speculate)
        tx.emit(Speculated(player, move.card))
        if has_second_speculation(tx.state, player):
            _ask(tx, SPECULATE)
            return
    advance(tx, DRAW)


def _play_speculate(tx: Tx[State], player: int, move: Move) -> None:
    if isinstance(move, Pass):
        tx.emit(Passed(player, SPECULATE))
    else:
        assert isinstance(move, Speculate)
        tx.emit(Speculated(player, move.card))
    advance(tx, DRAW)


def _current(state: State) -> int:
    return state.current


def nile_phases() -> tuple[Phase[Any], ...]:
    """The four decisions of a turn, all the current player's."""
    return (
        turn(TRADE, actor=_current, legal=trade_moves, play=_play_trade, check=trade_reason,
             on_enter=_enter_trade, moves=(OfferToHapi, Market, Pass),
             help="step 3: discard 2 cards to offer to Hapi or go to the market, or pass"),
        turn(PAY, actor=_current, legal=pay_moves, play=_play_pay, check=pay_reason, moves=(Pay,),
             help="step 3: choose a card to discard for the trade"),
        turn(PLANT, actor=_current, legal=plant_moves, play=_play_plant, check=plant_reason,
             moves=(Plant, PlantPair, Speculate, Pass),
             help="step 4: plant, or put speculation cards out, or pass"),
        turn(SPECULATE, actor=_current, legal=speculate_moves, play=_play_speculate,
             check=speculate_reason, moves=(Speculate, Pass),
             help="step 4: a second speculation card, or pass"),
    )
