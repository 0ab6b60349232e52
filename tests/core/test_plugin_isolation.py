"""Plugins that misbehave: a failing observer is isolated, built-in game names cannot be taken.

Regression tests for issue 10, item 5: an observer whose ``senet_event_recorded``
raised made ``new_match`` fail for every game (and ``senet games`` said nothing),
and a plugin whose entry point sorted first could register a game called
``nimmt``, after which the real game was reported as the failure.
"""

from __future__ import annotations

import importlib.metadata
import json
import logging
from collections.abc import Callable, Mapping
from typing import Any

import attrs
import pytest

import senet
import senet.registry
from senet import Ask, Auto, Decision, Event, Evolver, Move, Result, Rng, Tx, declare, hookimpl
from senet.cli import common, main
from senet_games.nimmt import GAME as NIMMT

# -- a tiny game: a deal, then each seat in turn steps, three steps in all --------------------

LIMIT = 3


@attrs.frozen
class Tally:
    """How many steps were taken, and by whom."""

    dealt: bool = False
    steps: tuple[int, ...] = ()


@attrs.frozen
class Step(Move, tag="tally/step"):
    """Take the next step."""


@attrs.frozen
class Dealt(Event, tag="tally/dealt"):
    """The table is set (an event of the set-up, before anyone is asked)."""


@attrs.frozen
class Stepped(Event, tag="tally/stepped"):
    """``player`` took a step."""

    player: int


evolve = Evolver[Tally]()


@evolve.on(Dealt)
def _dealt(s: Tally, e: Dealt) -> Tally:
    return attrs.evolve(s, dealt=True)


@evolve.on(Stepped)
def _stepped(s: Tally, e: Stepped) -> Tally:
    return attrs.evolve(s, steps=(*s.steps, e.player))


def _setup(players: int, options: Mapping[str, senet.OptionValue], rng: Rng) -> Tally:
    return Tally()


def _step(tx: Tx[Tally], player: int, move: Step) -> None:
    tx.emit(Stepped(player))


STEP = Decision("step", Step, options=lambda s, p: [Step()], play=_step, private=True)  # asked


def _pending(s: Tally) -> Ask[Tally] | Auto[Tally] | None:
    if not s.dealt:
        return Auto("deal", lambda tx: tx.emit(Dealt()))
    return Ask(STEP, len(s.steps) % 2) if len(s.steps) < LIMIT else None


def _result(s: Tally) -> Result:
    return Result.from_scores([s.steps.count(0), s.steps.count(1)])


def _game(name: str) -> senet.Game[Tally]:
    return declare(name=name, title=name.title(), players=range(2, 3), state=Tally, setup=_setup,
                   pending=_pending, decisions=[STEP], evolve=evolve, result=_result)


TALLY = _game("tally")
OTHER = _game("other")


# -- plugins ----------------------------------------------------------------------------------


class Games:
    """A plugin handing over the games it was given."""

    def __init__(self, *games: senet.Game[Any]) -> None:
        self.games = list(games)

    @hookimpl
    def senet_games(self) -> list[senet.Game[Any]]:
        return self.games


class Raising:
    """An observer whose ``senet_event_recorded`` raises on the events of ``kinds`` (every
    event when empty), counting its calls."""

    def __init__(self, *kinds: type[Event]) -> None:
        self.kinds = kinds
        self.calls = 0

    @hookimpl
    def senet_event_recorded(self, match: senet.Observed, entry: senet.Entry) -> None:
        self.calls += 1
        if not self.kinds or isinstance(entry.event, self.kinds):
            raise RuntimeError("observer broke\nsecond line")


