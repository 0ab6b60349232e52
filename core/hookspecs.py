"""The hooks a senet plugin may implement: the reference for plugin authors.

Registration: a game needs no hooks. An entry point of the ``senet`` group that names a
game's package (``nile = "senet_games.nile"``) registers the ``GAME`` of its ``game.py``,
and the game's faces are found by file name beside it (:mod:`senet.faces`). A plugin
module of hook functions may instead hand over games with ``senet_games``. The engine
calls a game's functions directly afterwards; rules never go through hooks.
The engine's own games are registered first; a game whose name is already
taken is refused, and with it the whole plugin that hands it over.

Bots: ``senet_bots`` hands over bots chosen by name (``--bot NAME:key=value``), a list of
:class:`senet.bots.BotSpec`. The engine only keeps each plugin's list (a hook that raises,
or answers something other than a list, fails the plugin as for games: recorded, the rest
load); :mod:`senet.bots`, the application that seats bots, checks them when it lists them:
its built-in bots come first, and a plugin's bot that is not a ``BotSpec`` or whose name
is taken is left out and recorded in ``Registry.failures`` (the plugin's games stay).

Observers (called for every match made with a registry, in registration
order, results ignored): ``senet_match_started``, ``senet_event_recorded``,
``senet_match_ended``. An observing plugin is told only what it declares it may
see, with ``senet_observes`` (asked once, when the plugin is registered):

- ``"spectator"`` (the default, when the plugin does not declare): public
  information only. ``match`` is a :class:`senet.Observed` (the game's name, the
  players, the options, the spectator's :class:`senet.View`, the number of moves,
  whether it is over, the result), never the match; each ``entry`` is redacted
  for a spectator (``senet.redact(entry, None)``): every hand, pile and secret
  choice in it shows only its size.
- a seat number ``n``: what player ``n`` sees. ``match`` is a
  :class:`senet.Observed` with seat ``n``'s view, entries redacted for seat ``n``.
  In a match without that seat the plugin is told what a spectator sees.
- ``"everything"``: every secret. ``match`` is the live :class:`senet.Match`
  and each ``entry`` is unredacted. Only for tools that must (an audit log, a
  referee); ``senet games`` lists such a plugin as one that sees every secret.

A plugin that counts the events of each game needs nothing more than the default::

    @senet.hookimpl
    def senet_event_recorded(match: senet.Observed, entry: senet.Entry) -> None:
        tally[match.game] += 1

and an audit log that must keep every card declares so::

    @senet.hookimpl
    def senet_observes() -> str:
        return "everything"

Observers must not change the match. An observer that raises is isolated: its
plugin is unregistered (none of its hooks is called again by that registry),
named in ``Registry.failures`` and logged once on the ``senet.registry``
logger; the move it observed stands and the match goes on. A ``senet_observes``
that raises or answers anything else refuses the plugin, as for games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from .flow import Entry
    from .game import Game, Result
    from .match import Match
    from .seen import Audience, Observed

__all__ = ["hookimpl", "hookspec"]

hookspec = pluggy.HookspecMarker("senet")
hookimpl = pluggy.HookimplMarker("senet")


@hookspec
def senet_games() -> list[Game[Any]]:  # type: ignore[empty-body]
    """Return the games this plugin provides (a list of :class:`senet.Game`)."""


@hookspec
def senet_bots() -> list[Any]:  # type: ignore[empty-body]
    """Return the bots this plugin provides (a list of :class:`senet.bots.BotSpec`, which the
    engine hands on unread to :mod:`senet.bots`)."""


@hookspec
def senet_observes() -> Audience:  # type: ignore[empty-body]
    """Optional: what this plugin's observer hooks may see, asked once at registration.

    ``"spectator"`` (the default), a seat number, or ``"everything"`` (see above)."""


@hookspec
def senet_match_started(match: Observed | Match[Any]) -> None:
    """A match was created (by ``new_match``, ``start_match`` or loading a save).

    ``match``: a :class:`senet.Observed`, or the :class:`senet.Match` for a plugin that
    observes ``"everything"``."""


@hookspec
def senet_event_recorded(match: Observed | Match[Any], entry: Entry) -> None:
    """An event was appended to a match's log: ``entry`` as the plugin may see it
    (unredacted only for a plugin that observes ``"everything"``)."""


@hookspec
def senet_match_ended(match: Observed | Match[Any], result: Result) -> None:
    """A match ended with ``result``."""
