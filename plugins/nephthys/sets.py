"""Sets of record cards: what a group of cards forms, and whether hand cards can complete it.

A set taken in the research phase is a colour set, stairs, or (with
techniques) two pairs, a full house or three pairs; a single is one row card
alone and is the caller's business. Two techniques bend the cards: Adjust
lets one card count as its number +-1 (colour and wildness stay printed),
Lost knowledge lets one card count as any one number and any one colour.

The research phase asks two questions, many times per turn:

- :func:`forms`: do these cards form a set (with the player's techniques)?
- :func:`completes`: do these cards plus *some* of these hand cards?

Both work on counts per number, so the answer never depends on trying
subsets. The mods of the cards that must be used (the row block and the hand
cards already added) are enumerated; the hand cards that may be added are
counted, with at most one of them adjusted and one made wild.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from itertools import combinations, compress, permutations

from .cards import COLOURS, WILD
from .stairs import _ALL, _LAST, _SLOTS, TOP, _stairs
from .techniques import Powers, SetKind

__all__ = ["GROUPS", "completes", "forms", "kind_of", "kind_of_counts"]

GROUPS: dict[SetKind, tuple[int, ...]] = {
    SetKind.TWO_PAIRS: (2, 2), SetKind.FULL_HOUSE: (2, 3), SetKind.THREE_PAIRS: (2, 2, 2)}
"""Group sizes of the kinds made of equal numbers (each group another number)."""
_COLOUR, _STAIRS = SetKind.COLOUR, SetKind.STAIRS
"""The members :func:`_first_kind` compares with, bound once (an enum member read from its class
costs an attribute lookup on every comparison, and that loop is hot)."""
_GROUP_ORDERS = {kind: tuple(sorted(set(permutations(sizes)))) for kind, sizes in GROUPS.items()}


def _present(counts: list[int]) -> list[int]:
    """The numbers ``counts`` has cards of, ascending (picked out in C: this runs for nearly
    every question)."""
    return list(compress(_ALL, counts[1:_LAST]))


def _counts(cards: Sequence[int]) -> list[int]:
    """How many cards of each number; indexes 0 and TOP + 1 stay 0 (neighbours need no bounds)."""
    out = [0] * (TOP + 2)
    for card in cards:
        out[card % 100] += 1
    return out


def _cover(pattern: Sequence[int], xc: Sequence[int], xj: int, hc: Sequence[int], hadj: bool,
           hlk: bool, support: Sequence[int] = _ALL) -> bool:
    """Whether the must-use cards ``xc`` (plus ``xj`` wild ones) and some hand cards ``hc`` fill
    ``pattern`` (cards wanted per number) exactly; one hand card may be adjusted (``hadj``) and
    one made wild (``hlk``). ``support``: the numbers to look at, which must include every number
    ``pattern`` or ``xc`` has (elsewhere nothing is needed, so skipping them changes nothing)."""
    spare = list(hc)
    missing: list[int] = []
    deficit = 0
    for n in support:
        need = pattern[n] - xc[n]
        if need < 0:
            return False
        if need:
            deficit += need
            have = hc[n]
            if have >= need:
                spare[n] = have - need
            else:
                spare[n] = 0
                missing.extend([n] * (need - have))
    if xj > deficit:
        return False  # a wild must-use card needs a place in the set
    short = len(missing) - xj
    if short <= 0:
        return True
    if short > hadj + hlk:
        return False
    cards = sum(spare)
    shifted = hadj and any(spare[u - 1] or spare[u + 1] for u in missing)
    if short == 1:
        return (hlk and cards >= 1) or shifted
    return shifted and cards >= 2  # one hand card adjusted, another made wild


def _shifted(counts: list[int]) -> Iterator[list[int]]:
    for n in _present(counts):
        for m in (n - 1, n + 1):
            if 1 <= m <= TOP:
                moved = list(counts)
                moved[n] -= 1
                moved[m] += 1
                yield moved


def _mods(xc: list[int], adj: bool, lk: bool) -> Iterator[tuple[list[int], int, bool, bool]]:
    """The must-use counts after each way of bending them, with the wild count and which
    techniques stay free for the hand cards (stairs: :func:`_stair_gaps`)."""
    yield xc, 0, adj, lk
    if adj:
        for moved in _shifted(xc):
            yield moved, 0, False, lk
    if lk:
        for n in _present(xc):
            less = list(xc)
            less[n] -= 1
            yield less, 1, adj, False
            if adj:
                for moved in _shifted(less):
                    yield moved, 1, False, False


_CARDS = {kind: sum(sizes) for kind, sizes in GROUPS.items()}
"""How many cards a set of each kind made of groups has."""


def _plain_groups(xc: list[int], hc: list[int], kind: SetKind) -> bool:
    """Groups with no card bent: each must-use number gets a group the hand can fill, and the
    other groups go to numbers the hand holds enough of (largest groups to largest counts)."""
    used = _present(xc)
    if len(used) > len(GROUPS[kind]):
        return False
    for n in used:
        if xc[n] + hc[n] < 2:
            return False  # every group has two cards at least
    counts = sorted((hc[n] for n in _ALL if not xc[n] and hc[n] >= 2), reverse=True)
    for order in _GROUP_ORDERS[kind]:
        if not all(xc[n] <= size <= xc[n] + hc[n] for n, size in zip(used, order, strict=False)):
            continue
        rest = sorted(order[len(used):], reverse=True)
        if len(rest) <= len(counts) and all(c >= size for c, size in zip(counts, rest, strict=False)):
            return True
    return False


@functools.lru_cache(maxsize=1 << 14)
def _group_mods(xc: tuple[int, ...], adj: bool, lk: bool, kind: SetKind
                ) -> tuple[tuple[tuple[int, ...], int, bool, bool, tuple[int, ...]], ...]:
    """The bendings of the must-use cards that may still make ``kind`` (what of :func:`_groups`
    depends on them alone; cached): counts, wild count, techniques left, numbers used."""
    sizes = GROUPS[kind]
    biggest = max(sizes)
    out = []
    for counts, xj, hadj, hlk in _mods(list(xc), adj, lk):
        used = _present(counts)
        if len(used) > len(sizes) or sum(counts) + xj > sum(sizes):
            continue
        if any(counts[n] > biggest for n in used):
            continue
        out.append((tuple(counts), xj, hadj, hlk, tuple(used)))
    return tuple(out)


@functools.lru_cache(maxsize=1 << 14)
def _group_patterns(numbers: tuple[int, ...], kind: SetKind) -> tuple[tuple[int, ...], ...]:
    """Every way of giving ``numbers`` the group sizes of ``kind``, as cards wanted per number."""
    out = []
    for order in _GROUP_ORDERS[kind]:
        pattern = [0] * (TOP + 2)
        for n, size in zip(numbers, order, strict=True):
            pattern[n] = size
        out.append(tuple(pattern))
    return tuple(out)


def _groups(xc: list[int], hc: list[int], adj: bool, lk: bool, kind: SetKind, cards: int,
            spread: int) -> bool:
    """``cards``: how many must-use cards; ``spread``: how many numbers they have."""
    sizes = GROUPS[kind]
    if cards > _CARDS[kind] or spread > len(sizes) + adj + lk:
        # Too many must-use cards for the groups (bending keeps their number), or too many
        # numbers (each bent card moves at most one card to another number).
        return False
    if sum(hc) < _CARDS[kind] - cards:
        return False  # a set of the kind has exactly _CARDS cards: the hand gives the rest
    if spread <= len(sizes) and _plain_groups(xc, hc, kind):
        return True
    if not (adj or lk):
        return False
    for counts, xj, hadj, hlk, used in _group_mods(tuple(xc), adj, lk, kind):
        # A group of a number no must-use card has needs a hand card of it (or next to it,
        # adjusted): at most one card of a set is wild.
        free = [n for n in _ALL if not counts[n] and (hc[n] or (hadj and (hc[n - 1] or hc[n + 1])))]
        for extra in combinations(free, len(sizes) - len(used)):
            numbers = (*used, *extra)
            for pattern in _group_patterns(numbers, kind):
                if _cover(pattern, counts, xj, hc, hadj, hlk, numbers):
                    return True
    return False


def _by_colour(cards: Sequence[int]) -> list[int]:
    """Cards per printed colour; index 0 counts the wild ones."""
    out = [0] * (len(COLOURS) + 1)
    for card in cards:
        out[0 if card % 100 == WILD else card // 100 % 10] += 1
    return out


@functools.lru_cache(maxsize=1 << 12)
def _hand_counts(hand: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """A hand's cards per number and per colour (cached: one hand is asked about with every
    block of the row). Callers only read the lists."""
    return _counts(hand), _by_colour(hand)


def _colour(cards: Sequence[int], hand: Sequence[int], lk: bool,
            hs: Sequence[int] | None = None) -> bool:
    """Whether ``cards`` plus some of ``hand`` (``hs``: its cards per colour, if known) can form
    a colour set."""
    xs = _by_colour(cards)
    if len(cards) >= 2:  # enough cards already: one colour (bar wild and bent ones) will do
        return len(cards) - xs[0] - max(xs[1:]) <= lk
    if hs is None:
        hs = _by_colour(hand)
    for c in range(1, len(COLOURS) + 1):
        off = len(cards) - xs[0] - xs[c]
        if off > lk:
            continue
        fits = hs[0] + hs[c]
        bent = 1 if lk and not off and len(hand) > fits else 0
        if len(cards) + fits + bent >= 2:
            return True
    return False


def _first_kind(cards: tuple[int, ...], hand: tuple[int, ...], p: Powers) -> SetKind | None:
    """The first kind ``p`` allows (in the order of :data:`KINDS`) that ``cards`` plus some of
    ``hand`` can form, or ``None``."""
    hc, hs = _hand_counts(hand)
    xc = _counts(cards)
    colour = _colour(cards, hand, p.lost_knowledge, hs)
    return kind_of_counts(xc, len(cards), _SLOTS - xc.count(0), colour, hc, p)


def kind_of_counts(xc: list[int], size: int, numbers: int, colour: bool, hc: list[int],
                   p: Powers) -> SetKind | None:
    """:func:`_first_kind` from counts: must-use cards (``xc`` per number: ``size`` cards of
    ``numbers`` numbers) plus some hand cards (``hc`` per number); ``colour``: whether they can
    make a colour set. A plain loop, not a generator: it runs for nearly every block of the row
    on every research turn (:mod:`.blocks`)."""
    adj, lk = p.adjust, p.lost_knowledge
    for kind in p.kinds:
        if kind is _COLOUR:
            if colour:
                return kind
        elif kind is _STAIRS:
            if _stairs(xc, hc, adj, lk, size - numbers):
                return kind
        elif _groups(xc, hc, adj, lk, kind, size, numbers):
            return kind
    return None


@functools.lru_cache(maxsize=1 << 16)
def _completes(cards: tuple[int, ...], hand: tuple[int, ...], p: Powers) -> bool:
    return _first_kind(cards, hand, p) is not None


def completes(cards: Sequence[int], hand: Sequence[int], p: Powers) -> bool:
    """Whether ``cards`` plus some (maybe none) of ``hand`` form a set of a kind ``p`` allows.

    Not sorted first: the answer comes from counts per number and colour, so the order of
    the cards changes only which questions the cache sees as one (few are asked twice)."""
    return _completes(tuple(cards), tuple(hand), p)


def forms(cards: Sequence[int], p: Powers) -> bool:
    """Whether ``cards`` form a set of a kind ``p`` allows (a single is not a set here)."""
    return len(cards) >= 2 and _completes(tuple(sorted(cards)), (), p)


def kind_of(cards: Sequence[int], p: Powers) -> SetKind | None:
    """The first kind (in the order of :data:`KINDS`) that ``cards`` form, if any."""
    if len(cards) < 2:
        return None
    return _first_kind(tuple(cards), (), p)
