"""The OpenAPI entries of the browser page's routes (pages, static files, drawings, replays),
merged into the server's document by :func:`senet.server.openapi.document`."""

from __future__ import annotations

from typing import Any

__all__ = ["web_paths"]

_STR = {"type": "string"}
_MATCH = {"name": "match_id", "in": "path", "required": True, "schema": _STR}
_UPTO = {"name": "upto", "in": "query", "required": False, "schema": {"type": "integer", "minimum": 0},
         "description": "the frame after this many moves (default: the last)"}
_EYES = {"name": "eyes", "in": "query", "required": False,
         "schema": {"anyOf": [{"type": "integer", "minimum": 0}, {"enum": ["spectator", "all"]}]},
         "description": "a seat, a spectator, or every seat; before a server match is over, only "
                        "the caller's own"}
_ERROR = {"description": "refused; nothing changed",
          "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
_TABLE = {"allOf": [{"$ref": "#/components/schemas/MatchState"}, {"type": "object", "properties": {
    "svg": {"type": "string", "description": "the game's drawing for the caller (SVG)"},
    "drawn": {"type": "array", "items": {"type": "integer"},
              "description": "indices into legal the picture makes clickable (data-move)"},
    "title": _STR, "phase_title": _STR, "labels": {"type": "array", "items": _STR},
    "ranking": {"type": "string", "description": "how the winner is decided, in the game's words"}}}]}
_FRAME = {"type": "object", "properties": {
    "game": _STR, "title": _STR, "players": {"type": "integer"}, "total": {"type": "integer"},
    "k": {"type": "integer"}, "eyes": {"anyOf": [{"type": "integer"}, _STR]},
    "choices": {"type": "array", "items": {"anyOf": [{"type": "integer"}, _STR]}},
    "to_act": {"type": "array", "items": {"type": "integer"}}, "phase_title": _STR,
    "over": {"type": "boolean"},
    "result": {"anyOf": [{"$ref": "#/components/schemas/Result"}, {"type": "null"}]},
    "drawings": {"type": "array", "items": {"type": "object", "properties": {
        "seat": {"type": ["integer", "null"]}, "svg": _STR}}},
    "log": {"type": "array", "items": {"type": "object", "properties": {
        "n": {"type": "integer"}, "player": {"type": ["integer", "null"]}, "text": _STR}}}}}


def _json(summary: str, schema: dict[str, Any], params: list[dict[str, Any]], secured: bool = True,
          body: dict[str, Any] | None = None) -> dict[str, Any]:
    op: dict[str, Any] = {"summary": summary, "parameters": params, "responses": {
        "200": {"description": "success", "content": {"application/json": {"schema": schema}}},
        "4XX": _ERROR}}
    if body is not None:
        op["requestBody"] = body
    if secured:
        op["security"] = [{"token": []}, {}]
    return op


def _page(summary: str, params: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:
    return {"get": {"summary": summary, "parameters": list(params), "responses": {"200": {
        "description": "the file", "content": {"text/html": {"schema": _STR}}}}}}


def web_paths() -> dict[str, Any]:
    """Path items for the routes of :mod:`senet.server.web` and :mod:`senet.server.tables`."""
    name = {"name": "name", "in": "path", "required": True, "schema": _STR}
    upload = {"required": True, "content": {"application/octet-stream": {"schema": {
        "type": "string", "contentMediaType": "application/octet-stream"}}}}
    return {
        "/": _page("The browser page: lobby"),
        "/table": _page("The browser page: a table (?m=ID#token=TOKEN)"),
        "/rules": _page("The browser page: a game's rules in brief (?game=NAME)"),
        "/replay": {**_page("The browser page: the replay viewer"),
                    "post": _json("A replay frame of an uploaded save file (at most 2 MiB)", _FRAME,
                                  [_UPTO, _EYES], secured=False, body=upload)},
        "/static/{name}": _page("The page's files (an allow-list)", (name,)),
        "/matches/{match_id}/table": {"get": _json("The match as the caller sees it, drawn", _TABLE,
                                                   [_MATCH])},
        "/matches/{match_id}/replay": {"get": _json("A replay frame of this match", _FRAME,
                                                    [_MATCH, _UPTO, _EYES])},
    }