class Recorder:
    """A healthy observer that writes down every call."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    @hookimpl
    def senet_match_started(self, match: senet.Observed) -> None:
        self.calls.append(("started", match))

    @hookimpl
    def senet_event_recorded(self, match: senet.Observed, entry: senet.Entry) -> None:
        self.calls.append(("event", entry))

    @hookimpl
    def senet_match_ended(self, match: senet.Observed, result: senet.Result) -> None:
        self.calls.append(("ended", result))

    def events(self) -> list[Any]:
        return [value for kind, value in self.calls if kind == "event"]


def _registry(*plugins: tuple[str, object]) -> senet.Registry:
    registry = senet.Registry(entry_points=False)
    registry.register(Games(TALLY, OTHER), name="tally-games")
    for name, plugin in plugins:
        registry.register(plugin, name=name)
    return registry


def _play_out(match: senet.Match[Any]) -> None:
    while not match.is_over:
        (player,) = match.to_act
        match.submit(player, Step())


# -- a failing observer is isolated -----------------------------------------------------------


def test_an_observer_raising_on_every_event_does_not_stop_any_game() -> None:
    registry = _registry(("noisy", Raising()))
    for name in ("tally", "other"):
        match = senet.new_match(name, 2, registry=registry)  # raised PluginError before
        assert match.state == Tally(dealt=True)
        _play_out(match)
        assert match.result == Result.from_scores([2, 1])
    assert "noisy" in registry.failures
    assert registry.pm.get_plugin("noisy") is None


def test_the_move_stands_and_the_match_goes_on() -> None:
    noisy = Raising(Stepped)
    registry = _registry(("noisy", noisy))
    match = senet.new_match("tally", 2, registry=registry)
    assert noisy.calls == 1 and "noisy" not in registry.failures  # the deal did not raise
    entries = match.submit(0, Step())  # the observer raises here
    assert [e.event for e in entries] == [Stepped(0)]
    assert match.moves == [(0, Step())] and match.to_act == (1,)
    assert noisy.calls == 2
    match.submit(1, Step())
    match.submit(0, Step())
    assert noisy.calls == 2, "a disabled observer is not called again"
    assert match.is_over and match.state.steps == (0, 1, 0)
    assert senet.load_match(match.save(), registry).state_hash() == match.state_hash()


def test_the_failure_is_one_line_naming_the_hook_and_the_error() -> None:
    registry = _registry(("noisy", Raising()))
    senet.new_match("tally", 2, registry=registry)
    reason = registry.failures["noisy"]
    assert "senet_event_recorded" in reason and "RuntimeError" in reason
    assert "observer broke second line" in reason and "\n" not in reason


def test_a_failing_observer_is_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    registry = _registry(("noisy", Raising()))
    with caplog.at_level(logging.WARNING, logger="senet"):
        for _ in range(3):
            _play_out(senet.new_match("tally", 2, registry=registry))
    records = [r for r in caplog.records if r.name.startswith("senet")]
    assert len(records) == 1
    assert records[0].levelno == logging.WARNING
    assert "'noisy'" in records[0].getMessage()
    assert "senet_event_recorded" in records[0].getMessage()


def test_other_observers_are_still_told_everything() -> None:
    recorder = Recorder()
    registry = _registry(("noisy", Raising()), ("recorder", recorder))
    match = senet.new_match("tally", 2, registry=registry)
    _play_out(match)
    assert recorder.events() == match.log
    assert [kind for kind, _ in recorder.calls if kind != "event"] == ["started", "ended"]


def test_matches_made_before_the_failure_stop_calling_it_too() -> None:
    noisy = Raising(Stepped)
    registry = _registry(("noisy", noisy))
    first = senet.new_match("tally", 2, registry=registry)
    second = senet.new_match("tally", 2, registry=registry)
    first.submit(0, Step())
    calls = noisy.calls
    second.submit(0, Step())
    assert noisy.calls == calls


class FailsAtStart:
    @hookimpl
    def senet_match_started(self, match: senet.Observed) -> None:
        raise ValueError("senet_match_started failed")


class FailsAtEnd:
    @hookimpl
    def senet_match_ended(self, match: senet.Observed, result: senet.Result) -> None:
        raise ValueError("senet_match_ended failed")


@pytest.mark.parametrize(("plugin", "hook"), [(FailsAtStart, "senet_match_started"),
                                              (FailsAtEnd, "senet_match_ended")])
def test_the_other_observer_hooks_are_isolated_too(plugin: type, hook: str) -> None:
    recorder = Recorder()
    registry = _registry(("failing", plugin()), ("recorder", recorder))
    match = senet.new_match("tally", 2, registry=registry)
    _play_out(match)
    assert match.result is not None
    assert [kind for kind, _ in recorder.calls if kind != "event"] == ["started", "ended"]
    assert hook in registry.failures["failing"] and "ValueError" in registry.failures["failing"]


def test_a_plugin_whose_observer_failed_keeps_its_games() -> None:
    class Both(Raising):
        @hookimpl
        def senet_games(self) -> list[senet.Game[Any]]:
            return [attrs.evolve(TALLY, name="both")]

    registry = senet.Registry(entry_points=False)
    registry.register(Both(), name="both")
    match = senet.new_match("both", 2, registry=registry)
    _play_out(match)
    assert "both" in registry.failures and registry.names() == ["both"]


# -- built-in game names cannot be taken --------------------------------------------------------


class FakeEntryPoint:
    """An entry point of the ``senet`` group whose module is ``value`` and whose distribution
    is ``dist`` (``None``: made by hand, as ``importlib.metadata.EntryPoint(...)`` is)."""

    group = "senet"

    def __init__(self, name: str, value: str, plugin: object, dist: str | None = None) -> None:
        self.name, self.value, self.plugin = name, value, plugin
        self.dist = None if dist is None else type("Dist", (), {"name": dist})()

    def load(self) -> object:
        return self.plugin


def _installed(monkeypatch: pytest.MonkeyPatch, *extra: object, last: bool = False) -> senet.Registry:
    """A registry of the installed entry points plus ``extra`` (listed first, or ``last``)."""
    real = list(importlib.metadata.entry_points(group="senet"))

    def entry_points(**kwargs: str) -> list[Any]:
        assert kwargs == {"group": "senet"}
        return [*real, *extra] if last else [*extra, *real]

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    return senet.Registry()


def _impostor() -> Games:
    return Games(attrs.evolve(TALLY, name="nimmt"))


@pytest.mark.parametrize("last", [False, True], ids=["listed-first", "listed-last"])
def test_a_plugin_sorting_first_cannot_take_a_built_in_name(
    monkeypatch: pytest.MonkeyPatch, last: bool
) -> None:
    impostor = FakeEntryPoint("aaa", "aaa_games.plugin", _impostor(), dist="aaa-games")
    registry = _installed(monkeypatch, impostor, last=last)
    assert registry.get("nimmt") is NIMMT
    assert registry.owners["nimmt"] == "nimmt"
    assert "nimmt" not in registry.failures
    assert "'nimmt'" in registry.failures["aaa"] and "already registered" in registry.failures["aaa"]
    assert senet.new_match("nimmt", 2).game is NIMMT


def test_an_entry_point_named_like_a_built_in_one_is_named_with_its_module(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    impostor = FakeEntryPoint("nimmt", "evil_games.plugin", _impostor())
    registry = _installed(monkeypatch, impostor)
    assert registry.get("nimmt") is NIMMT
    assert "nimmt" not in registry.failures
    assert "already registered" in registry.failures["nimmt (evil_games.plugin)"]


def test_a_module_put_into_the_built_in_package_by_another_distribution_is_not_built_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    impostor = FakeEntryPoint("aaa", "senet_games.aaa", _impostor(), dist="aaa-games")
    registry = _installed(monkeypatch, impostor)
    assert registry.get("nimmt") is NIMMT
    assert "aaa" in registry.failures


def test_a_new_name_from_a_third_party_plugin_still_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    newcomer = FakeEntryPoint("aaa", "aaa_games.plugin", Games(TALLY), dist="aaa-games")
    registry = _installed(monkeypatch, newcomer)
    assert registry.get("tally") is TALLY and registry.owners["tally"] == "aaa"
    assert registry.failures == {}


# -- `senet games` names them -----------------------------------------------------------------


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
        ) -> Callable[..., tuple[int, str, str]]:
    """``run("games")``: the command's exit code, stdout and stderr."""
    monkeypatch.setenv("COLUMNS", "200")

    def go(*argv: str) -> tuple[int, str, str]:
        code = main(list(argv))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return go


