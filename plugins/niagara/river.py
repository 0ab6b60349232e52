"""The river's shape: land, the channel 1-5, the fork into arms a and b (6, 7), the falls.

::

    LAND - 1 - 2 - 3 - 4 - 5 -+- 6a - 7a -> falls
                              +- 6b - 7b -> falls

A position is a string: ``"land"``, ``"1"`` ... ``"5"``, ``"6a"``, ``"7a"``,
``"6b"``, ``"7b"`` (a lost canoe has no position: ``None``). Paddling follows
the river one way (upstream toward land, or downstream toward the falls);
the flow moves canoes downstream one step at a time, the arms taking turns.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import TYPE_CHECKING

from .components import CLOUD

if TYPE_CHECKING:
    from .state import NiagaraState

__all__ = [
    "ARMS", "DOWN", "LAND", "NUMBER", "POSITIONS", "REACH", "RIVER", "SITE", "SPACES", "UP", "Arm",
    "RiverFlow", "flow_step", "other_arm",
]



class Arm(enum.StrEnum):
    """One of the two arms the river splits into after space 5 (saved by value)."""

    A = "a"
    B = "b"


LAND = "land"
ARMS = (Arm.A, Arm.B)
POSITIONS = (LAND, "1", "2", "3", "4", "5", "6a", "7a", "6b", "7b")
RIVER = POSITIONS[1:]
"""Every position on the water."""

NUMBER: Mapping[str, int] = {p: 0 if p == LAND else int(p[0]) for p in POSITIONS}
"""How far a position is from land (6a and 6b are both 6)."""
SITE: Mapping[str, int] = {p: NUMBER[p] for p in RIVER if NUMBER[p] >= 3}
"""The gem site at a position (3-7); 6a and 6b share site 6, 7a and 7b site 7."""
UP: Mapping[str, str] = {"1": LAND, "2": "1", "3": "2", "4": "3", "5": "4",
                         "6a": "5", "7a": "6a", "6b": "5", "7b": "6b"}
"""The next position upstream."""
DOWN: Mapping[str, tuple[str, ...]] = {LAND: ("1",), "1": ("2",), "2": ("3",), "3": ("4",),
                                       "4": ("5",), "5": ("6a", "6b"), "6a": ("7a",), "7a": (),
                                       "6b": ("7b",), "7b": ()}
"""The next positions downstream by paddling (two at the fork; none past 7)."""


def _reach(start: str) -> tuple[tuple[str, int, bool], ...]:
    """``(position, spaces, upstream)`` for every position one paddling direction reaches."""
    out: list[tuple[str, int, bool]] = []
    here, spaces = start, 0
    while here in UP:
        here, spaces = UP[here], spaces + 1
        out.append((here, spaces, True))
    frontier, spaces = [start], 0
    while frontier:
        spaces += 1
        frontier = [nxt for p in frontier for nxt in DOWN[p]]
        out.extend((p, spaces, False) for p in frontier)
    return tuple(out)


REACH: Mapping[str, tuple[tuple[str, int, bool], ...]] = {p: _reach(p) for p in POSITIONS}
"""From each position: every position reachable in one direction, with the spaces it takes."""
SPACES: Mapping[str, Mapping[str, int]] = {p: {to: d for to, d, _ in REACH[p]} for p in POSITIONS}
"""``SPACES[a][b]``: how many spaces one direction takes from ``a`` to ``b`` (absent: the other arm)."""


def other_arm(arm: str) -> Arm:
    """The arm that flows after ``arm``."""
    return Arm.B if arm == Arm.A else Arm.A


def flow_step(at: str, arm: str) -> str | None:
    """Where one flow step carries a canoe on ``at`` while ``arm`` flows (``None``: the falls).

    Canoes on 1-4 move down one; a canoe on 5 enters 6 of the flowing arm; canoes
    on 6 and 7 move only when their arm flows (from 7 over the falls); land stays.
    """
    n = NUMBER[at]
    if n == 0:
        return at
    if n < 5:
        return str(n + 1)
    if n == 5:
        return "6" + arm
    if at[1] != arm:
        return at
    return "7" + arm if n == 6 else None


_STEP: Mapping[tuple[str, str], str | None] = {(at, arm): flow_step(at, arm) for at in RIVER for arm in ARMS}
"""``flow_step`` as a table."""
_OTHER: Mapping[str, Arm] = {arm: other_arm(arm) for arm in ARMS}


class RiverFlow:
    """What the river's flow does at the end of a round (computed here, then told by events)."""

    __slots__ = ("amount", "arms", "lost", "lowest", "moves")

    def __init__(self, s: NiagaraState) -> None:
        numbers = [c for c in s.played if c != CLOUD]
        self.lowest = min(numbers) if numbers else 0
        self.amount = max(0, self.lowest + s.weather)
        at = {(p, c): canoe.at for p, canoes in enumerate(s.canoes) for c, canoe in enumerate(canoes)
              if canoe.at is not None and canoe.at != LAND}
        start = dict(at)
        arm: str = s.arm
        arms: list[str] = []
        self.lost: list[tuple[int, int, str]] = []
        for _ in range(self.amount):
            for key, here in list(at.items()):
                nxt = _STEP[here, arm]
                if nxt is None:
                    self.lost.append((*key, start[key]))
                    del at[key]
                else:
                    at[key] = nxt
            arms.append(str(arm))
            arm = _OTHER[arm]
        self.arms = "".join(arms)
        self.moves = tuple((p, c, start[p, c], end) for (p, c), end in at.items()
                           if end != start[p, c])
