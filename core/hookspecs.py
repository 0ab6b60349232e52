"""The hooks a senet plugin may implement: the reference for plugin authors.

Registration: ``senet_games`` hands the engine game declarations. The engine
calls a game's functions directly afterwards; rules never go through hooks.
The engine's own games are registered first; a game whose name is already
taken is refused, and with it the whole plugin that hands it over.

Bots: ``senet_bots`` hands the engine bots chosen by name (``--bot NAME:key=value``).
The built-in ``random`` and ``mcts`` are registered first; a bot whose name is taken,
or a hook that raises, fails the plugin as for games (recorded, the rest load).

Observers (called for every match made with a registry, in registration
order, results ignored): ``senet_match_started``, ``senet_event_recorded``,
``senet_match_ended``. They must not change the match. An observer that
raises is isolated: its plugin is unregistered (none of its hooks is called
again by that registry), named in ``Registry.failures`` and logged once on
the ``senet.registry`` logger; the move it observed stands and the match
goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from .actions import ActionEncoding
    from .bots.spec import BotSpec
    from .flow import Entry
    from .game import Game, Result
    from .match import Match

__all__ = ["hookimpl", "hookspec"]

hookspec = pluggy.HookspecMarker("senet")
hookimpl = pluggy.HookimplMarker("senet")


@hookspec
def senet_games() -> list[Game[Any]]:  # type: ignore[empty-body]
    """Return the games this plugin provides (a list of :class:`senet.Game`)."""


@hookspec
def senet_bots() -> list[BotSpec]:  # type: ignore[empty-body]
    """Return the bots this plugin provides (a list of :class:`senet.bots.BotSpec`)."""


@hookspec
def senet_action_encodings() -> dict[str, ActionEncoding]:  # type: ignore[empty-body]
    """Optional: a fixed numbering of each game's moves, by game name (for :mod:`senet.rl`).

    Every plugin's answers are merged; a plugin names only games it provides."""


@hookspec
def senet_match_started(match: Match[Any]) -> None:
    """A match was created (by ``new_match``, ``start_match`` or loading a save)."""


@hookspec
def senet_event_recorded(match: Match[Any], entry: Entry) -> None:
    """An event was appended to a match's log (the unredacted entry)."""


@hookspec
def senet_match_ended(match: Match[Any], result: Result) -> None:
    """A match ended with ``result``."""
