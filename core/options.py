"""Typed game options: declared by a game, parsed from text, validated."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from .errors import OptionError

__all__ = ["Option", "OptionValue", "Options", "parse_option_text"]

OptionValue = bool | int | str
Options = Mapping[str, OptionValue]


@attrs.frozen
class Option:
    """One option a game accepts: its type, default, allowed values and help."""

    name: str
    default: OptionValue
    help: str = ""
    choices: tuple[OptionValue, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

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
        else:
            values = self.kind.__name__
        return f"{self.name}={values} (default {str(self.default).lower()})"


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
    by_name = {o.name: o for o in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        known = ", ".join(sorted(by_name)) or "none"
        raise OptionError(f"unknown option {unknown[0]!r} (this game's options: {known})")
    out: dict[str, OptionValue] = {}
    for name in sorted(by_name):
        option = by_name[name]
        out[name] = option.coerce(given[name]) if name in given else option.default
    return out


def parse_option_text(pairs: Iterable[str]) -> dict[str, str]:
    """``["side=pro", "luck=true"]`` as a dict; a pair without ``=`` is refused."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError(f"an option is KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out
