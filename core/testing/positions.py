"""Positions and scenarios: build a table, play moves on it, check what happened.

For test authors who know a game's rules and its documented state schema, not its
plugin's internals::

    from senet import testing

    state = testing.position("nimmt-classic", 3,
                             hands=(Hand(0, (5, 9)), Hand(1, (12, 40)), Hand(2, (77, 80))),
                             rows=((10,), (20,), (30,), (60,)))
    match = testing.start("nimmt-classic", state, 3)
    events = testing.play(match, 0, PlayTile((5,)))
    testing.refused(match, 1, PlayTile((5,)))

A position is refused (:class:`PositionError`, naming every problem) when its
values do not have the state's types, when a hidden container is a masked one (a
view is not a position), when the game's own ``check`` finds it impossible (a
card in two places, a player who is not at the table), or when the game's code
fails on it: the engine's one validation (:mod:`senet.validity`), which
``start_match`` and the loading of saves use too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import attrs

from ..create import new_match, start_match
from ..errors import IllegalMove, OptionError, PositionError, SaveFormatError
from ..flow import Entry
from ..game import Game
from ..hidden import Container
from ..match import Match
from ..registry import Registry, default_registry
from ..savefile import codec_for
from ..validity import state_problems
from ..values import Event, Move

__all__ = [
    "PositionError", "events_of", "play", "position", "position_problems", "refused", "same_components",
    "start",
]

S = TypeVar("S")
E = TypeVar("E", bound=Event)


def _game(game: Game[S] | str, registry: Registry | None) -> Game[Any]:
    return game if isinstance(game, Game) else (registry or default_registry()).get(game)


def position_problems(game: Game[S], state: S, players: int) -> list[str]:
    """What makes ``state`` impossible for a ``players``-player match of ``game`` (empty:
    nothing found): the engine's one validation of a state (:mod:`senet.validity`)."""
    return state_problems(game, state, players)


def position(game: Game[Any] | str, players: int, *, seed: int = 0,
             options: Mapping[str, object] | None = None, registry: Registry | None = None,
             **fields: Any) -> Any:
    """A state of ``game``: a new ``players``-player match's state at its first question
    (from ``seed``: set up, and every automatic step run) with ``fields`` replaced, then
    checked. Give hidden containers as containers (``Hand(0, (5, 9))``); other values
    may be plain data (tuples or lists, numbers, text), read as a save file would be.
    """
    declared = _game(game, registry)
    base = new_match(declared, players, seed=seed, options=options, keep_log=False).state
    names = {f.name for f in attrs.fields(type(base))}
    unknown = sorted(set(fields) - names)
    if unknown:
        raise OptionError(f"{declared.name}'s state has no field {', '.join(unknown)} "
                          f"(its fields: {', '.join(sorted(names))})")
    codec = codec_for(declared)
    data = codec.unstructure(base, declared.state_type)
    for name, value in fields.items():
        data[name] = codec.unstructure(value) if _typed(value) else value
    try:
        state = codec.structure_untrusted(data, declared.state_type, "position", partial=True)
    except SaveFormatError as exc:
        raise PositionError(declared.name, [str(exc)]) from None
    problems = position_problems(declared, state, players)
    if problems:
        raise PositionError(declared.name, problems)
    return state


def _typed(value: Any) -> bool:
    """Whether a value holds the game's own types (attrs values, containers) anywhere."""
    if attrs.has(type(value)) or isinstance(value, Container):
        return True
    if isinstance(value, (tuple, list)):
        return any(_typed(v) for v in value)
    return False


def start(game: Game[S] | str, state: S, players: int, *, options: Mapping[str, object] | None = None,
          seed: int = 0, confirm: bool = False, registry: Registry | None = None) -> Match[S]:
    """A match from a checked position. ``confirm``: ask every decision, even one with a
    single option (so that a script sees each step)."""
    declared = _game(game, registry)  # start_match checks the position
    return start_match(declared, state, players, seed=seed, options=options, registry=registry,
                       confirm=confirm)


def play(match: Match[Any], player: int, move: Move) -> list[Event]:
    """Submit ``move`` for ``player``; the events it caused (as the match recorded them)."""
    return [entry.event for entry in match.submit(player, move)]


def refused(match: Match[Any], player: int, move: Move) -> IllegalMove:
    """Check that ``move`` is refused and that the match is exactly as it was; the refusal."""
    before = (match.state_hash(), len(match.log), len(match.moves), match.to_act)
    try:
        match.submit(player, move)
    except IllegalMove as refusal:
        after = (match.state_hash(), len(match.log), len(match.moves), match.to_act)
        if after != before:
            raise AssertionError(f"the refused {move!r} changed the match") from None
        return refusal
    raise AssertionError(f"{move!r} by player {player} was accepted")


def events_of(entries: Sequence[Entry] | Match[Any], kind: type[E] | None = None) -> list[Any]:
    """The events of some log entries (or of a whole match's log), only of ``kind`` if given."""
    log = entries.log if isinstance(entries, Match) else entries
    events = [entry.event for entry in log]
    return events if kind is None else [e for e in events if isinstance(e, kind)]


def same_components(where: Mapping[str, Sequence[Any]], components: Sequence[Any], *,
                    complete: bool = True) -> list[str]:
    """For a game's ``check``: every component is in one place at most (in exactly one, if
    ``complete``: none leaves the game).

    ``where`` maps a place's name to what lies there; ``components`` is the full set
    (with repeats for identical pieces). Names what is in two places, missing, or unknown.
    """
    expected: dict[Any, int] = {}
    for item in components:
        expected[item] = expected.get(item, 0) + 1
    seen: dict[Any, list[str]] = {}
    for place, items in where.items():
        for item in items:
            seen.setdefault(item, []).append(place)
    problems = []
    for item, places in seen.items():
        if item not in expected:
            problems.append(f"{item!r} ({', '.join(places)}) is not a component of the game")
        elif len(places) > expected[item]:
            problems.append(f"{item!r} is in {len(places)} places ({', '.join(places)}); "
                            f"there {'is' if expected[item] == 1 else 'are'} {expected[item]}")
    missing = [item for item, n in expected.items() if complete and len(seen.get(item, ())) < n]
    if missing:
        problems.append(f"{len(missing)} components are nowhere: "
                        + ", ".join(repr(m) for m in missing[:5]) + (" ..." if len(missing) > 5 else ""))
    return problems
