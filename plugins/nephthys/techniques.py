"""Techniques as a small effect system: each effect one function, looked up by the card's data.

A player's techniques add up to their :class:`Powers`: what their board lets
them do this game. ``records.toml`` names each number's effect (read as a
:class:`.TechniqueEffect`); the table :data:`EFFECTS` maps it to a function
that grants the effect. Only techniques marked ``stacks`` count every copy;
for the others a second copy changes nothing. Playing an ``isis`` technique
also takes a Book of Isis (see :data:`TAKES_BOOK`), which the flow handles
when the technique is played.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from enum import StrEnum

import attrs

from senet import InternalError, replacer

from .cards import TechniqueEffect, technique_of

__all__ = ["BASE", "EFFECTS", "KINDS", "Powers", "SetKind", "TAKES_BOOK", "powers"]


class SetKind(StrEnum):
    """What a set taken in the research phase is (saved by value, in :class:`.SetTaken`)."""

    SINGLE = "single"
    """One row card alone."""
    COLOUR = "colour"
    STAIRS = "stairs"
    TWO_PAIRS = "two_pairs"
    FULL_HOUSE = "full_house"
    THREE_PAIRS = "three_pairs"
    NO_SET = "?"
    """Cards that form no set: taken only in a search copy, whose re-dealt hand no longer
    completes the block chosen before (see :func:`.rules.add_moves`)."""


KINDS = (SetKind.COLOUR, SetKind.STAIRS, SetKind.TWO_PAIRS, SetKind.FULL_HOUSE, SetKind.THREE_PAIRS)
"""Every kind of set, in the order sets are named; the first two need no technique."""


@attrs.frozen(cache_hash=True)
class Powers:
    """What a player's board of techniques lets them do.

    The hash is cached: powers are part of the key of the set caches (:mod:`.sets`), hashed on
    every research question."""

    kinds: tuple[SetKind, ...] = (SetKind.COLOUR, SetKind.STAIRS)
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


def _kind(kind: SetKind) -> Callable[[Powers, int], Powers]:
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


EFFECTS: dict[TechniqueEffect, Callable[[Powers, int], Powers]] = {
    TechniqueEffect.ADJUST: _adjust,
    TechniqueEffect.SHUFFLE: _shuffle,
    TechniqueEffect.INSIGHT: _insight,
    TechniqueEffect.TWO_PAIRS: _kind(SetKind.TWO_PAIRS),
    TechniqueEffect.WIDE_SEARCH: _wide_search,
    TechniqueEffect.ARCHIVE: _archive,
    TechniqueEffect.CURATOR: _curator,
    TechniqueEffect.FULL_HOUSE: _kind(SetKind.FULL_HOUSE),
    TechniqueEffect.SHELVES: _shelves,
    TechniqueEffect.PATRON: _patron,
    TechniqueEffect.FELLOW: _fellow,
    TechniqueEffect.THREE_PAIRS: _kind(SetKind.THREE_PAIRS),
    TechniqueEffect.ISIS: _isis,
    TechniqueEffect.LOST_KNOWLEDGE: _lost_knowledge,
}
"""Effect (as named in ``records.toml``) -> how it changes the powers, given its strength."""

if set(EFFECTS) != set(TechniqueEffect):
    raise InternalError("nephthys: the effects known to cards.py and to techniques.py differ")

TAKES_BOOK = frozenset({TechniqueEffect.ISIS})
"""Effects that take a Book of Isis into the hand when the technique is played."""


@functools.lru_cache(maxsize=8192)
def powers(techniques: tuple[int, ...]) -> Powers:
    """The powers a board of ``techniques`` (card codes, in any order) gives (cached).

    A board is asked about after the board it grew from (one technique fewer, the last one
    played), whose powers are cached: a technique not on it yet adds its effect to them. The
    effects commute (each changes its own fields, by a union of kinds, a sum, a maximum or a
    flag), so that is what :func:`_board_powers` gives for the whole board."""
    if not techniques:
        return BASE
    before = techniques[:-1]
    technique = technique_of(techniques[-1])
    if technique not in [technique_of(card) for card in before]:
        return EFFECTS[technique.effect](powers(before), technique.amount)
    if not technique.stacks:
        return powers(before)  # another copy of a technique that does not stack adds nothing
    return _board_powers(techniques)


def _board_powers(techniques: tuple[int, ...]) -> Powers:
    """The powers of a board of ``techniques``, each technique's effect once, at its strength."""
    out = BASE
    copies = Counter(technique_of(card) for card in techniques)
    for technique in sorted(copies, key=lambda t: (t.effect, t.name)):
        strength = technique.amount * (copies[technique] if technique.stacks else 1)
        out = EFFECTS[technique.effect](out, strength)
    return out

