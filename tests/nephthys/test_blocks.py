"""The research turn's walks (:mod:`senet_games.nephthys.blocks`) give exactly what asking
:func:`completes` block by block and card by card gives, in the same order."""

from __future__ import annotations

import pytest

from senet import Rng
from senet_games.nephthys.blocks import completed_blocks, completing_cards
from senet_games.nephthys.sets import completes
from senet_games.nephthys.techniques import Powers
from tests.nephthys.test_sets import POWERS

POOLS = [[c * 100 + n for c in range(1, 5) for n in numbers] * 2
         for numbers in (range(3, 10), range(1, 7), range(9, 14), range(1, 14))]
"""Narrow ranges of numbers so that sets are common, and every number."""


def _blocks_one_by_one(row: list[int], hand: list[int], p: Powers) -> list[tuple[int, int]]:
    n = len(row)
    return [(a, b) for a in range(n) for b in range(a, n) if a == b or completes(row[a:b + 1], hand, p)]


def _cards_one_by_one(cards: list[int], hand: list[int], p: Powers, floor: int | None) -> list[int]:
    out = []
    for card in dict.fromkeys(hand):
        if floor is not None and card < floor:
            continue
        rest = list(hand)
        rest.remove(card)
        if completes((*cards, card), [h for h in rest if h >= card], p):
            out.append(card)
    return out


@pytest.mark.parametrize("p", POWERS, ids=range(len(POWERS)))
def test_walks_agree_with_one_question_at_a_time(p: Powers) -> None:
    rng = Rng(31 + len(p.kinds) * 5 + p.adjust * 2 + p.lost_knowledge)
    found = 0
    for i in range(120):
        pool = POOLS[i % len(POOLS)]
        row = [rng.choice(pool) for _ in range(1 + rng.below(7))]
        hand = [rng.choice(pool) for _ in range(rng.below(7))]
        blocks = _blocks_one_by_one(row, hand, p)
        assert list(completed_blocks(row, hand, p)) == blocks, (row, hand)
        found += len(blocks) - len(row)
        cards = row[:1 + rng.below(3)]
        floor = rng.choice(hand) if hand and rng.below(2) else None
        assert list(completing_cards(cards, hand, p, floor)) == _cards_one_by_one(cards, hand, p, floor)
    assert found > 50  # the rows held blocks of two cards or more that a hand completes
