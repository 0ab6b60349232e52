"""Bots chosen by text: the built-in ones, and :func:`make_bot`, what command lines and
servers call to seat a bot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .base import Bot
from .builtin import BUILT_IN_BOTS, RANDOM
from .spec import BotSpec, BotSpecError, ParamValue, bind, canonical, lookup, parse_spec

if TYPE_CHECKING:
    from ..registry import Registry

__all__ = ["BUILT_IN_BOTS", "RANDOM", "bot_seed", "make_bot", "resolve", "seat_specs"]




def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the match of ``match_seed`` (what ``play_out``'s
    default random bots use, so a match of random bots replays ``senet simulate``'s)."""
    return match_seed * 131 + seat


def resolve(text: str, registry: Registry | None = None) -> tuple[BotSpec, dict[str, ParamValue]]:
    """The bot a text names and its checked parameters; :class:`BotSpecError` if either is wrong."""
    if registry is None:
        from ..registry import default_registry  # at call time: the registry imports this module
        registry = default_registry()
    name, raw = parse_spec(text)
    spec = lookup(registry.bots, name)
    return spec, bind(spec, raw)


def make_bot(text: str, seat: int, seed: int, registry: Registry | None = None) -> Bot:
    """A new bot for ``seat`` from a text such as ``mcts:iterations=500``, seeded with ``seed``.

    What a server seating a bot calls. The text is untrusted: an unknown bot or
    parameter, or a bad value, raises :class:`BotSpecError` (an ``OptionError``) with a
    sentence for people; nothing else is raised for a bad text.
    """
    spec, values = resolve(text, registry)
    return spec.make(seat, seed, values)


def normalised(text: str, registry: Registry | None = None) -> str:
    """The canonical text of a bot choice (checked; defaults left out)."""
    spec, values = resolve(text, registry)
    return canonical(spec, values)


def seat_specs(texts: Sequence[str] | None, players: int, default: str = "random",
               registry: Registry | None = None) -> tuple[str, ...]:
    """One checked bot text per seat from ``--bot`` texts: ``SPEC`` for every seat not
    named otherwise, ``SEAT=SPEC`` for one seat (0-based)."""
    every = default
    named: dict[int, str] = {}
    for text in texts or ():
        head, sep, rest = text.partition("=")
        if sep and head.strip().isdigit():
            seat = int(head)
            if not 0 <= seat < players:
                raise BotSpecError(f"there is no seat {seat} in a {players}-player match "
                                   + ("(seat 0)" if players == 1 else f"(seats 0-{players - 1})"))
            if seat in named:
                raise BotSpecError(f"seat {seat} is given two bots")
            named[seat] = normalised(rest, registry)
        else:
            every = normalised(text, registry)
    return tuple(named.get(p, every) for p in range(players))
