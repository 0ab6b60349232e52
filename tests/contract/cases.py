"""The matches every registered game is checked with: each option value, each player count."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

import senet
from senet import Game, Option, OptionValue

__all__ = ["Case", "cases", "contract_games"]


@attrs.frozen
class Case:
    """One game, one set of options, one player count."""

    game: Game[Any]
    options: tuple[tuple[str, OptionValue], ...]
    players: int

    @property
    def id(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options) or "default"
        return f"{self.game.name}[{opts}]-{self.players}p"


def _values(option: Option) -> list[OptionValue]:
    if option.choices is not None:
        return [v for v in option.choices if v != option.default]
    if isinstance(option.default, bool):
        return [not option.default]
    return []


def option_sets(game: Game[Any]) -> list[tuple[tuple[str, OptionValue], ...]]:
    """The defaults, then each option's other values one at a time."""
    sets: list[tuple[tuple[str, OptionValue], ...]] = [()]
    for option in game.options:
        sets.extend(((option.name, value),) for value in _values(option))
    return sets


def contract_games() -> list[Game[Any]]:
    """Every game installed through entry points (the contract is for all of them)."""
    registry = senet.default_registry()
    return [registry.get(name) for name in registry.names()]


def cases(games: list[Game[Any]]) -> Iterator[Case]:
    """Every (options, player count) pair of every game that the options allow."""
    for game in games:
        for options in option_sets(game):
            try:
                resolved = senet.options.resolve_options(game.options, dict(options))
            except senet.OptionError:
                continue
            for players in game.players_for(resolved):
                yield Case(game, options, players)
