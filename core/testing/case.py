"""A conformance case (one game, one option set, one player count) and a failed check."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from ..errors import OptionError
from ..game import Game
from ..options import Option, OptionValue, resolve_options

__all__ = ["Case", "Failure", "cases"]


@attrs.frozen
class Case:
    """One game, one set of options, one player count."""

    game: Game[Any]
    options: tuple[tuple[str, OptionValue], ...]
    players: int

    @property
    def id(self) -> str:
        """``game[options]-Np``."""
        opts = ",".join(f"{k}={v}" for k, v in self.options) or "default"
        return f"{self.game.name}[{opts}]-{self.players}p"


@attrs.frozen
class Failure:
    """A check that failed: which, in which case, at which step, and why."""

    check: str
    case: str
    step: int | None
    message: str

    def __str__(self) -> str:
        where = "" if self.step is None else f" at move {self.step}"
        return f"{self.check}: {self.case}{where}: {self.message}"


def _values(option: Option) -> list[OptionValue]:
    if option.choices is not None:
        return [v for v in option.choices if v != option.default]
    if isinstance(option.default, bool):
        return [not option.default]
    return []


def cases(game: Game[Any]) -> Iterator[Case]:
    """The defaults, then each option's other values one at a time, with every player count."""
    sets: list[tuple[tuple[str, OptionValue], ...]] = [()]
    for option in game.options:
        sets.extend(((option.name, value),) for value in _values(option))
    for options in sets:
        try:
            resolved = resolve_options(game.options, dict(options))
        except OptionError:
            continue
        for players in game.players_for(resolved):
            yield Case(game, options, players)


# -- one case, one game ---------------------------------------------------------------------------
