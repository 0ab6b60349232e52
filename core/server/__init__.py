"""``senet serve``: matches over HTTP and WebSocket, kept in SQLite or PostgreSQL.

Needs the ``server`` extra: ``pip install 'senet[server]'``.
"""

from .app import create_app

__all__ = ["create_app"]
