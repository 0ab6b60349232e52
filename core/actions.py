"""Action encodings: a fixed numbering of every move a game can ever list.

Reinforcement-learning adapters (:mod:`senet.rl`) need a fixed action space per
seat: ``Discrete(N)``, with a mask of the legal actions. A game declares how its
moves are numbered with an :class:`ActionEncoding`, ``ENCODING`` in its ``actions.py``
face (:mod:`senet.faces`). The engine never needs one to play.

:class:`MoveTable` is the usual encoding: the game lists, once per option set and
player count, every move any decision could ever list, in a documented order; a
move's number is its place in that list. The same object carries the hints the
observation encoder needs where a state's types do not say enough (how many items
a tuple holds at most, the range of a number, the words a text field can take):
see :class:`Seats`, :class:`Capacity`, :class:`Counts`, :class:`Bounds`.

A game that declares no encoding still gets one in :mod:`senet.rl`, derived from its
move classes (see docs/rl.md); :func:`bounded` and :func:`seat` declare the range of an
``int`` field of a move, so that the derived numbering covers it by declaration.

This module imports nothing beyond the engine, so a plugin can declare its
encoding whether or not the ``rl`` extra (numpy, PettingZoo) is installed.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import attrs

from .errors import IllegalMove, InternalError
from .options import OptionValue
from .values import Move

__all__ = [
    "ActionEncoding", "Bounds", "Capacity", "Counts", "Hint", "MoveTable", "Seats",
    "action_number", "bounded", "declares_range", "field_range", "seat",
]


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
        """The move at place ``action`` (an integer: a numpy integer will do, a bool will not)."""
        listed = self.table(options, players)[0]
        return listed[action_number(action, len(listed))]


def action_number(action: Any, size: int) -> int:
    """``action`` as an action number of a space of ``size`` actions: any integer (Python's or
    numpy's) from 0 to size-1. A bool is refused (``True`` is no action 1), and so is anything
    else, with :class:`senet.IllegalMove` naming the value and the range."""
    kind = type(action)
    if kind is bool or (kind.__module__ == "numpy" and kind.__name__ in ("bool", "bool_")):
        raise IllegalMove(f"an action is an integer 0-{size - 1}, not the bool {action!r}", "invalid")
    try:
        number = operator.index(action)
    except TypeError:
        raise IllegalMove(f"an action is an integer 0-{size - 1}, not {_shown(action)}", "invalid") from None
    if not 0 <= number < size:
        raise IllegalMove(f"there are actions 0-{size - 1}, not {number}", "invalid")
    return number


def _shown(value: object) -> str:
    text = repr(value)
    text = text if len(text) <= 40 else text[:37] + "..."
    return f"{text} (a {type(value).__name__})"


_RANGE = "senet.actions.range"


def bounded(low: int | str, high: int | str, **kwargs: Any) -> Any:
    """An attrs field of a move holding an integer from ``low`` to ``high`` (both included).

    Each end is a number or the name of one of the game's integer options (its value in the
    match), so ``card: int = bounded(1, "cards")`` says a card is 1 to the ``cards`` option.
    The action encoding :mod:`senet.rl` derives for a game that declares none numbers
    exactly this range (an ``int`` field declared without one is numbered over the values
    seen in explored matches). Other arguments go to ``attrs.field``.
    """
    for end in (low, high):
        if isinstance(end, bool) or not isinstance(end, (int, str)):
            raise InternalError(f"bounded() takes numbers or option names, not {end!r}")
    metadata = dict(kwargs.pop("metadata", {}))
    metadata[_RANGE] = (low, high)
    return attrs.field(metadata=metadata, **kwargs)


def seat(**kwargs: Any) -> Any:
    """An attrs field of a move holding a seat number: 0 to the player count less one
    (see :func:`bounded`)."""
    metadata = dict(kwargs.pop("metadata", {}))
    metadata[_RANGE] = ()
    return attrs.field(metadata=metadata, **kwargs)


def declares_range(field: Any) -> bool:
    """Whether an attrs field declares its range (:func:`bounded`, :func:`seat`)."""
    return _RANGE in field.metadata


def field_range(field: Any, options: Mapping[str, OptionValue], players: int) -> range | None:
    """The declared range of an attrs field (:func:`bounded`, :func:`seat`) for these options
    and player count; ``None`` if it declares none."""
    declared = field.metadata.get(_RANGE)
    if declared is None:
        return None
    if not declared:  # seat()
        return range(players)
    ends = []
    for end in declared:
        if isinstance(end, int):
            ends.append(end)
        else:
            value = options.get(end)
            if isinstance(value, bool) or not isinstance(value, int):
                raise InternalError(f"the range of field {field.name!r} names {end!r}, which is no "
                                    "integer option of the game")
            ends.append(value)
    return range(ends[0], ends[1] + 1)
