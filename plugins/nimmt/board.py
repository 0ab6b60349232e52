"""Variant ``board``: the 6 nimmt! board game (Amigo 2019), 2-6 players.

Players choose tiles in secret and reveal them together; the tiles are
placed lowest first on a board of ten rows with special spaces, which win
or lose points, take rows, draw tiles or cards. Two sides: basic, and pro
with action cards; either may add the good-luck cards (option ``luck``).

This module is the facade the game declaration uses; the parts live in
``board_layout`` (the sides, as data), ``board_state`` (state, moves,
events), ``board_evolve``, ``board_rules`` (where tiles go, what may be
played), ``board_flow`` (phases and placing) and ``board_view``.
"""

from __future__ import annotations

from collections.abc import Mapping

from senet import Deck, Event, Move, OptionValue, Rng

from .board_evolve import evolve
from .board_flow import CHOOSE, board_phases
from .board_layout import BASIC, PRO
from .board_state import (
    ACTION_CARDS,
    LUCK_EACH,
    ActionPlayed,
    ActionsDrawn,
    BoardState,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    Mods,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayToStart,
    PlayTwoPositive,
    Restart,
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TakeLuck,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
    TileSwapped,
)
from .board_view import BoardView, determinize, result, view

__all__ = [
    "EVENTS", "MOVES", "START", "TAGGED", "BoardState", "BoardView", "board_phases", "determinize",
    "evolve", "result", "setup", "view",
]

START = CHOOSE
TILES = tuple(range(1, 101))


def setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> BoardState:
    """The table before the deal: every tile in the stock; the choose phase deals on entry."""
    pro = options.get("side", "basic") == "pro"
    luck = bool(options.get("luck", False))
    layout = PRO if pro else BASIC
    return BoardState(
        pro=pro,
        luck=luck,
        rows=((),) * len(layout.rows),
        hands=((),) * players,
        stock=TILES,
        deck=Deck(ACTION_CARDS) if pro else Deck(),
        piles=(LUCK_EACH, LUCK_EACH) if luck else (0, 0),
    )


MOVES: tuple[type[Move], ...] = (
    Place, PlayStop, PlaySwap, PlayJump, PlayToStart, PlayAscending, PlayExtra, PlayPlusFive,
    PlayTwoPositive, PickRow, TakeLuck,
)
EVENTS: tuple[type[Event], ...] = (
    TilesDealt, RowsStarted, ActionsDrawn, RoundStarted, TilesRevealed, ActionPlayed, TileSwapped,
    ExtraTile, LuckPlayed, TilePlaced, Scored, RowTaken, RowStarted, TileDrawn, LuckTaken,
    LuckMissed, HandScored,
)
TAGGED: tuple[type, ...] = (BoardState, Mods, Restart)
