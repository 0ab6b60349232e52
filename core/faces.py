"""A game's faces: how people, bots and learners meet its rules, each in a file of its own.

A game's package holds its rules (``game.py`` declares them) and, beside them, one module
per face, found by its file name::

    words.py     WORDS, a Words: moves and events in a sentence for a seat (every application)
    table.py     render(view): the table in a terminal; move_names(move, view), optional
    picture.py   draw(view, legal, seat): the table in a browser (a senet.draw.Drawing)
    actions.py   ENCODING, an ActionEncoding: moves numbered for learners (senet.rl)
    evaluate.py  evaluate(state), and rollout_policy(state, player, legal, rng), optional:
                 what a search bot scores a cut-off playout by, and plays its playouts with

A face is imported the first time an application asks for it, never with the rules: an app
that only plays imports no terminal library and no drawing. A missing file means the game
does without that face (the engine's plain words, no picture, a derived encoding...); a face
that fails to import, or lacks what its file must hold, is the game's error
(:class:`PluginError`), said when it is asked for. The package is the declaration's
``faces`` (``declare`` takes it from the state's module, ``PACKAGE.state`` or
``PACKAGE.game``).

Words are dispatched per type, as :class:`senet.Evolver` dispatches evolve functions::

    WORDS = Words()

    @WORDS.event(PrizeWon)
    def _(e: PrizeWon, viewer: int | None) -> str: ...
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar

from . import hookspecs
from .errors import InternalError, PluginError
from .hookspecs import hookimpl
from .values import Event, Move

if TYPE_CHECKING:
    from .actions import ActionEncoding
    from .game import Game
    from .rng import Rng

__all__ = ["FACES", "Words", "action_encoding", "actions", "declared_encoding", "evaluation", "face",
           "GamePackage", "is_game_package",
           "move_names", "picture", "table", "words"]

FACES = ("words", "table", "picture", "actions", "evaluate")
"""Every face's file name, in the order the plugin guide shows them."""

M = TypeVar("M", bound=Move)
E = TypeVar("E", bound=Event)
MoveWords = Callable[[Any, Any], str]
EventWords = Callable[[Any, "int | None"], str]


