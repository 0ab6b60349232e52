"""Every value a move class can hold, from its declared field types: what a derived action
encoding numbers (:mod:`senet.rl.derive`).

A field's values come from its type where the type is finite: ``bool`` (False, True), an enum
(its members in declaration order), ``Literal[...]`` (its values in order), ``X | None`` (None,
then X's values), a fixed tuple or an attrs class (every combination of its parts, the last part
fastest). An ``int`` has the range its field declares (:func:`senet.actions.bounded`,
:func:`senet.actions.seat`), or else the range explored matches show (a :class:`Seen` leaf,
filled in by :mod:`senet.rl.explore`). Anything else (a ``str``, a tuple of any length, a
float) has no finite domain: :class:`NotFinite` names the field.
"""

from __future__ import annotations

import enum
import functools
import itertools
import types
import typing
from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from ..actions import declares_range, field_range
from ..game import Game
from ..options import OptionValue

__all__ = ["Declared", "Either", "Fixed", "Node", "NotFinite", "Product", "Seen", "count", "leaves",
           "move_shapes", "values"]


class NotFinite(Exception):
    """A move field whose values its type does not bound; the message names it and says why."""


@attrs.frozen
class Fixed:
    """Values the type lists: a bool's, an enum's members, a Literal's, None."""

    values: tuple[Any, ...]


@attrs.frozen
class Declared:
    """An int whose field declares its range (``bounded``, ``seat``)."""

    path: str
    field: Any = attrs.field(eq=False)


@attrs.frozen
class Seen:
    """An int whose field declares no range: numbered over the range explored matches show."""

    path: str


@attrs.frozen
class Product:
    """Every combination of the parts' values (an attrs class's fields, a fixed tuple's items)."""

    path: str
    kind: type
    names: tuple[str, ...]
    """The attrs fields' init names; empty for a tuple."""
    parts: tuple[Node, ...]

    def build(self, values: tuple[Any, ...]) -> Any:
        """The value made of one value per part."""
        return tuple(values) if not self.names else self.kind(**dict(zip(self.names, values, strict=True)))

    def split(self, value: Any) -> tuple[Any, ...] | None:
        """One value per part, or ``None`` if ``value`` is not of this shape."""
        if not self.names:
            ok = type(value) is tuple and len(value) == len(self.parts)
            return tuple(value) if ok else None
        if type(value) is not self.kind:
            return None
        return tuple(getattr(value, f.name) for f in _init_fields(self.kind))


@attrs.frozen
class Either:
    """One of several shapes (``X | None``, ``Literal[...] | E``): their values, one after the other."""

    parts: tuple[Node, ...]


Node = Fixed | Declared | Seen | Product | Either


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _init_fields(cls: type) -> tuple[Any, ...]:
    return tuple(f for f in attrs.fields(cls) if f.init)


def shape(tp: Any, path: str, field: Any = None) -> Node:
    """The shape of a value of type ``tp`` at ``path`` (``field``: the attrs field it is in, whose
    declared range applies to an int in it)."""
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        args = sorted(typing.get_args(tp), key=lambda arg: arg is not type(None))  # None first
        return Either(tuple(shape(arg, path, field) for arg in args))
    if tp is type(None):
        return Fixed((None,))
    if tp is bool:
        return Fixed((False, True))
    if origin is typing.Literal:
        return Fixed(typing.get_args(tp))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return Fixed(tuple(tp))
    if tp is int:
        return Declared(path, field) if field is not None and declares_range(field) else Seen(path)
    if origin is tuple:
        items = typing.get_args(tp)
        if len(items) == 2 and items[1] is Ellipsis:
            raise NotFinite(f"{path} is a tuple of any length")
        return Product(path, tuple, (), tuple(shape(a, f"{path}[{i}]", field) for i, a in enumerate(items)))
    if isinstance(tp, type) and attrs.has(tp):
        hints = _hints(tp)
        fields = _init_fields(tp)
        return Product(path, tp, tuple(f.alias for f in fields),
                       tuple(shape(hints[f.name], f"{path}.{f.name}", f) for f in fields))
    what = "a str (any text)" if tp is str else f"of type {getattr(tp, '__name__', tp)!s}"
    raise NotFinite(f"{path} is {what}")


def move_shapes(game: Game[Any]) -> dict[type, Product]:
    """The shape of each move class the game's decisions take, in the order the decisions are
    declared (a class taken by two decisions comes once); :class:`NotFinite` for the first field
    with no finite domain."""
    shapes: dict[type, Product] = {}
    for phase in game.decisions:
        if not phase.move_types:
            raise NotFinite(f"the decision {phase.name!r} declares no move classes")
        for cls in phase.move_types:
            if cls in shapes:
                continue
            if not (isinstance(cls, type) and attrs.has(cls)):
                raise NotFinite(f"the move class {cls!r} of decision {phase.name!r} is not an attrs class")
            found = shape(cls, _root(cls))
            assert isinstance(found, Product)
            shapes[cls] = found
    return shapes


def _root(cls: type) -> str:
    """How a move class is named in paths: its tag (unique in a game), else its name."""
    return getattr(cls, "tag", None) or cls.__qualname__


Ranges = Mapping[str, range]
"""The range of each :class:`Seen` path, from exploration."""


def values(node: Node, seen: Ranges, options: Mapping[str, OptionValue], players: int) -> tuple[Any, ...]:
    """Every value of ``node``, in the documented order (``KeyError`` for a Seen path not in
    ``seen``)."""
    if isinstance(node, Fixed):
        return node.values
    if isinstance(node, Declared):
        declared = field_range(node.field, options, players)
        assert declared is not None
        return tuple(declared)
    if isinstance(node, Seen):
        return tuple(seen[node.path])
    if isinstance(node, Product):
        parts = [values(p, seen, options, players) for p in node.parts]
        return tuple(node.build(combo) for combo in itertools.product(*parts))
    out: list[Any] = []
    keys: set[tuple[type, Any]] = set()
    for part in node.parts:
        for v in values(part, seen, options, players):
            if (type(v), v) not in keys:
                keys.add((type(v), v))
                out.append(v)
    return tuple(out)


def count(node: Node, seen: Ranges, options: Mapping[str, OptionValue], players: int) -> int:
    """How many values ``node`` has at most (without making them)."""
    if isinstance(node, Product):
        total = 1
        for part in node.parts:
            total *= count(part, seen, options, players)
        return total
    if isinstance(node, Either):
        return sum(count(p, seen, options, players) for p in node.parts)
    if isinstance(node, Declared):
        return len(field_range(node.field, options, players) or ())
    return len(seen[node.path]) if isinstance(node, Seen) else len(node.values)


def leaves(node: Node, value: Any) -> Iterator[tuple[Declared | Seen, Any]]:
    """The int leaves of ``value`` (of shape ``node``) with their values: what exploration
    records, and what explains a move outside the numbering."""
    if isinstance(node, (Declared, Seen)):
        if type(value) is int:
            yield node, value
    elif isinstance(node, Product):
        parts = node.split(value)
        if parts is not None:
            for part, v in zip(node.parts, parts, strict=True):
                yield from leaves(part, v)
    elif isinstance(node, Either):
        for part in node.parts:
            if _fits(part, value):
                yield from leaves(part, value)
                return


def _fits(node: Node, value: Any) -> bool:
    if isinstance(node, Fixed):
        return any(type(v) is type(value) and v == value for v in node.values)
    if isinstance(node, (Declared, Seen)):
        return type(value) is int
    if isinstance(node, Product):
        return node.split(value) is not None
    return any(_fits(p, value) for p in node.parts)
