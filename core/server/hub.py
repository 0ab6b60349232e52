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
        """Where the match stands for ``seat``: move number, view, legal moves, result, how
        many take-backs its history has had, a pending request to take back, a rematch."""
        with self.service.store.locked(match_id):
            live = self.service.store.live(match_id)
            state = self.service.summary(live, seat)
            undos = live.row.undos
        return {**{k: state[k] for k in ("n", "view", "legal", "over", "result", "undo", "rematch")},
                "undos": undos}

    def updates(self, match_id: str, seat: Caller, sent: dict[str, Any]) -> list[dict[str, Any]]:
        """The messages a connection has not had: after a take-back it was not told of, a
        ``taken_back`` (every move after its ``n`` is gone); the moves after the last it was
        sent, events each, the view with the last; a ``request`` when a request to take back
        or a rematch changed. ``sent`` (``n``, ``undos``, ``request``) is brought up to date;
        with ``views`` false in it, no view or legal moves are sent, the newest says ``newest``."""
        service = self.service
        with service.store.locked(match_id):
            live = service.store.live(match_id, self.latest.get(match_id))
            out: list[dict[str, Any]] = []
            after = sent["n"]
            undos = live.row.undos
            if sent["undos"] is not None and undos != sent["undos"]:
                # the moves both histories share: all before the last take-back's point, when
                # this connection saw the history that one rewrote; else none is sure
                after = min(after, live.row.undone_to or 0) if undos == sent["undos"] + 1 else 0
                out.append({"type": "taken_back", "n": after, "undos": undos, "view": None, "legal": None})
            moves = service.moves_after(live, seat, min(after, live.n))
            state = service.summary(live, seat)
        out += [{"type": "move", **m, "view": None, "legal": None} for m in moves]
        if out:
            if sent.get("views", True):
                out[-1].update({k: state[k] for k in ("view", "legal", "over", "result")})
            else:  # a client that reads the table itself: the newest is marked, no view sent
                out[-1].update(over=state["over"], result=state["result"], newest=True)
        request = {"undo": state["undo"], "rematch": state["rematch"]}
        if request != sent["request"]:
            out.append({"type": "request", **request})
        last = [m["n"] for m in out if m["type"] != "request"]
        sent.update(undos=undos, request=request, n=last[-1] if last else sent["n"])
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
        seat, after, undos, views = await _hello(hub.service, match_id, hello)
    except ApiError as error:
        await _close(ws, error)
        return
    except (TimeoutError, WebSocketDisconnect):
        await _close(ws, ApiError(408, "no_hello", "send {\"token\": ..., \"after\": N} first"))
        return
    token = hello.get("token")
    if seat is not None:  # counted in the database: the seat's connections to every process
        await run_in_threadpool(hub.service.presence.arrived, match_id, seat)
    wake = asyncio.Event()
    wake.set()
    hub.watching.setdefault(match_id, set()).add(wake)
    pusher: asyncio.Task[None] | None = None
    try:  # from here on, whatever happens, the connection is counted out at the end
        now = await run_in_threadpool(hub.now, match_id, seat)
        # a client that names no history is taken to hold the one of now
        sent = {"n": after, "undos": now["undos"] if undos is None else undos,
                "request": {"undo": now["undo"], "rematch": now["rematch"]}, "views": views}
        await ws.send_text(dumps({"type": "hello", "seat": seat, "after": after, **now}).decode())
        pusher = asyncio.create_task(_push(hub, ws, match_id, seat, wake, sent))
        await _listen(hub, ws, match_id, token, limits)
    finally:
        if pusher is not None:
            pusher.cancel()
        if seat is not None:
            await run_in_threadpool(hub.service.presence.departed, match_id, seat)
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


async def _hello(service: Service, match_id: str, hello: Any) -> tuple[Caller, int, int | None, bool]:
    if not isinstance(hello, dict) or not set(hello) <= {"token", "after", "undos", "views"}:
        raise ApiError(400, "bad_hello", 'the first message is {"token": TOKEN or null, "after": N, '
                       '"undos"?: U, "views"?: true|false}')
    token, after, undos = hello.get("token"), hello.get("after", 0), hello.get("undos")
    views = hello.get("views", True)
    if type(views) is not bool:
        raise ApiError(400, "bad_hello", "'views' is true or false")
    if ((token is not None and (type(token) is not str or not 1 <= len(token) <= 200))
            or type(after) is not int or not 0 <= after < 10**9
            or (undos is not None and (type(undos) is not int or not 0 <= undos < 10**9))):
        raise ApiError(400, "bad_hello", "'token' is a string (1 to 200 characters) or null, "
                       "'after' a move number, 'undos' the count of take-backs last heard of")
    seat = await run_in_threadpool(service.caller, match_id, token)

    def where() -> tuple[int, int]:
        with service.store.locked(match_id):
            live = service.store.live(match_id)
            return live.n, live.row.undos

    live_n, live_undos = await run_in_threadpool(where)
    if after > live_n and undos in (None, live_undos):
        raise ApiError(409, "bad_seq", f"the match has {live_n} moves; you asked for those after {after}")
    return seat, after, undos, views


async def _push(hub: Hub, ws: WebSocket, match_id: str, seat: Caller, wake: asyncio.Event,
                sent: dict[str, Any]) -> None:
    try:
        while True:
            await wake.wait()
            wake.clear()
            for message in await run_in_threadpool(hub.updates, match_id, seat, sent):
                await ws.send_text(dumps(message).decode())
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
