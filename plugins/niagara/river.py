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

from collections.abc import Mapping

__all__ = [
    "ARMS", "DOWN", "LAND", "NUMBER", "POSITIONS", "REACH", "RIVER", "SITE", "SPACES", "UP", "flow_step",
    "other_arm",
]

LAND = "land"
ARMS = ("a", "b")
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


def other_arm(arm: str) -> str:
    """The arm that flows after ``arm``."""
    return "b" if arm == "a" else "a"


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
