"""The one place that turns values into msgpack bytes and back.

Every tagged value (moves, events) is written as a map with its tag under
``"$type"``; map keys are strings; sets and dicts are written sorted, so one
value always gives one byte string. Functions reading untrusted bytes end in
``_untrusted`` and raise only :class:`SaveFormatError`.
"""

from __future__ import annotations

import hashlib
import typing
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import attrs
import cattrs
import msgpack
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from .errors import InternalError, SaveFormatError
from .values import Tagged

__all__ = ["Codec", "digest", "pack", "unpack_untrusted"]

T = TypeVar("T")
TAG_KEY = "$type"
MAX_BYTES = 64 * 1024 * 1024


def pack(data: Any) -> bytes:
    """msgpack bytes of plain data (maps, lists, str, int, bool, None, bytes)."""
    return msgpack.packb(data, use_bin_type=True)  # type: ignore[no-any-return]


def unpack_untrusted(data: bytes) -> Any:
    """Plain data from msgpack bytes that may be corrupt; only ``SaveFormatError``."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise SaveFormatError("expected bytes")
    if len(data) > MAX_BYTES:
        raise SaveFormatError(f"file too large ({len(data)} bytes)")
    try:
        return msgpack.unpackb(bytes(data), raw=False, strict_map_key=True, use_list=True)
    except msgpack.ExtraData:
        raise SaveFormatError("trailing bytes after the msgpack data") from None
    except Exception as exc:
        raise SaveFormatError(f"not valid msgpack ({type(exc).__name__}: {exc})") from None


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
        conv = cattrs.Converter()
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

        def structure(data: Any, _: Any) -> Any:
            if not isinstance(data, dict):
                raise ValueError(f"expected a map for {name}, not {type(data).__name__}")
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
        fn = self._structurers.get(cls)
        if fn is None:
            # The generated function resolves string annotations (PEP 563) itself.
            fn = self._structurers[cls] = make_dict_structure_fn(cls, self.conv)
        return fn(body, cls)

    def unstructure(self, value: Any, as_type: Any = None) -> Any:
        """Plain msgpack-ready data for a value."""
        return self.conv.unstructure(value, as_type if as_type is not None else type(value))

    def structure_untrusted(self, data: Any, cls: type[T], what: str) -> T:
        """A value of ``cls`` from plain data that may be wrong; only ``SaveFormatError``."""
        try:
            return self.conv.structure(data, cls)
        except Exception as exc:
            raise SaveFormatError(f"{what}: {_explain(exc)}") from None


def _explain(exc: BaseException) -> str:
    if isinstance(exc, cattrs.BaseValidationError):
        notes = cattrs.transform_error(exc)
        return "; ".join(notes[:3]) or str(exc)
    return f"{type(exc).__name__}: {exc}"
