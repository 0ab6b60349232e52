"""Results: ranks from scores or keys, shared places, winners."""

from __future__ import annotations

import attrs
import pytest

from senet import Result


def test_higher_scores_win_by_default() -> None:
    result = Result.from_scores([10, 30, 20])
    assert result == Result((10, 30, 20), (3, 1, 2))
    assert result.winners == (1,)


def test_lower_wins() -> None:
    result = Result.from_scores((48, 50, 45, 73), lower_wins=True)
    assert result.ranks == (2, 3, 1, 4)
    assert result.scores == (48, 50, 45, 73)
    assert result.winners == (2,)


def test_ties_share_a_place_and_skip_the_next() -> None:
    result = Result.from_scores((5, 7, 7, 1))
    assert result.ranks == (3, 1, 1, 4)
    assert result.winners == (1, 2)
    low = Result.from_scores((5, 7, 7, 1, 5), lower_wins=True)
    assert low.ranks == (2, 4, 4, 1, 2)
    assert low.winners == (3,)


def test_everyone_tied() -> None:
    result = Result.from_scores((0, 0, 0))
    assert result.ranks == (1, 1, 1)
    assert result.winners == (0, 1, 2)


def test_a_single_seat() -> None:
    assert Result.from_scores([3]).winners == (0,)


def test_keys_break_ties_in_order() -> None:
    result = Result.from_keys([10, 10, 8], [(10, 2), (10, 5), (8, 9)])
    assert result.ranks == (2, 1, 3)
    assert result.scores == (10, 10, 8)
    assert result.winners == (1,)


def test_equal_keys_share_a_place() -> None:
    result = Result.from_keys([4, 4, 9], [[4, 1], (4, 1), (3, 0)])
    assert result.ranks == (1, 1, 3)
    assert result.winners == (0, 1)


def test_keys_of_different_lengths_compare_as_tuples() -> None:
    result = Result.from_keys([1, 1], [(5,), (5, 0)])
    assert result.ranks == (2, 1)


def test_results_are_frozen_values() -> None:
    result = Result.from_scores([1, 2])
    assert isinstance(result.scores, tuple) and isinstance(result.ranks, tuple)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        result.ranks = (1, 1)  # type: ignore[misc]
    assert hash(result) == hash(Result((1, 2), (2, 1)))
