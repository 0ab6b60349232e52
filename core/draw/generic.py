"""The drawing of a game that draws none: its view as an indented outline of fields.

Every field of the view's state is one line (``name: value``); records, maps and
sequences open an indented level. Nothing is clickable: the page lists the legal moves
as buttons with the game's descriptions. The outline is capped (depth, lines, line
length) so a huge or cyclic view still draws quickly.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from ..hidden import Hand, Pile, Secret
from .drawing import Drawing, picture
from .svg import Element, el

__all__ = ["generic_drawing", "outline"]

MAX_DEPTH = 6
MAX_LINES = 300
MAX_CHARS = 100
_LINE = 20
_INDENT = 18
_CHAR = 8.2


def _short(text: str) -> str:
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS - 1] + "…"


def _scalar(value: object) -> bool:
    return value is None or isinstance(value, (bool, int, float, str, bytes, enum.Enum))


def _fields(value: object) -> list[tuple[str, Any]] | None:
    """The named parts of a record or map, or ``None`` for anything else."""
    cls = type(value)
    if attrs.has(cls):
        return [(f.name, getattr(value, f.name)) for f in attrs.fields(cls)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [(f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, Mapping):
        return [(str(k), v) for k, v in value.items()]
    return None


def _text(value: object) -> str:
    if isinstance(value, enum.Enum):
        return str(value.name).lower()
    if isinstance(value, (str, bytes, int, float)) or value is None:
        return repr(value) if isinstance(value, bytes) else str(value)
    try:
        return repr(value)
    except Exception:  # a plugin's repr is its own code: it may fail; the outline still draws
        return f"<{type(value).__name__}>"


def _hidden(value: object) -> str | None:
    """A hidden container in words: what the viewer sees of it, and how much is hidden."""
    if isinstance(value, (Hand, Pile)):
        kind = f"player {value.owner}'s hand" if isinstance(value, Hand) else "pile"
        shown = ", ".join(_text(item) for item in value.items)
        parts = [f"[{shown}]"] if value.items else []
        if not value.known:
            parts.append(f"{len(value) - len(value.items)} hidden")
        return f"{kind}: " + (" and ".join(parts) or "empty")
    if isinstance(value, Secret):
        shown = _text(value.value) if value.value is not None else "hidden"
        return f"player {value.owner}'s secret: {shown}"
    return None


def outline(value: object, depth: int = 0, name: str = "") -> Iterator[tuple[int, str, str]]:
    """``(depth, name, text)`` lines for ``value``: one per scalar, a heading per group."""
    label = f"{name}: " if name else ""
    hidden = _hidden(value)
    if hidden is not None:
        yield depth, label, hidden
        return
    fields = _fields(value)
    if depth >= MAX_DEPTH:
        yield depth, label, _text(value)
        return
    if fields is not None:
        if not fields:
            yield depth, label, "(empty)"
            return
        yield depth, label, type(value).__name__ if not isinstance(value, Mapping) else ""
        for key, item in fields:
            yield from outline(item, depth + 1, key)
        return
    if isinstance(value, (list, tuple, frozenset, set)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else list(value)
        if all(_scalar(item) for item in items):
            yield depth, label, "[" + ", ".join(_text(item) for item in items) + "]"
            return
        yield depth, label, f"{len(items)} items"
        for i, item in enumerate(items):
            yield from outline(item, depth + 1, str(i))
        return
    yield depth, label, _text(value)


def generic_drawing(title: str, view: Any) -> Drawing:
    """``view``'s state (a :class:`senet.View`'s, or the value itself) as an outline."""
    state = getattr(view, "state", view)
    heading = title
    if hasattr(view, "phase"):
        seat = getattr(view, "player", None)
        heading = f"{title} · {view.phase} · " + ("spectator" if seat is None else f"seat {seat}")
    lines: list[tuple[int, str, str]] = []
    for line in outline(state):
        if not line[1] and not line[2]:
            continue  # a map's own heading says nothing
        if len(lines) == MAX_LINES:
            lines.append((0, "", "… (more not shown)"))
            break
        lines.append(line)
    rows: list[Element] = [el("text", _short(heading), x=8, y=_LINE, font_weight="bold", font_size=16)]
    widest = len(heading)
    for n, (depth, label, text) in enumerate(lines):
        label, text = _short(label), _short(text)
        widest = max(widest, depth * 2 + len(label) + len(text))
        rows.append(el("text", el("tspan", label, font_weight="bold") if label else None, text,
                       x=8 + depth * _INDENT, y=_LINE * (n + 2.3), font_size=14))
    width = max(320.0, 16 + widest * _CHAR)
    height = _LINE * (len(lines) + 3)
    return Drawing(picture(width, height, heading, el("rect", width="100%", height="100%", fill="#ffffff"),
                           *rows))
