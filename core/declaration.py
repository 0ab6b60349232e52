"""Checking a game's declaration before it is played: what would make it unplayable or
unsaveable is refused when its plugin registers (or when a match of it is first made)."""

from __future__ import annotations

from typing import Any

from .errors import PluginError
from .game import Game
from .savefile import ENGINE_EVENTS
from .values import Tagged

__all__ = ["check_declaration", "declaration_problem"]


def declaration_problem(game: Game[Any]) -> str | None:
    """What is wrong with a game declaration in itself, or ``None``."""
    if not game.decisions:
        return f"game {game.name!r} declares no decisions"
    for option in game.options:
        if option.kind is int and option.choices is None and (option.minimum is None
                                                              or option.maximum is None):
            return (f"game {game.name!r}: the integer option {option.name!r} needs a minimum and a "
                    "maximum (a value from a command line or a save file is untrusted)")
    problem = _only_with_problem(game) or _tag_problem(game)
    if problem:
        return problem
    for decision in game.decisions:
        missing = [m.__qualname__ for m in decision.move_types if m not in game.moves]
        if missing:
            return (f"decision {decision.name!r} allows {', '.join(missing)}, which are not in the "
                    "game's moves")
    if issubclass(game.state_type, Tagged) and not any(
        isinstance(t, type) and issubclass(t, game.state_type) for t in game.tagged
    ):
        return (f"game {game.name!r}: state type {game.state_type.__qualname__} is tagged but "
                "neither it nor a subclass is listed in tagged=(...), so saves could not load it")
    return None


def _only_with_problem(game: Game[Any]) -> str | None:
    """An option's ``only_with`` that names an option or a value the game does not have."""
    by_name = {o.name: o for o in game.options}
    for option in game.options:
        for name, values in option.only_with:
            other = by_name.get(name)
            if other is None or other is option:
                return (f"game {game.name!r}: option {option.name!r} applies only with "
                        f"{name!r}, which is not another of its options")
            try:
                for value in values:
                    other.coerce(value)
            except Exception as exc:
                return f"game {game.name!r}: option {option.name!r}'s only_with: {exc}"
    return None


def _tag_problem(game: Game[Any]) -> str | None:
    """Two of the game's saved types (moves, events, state parts) with one tag: a save could
    not tell them apart, so the game is refused now rather than at its first save."""
    seen: dict[str, type] = {}
    for cls in (*game.moves, *game.events, *game.tagged, *ENGINE_EVENTS):
        tag = getattr(cls, "tag", None)
        if not isinstance(tag, str):
            return f"game {game.name!r}: {cls.__qualname__} has no tag"
        other = seen.setdefault(tag, cls)
        if other is not cls:
            return (f"game {game.name!r}: the tag {tag!r} is used by both {other.__qualname__} "
                    f"and {cls.__qualname__} (every move, event and saved type needs its own)")
    return None


_checked: dict[int, Game[Any]] = {}


def check_declaration(game: Game[Any]) -> None:
    """Refuse (with :class:`PluginError`) a declaration that could not be played or saved;
    each game object is checked once."""
    if _checked.get(id(game)) is game:
        return
    problem = declaration_problem(game)
    if problem is not None:
        raise PluginError(game.name, problem)
    _checked[id(game)] = game
