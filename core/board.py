"""Board helpers: rows with special spaces, square grids, and connected groups."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from typing import TypeVar

import attrs

__all__ = [
    "Cell", "Grid", "Labels", "Track", "adjacent_labels", "blocks_containing", "connected_groups",
    "group_of", "label_groups", "label_member_groups", "neighbour_table", "read_map", "score_steps",
]

Cell = tuple[int, int]
N = TypeVar("N", bound=Hashable)


@attrs.frozen
class Grid:
    """A rectangle of cells addressed ``(row, col)``, neighbours sharing an edge."""

    rows: int
    cols: int

    def __contains__(self, cell: object) -> bool:
        if not (isinstance(cell, tuple) and len(cell) == 2):
            return False
        r, c = cell
        return isinstance(r, int) and isinstance(c, int) and 0 <= r < self.rows and 0 <= c < self.cols

    def cells(self) -> Iterator[Cell]:
        """Every cell, row by row."""
        for r in range(self.rows):
            for c in range(self.cols):
                yield (r, c)

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """The up to four cells sharing an edge with ``cell`` (up, left, right, down)."""
        r, c = cell
        out: list[Cell] = []
        if r > 0:
            out.append((r - 1, c))
        if c > 0:
            out.append((r, c - 1))
        if c + 1 < self.cols:
            out.append((r, c + 1))
        if r + 1 < self.rows:
            out.append((r + 1, c))
        return tuple(out)

    def index(self, cell: Cell) -> int:
        """The cell's position in a row-major flat tuple."""
        return cell[0] * self.cols + cell[1]

    def cell(self, index: int) -> Cell:
        """The cell at a row-major flat position."""
        return divmod(index, self.cols)

    def label(self, cell: Cell) -> str:
        """Spreadsheet-style label: column letter, row number from 1 (``(0, 0)`` is ``A1``)."""
        r, c = cell
        letters = ""
        c += 1
        while c:
            c, rem = divmod(c - 1, 26)
            letters = chr(65 + rem) + letters
        return f"{letters}{r + 1}"


def group_of(start: N, member: Callable[[N], bool], neighbours: Callable[[N], Iterable[N]]
             ) -> frozenset[N]:
    """The connected group containing ``start`` of nodes for which ``member`` holds."""
    if not member(start):
        return frozenset()
    seen = {start}
    stack = [start]
    while stack:
        node = stack.pop()
        for nxt in neighbours(node):
            if nxt not in seen and member(nxt):
                seen.add(nxt)
                stack.append(nxt)
    return frozenset(seen)


def connected_groups(nodes: Iterable[N], neighbours: Callable[[N], Iterable[N]]
                     ) -> list[frozenset[N]]:
    """Split ``nodes`` into groups connected through ``neighbours``, in first-seen order.

    ``nodes`` is iterated in the order given (pass a sorted or list order for
    deterministic output; sets are not ordered).
    """
    pool = list(dict.fromkeys(nodes))
    inside = set(pool)
    done: set[N] = set()
    groups: list[frozenset[N]] = []
    for node in pool:
        if node in done:
            continue
        group = group_of(node, inside.__contains__, neighbours)
        done |= group
        groups.append(group)
    return groups


Labels = tuple[list[int], list[list[int]]]
"""A group label per cell index (``-1``: in no group) and each group's cell indices."""


def neighbour_table(grid: Grid) -> tuple[tuple[int, ...], ...]:
    """For each cell index (``Grid.index``), the indices of the cells sharing an edge with it,
    in :meth:`Grid.neighbours` order. Build it once per grid: games keep boards in flat tuples."""
    return tuple(tuple(grid.index(n) for n in grid.neighbours(grid.cell(i)))
                 for i in range(grid.rows * grid.cols))


def label_groups(member: Sequence[bool], table: Sequence[Sequence[int]],
                 cut: Iterable[int] = ()) -> Labels:
    """Connected groups of the member cells of a flat board, numbered in index order of their
    first cell, in one pass (``connected_groups`` for a whole board at once).

    ``cut`` cells are left out even if members: a bridge lifted for a moment, a square that
    belongs to neither side. Each group lists its cells in the order they were reached, the
    lowest index first.
    """
    members = [cell for cell, inside in enumerate(member) if inside]
    return label_member_groups(members, len(member), table, cut)


