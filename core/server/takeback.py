"""Taking moves back over the API: a seat asks to take back its last move(s), as far as the
engine allows (:func:`senet.take_back_plan`), and the other people whose moves that takes
back agree or refuse first.

A request waits in the match's row (``undo_request``, so every process sees it) until each
person asked has agreed (then the moves are taken back), one refuses, the asker withdraws
it, or any move is played (it lapses: what it would take back has changed). Bots and absent
seats (a bot plays for them) agree. Taking back deletes the moves' rows and the snapshots
after the point kept, counts one more ``undos`` on the match (every process rebuilds it,
every connection resyncs) and tells the listeners with move number 0 (read it again).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sqlalchemy.engine import Connection

from ..undo import TakeBack, take_back_plan
from .jsonform import ApiError
from .store import Live, undo_request

if TYPE_CHECKING:
    from .service import Service

__all__ = ["answer", "ask", "offer", "plan_for"]


def plan_for(live: Live, seat: int) -> TakeBack:
    """What taking back ``seat``'s last move would do now (made once per move: it replays)."""
    made = live.plans.get(seat)
    if made is None or made[0] != live.n:
        made = live.plans[seat] = (live.n, take_back_plan(live.match, seat))
    plan: TakeBack = made[1]
    return plan


def offer(live: Live, seat: int | None) -> dict[str, Any] | None:
    """What the table page offers ``seat``: how many moves an undo would take back now
    (``moves``, 0: none), whose agreement it asks, and when it cannot, why (``code``,
    ``refusal``); ``None`` for a spectator or a match over."""
    if seat is None or live.match.is_over:
        return None
    plan = plan_for(live, seat)
    return {"moves": plan.moves, "asked": _people(live, plan), "code": plan.code or None,
            "refusal": plan.refusal}


def _people(live: Live, plan: TakeBack) -> list[int]:
    """The seats whose agreement is asked: people present (bots and absent seats agree)."""
    return [p for p in plan.others if live.seats[p].bot is None and not live.seats[p].absent]


def _checked_seat(service: Service, live: Live, token: str | None) -> int:
    seat = service.who(live, token)
    if seat is None:
        raise ApiError(403, "spectator", "a spectator has no moves to take back")
    if live.match.is_over:
        raise ApiError(409, "game_over", "the match is over: its moves stand (the save file, "
                       "which holds every secret, is open to all)")
    return seat


def _announce(service: Service, match_id: str) -> Callable[[Connection], None]:
    """What the committing transaction calls: the other processes are told to read the match."""
    def notify(conn: Connection) -> None:
        if service.notify is not None:
            service.notify(conn, match_id, 0)
    return notify


def _tell(service: Service, match_id: str) -> None:
    for listener in service.listeners:
        listener(match_id, 0)


def _do(service: Service, live: Live, plan: TakeBack) -> dict[str, Any]:
    live = service.store.take_back(live, live.n - plan.moves, _announce(service, live.id))
    _tell(service, live.id)
    if any(row.bot is not None or row.absent for row in live.seats):
        service.autoplay.wake(live.id)
    return {"taken_back": plan.moves, "request": None}


def ask(service: Service, match_id: str, token: str | None) -> dict[str, Any]:
    """``POST /matches/{id}/undo``: take back the caller's last move(s) now if nobody else
    must agree, else make the request the others answer. The match as the caller now sees
    it, with ``taken_back`` (how many moves; 0 while the request waits) and ``request``."""
    store = service.store
    with store.locked(match_id):
        live = store.live(match_id)
        seat = _checked_seat(service, live, token)
        plan = plan_for(live, seat)
        if plan.refusal is not None:
            raise ApiError(409, plan.code, plan.refusal)
        waiting = undo_request(live)
        if waiting is not None and waiting["by"] != seat:
            raise ApiError(409, "undo_pending", f"player {waiting['by']} asked to take back first: "
                           "answer that request")
        asked = _people(live, plan)
        if not asked:
            done = _do(service, live, plan)
        else:
            request = {"by": seat, "at": live.n, "moves": plan.moves, "asked": asked, "agreed": []}
            if not store.set_row(live, {"undo_request": json.dumps(request)}, _announce(service, match_id)):
                raise ApiError(409, "conflict", "another move was committed first: ask again")
            _tell(service, match_id)
            done = {"taken_back": 0, "request": undo_request(store.live(match_id))}
        return {**service.summary(store.live(match_id), seat), **done}


def answer(service: Service, match_id: str, token: str | None, agree: bool) -> dict[str, Any]:
    """``POST /matches/{id}/undo/answer``: a seat asked agrees or refuses (the asker may
    withdraw with ``agree: false``); once every seat asked has agreed the moves are taken
    back. The match as the caller now sees it, with ``taken_back`` and ``request``."""
    store = service.store
    with store.locked(match_id):
        live = store.live(match_id)
        seat = _checked_seat(service, live, token)
        request = undo_request(live)
        if request is None:
            raise ApiError(409, "no_request", "no request to take back moves is waiting (a move "
                           "played since the request makes it lapse)")
        mine = seat == request["by"]
        if mine and agree:
            raise ApiError(409, "not_asked", "you made this request: the others answer it")
        if not mine and seat not in request["asked"]:
            raise ApiError(409, "not_asked", "this request does not take back your moves: "
                           "it is not yours to answer")
        done: dict[str, Any]
        agreed = sorted({*request["agreed"], seat}) if agree else []
        plan = plan_for(live, request["by"])
        if agree and set(_people(live, plan)) <= set(agreed) and plan.refusal is None:
            done = _do(service, live, plan)
        else:
            value = (json.dumps({**request, "at": live.n, "agreed": agreed}) if agree else None)
            if not store.set_row(live, {"undo_request": value}, _announce(service, match_id)):
                raise ApiError(409, "conflict", "another move was committed first")
            _tell(service, match_id)
            done = {"taken_back": 0, "request": undo_request(store.live(match_id))}
        return {**service.summary(store.live(match_id), seat), **done}
