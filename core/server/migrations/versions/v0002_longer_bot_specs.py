"""A seat's bot spec up to 200 characters (it was 40: ``mcts:iterations=5000,rollout=1000,
seconds=5``, within the server's caps, did not fit on PostgreSQL).

SQLite does not enforce a text column's length, so only other databases alter the column.
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"


def upgrade() -> None:
    """Widen ``seats.bot``."""
    if op.get_bind().dialect.name != "sqlite":
        op.alter_column("seats", "bot", type_=sa.String(200), existing_type=sa.String(40),
                        existing_nullable=True)


def downgrade() -> None:
    """Narrow ``seats.bot`` again (a longer spec stored meanwhile would not fit)."""
    if op.get_bind().dialect.name != "sqlite":
        op.alter_column("seats", "bot", type_=sa.String(40), existing_type=sa.String(200),
                        existing_nullable=True)
