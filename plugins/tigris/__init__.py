"""Tigris & Euphrates for senet: 2-4 players build kingdoms between the two rivers."""

from .game import GAME

__all__ = ["GAME"]
