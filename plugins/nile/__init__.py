"""Nile DeLuxor for senet: plant crops, harvest them when the Nile floods them, balance the harvest."""

from .cards import Card, Crop
from .events import (
    CardDrawn,
    CardPaid,
    FieldOvertaken,
    FloodCleared,
    FloodTurned,
    GameOver,
    HandDealt,
    Harvested,
    LocustsShuffledIn,
    LocustsStruck,
    Passed,
    Planted,
    Reshuffled,
    Speculated,
    SpeculationPaid,
    SpeculationsDiscarded,
    TradeBegun,
    TradePaid,
    TurnStarted,
    Why,
)
from .game import GAME, MOVES
from .moves import Market, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate
from .state import Ending, NileState, Step, Trade

EVENTS = GAME.events

__all__ = [
    "EVENTS", "GAME", "MOVES", "Card", "CardDrawn", "CardPaid", "Crop", "Ending", "FieldOvertaken",
    "FloodCleared", "FloodTurned", "GameOver", "HandDealt", "Harvested", "LocustsShuffledIn",
    "LocustsStruck", "Market", "NileState", "OfferToHapi", "Pass", "Passed", "Pay", "Plant", "PlantPair",
    "Planted", "Reshuffled", "Speculate", "Speculated", "SpeculationPaid", "SpeculationsDiscarded", "Step",
    "Trade", "TradeBegun", "TradePaid", "TurnStarted", "Why",
]

COMPILE = ("rules", "flow", "evolve")
"""Modules faster compiled with mypyc (``senet compile``; measured, docs/speed.md)."""
