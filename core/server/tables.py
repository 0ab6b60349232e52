"""What the browser page asks beyond the API: a seat's table drawn (SVG bound to its listed
moves) and replay frames of a finished match or an uploaded save file.

A drawing is computed here from the caller's own view and legal moves only, so it can
show nothing the API would not; a replay shows the secrets of a server match only once
that match is over (its save file, which holds them all, is downloadable then too).
"""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from ..draw import table_drawing
from ..errors import SaveFormatError
from ..loading import load_match
from ..match import Match, redact
from ..registry import Registry
from ..texts import describe_event
from ..words import naming, who
from .api import bearer, error_response, json_response
from .checks import match_ref
from .games import ranking
from .jsonform import ApiError, result_json
from .limits import RateLimits, read_body
from .service import Caller, Service
from .takeback import offer

__all__ = ["MAX_UPLOAD", "MAX_UPLOAD_ANONYMOUS", "REPLAYS", "replay_frame", "table_routes"]

MAX_UPLOAD = 2 * 1024 * 1024
"""The largest save file the replay viewer accepts from the server key's holder (bytes)."""
MAX_UPLOAD_ANONYMOUS = 256 * 1024
"""The largest save file it accepts from anyone else: a replay re-plays the whole file
(every frame), about 0.2 s for this size, 1.6 s for a 2 MiB file of 63,314 moves."""
REPLAYS = 2
"""Replays computed at once, over every client; one more is refused (429 ``busy``)."""
EVERYTHING = "all"


def table_json(service: Service, match_id: str, token: str | None) -> dict[str, Any]:
    """``GET /matches/{id}/table``: the match as the caller sees it, with its drawing.

    ``moves`` lists the indices of ``legal`` the picture makes clickable (its
    ``data-move`` attributes are indices into ``legal``, whose ``id`` the page submits).
    """
    store = service.store
    with store.locked(match_id):
        live = store.live(match_id)
        seat = service.who(live, token)
        out = service.summary(live, seat)
        match = live.match
        legal = match.legal_moves(seat) if seat is not None else ()
        names: list[str | None] = [None] * match.players
        for s in live.seats:  # the picture names the players as the page does
            names[s.seat] = s.name
        with naming(names):
            drawing = table_drawing(match.game, match.view(seat), legal, seat)
        out.update(title=match.game.title, phase_title=phase_text(match), ranking=ranking(match.game),
                   labels=[who(p, seat) for p in range(match.players)],
                   svg=drawing.svg, drawn=sorted(drawing.moves), take_back=offer(live, seat))
    return out


def phase_text(match: Match[Any]) -> str:
    """What is being decided, in the game's words (its phase's help, else its name)."""
    decision = match.decision
    if decision is None:
        return "over"
    return decision.help or decision.name.replace("_", " ")


def _eyes(text: str | None, players: int) -> Caller | str:
    if text is None or text == "spectator":
        return None
    if text == EVERYTHING:
        return EVERYTHING
    if text.isdigit() and int(text) < players:
        return int(text)
    raise ApiError(400, "bad_query", f"'eyes' is a seat (0 to {players - 1}), 'spectator' or 'all'")


def _upto(text: str | None, total: int) -> int:
    if text is None:
        return total
    if not text.isdigit() or len(text) > 9:
        raise ApiError(400, "bad_query", "'upto' is a move number (0 or more)")
    return min(int(text), total)


