"""Tigris's action numbering (for :mod:`senet.rl`), documented in docs/games/tigris.md.

In order: choose a tile of each colour (red, blue, green, black); place, move, withdraw each
colour's leader; choose a catastrophe; choose a swap; pass; each square (row-major, 11 x 16);
each discard of the swap (counts per colour, every count from 0 to 6, at most 6 in all);
commit 0-6 tiles to a conflict; pick the war of each colour; build each monument on each
square as its top-left square; decline the monument; leave the treasure on each square.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product

from senet import Move, OptionValue
from senet.actions import Capacity, Counts, MoveTable, Seats

from .layout import GRID, SQUARES
from .moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    MoveLeader,
    Pass,
    PickWar,
    PlaceLeader,
    Square,
    Support,
    WithdrawLeader,
)
from .state import COLOURS, HAND, MONUMENTS

__all__ = ["ENCODING"]

_CELLS = tuple(divmod(square, GRID.cols) for square in range(SQUARES))


def _moves(options: Mapping[str, OptionValue], players: int) -> Sequence[Move]:
    out: list[Move] = []
    for kind in (ChooseTile, PlaceLeader, MoveLeader, WithdrawLeader):
        out.extend(kind(colour) for colour in COLOURS)
    out.extend((ChooseCatastrophe(), ChooseSwap(), Pass()))
    out.extend(Square(row, col) for row, col in _CELLS)
    out.extend(Discard(*counts) for counts in product(range(HAND + 1), repeat=len(COLOURS))
               if sum(counts) <= HAND)
    out.extend(Support(n) for n in range(HAND + 1))
    out.extend(PickWar(colour) for colour in COLOURS)
    out.extend(BuildMonument(row, col, name) for name in MONUMENTS for row, col in _CELLS)
    out.append(DeclineMonument())
    out.extend(LeaveTreasure(row, col) for row, col in _CELLS)
    return out


ENCODING = MoveTable(_moves, hints={
    "cells": Capacity(SQUARES), "treasures": Capacity(16),
    "hands": Seats(), "hands[]": Counts(range(len(COLOURS))),
    "catastrophes": Seats(), "points": Seats(), "treasures_won": Seats(),
    "monuments": Capacity(len(MONUMENTS)), "declined": Capacity(32), "wars": Capacity(len(COLOURS)),
})
"""The board is its 176 square codes; hands are counts per colour."""
