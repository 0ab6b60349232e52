"""A board's analysis worked out from that of the board before, which differs on one square.

Most boards differ from the one before by a single square (a tile or leader put
down, a leader lifted): only the regions that hold or touch that square are
joined or split, and only the empty squares next to them counted again. The
answers, region numbers and all, are those of a fresh labelling
(tests/tigris/test_playouts.py compares them on every board of whole games).
"""

from __future__ import annotations

from bisect import bisect_left, insort

from .analysis import RED_CODE, Regions, kingdoms_near
from .layout import NEIGHBOURS
from .state import CATASTROPHE, EMPTY, LEADER

__all__ = ["derive"]


def _first(made: tuple[int, list[int], list[int]]) -> int:
    return made[0]


def derive(p: Regions, cells: tuple[int, ...], s: int) -> Regions | None:
    """The regions of ``cells``, which differ from ``p.cells`` on square ``s`` only, worked out
    from ``p``'s: the regions that held ``s`` or touch it are joined or split, the others
    keep their lists (renumbered if need be). ``None`` for a tile or leader replaced by
    another in place (rare: a fresh labelling is simpler)."""
    old, new = p.cells[s], cells[s]
    joins = new != EMPTY and new != CATASTROPHE
    leaves = old != EMPTY and old != CATASTROPHE
    if joins and leaves:
        return None
    r = Regions.__new__(Regions)
    r.cells = cells
    r.memo = {}
    r.squares = {}
    r._groups = None
    # The empty squares, and the face-up red tiles next to them.
    empty, red, temples = p.empty, p.red_near, p.temple_squares
    if old == EMPTY:  # ``s`` is taken
        empty = empty.copy()
        del empty[bisect_left(empty, s)]
        if red[s]:
            red, temples = red.copy(), temples.copy()
            red[s] = 0
            temples.remove(s)
    if old == RED_CODE or new == RED_CODE:
        if red is p.red_near:
            red, temples = red.copy(), temples.copy()
        step = 1 if new == RED_CODE else -1
        for n in NEIGHBOURS[s]:
            if cells[n] == EMPTY:
                red[n] += step
                if step > 0 and red[n] == 1:
                    insort(temples, n)
                elif step < 0 and not red[n]:
                    temples.remove(n)
    if new == EMPTY:  # ``s`` is freed
        empty = empty.copy()
        insort(empty, s)
        count = [cells[n] for n in NEIGHBOURS[s]].count(RED_CODE)  # no generator
        if count:
            if red is p.red_near:
                red, temples = red.copy(), temples.copy()
            red[s] = count
            insort(temples, s)
    r.empty, r.red_near, r.temple_squares = empty, red, temples
    at = p.leader_at
    if old >= LEADER or new >= LEADER:
        at = at.copy()
        if old >= LEADER:
            at[old - LEADER] = -1
        if new >= LEADER:
            at[new - LEADER] = s
    r.leader_at = at
    # The regions that change: ``gone`` (numbers on p) make way for ``made``.
    label = p.label
    gone: list[int] = []
    made: list[tuple[int, list[int], list[int]]] = []  # first square, squares, leaders
    if joins:
        squares, leaders = [s], [s] if new >= LEADER else []
        for n in NEIGHBOURS[s]:
            g = label[n]
            if g >= 0 and g not in gone:
                gone.append(g)
                squares += p.members[g]
                leaders += p.leaders[g]
        leaders.sort()
        first = s
        for g in gone:
            first = min(first, p.firsts[g])
        made.append((first, squares, leaders))
    elif leaves:
        g = label[s]
        gone.append(g)
        part_of = {s: -1}
        parts: list[list[int]] = []
        for n in NEIGHBOURS[s]:
            if label[n] == g and n not in part_of:
                part_of[n] = len(parts)
                part = [n]
                for c in part:  # grows while read: a breadth-first walk of the piece
                    for m in NEIGHBOURS[c]:
                        if label[m] == g and m not in part_of:
                            part_of[m] = len(parts)
                            part.append(m)
                parts.append(part)
        kept: list[list[int]] = [[] for _ in parts]
        for leader in p.leaders[g]:
            if leader != s:
                kept[part_of[leader]].append(leader)
        made += [(min(part), part, kept[i]) for i, part in enumerate(parts)]
    if gone or made:
        firsts, members = p.firsts.copy(), p.members.copy()
        leaders_in, kingdom = p.leaders.copy(), p.kingdom.copy()
        if len(gone) > 1:
            gone.sort()
        for g in reversed(gone):
            del firsts[g], members[g], leaders_in[g], kingdom[g]
        # Regions numbered from ``low`` to ``high`` (excluded) are new or renumbered.
        low, high = (gone[0], gone[-1] + 1) if gone else (len(firsts), 0)
        if len(made) > 1:
            made.sort(key=_first)  # each goes in after those before it: its place is final
        for first, squares, leaders in made:
            i = bisect_left(firsts, first)
            firsts.insert(i, first)
            members.insert(i, squares)
            leaders_in.insert(i, leaders)
            kingdom.insert(i, bool(leaders))
            low, high = min(low, i), max(high, i + 1)
        if len(made) != len(gone):
            high = len(firsts)  # every region after the change is renumbered
        label = label.copy()
        if joins and len(gone) == 1 and low == gone[0] and high == low + 1:
            label[s] = low  # ``s`` joined one region, which kept its number: its squares keep theirs
        else:
            label[s] = -1
            for i in range(low, high):
                for c in members[i]:
                    label[c] = i
        r.firsts, r.members, r.leaders, r.kingdom = firsts, members, leaders_in, kingdom
    else:  # an empty square taken by a catastrophe: the regions stay as they were
        r.firsts, r.members, r.leaders, r.kingdom = p.firsts, p.members, p.leaders, p.kingdom
    r.label = label
    kingdom_made = False
    for made_region in made:
        if made_region[2]:
            kingdom_made = True
            break
    r.kingdoms_near = _near_after(p, r, s, joins, gone, kingdom_made)
    return r