def test_senet_games_names_a_failing_observer(run: Callable[..., tuple[int, str, str]],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    registry = _registry(("noisy", Raising()))
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    code, out, err = run("games")
    assert code == 0
    assert "tally" in out and "other" in out
    (line,) = [line for line in out.splitlines() if "noisy" in line]
    assert "senet_event_recorded raised RuntimeError" in line
    assert err.count("senet: warning:") == 1 and "noisy" in err
    data = json.loads(run("games", "--json")[1])
    assert "senet_event_recorded" in data["failures"]["noisy"]


def test_senet_games_starts_no_match_when_nobody_observes(
    run: Callable[..., tuple[int, str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[object] = []
    monkeypatch.setattr("senet.cli.games.new_match", lambda *a, **k: made.append(a))
    monkeypatch.setattr(common, "get_registry", lambda: _registry())
    assert run("games")[0] == 0
    assert made == []


def test_senet_games_names_the_impostor_not_the_real_game(
    run: Callable[..., tuple[int, str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    impostor = FakeEntryPoint("aaa", "aaa_games.plugin", _impostor(), dist="aaa-games")
    registry = _installed(monkeypatch, impostor)
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    code, out, _ = run("games", "--json")
    data = json.loads(out)
    assert code == 0
    assert list(data["failures"]) == ["aaa"]
    (nimmt,) = [g for g in data["games"] if g["name"] == "nimmt"]
    assert nimmt["plugin"] == "nimmt" and nimmt["title"] == NIMMT.title


class Auditor(Recorder):
    """A healthy observer that declares it sees every secret."""

    @hookimpl
    def senet_observes(self) -> str:
        return "everything"


class SeatWatcher(Recorder):
    """A healthy observer that sees what seat 1 sees."""

    @hookimpl
    def senet_observes(self) -> int:
        return 1


def test_senet_games_says_what_each_observer_sees(run: Callable[..., tuple[int, str, str]],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    registry = _registry(("stats", Recorder()), ("audit", Auditor()), ("seat", SeatWatcher()))
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    code, out, _ = run("games")
    assert code == 0
    (line,) = [line for line in out.splitlines() if line.startswith("observers:")]
    assert line == "observers: stats (spectator), audit (everything: sees every secret), seat (seat 1)"
    data = json.loads(run("games", "--json")[1])
    assert data["observers"] == {"stats": "spectator", "audit": "everything", "seat": 1}


def test_senet_games_names_no_observer_when_nobody_observes(
    run: Callable[..., tuple[int, str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(common, "get_registry", lambda: _registry())
    code, out, _ = run("games")
    assert code == 0 and "observers:" not in out
    assert json.loads(run("games", "--json")[1])["observers"] == {}
