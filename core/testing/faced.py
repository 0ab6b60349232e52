"""A game with faces given in code: for tests, and for a game declared in one script.

A game's faces are modules found by file name in its package (:mod:`senet.faces`). A test
that wants a game to speak or draw differently, or a game written in one file, gives them
here instead: ``faced(game, render=fn)`` is ``game`` whose table is ``fn`` and whose other
faces are its own, held in a package made in memory."""

from __future__ import annotations

import itertools
import sys
from types import ModuleType
from typing import Any, TypeVar

import attrs

from .. import faces
from ..game import Game
from ..values import Event, Move

__all__ = ["faced"]

S = TypeVar("S")
_NUMBERS = itertools.count(1)
_HELD = {"words": ("WORDS",), "table": ("render", "move_names"), "picture": ("draw",),
         "evaluate": ("evaluate", "rollout_policy"), "actions": ("ENCODING",)}
"""What each face module holds (the names :mod:`senet.faces` reads)."""
_GIVEN = {"words": "words", "describe_move": "words", "describe_event": "words", "render": "table",
          "move_names": "table", "draw": "picture", "evaluate": "evaluate",
          "rollout_policy": "evaluate", "encoding": "actions"}


def faced(game: Game[S], **given: Any) -> Game[S]:
    """``game`` with the faces given and its own others. Give ``words`` (a :class:`senet.Words`)
    or ``describe_move``/``describe_event`` (functions for every move or event, the rest of its
    words kept), ``render``, ``move_names``, ``draw``, ``evaluate``, ``rollout_policy``, or
    ``encoding`` (an action encoding); ``None`` takes that one away."""
    unknown = sorted(set(given) - set(_GIVEN))
    if unknown:
        raise TypeError(f"faced() knows no face part {unknown[0]!r}: {', '.join(_GIVEN)}")
    held: dict[str, dict[str, Any]] = {}
    for face, names in _HELD.items():
        module = faces.face(game, face)
        held[face] = {n: getattr(module, n, None) for n in names} if module is not None else {}
    for key in ("render", "move_names", "draw", "evaluate", "rollout_policy"):
        if key in given:
            held[_GIVEN[key]][key] = given[key]
    if "encoding" in given:
        held["actions"]["ENCODING"] = given["encoding"]
    if "words" in given:
        held["words"]["WORDS"] = given["words"]
    elif "describe_move" in given or "describe_event" in given:
        held["words"]["WORDS"] = _words(faces.words(game), given.get("describe_move"),
                                        given.get("describe_event"))
    name = f"_senet_faced_{next(_NUMBERS)}"
    package = ModuleType(name)
    package.__path__ = []
    sys.modules[name] = package
    for face, values in held.items():
        if not any(v is not None for v in values.values()):
            continue
        module = ModuleType(f"{name}.{face}")
        for key, value in values.items():
            if value is not None:
                setattr(module, key, value)
        sys.modules[module.__name__] = module
    return attrs.evolve(game, faces=name)


def _words(old: faces.Words, describe_move: Any, describe_event: Any) -> faces.Words:
    """``old`` with every move, or every event, worded by the function given instead."""
    words = faces.Words()
    words.move(Move)(describe_move or old.describe_move)
    words.event(Event)(describe_event or old.describe_event)
    return words
