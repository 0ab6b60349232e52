"""One observation encoder for every game: a view's typed state, walked into a fixed-size vector.

The layout comes from the state's types (attrs classes, ``int``, ``bool``, enums, ``X | None``,
fixed tuples, :class:`senet.Hand`, :class:`senet.Pile`, :class:`senet.Secret`) and, where the
types do not say a size, from the game's hints (:mod:`senet.actions`): a ``tuple[X, ...]`` is one
entry per seat (``Seats``), at most n items (``Capacity``) or counts of each value (``Counts``).
It is built once per game, player count and option set, before any state is seen, so every
observation has the same shape; a tuple with no hint is refused then, naming its path.

How each kind of value is written (numbers are float32):

- ``int``: the number, clipped to its ``Bounds`` (default ±1,000,000);
- ``bool``: 0 or 1; an enum: one flag per member; a ``str``: one flag per text of the game's
  ``strings``, and one more for any other text;
- ``X | None``: a flag (1: present), then ``X`` (zeros when absent);
- a tuple with ``Seats`` or ``Capacity(n)``: its length, then n items (zeros past the end;
  items past n are dropped, the length still says how many there are); with ``Counts``: how
  many of each value it holds;
- ``Hand``: its size, then its items as its hint says (nothing of a hand the viewer may not
  see: the view holds only its size); ``Pile``: its size; ``Secret``: whether there is one,
  whether it is shown, then its value (zeros when the viewer may not see it).
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from ..actions import Bounds, Capacity, Counts, Hint, Seats
from ..errors import InternalError
from ..hidden import Hand, Pile, Secret

__all__ = ["DEFAULT_BOUND", "Codec", "Segment", "build_codec"]

DEFAULT_BOUND = 1_000_000
"""The range of a number no hint bounds: -DEFAULT_BOUND to DEFAULT_BOUND."""
COUNT_HIGH = 1_000


@attrs.frozen
class Segment:
    """One part of the layout: where it starts, how many numbers, and what they say."""

    path: str
    offset: int
    size: int
    what: str


Writer = Callable[[Any, list[float]], None]


@attrs.frozen
class Codec:
    """How one value is written: its size, each number's bounds, its layout, and the writer."""

    size: int
    low: tuple[float, ...]
    high: tuple[float, ...]
    segments: tuple[Segment, ...]
    write: Writer

    def shifted(self, offset: int) -> tuple[Segment, ...]:
        """The layout with every segment ``offset`` further on."""
        return tuple(attrs.evolve(s, offset=s.offset + offset) for s in self.segments)


def _leaf(path: str, what: str, low: float, high: float, size: int, write: Writer) -> Codec:
    return Codec(size, (low,) * size, (high,) * size, (Segment(path, 0, size, what),), write)


def _concat(parts: Sequence[tuple[Codec, Callable[[Any], Any]]]) -> Codec:
    """Codecs written one after the other, each of a part of the value."""
    low: list[float] = []
    high: list[float] = []
    segments: list[Segment] = []
    for codec, _ in parts:
        segments.extend(codec.shifted(len(low)))
        low.extend(codec.low)
        high.extend(codec.high)

    def write(value: Any, out: list[float]) -> None:
        for codec, part in parts:
            codec.write(part(value), out)

    return Codec(len(low), tuple(low), tuple(high), tuple(segments), write)


