"""The research turn's many set questions, asked with shared counts.

:func:`.sets.completes` answers one question from scratch: it counts the cards
per number and colour, and looks the hand's counts up. A research turn asks it
for every block of the row, and adding hand cards asks it for every hand card;
the blocks starting at one card grow by one card at a time, and the added cards
differ by one card from each other. The walks here keep the counts of the cards
that must be used and add one card at a time, and ask the same questions of
:mod:`.sets` (stairs, groups) with them, so their answers are those of
:func:`.sets.completes` (``tests/games/nephthys`` compares both).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .cards import COLOURS, WILD
from .sets import _by_colour, _counts, _hand_counts, kind_of_counts
from .stairs import _SLOTS
from .techniques import Powers

__all__ = ["completed_blocks", "completing_cards"]

_SHADES = len(COLOURS) + 1
"""The length of a list of cards per colour (index 0: the wild ones)."""


def completed_blocks(row: Sequence[int], hand: Sequence[int], p: Powers) -> Iterator[tuple[int, int]]:
    """Every block ``(first, last)`` of ``row`` that is a single or that some of ``hand`` can
    complete to a set, first by first position, then by last: ``completes(row[first:last + 1],
    hand, p)`` for each block of two cards or more."""
    hc = _hand_counts(tuple(hand))[0]
    n = len(row)
    for a in range(n):
        yield a, a
        xc = [0] * _SLOTS
        xs = [0] * _SHADES
        card = row[a]
        num = card % 100
        xc[num] = 1
        shade = 0 if num == WILD else card // 100 % 10
        xs[shade] = 1
        top = 1 if shade else 0  # the commonest printed colour's count
        numbers = 1
        for b in range(a + 1, n):
            card = row[b]
            num = card % 100
            if not xc[num]:
                numbers += 1
            xc[num] += 1
            if num != WILD:
                shade = card // 100 % 10
                xs[shade] += 1
                if xs[shade] > top:
                    top = xs[shade]
            else:
                xs[0] += 1
            size = b - a + 1  # two cards or more: a colour set needs no hand card (.sets._colour)
            if kind_of_counts(xc, size, numbers, size - xs[0] - top <= p.lost_knowledge, hc, p) is not None:
                yield a, b


def completing_cards(cards: Sequence[int], hand: Sequence[int], p: Powers, floor: int | None
                     ) -> Iterator[int]:
    """The distinct cards of ``hand`` not below ``floor`` (in hand order) that ``cards`` (one card
    at least) plus that card plus some of the hand cards not below it (one copy of it fewer) can
    complete to a set: ``completes((*cards, card), rest, p)`` for each, as
    :func:`.rules.add_moves` asks it."""
    base = _counts(cards)
    shades = _by_colour(cards)
    size = len(cards) + 1
    for card in dict.fromkeys(hand):
        if floor is not None and card < floor:
            continue
        rest = list(hand)
        rest.remove(card)
        hc = _counts([h for h in rest if h >= card])
        num = card % 100
        xc = list(base)
        xc[num] += 1
        xs = list(shades)
        xs[0 if num == WILD else card // 100 % 10] += 1
        numbers = _SLOTS - xc.count(0)
        if kind_of_counts(xc, size, numbers, size - xs[0] - max(xs[1:]) <= p.lost_knowledge, hc,
                          p) is not None:
            yield card
