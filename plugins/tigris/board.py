"""Regions and kingdoms of a board, worked out once per board and cached.

A *region* is a group of edge-connected tiles and leaders (face-down tiles
included, catastrophes not); a *kingdom* is a region holding a leader. The
analysis of a tuple of square codes is cached, so the rule functions can ask
about the same board many times for the price of one labelling.
"""

from __future__ import annotations

import functools

from senet import label_member_groups

from .layout import NEIGHBOURS
from .state import CATASTROPHE, EMPTY, LEADER, RED, leader_of, tile_code

__all__ = ["Regions", "red_next_to", "regions", "supported", "unsupported"]

_RED = tile_code(RED)


class Regions:
    """The regions of one board: a label per square and, per region, its squares and leaders;
    and for every empty square, how many kingdoms and face-up red tiles it touches."""

    __slots__ = ("cells", "empty", "groups", "kingdom", "kingdoms_near", "label", "leader_at",
                 "leaders", "memo", "red_near", "squares", "temple_squares")

    def __init__(self, cells: tuple[int, ...], cut: int | None) -> None:
        self.cells = cells
        self.memo: dict[tuple[str, int, str], bool] = {}
        """Answers the rules already worked out for this board (see ``rules.any_square``)."""
        self.squares: dict[tuple[str, int, str, tuple[int, ...]], tuple[int, ...]] = {}
        """Open squares already listed for this board (see ``rules.open_squares``)."""
        size = len(cells)
        # One pass sorts the squares; only the members (tiles and leaders) are labelled.
        empty: list[int] = []
        reds: list[int] = []
        on_board: list[int] = []
        members: list[int] = []
        for square, code in enumerate(cells):
            if code == EMPTY:
                empty.append(square)
                continue
            if code != CATASTROPHE:
                members.append(square)
            if code == _RED:
                reds.append(square)
            elif code >= LEADER:
                on_board.append(square)
        self.empty = empty
        """The empty squares, ascending."""
        label, groups = label_member_groups(members, size, NEIGHBOURS, () if cut is None else (cut,))
        self.label = label
        self.groups = groups
        leaders: list[list[int]] = [[] for _ in groups]
        at = [-1] * 16
        for square in on_board:
            at[cells[square] - LEADER] = square
            if label[square] >= 0:
                leaders[label[square]].append(square)
        self.leaders = leaders
        """Per region, the squares of its leaders, ascending."""
        self.leader_at = at
        """Per leader (``4 * player + colour``), its square, or -1 if it is not on the board."""
        self.kingdom = [bool(squares) for squares in leaders]
        # Walk the kingdoms' squares (and the red tiles) outwards instead of looking around
        # every empty square: the work is the size of the kingdoms, not of the board.
        near = [0] * size
        last = [-1] * size
        for g, squares in enumerate(groups):
            if leaders[g]:
                for square in squares:
                    for n in NEIGHBOURS[square]:
                        if last[n] != g and cells[n] == EMPTY:
                            last[n] = g
                            near[n] += 1
        self.kingdoms_near = near
        """For each empty square, how many different kingdoms share an edge with it."""
        red = [0] * size
        temples: list[int] = []
        for square in reds:
            for n in NEIGHBOURS[square]:
                if cells[n] == EMPTY:
                    if not red[n]:
                        temples.append(n)
                    red[n] += 1
        self.red_near = red
        """For each empty square, how many face-up red tiles share an edge with it."""
        temples.sort()
        self.temple_squares = temples
        """The empty squares next to a face-up red tile, ascending."""

    def kingdoms_at(self, square: int) -> tuple[int, ...]:
        """The kingdoms (region numbers) next to ``square``, in neighbour order."""
        label, kingdom = self.label, self.kingdom
        out: list[int] = []
        for n in NEIGHBOURS[square]:
            g = label[n]
            if g >= 0 and kingdom[g] and g not in out:
                out.append(g)
        return tuple(out)

    def leader_in(self, region: int, colour: int) -> int | None:
        """The square of the leader of ``colour`` in ``region`` (the first, during a conflict)."""
        cells = self.cells
        for square in self.leaders[region]:
            if (cells[square] - LEADER) % 4 == colour:
                return square
        return None

    def count(self, region: int, code: int) -> int:
        """How many squares of ``region`` hold ``code``."""
        cells = self.cells
        return sum(1 for square in self.groups[region] if cells[square] == code)

    def touches(self, region: int, square: int) -> bool:
        """Whether ``region`` has a square next to ``square``."""
        label = self.label
        return any(label[n] == region for n in NEIGHBOURS[square])


@functools.lru_cache(maxsize=256)
def _regions(cells: tuple[int, ...], cut: int | None) -> Regions:
    return Regions(cells, cut)


_recent: list[Regions] = []
_RECENT = 4


def regions(cells: tuple[int, ...], cut: int | None = None) -> Regions:
    """The regions of ``cells``; ``cut``: a square that belongs to no region and joins none
    (the unification tile, while the wars it caused are fought).

    Cached by board; the boards asked last are recognised by identity, without hashing them.
    """
    if cut is not None:
        return _regions(cells, cut)
    for found in _recent:
        if found.cells is cells:
            return found
    found = _regions(cells, None)
    _recent.insert(0, found)
    del _recent[_RECENT:]
    return found


def red_next_to(cells: tuple[int, ...], square: int) -> int:
    """How many face-up red tiles share an edge with ``square``."""
    return sum(1 for n in NEIGHBOURS[square] if cells[n] == _RED)


def supported(cells: tuple[int, ...], square: int) -> bool:
    """Whether ``square`` has a face-up red tile next to it (a leader needs one)."""
    return any(cells[n] == _RED for n in NEIGHBOURS[square])


def unsupported(cells: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """``(square, player, colour)`` of every leader with no face-up red tile next to it."""
    out: list[tuple[int, int, int]] = []
    for square, code in enumerate(cells):
        if code >= LEADER and not supported(cells, square):
            player, colour = leader_of(code)
            out.append((square, player, colour))
    return out
