"""Limits on what one client may send: body sizes and a rate per client (token or address)."""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable

from starlette.requests import HTTPConnection, Request

from .jsonform import ApiError
from .tokens import token_hash

IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

__all__ = ["ADDRESS_FACTOR", "Bucket", "RateLimits", "Sockets", "proxies", "read_body"]

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


ADDRESS_FACTOR = 20
"""An address may send this many times the rate of one client: the players behind one
NAT or one proxy share it."""


def proxies(texts: Iterable[str]) -> tuple[IPNetwork, ...]:
    """The proxies whose ``X-Forwarded-For`` is believed: addresses or networks
    (``10.0.0.0/8``); ValueError for a malformed one."""
    out = []
    for text in texts:
        try:
            out.append(ipaddress.ip_network(text.strip(), strict=False))
        except ValueError:
            raise ValueError(f"{text!r} is not an IP address or network") from None
    return tuple(out)


class RateLimits:
    """Token buckets keyed by client, not by connection: a request with a bearer token is
    counted against that token, one without against its address, and every request also
    against its address at :data:`ADDRESS_FACTOR` times the rate. The address is the peer's,
    or, from a trusted proxy only, the last untrusted one its ``X-Forwarded-For`` names.
    At most ``keep`` buckets are kept, the least recently used forgotten first."""

    def __init__(self, rate: float, burst: float, keep: int = 10_000,
                 trusted: Iterable[str] = ()) -> None:
        self.rate, self.burst, self.keep = rate, burst, keep
        self.trusted = proxies(trusted)
        self.buckets: OrderedDict[object, Bucket] = OrderedDict()

    def _trusted(self, host: str) -> bool:
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            return False
        return any(address in network for network in self.trusted)

    def address(self, conn: HTTPConnection) -> str:
        """The client's address: the peer, unless the peer is a trusted proxy."""
        host = conn.client.host if conn.client is not None else "?"
        if not self.trusted or not self._trusted(host):
            return host
        hops = [h.strip() for h in ",".join(conn.headers.getlist("x-forwarded-for")).split(",") if h.strip()]
        for hop in reversed(hops):
            if not self._trusted(hop):
                return hop[:64]
            host = hop
        return host

    def _take(self, key: object, rate: float, burst: float) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = self.buckets[key] = Bucket(rate, burst)
            if len(self.buckets) > self.keep:
                self.buckets.popitem(last=False)
        else:
            self.buckets.move_to_end(key)
        return bucket.take()

    def check(self, conn: HTTPConnection, token: str | None = None, *, address_only: bool = False) -> None:
        """429 when the client of ``conn`` (its ``token``, else the one of its
        ``Authorization`` header, else its address) sends faster than allowed.
        ``address_only``: count only against the address's larger bucket (a WebSocket
        connection, whose token comes in its first message)."""
        address = self.address(conn)
        ok = self._take(("address", address), self.rate * ADDRESS_FACTOR, self.burst * ADDRESS_FACTOR)
        if ok and not address_only:
            if token is None:
                scheme, _, rest = conn.headers.get("authorization", "").partition(" ")
                token = rest.strip() if scheme.lower() == "bearer" and len(rest) <= 200 else None
            key = ("token", token_hash(token)) if token else ("client", address)
            ok = self._take(key, self.rate, self.burst)
        if not ok:
            raise ApiError(429, "too_many", "too many requests from this client: slow down")


class Sockets:
    """Open WebSocket connections, per address and in all: what one client can hold open is
    bounded (each costs memory, and its hello a rebuilt match and a view; one that sends
    no hello is closed after 10 s). Used on the event loop only."""

    def __init__(self, per_address: int = 1000, total: int = 10_000) -> None:
        self.per_address, self.total = per_address, total
        self.open: dict[str, int] = {}
        self.count = 0

    def enter(self, address: str) -> None:
        """A connection from ``address`` opens; 429 ``too_many_sockets`` past a cap (nothing
        counted then)."""
        if self.count >= self.total or self.open.get(address, 0) >= self.per_address:
            raise ApiError(429, "too_many_sockets", "too many WebSocket connections from this client: "
                           "close some")
        self.count += 1
        self.open[address] = self.open.get(address, 0) + 1

    def leave(self, address: str) -> None:
        """The connection closed."""
        self.count -= 1
        left = self.open.get(address, 0) - 1
        if left > 0:
            self.open[address] = left
        else:
            self.open.pop(address, None)  # no entry kept for an address with nothing open
