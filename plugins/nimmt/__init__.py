"""6 nimmt! for senet: the board game (basic and pro sides, luck) and the classic card game."""

from .game import GAME

__all__ = ["GAME"]
