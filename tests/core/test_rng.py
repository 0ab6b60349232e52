"""The seeded generator: reproducible, in range, uniform enough, and the only randomness."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import senet
from senet import Rng
from senet.rng import seed_state
from tests.core.support import classic_match


def _draws(rng: Rng, n: int = 50) -> list[int]:
    return [rng.next64() for _ in range(n)]


def test_same_seed_same_sequence() -> None:
    assert _draws(Rng(seed_state(42))) == _draws(Rng(seed_state(42)))
    assert _draws(Rng(seed_state(42))) != _draws(Rng(seed_state(43)))


def test_seed_state_is_one_64_bit_int_for_any_integer_seed() -> None:
    for seed in (0, 1, -1, 2**64, -(2**70), 12345678901234567890):
        state = seed_state(seed)
        assert type(state) is int and 0 <= state < 2**64
    assert seed_state(0) != seed_state(1)


def test_state_is_one_int_and_resumes_the_sequence() -> None:
    rng = Rng(seed_state(9))
    rng.below(10)
    assert type(rng.state) is int and 0 <= rng.state < 2**64
    resumed = Rng(rng.state)
    assert _draws(resumed, 10) == _draws(rng, 10)
    assert Rng.__slots__ == ("state",)


def test_below_stays_in_range() -> None:
    rng = Rng(seed_state(5))
    for n in (1, 2, 3, 7, 10, 1000, 2**63 + 1, 2**64):
        values = [rng.below(n) for _ in range(200)]
        assert all(0 <= v < n for v in values)
    assert {rng.below(1) for _ in range(20)} == {0}


def test_below_is_roughly_uniform() -> None:
    rng = Rng(seed_state(11))
    n, draws = 6, 60_000
    counts = Counter(rng.below(n) for _ in range(draws))
    assert sorted(counts) == list(range(n))
    expected = draws / n
    chi2 = sum((counts[k] - expected) ** 2 / expected for k in range(n))
    assert chi2 < 25  # 5 degrees of freedom: p < 1e-4 beyond this


def test_below_with_a_huge_bound_covers_the_top_half() -> None:
    # Values of n just above 2**63 are where a modulo shortcut would be most biased.
    rng = Rng(seed_state(3))
    n = 2**63 + 2**62
    values = [rng.below(n) for _ in range(400)]
    assert sum(v >= n // 2 for v in values) > 120


class _CountingRng(Rng):
    """An Rng that refuses to draw more than ``budget`` times (a loop guard, not a clock)."""

    def __init__(self, state: int, budget: int) -> None:
        super().__init__(state)
        self.budget = budget

    def next64(self) -> int:
        self.budget -= 1
        if self.budget < 0:
            raise AssertionError("the generator keeps drawing: an endless rejection loop")
        return super().next64()


def test_below_beyond_64_bits_is_uniform_or_refused() -> None:
    # n > 2**64 must not loop forever, and one 64-bit draw cannot cover range(n).
    rng = _CountingRng(seed_state(6), budget=10_000)
    try:
        values = [rng.below(2**65 + 7) for _ in range(64)]
    except ValueError:
        return
    assert all(0 <= v < 2**65 + 7 for v in values)
    assert any(v % 2 for v in values)


def test_below_draws_rarely_reject() -> None:
    rng = _CountingRng(seed_state(7), budget=1_600)  # about 1250 expected: 2**63+1 rejects half
    for n in (3, 1000, 2**63 + 1, 2**64):
        for _ in range(250):
            rng.below(n)


@pytest.mark.parametrize("n", [0, -1, -(2**64)])
def test_below_refuses_empty_ranges(n: int) -> None:
    with pytest.raises(ValueError, match=r"below\(\) needs"):
        Rng(1).below(n)


def test_choice_and_empty_choice() -> None:
    rng = Rng(seed_state(2))
    items = ("a", "b", "c")
    assert {rng.choice(items) for _ in range(100)} == set(items)
    with pytest.raises(ValueError):
        rng.choice(())


def test_shuffled_is_a_permutation_and_leaves_the_input() -> None:
    rng = Rng(seed_state(8))
    items = list(range(30))
    out = rng.shuffled(items)
    assert isinstance(out, tuple)
    assert sorted(out) == items and out != tuple(items)
    assert items == list(range(30))
    assert rng.shuffled(()) == () and rng.shuffled([4]) == (4,)


def test_shuffled_reaches_every_order_of_three() -> None:
    rng = Rng(seed_state(4))
    counts = Counter(rng.shuffled("abc") for _ in range(6000))
    assert len(counts) == 6
    assert all(800 < c < 1200 for c in counts.values())


def test_same_seed_same_shuffle() -> None:
    assert Rng(seed_state(1)).shuffled(range(52)) == Rng(seed_state(1)).shuffled(range(52))


def test_no_global_random_is_touched() -> None:
    random.seed(2024)
    before = random.getstate()
    match = classic_match(seed=3)
    senet.play_out(match)
    bot = senet.RandomBot(5)
    bot.choose(match.view(0), [senet.Move()])
    senet.load_match(match.save())
    assert random.getstate() == before


def test_no_global_random_function_is_called(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("global random used")

    for name in ("random", "randrange", "randint", "choice", "shuffle", "getrandbits", "sample"):
        monkeypatch.setattr(random, name, forbidden)
    outcome = senet.play_out(classic_match(seed=4))
    assert outcome.finished
