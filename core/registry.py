"""Finding games: a pluggy plugin manager over the ``senet`` entry-point group."""

from __future__ import annotations

import functools
import logging
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pluggy

from . import hookspecs
from .declaration import check_declaration, declaration_problem
from .errors import PluginError, SenetError, UnknownGame
from .faces import GamePackage, is_game_package
from .flow import Entry
from .game import Game, Result
from .match import Match, Observer
from .options import did_you_mean
from .seen import EVERYTHING, SPECTATOR, Audience, Observed, audience_problem, observed, redact
from .words import quoted

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

__all__ = ["Registry", "check_declaration", "declaration_problem", "default_registry", "make_plugin_manager"]

GROUP = "senet"
BUILT_IN_PACKAGE = "senet_games"
"""The engine's own games: entry points of the ``senet`` distribution into this package."""
ENGINE_DISTRIBUTION = "senet"

logger = logging.getLogger(__name__)

OBSERVER_HOOKS = ("senet_match_started", "senet_event_recorded", "senet_match_ended")


def make_plugin_manager() -> pluggy.PluginManager:
    """A plugin manager with senet's hook specifications and nothing registered."""
    pm = pluggy.PluginManager(GROUP)
    pm.add_hookspecs(hookspecs)
    return pm


class Registry:
    """The games one application knows, and the plugins that provided them.

    ``Registry()`` loads every installed plugin of the ``senet`` entry-point
    group; a plugin that fails to import or hands over something invalid is
    recorded in :attr:`failures` by name, and the other games still work.
    The engine's own games load first, whatever the entry-point names, so no
    plugin can take one of their names: a later game of an existing name is
    refused for the newcomer. An observing plugin sees what it declares (hook
    ``senet_observes``; :attr:`observing`); one that raises is disabled (see
    :meth:`observer`) and recorded in :attr:`failures` too.
    ``Registry(entry_points=False)`` starts empty (tests, embedding apps).
    """

    def __init__(self, *, entry_points: bool = True) -> None:
        self.pm = make_plugin_manager()
        self.games: dict[str, Game[Any]] = {}
        self.owners: dict[str, str] = {}
        self.failures: dict[str, str] = {}
        self.offered_bots: dict[str, tuple[object, ...]] = {}
        """What each plugin's ``senet_bots`` returned, by plugin name in registration order,
        unread: :func:`senet.bots.registered` checks and lists them (bots are an application
        built on the engine, which does not know what a bot is)."""
        self.observing: dict[str, Audience] = {}
        """The plugins that observe matches, by name in registration order, with what each
        declared it sees (hook ``senet_observes``; ``"spectator"`` when it did not)."""
        if entry_points:
            import importlib.metadata  # here: a registry of no entry points (an app's) needs none

            for ep in sorted(importlib.metadata.entry_points(group=GROUP), key=_load_order):
                self._load(ep)

    def _load(self, ep: EntryPoint) -> None:
        """Import and register one entry point; a failure is recorded, never raised."""
        # A second entry point of a taken name is named with its module, not as the first.
        taken = self.pm.get_plugin(ep.name) is not None or ep.name in self.failures
        key = f"{ep.name} ({ep.value})" if taken else ep.name
        try:
            plugin = ep.load()
        except Exception as exc:
            self.failures[key] = _one_line(f"failed to import {ep.value}: {type(exc).__name__}: {exc}")
            return
        try:
            self.register(plugin, name=ep.name)
        except PluginError as exc:
            self.failures[key] = _one_line(str(exc))
        module = ep.value.split(":")[0].strip()
        self._compiled(module if is_game_package(plugin) else module.rpartition(".")[0])

    @staticmethod
    def _compiled(package: str) -> None:
        """Warn about compiled modules that no longer match their game's sources (the game
        loads whatever they say: compiling is an option, and the sources are what count)."""
        from .compiled import of_package, stale, unlisted  # only when a plugin's entry point loads

        try:
            modules = of_package(package)
        except SenetError as exc:
            logger.warning("%s (senet compile will refuse it; the game runs from its sources)", exc)
            return
        for module in stale(modules):
            logger.warning("%s was compiled from an older %s, and is what runs: `senet compile` "
                           "again, or `senet compile --clean`", module.extension, module.source.name)
        for path in unlisted(package):
            logger.warning("%s is compiled but no longer in its game's COMPILE, and is what runs: "
                           "`senet compile` again, or `senet compile --clean`", path)

    def register(self, plugin: ModuleType | object, name: str | None = None) -> list[Game[Any]]:
        """Register a plugin (a module or object with hookimpls, or a game's package: see
        :class:`GamePackage`); returns its games."""
        label = name or getattr(plugin, "__name__", None) or type(plugin).__name__
        if is_game_package(plugin):
            assert isinstance(plugin, ModuleType)
            plugin = GamePackage(plugin)
        if self.pm.is_registered(plugin) or self.pm.get_plugin(label) is not None:
            raise PluginError(label, "a plugin of this name, or this plugin itself, is already registered")
        try:
            self.pm.register(plugin, name=label)
            self.pm.check_pending()
        except Exception as exc:
            if self.pm.is_registered(plugin):
                self.pm.unregister(plugin)
            raise PluginError(label, f"invalid hooks: {exc}") from None
        games: list[Game[Any]] = []
        impl = getattr(plugin, "senet_games", None)
        if impl is not None:
            try:
                provided = impl()
            except Exception as exc:
                self.pm.unregister(plugin)
                raise PluginError(label, f"senet_games() raised {type(exc).__name__}: {exc}"
                                  ) from None
            if not isinstance(provided, (list, tuple)):
                self.pm.unregister(plugin)
                raise PluginError(label, "senet_games() must return a list of senet.Game")
            for game in provided:
                problem = _problem(game, self.games, self.owners)
                if problem is None and any(g.name == game.name and g is not game for g in games):
                    problem = f"two different games are called {game.name!r}"
                if problem:
                    self.pm.unregister(plugin)
                    raise PluginError(label, f"senet_games(): {problem}")
                games.append(game)
        bots = self._bots_of(plugin, label)
        audience = self._audience_of(plugin, label)
        for game in games:
            self.games[game.name] = game
            self.owners[game.name] = label
        if bots is not None:
            self.offered_bots[label] = bots
        if audience is not None:
            self.observing[label] = audience
        return games

    def _audience_of(self, plugin: object, label: str) -> Audience | None:
        """What ``plugin`` observes (``None``: it implements no observer hook); a
        ``senet_observes`` that raises or answers nonsense unregisters it (:class:`PluginError`)."""
        hooks = {caller.name for caller in self.pm.get_hookcallers(plugin) or ()}
        impl = getattr(plugin, "senet_observes", None) if "senet_observes" in hooks else None
        if impl is None:
            return SPECTATOR if hooks.intersection(OBSERVER_HOOKS) else None
        try:
            audience = impl()
        except Exception as exc:
            self.pm.unregister(plugin)
            raise PluginError(label, f"senet_observes() raised {type(exc).__name__}: {exc}") from None
        problem = audience_problem(audience)
        if problem is not None:
            self.pm.unregister(plugin)
            raise PluginError(label, f"senet_observes() must return {problem}")
        return audience if hooks.intersection(OBSERVER_HOOKS) else None

    def _bots_of(self, plugin: object, label: str) -> tuple[object, ...] | None:
        """What ``plugin``'s ``senet_bots`` returns (``None``: it has no such hook); a hook that
        raises or answers something other than a list unregisters it (:class:`PluginError`)."""
        impl = getattr(plugin, "senet_bots", None)
        if impl is None:
            return None
        try:
            provided = impl()
        except Exception as exc:
            self.pm.unregister(plugin)
            raise PluginError(label, f"senet_bots() raised {type(exc).__name__}: {exc}") from None
        if not isinstance(provided, (list, tuple)):
            self.pm.unregister(plugin)
            raise PluginError(label, "senet_bots() must return a list of senet.bots.BotSpec")
        return tuple(provided)

    def add_game(self, game: Game[Any]) -> None:
        """Register one game declaration directly (no plugin module needed)."""
        problem = _problem(game, self.games, self.owners)
        if problem:
            raise PluginError(game.name if isinstance(game, Game) else "?", problem)
        self.games[game.name] = game
        self.owners[game.name] = "<direct>"

    def get(self, name: str) -> Game[Any]:
        """The game called ``name``; :class:`UnknownGame` lists the known ones."""
        if type(name) is not str:
            raise UnknownGame(f"a game is named by text, not {quoted(name)}")
        game = self.games.get(name)
        if game is None:
            known = ", ".join(sorted(self.games)) or "none"
            extra = ""
            if name in self.failures:
                extra = f" (its plugin failed to load: {self.failures[name]})"
            if not extra:
                extra = did_you_mean(name, self.games)
            raise UnknownGame(f"no game called {quoted(name)}{extra}; installed: {known}")
        return game

    def names(self) -> list[str]:
        """The registered game names, sorted."""
        return sorted(self.games)

    def observer(self) -> Observer | None:
        """What tells the observer hooks of a match's life, or ``None`` if no plugin observes.

        Observers run in registration order, each told what its plugin declared it sees
        (:attr:`observing`): a spectator's or one seat's :class:`senet.Observed` and
        entries redacted for them, or, for ``"everything"``, the match and its unredacted
        entries. One that raises is isolated: it is logged once (a warning on the
        ``senet.registry`` logger), unregistered, so that none of its hooks is called
        again by any match of this registry, and recorded in :attr:`failures`; the move
        it observed stands and the match goes on.
        """
        hook = self.pm.hook
        callers = (hook.senet_match_started, hook.senet_event_recorded, hook.senet_match_ended)
        if not any(caller.get_hookimpls() for caller in callers):
            return None
        return _HookObserver(self, *callers)

    def disable(self, plugin: str, reason: str) -> None:
        """Unregister the plugin called ``plugin``, which failed: record why, and log it once."""
        if self.pm.get_plugin(plugin) is None:
            return  # already disabled (or never registered): logged before, if at all
        self.pm.unregister(name=plugin)
        self.observing.pop(plugin, None)
        self.offered_bots.pop(plugin, None)
        line = _one_line(reason)
        self.failures[plugin] = line
        logger.warning("plugin %r disabled: %s", plugin, line)


