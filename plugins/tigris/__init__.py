"""Tigris & Euphrates for senet: 2-4 players build kingdoms between the two rivers."""

from .events import (
    ActionChosen,
    ActionEnded,
    CatastrophePlaced,
    ConflictResolved,
    GameEnded,
    KingdomsUnited,
    LeaderPlaced,
    LeaderReturned,
    LeaderWithdrawn,
    MonumentBuilt,
    MonumentDeclined,
    Passed,
    RevoltStarted,
    Scored,
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
from .state import TigrisState

__all__ = [
    "GAME", "ActionChosen", "ActionEnded", "BuildMonument", "CatastrophePlaced", "ChooseCatastrophe",
    "ChooseSwap", "ChooseTile", "ConflictResolved", "DeclineMonument", "Discard", "GameEnded",
    "KingdomsUnited", "LeaderPlaced", "LeaderReturned", "LeaderWithdrawn", "LeaveTreasure",
    "MonumentBuilt", "MonumentDeclined", "MoveLeader", "Pass", "Passed", "PickWar", "PlaceLeader",
    "RevoltStarted", "Scored", "Square", "Support", "SupportCommitted", "TigrisState", "TilePlaced",
    "TilesDrawn", "TilesRemoved", "TilesSwapped", "TreasuresTaken", "TurnStarted",
    "UnificationRemoved", "WarStarted", "WithdrawLeader",
]
