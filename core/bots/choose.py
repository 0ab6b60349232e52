"""Bots chosen by text: the built-in ones, those plugins offer (:func:`registered`), and
:func:`make_bot`, what command lines and servers call to seat a bot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..players import Bot, RandomBot
from ..registry import Registry, default_registry
from .flatmc import FLATMC
from .greedy import GREEDY
from .mcts import MCTS, QUICK, STRONG
from .spec import BotSpec, BotSpecError, ParamValue, bind, canonical, lookup, parse_spec, spec_problem

__all__ = ["BUILT_IN_BOTS", "RANDOM", "bot_seed", "make_bot", "registered", "resolve", "seat_specs"]


def _random(seat: int, seed: int, params: Mapping[str, ParamValue]) -> RandomBot:
    return RandomBot(seed)


RANDOM = BotSpec("random", "picks uniformly among the legal moves (seeded): no policy, no evaluation",
                 _random)
BUILT_IN_BOTS = (RANDOM, MCTS, QUICK, STRONG, GREEDY, FLATMC)
"""Registered first by every registry, so no plugin can take their names."""


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the match of ``match_seed`` (what ``play_out``'s
    default random bots use, so a match of random bots replays ``senet simulate``'s)."""
    return match_seed * 131 + seat


def registered(registry: Registry | None = None) -> dict[str, BotSpec]:
    """The bots of ``registry`` (the default one when not given) by name: the built-in ones
    first, then each plugin's (hook ``senet_bots``) in registration order.

    The engine hands on what plugins offered unread; they are checked here. A plugin whose
    list holds something that is not a :class:`BotSpec`, a bad name or parameter, or a name
    already taken (a built-in's or an earlier plugin's) has all its bots left out, and the
    problem is recorded in ``registry.failures`` under the plugin's name; its games stay.
    """
    if registry is None:
        registry = default_registry()
    bots: dict[str, BotSpec] = {spec.name: spec for spec in BUILT_IN_BOTS}
    for label, offered in registry.offered_bots.items():
        taken: dict[str, object] = dict(bots)
        problem = None
        for spec in offered:
            problem = spec_problem(spec, taken)
            if problem:
                break
            taken[getattr(spec, "name", "")] = spec
        if problem:
            registry.failures[label] = f"its bots were left out: senet_bots(): {problem}"
            continue
        bots.update((spec.name, spec) for spec in offered if isinstance(spec, BotSpec))
    return bots


def resolve(text: str, registry: Registry | None = None) -> tuple[BotSpec, dict[str, ParamValue]]:
    """The bot a text names and its checked parameters; :class:`BotSpecError` if either is wrong."""
    name, raw = parse_spec(text)
    spec = lookup(registered(registry), name)
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
