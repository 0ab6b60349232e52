"""Nile's words: its moves and events in a sentence for whoever reads (:mod:`senet.faces`).

Players are named by seat from 0 ("player 2"), and "you" for the viewer. With
the chooser's view a move says what it would do (a takeover, a field's new
size, what a speculation pays on), so a choice needs no working out.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Event, Move, View, Words, who, whose

from .cards import SHOWS, card_name
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
from .state import NileState, Step, Trade

__all__ = ["WORDS", "describe_event", "describe_move"]

_WHY = {Why.DRAW: "draw step", Why.MARKET: "market", Why.SPECULATION: "speculation pay-off",
        Why.FLOOD: "flood", Why.HAPI: "offering to Hapi"}
_PASS: dict[str, str] = {Step.TRADE: "pass: no more trades", Step.PLANT: "pass: neither plant nor speculate",
         Step.SPECULATE: "pass: no second speculation card"}
_PASSED = {Step.TRADE: "ended trading", Step.PLANT: "neither planted nor speculated",
           Step.SPECULATE: "put out no second speculation card"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _cards(cards: Sequence[str]) -> str:
    """``papyrus x2, wheat, papyrus & lettuce`` (cards in the order given, equal ones grouped)."""
    out: list[str] = []
    for card in dict.fromkeys(cards):
        n = cards.count(card)
        out.append(card_name(card) + (f" x{n}" if n > 1 else ""))
    return ", ".join(out) or "none"


def _pair(card: str) -> str:
    """A speculation card's two crops: ``papyrus & lettuce``."""
    return " & ".join(SHOWS.get(card, (card,)))


def _nile(view: View | None) -> NileState | None:
    state = view.state if view is not None else None
    return state if isinstance(state, NileState) else None


# -- moves ----------------------------------------------------------------------------------------


def _field_note(board: NileState, player: int, crop: str, count: int) -> str:
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


def describe_move(move: Move, view: View | None = None) -> str:
    """A move in words; with the chooser's view, what it would do."""
    board = _nile(view)
    player = view.player if view is not None else None
    if isinstance(move, OfferToHapi):
        return "offer to Hapi: discard 2 cards, then a new flood card and harvest"
    if isinstance(move, Market):
        return "market: discard 2 cards, then draw 1 card"
    if isinstance(move, Pass):
        return _PASS.get(view.phase, "pass") if view is not None else "pass"
    if isinstance(move, Pay):
        return _describe_pay(move, board, player)
    if isinstance(move, Speculate):
        shows = " or ".join(SHOWS.get(move.card, ()))
        return f"speculate on {_pair(move.card)} (draw 3 if the next flood shows {shows})"
    if isinstance(move, (Plant, PlantPair)):
        return _describe_plant(move, board, player)
    return repr(move)


def _describe_pay(move: Pay, board: NileState | None, player: int | None) -> str:
    if not move.store:
        return f"discard {card_name(move.card)} from your hand"
    if board is None or player is None or move.card not in board.crops:
        return f"discard {move.card} from your storehouse"
    held = board.stores[player][board.crops.index(move.card)]
    return f"discard {move.card} from your storehouse (your harvest of it {held} -> {held - 1})"


def _describe_plant(move: Plant | PlantPair, board: NileState | None, player: int | None) -> str:
    plants = [(move.crop, move.count)] if isinstance(move, Plant) else [(move.first, 1), (move.second, 1)]
    said = " and ".join(f"{n} {crop}" for crop, n in plants)
    if board is None or player is None:
        return f"plant {said}"
    notes = [_field_note(board, player, crop, n) for crop, n in plants]
    if len(plants) == 1:
        return f"plant {said} ({notes[0]})"
    if notes == ["new field", "new field"]:
        return f"plant {said} (new fields)"
    return f"plant {said} ({'; '.join(f'{c}: {n}' for (c, _), n in zip(plants, notes, strict=True))})"


# -- events ---------------------------------------------------------------------------------------


def describe_event(event: Event, viewer: int | None) -> str:
    """An event as ``viewer`` (``None``: a spectator) may read it."""
    text = _describe_cards(event, viewer)
    if text is None:
        text = _describe_turn(event, viewer)
    return text if text is not None else repr(event)


