"""Regions and kingdoms of a board, worked out once per board and cached.

The analysis of a tuple of square codes (:class:`~.analysis.Regions`) is
cached, so the rule functions can ask about the same board many times for the
price of one labelling. Most boards differ from the one before by a single
square: the evolver makes them with :func:`put`, which remembers the change,
and their analysis is worked out from the old board's (:func:`.derive.derive`).
"""

from __future__ import annotations

from .analysis import RED_CODE, Regions
from .derive import derive as _derive
from .layout import NEIGHBOURS
from .state import LEADER, leader_of

__all__ = ["Regions", "put", "red_next_to", "regions", "supported", "unsupported"]


_cache: dict[tuple[tuple[int, ...], int | None], Regions] = {}
_CACHE = 256
_recent: list[Regions] = []
_RECENT = 4
_changes: list[tuple[tuple[int, ...], tuple[int, ...], int]] = []
"""``(board, board before, square)`` of the last boards :func:`put` made, the newest first."""
_CHANGES = 4


def put(cells: tuple[int, ...], square: int, code: int) -> tuple[int, ...]:
    """``cells`` with ``code`` on ``square`` (a new board); its analysis, if asked for, will be
    worked out from that of ``cells``."""
    board = list(cells)  # a list copy set and frozen: twice as quick as joining slices
    board[square] = code
    out = tuple(board)
    _changes.insert(0, (out, cells, square))
    del _changes[_CHANGES:]
    return out


def _cached(cells: tuple[int, ...], cut: int | None) -> Regions:
    key = (cells, cut)
    found = _cache.get(key)
    if found is None:
        found = _cache[key] = Regions(cells, cut)
        if len(_cache) > _CACHE:
            del _cache[next(iter(_cache))]  # the oldest
    return found


def _derived(cells: tuple[int, ...], depth: int = 2) -> Regions | None:
    """The regions of a board :func:`put` made, from those of the board before (analysed
    lately, or itself made by ``put``); ``None`` if that board is unknown."""
    for new, old, square in _changes:
        if new is cells:
            parent = next((found for found in _recent if found.cells is old), None)
            if parent is None and depth:
                parent = _derived(old, depth - 1)
            return None if parent is None else _derive(parent, cells, square)
    return None


def regions(cells: tuple[int, ...], cut: int | None = None) -> Regions:
    """The regions of ``cells``; ``cut``: a square that belongs to no region and joins none
    (the unification tile, while the wars it caused are fought).

    Cached by board; the boards asked last are recognised by identity, without hashing them.
    """
    if cut is not None:
        return _cached(cells, cut)
    for found in _recent:
        if found.cells is cells:
            return found
    derived = _derived(cells)
    found = _cached(cells, None) if derived is None else derived
    _recent.insert(0, found)
    del _recent[_RECENT:]
    return found


def red_next_to(cells: tuple[int, ...], square: int) -> int:
    """How many face-up red tiles share an edge with ``square``."""
    return [cells[n] for n in NEIGHBOURS[square]].count(RED_CODE)  # no generator


def supported(cells: tuple[int, ...], square: int) -> bool:
    """Whether ``square`` has a face-up red tile next to it (a leader needs one)."""
    return any(cells[n] == RED_CODE for n in NEIGHBOURS[square])


def unsupported(cells: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """``(square, player, colour)`` of every leader with no face-up red tile next to it."""
    out: list[tuple[int, int, int]] = []
    for square, code in enumerate(cells):
        if code >= LEADER and not supported(cells, square):
            player, colour = leader_of(code)
            out.append((square, player, colour))
    return out
