"""Pushes between processes sharing one PostgreSQL: LISTEN/NOTIFY.

A committed move sends ``NOTIFY senet_moves, 'MATCH N'`` inside its transaction, so it
is delivered only once the move is committed, to every process (this one included).
Each process then reads the rows it has not seen; the payload carries no game data.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

import psycopg
import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

if TYPE_CHECKING:
    from .hub import Hub

__all__ = ["CHANNEL", "PgFanout"]

CHANNEL = "senet_moves"
logger = logging.getLogger("senet.server")


class PgFanout:
    """A thread listening on one PostgreSQL connection, handing notices to the hub."""

    def __init__(self, engine: Engine, hub: Hub) -> None:
        self.url = engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
        self.hub = hub
        self.stopping = threading.Event()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, name="senet-pg-listen", daemon=True)

    def notify(self, conn: Connection, match_id: str, n: int) -> None:
        """Queue the notice in the committing transaction."""
        conn.execute(sa.text("SELECT pg_notify(:channel, :payload)"),
                     {"channel": CHANNEL, "payload": f"{match_id} {n}"})

    def start(self) -> None:
        """Listen from now on (returns once listening)."""
        self.thread.start()
        self.ready.wait(10)

    def stop(self) -> None:
        """Stop listening."""
        self.stopping.set()
        self.thread.join(5)

    def _run(self) -> None:
        while not self.stopping.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.ready.set()
                    self.hub.publish_all_threadsafe()  # notices may have been missed while away
                    while not self.stopping.is_set():
                        for notice in conn.notifies(timeout=0.5):
                            match_id, _, n = notice.payload.partition(" ")
                            if n.isdigit():
                                self.hub.publish_threadsafe(match_id, int(n))
            except psycopg.Error as exc:
                logger.warning("PostgreSQL LISTEN connection lost (%s); reconnecting", exc)
                self.stopping.wait(1.0)
