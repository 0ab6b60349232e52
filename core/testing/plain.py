"""Plain text that names a closed set: fields of text that only ever hold a few values.

A value written as text where it is one of a handful (a reason, a place, a kind) lets a
typo through every check and gives a reader no list of what it may be; an enum (a
``StrEnum`` keeps the same bytes in saves) names them. ``senet check`` reports such fields
as warnings, not failures: the suite sees one seeded match per case, and a field may hold
free text that a few matches happen to repeat.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any

import attrs

__all__ = ["FEW", "SEEN_AT_LEAST", "TextFields"]

FEW = 12
"""At most this many distinct values makes a field look like a closed set..."""
SEEN_AT_LEAST = 20
"""...once it was seen holding text this many times, repeating (half as many values or fewer)."""
DEEPEST = 6


class TextFields:
    """The text values each attrs field held in what it was shown, by ``Type.field``."""

    def __init__(self) -> None:
        self.values: dict[str, dict[str, int]] = {}

    def see(self, values: Iterable[Any]) -> None:
        """Walk ``values`` (moves, events, states) and what they hold, noting text fields."""
        for value in values:
            self._walk(value, 0)

    def _walk(self, value: Any, depth: int) -> None:
        if depth > DEEPEST:
            return
        if isinstance(value, (tuple, list, frozenset)):
            for item in value:
                if not isinstance(item, (int, float, bool, str)):
                    self._walk(item, depth + 1)
            return
        cls = type(value)
        if not attrs.has(cls):
            return
        for field in attrs.fields(cls):
            held = getattr(value, field.name, None)
            if isinstance(held, str) and not isinstance(held, enum.Enum):
                seen = self.values.setdefault(f"{cls.__qualname__}.{field.name}", {})
                seen[held] = seen.get(held, 0) + 1
            elif held is not None and not isinstance(held, (int, float, bool, str, bytes)):
                self._walk(held, depth + 1)

    def warnings(self) -> list[str]:
        """One line per field that looks like a closed set written as text."""
        out = []
        for name, seen in sorted(self.values.items()):
            times = sum(seen.values())
            if times >= SEEN_AT_LEAST and len(seen) <= min(FEW, times // 2):
                shown = ", ".join(repr(v)[:24] for v in sorted(seen)[:4])
                out.append(f"{name} is text but held only {len(seen)} values in {times} "
                           f"({shown}{', ...' if len(seen) > 4 else ''}): an enum would name them")
        return out
