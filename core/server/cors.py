"""Which other web pages' scripts may read this server's answers (CORS): none unless listed.

A seat token travels in the ``Authorization`` header, never in a cookie, so a page can
use one only if it holds it; CORS decides which pages' scripts a browser lets read the
answers (and send the preflighted requests: JSON bodies, ``Authorization``).
"""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlsplit

from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware

__all__ = ["cors_middleware", "origin"]


def origin(text: str) -> str:
    """The origin ``text`` names, as browsers send it (``scheme://host[:port]``, lower case, no
    default port); ``*`` for any page. ValueError with a sentence for anything else."""
    if text == "*":
        return text
    shown = text if len(text) <= 100 else text[:100] + "..."
    if not text.isascii() or not text.isprintable() or any(c in text for c in " *"):
        raise ValueError(f"a CORS origin is scheme://host[:port] (or *), not {shown!r}")
    parts = urlsplit(text)
    try:
        port = parts.port
    except ValueError:
        port = -1
    if (parts.scheme not in ("http", "https") or not parts.hostname or port == -1
            or "@" in parts.netloc or any(c in text for c in "?#") or parts.path):
        raise ValueError(f"a CORS origin is http(s)://host[:port], no path, user or query, not {shown!r}")
    default = {"http": 80, "https": 443}[parts.scheme]
    host = parts.hostname if ":" not in parts.hostname else f"[{parts.hostname}]"
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None and port != default else "")


def cors_middleware(origins: Sequence[str]) -> list[Middleware]:
    """The middleware that lets pages at ``origins`` read answers; none for no origins."""
    allowed = sorted({origin(o) for o in origins})
    if not allowed:
        return []
    return [Middleware(CORSMiddleware, allow_origins=allowed, allow_methods=["GET", "POST"],
                       allow_headers=["authorization", "content-type"],
                       expose_headers=["content-disposition"], allow_credentials=False,
                       max_age=600)]
