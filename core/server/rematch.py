"""Same seats again: a new match of the same game, options and seats once a match is over.

The first seat to ask makes it (a new seed; bots keep their specs and names, open seats stay
open) and gets its own new token. Every other person's seat is kept for them: its token
column holds ``rematch:MATCH:SEAT``, which no token hashes to and which nobody may join, until
that seat of the old match asks too and gets its new token. Tokens are still shown once each,
to their seat's holder only.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa

from ..create import new_match
from .db import matches, seats
from .jsonform import ApiError
from .tokens import new_id, new_token, token_hash

if TYPE_CHECKING:
    from .service import Service

__all__ = ["rematch"]


def _kept(match_id: str, seat: int) -> str:
    """What a seat kept for its old player holds instead of a token's hash."""
    return f"rematch:{match_id}:{seat}"


def rematch(service: Service, match_id: str, token: str | None) -> dict[str, Any]:
    """``POST /matches/{id}/rematch``: the caller's seat in the rematch (made now if nobody
    asked before): ``{"id", "seat", "token"}``, and ``spectator_token`` for its maker."""
    store = service.store
    with store.locked(match_id):
        live = store.live(match_id)
        seat = service.who(live, token)
        if seat is None:
            raise ApiError(403, "spectator", "a spectator holds no seat to play again")
        if not live.match.is_over:
            raise ApiError(409, "not_over", "a rematch is made once the match is over")
        if live.row.rematch is None:
            made = _make(service, live, seat)
            if made is not None:
                for listener in service.listeners:
                    listener(match_id, 0)
                return made
            live = store.live(match_id)  # another seat made it first: take the seat kept
        new = live.row.rematch
    fresh = new_token()
    with store.locked(new), store.writing() as conn:
        done = conn.execute(sa.update(seats).where(seats.c.match_id == new).where(seats.c.seat == seat)
                            .where(seats.c.token_hash == _kept(match_id, seat))
                            .values(token_hash=token_hash(fresh))).rowcount
        if done:
            store.touch_seats(conn, new)
    if not done:
        raise ApiError(409, "seat_taken", "your seat in the rematch was given its token already: "
                       "open it with the link you got then")
    return {"id": new, "seat": seat, "token": fresh}


def _make(service: Service, live: Any, seat: int) -> dict[str, Any] | None:
    """The rematch of ``live`` with the caller at ``seat`` (``None``: another made it first)."""
    store, match, row = service.store, live.match, live.row
    game = match.game
    fresh, spectator, new = new_token(), new_token(), new_id()
    copy = new_match(game, match.players, seed=secrets.randbits(63), options=dict(match.options),
                     registry=store.registry)
    rows = []
    for s in live.seats:
        if s.bot is not None or s.token_hash is None:
            kept = None  # a bot's seat, or one still open
        elif s.seat == seat:
            kept = token_hash(fresh)
        else:
            kept = _kept(live.id, s.seat)
        rows.append({"seat": s.seat, "token_hash": kept, "name": s.name, "bot": s.bot})
    bots = any(s.bot is not None for s in live.seats)
    if bots and service.autoplay.full():
        raise ApiError(429, "bots_busy", "this server's bots have too many matches to play now: "
                       "try again later")
    with store.locked(new), store.writing() as conn:
        done = conn.execute(sa.update(matches).where(matches.c.id == live.id)
                            .where(matches.c.rematch.is_(None)).values(rematch=new)).rowcount
        if not done:
            return None
        store.insert(conn, new, copy, {"public": row.public, "seconds_per_move": row.seconds_per_move,
                                       "spectator_hash": token_hash(spectator)}, rows)
        if service.notify is not None:  # the other processes' connections hear of it
            service.notify(conn, live.id, 0)
    store.live(live.id)
    if bots:
        service.autoplay.wake(new, people=True)
    return {"id": new, "seat": seat, "token": fresh, "spectator_token": spectator, "game": game.name}
