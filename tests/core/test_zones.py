"""Helpers for tuples of components: removing, replacing one seat's entry, moving, dealing."""

from __future__ import annotations

import pytest

from senet import InternalError, deal, remove_items, replaced_at
from senet.zones import move_items

# -- removing, replacing, moving --------------------------------------------------------------


def test_remove_items_takes_the_first_copy_and_keeps_the_order() -> None:
    items = (1, 2, 3, 2)
    assert remove_items(items, (2,)) == (1, 3, 2)
    assert remove_items(items, (2, 1, 2)) == (3,)
    assert remove_items(items, ()) == items
    assert remove_items([5, 6], [6]) == (5,)


def test_removing_a_missing_item_is_our_bug() -> None:
    with pytest.raises(InternalError, match="3"):
        remove_items((1, 2), (3,))
    with pytest.raises(InternalError):
        remove_items((1, 2), (1, 1))


def test_replaced_at_changes_one_entry() -> None:
    seats = (0, 5, 9)
    assert replaced_at(seats, 1, 6) == (0, 6, 9)
    assert seats == (0, 5, 9)


def test_move_items() -> None:
    source, target = move_items((1, 2, 3, 2), (9,), (2, 3))
    assert source == (1, 2) and target == (9, 2, 3)
    with pytest.raises(InternalError):
        move_items((1,), (), (5,))


# -- deal -----------------------------------------------------------------------------------


def test_deal_round_the_table() -> None:
    hands, rest = deal(list(range(10)), 3, 2)
    assert hands == ((0, 3), (1, 4), (2, 5))
    assert rest == (6, 7, 8, 9)


def test_deal_everything_and_nothing() -> None:
    hands, rest = deal("abcd", 2, 2)
    assert hands == (("a", "c"), ("b", "d")) and rest == ()
    hands, rest = deal((1, 2), 3, 0)
    assert hands == ((), (), ()) and rest == (1, 2)


def test_deal_more_than_there_is_is_our_bug() -> None:
    with pytest.raises(InternalError, match="cannot deal"):
        deal(range(5), 3, 2)
