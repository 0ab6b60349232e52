"""The river's shape: land, the channel 1-5, the fork into arms a and b (6, 7), the falls.

::

    LAND - 1 - 2 - 3 - 4 - 5 -+- 6a - 7a -> falls
                              +- 6b - 7b -> falls

A position is a :class:`Place`, saved by its value: ``"land"``, ``"1"`` ... ``"5"``,
``"6a"``, ``"7a"``, ``"6b"``, ``"7b"`` (a lost canoe has no position: ``None``). Paddling follows
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
    "Place", "RiverFlow", "flow_step", "other_arm",
]


class Arm(enum.StrEnum):
    """One of the two arms the river splits into after space 5 (saved by value)."""

    A = "a"
    B = "b"


class Place(enum.StrEnum):
    """A position: land, a space of the river (saved by value, its name: ``"6a"``)."""

    LAND = "land"
    S1 = "1"
    S2 = "2"
    S3 = "3"
    S4 = "4"
    S5 = "5"
    S6A = "6a"
    S7A = "7a"
    S6B = "6b"
    S7B = "7b"


# The places as module names: reading a member through its class is slow (rules are hot).
LAND, S1, S2, S3, S4, S5, S6A, S7A, S6B, S7B = Place
ARMS = (Arm.A, Arm.B)
POSITIONS: tuple[Place, ...] = tuple(Place)
RIVER = POSITIONS[1:]
"""Every position on the water."""

NUMBER: Mapping[Place, int] = {p: 0 if p == LAND else int(p[0]) for p in POSITIONS}
"""How far a position is from land (6a and 6b are both 6)."""
SITE: Mapping[Place, int] = {p: NUMBER[p] for p in RIVER if NUMBER[p] >= 3}
"""The gem site at a position (3-7); 6a and 6b share site 6, 7a and 7b site 7."""
UP: Mapping[Place, Place] = {S1: LAND, S2: S1, S3: S2, S4: S3, S5: S4, S6A: S5, S7A: S6A, S6B: S5, S7B: S6B}
"""The next position upstream."""
DOWN: Mapping[Place, tuple[Place, ...]] = {LAND: (S1,), S1: (S2,), S2: (S3,), S3: (S4,), S4: (S5,),
                                           S5: (S6A, S6B), S6A: (S7A,), S7A: (), S6B: (S7B,), S7B: ()}
"""The next positions downstream by paddling (two at the fork; none past 7)."""


def _reach(start: Place) -> tuple[tuple[Place, int, bool], ...]:
    """``(position, spaces, upstream)`` for every position one paddling direction reaches."""
    out: list[tuple[Place, int, bool]] = []
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


REACH: Mapping[Place, tuple[tuple[Place, int, bool], ...]] = {p: _reach(p) for p in POSITIONS}
"""From each position: every position reachable in one direction, with the spaces it takes."""
SPACES: Mapping[Place, Mapping[Place, int]] = {p: {to: d for to, d, _ in REACH[p]} for p in POSITIONS}
"""``SPACES[a][b]``: how many spaces one direction takes from ``a`` to ``b`` (absent: the other arm)."""


def other_arm(arm: str) -> Arm:
    """The arm that flows after ``arm``."""
    return Arm.B if arm == Arm.A else Arm.A


def flow_step(at: Place, arm: str) -> Place | None:
    """Where one flow step carries a canoe on ``at`` while ``arm`` flows (``None``: the falls).

    Canoes on 1-4 move down one; a canoe on 5 enters 6 of the flowing arm; canoes
    on 6 and 7 move only when their arm flows (from 7 over the falls); land stays.
    """
    n = NUMBER[at]
    if n == 0:
        return at
    if n < 5:
        return Place(str(n + 1))
    if n == 5:
        return Place("6" + arm)
    if at[1] != arm:
        return at
    return Place("7" + arm) if n == 6 else None


_STEP: Mapping[tuple[Place, str], Place | None] = {
    (at, arm): flow_step(at, arm) for at in RIVER for arm in ARMS}
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
        self.lost: list[tuple[int, int, Place]] = []
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
