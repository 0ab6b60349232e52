"""The card game's action numbering (for :mod:`senet.rl`), documented in docs/games/nimmt-classic.md.

Actions 0-103 play card 1-104; actions 104-107 take row 0-3.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from senet import Move, OptionValue
from senet.actions import Capacity, Counts, MoveTable, Seats

from .moves import PLAYS, TAKES
from .state import CARDS, ROW_LIMIT, ROWS

__all__ = ["ENCODING"]


def _moves(options: Mapping[str, OptionValue], players: int) -> Sequence[Move]:
    return (*(PLAYS[c] for c in CARDS), *TAKES)


ENCODING = MoveTable(_moves, hints={
    "hands": Seats(), "hands[]": Counts(CARDS),
    "rows": Capacity(ROWS), "rows[]": Capacity(ROW_LIMIT),
    "waiting": Capacity(10), "penalties": Seats(),
}, strings=())
"""Cards are numbered by their value; hands are seen as which cards they hold (one flag a card),
rows in order (their length, then up to five cards), ``waiting`` as up to ten (card, player) pairs."""
