"""The one place that turns values into msgpack bytes and back.

Every tagged value (moves, events) is written as a map with its tag under
``"$type"``; map keys are strings; sets and dicts are written sorted, so one
value always gives one byte string. Functions reading untrusted bytes end in
``_untrusted`` and raise only :class:`SaveFormatError`.
"""

from __future__ import annotations

import contextvars
import enum as enum_
import hashlib
import types
import typing
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import attrs
import cattrs
import msgpack
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from .errors import InternalError, SaveFormatError
from .values import Move, Tagged

__all__ = ["Codec", "digest", "pack", "unpack_untrusted"]

T = TypeVar("T")
TAG_KEY = "$type"
MAX_BYTES = 64 * 1024 * 1024


def pack(data: Any) -> bytes:
    """msgpack bytes of plain data (maps, lists, str, int, bool, None, bytes)."""
    return msgpack.packb(data, use_bin_type=True)  # type: ignore[no-any-return]


MAX_CONTAINERS = 4_000_000
"""Lists and maps in one file, at most: what bounds the memory a hostile file can take."""
MAX_ITEMS = 2_000_000
"""Items in one list (a save's moves are one list)."""
MAX_TEXT = 1024 * 1024
"""Characters (or bytes) in one text (or binary) value."""


class Budget:
    """Counts the lists and maps msgpack builds, refusing a value (a file, or one item of it:
    :mod:`senet.reading`) that holds too many (an empty map is one byte in the file and about
    seventy in memory)."""

    __slots__ = ("left",)

    def __init__(self) -> None:
        self.left = MAX_CONTAINERS

    def spend(self, value: Any) -> Any:
        self.left -= 1
        if self.left < 0:
            raise SaveFormatError(f"the file holds more than {MAX_CONTAINERS:,} lists and maps in one value")
        return value


