"""Who is at the table: a seat's connections counted over every process (in the database),
absent seats (a bot plays for them) and seats whose time per decision ran out."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from .autoplay import Autoplay
from .db import matches, seats
from .store import Store

__all__ = ["Presence", "seat_row"]


def seat_row(match_id: str, seat: int) -> sa.Update:
    """An update of one seat's row."""
    return sa.update(seats).where(seats.c.match_id == match_id).where(seats.c.seat == seat)


class Presence:
    """Presence over one :class:`Store`; a seat gone absent wakes the match's bot moves."""

    def __init__(self, store: Store, autoplay: Autoplay) -> None:
        self.store = store
        self.autoplay = autoplay

    def arrived(self, match_id: str, seat: int) -> None:
        """A seat opened a connection (counted over every process, in the database): if it
        was absent, it is back, and the next move's note says so."""
        with self.store.locked(match_id), self.store.writing() as conn:
            conn.execute(seat_row(match_id, seat).values(connections=seats.c.connections + 1))
            self._back(conn, match_id, seat)

    def departed(self, match_id: str, seat: int) -> None:
        """A seat closed a connection. When it was its last one to any process, in a match
        with a time per decision, a bot plays for it until it is back (without a time,
        people may come back at leisure)."""
        with self.store.locked(match_id):
            row = self.store.live(match_id).row
            timed = row.seconds_per_move is not None and not row.over
            with self.store.writing() as conn:
                conn.execute(seat_row(match_id, seat).where(seats.c.connections > 0)
                             .values(connections=seats.c.connections - 1))
                left = conn.execute(sa.select(seats.c.connections).where(seats.c.match_id == match_id)
                                    .where(seats.c.seat == seat)).scalar_one()
                gone = timed and left == 0 and self._away(conn, match_id, seat)
        if gone:
            self.autoplay.wake(match_id)

    def set(self, match_id: str, seat: int, present: bool) -> None:
        """Mark a seat present (back) or absent (a bot plays for it)."""
        with self.store.writing() as conn:
            if present:
                self._back(conn, match_id, seat)
            else:
                self._away(conn, match_id, seat)

    def _back(self, conn: Connection, match_id: str, seat: int) -> None:
        if conn.execute(seat_row(match_id, seat).where(seats.c.absent.is_(True))
                        .values(absent=False, back=True)).rowcount:
            self.store.touch_seats(conn, match_id)

    def _away(self, conn: Connection, match_id: str, seat: int) -> bool:
        if conn.execute(seat_row(match_id, seat).where(seats.c.absent.is_(False))
                        .values(absent=True, back=False)).rowcount:
            self.store.touch_seats(conn, match_id)
            return True
        return False

    def sweep(self, now: float) -> int:
        """Seats whose time per decision ran out become absent (a bot plays for them);
        returns how many matches moved."""
        with self.store.engine.connect() as conn:
            due = conn.execute(sa.select(matches.c.id).where(matches.c.over.is_(False))
                               .where(matches.c.seconds_per_move.is_not(None))
                               .where(matches.c.decision_since + matches.c.seconds_per_move <= now)
                               ).scalars().all()
        for match_id in due:
            with self.store.locked(match_id):
                live = self.store.live(match_id)
                rows = live.seats
                for late in [p for p in live.match.to_act if rows[p].bot is None and not rows[p].absent]:
                    self.set(match_id, late, False)
            self.autoplay.wake(match_id)
        return len(due)
