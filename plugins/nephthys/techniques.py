"""Techniques as a small effect system: each effect one function, looked up by the card's data.

A player's techniques add up to their :class:`Powers`: what their board lets
them do this game. ``records.toml`` names each number's effect; the table
:data:`EFFECTS` maps that name to a function that grants the effect. Only
techniques marked ``stacks`` count every copy; for the others a second copy
changes nothing. Playing an ``isis`` technique also takes a Book of Isis
(see :data:`TAKES_BOOK`), which the flow handles when the technique is played.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable

import attrs

from senet import InternalError, replacer

from .cards import EFFECT_KEYS, technique_of

__all__ = ["BASE", "EFFECTS", "KINDS", "Powers", "TAKES_BOOK", "powers"]

KINDS = ("colour", "stairs", "two_pairs", "full_house", "three_pairs")
"""Every kind of set, in the order sets are named; the first two need no technique."""


@attrs.frozen(cache_hash=True)
class Powers:
    """What a player's board of techniques lets them do.

    The hash is cached: powers are part of the key of the set caches (:mod:`.sets`), hashed on
    every research question."""

    kinds: tuple[str, ...] = ("colour", "stairs")
    """The kinds of set (besides a single) they may take, in the order of :data:`KINDS`."""
    adjust: bool = False
    lost_knowledge: bool = False
    shuffle: bool = False
    draws: int = 0
    """Extra cards drawn in step 2 of the technique phase."""
    row: int = 5
    """The row is refilled to this many cards on their research turn."""
    archive: int = 0
    curator: int = 0
    hand_limit: int = 6
    steal: int = 1
    """Fame taken when the first-scholar comparison gives them the token."""
    fellow: int = 0


BASE = Powers()
_with = replacer(Powers)
"""``attrs.evolve`` for powers, without its per-call field lookup (:func:`powers` runs one per
technique each time a new board is seen)."""


def _kind(kind: str) -> Callable[[Powers, int], Powers]:
    def grant(p: Powers, n: int) -> Powers:
        kinds = {*p.kinds, kind}
        return _with(p, kinds=tuple(k for k in KINDS if k in kinds))

    return grant


def _adjust(p: Powers, n: int) -> Powers:
    return _with(p, adjust=True)


def _lost_knowledge(p: Powers, n: int) -> Powers:
    return _with(p, lost_knowledge=True)


def _shuffle(p: Powers, n: int) -> Powers:
    return _with(p, shuffle=True)


def _insight(p: Powers, n: int) -> Powers:
    return _with(p, draws=p.draws + n)


def _wide_search(p: Powers, n: int) -> Powers:
    return _with(p, row=max(p.row, n))


def _archive(p: Powers, n: int) -> Powers:
    return _with(p, archive=p.archive + n)


def _curator(p: Powers, n: int) -> Powers:
    return _with(p, curator=p.curator + n)


def _shelves(p: Powers, n: int) -> Powers:
    return _with(p, hand_limit=max(p.hand_limit, n))


def _patron(p: Powers, n: int) -> Powers:
    return _with(p, steal=max(p.steal, n))


def _fellow(p: Powers, n: int) -> Powers:
    return _with(p, fellow=p.fellow + n)


def _isis(p: Powers, n: int) -> Powers:
    return p  # its effect happens once, when it is played: a Book into the hand


EFFECTS: dict[str, Callable[[Powers, int], Powers]] = {
    "adjust": _adjust,
    "shuffle": _shuffle,
    "insight": _insight,
    "two_pairs": _kind("two_pairs"),
    "wide_search": _wide_search,
    "archive": _archive,
    "curator": _curator,
    "full_house": _kind("full_house"),
    "shelves": _shelves,
    "patron": _patron,
    "fellow": _fellow,
    "three_pairs": _kind("three_pairs"),
    "isis": _isis,
    "lost_knowledge": _lost_knowledge,
}
"""Effect name (as in ``records.toml``) -> how it changes the powers, given its strength."""

if set(EFFECTS) != EFFECT_KEYS:
    raise InternalError("nephthys: the effects known to records.toml and to techniques.py differ")

TAKES_BOOK = frozenset({"isis"})
"""Effects that take a Book of Isis into the hand when the technique is played."""


@functools.lru_cache(maxsize=8192)
def powers(techniques: tuple[int, ...]) -> Powers:
    """The powers a board of ``techniques`` (card codes, in any order) gives (cached)."""
    out = BASE
    copies = Counter(technique_of(card) for card in techniques)
    for technique in sorted(copies, key=lambda t: (t.effect, t.name)):
        strength = technique.amount * (copies[technique] if technique.stacks else 1)
        out = EFFECTS[technique.effect](out, strength)
    return out

