"""How a game's check quotes a bad value: short, and an enum member as the text saves hold."""

from __future__ import annotations

import enum

from senet.validity import short_repr


class Crop(enum.StrEnum):
    WHEAT = "wheat"
    FLAX = "flax"


def test_an_enum_member_is_quoted_as_its_value_in_tuples_and_lists_too() -> None:
    assert short_repr(Crop.WHEAT) == "'wheat'"
    assert short_repr((Crop.WHEAT, Crop.FLAX)) == "('wheat', 'flax')"
    assert short_repr((Crop.FLAX,)) == "('flax',)"
    assert short_repr([Crop.FLAX, 3]) == "['flax', 3]"


def test_a_long_value_is_cut_to_sixty_characters() -> None:
    text = short_repr(tuple(range(100)))
    assert len(text) == 60 and text.endswith("...")
    assert short_repr("x" * 10) == repr("x" * 10)
