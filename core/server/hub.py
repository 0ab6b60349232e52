"""WebSocket pushes: each connection receives, after every committed move, that move's
events as its seat sees them and its new view, numbered by move.

A publish only wakes the connections watching the match; each connection then reads
what came after the last move it sent, so a burst is sent once, in order, with nothing
missed and nothing twice, whichever process committed the moves.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.websockets import WebSocket, WebSocketDisconnect

from .checks import match_ref
from .jsonform import ApiError, dumps, loads_untrusted
from .limits import MAX_MESSAGE, RateLimits, Sockets
from .service import Caller, Service

__all__ = ["Hub", "websocket_endpoint"]

HELLO_SECONDS = 10.0
logger = logging.getLogger("senet.server")


class Hub:
    """The connections of this process, by match."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self.loop: asyncio.AbstractEventLoop | None = None
        self.watching: dict[str, set[asyncio.Event]] = {}
        self.latest: dict[str, int] = {}
        """The newest move number published per watched match."""

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        """The event loop the connections live on."""
        self.loop = loop

    def publish(self, match_id: str, n: int = 0) -> None:
        """Wake every connection watching ``match_id`` (on the loop)."""
        if n <= 0:
            self.latest.pop(match_id, None)  # a move number unknown: the database is read
        elif match_id in self.watching:
            if self.latest.get(match_id, 0) >= n:
                return  # woken for it already (this process's commit, then its NOTIFY)
            self.latest[match_id] = n
        for wake in self.watching.get(match_id, ()):
            wake.set()

    def publish_threadsafe(self, match_id: str, n: int = 0) -> None:
        """``publish`` from a worker thread."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.publish, match_id, n)

    def publish_all_threadsafe(self) -> None:
        """Wake every connection (after the fan-out reconnected)."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._publish_all)

    def _publish_all(self) -> None:
        for match_id in list(self.watching):
            self.publish(match_id)

    def now(self, match_id: str, seat: Caller) -> dict[str, Any]:
        """Where the match stands for ``seat``: move number, view, legal moves, result."""
        with self.service.store.locked(match_id):
            state = self.service.summary(self.service.store.live(match_id), seat)
        return {k: state[k] for k in ("n", "view", "legal", "over", "result")}

    def updates(self, match_id: str, seat: Caller, after: int) -> list[dict[str, Any]]:
        """The messages for the moves after ``after``: events each, the view with the last."""
        service = self.service
        with service.store.locked(match_id):
            live = service.store.live(match_id, self.latest.get(match_id))
            moves = service.moves_after(live, seat, after)
            if not moves:
                return []
            state = service.summary(live, seat)
        out: list[dict[str, Any]] = [{"type": "move", **m, "view": None, "legal": None} for m in moves]
        out[-1].update(view=state["view"], legal=state["legal"], over=state["over"], result=state["result"])
        return out


def websocket_endpoint(hub: Hub, limits: RateLimits, sockets: Sockets
                       ) -> Callable[[WebSocket], Awaitable[None]]:
    """The ``/ws/matches/{id}`` handler: hello, catch-up, then pushes and moves."""

    async def endpoint(ws: WebSocket) -> None:
        await ws.accept()
        address = limits.address(ws)
        try:
            limits.check(ws, address_only=True)
            sockets.enter(address)
        except ApiError as error:
            await _close(ws, error)
            return
        try:
            await _connected(hub, ws, limits)
        finally:
            sockets.leave(address)

    return endpoint


