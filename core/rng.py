"""The match's random generator: small, seeded, its whole state one integer.

SplitMix64 (Steele, Lea & Flood 2014). The state is one 64-bit integer, so it
saves in a few bytes and hashes with the match; no global random is touched.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeVar

__all__ = ["Rng", "seed_state"]

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user's seed (any integer)."""
    return (seed * 0xD1B54A32D192ED03 + 0x8CB92BA72F3D8DD7) & _MASK


class Rng:
    """A SplitMix64 generator. Only the engine makes them, one per transaction."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        """The next 64 random bits."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (``n`` >= 1), without bias.

        Lemire's multiply-shift: the high 64 bits of ``x * n``, rejecting the
        few low products that would favour some values.
        """
        if not 0 < n <= 1 << 64:
            raise ValueError(f"below() needs 1 <= n <= 2**64, not {n}")
        # next64(), written out: bots and shuffles draw on every move.
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        m = (z ^ (z >> 31)) * n
        if (m & _MASK) < n:
            threshold = ((1 << 64) - n) % n
            while (m & _MASK) < threshold:
                m = self.next64() * n
        return m >> 64

    def choice(self, items: Sequence[T]) -> T:
        """One item of a non-empty sequence."""
        n = len(items)
        if n == 1:
            return items[0]
        return items[self.below(n)]

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """A new tuple with the items in a uniformly random order.

        Fisher-Yates whose swap positions are the mixed-radix digits of one
        uniform integer below ``n!`` (drawn 64 bits at a time, rejecting the
        top sliver): one big-integer ``divmod`` per card instead of a
        generator call per card, for the same uniform distribution.
        """
        out = list(items)
        n = len(out)
        if n < 2:
            return tuple(out)
        factorial, words, limit = _radix(n)
        while True:
            r = 0
            for _ in range(words):
                r = (r << 64) | self.next64()
            if r < limit:
                break
        r %= factorial
        for i in range(n, 1, -1):
            r, j = divmod(r, i)
            out[i - 1], out[j] = out[j], out[i - 1]
        return tuple(out)


_radix_cache: dict[int, tuple[int, int, int]] = {}


def _radix(n: int) -> tuple[int, int, int]:
    """``n!``, the 64-bit words to draw for it, and the rejection limit."""
    hit = _radix_cache.get(n)
    if hit is None:
        factorial = math.factorial(n)
        words = (factorial.bit_length() + 64 + 63) // 64
        limit = ((1 << (64 * words)) // factorial) * factorial
        hit = _radix_cache[n] = (factorial, words, limit)
    return hit
