"""Making matches: a new one from a seed, or one from a given state."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any, TypeVar

from . import registry as _registry
from .declare import Memory
from .errors import InternalError, OptionError, PositionError, SenetError
from .flow import Flow, Frame, Stopped, Tx
from .game import START, Game
from .match import Match, stopped
from .options import OptionValue, resolve_options
from .registry import Registry, check_declaration
from .rng import Rng, seed_state
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


SEEDS = range(-(2**63), 2**64)


def check_setup(game: Game[Any], players: int, options: Mapping[str, object], seed: int
                 ) -> dict[str, OptionValue]:
    resolved = resolve_options(game.options, options)
    allowed = game.players_for(resolved)
    if not isinstance(players, int) or isinstance(players, bool) or players not in allowed:
        raise OptionError(
            f"{game.name} is for {allowed.start}-{allowed.stop - 1} players"
            f"{' with these options' if allowed != game.players else ''}, not {players!r}"
        )
    if not isinstance(seed, int) or isinstance(seed, bool) or seed not in SEEDS:
        raise OptionError(f"a seed is an integer from -2**63 to 2**64-1, not {seed!r}")
    return resolved


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
    return create_match(game, players, seed, options, None, None, registry, keep_log, observe=True,
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
    return create_match(game, players, seed, options, state, START, registry, True, observe=True,
                        confirm=confirm)


def create_match(
    game: Game[Any] | str,
    players: int,
    seed: int,
    options: Mapping[str, object] | None,
    state: Any,
    phase: str | None,
    registry: Registry | None,
    keep_log: bool,
    *,
    observe: bool,
    confirm: bool = False,
) -> Match[Any]:
    """``new_match`` (``phase`` is None) or ``start_match`` (``phase`` is ``senet/start``,
    the phase a save file names for its start state): the one way a match is made, also
    by loading a save."""
    declared, registry = _resolve(game, registry)
    check_declaration(declared)
    resolved = check_setup(declared, players, options or {}, seed)
    rng = Rng(seed_state(seed))
    custom = phase is not None
    try:
        if not custom:
            state = declared.setup(players, resolved, rng)
        else:
            if phase != START:
                raise OptionError(f"{declared.name}: a match starts in the phase {START!r}, not {phase!r}")
            problems = state_problems(declared, state, players)
            if problems:
                raise PositionError(declared.name, problems)
        tx = Tx(declared, state, Flow(stack=(Frame(START),), commits=(None,) * players), rng, players,
                resolved, 0, None)
        tx.confirm = confirm
        tx.memory = Memory(declared)
        try:
            declared.begin(tx)
        except Stopped:
            stopped(tx)  # the game ended while setting up
    except SenetError:
        raise
    except Exception as exc:
        raise InternalError(f"{declared.name}: {type(exc).__name__} while setting up: {exc}"
                            ) from exc
    match = Match.restore(declared, players, resolved, seed, tx.state, tx.flow, rng.state,
                          log=tx.entries if keep_log else [], seq=tx.seq,
                          start=(state, START) if custom else None, keep_log=keep_log,
                          confirm=confirm)
    match._memory = tx.memory
    if keep_log:  # the log of moves played without entries is made from here (senet.logbook)
        match._head = len(tx.entries)
        match._fresh = partial(create_match, declared, players, seed, options, state if custom else None,
                               phase, registry, True, observe=False, confirm=confirm)
    if observe and registry is not None:
        match.observe(registry.observer(), tx.entries)
    return match
