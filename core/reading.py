"""Reading untrusted msgpack a piece at a time, so that memory follows what is kept.

:func:`senet.serial.unpack_untrusted` builds a whole file at once: a save of two million
moves becomes two million lists and maps before the first is looked at. A
:class:`Reader` reads one value, or one array's length, at a time, from a given offset of
the file's bytes (which it shares, not copies): the envelope's small keys are built, its
moves and checkpoints are counted from their array headers, refused at once when the
count is over the limit, and later read one item at a time (:class:`Items`). Every
failure is a :class:`SaveFormatError`.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import msgpack

from .errors import SaveFormatError
from .serial import MAX_BYTES, MAX_CONTAINERS, MAX_ITEMS, MAX_TEXT, Budget
from .words import quoted

__all__ = ["MAX_KEYS", "Items", "Reader", "read_map"]

_CHUNK = 64 * 1024
MAX_KEYS = 32
"""Keys in a file's top-level map, at most (a save of version 2 writes at most 13)."""


class Reader:
    """msgpack values read one at a time from ``data`` (from byte ``start``); only
    :class:`SaveFormatError`, each message saying what was being read."""

    def __init__(self, data: bytes, start: int = 0) -> None:
        if isinstance(data, (bytearray, memoryview)):
            data = bytes(data)
        if not isinstance(data, bytes):
            raise SaveFormatError("expected bytes")
        if len(data) > MAX_BYTES:
            raise SaveFormatError(f"file too large ({len(data)} bytes; at most {MAX_BYTES})")
        self.data = data
        self._start = start
        stream = io.BytesIO(data)  # shares the bytes until written to
        stream.seek(start)
        self._budget = Budget()
        self._unpacker = msgpack.Unpacker(
            stream, read_size=_CHUNK, raw=False, strict_map_key=True, use_list=True,
            max_buffer_size=MAX_BYTES, max_array_len=MAX_ITEMS, max_map_len=MAX_ITEMS,
            max_str_len=MAX_TEXT, max_bin_len=MAX_TEXT, max_ext_len=0,
            list_hook=self._budget.spend, object_hook=self._budget.spend)  # no cycle: freed at once

    @property
    def offset(self) -> int:
        """Where the next value starts in ``data``."""
        return self._start + int(self._unpacker.tell())

    def _call(self, what: str, step: Callable[[], Any]) -> Any:
        try:
            return step()
        except Exception as exc:
            raise _refusal(exc, what) from None

    def value(self, what: str) -> Any:
        """The next whole value (at most ``MAX_CONTAINERS`` lists and maps in it)."""
        self._budget.left = MAX_CONTAINERS
        return self._call(what, self._unpacker.unpack)

    def skip(self, what: str) -> None:
        """Pass over the next value without building it."""
        self._call(what, self._unpacker.skip)

    def header(self, what: str, kind: type, most: int) -> int | None:
        """The length of the next value when it is an array (``kind=list``) or a map
        (``dict``), refused over ``most`` before any item is read; ``None`` (the value left
        unread) when it is something else."""
        read = self._unpacker.read_array_header if kind is list else self._unpacker.read_map_header
        try:
            count = int(read())
        except msgpack.OutOfData:
            raise SaveFormatError(f"not a senet save file (it ends inside {what})") from None
        except (msgpack.UnpackValueError, ValueError):
            return None
        if count > most:
            raise SaveFormatError(f"{what}: {count:,} items, more than the {most:,} that may be read")
        return count

    def array(self, what: str, most: int) -> tuple[int, int] | None:
        """Where the items of the next value start and how many there are, when it is an
        array (refused over ``most`` before any item is read), having passed over it whole
        without building it; ``None`` (the value left unread) when it is something else."""
        ahead = Reader(self.data, self.offset)
        count = ahead.header(what, list, most)
        if count is None:
            return None
        self.skip(what)
        return ahead.offset, count

    def items(self, what: str, most: int, check: Callable[[int, Any], None]) -> Any:
        """The next value as :class:`Items` when it is an array (passed over whole, unbuilt;
        ``check`` runs on each item as it is read later), else the value itself (for the
        caller to refuse)."""
        found = self.array(what, most)
        if found is None:
            return self.value(what)
        return Items(self.data, found[0], found[1], what, check)

    def end(self, what: str) -> None:
        """Refuse anything after the last value."""
        if self.offset != len(self.data):
            raise SaveFormatError(f"not a senet save file (trailing bytes after {what})")


class Items:
    """An array of a file read item by item (a save's moves or checkpoints): its length,
    known from its header, and its items, each read and checked when iterated."""

    def __init__(self, data: bytes, start: int, count: int, what: str,
                 check: Callable[[int, Any], None]) -> None:
        self._data, self._start, self._count, self._what, self._check = data, start, count, what, check

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[Any]:
        reader = Reader(self._data, self._start)
        unpack, budget, check = reader._unpacker.unpack, reader._budget, self._check
        try:
            for i in range(self._count):
                budget.left = MAX_CONTAINERS  # a budget for each item: none is kept here
                item = unpack()
                check(i, item)
                yield item
        except SaveFormatError:
            raise
        except Exception as exc:
            raise _refusal(exc, self._what) from None

    def __bool__(self) -> bool:
        return self._count > 0

    def __repr__(self) -> str:
        return f"<{self._count} {self._what} read when iterated>"


def _refusal(exc: BaseException, what: str) -> SaveFormatError:
    """The words for msgpack's failure while reading ``what``."""
    if isinstance(exc, SaveFormatError):
        return exc
    if isinstance(exc, msgpack.OutOfData):
        return SaveFormatError(f"not a senet save file (it ends inside {what})")
    return SaveFormatError(f"not a senet save file (not valid msgpack in {what}: "
                           f"{type(exc).__name__}: {str(exc)[:60]})")


def read_map(data: bytes, what: str, special: Mapping[str, Callable[[Reader, dict[str, Any]], Any]]
             ) -> dict[str, Any]:
    """The map a file of ``what`` (``"a senet save file"``) holds, its keys text, at most
    ``MAX_KEYS`` of them; the values of the ``special`` keys are read by their function
    (given the reader and the keys read so far), the others whole."""
    reader = Reader(data)
    keys = reader.header(f"{what}'s header", dict, MAX_KEYS)
    if keys is None:
        raise SaveFormatError(f"not {what} (no header map)")
    out: dict[str, Any] = {}
    for _ in range(keys):
        key = reader.value(f"a key of {what}'s header")
        if type(key) is not str:
            raise SaveFormatError(f"not {what} (a key of its header is not text)")
        read = special.get(key)
        out[key] = read(reader, out) if read is not None else reader.value(quoted(key))
    reader.end("the msgpack data")
    return out
