"""The OpenAPI 3.1 document of the API, built from the engine's own types (views, log
entries, every installed game's moves and events) and the API's envelopes below."""

from __future__ import annotations

from typing import Any

from .. import __version__
from ..flow import Entry
from ..match import View
from ..registry import Registry
from .games import options_schema
from .typeschema import Schemas
from .webdoc import web_paths

__all__ = ["document"]


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/components/schemas/{name}"}


def _obj(required: list[str], **props: Any) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": required}


_INT, _STR, _BOOL = {"type": "integer"}, {"type": "string"}, {"type": "boolean"}
_NULL_INT = {"type": ["integer", "null"]}
_NULL_STR = {"type": ["string", "null"]}

ENVELOPES: dict[str, dict[str, Any]] = {
    "Error": _obj(["error"], error=_obj(["code", "message"], code=_STR, message=_STR)),
    "Game": _obj(["name", "title", "summary", "players", "options"], name=_STR, title=_STR, summary=_STR,
                 players=_obj(["min", "max"], min=_INT, max=_INT),
                 options={"type": "object", "description": "a JSON Schema of the options object"},
                 ranking={"type": "string", "description": "how the winner is decided, in the game's words"},
                 decisions={"type": "array", "items": _obj(["name", "help"], name=_STR, help=_STR)}),
    "Games": _obj(["games"], games={"type": "array", "items": _ref("Game")}),
    "SeatSpec": {"type": "object", "additionalProperties": False, "properties": {
        "bot": {"type": "string", "description": "a bot plays this seat (\"random\")"},
        "open": {"type": "boolean", "description": "no token now: someone joins later"},
        "name": {"type": "string", "minLength": 1, "maxLength": 100}}},
    "NewMatch": {"type": "object", "additionalProperties": False, "required": ["game", "players"],
                 "properties": {"game": _STR, "players": {"type": "integer", "minimum": 1},
                                "options": {"type": "object"}, "seed": _INT,
                                "seats": {"type": "array", "items": _ref("SeatSpec")},
                                "public": _BOOL, "seconds_per_move": _NULL_INT}},
    "Created": _obj(["id", "game", "players", "seats", "spectator_token"], id=_STR, game=_STR,
                    players=_INT, spectator_token=_STR, seats={"type": "array", "items": _obj(
                        ["seat", "token", "bot", "name"], seat=_INT, token=_NULL_STR, bot=_NULL_STR,
                        name=_NULL_STR)}),
    "Join": {"type": "object", "additionalProperties": False,
             "properties": {"seat": _INT, "name": {"type": "string", "minLength": 1, "maxLength": 100}}},
    "Joined": _obj(["id", "seat", "token"], id=_STR, seat=_INT, token=_STR),
    "MatchList": _obj(["matches"], matches={"type": "array", "items": _obj(
        ["id", "game", "players", "over", "public", "open"], id=_STR, game=_STR, players=_INT, over=_BOOL,
        public=_BOOL, open=_INT)}),
    "LegalMove": _obj(["id", "text", "move"], id={"type": "string", "pattern": "^[0-9]+\\.[0-9]+$"},
                      text=_STR, move=_ref("AnyMove")),
    "Seat": _obj(["seat", "name", "bot", "open", "absent"], seat=_INT, name=_NULL_STR, bot=_NULL_STR,
                 open=_BOOL, absent=_BOOL),
    "Result": {"type": ["object", "null"], "properties": {
        "scores": {"type": "array", "items": _INT}, "ranks": {"type": "array", "items": _INT},
        "winners": {"type": "array", "items": _INT},
        "keys": {"type": "array", "items": {"type": "array", "items": _INT},
                 "description": "present when the ranks compared more than the score (a tie-break): "
                                "what was compared per seat, part by part"}}},
    "LogEntry": {"allOf": [_ref("senet.flow.Entry"), _obj(["text"], text=_STR)]},
    "MoveRecord": _obj(["n", "note", "events"], n=_INT, note=_NULL_STR,
                       events={"type": "array", "items": _ref("LogEntry")}),
    "UndoRequest": {"type": ["object", "null"], "required": ["by", "moves", "asked", "agreed"],
                    "properties": {
        "by": _INT, "moves": _INT, "asked": {"type": "array", "items": _INT},
        "agreed": {"type": "array", "items": _INT}},
        "description": "a seat's request to take back its last moves, waiting for the seats asked"},
    "MatchState": _obj(["id", "game", "seat", "n", "over", "view", "seats", "legal", "result", "undo",
                        "rematch"],
                       id=_STR, game=_STR, seat=_NULL_INT, n=_INT, over=_BOOL,
                       view=_ref("AnyView"), seats={"type": "array", "items": _ref("Seat")},
                       legal={"type": "array", "items": _ref("LegalMove")}, result=_ref("Result"),
                       moves={"type": "array", "items": _ref("MoveRecord")}, undo=_ref("UndoRequest"),
                       rematch=_NULL_STR, taken_back=_INT, request=_ref("UndoRequest")),
    "Answer": {"type": "object", "additionalProperties": False, "required": ["agree"],
               "properties": {"agree": _BOOL}},
    "Rematch": _obj(["id", "seat", "token"], id=_STR, seat=_INT, token=_STR, spectator_token=_STR,
                    game=_STR),
    "Bots": _obj(["bots", "seconds", "default"], seconds={"type": "number"}, default=_STR,
                 bots={"type": "array", "items": _obj(
                     ["name", "summary", "params", "timed"], name=_STR, summary=_STR, timed=_BOOL,
                     params={"type": "array", "items": {"type": "object"}})}),
    "Log": _obj(["n", "moves"], n=_INT, moves={"type": "array", "items": _ref("MoveRecord")}),
    "Submit": {"type": "object", "additionalProperties": False, "properties": {
        "id": {"type": "string", "description": "a listed move's identifier"},
        "move": _ref("AnyMove"), "after": {"type": "integer", "description": "the decision number"}}},
    "Presence": {"type": "object", "additionalProperties": False, "required": ["present"],
                 "properties": {"present": _BOOL}},
    "WsHello": {"type": "object", "additionalProperties": False,
                "properties": {"token": _NULL_STR, "after": {"type": "integer", "minimum": 0},
                               "undos": {"type": "integer", "minimum": 0}, "views": _BOOL}},
    "WsMessage": {"type": "object", "required": ["type"], "properties": {
        "type": {"enum": ["hello", "move", "taken_back", "request", "ack", "error", "pong"]}, "n": _INT,
        "seat": _NULL_INT, "undos": _INT, "undo": _ref("UndoRequest"), "rematch": _NULL_STR,
        "after": _INT, "over": _BOOL, "newest": _BOOL, "result": _ref("Result"), "code": _STR,
        "message": _STR,
        "events": {"type": "array", "items": _ref("LogEntry")}, "note": _NULL_STR,
        "view": {"anyOf": [_ref("AnyView"), {"type": "null"}]},
        "legal": {"type": ["array", "null"], "items": _ref("LegalMove")}}},
}