class _HookObserver:
    """An :class:`senet.match.Observer` that calls the observer hooks of a registry, each
    implementation with what its plugin declared it sees."""

    def __init__(self, registry: Registry, started: Any, recorded: Any, ended: Any) -> None:
        self._registry = registry
        self._started, self._recorded, self._ended = started, recorded, ended

    def started(self, match: Match[Any], entries: Sequence[Entry]) -> None:
        """``senet_match_started``, then ``senet_event_recorded`` for each entry so far."""
        told = _Told(match)
        _call(self._registry, self._started, told)
        for entry in entries:
            _call(self._registry, self._recorded, told, entry=entry)

    def recorded(self, match: Match[Any], entries: Sequence[Entry]) -> None:
        """``senet_event_recorded`` for each new entry."""
        told = _Told(match)
        for entry in entries:
            _call(self._registry, self._recorded, told, entry=entry)

    def ended(self, match: Match[Any], result: Result) -> None:
        """``senet_match_ended``."""
        _call(self._registry, self._ended, _Told(match), result=result)


class _Told:
    """What one call of the observers tells each audience of a match: the match itself for
    ``"everything"``, else an :class:`Observed` for the viewer (made once per viewer)."""

    __slots__ = ("_match", "_seen")

    def __init__(self, match: Match[Any]) -> None:
        self._match = match
        self._seen: dict[int | None, Observed] = {}

    def viewer(self, audience: Audience) -> int | None:
        """The seat whose eyes ``audience`` has in this match (``None``: a spectator's)."""
        if type(audience) is int and audience < self._match.players:
            return audience
        return None

    def match(self, audience: Audience) -> Observed | Match[Any]:
        """What a hook's ``match`` argument is for ``audience``."""
        if audience == EVERYTHING:
            return self._match
        viewer = self.viewer(audience)
        seen = self._seen.get(viewer)
        if seen is None:
            seen = self._seen[viewer] = observed(self._match, viewer)
        return seen

    def entry(self, entry: Entry, audience: Audience) -> Entry:
        """``entry`` as ``audience`` may see it."""
        return entry if audience == EVERYTHING else redact(entry, self.viewer(audience))


