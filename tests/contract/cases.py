"""The matches every registered game is checked with: each option value, each player count."""

from __future__ import annotations

import functools
import importlib
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import senet
from senet import Game
from senet.testing import Case
from senet.testing import cases as game_cases

__all__ = ["Case", "cases", "contract_games"]


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
        yield from game_cases(game)
