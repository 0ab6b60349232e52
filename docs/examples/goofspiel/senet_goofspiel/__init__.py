"""Goofspiel for senet: the complete example game of the plugin author's guide."""

from .game import GAME, Bid, BidsPlayed, GoofState, PrizeDiscarded, PrizeTurned, PrizeWon

__all__ = ["GAME", "Bid", "BidsPlayed", "GoofState", "PrizeDiscarded", "PrizeTurned", "PrizeWon"]
