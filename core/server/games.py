"""The installed games as JSON: names, player ranges, and a JSON Schema of their options."""

from __future__ import annotations

import inspect
from typing import Any

from ..game import Game
from ..options import Option
from ..registry import Registry

__all__ = ["games_json", "options_schema", "ranking"]

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


def ranking(game: Game[Any]) -> str:
    """How the winner is decided, in the game's words: the first paragraph of its ``result``'s
    docstring ("Most fame wins; ties go to ..."), or nothing when it has none."""
    doc = inspect.getdoc(game.result) or ""
    return " ".join(doc.split("\n\n")[0].split())


def games_json(registry: Registry) -> list[dict[str, Any]]:
    """Every installed game: what creating a match of it needs."""
    out = []
    for name in registry.names():
        game = registry.get(name)
        out.append({"name": game.name, "title": game.title, "summary": game.summary,
                    "players": {"min": game.players.start, "max": game.players.stop - 1},
                    "options": options_schema(game.options), "ranking": ranking(game),
                    "decisions": [{"name": d.name, "help": d.help} for d in game.decisions]})
    return out
