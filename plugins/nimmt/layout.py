"""The board's two sides as data: read from ``data/<side>.txt`` and checked at import.

A layout file lists the rows in the rules' notation (``row 1:  .  D  .  G1 .  TH``)
and which rows start with a tile for which player counts (``start 4-6: 7 8 9 10``).
The published boards are not available to us; ours live in those files, so
they can be replaced without touching code. A bad file stops the import with
a :class:`senet.PluginError` naming the file, the line and the rule broken.
"""

from __future__ import annotations

import re
from enum import IntEnum
from importlib import resources

import attrs

from senet import PluginError

__all__ = ["BASIC", "PRO", "Kind", "Layout", "Space", "parse_layout"]


class Kind(IntEnum):
    """What a space does (small ints: the placement code compares them in its hot loop)."""

    PLAIN = 0
    BULL = 1
    POINTS = 2
    TAKE = 3
    TAKE_HAND = 4
    DRAW = 5
    ACTION = 6
    TWO = 7


PLAIN, BULL, POINTS, TAKE, TAKE_HAND, DRAW, ACTION, TWO = Kind
ROWS_ACTIVE = 4
PLAYERS = range(2, 7)

_FIXED: dict[str, tuple[Kind, int]] = {
    ".": (PLAIN, 0), "T": (TAKE, 0), "TH": (TAKE_HAND, 0), "D": (DRAW, 0), "A": (ACTION, 0), "2T": (TWO, 0),
    "G1": (BULL, 1), "G2": (BULL, 2), "R1": (BULL, -1), "R2": (BULL, -2)}
_PRO_ONLY = frozenset({"TH", "D", "A"})
_POINTS = re.compile(r"[+-][1-9][0-9]?")
_ROW = re.compile(r"row\s+(\d+)\s*:(.*)")
_START = re.compile(r"start\s+(\d+)-(\d+)\s*:(.*)")


@attrs.frozen
class Space:
    """One space of a row: its code as printed, its kind, and its number (multiplier or points)."""

    code: str
    kind: Kind
    value: int = 0

    @property
    def takes(self) -> bool:
        """Whether a tile landing here takes the row."""
        return self.kind == TAKE or self.kind == TAKE_HAND


@attrs.frozen
class Layout:
    """One side of the board: rows of spaces, and the rows set up for each player count."""

    side: str
    rows: tuple[tuple[Space, ...], ...]
    starts: tuple[tuple[int, int, tuple[int, ...]], ...]
    """``(fewest, most, rows)``: rows (from 0) holding a tile at set-up for that many players."""
    codes: tuple[tuple[str, ...], ...] = attrs.field(init=False)
    last: tuple[int, ...] = attrs.field(init=False)
    """The index of each row's take space (its last space)."""
    twos: tuple[tuple[int, int], ...] = attrs.field(init=False)
    """Every ``(row, space)`` holding a two-tile mark."""

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "codes", tuple(tuple(s.code for s in row) for row in self.rows))
        object.__setattr__(self, "last", tuple(len(row) - 1 for row in self.rows))
        object.__setattr__(self, "twos", tuple(
            (r, i) for r, row in enumerate(self.rows) for i, s in enumerate(row) if s.kind == TWO))

    def start_rows(self, players: int) -> tuple[int, ...]:
        """The rows (from 0) that get a face-up tile at set-up."""
        for low, high, rows in self.starts:
            if low <= players <= high:
                return rows
        raise PluginError("nimmt", f"{self.side} layout has no set-up rows for {players} players")


def _space(code: str, side: str) -> Space:
    known = _FIXED.get(code)
    if known is not None:
        if side == "basic" and code in _PRO_ONLY:
            raise _Bad(f"space {code!r} is for the pro side only")
        return Space(code, *known)
    if _POINTS.fullmatch(code):
        return Space(code, POINTS, int(code))
    raise _Bad(f"unknown space code {code!r} (known: {' '.join([*_FIXED, '+n', '-n'])})")


class _Bad(Exception):
    """A broken rule of the layout format; turned into a PluginError with the line."""


def _row(text: str, side: str) -> tuple[Space, ...]:
    spaces = tuple(_space(code, side) for code in text.split())
    if len(spaces) < 2:
        raise _Bad("a row needs at least two spaces (a first space and a take space)")
    if not spaces[-1].takes:
        raise _Bad(f"the row ends in {spaces[-1].code!r}, not in a take space (T or TH)")
    for i, space in enumerate(spaces[:-1]):
        if space.takes:
            where = "the first space" if i == 0 else f"space {i + 1}"
            raise _Bad(f"{where} is a take space; only the last space of a row takes")
    return spaces


def _start(low: str, high: str, text: str, count: int) -> tuple[int, int, tuple[int, ...]]:
    try:
        rows = tuple(int(word) - 1 for word in text.split())
    except ValueError:
        raise _Bad(f"set-up rows must be row numbers, not {text.strip()!r}") from None
    if len(set(rows)) != ROWS_ACTIVE or len(rows) != ROWS_ACTIVE:
        raise _Bad(f"set-up needs {ROWS_ACTIVE} different rows, not {text.strip()!r}")
    if any(not 0 <= r < count for r in rows):
        raise _Bad(f"set-up names a row that is not on the board ({text.strip()!r})")
    return int(low), int(high), tuple(sorted(rows))


def parse_layout(text: str, name: str) -> Layout:
    """A layout from the text of a layout file; ``name`` is used in error messages."""
    side = ""
    rows: list[tuple[Space, ...]] = []
    starts: list[tuple[int, str, str, str]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            if line.startswith("side:"):
                side = line[5:].strip()
                if side not in ("basic", "pro"):
                    raise _Bad(f"side is basic or pro, not {side!r}")
            elif (match := _ROW.fullmatch(line)) is not None:
                if not side:
                    raise _Bad("name the side (side: basic|pro) before the rows")
                if int(match[1]) != len(rows) + 1:
                    raise _Bad(f"expected row {len(rows) + 1}, found row {match[1]}")
                rows.append(_row(match[2], side))
            elif (match := _START.fullmatch(line)) is not None:
                starts.append((number, match[1], match[2], match[3]))
            else:
                raise _Bad(f"not a side, start or row line: {line!r}")
        except _Bad as exc:
            raise PluginError("nimmt", f"layout {name}, line {number}: {exc}") from None
    if len(rows) <= ROWS_ACTIVE:
        raise PluginError("nimmt", f"layout {name}: needs more than {ROWS_ACTIVE} rows, has {len(rows)}")
    checked = []
    for number, low, high, words in starts:
        try:
            checked.append(_start(low, high, words, len(rows)))
        except _Bad as exc:
            raise PluginError("nimmt", f"layout {name}, line {number}: {exc}") from None
    for players in PLAYERS:
        covering = [s for s in checked if s[0] <= players <= s[1]]
        if len(covering) != 1:
            raise PluginError("nimmt", f"layout {name}: {len(covering)} start lines cover "
                                       f"{players} players (need exactly one)")
    return Layout(side, tuple(rows), tuple(checked))


def _load(side: str) -> Layout:
    name = f"{side}.txt"
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    layout = parse_layout(text, name)
    if layout.side != side:
        raise PluginError("nimmt", f"layout {name} says side {layout.side!r}")
    return layout


BASIC = _load("basic")
"""The basic side (blue bulls), from ``data/basic.txt``."""
PRO = _load("pro")
"""The pro side (red bulls), from ``data/pro.txt``."""