def replay_frame(data: bytes, registry: Registry, upto: str | None, eyes: str | None,
                 allowed: Caller | str = EVERYTHING) -> dict[str, Any]:
    """The match of save file ``data`` after ``upto`` moves, through ``eyes``: a seat's or a
    spectator's drawing and log, or (``all``) every seat's drawing and the log unredacted.

    ``allowed`` is the only eyes permitted besides ``all`` when the file holds secrets the
    caller may not see (a server match not over); ``all`` permits any.
    """
    try:
        whole = load_match(data, registry)
    except SaveFormatError as exc:
        raise ApiError(422, "bad_save", f"this is not a save file senet can replay: {exc}") from None
    game, players, total = whole.game, whole.players, len(whole.moves)
    k = _upto(upto, total)
    seen = _eyes(eyes, players) if eyes is not None else (allowed if allowed != EVERYTHING else EVERYTHING)
    if allowed != EVERYTHING and seen != allowed:
        raise ApiError(403, "not_over", "until the match is over, a replay shows only your own eyes")
    match = load_match(data, registry, upto=0)
    ends = [len(match.log)]
    for player, move in whole.moves[:k]:
        match.submit(player, move)
        ends.append(len(match.log))
    viewer = seen if isinstance(seen, int) else None
    log = []
    for n in range(k + 1):
        for entry in match.log[ends[n - 1] if n else 0:ends[n]]:
            shown = entry if seen == EVERYTHING else redact(entry, viewer)
            log.append({"n": n, "player": shown.player, "text": describe_event(game, shown.event, viewer)})
    seats: list[int | None] = list(range(players)) if seen == EVERYTHING else [viewer]
    drawings = [{"seat": s, "svg": table_drawing(game, match.view(s), (), s).svg} for s in seats]
    return {"game": game.name, "title": game.title, "players": players, "total": total, "k": k,
            "eyes": "spectator" if seen is None else seen,
            "choices": (["all", "spectator", *range(players)] if allowed == EVERYTHING
                        else ["spectator" if allowed is None else allowed]),
            "to_act": list(match.to_act), "phase_title": phase_text(match), "over": match.is_over,
            "result": result_json(match.result), "drawings": drawings, "log": log}


def _match_save(service: Service, match_id: str, token: str | None) -> tuple[bytes, Match[Any], Caller]:
    with service.store.locked(match_id):
        live = service.store.live(match_id)
        seat = service.who(live, token)
        return live.match.save(), live.match, seat


def table_routes(service: Service, limits: RateLimits) -> list[Route]:
    """``GET /matches/{id}/table``, ``GET /matches/{id}/replay`` and ``POST /replay``."""
    registry = service.store.registry
    replaying = threading.BoundedSemaphore(REPLAYS)

    def bounded(data: bytes, upto: str | None, eyes: str | None, allowed: Caller | str = EVERYTHING
                ) -> dict[str, Any]:
        if not replaying.acquire(blocking=False):  # refused, not queued: a waiting thread is held
            raise ApiError(429, "busy", "the server is replaying other matches now: try again shortly")
        try:
            return replay_frame(data, registry, upto, eyes, allowed)
        finally:
            replaying.release()

    async def guarded(request: Request, work: Callable[[], Awaitable[Any]]) -> Response:
        try:
            limits.check(request)
            return json_response(await work())
        except ApiError as error:
            return error_response(error)

    def match_id(request: Request) -> str:
        return match_ref(request.path_params["match_id"])

    async def table(request: Request) -> Response:
        async def work() -> Any:
            return await run_in_threadpool(table_json, service, match_id(request), bearer(request))
        return await guarded(request, work)

    async def replay_match(request: Request) -> Response:
        async def work() -> Any:
            data, match, seat = await run_in_threadpool(_match_save, service, match_id(request),
                                                        bearer(request))
            allowed: Caller | str = EVERYTHING if match.is_over else seat
            q = request.query_params
            return await run_in_threadpool(bounded, data, q.get("upto"), q.get("eyes"), allowed)
        return await guarded(request, work)

    async def replay_upload(request: Request) -> Response:
        async def work() -> Any:
            keyed = service.server_key is not None and service.is_server(bearer(request))
            data = await read_body(request, MAX_UPLOAD if keyed else MAX_UPLOAD_ANONYMOUS)
            if not data:
                raise ApiError(422, "bad_save", "the upload is empty: choose a .senet save file")
            q = request.query_params
            return await run_in_threadpool(bounded, data, q.get("upto"), q.get("eyes"))
        return await guarded(request, work)

    return [Route("/matches/{match_id}/table", table, methods=["GET"]),
            Route("/matches/{match_id}/replay", replay_match, methods=["GET"]),
            Route("/replay", replay_upload, methods=["POST"])]
