"""The hook implementations: how the engine finds Goofspiel (and nothing else)."""

from __future__ import annotations

from typing import Any

from senet import Game, hookimpl

from .game import GAME


@hookimpl
def senet_games() -> list[Game[Any]]:
    """The games this plugin provides: Goofspiel."""
    return [GAME]