def unpack_untrusted(data: bytes) -> Any:
    """Plain data from msgpack bytes that may be corrupt or hostile; only ``SaveFormatError``.

    Limits (docs/save-format.md): the file's size, the items in one list or map, the
    length of one text, and the number of lists and maps in all, so that memory stays
    within a small multiple of the file's size.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise SaveFormatError("expected bytes")
    if len(data) > MAX_BYTES:
        raise SaveFormatError(f"file too large ({len(data)} bytes; at most {MAX_BYTES})")
    budget = Budget()
    try:
        return msgpack.unpackb(
            bytes(data), raw=False, strict_map_key=True, use_list=True,
            max_array_len=MAX_ITEMS, max_map_len=MAX_ITEMS, max_str_len=MAX_TEXT,
            max_bin_len=MAX_TEXT, max_ext_len=0, list_hook=budget.spend, object_hook=budget.spend)
    except SaveFormatError:
        raise
    except msgpack.ExtraData:
        raise SaveFormatError("not a senet save file (trailing bytes after the msgpack data)") from None
    except Exception as exc:
        raise SaveFormatError(f"not a senet save file (not valid msgpack: {type(exc).__name__}: {exc})"
                              ) from None


def digest(data: bytes) -> bytes:
    """The 16-byte BLAKE2b hash used for state hashes."""
    return hashlib.blake2b(data, digest_size=16).digest()


def _is_tagged(t: Any) -> bool:
    return isinstance(t, type) and issubclass(t, Tagged)


def _is_plain_attrs(t: Any) -> bool:
    cls = typing.get_origin(t) or t
    return isinstance(cls, type) and attrs.has(cls) and not issubclass(cls, Tagged)


class Codec:
    """A cattrs converter that knows one game's tagged types."""

    def __init__(self, tagged: Iterable[type[Tagged]]) -> None:
        self.tags: dict[str, type[Tagged]] = {}
        for cls in tagged:
            tag = getattr(cls, "tag", None)
            if not isinstance(tag, str):
                raise InternalError(f"{cls.__qualname__} has no tag")
            other = self.tags.get(tag)
            if other is not None and other is not cls:
                raise InternalError(f"tag {tag!r} used by {other.__qualname__} and {cls.__qualname__}")
            self.tags[tag] = cls
        conv = cattrs.Converter(forbid_extra_keys=True)
        _strict_primitives(conv)
        conv.register_unstructure_hook_func(_is_tagged, self._unstructure_factory)
        conv.register_structure_hook_func(_is_tagged, self._structure_tagged)
        conv.register_structure_hook_factory(_is_plain_attrs, self._strict_attrs)
        conv.register_unstructure_hook(frozenset, lambda s: sorted(conv.unstructure(x) for x in s))
        conv.register_unstructure_hook_func(
            lambda t: t is dict or getattr(t, "__origin__", None) is dict,
            lambda d: {str(k): conv.unstructure(v) for k, v in sorted(d.items())},
        )
        self.conv = conv
        self._unstructurers: dict[type, Callable[[Any], Any]] = {}
        self._structurers: dict[type, Callable[[Any, Any], Any]] = {}
        self._moves: dict[str, Any] = {}
        self._packing: cattrs.Converter | None = None

    def _unstructure_factory(self, obj: Any) -> Any:
        cls = type(obj)
        fn = self._unstructurers.get(cls)
        if fn is None:
            if not attrs.has(cls) or not isinstance(getattr(cls, "tag", None), str):
                raise InternalError(f"cannot save {cls.__qualname__}: not a tagged attrs class")
            inner = make_dict_unstructure_fn(cls, self.conv)
            tag: str = getattr(cls, "tag")  # noqa: B009

            def fn(o: Any, inner: Callable[[Any], dict[str, Any]] = inner) -> Any:
                out = {TAG_KEY: tag}
                out.update(inner(o))
                return out

            self._unstructurers[cls] = fn
        return fn(obj)

    def _strict_attrs(self, cls: Any) -> Callable[[Any, Any], Any]:
        """An attrs value is read from a map only (cattrs alone reads a list or a string as
        'no fields given' and fills in the defaults)."""
        inner = make_dict_structure_fn(cls, self.conv)
        name = getattr(typing.get_origin(cls) or cls, "__qualname__", str(cls))
        fields = _field_names(typing.get_origin(cls) or cls)
        required = _required_names(typing.get_origin(cls) or cls)

        def structure(data: Any, _: Any) -> Any:
            if not isinstance(data, dict):
                raise ValueError(f"expected a map for {name}, not {type(data).__name__}")
            _same_keys(name, data.keys(), fields, required)
            return inner(data, cls)

        return structure

    def _structure_tagged(self, data: Any, declared: type) -> Any:
        if not isinstance(data, dict):
            raise ValueError(f"expected a map for {declared.__qualname__}")
        tag = data.get(TAG_KEY)
        cls = self.tags.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise ValueError(f"unknown type tag {tag!r}")
        if not issubclass(cls, declared):
            raise ValueError(f"{tag!r} is not a {declared.__qualname__}")
        body = {k: v for k, v in data.items() if k != TAG_KEY}
        _same_keys(cls.tag, body.keys(), _field_names(cls), _required_names(cls))
        fn = self._structurers.get(cls)
        if fn is None:
            # The generated function resolves string annotations (PEP 563) itself.
            fn = self._structurers[cls] = make_dict_structure_fn(cls, self.conv)
        return fn(body, cls)

    def unstructure(self, value: Any, as_type: Any = None) -> Any:
        """Plain msgpack-ready data for a value."""
        return self.conv.unstructure(value, as_type if as_type is not None else type(value))

    def packable(self, value: Any, as_type: Any) -> Any:
        """Plain data that msgpack writes as the very bytes of ``unstructure(value, as_type)``'s,
        made faster: a tuple of plain items (numbers, text, or such tuples) is passed as it is,
        where ``unstructure`` copies it item by item into a list (msgpack writes a tuple as a
        list). For bytes only (state hashes): the result may share the value's tuples."""
        conv = self._packing
        if conv is None:
            conv = self.conv.copy()
            conv.register_unstructure_hook_func(_plain_tuple, _as_is)
            self._packing = conv
        return conv.unstructure(value, as_type)

    def structure_untrusted(self, data: Any, cls: type[T], what: str, *, partial: bool = False) -> T:
        """A value of ``cls`` from plain data that may be wrong; only ``SaveFormatError``.

        Saves write every field, so a missing one is refused; ``partial`` lets fields
        with a default be left out (position builders, where people write the data).
        """
        token = _PARTIAL.set(partial)
        try:
            return self.conv.structure(data, cls)
        except Exception as exc:
            raise SaveFormatError(f"{what}: {_explain(exc)}") from None
        finally:
            _PARTIAL.reset(token)

    def move_untrusted(self, data: Any, what: str) -> Any:
        """A move (:class:`senet.Move`) from plain data read from a file; only ``SaveFormatError``.

        The same as ``structure_untrusted(data, Move, what)``, remembered by the data's
        ``repr``: for the plain data msgpack reads (maps, lists, text, bytes, numbers,
        booleans, ``None``) equal texts mean equal data of the same types (``True`` and
        ``1``, ``1.0`` and ``1`` differ), so the remembered move is the one structuring
        would give again; moves are frozen values, safe to share. Loading meets the same
        few moves again and again.
        """
        return self.keyed_move_untrusted(data, what)[0]

    def keyed_move_untrusted(self, data: Any, what: str) -> tuple[Any, str]:
        """:meth:`move_untrusted`, with the key it is remembered by (for :meth:`adopt`)."""
        key = repr(data)
        move = self._moves.get(key)
        if move is None:
            move = self.structure_untrusted(data, Move, what)
            if len(key) <= _MOVE_KEY:
                if len(self._moves) >= _MOVES_KEPT:
                    self._moves.clear()
                self._moves[key] = move
        return move, key

    def adopt(self, key: str, listed: Any) -> None:
        """Remember ``listed``, a game's own listed move equal to the one remembered under
        ``key`` (same type, equal fields: the match found it so), in its place. A game that
        lists the same move objects from position to position (the classic card game's
        cards) then gets its own object back, which the match finds by identity, without
        calling ``__eq__`` on the moves listed before it."""
        if key in self._moves:
            self._moves[key] = listed


