"""Take-backs and rematches: ``matches.undos`` (how many times the match's history was
rewritten), ``undone_to``, ``undo_request`` (a pending request the table must agree to)
and ``rematch`` (the match made to play the same seats again)."""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"


def upgrade() -> None:
    """Add the four columns."""
    with op.batch_alter_table("matches") as batch:
        batch.add_column(sa.Column("undos", sa.Integer, nullable=False, server_default="0"))
        batch.add_column(sa.Column("undone_to", sa.Integer, nullable=True))
        batch.add_column(sa.Column("undo_request", sa.Text, nullable=True))
        batch.add_column(sa.Column("rematch", sa.String(32), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("matches") as batch:
        for name in ("rematch", "undo_request", "undone_to", "undos"):
            batch.drop_column(name)
