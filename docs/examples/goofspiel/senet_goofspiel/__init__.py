"""Goofspiel for senet: the complete example game of the plugin author's guide."""

from .game import (
    GAME,
    Bid,
    BidsPlayed,
    GoofState,
    GoofView,
    PrizeDiscarded,
    PrizeTurned,
    PrizeWon,
)

__all__ = [
    "GAME",
    "Bid",
    "BidsPlayed",
    "GoofState",
    "GoofView",
    "PrizeDiscarded",
    "PrizeTurned",
    "PrizeWon",
]
