"""Limits on what one client may send: body sizes and a rate per connection."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

from starlette.requests import Request

from .jsonform import ApiError

__all__ = ["Bucket", "RateLimits", "read_body"]

MAX_BODY = 64 * 1024
MAX_MESSAGE = 16 * 1024


async def read_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The request's body, refused with 413 past ``limit`` bytes (before reading it all)."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise ApiError(413, "too_large", f"a request body has at most {limit} bytes")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise ApiError(413, "too_large", f"a request body has at most {limit} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


class Bucket:
    """A token bucket: ``rate`` requests a second on average, ``burst`` at once."""

    __slots__ = ("burst", "clock", "last", "left", "rate")

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.left, self.last = burst, clock()

    def take(self) -> bool:
        """Whether one more request is allowed now."""
        now = self.clock()
        self.left = min(self.burst, self.left + (now - self.last) * self.rate)
        self.last = now
        if self.left < 1:
            return False
        self.left -= 1
        return True


class RateLimits:
    """One bucket per client connection (address and port), the oldest forgotten first."""

    def __init__(self, rate: float, burst: float, keep: int = 10_000) -> None:
        self.rate, self.burst, self.keep = rate, burst, keep
        self.buckets: OrderedDict[object, Bucket] = OrderedDict()

    def check(self, key: object) -> None:
        """429 when the connection ``key`` sends faster than allowed."""
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = self.buckets[key] = Bucket(self.rate, self.burst)
            if len(self.buckets) > self.keep:
                self.buckets.popitem(last=False)
        if not bucket.take():
            raise ApiError(429, "too_many", "too many requests on this connection: slow down")
