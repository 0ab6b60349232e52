"""JSON from the engine's own unstructured form (the one msgpack saves are made of).

The codec (:mod:`senet.serial`) turns views, moves and events into plain data;
JSON differs from msgpack only in a few kinds, converted here: enums by value,
tuples and sets as lists, bytes as base64 text. A submitted move is read back by the
codec's strict, untrusted decoding, so the server adds no second type system.
"""

from __future__ import annotations

import base64
import enum
import json
from collections.abc import Sequence
from typing import Any

from ..errors import SaveFormatError
from ..flow import Entry
from ..game import Game, Result
from ..match import Match, View, redact
from ..savefile import codec_for
from ..texts import describe_event, describe_move
from ..values import Move

__all__ = [
    "ApiError", "dumps", "entry_json", "legal_json", "loads_untrusted", "move_from_json",
    "move_id", "plain", "redact_entries", "result_json", "view_json",
]

MAX_DEPTH = 64


class ApiError(Exception):
    """A request refused with an HTTP status, a reason code and a sentence."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def plain(value: Any) -> Any:
    """JSON-ready data from the codec's unstructured form."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None or kind is float:
        return value
    if kind is dict:
        return {k if type(k) is str else str(k): plain(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [plain(v) for v in value]
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, (str, int, float)):  # subclasses of the plain kinds
        return value
    if isinstance(value, (set, frozenset)):
        return sorted(plain(v) for v in value)
    if isinstance(value, (bytes, bytearray)):
        return base64.b64encode(bytes(value)).decode("ascii")
    raise TypeError(f"cannot write a {kind.__name__} as JSON")


def dumps(data: Any) -> bytes:
    """Compact UTF-8 JSON."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _depth(value: Any, left: int) -> None:
    if left < 0:
        raise ValueError(f"nested more than {MAX_DEPTH} deep")
    if isinstance(value, str):
        _plain_text(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            _plain_text(k)
            _depth(v, left - 1)
    elif isinstance(value, list):
        for v in value:
            _depth(v, left - 1)


def _plain_text(text: str) -> None:
    """No NUL and no lone surrogate (neither can be stored, in PostgreSQL or as UTF-8)."""
    if "\x00" in text:
        raise ValueError("a string holds a NUL character (\\u0000)")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("a string holds a lone surrogate (\\ud800 to \\udfff)") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice")
        out[key] = value
    return out


def loads_untrusted(body: bytes) -> Any:
    """JSON from a request: UTF-8, no NaN, no duplicate keys, bounded depth; 400 otherwise."""
    try:
        data = json.loads(body.decode("utf-8"), parse_constant=_no_constant,
                          object_pairs_hook=_unique_keys)
        _depth(data, MAX_DEPTH)
        return data
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ApiError(400, "malformed_json", f"the body is not valid JSON: {exc}") from None


def view_json(match: Match[Any], seat: int | None) -> Any:
    """The engine's view for ``seat`` (``None``: a spectator) as JSON."""
    return plain(codec_for(match.game).unstructure(match.view(seat), View))


def entry_json(game: Game[Any], entry: Entry, viewer: int | None) -> dict[str, Any]:
    """One log entry, already redacted for ``viewer``, with the game's words for it."""
    data: dict[str, Any] = plain(codec_for(game).unstructure(entry, Entry))
    data["text"] = describe_event(game, entry.event, viewer)
    return data


def redact_entries(game: Game[Any], entries: Sequence[Entry], viewer: int | None
                   ) -> list[dict[str, Any]]:
    """Log entries as ``viewer`` may see them (the engine's redaction), as JSON."""
    return [entry_json(game, redact(e, viewer), viewer) for e in entries]


def move_id(decision: int, index: int) -> str:
    """The identifier of the move at ``index`` in the listed order at move number ``decision``."""
    return f"{decision}.{index}"


def legal_json(match: Match[Any], seat: int, decision: int) -> list[dict[str, Any]]:
    """The seat's legal moves: identifier, the game's description, and the move as JSON."""
    legal: Sequence[Move] = match.legal_moves(seat)
    if not legal:
        return []
    codec = codec_for(match.game)
    view = match.view(seat)
    return [{"id": move_id(decision, i), "text": describe_move(match.game, m, view),
             "move": plain(codec.unstructure(m, Move))} for i, m in enumerate(legal)]


def move_from_json(game: Game[Any], data: Any) -> Move:
    """A move from submitted JSON, decoded strictly by the engine's codec; 422 otherwise."""
    try:
        return codec_for(game).structure_untrusted(data, Move, "move")
    except SaveFormatError as exc:
        raise ApiError(422, "bad_move", str(exc)) from None


def result_json(result: Result | None) -> dict[str, Any] | None:
    """Scores, ranks and winners of a finished match."""
    if result is None:
        return None
    out: dict[str, Any] = {"scores": list(result.scores), "ranks": list(result.ranks),
                           "winners": list(result.winners)}
    if any(len(key) > 1 for key in result.keys):  # ranked by a tie-break: what was compared
        out["keys"] = [list(key) for key in result.keys]
    return out
