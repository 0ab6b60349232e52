"""The installed games as JSON: names, player ranges, and a JSON Schema of their options."""

from __future__ import annotations

from typing import Any

from ..options import Option
from ..registry import Registry

__all__ = ["games_json", "options_schema"]

_KINDS = {bool: "boolean", int: "integer", str: "string"}


def _option_schema(option: Option) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": _KINDS[option.kind], "default": option.default}
    if option.help:
        schema["description"] = option.help
    if option.choices is not None:
        schema["enum"] = list(option.choices)
    if option.minimum is not None:
        schema["minimum"] = option.minimum
    if option.maximum is not None:
        schema["maximum"] = option.maximum
    return schema


def options_schema(options: tuple[Option, ...]) -> dict[str, Any]:
    """A JSON Schema (2020-12) of a game's options object."""
    return {"type": "object", "additionalProperties": False,
            "properties": {o.name: _option_schema(o) for o in options}}


def games_json(registry: Registry) -> list[dict[str, Any]]:
    """Every installed game: what creating a match of it needs."""
    out = []
    for name in registry.names():
        game = registry.get(name)
        out.append({"name": game.name, "title": game.title, "summary": game.summary,
                    "players": {"min": game.players.start, "max": game.players.stop - 1},
                    "options": options_schema(game.options)})
    return out
