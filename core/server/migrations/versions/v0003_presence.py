"""Presence in the database, shared by every process: a seat's open WebSocket connections
(over all processes) and whether a note that it came back is owed to the log.

A process that dies leaves its connections counted, so a seat it served is not made absent
by a closed socket; its decision timer, which still runs out, makes it absent.
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"


def upgrade() -> None:
    """Add ``seats.connections`` and ``seats.back``."""
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("connections", sa.Integer, nullable=False, server_default="0"))
        batch.add_column(sa.Column("back", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("back")
        batch.drop_column("connections")
