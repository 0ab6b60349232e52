"""Strict reading of request bodies: known keys only, exact types, bounded sizes."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .jsonform import ApiError

__all__ = ["MAX_ID", "MAX_NAME", "check_name", "fields", "integer", "match_ref", "move_ref"]

_ID = re.compile(r"(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,6})")
MAX_ID = 32
"""The longest match identifier (the ``matches.id`` column); the server makes 16 characters."""
MAX_NAME = 100
"""The longest seat or player name (the ``seats.name`` column)."""
_MATCH = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_ID}}}")


def fields(body: Any, kinds: Mapping[str, type | tuple[type, ...]], required: tuple[str, ...] = ()
           ) -> dict[str, Any]:
    """``body`` as a map of known keys whose values have the given types (``bool`` is not an
    ``int``); 422 with the first problem otherwise."""
    if not isinstance(body, dict):
        raise ApiError(422, "bad_body", "the body must be a JSON object")
    unknown = sorted(set(body) - set(kinds))
    if unknown:
        raise ApiError(422, "bad_body", f"unknown key {unknown[0]!r} (known: {', '.join(sorted(kinds))})")
    for key in required:
        if key not in body:
            raise ApiError(422, "bad_body", f"{key!r} is required")
    for key, value in body.items():
        kind = kinds[key]
        allowed = kind if isinstance(kind, tuple) else (kind,)
        if type(value) not in allowed:
            names = " or ".join("null" if k is type(None) else k.__name__ for k in allowed)
            raise ApiError(422, "bad_body", f"{key!r} must be {names}, not {type(value).__name__}")
    return dict(body)


def integer(value: Any, name: str, low: int, high: int) -> int:
    """An integer within ``low..high``; 422 otherwise."""
    if type(value) is not int or not low <= value <= high:
        raise ApiError(422, "bad_body", f"{name!r} must be an integer from {low} to {high}")
    return value


def move_ref(text: str) -> tuple[int, int]:
    """A move identifier ``"N.I"``: decision number and index in the listed moves."""
    found = _ID.fullmatch(text)
    if found is None:
        raise ApiError(422, "bad_move_id",
                       "a move identifier is DECISION.INDEX, as listed with the legal moves")
    return int(found.group(1)), int(found.group(2))


def match_ref(value: object) -> str:
    """A match identifier from a request (path or WebSocket): URL-safe characters, at most
    :data:`MAX_ID` of them; anything else is no match (404), refused before any lock or
    query is made for it."""
    if not isinstance(value, str) or _MATCH.fullmatch(value) is None:
        raise ApiError(404, "no_such_match", f"there is no such match (an identifier is 1 to {MAX_ID} "
                       "letters, digits, '-' or '_')")
    return value


def check_name(value: object, what: str = "a seat's name") -> str:
    """A name from a request: 1 to :data:`MAX_NAME` characters, no NUL, no lone surrogate
    and no other control character; 422 otherwise."""
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_NAME:
        raise ApiError(422, "bad_name", f"{what} has 1 to {MAX_NAME} characters")
    if any(c < " " or c == "\x7f" or "\ud800" <= c <= "\udfff" for c in value):
        raise ApiError(422, "bad_name", f"{what} may not hold control characters (such as NUL) "
                       "or lone surrogates")
    return value
