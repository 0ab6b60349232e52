"""``senet.chances``: a score gap counted by its chance to last, what games' evaluate share."""

from __future__ import annotations

from senet import chances


def test_a_gap_counts_by_its_spread_and_level_seats_are_even() -> None:
    assert chances([3.0, 3.0, 3.0], 2.0) == [0.5, 0.5, 0.5]
    wide, narrow = chances([4.0, 2.0], 4.0), chances([4.0, 2.0], 1.0)
    assert 0.5 < wide[0] < narrow[0] < 1.0 and abs(sum(narrow) - 1.0) < 1e-12
    three = chances([9.0, 0.0, -9.0], 3.0)
    assert three[0] > three[1] > three[2] and abs(three[1] - 0.5) < 1e-12
    assert chances([7.0], 1.0) == [0.5]  # alone: nobody to beat
