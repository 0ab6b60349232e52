"""The hook implementations: how the engine finds Goofspiel (and nothing else)."""

from senet import Game, hookimpl

from .game import GAME, GoofState


@hookimpl
def senet_games() -> list[Game[GoofState]]:
    """The games this plugin provides: Goofspiel."""
    return [GAME]