def _op(summary: str, response: str | None, *, body: str | None = None, status: str = "200",
        params: tuple[dict[str, Any], ...] = (), secured: bool = True, media: str = "application/json"
        ) -> dict[str, Any]:
    content = {media: {"schema": _ref(response)}} if response else {
        "application/x-senet-save": {"schema": {"type": "string", "contentMediaType":
                                                "application/octet-stream"}}}
    op: dict[str, Any] = {"summary": summary, "parameters": list(params), "responses": {
        status: {"description": "success", "content": content},
        "4XX": {"description": "refused; nothing changed", "content": {
            "application/json": {"schema": _ref("Error")}}}}}
    if body:
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": _ref(body)}}}
    if secured:
        op["security"] = [{"token": []}, {}]
    return op


_MATCH = {"name": "match_id", "in": "path", "required": True, "schema": _STR}
_AFTER = {"name": "after", "in": "query", "required": False, "schema": {"type": "integer", "minimum": 0}}
_PLAYER = {"name": "player", "in": "query", "required": False, "schema": _STR}


def document(registry: Registry) -> dict[str, Any]:
    """The OpenAPI 3.1 document for the games in ``registry``."""
    schemas = Schemas()
    schemas.ref(View)
    schemas.ref(Entry)
    moves: list[type] = []
    events: list[type] = []
    views: list[dict[str, Any]] = []
    for name in registry.names():
        game = registry.get(name)
        moves.extend(game.moves)
        events.extend(game.events)
        schemas.defs[f"options.{name}"] = options_schema(game.options)
        # A view's state is the game's state type with what the seat may not see masked
        # (hidden containers keep their type, holding only their size).
        schemas.defs[f"view.{name}"] = {"allOf": [_ref("senet.seen.View"), {
            "type": "object", "required": ["game", "state"],
            "properties": {"game": {"const": name}, "state": schemas.ref(game.state_type)}}]}
        views.append(_ref(f"view.{name}"))
    from ..flow import Committed, Revealed

    defs = {**schemas.defs, **ENVELOPES}
    defs["AnyMove"] = schemas.union(moves)
    defs["AnyEvent"] = schemas.union([*events, Committed, Revealed])
    defs["AnyView"] = {"oneOf": views} if views else _ref("senet.seen.View")
    defs.update(schemas.defs)
    paths = {
        "/healthz": {"get": _op("Whether the server and its database answer", None, secured=False)},
        "/openapi.json": {"get": _op("This document", None, secured=False)},
        "/games": {"get": _op("The installed games", "Games", secured=False)},
        "/bots": {"get": _op("The bots a seat may be given, and the server's time per bot move", "Bots",
                             secured=False)},
        "/matches": {
            "get": _op("Public matches not over, or (server key) a player's matches", "MatchList",
                       params=(_PLAYER,)),
            "post": _op("Create a match (needs the server key when the server has one)", "Created",
                        body="NewMatch", status="201")},
        "/matches/{match_id}": {"get": _op("The match as the caller sees it", "MatchState",
                                           params=(_MATCH,))},
        "/matches/{match_id}/join": {"post": _op("Take an open seat", "Joined", body="Join",
                                                 params=(_MATCH,))},
        "/matches/{match_id}/log": {"get": _op("The log as the caller sees it", "Log",
                                               params=(_MATCH, _AFTER))},
        "/matches/{match_id}/moves": {"post": _op("Play a move", "MatchState", body="Submit",
                                                  params=(_MATCH,))},
        "/matches/{match_id}/presence": {"post": _op("Leave (a bot plays) or come back", "MatchState",
                                                     body="Presence", params=(_MATCH,))},
        "/matches/{match_id}/undo": {"post": _op("Take back the caller's last moves (others agree first "
                                                 "when theirs are taken back too)", "MatchState",
                                                 params=(_MATCH,))},
        "/matches/{match_id}/undo/answer": {"post": _op("Agree to or refuse a request to take back",
                                                        "MatchState", body="Answer", params=(_MATCH,))},
        "/matches/{match_id}/rematch": {"post": _op("The caller's seat in a new match of the same game, "
                                                    "options and seats", "Rematch", status="201",
                                                    params=(_MATCH,))},
        "/matches/{match_id}/save": {"get": _op("The save file, once the match is over", None,
                                                params=(_MATCH,))},
        "/matches/{match_id}/export": {"get": _op("The caller's seat's view (senet export): no seed, "
                                                  "safe to share before the end", None, params=(_MATCH,))},
    }
    paths.update(web_paths())
    for item in paths.values():
        for op in item.values():
            if op["summary"] in ("Whether the server and its database answer", "This document"):
                op["responses"]["200"]["content"] = {"application/json": {"schema": {"type": "object"}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "senet server", "version": __version__,
                 "description": "Turn-based games over HTTP and WebSocket: see docs/server.md. "
                                "WebSocket: /ws/matches/{match_id}, first message WsHello, then "
                                "WsMessage pushes; moves may be sent as Submit bodies."},
        "paths": paths,
        "components": {"schemas": defs, "securitySchemes": {
            "token": {"type": "http", "scheme": "bearer",
                      "description": "a seat token, a spectator token, or the server key"}}},
    }
