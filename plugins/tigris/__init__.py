"""Tigris & Euphrates for senet: 2-4 players build kingdoms between the two rivers."""

from .events import (
    ActionChosen,
    ActionEnded,
    CatastrophePlaced,
    ConflictResolved,
    DrawReason,
    GameEnded,
    KingdomsUnited,
    LeaderPlaced,
    LeaderReturned,
    LeaderWithdrawn,
    MonumentBuilt,
    MonumentDeclined,
    Passed,
    ReturnReason,
    RevoltStarted,
    Scored,
    ScoreReason,
    SupportCommitted,
    TilePlaced,
    TilesDrawn,
    TilesRemoved,
    TilesSwapped,
    TreasuresTaken,
    TurnStarted,
    UnificationRemoved,
    WarStarted,
)
from .game import GAME
from .moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    MoveLeader,
    Pass,
    PickWar,
    PlaceLeader,
    Square,
    Support,
    WithdrawLeader,
)
from .state import Colour, ConflictKind, EndReason, Kind, MonumentName, Role, Side, TigrisState

__all__ = [
    "GAME", "ActionChosen", "ActionEnded", "BuildMonument", "CatastrophePlaced", "ChooseCatastrophe",
    "ChooseSwap", "ChooseTile", "Colour", "ConflictKind", "ConflictResolved", "DeclineMonument",
    "Discard", "DrawReason", "EndReason", "GameEnded", "Kind", "KingdomsUnited", "LeaderPlaced",
    "LeaderReturned", "LeaderWithdrawn", "LeaveTreasure", "MonumentBuilt", "MonumentDeclined",
    "MonumentName", "MoveLeader", "Pass", "Passed", "PickWar", "PlaceLeader", "ReturnReason",
    "RevoltStarted", "Role", "ScoreReason", "Scored", "Side", "Square", "Support", "SupportCommitted",
    "TigrisState", "TilePlaced", "TilesDrawn", "TilesRemoved", "TilesSwapped", "TreasuresTaken",
    "TurnStarted", "UnificationRemoved", "WarStarted", "WithdrawLeader",
]

COMPILE = ("derive", "rules_squares", "rules", "board")
"""Modules faster compiled with mypyc (``senet compile``; measured, docs/speed.md)."""
