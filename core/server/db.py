"""The database: tables (SQLAlchemy Core), engines for SQLite and PostgreSQL, migrations.

One code path for both: SQLite (a file, WAL mode, a busy timeout) by default and
PostgreSQL (psycopg 3) at scale. Alembic brings the schema up to date at start.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from sqlalchemy.engine import Engine

__all__ = ["database", "matches", "metadata", "migrate", "moves", "seats", "snapshots"]

metadata = sa.MetaData()

matches = sa.Table(
    "matches", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("public", sa.Boolean, nullable=False),
    sa.Column("seq", sa.Integer, nullable=False),
    sa.Column("over", sa.Boolean, nullable=False),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("seconds_per_move", sa.Integer, nullable=True),
    sa.Column("decision_since", sa.Float, nullable=False),
    sa.Column("spectator_hash", sa.String(64), nullable=True),
    sa.Column("log_start", sa.Integer, nullable=False),
    sa.Column("seats_rev", sa.Integer, nullable=False),
    sa.Column("undos", sa.Integer, nullable=False, server_default="0"),
    sa.Column("undone_to", sa.Integer, nullable=True),
    sa.Column("undo_request", sa.Text, nullable=True),
    sa.Column("rematch", sa.String(32), nullable=True),
)
"""One row per match; ``seq`` counts its committed moves (the version a move is
committed against: the conditional update that makes one of two racing moves win);
``seats_rev`` changes with every change to its seats (what tells a process to read them);
``undos`` counts the take-backs (a history rewritten: a process holding the match
rebuilds it), ``undone_to`` is the move count the last one went back to; ``undo_request``
a seat's pending request to take back (JSON, :mod:`senet.server.takeback`); ``rematch``
the match made to play these seats again (:mod:`senet.server.rematch`)."""

seats = sa.Table(
    "seats", metadata,
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("token_hash", sa.String(64), nullable=True, unique=True),
    sa.Column("name", sa.String(100), nullable=True),
    sa.Column("bot", sa.String(200), nullable=True),
    sa.Column("absent", sa.Boolean, nullable=False),
    sa.Column("connections", sa.Integer, nullable=False, server_default="0"),
    sa.Column("back", sa.Boolean, nullable=False, server_default=sa.false()),
)
"""A seat: the hash of its token (``None``: open, not yet joined; ``rematch:MATCH:SEAT``, never
a token's hash: kept for that seat's player in a rematch), a bot spec, absent; its
open WebSocket connections over every process; ``back``: it reconnected after being absent,
and the next move's note will say so."""

moves = sa.Table(
    "moves", metadata,
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),
    sa.Column("player", sa.Integer, nullable=False),
    sa.Column("move", sa.LargeBinary, nullable=False),
    sa.Column("log_end", sa.Integer, nullable=False),
    sa.Column("changed", sa.Boolean, nullable=False),
    sa.Column("note", sa.Text, nullable=True),
)
"""Move ``n`` of a match (from 1) as the codec's msgpack bytes; the log length after it;
whether it changed the game state (a hidden commit that is not the last does not); a
server annotation (a bot played for an absent seat). (match, n) is unique."""

snapshots = sa.Table(
    "snapshots", metadata,
    sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),
    sa.Column("data", sa.LargeBinary, nullable=False),
)
"""The engine's snapshot file after ``n`` moves (0: the match as created)."""


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def database(url: str) -> Engine:
    """An engine for ``url``: a path or ``sqlite:///...`` (SQLite) or ``postgresql://...``."""
    if "://" not in url:
        url = f"sqlite:///{url}"
    if url.startswith(("postgresql://", "postgres://")):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    if url.startswith("sqlite"):
        engine = sa.create_engine(url, connect_args={"check_same_thread": False, "timeout": 10},
                                  pool_size=8, max_overflow=8)
        sa.event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return sa.create_engine(url, pool_size=8, max_overflow=8, pool_pre_ping=True)


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest revision (Alembic, scripts shipped in the package)."""
    config = Config()
    config.set_main_option("script_location", str(resources.files("senet.server") / "migrations"))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
