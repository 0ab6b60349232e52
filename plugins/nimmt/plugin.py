"""The nimmt plugin's hook implementations."""

from __future__ import annotations

from typing import Any

from senet import Game, hookimpl
from senet.actions import ActionEncoding

from .game import GAME


@hookimpl
def senet_games() -> list[Game[Any]]:
    """The nimmt game."""
    return [GAME]


@hookimpl
def senet_action_encodings() -> dict[str, ActionEncoding]:
    """The numbering of the game's moves (for senet.rl)."""
    from .actions import ENCODING

    return {GAME.name: ENCODING}
