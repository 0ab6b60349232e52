"""The nimmt-classic plugin's hook implementations."""

from __future__ import annotations

from typing import Any

from senet import Game, hookimpl

from .game import GAME


@hookimpl
def senet_games() -> list[Game[Any]]:
    """The classic card game."""
    return [GAME]
