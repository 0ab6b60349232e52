"""Bots from plugins: the ``senet_bots`` hook, listed by ``senet bots``, isolated when broken."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

import pytest

import senet
from senet import Move, View, hookimpl
from senet.bots import BotSpec, Param, ParamValue, make_bot, registered
from senet.cli import common, main
from senet_games.nimmt import GAME as NIMMT


class FirstBot:
    """Always the first legal move (or the last, with ``last=true``)."""

    needs_view = False

    def __init__(self, last: bool) -> None:
        self.last = last

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        return legal[-1] if self.last else legal[0]


def _first(seat: int, seed: int, params: Mapping[str, ParamValue]) -> FirstBot:
    return FirstBot(bool(params["last"]))


FIRST = BotSpec("first", "the first legal move", _first, (Param("last", False, "the last instead"),))


class BotPlugin:
    @hookimpl
    def senet_bots(self) -> list[BotSpec]:
        return [FIRST]


class BrokenBots:
    @hookimpl
    def senet_games(self) -> list[senet.Game[object]]:
        return [NIMMT]

    @hookimpl
    def senet_bots(self) -> list[BotSpec]:
        raise RuntimeError("no bots today")


class Usurper:
    @hookimpl
    def senet_bots(self) -> list[BotSpec]:
        return [BotSpec("mcts", "not the real one", _first)]


def test_a_plugin_registers_a_bot_that_seats_by_name() -> None:
    registry = senet.Registry(entry_points=False)
    registry.register(BotPlugin(), name="first-bots")
    assert list(registered(registry))[:2] == ["random", "mcts"]  # the built-in ones first
    bot = make_bot("first:last=true", 0, 0, registry)
    assert isinstance(bot, FirstBot) and bot.last


def test_senet_bots_lists_plugin_bots_with_their_parameters(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    registry = senet.Registry(entry_points=False)
    registry.register(BotPlugin(), name="first-bots")
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    assert main(["bots", "--json"]) == 0
    listed = {b["name"]: b for b in json.loads(capsys.readouterr().out)["bots"]}
    assert set(listed) == {"first", "mcts", "quick", "strong", "greedy", "flatmc", "random"}
    assert listed["first"]["params"] == [{"name": "last", "default": False, "help": "the last instead",
                                          "minimum": None, "maximum": None}]
    assert [p["name"] for p in listed["mcts"]["params"]] == ["iterations", "seconds", "c", "rollout",
                                                             "policy", "round"]
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["bots"]) == 0
    out = capsys.readouterr().out
    assert "first" in out and "last=false (true or false): the last instead" in out


def test_a_plugin_whose_bots_hook_raises_is_refused_whole() -> None:
    registry = senet.Registry(entry_points=False)
    with pytest.raises(senet.PluginError, match=r"senet_bots\(\) raised RuntimeError: no bots today"):
        registry.register(BrokenBots(), name="broken")
    assert "nimmt" not in registry.games  # nothing of the failed plugin stays
    assert registry.pm.get_plugin("broken") is None
    registry.register(BotPlugin(), name="first-bots")  # the others still load
    assert "first" in registered(registry)


def test_a_plugin_cannot_take_a_built_in_bot_name() -> None:
    registry = senet.Registry(entry_points=False)
    registry.register(Usurper(), name="usurper")
    registry.register(BotPlugin(), name="first-bots")
    bots = registered(registry)
    assert bots["mcts"].summary.startswith("information-set")  # the built-in one, not the usurper's
    assert "first" in bots  # a later plugin's bots are not held up by it
    assert registry.failures["usurper"] == ("its bots were left out: senet_bots(): a bot called 'mcts' "
                                            "is already registered")


class Mixed:
    @hookimpl
    def senet_games(self) -> list[senet.Game[object]]:
        return [NIMMT]

    @hookimpl
    def senet_bots(self) -> list[object]:
        return [FIRST, "not a bot"]


def test_a_plugin_offering_something_that_is_not_a_bot_loses_its_bots_and_keeps_its_games() -> None:
    registry = senet.Registry(entry_points=False)
    registry.register(Mixed(), name="mixed")
    assert "nimmt" in registry.games
    assert "first" not in registered(registry)  # none of its bots, not even the good one
    assert "'not a bot' is not a senet.bots.BotSpec" in registry.failures["mixed"]
