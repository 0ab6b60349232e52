"""Declared reveals: how the conformance suite tells a reveal from a leak, field by field."""

from __future__ import annotations

import attrs

import senet
from senet import Event, Hand, Secret
from senet.reveals import is_revealing, revealed_fields
from senet.testing.secrets import differences


@attrs.frozen
class Shown(Event, tag="reveals/shown"):
    """A card turned face up, with a field that should not be public."""

    player: int
    card: int = senet.revealed()
    others: tuple[int, ...] = ()
    mine: Hand[int] = Hand(0)
    note: Secret[int] = Secret(1)


@senet.revealing
@attrs.frozen
class Struck(Event, tag="reveals/struck"):
    """An event whose occurrence is the reveal."""

    player: int


def test_the_declarations_are_read_back() -> None:
    assert revealed_fields(Shown) == ("card",)
    assert revealed_fields(Struck) == ()
    assert is_revealing(Struck) and not is_revealing(Shown)


def test_a_difference_in_a_revealed_field_is_explained_and_one_elsewhere_is_named() -> None:
    one = Shown(0, 5, (1, 2))
    two = Shown(0, 6, (1, 3))
    assert differences(one, two, 0, "reveals/shown") == [
        ("reveals/shown.card", True), ("reveals/shown.others[1]", False)]


def test_a_container_the_viewer_may_see_explains_its_contents_and_a_masked_one_does_not() -> None:
    one, two = Shown(0, 5, mine=Hand(0, (1, 2))), Shown(0, 5, mine=Hand(0, (1, 3)))
    assert differences(one, two, 0, "e") == [("e.mine", True)]  # seat 0's own hand: drawn cards
    assert differences(one, two, 1, "e") == [("e.mine", False)]  # seat 1 would see seat 0's cards
    secret_one, secret_two = Shown(0, 5, note=Secret(1, 4)), Shown(0, 5, note=Secret(1, 7))
    assert differences(secret_one, secret_two, 1, "e") == [("e.note", True)]
    assert differences(secret_one, secret_two, None, "e") == [("e.note", False)]


def test_equal_values_have_no_differences() -> None:
    assert differences(Shown(0, 5, (1, 2)), Shown(0, 5, (1, 2)), None, "e") == []
