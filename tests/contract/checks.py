"""The contract checks, as functions over one match (reused by tests of example games)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

import senet
from senet import Match, Move, Rng, View
from senet.savefile import codec_for

MAX_MOVES = 4000
ENDLESS_MOVES = 600
"""The cap for a game that declares it may not end (random play goes on and on)."""


def view_bytes(match: Match[Any], player: int | None) -> bytes:
    """A view as bytes, so that two views compare field for field."""
    codec = codec_for(match.game)
    return senet.serial.pack(codec.unstructure(match.view(player), View))


def log_bytes(match: Match[Any], player: int | None) -> bytes:
    """The redacted log as bytes."""
    codec = codec_for(match.game)
    return senet.serial.pack([codec.unstructure(e, senet.Entry) for e in match.log_for(player)])


def fingerprint(match: Match[Any]) -> tuple[bytes, bytes, int]:
    """Everything a refused move must leave untouched."""
    return match.save(), match.state_hash(), len(match.log)


def mutants(move: Move, rng: Rng) -> list[Move]:
    """Moves like ``move`` with one field changed (most of them illegal)."""
    out: list[Move] = []
    for field in attrs.fields(type(move)):
        value = getattr(move, field.name)
        options: list[Any] = []
        if isinstance(value, bool):
            options = [not value]
        elif isinstance(value, int):
            options = [value + 1, value - 1, -1, 1000, rng.below(120)]
        elif isinstance(value, tuple) and all(isinstance(v, int) for v in value):
            options = [value[:-1], (*value, rng.below(120)), tuple(v + 1 for v in value), ()]
        elif value is None:
            options = [0, 1]
        for option in options:
            try:
                out.append(attrs.evolve(move, **{field.name: option}))
            except (TypeError, ValueError):
                pass
    return out


def actor_choices(match: Match[Any]) -> list[tuple[int, Sequence[Move]]]:
    """Each player who may act now, with their legal moves."""
    return [(p, match.legal_moves(p)) for p in range(match.players) if match.may_act(p)]


def samples_of(cls: type[Move]) -> list[Move]:
    """A few instances of a move class built from small values (to try where they don't fit)."""
    out: list[Move] = []
    for small in (0, 1, 3):
        kwargs: dict[str, Any] = {}
        for field in attrs.fields(cls):
            kind = str(field.type)
            if "tuple" in kind:
                kwargs[field.name] = (small,)
            elif "bool" in kind:
                kwargs[field.name] = bool(small)
            elif "int" in kind:
                kwargs[field.name] = small
            elif "str" in kind:
                kwargs[field.name] = "x"
            else:
                kwargs[field.name] = None
        try:
            out.append(cls(**kwargs))
        except (TypeError, ValueError):
            continue
    return out
