"""6 nimmt! for senet: the board game (basic and pro sides, good-luck cards).

The classic card game is its own game, ``nimmt-classic``, in :mod:`senet_games.nimmt.classic`.
The board game's moves and events are importable from here.
"""

from .events import (
    ActionPlayed,
    ActionsDrawn,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
    TileSwapped,
)
from .game import GAME
from .moves import (
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    PlayTwoPositive,
    TakeLuck,
)
from .state import Action, BoardState, Luck

__all__ = [
    "GAME", "Action", "ActionPlayed", "ActionsDrawn", "BoardState", "ExtraTile", "HandScored",
    "Luck", "LuckMissed", "LuckPlayed", "LuckTaken", "PickRow", "Place", "PlayAscending",
    "PlayExtra", "PlayJump", "PlayPlusFive", "PlayStop", "PlaySwap", "PlayTile", "PlayToStart",
    "PlayTwoPositive", "RoundStarted", "RowStarted", "RowTaken", "RowsStarted", "Scored",
    "TakeLuck", "TileDrawn", "TilePlaced", "TileSwapped", "TilesDealt", "TilesRevealed",
]

COMPILE = ("flow_steps", "flow", "evolve", "evaluate", "rules", "rules_cards")
"""Modules faster compiled with mypyc (``senet compile``; measured, docs/speed.md)."""
