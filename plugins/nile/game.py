"""The Nile DeLuxor game declaration: options, set-up, and the engine's entry points."""

from __future__ import annotations

from collections.abc import Mapping

from senet import Deck, Game, Move, Option, OptionValue, Rng

from .cards import CARD_SET, LOCUSTS, cards_for, crops_in_play
from .events import EVENTS
from .evolve import evolve
from .flow import nile_phases, start_phase
from .state import Market, NileState, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate
from .text import describe_event, describe_move, render
from .view import determinize, result, view

__all__ = ["GAME", "MOVES", "OPTIONS", "setup"]

OPTIONS = (
    Option("deluxor", False,
           "the DeLuxor set: grape (5-6 players) and onion (6 players), and up to 6 players"),
)
BASE_PLAYERS = range(2, 6)
DELUXOR_PLAYERS = range(2, 7)
MOVES: tuple[type[Move], ...] = (OfferToHapi, Market, Pass, Pay, Plant, PlantPair, Speculate)


def _players(options: Mapping[str, OptionValue]) -> range:
    return DELUXOR_PLAYERS if options.get("deluxor") else BASE_PLAYERS


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> NileState:
    """The cards but the locusts shuffled; entering the first phase deals and starts."""
    crops = crops_in_play(players, bool(options.get("deluxor", False)))
    cards = rng.shuffled(cards_for(crops))
    return NileState(
        crops=crops,
        deck=Deck(cards, (), 0, players - 1),
        hands=((),) * players,
        aside=(LOCUSTS,) * CARD_SET.locusts,
    )


GAME: Game[NileState] = Game(
    name="nile",
    title="Nile DeLuxor",
    summary="Plant crops, harvest them when the Nile floods them; the most balanced harvest wins.",
    players=DELUXOR_PLAYERS,
    player_range=_players,
    state_type=NileState,
    setup=setup,
    start=start_phase,
    phases=nile_phases(),
    evolve=evolve,
    view=view,
    result=result,
    determinize=determinize,
    moves=MOVES,
    events=EVENTS,
    tagged=(NileState,),
    options=OPTIONS,
    rules_version=1,
    describe_move=describe_move,
    describe_event=describe_event,
    render=render,
)
