"""Nile DeLuxor for senet: plant crops, harvest them when the Nile floods, balance the harvest."""

from .events import EVENTS
from .game import GAME, MOVES
from .state import Market, NileState, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate
from .view import NileView

__all__ = [
    "EVENTS", "GAME", "MOVES", "Market", "NileState", "NileView", "OfferToHapi", "Pass", "Pay",
    "Plant", "PlantPair", "Speculate",
]
