"""Whether a game state can occur: the one validation of a state that did not come from
play (a save's start state, ``start_match``, the position builders of ``senet.testing``).

Layers, each only when the one before found nothing: the values have the types the
state declares (read back through the save codec, strictly); a state with a ``players``
attribute is for as many players as the match has; no hidden container is a masked one
and each belongs to a seat at the table; the game's own ``check`` (every value in range,
each component in one place). Then the state is tried as the engine
will use it: ``pending`` for every seat it asks, the options of the decision asked, and
every seat's and a spectator's view; game code that fails on it names the position
impossible rather than failing later in front of a user.
"""

from __future__ import annotations

import enum
from typing import Any

from .decisions import Ask
from .errors import SaveFormatError
from .game import Game
from .hidden import Hand, Pile, Secret, hidden_parts
from .savefile import codec_for

__all__ = ["int_in", "short_repr", "state_problems"]


def short_repr(value: object) -> str:
    """``repr(value)`` cut to 60 characters: how a game's ``check`` quotes a bad value (an
    enum member as the value it is saved as, ``'lettuce'``, not ``<Card.LETTUCE: 'lettuce'>``,
    in tuples and lists too)."""
    text = _plain(value, 0)
    return text if len(text) <= 60 else text[:57] + "..."


def _plain(value: object, depth: int) -> str:
    if isinstance(value, enum.Enum):
        return repr(value.value)
    if depth < 4 and type(value) in (tuple, list):
        assert isinstance(value, (tuple, list))
        inner = ", ".join(_plain(v, depth + 1) for v in value[:20]) + (", ..." if len(value) > 20 else "")
        if type(value) is list:
            return f"[{inner}]"
        return f"({inner}{',' if len(value) == 1 else ''})"
    return repr(value)


def int_in(value: object, low: int, high: int) -> bool:
    """Whether ``value`` is an int (not a bool) from ``low`` to ``high``: for a game's ``check``."""
    return type(value) is int and low <= value <= high


def state_problems(game: Game[Any], state: Any, players: int) -> list[str]:
    """What makes ``state`` impossible in a ``players``-player match of ``game`` (empty:
    nothing found)."""
    if not isinstance(state, game.state_type):
        return [f"a position of {game.name} is a {game.state_type.__qualname__}, "
                f"not a {type(state).__qualname__}"]
    problems = _typed(game, state)
    if problems:
        return problems
    seats = getattr(state, "players", None)  # a state that can say how many sit at the table
    if type(seats) is int and seats != players:
        return [f"players: the position is for {seats} players, the match has {players}"]
    for _, part in hidden_parts(state, -1):  # seat -1 sees no container that is not shown
        if isinstance(part, (Hand, Pile)) and not part.known:
            problems.append(f"a {type(part).__name__} shows only its size: a view is not a position")
        if isinstance(part, (Hand, Secret)) and not 0 <= part.owner < players:
            problems.append(f"a {type(part).__name__} belongs to player {part.owner}, "
                            f"who is not among the {players}")
    if problems:
        return problems
    if game.check is not None:
        try:
            problems = [str(p) for p in game.check(state)]
        except Exception as exc:  # a check that cannot read the position: it is not one
            return [f"the game could not read the position ({type(exc).__name__}: {exc})"]
        if problems:
            return problems
    return _tried(game, state, players)


def _typed(game: Game[Any], state: Any) -> list[str]:
    codec = codec_for(game)
    try:
        again = codec.structure_untrusted(codec.unstructure(state, game.state_type), game.state_type,
                                          "position")
    except SaveFormatError as exc:
        return [str(exc)]
    except Exception as exc:  # a value the codec cannot even write
        return [f"the position cannot be written ({type(exc).__name__}: {exc})"]
    return [] if again == state else ["some values do not have the types the state declares"]


def _tried(game: Game[Any], state: Any, players: int) -> list[str]:
    what = "what is pending"
    try:
        now = game.pending(state) if game.pending is not None else None
        if isinstance(now, Ask):
            outside = [p for p in now.players if type(p) is not int or not 0 <= p < players]
            if outside:
                return [f"the position asks player {outside[0]!r}, who is not among the {players}"]
            for player in now.players:
                what = f"player {player}'s options"
                if not now.decision.options(state, player):
                    return [f"the position asks player {player} {now.decision.name!r}, "
                            "who has no legal move (the match could not go on)"]
        for seat in (*range(players), None):
            what = "a spectator's view" if seat is None else f"player {seat}'s view"
            game.view(state, seat)
    except Exception as exc:
        return [f"the game fails on the position ({what}: {type(exc).__name__}: {exc})"]
    return []
