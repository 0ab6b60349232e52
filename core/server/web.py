"""The browser page: lobby (``/``), table (``/table``) and replay viewer (``/replay``), served
from files shipped in the package, under a strict Content-Security-Policy, each with
``Cache-Control: no-cache`` and an ETag (a browser revalidates its copy and gets ``304``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from importlib import resources

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from .wire import etag, fresh

__all__ = ["CSP", "FILES", "web_routes"]

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
"""No inline script or style, nothing from elsewhere, no framing."""

_TYPES = {"html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
          "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml"}
FILES = ("index.html", "table.html", "replay.html", "style.css", "common.js", "lobby.js", "table.js",
         "picture.js", "replay.js", "favicon.svg", "rules.html", "rules.js")
"""Every file served (an allow-list: no path from a request reaches the file system)."""
PAGES = {"/": "index.html", "/table": "table.html", "/replay": "replay.html", "/rules": "rules.html"}
HEADERS = {"content-security-policy": CSP, "x-content-type-options": "nosniff",
           "referrer-policy": "no-referrer", "cache-control": "no-cache"}


def _read(name: str) -> bytes:
    return resources.files("senet.server").joinpath("static", name).read_bytes()


def _response(name: str, request: Request) -> Response:
    """The file, or ``304`` when the browser's copy (``If-None-Match``) is still the file."""
    data = _read(name)
    tag = etag(data)
    if fresh(request.headers.get("if-none-match"), tag):
        return Response(status_code=304, headers={**HEADERS, "etag": tag})
    return Response(data, media_type=_TYPES[name.rsplit(".", 1)[1]], headers={**HEADERS, "etag": tag})


def web_routes() -> list[Route]:
    """The pages and their static files."""

    def page(name: str) -> Callable[[Request], Awaitable[Response]]:
        async def handler(request: Request) -> Response:
            return _response(name, request)
        return handler

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in FILES:
            return Response("not found", status_code=404, media_type="text/plain", headers=HEADERS)
        return _response(name, request)

    return [*(Route(path, page(name), methods=["GET"]) for path, name in PAGES.items()),
            Route("/static/{name}", static, methods=["GET"])]
