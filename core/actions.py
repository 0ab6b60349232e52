"""Action encodings: a fixed numbering of every move a game can ever list.

Reinforcement-learning adapters (:mod:`senet.rl`) need a fixed action space per
seat: ``Discrete(N)``, with a mask of the legal actions. A game declares how its
moves are numbered with an :class:`ActionEncoding`, handed to the engine by the
optional hook ``senet_action_encodings``. The engine never needs one to play.

:class:`MoveTable` is the usual encoding: the game lists, once per option set and
player count, every move any decision could ever list, in a documented order; a
move's number is its place in that list. The same object carries the hints the
observation encoder needs where a state's types do not say enough (how many items
a tuple holds at most, the range of a number, the words a text field can take):
see :class:`Seats`, :class:`Capacity`, :class:`Counts`, :class:`Bounds`.

This module imports nothing beyond the engine, so a plugin can declare its
encoding whether or not the ``rl`` extra (numpy, PettingZoo) is installed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import attrs

from .errors import IllegalMove, InternalError
from .options import OptionValue
from .values import Move

__all__ = ["ActionEncoding", "Bounds", "Capacity", "Counts", "Hint", "MoveTable", "Seats", "action_encoding"]


@runtime_checkable
class ActionEncoding(Protocol):
    """A fixed numbering of a game's moves, for an option set and a player count."""

    def size(self, options: Mapping[str, OptionValue], players: int) -> int:
        """How many actions there are: every move the game can ever list gets one of 0..size-1."""
        ...

    def encode(self, move: Move, options: Mapping[str, OptionValue], players: int) -> int:
        """The number of ``move`` (:class:`senet.IllegalMove` if the game can never list it)."""
        ...

    def decode(self, action: int, options: Mapping[str, OptionValue], players: int) -> Move:
        """The move numbered ``action`` (:class:`senet.IllegalMove` if out of range)."""
        ...


@attrs.frozen
class Seats:
    """A tuple with one entry per seat (its length is the player count)."""


@attrs.frozen
class Capacity:
    """A tuple of at most ``items`` items: its length, then the first ``items`` items."""

    items: int


def _values(values: Iterable[Any]) -> tuple[Any, ...]:
    return tuple(values)


@attrs.frozen
class Counts:
    """A tuple (or hand) of items from ``values``, encoded as how many of each it holds
    (order dropped: a hand of cards, a bag)."""

    values: tuple[Any, ...] = attrs.field(converter=_values)


@attrs.frozen
class Bounds:
    """The range of a number (inclusive)."""

    low: int
    high: int


Hint = Seats | Capacity | Counts | Bounds
"""What a game may say about one field of its state, for the observation encoder."""


def _key(options: Mapping[str, OptionValue], players: int) -> tuple[Any, ...]:
    return (players, *sorted(options.items()))


@attrs.frozen(eq=False)
class MoveTable:
    """An :class:`ActionEncoding` from the list of every move a game can ever list.

    ``moves(options, players)`` returns that list in the numbering order (no move twice);
    it is asked once per option set and player count. ``hints`` maps paths in the state
    (``"rows"``, ``"hands[]"``, ``"seats[].display"``: ``[]`` is any item of a tuple)
    to a :data:`Hint`; ``strings`` is every text a ``str`` field of the state can hold
    (texts are encoded by their place in it).
    """

    moves: Callable[[Mapping[str, OptionValue], int], Sequence[Move]]
    hints: Mapping[str, Hint] = attrs.field(factory=dict)
    strings: tuple[str, ...] = ()
    _tables: dict[tuple[Any, ...], tuple[tuple[Move, ...], dict[Move, int]]] = attrs.field(
        factory=dict, init=False, repr=False)

    def table(self, options: Mapping[str, OptionValue], players: int
              ) -> tuple[tuple[Move, ...], dict[Move, int]]:
        """Every move in order, and each move's number (made once per option set and count)."""
        key = _key(options, players)
        found = self._tables.get(key)
        if found is None:
            listed = tuple(self.moves(options, players))
            numbers = {move: i for i, move in enumerate(listed)}
            if len(numbers) != len(listed):
                raise InternalError("an action encoding lists a move twice")
            found = self._tables[key] = (listed, numbers)
        return found

    def size(self, options: Mapping[str, OptionValue], players: int) -> int:
        """How many moves the game can ever list."""
        return len(self.table(options, players)[0])

    def encode(self, move: Move, options: Mapping[str, OptionValue], players: int) -> int:
        """The place of ``move`` in the list."""
        number = self.table(options, players)[1].get(move)
        if number is None:
            raise IllegalMove(f"{move!r} has no action number: the game never lists it", "invalid")
        return number

    def decode(self, action: int, options: Mapping[str, OptionValue], players: int) -> Move:
        """The move at place ``action``."""
        listed = self.table(options, players)[0]
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < len(listed):
            raise IllegalMove(f"there are actions 0-{len(listed) - 1}, not {action!r}", "invalid")
        return listed[action]


def action_encoding(registry: Any, game: str) -> ActionEncoding:
    """The action encoding the plugin that provides ``game`` declares (a :class:`senet.Registry`).

    Only the plugin that registered the game may number its moves; a plugin whose hook fails
    or answers something else is named in the error.
    """
    from .errors import PluginError, UnknownGame

    registry.get(game)  # UnknownGame, listing the installed games
    owner = registry.owners.get(game)
    plugin = registry.pm.get_plugin(owner) if owner is not None else None
    hook = getattr(plugin, "senet_action_encodings", None)
    if hook is None:
        raise UnknownGame(f"the game {game!r} declares no action encoding (its plugin has no "
                          "senet_action_encodings hook), so it has no fixed action space")
    try:
        found = hook()
    except Exception as exc:
        raise PluginError(str(owner), f"senet_action_encodings() raised {type(exc).__name__}: {exc}"
                          ) from None
    encoding = found.get(game) if isinstance(found, Mapping) else None
    if not isinstance(encoding, ActionEncoding):
        raise PluginError(str(owner), f"senet_action_encodings() gives no ActionEncoding for {game!r}")
    return encoding