async def _connected(hub: Hub, ws: WebSocket, limits: RateLimits) -> None:
    try:
        match_id = match_ref(ws.path_params["match_id"])
        hello = await asyncio.wait_for(_receive(ws), HELLO_SECONDS)
        seat, after = await _hello(hub.service, match_id, hello)
    except ApiError as error:
        await _close(ws, error)
        return
    except (TimeoutError, WebSocketDisconnect):
        await _close(ws, ApiError(408, "no_hello", "send {\"token\": ..., \"after\": N} first"))
        return
    token = hello.get("token")
    if seat is not None:  # counted in the database: the seat's connections to every process
        await run_in_threadpool(hub.service.arrived, match_id, seat)
    wake = asyncio.Event()
    wake.set()
    hub.watching.setdefault(match_id, set()).add(wake)
    pusher: asyncio.Task[None] | None = None
    try:  # from here on, whatever happens, the connection is counted out at the end
        state = {"sent": after}
        now = await run_in_threadpool(hub.now, match_id, seat)
        await ws.send_text(dumps({"type": "hello", "seat": seat, "after": after, **now}).decode())
        pusher = asyncio.create_task(_push(hub, ws, match_id, seat, wake, state))
        await _listen(hub, ws, match_id, token, limits)
    finally:
        if pusher is not None:
            pusher.cancel()
        if seat is not None:
            await run_in_threadpool(hub.service.departed, match_id, seat)
        hub.watching.get(match_id, set()).discard(wake)
        if not hub.watching.get(match_id):
            hub.watching.pop(match_id, None)
            hub.latest.pop(match_id, None)


async def _receive(ws: WebSocket) -> Any:
    message = await ws.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    data = message.get("bytes") or (message.get("text") or "").encode("utf-8", "surrogatepass")
    if len(data) > MAX_MESSAGE:
        raise ApiError(413, "too_large", f"a message has at most {MAX_MESSAGE} bytes")
    return loads_untrusted(data)


async def _hello(service: Service, match_id: str, hello: Any) -> tuple[Caller, int]:
    if not isinstance(hello, dict) or not set(hello) <= {"token", "after"}:
        raise ApiError(400, "bad_hello", 'the first message is {"token": TOKEN or null, "after": N}')
    token, after = hello.get("token"), hello.get("after", 0)
    if ((token is not None and (type(token) is not str or not 1 <= len(token) <= 200))
            or type(after) is not int or not 0 <= after < 10**9):
        raise ApiError(400, "bad_hello", "'token' is a string (1 to 200 characters) or null, "
                       "'after' a move number")
    seat = await run_in_threadpool(service.caller, match_id, token)
    live_n = await run_in_threadpool(lambda: service.store.live(match_id).n)
    if after > live_n:
        raise ApiError(409, "bad_seq", f"the match has {live_n} moves; you asked for those after {after}")
    return seat, after


async def _push(hub: Hub, ws: WebSocket, match_id: str, seat: Caller, wake: asyncio.Event,
                state: dict[str, int]) -> None:
    try:
        while True:
            await wake.wait()
            wake.clear()
            for message in await run_in_threadpool(hub.updates, match_id, seat, state["sent"]):
                await ws.send_text(dumps(message).decode())
                state["sent"] = message["n"]
    except (WebSocketDisconnect, RuntimeError):
        return  # the client left
    except Exception:
        # The database away, say: the client is told to reconnect (with its last number)
        # rather than left waiting for pushes that no longer come.
        logger.exception("pushes to a connection of match %s stopped", match_id)
        await _close(ws, ApiError(503, "unavailable", "the server cannot push now: reconnect"))


async def _listen(hub: Hub, ws: WebSocket, match_id: str, token: str | None, limits: RateLimits) -> None:
    while True:
        try:
            data = await _receive(ws)
            limits.check(ws, token)
            if data == {"type": "ping"}:
                await ws.send_text(dumps({"type": "pong"}).decode())
                continue
            result = await run_in_threadpool(hub.service.submit, match_id, data, token)
            await ws.send_text(dumps({"type": "ack", "n": result["n"]}).decode())
        except WebSocketDisconnect:
            return
        except ApiError as error:
            if error.status == 413:
                await _close(ws, error)
                return
            await ws.send_text(_error_text(error))


async def _close(ws: WebSocket, error: ApiError) -> None:
    with contextlib.suppress(Exception):  # the client may be gone already: nothing to tell
        await ws.send_text(_error_text(error))
        await ws.close(1009 if error.status == 413 else 1011 if error.status == 503 else 1008)


def _error_text(error: ApiError) -> str:
    return dumps({"type": "error", "code": error.code, "message": error.message}).decode()
