"""Making matches: a new one from a seed, or one from a given state."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from types import MappingProxyType
from typing import Any, TypeVar

from . import registry as _registry
from .errors import InternalError, OptionError, PositionError, SenetError
from .flow import Entry
from .game import Game
from .match import Match
from .registry import Registry, check_declaration
from .rng import Rng, seed_state
from .room import Room, begin
from .sim import SEEDS, check_setup
from .validity import state_problems
from .words import quoted

__all__ = ["SEEDS", "check_setup", "create_match", "new_match", "start_match"]

S = TypeVar("S")


def _resolve(game: Game[Any] | str, registry: Registry | None) -> tuple[Game[Any], Registry | None]:
    """The declaration, and the registry whose observers watch the match."""
    if isinstance(game, Game):
        return game, registry
    if type(game) is not str:
        raise OptionError(f"a game is a registered name or a senet.Game, not {quoted(game)}")
    if registry is None:
        registry = _registry.default_registry()  # looked up at call time: tests replace it
    return registry.get(game), registry


def new_match(
    game: Game[Any] | str,
    players: int,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    *,
    registry: Registry | None = None,
    keep_log: bool = True,
    confirm: bool = False,
) -> Match[Any]:
    """A new match of ``game`` (a declaration or a registered name), set up from ``seed``.

    Observer hooks of ``registry`` (or of the default registry, when the game
    is named by a string) watch the match. ``confirm``: ask every decision, even
    one with a single option (scenario scripts, user interfaces that want to show
    each step); a save records it.
    """
    return create_match(game, players, seed, options, None, False, registry, keep_log, observe=True,
                        confirm=confirm)


def start_match(
    game: Game[S] | str,
    state: S,
    players: int,
    *,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    registry: Registry | None = None,
    confirm: bool = False,
) -> Match[S]:
    """A match that starts from a given game state (tests, puzzles, tutorials).

    The flow runs from ``state`` as it would in play (what is pending is read from
    the state). The start state is written into save files, so such a match saves
    and replays like any other.
    """
    return create_match(game, players, seed, options, state, True, registry, True, observe=True,
                        confirm=confirm)


def create_match(
    game: Game[Any] | str,
    players: int,
    seed: int,
    options: Mapping[str, object] | None,
    state: Any,
    custom: bool,
    registry: Registry | None,
    keep_log: bool,
    *,
    observe: bool,
    confirm: bool = False,
) -> Match[Any]:
    """``new_match`` (``custom`` false: the game sets up) or ``start_match`` (``custom``: from
    ``state``): the one way a match is made, also by loading a save."""
    declared, registry = _resolve(game, registry)
    check_declaration(declared)
    resolved = MappingProxyType(check_setup(declared, players, options or {}, seed))
    rng = Rng(seed_state(seed))
    entries: list[Entry] = []
    try:
        if not custom:
            state = declared.setup(players, resolved, rng)
        else:
            problems = state_problems(declared, state, players)
            if problems:
                raise PositionError(declared.name, problems)
        tx = Room(declared, state, players, resolved, rng, confirm=confirm, entries=entries)
        begin(tx)
    except SenetError:
        raise
    except Exception as exc:
        raise InternalError(f"{declared.name}: {type(exc).__name__} while setting up: {exc}"
                            ) from exc
    match = Match.set_up(tx, seed, start=state if custom else None, keep_log=keep_log,
                         log=entries if keep_log else [])
    if keep_log:  # the log of moves played without entries is made from here (senet.logbook)
        match._head = len(entries)
        match._fresh = partial(create_match, declared, players, seed, options, state if custom else None,
                               custom, registry, True, observe=False, confirm=confirm)
    if observe and registry is not None:
        match.observe(registry.observer(), entries)
    return match
