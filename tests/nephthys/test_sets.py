"""Sets (research step 2) judged by counting: the rules' examples, each kind, the techniques
that bend cards, and a check against trying every subset and every bend by brute force."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import pytest

from senet import Rng
from senet_games.nephthys.cards import colour, number, wild
from senet_games.nephthys.sets import GROUPS, completes, forms, kind_of
from senet_games.nephthys.techniques import KINDS, Powers, SetKind
from tests.nephthys.kit import GREEN_BOOK, S, cards

COLOUR, STAIRS = SetKind.COLOUR, SetKind.STAIRS
TWO_PAIRS, FULL_HOUSE, THREE_PAIRS = SetKind.TWO_PAIRS, SetKind.FULL_HOUSE, SetKind.THREE_PAIRS
BASE = Powers()
ALL = Powers(kinds=KINDS)
ADJUST = Powers(adjust=True)
LOST = Powers(lost_knowledge=True)


# -- the rules' examples -------------------------------------------------------------------------


def test_example_1_five_seven_six_is_stairs_in_any_order() -> None:
    assert kind_of(cards("B5 R7 G6"), BASE) is STAIRS


def test_example_2_row_block_with_two_hand_cards_is_stairs_of_six() -> None:
    block, hand = cards("B5 R6 G7 K10"), cards("R8 B9")
    assert not forms(block, BASE)
    assert completes(block, hand, BASE)
    assert kind_of((*block, *hand), BASE) is STAIRS


def test_example_3_blue_four_and_red_one_is_a_colour_set() -> None:
    assert kind_of(cards("B4 R1"), BASE) is COLOUR


def test_example_4_two_pairs_need_the_technique() -> None:
    block, hand = cards("R2 B2"), cards("G5 K5")
    assert not completes(block, hand, BASE)
    assert completes(block, hand, Powers(kinds=(COLOUR, STAIRS, TWO_PAIRS)))
    assert kind_of((*block, *hand), Powers(kinds=(COLOUR, STAIRS, TWO_PAIRS))) is TWO_PAIRS


# -- each kind ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "kind"), [
    ("B4 B9", COLOUR), ("B4 B9 B13 B2", COLOUR), ("R1 G1", COLOUR), ("R1 G1 K1 B1", COLOUR),
    ("B3 R1 B12", COLOUR), ("B3 R4", STAIRS), ("R13 G12 B11", STAIRS), ("K1 R2", COLOUR),
])
def test_sets_that_form(text: str, kind: SetKind) -> None:
    assert kind_of(cards(text), BASE) is kind


@pytest.mark.parametrize("text", ["B4 R9", "B4 R4", "B13 R1 G2", "B3 R5", "G5 R5 K6 B6", "B4",
                                  "R2 G3 B5"])
def test_not_sets(text: str) -> None:
    assert not forms(cards(text), BASE)
    assert kind_of(cards(text), BASE) is None


def test_stairs_do_not_wrap_from_thirteen_to_one() -> None:
    assert not forms(cards("B13 R1 G2 K3"), Powers(kinds=(STAIRS,)))


def test_the_start_card_is_a_blue_two_and_a_book_its_printed_colour_and_number() -> None:
    assert kind_of((S, *cards("R3")), BASE) is STAIRS
    assert kind_of((S, *cards("B9")), BASE) is COLOUR
    assert kind_of((GREEN_BOOK, *cards("G4")), BASE) is COLOUR
    assert kind_of((GREEN_BOOK, *cards("R12")), BASE) is STAIRS


@pytest.mark.parametrize(("text", "kind"), [
    ("R2 B2 G5 K5", TWO_PAIRS), ("R2 B2 G5 K5 B5", FULL_HOUSE), ("R2 B2 G5 K5 B9 R9", THREE_PAIRS),
])
def test_group_kinds_need_their_technique(text: str, kind: SetKind) -> None:
    assert kind_of(cards(text), BASE) is None
    assert kind_of(cards(text), Powers(kinds=(COLOUR, STAIRS, kind))) is kind


def test_each_group_uses_another_number() -> None:
    assert not forms(cards("R5 B5 G5 K5"), ALL)           # four 5s are not two pairs
    assert not forms(cards("R5 B5 G5 K5 B5"), ALL)        # nor a full house
    assert not forms(cards("R5 B5 G5 K5 B9 R9"), ALL)     # nor three pairs
    assert not forms(cards("R5 B5 G5 R9 B9 K9"), ALL)     # two triples are no kind


# -- techniques that bend cards ---------------------------------------------------------------------


def test_adjust_counts_one_card_one_higher_or_lower() -> None:
    assert not forms(cards("B5 R7"), BASE)
    assert forms(cards("B4 R7"), Powers(kinds=(STAIRS,), adjust=True)) is False
    assert forms(cards("B5 R7"), Powers(kinds=(STAIRS,), adjust=True))        # 7 as 6
    assert forms(cards("B5 R5"), Powers(kinds=(STAIRS,), adjust=True))        # 5 as 6 or 4
    assert not forms(cards("B5 R5 G5"), Powers(kinds=(STAIRS,), adjust=True))  # once per turn


def test_adjust_stays_within_one_to_thirteen() -> None:
    assert not forms(cards("B13 R13 G12"), Powers(kinds=(STAIRS,), adjust=True))  # no 14
    assert not forms(cards("B12 R13 G13"), Powers(kinds=(STAIRS,), adjust=True))  # 13 -> 12 repeats
    assert forms(cards("B11 R13 G13"), Powers(kinds=(STAIRS,), adjust=True))      # 13 -> 12
    assert not forms(cards("B1 R1 G2"), Powers(kinds=(STAIRS,), adjust=True))     # no 0


def test_adjust_keeps_printed_colour_and_wildness() -> None:
    colour_only = Powers(kinds=(COLOUR,), adjust=True)
    assert not forms(cards("B2 R2"), colour_only)   # an adjusted 2 is not a wild 1
    assert forms(cards("B1 R5"), colour_only)       # a printed 1 stays wild


def test_lost_knowledge_makes_one_card_any_number_and_colour() -> None:
    assert forms(cards("B5 R9"), Powers(kinds=(STAIRS,), lost_knowledge=True))
    assert forms(cards("B5 R9"), Powers(kinds=(COLOUR,), lost_knowledge=True))
    assert not forms(cards("B5 R9 G12"), Powers(kinds=(COLOUR,), lost_knowledge=True))
    assert forms(cards("B5 B5 G9 K9"), Powers(kinds=(COLOUR, STAIRS, TWO_PAIRS),
                                              lost_knowledge=True))
    assert forms(cards("B5 B5 G9 K8"), Powers(kinds=(COLOUR, STAIRS, TWO_PAIRS),
                                              lost_knowledge=True))
    assert not forms(cards("B5 B5 G9 K8"), Powers(kinds=(COLOUR, STAIRS, TWO_PAIRS)))


def test_adjust_and_lost_knowledge_together_bend_two_cards() -> None:
    both = Powers(kinds=(STAIRS,), adjust=True, lost_knowledge=True)
    assert forms(cards("B5 R5 G5"), both)                 # 4 (adjusted), 5, and any as 6
    assert not forms(cards("B5 R5 G5 K5"), both)
    assert completes(cards("B3"), cards("R9"), Powers(kinds=(STAIRS,), lost_knowledge=True))


# -- against brute force ---------------------------------------------------------------------------


def _naive_kind(values: Sequence[tuple[int, int, bool]], kind: SetKind) -> bool:
    if len(values) < 2:
        return False
    if kind is COLOUR:
        return any(all(c == col or w for _, c, w in values) for col in range(1, 5))
    numbers = [n for n, _, _ in values]
    if kind is STAIRS:
        return len(set(numbers)) == len(numbers) and max(numbers) - min(numbers) == len(numbers) - 1
    return sorted(Counter(numbers).values()) == sorted(GROUPS[kind])


def _naive_forms(group: Sequence[int], p: Powers) -> bool:
    base = [(number(x), colour(x), wild(x)) for x in group]
    adjusts: list[tuple[int, int] | None] = [None]
    if p.adjust:
        adjusts += [(i, d) for i in range(len(base)) for d in (-1, 1) if 1 <= base[i][0] + d <= 13]
    lost: list[int | None] = [None, *range(len(base))] if p.lost_knowledge else [None]
    for a in adjusts:
        for j in lost:
            if a is not None and j == a[0]:
                continue
            values = list(base)
            if a is not None:
                n, col, w = values[a[0]]
                values[a[0]] = (n + a[1], col, w)
            choices = range(1, 14) if j is not None else [0]
            for n in choices:
                if j is not None:
                    values[j] = (n, 0, True)
                if any(_naive_kind(values, kind) for kind in p.kinds):
                    return True
    return False


def _naive_completes(block: Sequence[int], hand: Sequence[int], p: Powers) -> bool:
    return any(_naive_forms((*block, *more), p) for k in range(len(hand) + 1)
               for more in combinations(hand, k))


POWERS = [BASE, ALL, ADJUST, LOST, Powers(kinds=KINDS, adjust=True),
          Powers(kinds=KINDS, lost_knowledge=True), Powers(adjust=True, lost_knowledge=True),
          Powers(kinds=(COLOUR, STAIRS, THREE_PAIRS), adjust=True, lost_knowledge=True)]


@pytest.mark.parametrize("p", POWERS, ids=range(len(POWERS)))
def test_counting_agrees_with_brute_force(p: Powers) -> None:
    rng = Rng(sum(len(k) for k in p.kinds) * 7 + p.adjust * 3 + p.lost_knowledge)
    # Narrow ranges of numbers so that sets are common (the middle, and both ends); all colours.
    pools = [[c * 100 + n for c in range(1, 5) for n in numbers] * 2
             for numbers in (range(3, 10), range(1, 7), range(9, 14))]
    for i in range(90):
        pool = pools[i % 3]
        block = [rng.choice(pool) for _ in range(1 + rng.below(3))]
        hand = [rng.choice(pool) for _ in range(rng.below(5))]
        assert completes(block, hand, p) == _naive_completes(block, hand, p), (block, hand)
        assert forms(block, p) == _naive_forms(block, p), block
