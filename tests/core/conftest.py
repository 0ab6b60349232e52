"""Fixtures for the engine's tests: a registry holding the two test games."""

from __future__ import annotations

from typing import Any

import pytest

import senet
from tests.core.games import RELAY, VOTE


@pytest.fixture
def registry() -> senet.Registry:
    """A registry with only the test games (no entry points loaded)."""
    reg = senet.Registry(entry_points=False)
    reg.add_game(RELAY)
    reg.add_game(VOTE)
    return reg


@pytest.fixture
def relay(registry: senet.Registry) -> senet.Match[Any]:
    """A three-player relay match with the trap moves listed."""
    return senet.new_match("relay", 3, seed=7, options={"traps": True}, registry=registry)


@pytest.fixture
def vote(registry: senet.Registry) -> senet.Match[Any]:
    """A three-player vote match of two rounds."""
    return senet.new_match("vote", 3, seed=3, registry=registry)