class _Builder:
    """Builds codecs for one game, player count and set of hints."""

    def __init__(self, hints: Mapping[str, Hint], strings: Sequence[str], players: int,
                 fallback: Callable[[str], Hint] | None = None) -> None:
        self.hints = hints
        self.fallback = fallback
        self.strings = tuple(strings)
        self.index = {s: i for i, s in enumerate(self.strings)}
        self.players = players

    def build(self, tp: Any, path: str) -> Codec:
        """The codec of a value of type ``tp`` at ``path``."""
        origin = typing.get_origin(tp)
        if origin in (types.UnionType, typing.Union):
            return self._optional(tp, path)
        if tp is bool:
            return _leaf(path, "0 or 1", 0, 1, 1, lambda v, out: out.append(1.0 if v else 0.0))
        if tp is int:
            return self._int(path)
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return self._one_hot(path, tuple(tp), f"one flag per {tp.__name__}")
        if tp is str:
            return self._text(path)
        if origin is tuple or tp is tuple:
            return self._tuple(tp, path)
        if origin in (Hand, Pile, Secret) or tp in (Hand, Pile, Secret):
            return self._container(origin or tp, typing.get_args(tp), path)
        if isinstance(tp, type) and attrs.has(tp):
            return self._attrs(tp, path)
        raise InternalError(f"the observation encoder cannot write {tp!r} (at {path or 'the state'})")

    def _int(self, path: str) -> Codec:
        hint = self.hints.get(path)
        low, high = (hint.low, hint.high) if isinstance(hint, Bounds) else (-DEFAULT_BOUND, DEFAULT_BOUND)

        def write(value: Any, out: list[float]) -> None:
            out.append(float(min(max(value, low), high)))

        return _leaf(path, f"a number, {low} to {high}", low, high, 1, write)

    def _one_hot(self, path: str, values: tuple[Any, ...], what: str, *, other: bool = False) -> Codec:
        index = {v: i for i, v in enumerate(values)}
        size = len(values) + (1 if other else 0)

        def write(value: Any, out: list[float]) -> None:
            flags = [0.0] * size
            i = index.get(value)
            if i is None:
                if not other:
                    raise InternalError(f"{value!r} is not one of the values at {path}")
                i = size - 1
            flags[i] = 1.0
            out.extend(flags)

        return _leaf(path, what, 0, 1, size, write)

    def _text(self, path: str) -> Codec:
        return self._one_hot(path, self.strings, "one flag per text of the game's strings, then one "
                             "for any other text", other=True)

    def _optional(self, tp: Any, path: str) -> Codec:
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) != 1 or len(args) == len(typing.get_args(tp)):
            raise InternalError(f"the observation encoder writes X | None only, not {tp!r} (at {path})")
        inner = self.build(args[0], path)
        blank = [0.0] * inner.size

        def write(value: Any, out: list[float]) -> None:
            if value is None:
                out.append(0.0)
                out.extend(blank)
            else:
                out.append(1.0)
                inner.write(value, out)

        flag = Segment(f"{path}?", 0, 1, "1 if present")
        return Codec(inner.size + 1, (0, *inner.low), (1, *inner.high), (flag, *inner.shifted(1)), write)

    def _tuple(self, tp: Any, path: str) -> Codec:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return self._sequence(args[0], path, self.hints.get(path))
        if not args:
            raise InternalError(f"a tuple with no item type at {path}")
        return _concat([(self.build(a, f"{path}[{i}]"), _item(i)) for i, a in enumerate(args)])

    def _sequence(self, item: Any, path: str, hint: Hint | None) -> Codec:
        if hint is None and self.fallback is not None:
            hint = self.fallback(path)
        if isinstance(hint, Counts):
            return self._counts(path, hint.values)
        if isinstance(hint, Seats):
            capacity = self.players
        elif isinstance(hint, Capacity):
            capacity = hint.items
        else:
            raise InternalError(f"the observation encoder needs a hint (Seats, Capacity or Counts) "
                                f"for the tuple at {path or 'the state'}")
        inner = self.build(item, f"{path}[]")
        blank = [0.0] * inner.size

        def write(value: Any, out: list[float]) -> None:
            out.append(float(len(value)))
            for x in value[:capacity]:
                inner.write(x, out)
            for _ in range(capacity - min(len(value), capacity)):
                out.extend(blank)

        segments = [Segment(f"{path}#", 0, 1, "how many items")]
        low: list[float] = [0]
        high: list[float] = [COUNT_HIGH]
        for i in range(capacity):
            segments.extend(inner.shifted(len(low)) if i == 0 else ())
            low.extend(inner.low)
            high.extend(inner.high)
        if capacity > 1:
            segments.append(Segment(f"{path}[1:{capacity}]", 1 + inner.size, inner.size * (capacity - 1),
                                    f"items 2 to {capacity}, each as the first"))
        return Codec(len(low), tuple(low), tuple(high), tuple(segments), write)

    def _counts(self, path: str, values: tuple[Any, ...]) -> Codec:
        index = {v: i for i, v in enumerate(values)}
        size = len(values)

        def write(value: Any, out: list[float]) -> None:
            counts = [0.0] * size
            for x in value:
                i = index.get(x)
                if i is None:
                    raise InternalError(f"{x!r} at {path} is not one of the values its Counts hint lists")
                counts[i] += 1.0
            out.extend(counts)

        return _leaf(path, f"how many of each of {size} values", 0, COUNT_HIGH, size, write)

    def _container(self, kind: Any, args: tuple[Any, ...], path: str) -> Codec:
        item = args[0] if args else int
        size = _leaf(f"{path}.size", "how many (seen by everyone)", 0, COUNT_HIGH, 1,
                     lambda v, out: out.append(float(len(v))))
        if kind is Pile:
            return size
        if kind is Hand:
            items = self._sequence(item, path, self.hints.get(path))
            return _concat([(size, _same), (items, _items)])
        present = _leaf(f"{path}.present", "1 if there is one", 0, 1, 1,
                        lambda v, out: out.append(1.0 if v else 0.0))
        shown = _leaf(f"{path}.shown", "1 if shown to everyone", 0, 1, 1,
                      lambda v, out: out.append(1.0 if v.shown else 0.0))
        value = self._optional(item | None, f"{path}.value")
        return _concat([(present, _same), (shown, _same), (value, _value)])

    def _attrs(self, cls: type, path: str) -> Codec:
        hints = typing.get_type_hints(cls)
        parts = []
        for field in attrs.fields(cls):
            sub = f"{path}.{field.name}" if path else field.name
            parts.append((self.build(hints[field.name], sub), _attr(field.name)))
        return _concat(parts)


def _same(value: Any) -> Any:
    return value


def _items(value: Any) -> Any:
    return value.items


def _value(value: Any) -> Any:
    return value.value


def _item(i: int) -> Callable[[Any], Any]:
    return lambda value: value[i]


def _attr(name: str) -> Callable[[Any], Any]:
    return lambda value: getattr(value, name)


def build_codec(state_type: type, hints: Mapping[str, Hint], strings: Sequence[str], players: int,
                fallback: Callable[[str], Hint] | None = None) -> Codec:
    """The codec of a game's state type for ``players`` seats (raises, naming the path, where a
    type cannot be written or a tuple has no hint and ``fallback`` gives none)."""
    return _Builder(hints, strings, players, fallback).build(state_type, "")