_PLAIN_ITEMS = (int, str, bool, bytes, float)


def _plain_tuple(t: Any) -> bool:
    """Whether ``t`` is a tuple type of plain items (or of such tuples)."""
    if typing.get_origin(t) is not tuple:
        return False
    args = typing.get_args(t)
    return bool(args) and all(a is Ellipsis or _plain_item(a) or _plain_tuple(a) for a in args)


def _plain_item(t: Any) -> bool:
    """A plain type, or a union of plain types and ``None`` (``int | None``): written as it is."""
    if t in _PLAIN_ITEMS:
        return True
    if typing.get_origin(t) not in (typing.Union, types.UnionType):
        return False
    return all(a is type(None) or a in _PLAIN_ITEMS for a in typing.get_args(t))


def _as_is(value: Any) -> Any:
    return value


_MOVE_KEY = 400
"""Moves written in more characters than this are structured every time (not remembered)."""
_MOVES_KEPT = 20_000
"""Moves remembered per game at most (the memory starts over when full)."""
_PARTIAL: contextvars.ContextVar[bool] = contextvars.ContextVar("senet_partial", default=False)


def _field_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in attrs.fields(cls) if f.init)


def _required_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in attrs.fields(cls) if f.init and f.default is attrs.NOTHING)


def _same_keys(name: str, keys: Iterable[Any], fields: frozenset[str], required: frozenset[str]) -> None:
    """Saves write every field: a missing or an unknown key is a changed file."""
    given = set(keys)
    if given != fields:
        needed = required if _PARTIAL.get() else fields
        missing, unknown = sorted(needed - given), sorted(str(k) for k in given - fields)
        if not missing and not unknown:
            return
        words = [f"missing {', '.join(missing)}" if missing else "",
                 f"unknown {', '.join(unknown[:5])}" if unknown else ""]
        raise ValueError(f"{name}: " + "; ".join(w for w in words if w))


def _exactly(kind: type, *more: type) -> Callable[[Any, Any], Any]:
    allowed = (kind, *more)

    def structure(data: Any, _: Any) -> Any:
        if type(data) not in allowed:
            raise ValueError(f"expected {kind.__name__}, not {type(data).__name__} {_short(data)}")
        return data

    return structure


def _short(data: Any) -> str:
    text = repr(data)
    return text if len(text) <= 40 else text[:37] + "..."


def _strict_primitives(conv: cattrs.Converter) -> None:
    """No quiet conversions: ``"68"`` or ``68.5`` is not the tile 68, ``1`` is not ``True``,
    and a text is not a list of its letters."""
    for kind, hook in ((int, _exactly(int)), (bool, _exactly(bool)), (str, _exactly(str)),
                       (bytes, _exactly(bytes))):
        conv.register_structure_hook(kind, hook)
    as_float = _exactly(float, int)
    conv.register_structure_hook(float, lambda data, t: float(as_float(data, t)))
    # Hooks by class also catch subclasses: enums need their own, or the str hook would
    # take every StrEnum (its class comes before Enum in their MRO).
    for base in (enum_.Enum, enum_.StrEnum, enum_.IntEnum):
        conv.register_structure_hook(base, _enum_value)

    def sequence(t: Any) -> Callable[[Any, Any], Any]:
        origin = typing.get_origin(t) or t
        args = typing.get_args(t)
        make = tuple if origin is tuple or origin is Sequence else list

        def structure(data: Any, _: Any) -> Any:
            if not isinstance(data, (list, tuple)):
                raise ValueError(f"expected a list, not {type(data).__name__} {_short(data)}")
            if origin is tuple and args and args[-1] is not Ellipsis:
                if len(data) != len(args):
                    raise ValueError(f"expected {len(args)} items, not {len(data)}")
                return tuple(conv.structure(v, a) for v, a in zip(data, args, strict=True))
            item = args[0] if args else Any
            return make(conv.structure(v, item) for v in data)

        return structure

    sequences: tuple[Any, ...] = (tuple, list, Sequence)
    conv.register_structure_hook_factory(lambda t: (typing.get_origin(t) or t) in sequences, sequence)


def _enum_value(data: Any, t: Any) -> Any:
    if isinstance(data, t):
        return data
    if type(data) in {type(m.value) for m in t}:
        try:
            return t(data)
        except ValueError:
            pass
    raise ValueError(f"expected {t.__name__}, not {type(data).__name__} {_short(data)}")


def _worded(exc: BaseException, kind: Any) -> str:
    """Our own refusals keep their words; cattrs words the rest."""
    if type(exc) is ValueError:
        return str(exc)
    return cattrs.v.format_exception(exc, kind)


def _explain(exc: BaseException) -> str:
    if isinstance(exc, cattrs.BaseValidationError):
        notes = cattrs.transform_error(exc, format_exception=_worded)
        return "; ".join(notes[:3]) or str(exc)
    return f"{type(exc).__name__}: {exc}"
