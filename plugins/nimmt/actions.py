"""6 nimmt! (board game)'s action numbering (for :mod:`senet.rl`), documented in docs/games/nimmt.md.

In order: choose each tile 1-100; choose each two tiles ``(a, b)``, ``a < b`` (a round with a
two-tile mark); place; Stop, To start, Ascending on each row 0-9; Swap; Jump; Extra; +5; Two
positive with no tile, each tile, each ordered pair of tiles; start each row 0-9 after a take;
take each good-luck card (+5, two positive).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations

from senet import Move, OptionValue
from senet.actions import Capacity, Counts, MoveTable, Seats

from .layout import BASIC, PRO
from .moves import (
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    PlayTwoPositive,
    TakeLuck,
)
from .state import Action, Luck

__all__ = ["ENCODING"]

TILES = tuple(range(1, 101))
ROWS = max(len(BASIC.rows), len(PRO.rows))
SPACES = max(len(row) for side in (BASIC, PRO) for row in side.rows)


def _moves(options: Mapping[str, OptionValue], players: int) -> Sequence[Move]:
    out: list[Move] = [PlayTile((t,)) for t in TILES]
    out.extend(PlayTile((a, b)) for a in TILES for b in TILES if a < b)
    out.append(Place())
    for card in (PlayStop, PlayToStart, PlayAscending):
        out.extend(card(row) for row in range(ROWS))
    out.extend((PlaySwap(), PlayJump(), PlayExtra(), PlayPlusFive(), PlayTwoPositive(())))
    out.extend(PlayTwoPositive((t,)) for t in TILES)
    out.extend(PlayTwoPositive(pair) for pair in permutations(TILES, 2))
    out.extend(PickRow(row) for row in range(ROWS))
    out.extend(TakeLuck(card) for card in Luck)
    return out


ENCODING = MoveTable(_moves, hints={
    "rows": Capacity(ROWS), "rows[]": Capacity(SPACES),
    "hands": Seats(), "hands[]": Counts(TILES), "scores": Seats(), "markers": Capacity(2),
    "actions": Seats(), "actions[]": Counts(tuple(Action)), "discard": Counts(tuple(Action)),
    "lucky": Seats(), "waiting": Capacity(10), "owed": Capacity(6),
    "known": Seats(), "known[]": Counts(TILES), "barred": Counts(TILES),
})
"""Hands, known tiles and barred tiles are seen as one flag per tile; action cards as counts per
kind; rows in order (their length, then each space: a tile, or 0 for a space a Jump skipped)."""