def _plain(cls: type) -> str:
    """A type's name in words, for a value the game gives no words: ``PrizeWon`` is
    "prize won". Never its fields, which may be another seat's secret."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", cls.__name__).lower()


class Words:
    """A game's words: one function per move type and per event type (a function registered
    for a base class serves its subclasses that have none of their own)."""

    def __init__(self) -> None:
        self._moves: dict[type, MoveWords] = {}
        self._events: dict[type, EventWords] = {}

    def move(self, *classes: type[M]) -> Callable[[Callable[[M, Any], str]], Callable[[M, Any], str]]:
        """Register the function that words moves of ``classes``: ``fn(move, view)``, where
        ``view`` is the chooser's :class:`senet.View` (or ``None``), so a move may say what
        it would do."""
        register: Callable[[Callable[[M, Any], str]], Callable[[M, Any], str]] = self._register(
            self._moves, classes, "move")
        return register

    def event(self, *classes: type[E]) -> Callable[[Callable[[E, int | None], str]],
                                                   Callable[[E, int | None], str]]:
        """Register the function that words events of ``classes``: ``fn(event, viewer)``, the
        event as seat ``viewer`` (``None``: a spectator) may see it."""
        register: Callable[[Callable[[E, int | None], str]], Callable[[E, int | None], str]] = (
            self._register(self._events, classes, "event"))
        return register

    @staticmethod
    def _register(table: dict[type, Any], classes: Sequence[type], what: str) -> Any:
        if not classes:
            raise InternalError(f"Words.{what}() needs the {what} types the function words")

        def register(fn: Any) -> Any:
            for cls in classes:
                if cls in table:
                    raise InternalError(f"{cls.__qualname__} already has words")
                table[cls] = fn
            return fn

        return register

    @staticmethod
    def _find(table: dict[type, Any], cls: type) -> Any:
        fn = table.get(cls)
        if fn is None:
            fn = next((table[k] for k in cls.__mro__[1:] if k in table), None)
        return fn

    def describe_move(self, move: Move, view: Any = None) -> str:
        """The move in words (its type's name in words when the game gives none)."""
        fn = self._find(self._moves, type(move))
        return fn(move, view) if fn is not None else _plain(type(move))

    def describe_event(self, event: Event, viewer: int | None) -> str:
        """The event as ``viewer`` reads it (its type's name in words when the game gives none)."""
        fn = self._find(self._events, type(event))
        return fn(event, viewer) if fn is not None else _plain(type(event))

    def has(self, cls: type) -> bool:
        """Whether values of ``cls`` have words of the game's: registered for ``cls`` or for a
        base class of the game's own (not only for every :class:`Move` or :class:`Event`)."""
        table = self._moves if issubclass(cls, Move) else self._events
        return any(k in table for k in cls.__mro__ if k not in _ANY)

    @property
    def moves(self) -> Mapping[type, MoveWords]:
        """The function for each move type registered."""
        return self._moves

    @property
    def events(self) -> Mapping[type, EventWords]:
        """The function for each event type registered."""
        return self._events


_ANY = frozenset((Move, Event, *Move.__mro__))
"""Base classes whose words would word any value: registering there is not wording a type."""

PLAIN = Words()
"""The words of a game that has no ``words.py``: every value by its type's name."""


def face(game: Game[Any], name: str) -> ModuleType | None:
    """``game``'s face module ``name`` (one of :data:`FACES`), imported now if it was not;
    ``None`` if the game has none. :class:`PluginError` if it fails to import."""
    if name not in FACES:
        raise InternalError(f"no face is called {name!r}: the faces are {', '.join(FACES)}")
    if game.faces is None:
        return None
    module = f"{game.faces}.{name}"
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name in (module, game.faces):
            return None
        raise PluginError(game.name, f"its {name} face ({module}) failed to import: "
                                     f"{type(exc).__name__}: {exc}") from None
    except Exception as exc:
        raise PluginError(game.name, f"its {name} face ({module}) failed to import: "
                                     f"{type(exc).__name__}: {exc}") from None


def _held(game: Game[Any], name: str, attribute: str, *, optional: bool = False) -> Any:
    """What ``game``'s face ``name`` holds under ``attribute`` (``None``: no such face, or an
    optional attribute it does not hold)."""
    module = face(game, name)
    if module is None:
        return None
    found = getattr(module, attribute, None)
    if found is None and not optional:
        raise PluginError(game.name, f"its {name} face ({module.__name__}) holds no {attribute}")
    return found


def words(game: Game[Any]) -> Words:
    """``game``'s words (``WORDS`` in its ``words.py``; plain words when it has none)."""
    found = _held(game, "words", "WORDS")
    if found is None:
        return PLAIN
    if not isinstance(found, Words):
        raise PluginError(game.name, f"its words face's WORDS is a {type(found).__name__}, "
                                     "not a senet.Words")
    return found


def _callable(game: Game[Any], name: str, attribute: str, *, optional: bool = False) -> Any:
    found = _held(game, name, attribute, optional=optional)
    if found is not None and not callable(found):
        raise PluginError(game.name, f"its {name} face's {attribute} is not a function")
    return found


def table(game: Game[Any]) -> Callable[[Any], Any] | None:
    """``render(view)`` of ``game``'s ``table.py``: a seat's :class:`senet.View` for the
    terminal, a rich renderable or a string (``None``: the game has no table face)."""
    fn: Callable[[Any], Any] | None = _callable(game, "table", "render")
    return fn


def move_names(game: Game[Any]) -> Callable[[Any, Any], Sequence[str]] | None:
    """``move_names(move, view)`` of ``game``'s ``table.py``: short names a person may type
    for a move in the terminal instead of its number (a square's coordinates, ``I6``)."""
    fn: Callable[[Any, Any], Sequence[str]] | None = _callable(game, "table", "move_names",
                                                               optional=True)
    return fn


def picture(game: Game[Any]) -> Callable[[Any, Sequence[Move], int | None], object] | None:
    """``draw(view, legal, seat)`` of ``game``'s ``picture.py``: the seat's table for the
    browser, its legal moves clickable (``None``: the game has no picture)."""
    fn: Callable[[Any, Sequence[Move], int | None], object] | None = _callable(game, "picture", "draw")
    return fn


def actions(game: Game[Any]) -> ActionEncoding | None:
    """``ENCODING`` of ``game``'s ``actions.py``: its moves numbered for :mod:`senet.rl`
    (``None``: it has none, and ``senet.rl`` derives one where it can)."""
    from .actions import ActionEncoding

    found = _held(game, "actions", "ENCODING")
    if found is not None and not isinstance(found, ActionEncoding):
        raise PluginError(game.name, f"its actions face's ENCODING is a {type(found).__name__}, "
                                     "not a senet.actions.ActionEncoding")
    return found


Evaluate = Callable[[Any], Sequence[float]]
RolloutPolicy = Callable[[Any, int, Sequence[Move], "Rng"], int]


def evaluation(game: Game[Any]) -> tuple[Evaluate | None, RolloutPolicy | None]:
    """``evaluate(state)`` and ``rollout_policy(state, player, legal, rng)`` of ``game``'s
    ``evaluate.py`` (either ``None`` when it has none).

    ``evaluate`` says how well each seat stands in an unfinished state, one value in [0, 1]
    per seat (an estimated share of the other seats it will beat): what search scores a
    cut-off playout by. ``rollout_policy`` gives the position in ``legal`` of a cheap
    sensible move for ``player`` in search playouts (without it, they pick uniformly)."""
    return (_callable(game, "evaluate", "evaluate", optional=True),
            _callable(game, "evaluate", "rollout_policy", optional=True))


def declared_encoding(registry: Any, game: str) -> ActionEncoding | None:
    """The action encoding of the game called ``game`` in ``registry`` (a
    :class:`senet.Registry`): :func:`actions` of it. :class:`senet.UnknownGame` lists the
    installed games."""
    return actions(registry.get(game))


def action_encoding(registry: Any, game: str) -> ActionEncoding:
    """:func:`declared_encoding`, or :class:`senet.UnknownGame` if the game declares none
    (``senet.rl`` then derives one, see docs/rl.md)."""
    from .errors import UnknownGame

    encoding = declared_encoding(registry, game)
    if encoding is None:
        raise UnknownGame(f"the game {game!r} declares no action encoding (no actions.py "
                          "face); senet.rl derives one from its moves where it can")
    return encoding


class GamePackage:
    """A game's package named by an entry point (``nile = "senet_games.nile"``), as a plugin:
    its games are its ``game`` module's ``GAME`` (or ``GAMES``, a list). A game needs no hook
    functions of its own; its faces are found by file name in the same package
    (:mod:`senet.faces`)."""

    def __init__(self, package: ModuleType) -> None:
        self.package = package
        self.__name__ = package.__name__

    @hookimpl
    def senet_games(self) -> list[Game[Any]]:
        """The package's games."""
        import importlib

        declared = importlib.import_module(f"{self.package.__name__}.game")
        games = getattr(declared, "GAMES", None)
        if games is None:
            game = getattr(declared, "GAME", None)
            if game is None:
                raise PluginError(self.__name__, f"{declared.__name__} declares neither GAME nor GAMES")
            games = [game]
        return list(games)


def is_game_package(module: object) -> bool:
    """Whether an entry point named a game's package (a package with no hook functions and a
    ``game`` module), not a plugin module of hook functions."""
    if not isinstance(module, ModuleType) or not hasattr(module, "__path__"):
        return False
    if any(callable(getattr(module, hook, None)) for hook in dir(hookspecs) if hook.startswith("senet_")):
        return False
    from importlib.util import find_spec

    return find_spec(f"{module.__name__}.game") is not None
