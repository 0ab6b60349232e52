"""Typed game options: declared by a game, parsed from text, validated."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence

import attrs

from .errors import OptionError
from .words import quoted

__all__ = ["Option", "OptionValue", "Options", "applies", "did_you_mean", "ignored", "parse_option_text"]

OptionValue = bool | int | str
Options = Mapping[str, OptionValue]
Conditions = tuple[tuple[str, tuple[OptionValue, ...]], ...]


def _conditions(given: Mapping[str, Sequence[OptionValue]] | Conditions) -> Conditions:
    """``{"side": ("pro",)}`` as sorted pairs (hashable, so the option stays a frozen value)."""
    pairs = given.items() if isinstance(given, Mapping) else given
    return tuple(sorted((str(k), tuple(v)) for k, v in pairs))


@attrs.frozen
class Option:
    """One option a game accepts: its type, default, allowed values and help."""

    name: str
    default: OptionValue
    help: str = ""
    choices: tuple[OptionValue, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    only_with: Conditions = attrs.field(default=(), converter=_conditions)
    """The other options' values this option applies with, such as ``{"side": ("pro",)}``;
    with any other value it is ignored, so the commands refuse it. Empty: always applies."""
    limits_length: bool = False
    """The option bounds how long a match lasts (a round cap): the commands suggest it when
    matches reach the move cap unfinished."""

    @property
    def kind(self) -> type:
        """The option's value type: bool, int or str."""
        return type(self.default)

    def coerce(self, value: object) -> OptionValue:
        """Check (and convert text to) a value of this option's type."""
        kind = self.kind
        if isinstance(value, str) and kind is not str:
            value = _from_text(self.name, kind, value)
        if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
            raise OptionError(
                f"option {self.name!r} takes a {kind.__name__}, not {value!r}"
            )
        assert isinstance(value, (bool, int, str))
        if self.choices is not None and value not in self.choices:
            allowed = "|".join(str(c) for c in self.choices)
            raise OptionError(f"option {self.name!r} is one of {allowed}, not {value!r}")
        if isinstance(value, int) and not isinstance(value, bool):
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"option {self.name!r} is at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"option {self.name!r} is at most {self.maximum}")
        return value

    def describe(self) -> str:
        """A one-line description for help texts."""
        if self.choices is not None:
            values = "|".join(str(c).lower() for c in self.choices)
        elif self.kind is int and self.minimum is not None and self.maximum is not None:
            values = f"{self.minimum}-{self.maximum}"
        else:
            values = self.kind.__name__
        return f"{self.name}={values} (default {str(self.default).lower()})"

    def condition_text(self) -> str:
        """``side=pro``: the values this option applies with (empty when it always applies)."""
        return ", ".join(f"{k}={'|'.join(str(v).lower() for v in vs)}" for k, vs in self.only_with)


def applies(option: Option, values: Mapping[str, object]) -> bool:
    """Whether ``option`` applies with these values of the game's options (its ``only_with``)."""
    return all(values.get(k) in vs for k, vs in option.only_with)


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """`` (did you mean 'nimmt'?)`` when a known name is close to ``name``, else empty."""
    if not isinstance(name, str) or len(name) > 64:  # no near miss, and no quadratic compare
        return ""
    close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _from_text(name: str, kind: type, text: str) -> OptionValue:
    if kind is bool:
        lowered = text.strip().lower()
        if lowered in ("true", "yes", "on", "1"):
            return True
        if lowered in ("false", "no", "off", "0"):
            return False
        raise OptionError(f"option {name!r} takes true or false, not {text!r}")
    try:
        return int(text)
    except ValueError:
        raise OptionError(f"option {name!r} takes an integer, not {text!r}") from None


def resolve_options(declared: Iterable[Option], given: Mapping[str, object]) -> dict[str, OptionValue]:
    """Defaults filled in and every given value checked; unknown names refused."""
    if not isinstance(given, Mapping):
        raise OptionError(f"options are a mapping of names to values, not {quoted(given)}")
    odd = next((k for k in given if type(k) is not str), None)
    if odd is not None:
        raise OptionError(f"an option's name is text, not {quoted(odd)}")
    by_name = {o.name: o for o in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        known = ", ".join(sorted(by_name)) or "none"
        raise OptionError(f"unknown option {quoted(unknown[0])}{did_you_mean(unknown[0], by_name)} "
                          f"(this game's options: {known})")
    out: dict[str, OptionValue] = {}
    for name in sorted(by_name):
        option = by_name[name]
        out[name] = option.coerce(given[name]) if name in given else option.default
    for name in sorted(given):  # a value the chosen variant would ignore is a mistake
        option = by_name[name]
        if out[name] != option.default and not applies(option, out):
            raise OptionError(ignored(option, out))
    return out


def ignored(option: Option, values: Mapping[str, object]) -> str:
    """Why ``option`` is refused with these values: it applies only with others."""
    now = ", ".join(f"{k}={str(values.get(k)).lower()}" for k, _ in option.only_with)
    return (f"option {option.name!r} applies only with {option.condition_text()}, and this match "
            f"has {now}: it would be ignored")


def parse_option_text(pairs: Iterable[str]) -> dict[str, str]:
    """``["side=pro", "luck=true"]`` as a dict; a pair without ``=`` is refused."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError(f"an option is KEY=VALUE, not {pair!r}")
        if key.strip() in out:
            raise OptionError(f"option {key.strip()!r} is given twice ({key.strip()}="
                              f"{out[key.strip()]} and {pair.strip()}); give it once")
        out[key.strip()] = value.strip()
    return out
