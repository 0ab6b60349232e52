"""The two sides of the board as data: read from ``data/<side>.txt`` and checked at import.

A layout file holds the map as drawn in the rules we worked from (``.`` land, ``~``
river, ``T`` a starting temple with a treasure, ``*`` the same with a corner
treasure) and the counts it must have (``river: 41``, ``temples: 10``). A bad
file stops the import with a :class:`senet.PluginError` naming the file and
what is wrong.
"""

from __future__ import annotations

from importlib import resources

import attrs

from senet import Grid, PluginError, neighbour_table, read_map

from .state import Side

__all__ = ["GRID", "LABELS", "LAYOUTS", "NEIGHBOURS", "SIDES", "SQUARES", "Layout", "label", "parse_layout",
           "square_of"]

GRID = Grid(11, 16)
SQUARES = GRID.rows * GRID.cols
NEIGHBOURS: tuple[tuple[int, ...], ...] = neighbour_table(GRID)
"""For each square, the squares sharing an edge with it."""
SIDES: tuple[Side, ...] = tuple(Side)
_LEGEND = {".": "land", "~": "river", "T": "temple", "*": "corner"}


@attrs.frozen
class Layout:
    """One side of the board: which squares are river, and where the treasures start."""

    side: Side
    rows: tuple[str, ...]
    river: tuple[bool, ...]
    """For each square, whether it is a river square."""
    temples: tuple[int, ...]
    """Squares of the starting temples, each with a treasure, ascending."""
    corners: frozenset[int]
    """The temples whose treasure is a corner treasure."""

    @property
    def land(self) -> tuple[int, ...]:
        """The land squares, ascending."""
        return tuple(i for i, r in enumerate(self.river) if not r)


def parse_layout(text: str, where: str) -> Layout:
    """A layout from the text of a layout file; ``where`` names it in errors."""
    side = ""
    counts: dict[str, int] = {}
    lines: list[str] = []
    in_map = False
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].rstrip() if not in_map else raw.rstrip()
        if not line:
            continue
        if in_map:
            lines.append(line.strip())
            continue
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep:
            raise PluginError("tigris", f"{where}: expected 'key: value', not {line!r}")
        if key == "map":
            in_map = True
        elif key == "side":
            side = value
        elif key in ("river", "temples"):
            if not value.isdigit():
                raise PluginError("tigris", f"{where}: {key} takes a number, not {value!r}")
            counts[key] = int(value)
        else:
            raise PluginError("tigris", f"{where}: unknown key {key!r}")
    if side not in SIDES:
        raise PluginError("tigris", f"{where}: side is one of {', '.join(SIDES)}, not {side!r}")
    try:
        rows = read_map(lines, _LEGEND, rows=GRID.rows, cols=GRID.cols)
    except ValueError as exc:
        raise PluginError("tigris", f"{where}: {exc}") from None
    flat = "".join(rows)
    river = tuple(ch == "~" for ch in flat)
    temples = tuple(i for i, ch in enumerate(flat) if ch in "T*")
    corners = frozenset(i for i, ch in enumerate(flat) if ch == "*")
    found = {"river": sum(river), "temples": len(temples)}
    for key, want in counts.items():
        if found[key] != want:
            raise PluginError("tigris", f"{where}: the map has {found[key]} {key} squares, "
                                        f"the file says {want}")
    return Layout(Side(side), rows, river, temples, corners)


def _load(side: Side) -> Layout:
    name = f"{side}.txt"
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    layout = parse_layout(text, f"data/{name}")
    if layout.side != side:
        raise PluginError("tigris", f"data/{name}: says side {layout.side.value!r}")
    return layout


LAYOUTS: dict[Side, Layout] = {side: _load(side) for side in SIDES}


LABELS: tuple[str, ...] = tuple(GRID.label(GRID.cell(i)) for i in range(SQUARES))


def label(square: int) -> str:
    """A square for people: column letter and row from 1 (square 0 is ``A1``)."""
    return LABELS[square]


def square_of(row: object, col: object) -> int | None:
    """The square number of ``(row, col)``, or ``None`` if that is not a square of the board."""
    if type(row) is not int or type(col) is not int:
        return None
    if not (0 <= row < GRID.rows and 0 <= col < GRID.cols):
        return None
    return row * GRID.cols + col
