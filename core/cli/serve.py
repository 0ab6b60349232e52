"""``senet serve``: the HTTP and WebSocket server (needs the ``server`` extra)."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from typing import Any

from rich.console import Console

from .common import OK, CommandError

SWITCH_SECONDS = 0.0005
"""How long a thread holding the interpreter may run before another is let in (Python's
default: 5 ms). The bot and replay threads compute for long stretches, and a request that
waits for the interpreter a few times waited up to that long each time: under
tests/server/test_hostile_load.py's attacks an honest seat's reads took p50 70 ms, p99 190
ms at 5 ms; 25-30 and 72-86 ms at 1 ms; 24-26 and 69-70 ms at 0.5 ms."""

__all__ = ["add_parser"]

INSTALL = "senet serve needs the server extra: pip install 'senet[server]'"


def add_parser(sub: Any) -> None:
    """Register ``serve``."""
    p = sub.add_parser("serve", help="serve matches over HTTP and WebSocket",
                       description="Serve matches of every installed game over HTTP and WebSocket "
                                   "(API at /openapi.json; docs/server.md).")
    p.add_argument("--db", default="senet.db",
                   help="a SQLite file (default senet.db) or postgresql://USER:PASS@HOST/DB")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--server-key", default=None,
                   help="only holders of this key create matches (default: $SENET_SERVER_KEY; "
                        "without one anybody may)")
    p.add_argument("--cors-origin", action="append", default=[], metavar="URL",
                   help="let scripts of pages at this origin (scheme://host[:port]) read the "
                        "answers; repeatable; * allows every page (default: none)")
    p.add_argument("--rate", type=float, default=50.0,
                   help="requests (or WebSocket messages) a second per client: per token, else per "
                        "address (default 50)")
    p.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                   help="an address or network (10.0.0.0/8) of a proxy whose X-Forwarded-For names "
                        "the client; repeatable (default: none, the peer's address is the client's)")
    p.add_argument("--bot-seconds", type=float, default=2.0,
                   help="the time budget of one bot move, in seconds: a bot's own time limit is cut "
                        "to it (default 2)")
    p.add_argument("--bot-threads", type=int, default=1,
                   help="bot moves thought at once, over every match: the CPU the bots may take "
                        "(default 1)")
    p.add_argument("--bot-queue", type=int, default=1000,
                   help="matches that may wait for a bot move before new matches with bot seats are "
                        "refused (default 1000)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Start the server and serve until interrupted."""
    try:
        import uvicorn

        from ..server import create_app
        from ..server.cors import origin
        from ..server.limits import proxies
    except ImportError as exc:
        raise CommandError(f"{INSTALL} ({exc})", 1) from None
    key = args.server_key or os.environ.get("SENET_SERVER_KEY") or None
    try:
        origins = [origin(text) for text in args.cors_origin]
    except ValueError as exc:
        raise CommandError(f"--cors-origin: {exc}") from None
    try:
        proxies(args.trusted_proxy)
    except ValueError as exc:
        raise CommandError(f"--trusted-proxy: {exc}") from None
    if not args.bot_seconds > 0 or args.bot_threads < 1 or args.bot_queue < 1:
        raise CommandError("--bot-seconds must be above 0, --bot-threads and --bot-queue at least 1")
    app = create_app(args.db, server_key=key, rate=args.rate, burst=max(args.rate * 4, 1),
                     cors_origins=origins, trusted_proxies=args.trusted_proxy,
                     bot_seconds=args.bot_seconds, bot_threads=args.bot_threads, bot_queue=args.bot_queue)
    console.print(f"senet serve: http://{args.host}:{args.port} (database {args.db.split('@')[-1]})")
    # What is loaded now (modules, the games, the database layer) lives as long as the process:
    # kept out of the cyclic collector's full passes, which otherwise stalled every push for
    # 100-170 ms under load (bench/serve_load.py --slowest).
    gc.collect()
    gc.freeze()
    # No per-message compression: the pushes are small, and deflating them cost about a
    # tenth of the server's time under load (bench/serve_load.py).
    sys.setswitchinterval(SWITCH_SECONDS)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=16 * 1024,
                ws_per_message_deflate=False, proxy_headers=False)  # --trusted-proxy: ours
    return OK