def _call(registry: Registry, caller: Any, told: _Told, *, entry: Entry | None = None,
          result: Result | None = None) -> None:
    """Call one observer hook's implementations, each with what its plugin may see; one that
    raises is disabled, the rest run."""
    # In registration order (tryfirst/trylast respected); pluggy's own call runs the
    # last registered first, stops at the first that raises, and cannot say which did.
    impls = sorted(caller.get_hookimpls(), key=lambda i: (not i.tryfirst, i.trylast))
    for impl in impls:
        if impl.wrapper or impl.hookwrapper:
            continue
        audience = registry.observing.get(impl.plugin_name, SPECTATOR)
        try:
            args: list[Any] = []
            for name in impl.argnames:  # match, entry, result: what the hook takes
                if name == "match":
                    args.append(told.match(audience))
                elif name == "entry":
                    args.append(told.entry(entry, audience) if entry is not None else None)
                else:
                    args.append(result)
            impl.function(*args)
        except Exception as exc:
            registry.disable(impl.plugin_name,
                             f"observer {caller.name} raised {type(exc).__name__}: {exc}")


MAX_REASON = 300
"""Characters of a failure's reason that are kept: it is one line in ``senet games``."""


def _one_line(text: str) -> str:
    """``text`` on one line (whitespace runs become one space), cut at :data:`MAX_REASON`."""
    line = " ".join(text.split())
    return line if len(line) <= MAX_REASON else line[:MAX_REASON - 1] + "…"


def _is_built_in(ep: EntryPoint) -> bool:
    """Whether an entry point is one of the engine's own games (a module of ``senet_games``
    declared by the ``senet`` distribution)."""
    module = ep.value.partition(":")[0].strip()
    if module != BUILT_IN_PACKAGE and not module.startswith(BUILT_IN_PACKAGE + "."):
        return False
    # Another distribution may put a module into the package's folder: it is not ours.
    dist = getattr(ep, "dist", None)
    return dist is None or _normalised(dist.name) == ENGINE_DISTRIBUTION


def _normalised(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _load_order(ep: EntryPoint) -> tuple[bool, str]:
    """The engine's own games first (no plugin can take their names), then by name."""
    return (not _is_built_in(ep), ep.name)


def _problem(game: object, games: dict[str, Game[Any]], owners: dict[str, str]) -> str | None:
    if not isinstance(game, Game):
        return f"{game!r} is not a senet.Game"
    if game.name in games and games[game.name] is not game:
        return f"a game called {game.name!r} is already registered by {owners[game.name]!r}"
    return declaration_problem(game)


@functools.cache
def default_registry() -> Registry:
    """The registry of installed games, loaded once per process on first use."""
    return Registry()
