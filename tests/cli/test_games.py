"""``senet games``: text and JSON listings, and plugins that fail to load."""

from __future__ import annotations

import importlib.metadata
import json
from collections.abc import Callable

import pytest

import senet
from senet.cli import common

from .conftest import Ran


def test_lists_nimmt_with_players_and_options(run: Callable[..., Ran]) -> None:
    ran = run("games")
    assert ran.code == 0, ran.err
    assert "nimmt" in ran.out
    assert "2-6" in ran.out and "2-10" in ran.out
    assert "nimmt-classic" in ran.out  # the card game is its own game, 2-10 players
    assert "side=basic|pro (default basic)" in ran.out
    assert "failed" not in ran.out


def test_json(run: Callable[..., Ran]) -> None:
    ran = run("games", "--json")
    assert ran.code == 0
    data = json.loads(ran.out)
    assert data["failures"] == {}
    (nimmt,) = [g for g in data["games"] if g["name"] == "nimmt"]
    assert nimmt["players"] == {"min": 2, "max": 6}
    assert {"options": {}, "min": 2, "max": 6} in nimmt["player_ranges"]
    (classic,) = [g for g in data["games"] if g["name"] == "nimmt-classic"]
    assert classic["players"] == {"min": 2, "max": 10}
    side = next(o for o in nimmt["options"] if o["name"] == "side")
    assert side["default"] == "basic"
    assert side["choices"] == ["basic", "pro"]
    assert side["describe"] == "side=basic|pro (default basic)"


@pytest.fixture
def broken_plugin(monkeypatch: pytest.MonkeyPatch) -> None:
    """The installed plugins plus one whose module does not exist."""
    real = importlib.metadata.entry_points(group="senet")
    broken = importlib.metadata.EntryPoint("broken", "senet_games.no_such_game", "senet")

    def entry_points(**kwargs: str) -> list[importlib.metadata.EntryPoint]:
        return [*real, broken] if kwargs.get("group") == "senet" else []

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    registry = senet.Registry()
    monkeypatch.setattr(common, "get_registry", lambda: registry)


@pytest.mark.usefixtures("broken_plugin")
def test_failed_plugin_is_reported_and_the_others_still_listed(run: Callable[..., Ran]) -> None:
    ran = run("games")
    assert ran.code == 0
    assert "nimmt" in ran.out
    assert "Plugins that failed to load" in ran.out
    assert "broken" in ran.out and "senet_games.no_such_game" in ran.out


@pytest.mark.usefixtures("broken_plugin")
def test_failed_plugin_in_json(run: Callable[..., Ran]) -> None:
    data = json.loads(run("games", "--json").out)
    names = [g["name"] for g in data["games"]]
    assert "nimmt" in names and names == sorted(names) and "broken" not in names
    assert "ModuleNotFoundError" in data["failures"]["broken"]


def test_no_games(run: Callable[..., Ran], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(common, "get_registry", lambda: senet.Registry(entry_points=False))
    ran = run("games")
    assert ran.code == 0
    assert "no games are installed" in ran.out


def test_help_and_usage_errors(run: Callable[..., Ran]) -> None:
    assert run("--help").code == 0
    assert run().code == 2  # no subcommand
    assert run("frobnicate").code == 2
