"""Niagara (Zoch 2004) for senet: paddle two canoes on a flowing river, collect gems."""

from .game import GAME
from .state import (
    Canoe,
    Load,
    MoveWeather,
    NiagaraState,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Turn,
    Unload,
)
from .view import NiagaraView

__all__ = [
    "GAME", "Canoe", "Load", "MoveWeather", "NiagaraState", "NiagaraView", "Paddle", "PickCanoe",
    "PlayCard", "Recover", "SkipLaunch", "SkipRecover", "SkipSteal", "Steal", "Turn", "Unload",
]
