"""Age of Nephthys (Southern Cross Games, 2020): the game declaration.

Scholars sort historical records. Each round every player upgrades their
board with a technique card (all at once, in secret), takes a set of cards
from the open row for fame, and spends their display on a society card.
The first to 31 fame ends the game. 1-4 players; see docs/games/nephthys.md.

The parts: ``cards`` and ``societies`` (the data files, checked at import),
``techniques`` (the effect system), ``sets`` (what cards form), ``state``,
``moves``, ``events``, ``evolve``, ``rules`` (refusals and who decides),
``flow`` (the automatic steps and the phases), ``view`` and ``text``.
"""

from __future__ import annotations

from collections.abc import Mapping

from senet import Event, Game, Move, OptionValue, Rng

from . import events as ev
from . import moves as mv
from .cards import BOOKS, DECK, START_CARD
from .evolve import evolve
from .flow import phases
from .phases import ADVANCE
from .societies import SOCIETIES
from .state import NephState, OpenSociety, Paying, Picking, Seat, Stash, Steal, Take
from .text import describe_event, describe_move, render
from .view import determinize, result, view

__all__ = ["EVENTS", "GAME", "MOVES", "setup"]


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> NephState:
    """The table before dealing: the sorted deck, the Books set aside, the society deck with its
    top card showing, and every player's start card; the first step deals the rest."""
    ids = sorted(SOCIETIES)
    top = ids[rng.below(len(ids))]
    return NephState(
        seats=tuple(Seat(hand=(START_CARD,), known=(START_CARD,)) for _ in range(players)),
        deck=DECK,
        books=BOOKS,
        society_deck=(top, *(i for i in ids if i != top)),
    )


def _start(state: NephState) -> str:
    return ADVANCE


MOVES: tuple[type[Move], ...] = (
    mv.PlayTechnique, mv.SkipTechnique, mv.TakeBook, mv.NameStart, mv.UseNephthys, mv.UseKhnum,
    mv.SwapCards, mv.TakeBlock, mv.AddCard, mv.TakeSet, mv.KeepDisplay, mv.ReplaceDisplay,
    mv.StoreCard, mv.StealFrom, mv.Achieve, mv.PayCard, mv.SelfStudy, mv.Discard, mv.StopDiscarding,
)
EVENTS: tuple[type[Event], ...] = (
    ev.HandDealt, ev.DiscardStarted, ev.RowRefilled, ev.DeckReshuffled, ev.CardsDrawn,
    ev.SocietyDealt, ev.SocietySetAside, ev.SocietyDeckRebuilt, ev.StartChosen, ev.RoundStarted,
    ev.StepBegun, ev.TechniquesPlayed, ev.BookTaken, ev.StartNamed, ev.TokenTaken, ev.FameGained,
    ev.FameStolen, ev.RowEmpty, ev.AmuletUsed, ev.CardsSwapped, ev.BlockChosen, ev.CardAdded,
    ev.SetTaken, ev.DisplayKept, ev.DisplayReplaced, ev.CardStored, ev.StashDiscarded,
    ev.HandDiscarded, ev.SocietyChosen, ev.CardPaid, ev.SocietyAchieved, ev.SocietyEffect,
    ev.SelfStudyBegun, ev.SocietiesCleared, ev.StorageScored, ev.GameEnded,
)

GAME: Game[NephState] = Game(
    name="nephthys",
    title="Age of Nephthys",
    summary="Play techniques in secret, take sets of records from the row, achieve societies; "
            "first to 31 fame.",
    players=range(1, 5),
    state_type=NephState,
    setup=setup,
    start=_start,
    phases=phases(),
    evolve=evolve,
    view=view,
    result=result,
    determinize=determinize,
    moves=MOVES,
    events=EVENTS,
    tagged=(NephState, Seat, OpenSociety, Take, Picking, Stash, Steal, Paying, ev.Played),
    rules_version=1,
    describe_move=describe_move,
    describe_event=describe_event,
    render=render,
)
