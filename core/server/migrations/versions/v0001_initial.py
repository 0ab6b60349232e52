"""The first schema: matches, seats, moves, snapshots.

A revision spells its tables out rather than importing ``senet.server.db``: the tables
there follow the newest schema, and an old revision must keep meaning what it did.
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None


def upgrade() -> None:
    """Create the four tables."""
    op.create_table(
        "matches",
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
    )
    op.create_table(
        "seats",
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("token_hash", sa.String(64), nullable=True, unique=True),
        sa.Column("name", sa.String(100), nullable=True),
        sa.Column("bot", sa.String(40), nullable=True),
        sa.Column("absent", sa.Boolean, nullable=False),
    )
    op.create_index("seats_by_name", "seats", ["name"])
    op.create_table(
        "moves",
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("n", sa.Integer, primary_key=True),
        sa.Column("player", sa.Integer, nullable=False),
        sa.Column("move", sa.LargeBinary, nullable=False),
        sa.Column("log_end", sa.Integer, nullable=False),
        sa.Column("changed", sa.Boolean, nullable=False),
        sa.Column("note", sa.Text, nullable=True),
    )
    op.create_table(
        "snapshots",
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), primary_key=True),
        sa.Column("n", sa.Integer, primary_key=True),
        sa.Column("data", sa.LargeBinary, nullable=False),
    )
    op.create_index("matches_deadline", "matches", ["over", "seconds_per_move"])
