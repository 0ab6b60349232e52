"""The ASGI application: routes, the WebSocket hub, migrations and the timeout sweeper."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable, Sequence

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.routing import WebSocketRoute

from ..registry import Registry, default_registry
from .api import routes
from .bots import BOT_SECONDS
from .cors import cors_middleware
from .db import database, migrate
from .hub import Hub, websocket_endpoint
from .limits import RateLimits, Sockets
from .pgnotify import PgFanout
from .service import Service
from .store import Store
from .tables import table_routes
from .web import web_routes
from .wire import wire_middleware

__all__ = ["create_app"]

logger = logging.getLogger("senet.server")


def create_app(db: str = "senet.db", *, registry: Registry | None = None, server_key: str | None = None,
               rate: float = 50.0, burst: float = 200.0, sweep_every: float | None = 1.0,
               clock: Callable[[], float] = time.time, cors_origins: Sequence[str] = (),
               trusted_proxies: Sequence[str] = (), bot_seconds: float = BOT_SECONDS,
               bot_threads: int = 1, bot_queue: int = 1000, sockets_per_address: int = 1000) -> Starlette:
    """The server for database ``db`` (a SQLite path or URL, or ``postgresql://...``).

    ``rate``/``burst``: requests a second per client (a token, else an address;
    ``senet.server.limits``); ``trusted_proxies``: the addresses or networks of proxies whose
    ``X-Forwarded-For`` names the client (ValueError for a malformed one); ``sweep_every``: seconds between
    checks for seats out of time (``None``: never, tests call ``service.presence.sweep``);
    ``cors_origins``: the web origins whose pages may read answers (``senet.server.cors``;
    ValueError for a malformed one); ``bot_seconds``: the time budget of one bot move,
    ``bot_threads``: how many bot moves are thought at once, ``bot_queue``: how many matches
    may wait for a bot before matches with bot seats are refused (``senet.server.autoplay``);
    ``sockets_per_address``: WebSocket connections one address may hold open.
    """
    if not bot_seconds > 0 or bot_threads < 1 or bot_queue < 1:
        raise ValueError("bot_seconds must be above 0, bot_threads and bot_queue at least 1")
    middleware = cors_middleware(cors_origins)  # checked before anything is opened
    limits = RateLimits(rate, burst, trusted=trusted_proxies)
    sockets = Sockets(per_address=sockets_per_address)
    engine = database(db)
    migrate(engine)
    store = Store(engine, registry or default_registry(), clock=clock)
    service = Service(store, server_key=server_key, bot_seconds=bot_seconds, bot_threads=bot_threads,
                      bot_queue=bot_queue)
    hub = Hub(service)
    fanout = PgFanout(engine, hub) if store.postgres else None
    if fanout is not None:
        service.notify = fanout.notify  # the other processes learn of a move by NOTIFY
    service.listeners.append(hub.publish_threadsafe)  # this one at once, without the round trip

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hub.bind(asyncio.get_running_loop())
        if fanout is not None:
            fanout.start()
        service.autoplay.start()
        resumed = await run_in_threadpool(service.resume)
        if resumed:
            logger.info("bots: %d matches with a bot or absent seat looked at again", resumed)
        sweeper = asyncio.create_task(_sweep(service, sweep_every, clock)) if sweep_every else None
        try:
            yield
        finally:
            if sweeper is not None:
                sweeper.cancel()
            service.autoplay.stop()
            if fanout is not None:
                fanout.stop()
            engine.dispose()

    sockets_route = WebSocketRoute("/ws/matches/{match_id}", websocket_endpoint(hub, limits, sockets))
    app = Starlette(routes=[*routes(service, limits), *table_routes(service, limits), *web_routes(),
                            sockets_route],
                    middleware=[*middleware, *wire_middleware()], lifespan=lifespan)
    app.state.service = service
    app.state.hub = hub
    app.state.sockets = sockets
    return app


async def _sweep(service: Service, every: float, clock: Callable[[], float]) -> None:
    while True:
        await asyncio.sleep(every)
        service.autoplay.retry()
        try:
            await run_in_threadpool(service.presence.sweep, clock())
        except Exception:  # the database away for a moment: said, and tried at the next tick
            logger.exception("the sweep for seats out of time failed")
