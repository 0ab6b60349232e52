"""Nile's words: its moves and events in a sentence for whoever reads (:mod:`senet.faces`).

Players are named by seat from 0 ("player 2"), and "you" for the viewer. With
the chooser's view a move says what it would do (a takeover, a field's new
size, what a speculation pays on), so a choice needs no working out. Also
here, the words the terminal's table (``table.py``) and the browser's picture
(``picture.py``) take from here: a plural, a list of cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import View, Words, who, whose

from .cards import CARD_CROP, SHOWS, Card, Crop, card_name
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
from .state import Ending, NileState, Step, Trade

__all__ = ["WORDS", "card_list", "ending_words", "nile_state", "plural"]

_WHY = {Why.DRAW: "draw step", Why.MARKET: "market", Why.SPECULATION: "speculation pay-off",
        Why.FLOOD: "flood", Why.HAPI: "offering to Hapi"}
_PASS: dict[str, str] = {Step.TRADE: "pass: no more trades", Step.PLANT: "pass: neither plant nor speculate",
         Step.SPECULATE: "pass: no second speculation card"}
_ENDINGS = {
    Ending.NO_RESHUFFLES: "a card must be taken, the draw pile is empty and no reshuffles are left",
    Ending.NO_DISCARDS: "a card must be taken, the draw pile is empty and the discard pile is empty",
    Ending.RAN_OUT: "the draw pile ran out with no reshuffles left",
}
"""Why the game ended, in words (today the values saves hold; the words may change, they may not)."""
_PASSED = {Step.TRADE: "ended trading", Step.PLANT: "neither planted nor speculated",
           Step.SPECULATE: "put out no second speculation card"}

WORDS = Words()
"""Nile's words: one function per move type and per event type."""


def plural(n: int, word: str) -> str:
    """``1 card``, ``3 cards``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def card_list(held: Sequence[Card]) -> str:
    """``papyrus x2, wheat, papyrus & lettuce`` (cards in the order given, equal ones grouped)."""
    out: list[str] = []
    for card in dict.fromkeys(held):
        n = held.count(card)
        out.append(card_name(card) + (f" x{n}" if n > 1 else ""))
    return ", ".join(out) or "none"


def ending_words(ending: Ending) -> str:
    """Why the game ended, as a sentence."""
    return _ENDINGS.get(ending, str(ending))


def _pair(card: Card) -> str:
    """A speculation card's two crops: ``papyrus & lettuce``."""
    return " & ".join(SHOWS.get(card, (card,)))


def nile_state(view: View | None) -> NileState | None:
    """The Nile state a view shows (``None``: no view, or not Nile's)."""
    state = view.state if view is not None else None
    return state if isinstance(state, NileState) else None


# -- moves ----------------------------------------------------------------------------------------


def _field_note(board: NileState, player: int, crop: Crop, count: int) -> str:
    """What planting ``count`` of ``crop`` does: your field grows, or a new field (a takeover)."""
    if crop not in board.crops:
        return ""
    i = board.crops.index(crop)
    own = board.fields[player][i]
    if own:
        return f"your field {own} -> {own + count}"
    for other, fields in enumerate(board.fields):
        if other != player and fields[i]:
            return f"new field; {whose(other, player)} field of {fields[i]} is discarded"
    return "new field"


@WORDS.move(OfferToHapi)
def _offer(move: OfferToHapi, view: View | None) -> str:
    return "offer to Hapi: discard 2 cards, then a new flood card and harvest"


@WORDS.move(Market)
def _market(move: Market, view: View | None) -> str:
    return "market: discard 2 cards, then draw 1 card"


@WORDS.move(Pass)
def _pass(move: Pass, view: View | None) -> str:
    return _PASS.get(view.phase, "pass") if view is not None else "pass"


@WORDS.move(Speculate)
def _speculate(move: Speculate, view: View | None) -> str:
    shows = " or ".join(SHOWS.get(move.card, ()))
    return f"speculate on {_pair(move.card)} (draw 3 if the next flood shows {shows})"


@WORDS.move(Pay)
def _pay(move: Pay, view: View | None) -> str:
    board = nile_state(view)
    if not move.store:
        return f"discard {card_name(move.card)} from your hand"
    crop = CARD_CROP.get(move.card)
    if board is None or view is None or view.player is None or crop is None or crop not in board.crops:
        return f"discard {move.card} from your storehouse"
    held = board.stores[view.player][board.crops.index(crop)]
    return f"discard {move.card} from your storehouse (your harvest of it {held} -> {held - 1})"


@WORDS.move(Plant)
def _plant(move: Plant, view: View | None) -> str:
    return _planting([(move.crop, move.count)], view)


@WORDS.move(PlantPair)
def _plant_pair(move: PlantPair, view: View | None) -> str:
    return _planting([(move.first, 1), (move.second, 1)], view)


def _planting(plants: Sequence[tuple[Crop, int]], view: View | None) -> str:
    """Planting ``count`` cards of each crop; with the chooser's view, what it does to fields."""
    said = " and ".join(f"{n} {crop}" for crop, n in plants)
    board = nile_state(view)
    if board is None or view is None or view.player is None:
        return f"plant {said}"
    notes = [_field_note(board, view.player, crop, n) for crop, n in plants]
    if len(plants) == 1:
        return f"plant {said} ({notes[0]})"
    if notes == ["new field", "new field"]:
        return f"plant {said} (new fields)"
    return f"plant {said} ({'; '.join(f'{c}: {n}' for (c, _), n in zip(plants, notes, strict=True))})"


