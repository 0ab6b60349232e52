"""Age of Nephthys for senet: the game declaration and the values it saves and shows."""

from __future__ import annotations

from .game import EVENTS, GAME, MOVES
from .state import NephState
from .view import NephView, SeatView

__all__ = ["EVENTS", "GAME", "MOVES", "NephState", "NephView", "SeatView"]
