"""Bots by name: what a plugin registers (:class:`BotSpec`) and the texts that choose one.

A bot is chosen by a text such as ``mcts`` or ``mcts:iterations=2000,c=0.5``: a
registered name, then after a colon ``key=value`` parameters separated by commas.
Every value is checked against the parameter's declaration (kind and range); an
unknown name or parameter is refused with the nearest known one suggested. The
texts come from command lines and server requests: untrusted, and only ever
answered with :class:`BotSpecError`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from ..errors import OptionError
from ..players import Bot

__all__ = ["BotSpec", "BotSpecError", "Param", "ParamValue", "bind", "parse_spec", "spec_problem"]

ParamValue = int | float | str | bool
NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}\Z")
"""A bot's or a parameter's name: what a command line can carry between ``:``, ``,`` and ``=``."""
MAX_SPEC = 500


class BotSpecError(OptionError):
    """A bot text that names no bot, or a parameter it does not have or a bad value."""


@attrs.frozen
class Param:
    """One parameter of a bot: its name, kind, default, range and a line of help."""

    name: str
    default: ParamValue
    help: str = ""
    minimum: float | None = None
    maximum: float | None = None

    @property
    def kind(self) -> type:
        """The type of the default (``int``, ``float``, ``str`` or ``bool``)."""
        return type(self.default)

    def parse(self, bot: str, text: str) -> ParamValue:
        """The value ``text`` stands for, checked; :class:`BotSpecError` says what is wrong."""
        kind = self.kind
        value: ParamValue
        try:
            if kind is bool:
                word = text.strip().lower()
                if word not in ("true", "false", "yes", "no", "1", "0"):
                    raise ValueError(text)
                value = word in ("true", "yes", "1")
            elif kind is int:
                value = int(text)
            elif kind is float:
                value = float(text)
                if value != value or value in (float("inf"), float("-inf")):
                    raise ValueError(text)
            else:
                value = text
        except ValueError:
            raise BotSpecError(f"{bot}: {self.name} is {_kind_words(self)}, not {text!r}") from None
        if isinstance(value, (int, float)) and not isinstance(value, bool) and (
                (self.minimum is not None and value < self.minimum)
                or (self.maximum is not None and value > self.maximum)):
            raise BotSpecError(f"{bot}: {self.name} is {_kind_words(self)}, not {text!r}")
        return value

    def describe(self) -> str:
        """``name=default`` with the range: what ``senet bots`` lists."""
        return f"{self.name}={_show(self.default)} ({_kind_words(self)})"


def _show(value: ParamValue) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _kind_words(param: Param) -> str:
    kind = {bool: "true or false", int: "an integer", float: "a number", str: "a text"}[param.kind]
    if param.minimum is not None and param.maximum is not None:
        return f"{kind} from {_number(param.minimum)} to {_number(param.maximum)}"
    if param.minimum is not None:
        return f"{kind} of at least {_number(param.minimum)}"
    return kind


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _params(params: Sequence[Param]) -> tuple[Param, ...]:
    return tuple(params)


BotFactory = Callable[[int, int, Mapping[str, ParamValue]], Bot]
"""``make(seat, seed, params)``: a new bot for one seat (params complete, checked)."""


@attrs.frozen
class BotSpec:
    """A bot a plugin offers (hook ``senet_bots``): a name, a line saying what it does, its
    parameters and a factory ``make(seat, seed, params) -> Bot``."""

    name: str
    summary: str
    make: BotFactory
    params: tuple[Param, ...] = attrs.field(default=(), converter=_params)

    def param(self, name: str) -> Param:
        """The parameter called ``name``; :class:`BotSpecError` suggests the nearest."""
        for p in self.params:
            if p.name == name:
                return p
        known = [p.name for p in self.params]
        raise BotSpecError(f"{self.name} has no parameter {name!r}{_suggest(name, known)}; "
                           + (f"it has: {', '.join(known)}" if known else "it takes none"))


def spec_problem(spec: object, taken: Mapping[str, object]) -> str | None:
    """What is wrong with a bot a plugin hands over, or ``None``."""
    if not isinstance(spec, BotSpec):
        return f"{spec!r} is not a senet.bots.BotSpec"
    if not isinstance(spec.name, str) or not NAME.match(spec.name):
        return (f"bot name {spec.name!r} must be lower-case letters, digits, '-' or '_' "
                "(starting with a letter, at most 40)")
    if spec.name in taken:
        return f"a bot called {spec.name!r} is already registered"
    if not callable(spec.make):
        return f"bot {spec.name!r}: make is not callable"
    names = [p.name for p in spec.params]
    if len(set(names)) != len(names):
        return f"bot {spec.name!r}: two parameters have the same name"
    for p in spec.params:
        if not isinstance(p, Param) or not NAME.match(p.name) or type(p.default) not in (
                int, float, str, bool):
            return f"bot {spec.name!r}: parameter {p!r} is not a Param with a plain default"
    return None


def parse_spec(text: str) -> tuple[str, dict[str, str]]:
    """``name:key=value,...`` as the name and the raw parameter texts (not yet checked)."""
    if not isinstance(text, str) or not text.strip():
        raise BotSpecError("a bot is a name such as 'mcts' or 'mcts:iterations=500', not an empty text")
    if len(text) > MAX_SPEC:
        raise BotSpecError(f"a bot text is at most {MAX_SPEC} characters")
    name, _, rest = text.strip().partition(":")
    name = name.strip()
    raw: dict[str, str] = {}
    for part in rest.split(",") if rest.strip() else ():
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or not key:
            raise BotSpecError(f"{name}: a parameter is key=value, not {part.strip()!r}")
        if key in raw:
            raise BotSpecError(f"{name}: {key} is given twice")
        raw[key] = value.strip()
    return name, raw


def bind(spec: BotSpec, raw: Mapping[str, str]) -> dict[str, ParamValue]:
    """Every parameter of ``spec``: the checked values of ``raw``, defaults for the rest."""
    values = {p.name: p.default for p in spec.params}
    for key, text in raw.items():
        values[key] = spec.param(key).parse(spec.name, text)
    return values


def lookup(bots: Mapping[str, BotSpec], name: str) -> BotSpec:
    """The bot called ``name``; :class:`BotSpecError` suggests the nearest and lists them."""
    spec = bots.get(name)
    if spec is None:
        known = sorted(bots)
        raise BotSpecError(f"no bot called {name!r}{_suggest(name, known)}; installed: "
                           f"{', '.join(known) or 'none'} (see: senet bots)")
    return spec


def _suggest(word: str, known: Sequence[str]) -> str:
    close = [k for k in known if word and k.startswith(word)] or difflib.get_close_matches(word, known, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def canonical(spec: BotSpec, values: Mapping[str, Any]) -> str:
    """The text that chooses this bot with these values (defaults left out)."""
    changed = [f"{p.name}={_show(values[p.name])}" for p in spec.params if values[p.name] != p.default]
    return spec.name + (":" + ",".join(changed) if changed else "")
