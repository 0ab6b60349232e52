"""6 nimmt!, the classic card game (``nimmt-classic``): the declaration, its moves and events."""

from .events import CardPlaced, HandDealt, RoundDealt, RowTaken, TrickRevealed
from .game import GAME
from .moves import PlayTile, TakeRow

__all__ = ["GAME", "CardPlaced", "HandDealt", "PlayTile", "RoundDealt", "RowTaken", "TakeRow",
           "TrickRevealed"]
