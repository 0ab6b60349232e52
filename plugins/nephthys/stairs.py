"""Stairs for :mod:`.sets`: whether must-use cards plus some hand cards can make stairs.

Works on counts per number (see :mod:`.sets`). What depends on the must-use cards
alone, the gaps each bending and span leaves for the hand, is worked out once per
set of must-use cards (:func:`_stair_gaps`) and asked of many hands.
"""

from __future__ import annotations

import functools
from bisect import insort
from collections.abc import Sequence

from .cards import NUMBERS

TOP = NUMBERS
_ALL = range(1, TOP + 1)
_SLOTS = TOP + 2
_LAST = TOP + 1
"""The length of a list of counts per number (:func:`.sets._counts`)."""


def _plain_stairs(xc: list[int], hc: list[int], repeats: int) -> bool:
    """Stairs with no card bent: the must-use numbers differ (``repeats``: must-use cards beyond
    the first of their number), and the hand fills every gap (or, for one number alone, a
    neighbour)."""
    if repeats:
        return False
    if 1 not in xc:
        return False  # no must-use card
    # With no repeats every number present has count 1: the first and last 1 are the ends.
    lo, hi = xc.index(1), _LAST - xc[::-1].index(1)
    if lo == hi:
        return bool(hc[lo - 1] or hc[lo + 1])
    for n in range(lo + 1, hi):
        if not (xc[n] or hc[n]):
            return False
    return True


_Gaps = tuple[tuple[int, ...], int, bool, bool]
"""Stairs the hand may complete: the numbers it must fill (the gaps), the wild must-use cards,
and whether a hand card may still be adjusted or made wild."""


@functools.lru_cache(maxsize=1 << 14)
def _stair_gaps(xc: tuple[int, ...], adj: bool, lk: bool) -> tuple[bool, tuple[_Gaps, ...]]:
    """What of :func:`_stairs` depends on the must-use cards alone (cached: a row block is asked
    about with many hands): whether one bending leaves no must-use card (a single wild card), and
    for each other bending and span of stairs the gaps the hand must fill.

    The bendings of :func:`.sets._mods` on the sorted numbers, leaving out a family of them that bends
    fewer cards than there are repeats (a bending leaving a repeat makes no stairs)."""
    lone_wild = False
    out: dict[_Gaps, None] = {}  # the same gaps from two bendings are one question
    nums = [n for n in _ALL for _ in range(xc[n])]
    repeats = len(nums) - (_SLOTS - xc.count(0))
    bendings = [(nums, 0, adj, lk)] if not repeats else []
    if adj and repeats <= 1:
        bendings.extend((moved, 0, False, lk) for moved in _moves(nums))
    if lk:
        for n in _ends(nums):
            left = repeats - (xc[n] > 1)
            if left > adj:
                continue
            less = list(nums)
            less.remove(n)
            if not left:
                bendings.append((less, 1, adj, False))
            if adj:
                bendings.extend((moved, 1, False, False) for moved in _moves(less))
    for cards, xj, hadj, hlk in bendings:
        if not cards:
            lone_wild = True
            continue
        present = set(cards)
        if len(present) < len(cards):
            continue
        lo, hi = cards[0], cards[-1]
        inner = [n for n in range(lo + 1, hi) if n not in present]
        # The spans: the cards' own (two cards at least), one more below, one more above.
        spans = [tuple(inner)] if hi > lo else []
        if lo > 1:
            spans.append((lo - 1, *inner))
        if hi < TOP:
            spans.append((*inner, hi + 1))
        for gaps in spans:
            if xj <= len(gaps):  # else a wild must-use card has no place (as in .sets._cover)
                out[gaps, xj, hadj, hlk] = None
    return lone_wild, tuple(out)


def _ends(nums: list[int]) -> list[int]:
    """The numbers worth bending for stairs (of ``nums``, sorted): the repeated ones and the ends
    (a card bent inside the span leaves a gap it would fill itself: the same set bends a hand card)."""
    return sorted({nums[0], nums[-1], *(n for i, n in enumerate(nums[1:]) if nums[i] == n)}) if nums else []


def _moves(nums: list[int]) -> list[list[int]]:
    """The sorted numbers after each way of adjusting one card :func:`_ends` names."""
    out = []
    for n in _ends(nums):
        for m in (n - 1, n + 1):
            if 1 <= m <= TOP:
                moved = list(nums)
                moved.remove(n)
                insort(moved, m)
                out.append(moved)
    return out


def _fill(gaps: tuple[int, ...], xj: int, hc: Sequence[int], hadj: bool, hlk: bool) -> bool:
    """:func:`.sets._cover` for stairs: the pattern wants one card of each number of a span, where the
    must-use cards hold at most one of each, so the hand must fill exactly the ``gaps``."""
    missing = [n for n in gaps if not hc[n]]
    short = len(missing) - xj
    if short <= 0:
        return True
    if short > hadj + hlk:
        return False
    # What the hand has left once every gap it can fill is filled.
    cards = sum(hc) - (len(gaps) - len(missing))
    shifted = hadj and any(_spare(hc, gaps, u - 1) or _spare(hc, gaps, u + 1) for u in missing)
    if short == 1:
        return (hlk and cards >= 1) or shifted
    return shifted and cards >= 2  # one hand card adjusted, another made wild


def _spare(hc: Sequence[int], gaps: tuple[int, ...], n: int) -> int:
    """The hand cards of number ``n`` left once the gaps are filled."""
    have = hc[n]
    return have - 1 if have and n in gaps else have


def _stairs(xc: list[int], hc: list[int], adj: bool, lk: bool, repeats: int) -> bool:
    if _plain_stairs(xc, hc, repeats):
        return True
    if not (adj or lk) or repeats > adj + lk:
        return False  # each bent card mends at most one repeated number
    lone_wild, spans = _stair_gaps(tuple(xc), adj, lk)
    if lone_wild and sum(hc) > 0:  # a single wild card: any hand card next to it
        return True
    for gaps, xj, hadj, hlk in spans:  # a loop, not any() over a generator: this runs often
        short = -xj  # the gaps the hand cannot fill, less the wild must-use cards
        for n in gaps:
            if not hc[n]:
                short += 1
        if short <= 0:
            return True
        if short <= hadj + hlk and _fill(gaps, xj, hc, hadj, hlk):  # else too short for _fill
            return True
    return False
