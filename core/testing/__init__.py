"""Tools for people who test games: positions, scenarios, and the conformance suite.

Shipped with the engine so that a game's author (of a built-in game or a third-party
plugin) builds positions and checks a game without reading another game's code:
``senet check GAME`` runs the same suite from the command line.
"""

from .conformance import CHECKS, Case, Failure, cases, check_case, check_game
from .drawing import check_drawings
from .faced import faced
from .positions import (
    PositionError,
    events_of,
    play,
    position,
    position_problems,
    refused,
    same_components,
    start,
)

__all__ = [
    "CHECKS",
    "Case",
    "Failure",
    "PositionError",
    "cases",
    "check_case",
    "check_drawings",
    "check_game",
    "faced",
    "events_of",
    "play",
    "position",
    "position_problems",
    "refused",
    "same_components",
    "start",
]
