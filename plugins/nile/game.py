"""The Nile DeLuxor game declaration: options, set-up, and the engine's entry points."""

from __future__ import annotations

from collections.abc import Mapping

from senet import Game, Hand, Move, Option, OptionValue, Pile, Rng, declare, unasked_lone

from .cards import CARD_SET, LOCUSTS, Card, cards_for, crops_in_play
from .check import check
from .evolve import evolve
from .flow import DECISIONS, MOST_PLAYERS, pending
from .rules import result
from .state import NileState

__all__ = ["GAME", "MOVES", "OPTIONS", "setup"]

OPTIONS = (
    Option("deluxor", False,
           "the DeLuxor set: grape (5-6 players) and onion (6 players), and up to 6 players"),
)
BASE_PLAYERS = range(2, 6)
DELUXOR_PLAYERS = range(2, MOST_PLAYERS + 1)


def _players(options: Mapping[str, OptionValue]) -> range:
    return DELUXOR_PLAYERS if options.get("deluxor") else BASE_PLAYERS


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> NileState:
    """The cards but the locusts shuffled; the first automatic step deals and starts."""
    crops = crops_in_play(players, bool(options.get("deluxor", False)))
    cards = rng.shuffled(cards_for(crops))
    return NileState(
        crops=crops,
        hands=tuple(Hand[Card](p) for p in range(players)),
        pile=Pile(cards),
        plague=Pile((False,) * len(cards)),
        reshuffles_left=players - 1,
        aside=(LOCUSTS,) * CARD_SET.locusts,
    )


GAME: Game[NileState] = declare(
    name="nile",
    title="Nile DeLuxor",
    summary="Plant crops, harvest them when the Nile floods them; the most balanced harvest wins.",
    players=DELUXOR_PLAYERS,
    player_range=_players,
    state=NileState,
    setup=setup,
    pending=pending,
    decisions=DECISIONS,
    evolve=evolve,
    result=result,
    check=check,
    options=OPTIONS,
    rules_version=2,
    migrations={1: unasked_lone},  # same moves; the single options now asked are written in
)
MOVES: tuple[type[Move], ...] = GAME.moves