def label_member_groups(members: Sequence[int], size: int, table: Sequence[Sequence[int]],
                        cut: Iterable[int] = ()) -> Labels:
    """:func:`label_groups` for a board of ``size`` cells whose member cells are listed
    (ascending): only the members are visited, not the whole board, which pays when a game
    already sorts its board in one pass and most of it is empty."""
    label = [-1] * size
    for cell in members:
        label[cell] = -2  # a member not reached yet
    for cell in cut:
        label[cell] = -1
    groups: list[list[int]] = []
    for start in members:
        if label[start] != -2:
            continue
        number = len(groups)
        label[start] = number
        group = [start]
        for cell in group:  # the list grows while it is read: a breadth-first walk
            for nxt in table[cell]:
                if label[nxt] == -2:
                    label[nxt] = number
                    group.append(nxt)
        groups.append(group)
    return label, groups


def adjacent_labels(index: int, label: Sequence[int], table: Sequence[Sequence[int]],
                    keep: Callable[[int], bool] | None = None) -> tuple[int, ...]:
    """The distinct group labels next to cell ``index`` (only those ``keep`` accepts, if given),
    in neighbour order: "which kingdoms does this square touch"."""
    out: list[int] = []
    for nxt in table[index]:
        g = label[nxt]
        if g >= 0 and g not in out and (keep is None or keep(g)):
            out.append(g)
    return tuple(out)


def blocks_containing(grid: Grid, cell: Cell, size: int = 2) -> tuple[tuple[Cell, ...], ...]:
    """Every ``size`` x ``size`` block of cells inside ``grid`` that holds ``cell``: each block
    row by row (its top-left cell first), the blocks in row-major order of that cell."""
    r, c = cell
    out: list[tuple[Cell, ...]] = []
    for top in range(r - size + 1, r + 1):
        for left in range(c - size + 1, c + 1):
            if 0 <= top and top + size <= grid.rows and 0 <= left and left + size <= grid.cols:
                out.append(tuple((top + i, left + j) for i in range(size) for j in range(size)))
    return tuple(out)


def read_map(lines: Sequence[str], legend: Mapping[str, str], *, rows: int, cols: int
             ) -> tuple[str, ...]:
    """The rows of a character map (a board drawn in a data file), checked: ``rows`` lines of
    ``cols`` characters, each a key of ``legend``. ``ValueError`` names the line (from 1)."""
    if len(lines) != rows:
        raise ValueError(f"the map has {len(lines)} rows, not {rows}")
    for number, line in enumerate(lines, 1):
        if len(line) != cols:
            raise ValueError(f"map row {number} has {len(line)} squares, not {cols}: {line!r}")
        for ch in line:
            if ch not in legend:
                known = " ".join(sorted(legend))
                raise ValueError(f"map row {number}: unknown square {ch!r} (known: {known})")
    return tuple(lines)


def score_steps(before: int, after: int, marks: Callable[[int], bool]) -> int:
    """How many marked spaces a score passes or reaches moving from ``before`` to ``after``
    (``before`` itself excluded), in either direction."""
    if after == before:
        return 0
    step = 1 if after > before else -1
    return sum(1 for s in range(before + step, after + step, step) if marks(s))


@attrs.frozen
class Track:
    """A line of numbered spaces (a score track, a river, a row of a board) with marked
    spaces: ``lowest``/``highest`` bound it (``None``: no bound on that side)."""

    marks: frozenset[int] = frozenset()
    lowest: int | None = None
    highest: int | None = None

    def clamp(self, position: int) -> int:
        """``position`` kept within the track's bounds."""
        if self.lowest is not None and position < self.lowest:
            return self.lowest
        if self.highest is not None and position > self.highest:
            return self.highest
        return position

    def move(self, position: int, by: int) -> int:
        """Where a marker on ``position`` ends after moving ``by`` spaces (stopping at an end)."""
        return self.clamp(position + by)

    def reached(self, before: int, after: int) -> tuple[int, ...]:
        """The marked spaces a marker passes or lands on going from ``before`` to ``after``
        (``before`` itself excluded), in the order it meets them."""
        if after == before:
            return ()
        step = 1 if after > before else -1
        return tuple(s for s in range(before + step, after + step, step) if s in self.marks)