# -- events ---------------------------------------------------------------------------------------


@WORDS.event(HandDealt)
def _hand_dealt(event: HandDealt, viewer: int | None) -> str:
    if not event.cards.known or not event.cards.items:
        return f"{who(event.player, viewer)} got {plural(event.count, 'card')}"
    return f"{who(event.player, viewer)} got {card_list(event.cards.items)}"


@WORDS.event(LocustsShuffledIn)
def _locusts_shuffled_in(event: LocustsShuffledIn, viewer: int | None) -> str:
    return f"the locusts are shuffled in: the draw pile holds {plural(event.count, 'card')}"


@WORDS.event(Reshuffled)
def _reshuffled(event: Reshuffled, viewer: int | None) -> str:
    return (f"the draw pile is empty: the discard pile ({plural(event.count, 'card')}) is "
            f"shuffled into a new draw pile; reshuffles left: {event.left}")


@WORDS.event(CardDrawn)
def _card_drawn(event: CardDrawn, viewer: int | None) -> str:
    what = "a card" if event.card.value is None else card_name(event.card.value)
    return f"{who(event.player, viewer)} drew {what} ({_WHY.get(event.why, event.why)})"


@WORDS.event(LocustsStruck)
def _locusts_struck(event: LocustsStruck, viewer: int | None) -> str:
    where = (f"drawn by {who(event.drawn_by, viewer)}" if event.drawn_by is not None
             else "turned up")
    head = f"LOCUSTS ({where}, {_WHY.get(event.why, event.why)})"
    if not event.eaten:
        return f"{head}: no fields to eat; the locusts are discarded"
    eaten = ", ".join(f"{whose(p, viewer)} {crop} ({n})" for p, crop, n in event.eaten)
    return f"{head} ate every largest field: {eaten}; the locusts are discarded"


@WORDS.event(GameOver)
def _game_over(event: GameOver, viewer: int | None) -> str:
    return f"the game ends: {ending_words(event.reason)}"


@WORDS.event(TurnStarted)
def _turn_started(event: TurnStarted, viewer: int | None) -> str:
    first = " (the first player, drawn at random)" if event.turn == 1 else ""
    return f"turn {event.turn}: {whose(event.player, viewer)} turn{first}"


@WORDS.event(FloodCleared)
def _flood_cleared(event: FloodCleared, viewer: int | None) -> str:
    return f"{card_name(event.card)} leaves the flood slot for the discard pile"


@WORDS.event(FloodTurned)
def _flood_turned(event: FloodTurned, viewer: int | None) -> str:
    how = "offering to Hapi, new flood" if event.why == Why.HAPI else "flood"
    return f"{how}: {card_name(event.card)}"


@WORDS.event(SpeculationPaid)
def _speculation_paid(event: SpeculationPaid, viewer: int | None) -> str:
    pays = (f"{event.draws} cards to draw" if event.draws
            else "nothing to draw (the draw pile ran out)")
    return f"{whose(event.player, viewer)} speculation on {_pair(event.card)} pays off: {pays}"


@WORDS.event(SpeculationsDiscarded)
def _speculations_discarded(event: SpeculationsDiscarded, viewer: int | None) -> str:
    said = ", ".join(f"{_pair(c)} ({who(p, viewer)})" for p, c in event.cards)
    return f"speculation cards discarded: {said}"


@WORDS.event(Harvested)
def _harvested(event: Harvested, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} harvested 1 {event.crop}"


@WORDS.event(TradeBegun)
def _trade_begun(event: TradeBegun, viewer: int | None) -> str:
    what = "offered to Hapi" if event.action == Trade.HAPI else "went to the market"
    return f"{who(event.player, viewer)} {what}, for 2 cards"


@WORDS.event(CardPaid)
def _card_paid(event: CardPaid, viewer: int | None) -> str:
    where = "storehouse" if event.store else "hand"
    return (f"{who(event.player, viewer)} discarded {card_name(event.card)} from "
            f"{'your' if event.player == viewer else 'their'} {where}")


@WORDS.event(TradePaid)
def _trade_paid(event: TradePaid, viewer: int | None) -> str:
    by = whose(event.player, viewer)
    return (f"{by} offering to Hapi is made: a new flood card is turned" if event.action == Trade.HAPI
            else f"{by} 2 cards are sold at the market: 1 card is drawn")


@WORDS.event(Passed)
def _passed(event: Passed, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} {_PASSED.get(event.step, 'passed')}"


@WORDS.event(Planted)
def _planted(event: Planted, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} planted {event.count} {event.crop}"


@WORDS.event(FieldOvertaken)
def _field_overtaken(event: FieldOvertaken, viewer: int | None) -> str:
    return (f"{whose(event.player, viewer)} {event.crop} field ({event.count}) is discarded: "
            f"{who(event.by, viewer)} planted more")


@WORDS.event(Speculated)
def _speculated(event: Speculated, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} speculated on {_pair(event.card)}"