def _near_after(p: Regions, r: Regions, s: int, joins: bool, gone: list[int], kingdom_made: bool
                ) -> list[int]:
    """``r.kingdoms_near``: ``p``'s, counted again around the regions that changed (``gone``:
    their numbers on ``p``; ``joins``: ``s`` took a tile or leader)."""
    near, cells = p.kingdoms_near, r.cells
    was_kingdom = False
    for g in gone:
        if p.kingdom[g]:
            was_kingdom = True
            break
    if not was_kingdom and not kingdom_made:  # no kingdom changed: only ``s`` itself may
        value = kingdoms_near(r.label, r.kingdom, s) if cells[s] == EMPTY else 0
        if near[s] != value:
            near = near.copy()
            near[s] = value
        return near
    near = near.copy()
    near[s] = 0
    if joins and len(gone) <= 1 and (was_kingdom or not gone):
        # A tile or leader added to one kingdom, or a lone leader: only ``s``'s empty
        # neighbours may touch one more kingdom.
        base = gone[0] if gone else -1
        label = p.label
        for n in NEIGHBOURS[s]:
            if cells[n] == EMPTY and all(label[m] != base for m in NEIGHBOURS[n]):
                near[n] += 1
        return near
    label, kingdom = r.label, r.kingdom
    # The empty squares next to the changed regions, next to ``s``, and ``s``: each counted
    # again (as analysis.kingdoms_near counts, inlined: this loop is most of a derivation).
    around = {n: None for g in gone for c in p.members[g] for n in NEIGHBOURS[c] if cells[n] == EMPTY}
    for n in NEIGHBOURS[s]:
        if cells[n] == EMPTY:
            around[n] = None
    if cells[s] == EMPTY:
        around[s] = None
    for n in around:
        seen: list[int] = []
        for m in NEIGHBOURS[n]:
            g = label[m]
            if g >= 0 and kingdom[g] and g not in seen:
                seen.append(g)
        near[n] = len(seen)
    return near
