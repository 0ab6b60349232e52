"""The analysis of one board: its regions and kingdoms, labelled afresh.

A *region* is a group of edge-connected tiles and leaders (face-down tiles
included, catastrophes not); a *kingdom* is a region holding a leader.
:mod:`.board` caches the analyses, and works most of them out from the board
before (:mod:`.derive`) instead of labelling afresh.
"""

from __future__ import annotations

from senet import label_member_groups

from .layout import NEIGHBOURS
from .state import CATASTROPHE, EMPTY, LEADER, RED, Kind, Side, tile_code

__all__ = ["RED_CODE", "Regions", "kingdoms_near"]

RED_CODE = tile_code(RED)
"""The square code of a face-up red tile."""


class Regions:
    """The regions of one board: a label per square and, per region, its squares and leaders;
    and for every empty square, how many kingdoms and face-up red tiles it touches.

    Regions are numbered in board order of their first square (as ``senet.label_groups``
    numbers them). The lists are shared with the boards derived from this one: read them,
    never change them.
    """

    __slots__ = ("_groups", "cells", "empty", "firsts", "kingdom", "kingdoms_near", "label",
                 "leader_at", "leaders", "members", "memo", "red_near", "squares", "temple_squares")

    def __init__(self, cells: tuple[int, ...], cut: int | None) -> None:
        self.cells = cells
        self.memo: dict[tuple[Kind, int, Side], bool] = {}
        """Answers the rules already worked out for this board (see ``rules.any_square``)."""
        self.squares: dict[tuple[Kind, int, Side, tuple[int, ...]], tuple[int, ...]] = {}
        """Open squares already listed for this board (see ``rules_squares.open_squares``)."""
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
            if code == RED_CODE:
                reds.append(square)
            elif code >= LEADER:
                on_board.append(square)
        self.empty = empty
        """The empty squares, ascending."""
        label, groups = label_member_groups(members, size, NEIGHBOURS, () if cut is None else (cut,))
        self.label = label
        self._groups: list[list[int]] | None = groups
        self.members = groups
        """Per region, its squares (in no particular order on a derived board)."""
        self.firsts = [group[0] for group in groups]
        """Per region, its first square in board order (ascending, as the regions are numbered)."""
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

    @property
    def groups(self) -> list[list[int]]:
        """Per region, its squares in the order ``senet.label_groups`` reaches them (labelled
        afresh on a derived board, the first time it is asked: only the tests ask)."""
        if self._groups is None:
            cells = self.cells
            members = [sq for sq in range(len(cells)) if cells[sq] != EMPTY and cells[sq] != CATASTROPHE]
            self._groups = label_member_groups(members, len(cells), NEIGHBOURS)[1]
        return self._groups

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
        return sum(1 for square in self.members[region] if cells[square] == code)

    def touches(self, region: int, square: int) -> bool:
        """Whether ``region`` has a square next to ``square``."""
        label = self.label
        return any(label[n] == region for n in NEIGHBOURS[square])


def kingdoms_near(label: list[int], kingdom: list[bool], square: int) -> int:
    """How many different kingdoms share an edge with ``square``."""
    seen: list[int] = []
    for n in NEIGHBOURS[square]:
        g = label[n]
        if g >= 0 and kingdom[g] and g not in seen:
            seen.append(g)
    return len(seen)
