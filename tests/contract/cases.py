"""The matches every registered game is checked with: each option value, each player count."""

from __future__ import annotations

import functools
import importlib
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
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


EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


@functools.cache
def contract_registry() -> senet.Registry:
    """The installed games plus the example games of docs/examples (registered at run time)."""
    registry = senet.Registry()
    for project in sorted(EXAMPLES.glob("*/pyproject.toml")):
        declared = tomllib.loads(project.read_text())["project"]["entry-points"]["senet"]
        for name, module in sorted(declared.items()):
            if name in registry.owners.values():
                continue  # installed for real: already loaded through its entry point
            if str(project.parent) not in sys.path:
                sys.path.insert(0, str(project.parent))
            registry.register(importlib.import_module(module), name=name)
    return registry


def contract_games() -> list[Game[Any]]:
    """Every registered game (the contract is for all of them)."""
    registry = contract_registry()
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