def _describe_cards(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, HandDealt):
        if not event.cards.known or not event.cards.items:
            return f"{who(event.player, viewer)} got {_plural(event.count, 'card')}"
        return f"{who(event.player, viewer)} got {_cards(event.cards.items)}"
    if isinstance(event, LocustsShuffledIn):
        return f"the locusts are shuffled in: the draw pile holds {_plural(event.count, 'card')}"
    if isinstance(event, Reshuffled):
        return (f"the draw pile is empty: the discard pile ({_plural(event.count, 'card')}) is "
                f"shuffled into a new draw pile; reshuffles left: {event.left}")
    if isinstance(event, CardDrawn):
        what = "a card" if event.card.value is None else card_name(event.card.value)
        return f"{who(event.player, viewer)} drew {what} ({_WHY.get(event.why, event.why)})"
    if isinstance(event, LocustsStruck):
        where = (f"drawn by {who(event.drawn_by, viewer)}" if event.drawn_by is not None
                 else "turned up")
        head = f"LOCUSTS ({where}, {_WHY.get(event.why, event.why)})"
        if not event.eaten:
            return f"{head}: no fields to eat; the locusts are discarded"
        eaten = ", ".join(f"{whose(p, viewer)} {crop} ({n})" for p, crop, n in event.eaten)
        return f"{head} ate every largest field: {eaten}; the locusts are discarded"
    if isinstance(event, GameOver):
        return f"the game ends: {event.reason}"
    return None


def _describe_turn(event: Event, viewer: int | None) -> str | None:
    if isinstance(event, TurnStarted):
        first = " (the first player, drawn at random)" if event.turn == 1 else ""
        return f"turn {event.turn}: {whose(event.player, viewer)} turn{first}"
    if isinstance(event, FloodCleared):
        return f"{card_name(event.card)} leaves the flood slot for the discard pile"
    if isinstance(event, FloodTurned):
        how = "offering to Hapi, new flood" if event.why == Why.HAPI else "flood"
        return f"{how}: {card_name(event.card)}"
    if isinstance(event, SpeculationPaid):
        pays = (f"{event.draws} cards to draw" if event.draws
                else "nothing to draw (the draw pile ran out)")
        return f"{whose(event.player, viewer)} speculation on {_pair(event.card)} pays off: {pays}"
    if isinstance(event, SpeculationsDiscarded):
        cards = ", ".join(f"{_pair(c)} ({who(p, viewer)})" for p, c in event.cards)
        return f"speculation cards discarded: {cards}"
    if isinstance(event, Harvested):
        return f"{who(event.player, viewer)} harvested 1 {event.crop}"
    if isinstance(event, TradeBegun):
        what = "offered to Hapi" if event.action == Trade.HAPI else "went to the market"
        return f"{who(event.player, viewer)} {what}, for 2 cards"
    if isinstance(event, CardPaid):
        where = "storehouse" if event.store else "hand"
        return (f"{who(event.player, viewer)} discarded {card_name(event.card)} from "
                f"{'your' if event.player == viewer else 'their'} {where}")
    if isinstance(event, TradePaid):
        by = whose(event.player, viewer)
        return (f"{by} offering to Hapi is made: a new flood card is turned" if event.action == Trade.HAPI
                else f"{by} 2 cards are sold at the market: 1 card is drawn")
    if isinstance(event, Passed):
        said = _PASSED.get(event.step, "passed")
        return f"{who(event.player, viewer)} {said}"
    if isinstance(event, Planted):
        return f"{who(event.player, viewer)} planted {event.count} {event.crop}"
    if isinstance(event, FieldOvertaken):
        return (f"{whose(event.player, viewer)} {event.crop} field ({event.count}) is discarded: "
                f"{who(event.by, viewer)} planted more")
    if isinstance(event, Speculated):
        return f"{who(event.player, viewer)} speculated on {_pair(event.card)}"
    return None


WORDS = Words()
WORDS.move(Move)(describe_move)
WORDS.event(Event)(describe_event)
