"""The HTTP routes: each reads and checks its input, then hands it to the service in a
worker thread (the service talks to the database)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from .bots import bots_json
from .checks import fields, match_ref
from .games import games_json
from .jsonform import ApiError, dumps, loads_untrusted
from .limits import RateLimits, read_body
from .rematch import rematch
from .service import Service
from .takeback import answer, ask

__all__ = ["bearer", "error_response", "json_response", "routes"]

Handler = Callable[[Request], Awaitable[Response]]


def json_response(data: Any, status: int = 200) -> Response:
    """A JSON response (compact, UTF-8)."""
    return Response(dumps(data), status_code=status, media_type="application/json")


def error_response(error: ApiError) -> Response:
    """``{"error": {"code", "message"}}`` with the error's status."""
    return json_response({"error": {"code": error.code, "message": error.message}}, error.status)


def bearer(request: Request) -> str | None:
    """The token of an ``Authorization: Bearer TOKEN`` header."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip() or len(token) > 200:
        raise ApiError(401, "bad_token", "send tokens as 'Authorization: Bearer TOKEN'")
    return token.strip()


def _after(request: Request) -> int:
    text = request.query_params.get("after", "0")
    if not text.isdigit() or len(text) > 9:
        raise ApiError(400, "bad_query", "'after' is a move number (0 or more)")
    return int(text)


def routes(service: Service, limits: RateLimits) -> list[Route]:
    """Every HTTP route of the API."""

    def guarded(fn: Callable[[Request], Awaitable[Any]], status: int = 200) -> Handler:
        async def handler(request: Request) -> Response:
            try:
                limits.check(request)
                result = await fn(request)
            except ApiError as error:
                return error_response(error)
            if isinstance(result, Response):
                return result
            return json_response(result, status)
        return handler

    async def body(request: Request) -> Any:
        return loads_untrusted(await read_body(request))

    async def empty(request: Request) -> None:
        """A body that says nothing: none at all, or ``{}``."""
        data = await read_body(request)
        if data.strip():
            fields(loads_untrusted(data), {})

    def mid(request: Request) -> str:
        return match_ref(request.path_params["match_id"])

    async def healthz(request: Request) -> Any:
        await run_in_threadpool(service.store.ping)
        return {"ok": True}

    async def games(request: Request) -> Any:
        return {"games": games_json(service.store.registry)}

    async def bots(request: Request) -> Any:
        return bots_json(service.store.registry, service.bot_seconds)

    async def undo(request: Request) -> Any:
        await empty(request)
        return await run_in_threadpool(ask, service, mid(request), bearer(request))

    async def undo_answer(request: Request) -> Any:
        data = fields(await body(request), {"agree": bool}, ("agree",))
        return await run_in_threadpool(answer, service, mid(request), bearer(request), data["agree"])

    async def again(request: Request) -> Any:
        await empty(request)
        return await run_in_threadpool(rematch, service, mid(request), bearer(request))

    async def listing(request: Request) -> Any:
        player = request.query_params.get("player")
        return {"matches": await run_in_threadpool(service.listing, bearer(request), player)}

    async def create(request: Request) -> Any:
        data = await body(request)
        return await run_in_threadpool(service.create, data, bearer(request))

    async def look(request: Request) -> Any:
        return await run_in_threadpool(service.look, mid(request), bearer(request))

    async def join(request: Request) -> Any:
        data = await body(request)
        return await run_in_threadpool(service.join, mid(request), data, bearer(request))

    async def log(request: Request) -> Any:
        return await run_in_threadpool(service.log, mid(request), bearer(request), _after(request))

    async def submit(request: Request) -> Any:
        data = await body(request)
        return await run_in_threadpool(service.submit, mid(request), data, bearer(request))

    async def presence(request: Request) -> Any:
        data = await body(request)
        if not isinstance(data, dict) or set(data) != {"present"} or type(data["present"]) is not bool:
            raise ApiError(422, "bad_body", 'the body is {"present": true|false}')
        return await run_in_threadpool(service.leave, mid(request), bearer(request), data["present"])

    async def save(request: Request) -> Any:
        data = await run_in_threadpool(service.save, mid(request), bearer(request))
        return Response(data, media_type="application/x-senet-save", headers={
            "content-disposition": f'attachment; filename="{mid(request)}.senet"'})

    async def export(request: Request) -> Any:
        data = await run_in_threadpool(service.export, mid(request), bearer(request))
        return Response(data, media_type="application/x-senet-save", headers={
            "content-disposition": f'attachment; filename="{mid(request)}-seat.senet"'})

    async def openapi(request: Request) -> Any:
        from .openapi import document

        return JSONResponse(document(service.store.registry))

    return [
        Route("/healthz", guarded(healthz), methods=["GET"]),
        Route("/openapi.json", guarded(openapi), methods=["GET"]),
        Route("/games", guarded(games), methods=["GET"]),
        Route("/bots", guarded(bots), methods=["GET"]),
        Route("/matches", guarded(listing), methods=["GET"]),
        Route("/matches", guarded(create, 201), methods=["POST"]),
        Route("/matches/{match_id}", guarded(look), methods=["GET"]),
        Route("/matches/{match_id}/join", guarded(join), methods=["POST"]),
        Route("/matches/{match_id}/log", guarded(log), methods=["GET"]),
        Route("/matches/{match_id}/moves", guarded(submit), methods=["POST"]),
        Route("/matches/{match_id}/presence", guarded(presence), methods=["POST"]),
        Route("/matches/{match_id}/undo", guarded(undo), methods=["POST"]),
        Route("/matches/{match_id}/undo/answer", guarded(undo_answer), methods=["POST"]),
        Route("/matches/{match_id}/rematch", guarded(again, 201), methods=["POST"]),
        Route("/matches/{match_id}/save", guarded(save), methods=["GET"]),
        Route("/matches/{match_id}/export", guarded(export), methods=["GET"]),
    ]
