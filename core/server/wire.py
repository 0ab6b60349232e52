"""Light on the wire: answers to reads compressed, no answer kept by a shared cache, and the
static files revalidated by their ETag.

* ``gzip`` (when the client accepts it) for the answers to ``GET`` of at least
  :data:`GZIP_MINIMUM` bytes: the table's picture, the log, the pages and their scripts. The
  answers to ``POST`` are left as they are: they are small, and some carry tokens (a new
  seat's), which are kept out of any compressed stream where a page could put guesses beside
  them (the BREACH attack). WebSocket messages are not touched.
* ``Cache-Control: no-store`` on every answer that sets none itself: an API answer is one
  seat's (or the spectators') sight of a match, for no cache to keep or hand to another.
* Static files (``senet.server.web``) carry ``Cache-Control: no-cache`` and an ``ETag`` of
  their bytes; a browser that sends it back in ``If-None-Match`` gets ``304`` and no body.
  No API answer carries an ETag.
"""

from __future__ import annotations

import hashlib

from starlette.datastructures import MutableHeaders
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["GZIP_MINIMUM", "WireMiddleware", "etag", "fresh", "wire_middleware"]

GZIP_MINIMUM = 500
"""Answers shorter than this (bytes) are sent as they are: gzip would save next to nothing."""
GZIP_LEVEL = 6
"""zlib's level: within 2 % of level 9's size on the pictures, at about half the time."""


class WireMiddleware:
    """``gzip`` for reads, ``no-store`` where no cache policy was set (see the module)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.gzip = GZipMiddleware(app, minimum_size=GZIP_MINIMUM, compresslevel=GZIP_LEVEL)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def stored(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                if "cache-control" not in headers:
                    headers["cache-control"] = "no-store"
            await send(message)

        app = self.gzip if scope["method"] in ("GET", "HEAD") else self.app
        await app(scope, receive, stored)


def wire_middleware() -> list[Middleware]:
    """The middleware of :class:`WireMiddleware`."""
    return [Middleware(WireMiddleware)]


def etag(data: bytes) -> str:
    """A weak validator of ``data`` (weak: the same bytes are sent plain or gzipped)."""
    return 'W/"' + hashlib.blake2b(data, digest_size=12).hexdigest() + '"'


def fresh(if_none_match: str | None, tag: str) -> bool:
    """Whether an ``If-None-Match`` header names ``tag`` (compared weakly) or is ``*``."""
    if not if_none_match:
        return False
    bare = tag.removeprefix("W/")
    for item in if_none_match.split(","):
        item = item.strip()
        if item == "*" or item.removeprefix("W/") == bare:
            return True
    return False
