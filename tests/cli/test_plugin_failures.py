"""A third-party game whose code raises: the command prints one line naming the plugin and
the function, exits 1, and shows no traceback (``senet simulate``, ``senet play``,
``senet tournament``, and with worker processes)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from unittest.mock import Mock

import attrs
import pytest

import senet
from senet import Ask, Decision, Evolver, Move, Result, Rng, Tx, declare
from senet.bots import runner
from senet.cli import common
from senet.testing import faced

from .conftest import Ran, Script

FAILS = ("nothing", "result", "view", "options", "play", "render", "describe_move", "evolve")


@attrs.frozen
class Pile:
    """Stones left, whose turn, who took the last one, and which function is to fail."""

    fail: str
    left: int = 4
    turn: int = 0
    last: int | None = None


@attrs.frozen
class Take(Move, tag="brittle/take"):
    """Take one or two stones."""

    stones: int


@attrs.frozen
class Took(senet.Event, tag="brittle/took"):
    """``player`` took ``stones``."""

    player: int
    stones: int


evolve = Evolver[Pile]()


@evolve.on(Took)
def _took(s: Pile, e: Took) -> Pile:
    if s.fail == "evolve":
        raise KeyError("no such pile")
    return attrs.evolve(s, left=s.left - e.stones, turn=1 - e.player, last=e.player)


def _setup(players: int, options: Mapping[str, senet.OptionValue], rng: Rng) -> Pile:
    return Pile(str(options["fail"]))


def _options(s: Pile, player: int) -> Sequence[Take]:
    if s.fail == "options":
        raise IndexError("tuple index out of range")
    return [Take(n) for n in (1, 2) if n <= s.left]


def _play(tx: Tx[Pile], player: int, move: Take) -> None:
    if tx.state.fail == "play":
        raise ValueError("cannot take that")
    tx.emit(Took(player, move.stones))


TAKE = Decision("take", Take, options=_options, play=_play)


def final_scores(s: Pile) -> Result:
    """The plugin's result(), under another name."""
    if s.fail == "result":
        return Result.from_scores((1 // 0, 0))
    return Result.from_scores(tuple(int(p == s.last) for p in range(2)))


def _view(s: Pile, player: int | None) -> Pile:
    if s.fail == "view":
        raise AttributeError("'Pile' object has no attribute 'hand'")
    return s


def _render(view: senet.View) -> str:
    if view.state.fail == "render":
        raise TypeError("render broke")
    return f"{view.state.left} stones"


def _describe(move: Take, view: object) -> str:
    if isinstance(view, senet.View) and view.state.fail == "describe_move":
        raise RuntimeError("no words")
    return f"take {move.stones}"


GAME = faced(declare(
    name="brittle", title="Brittle", players=range(2, 3), state=Pile, setup=_setup,
    options=(senet.Option("fail", "nothing", "the function that raises", choices=FAILS),),
    pending=lambda s: Ask(TAKE, s.turn) if s.left else None, decisions=[TAKE], evolve=evolve,
    result=final_scores, view=_view), render=_render, describe_move=_describe)


def plugin() -> ModuleType:
    """A plugin module providing the brittle game, as an installed plugin would."""
    module = ModuleType("brittle_plugin")

    @senet.hookimpl
    def senet_games() -> list[senet.Game[Pile]]:
        return [GAME]

    module.senet_games = senet_games  # type: ignore[attr-defined]
    return module


@pytest.fixture
def brittle(monkeypatch: pytest.MonkeyPatch) -> senet.Registry:
    """The command (and its worker processes) see only the brittle game, from plugin 'brittle'."""
    registry = senet.Registry(entry_points=False)
    registry.register(plugin(), name="brittle")
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    monkeypatch.setattr(senet.registry, "default_registry", lambda: registry)  # forked workers
    return registry


def one_line(ran: Ran, *words: str) -> str:
    """The run failed with exit code 1 and one line on stderr holding ``words``."""
    assert ran.code == 1, (ran.code, ran.err)
    assert "Traceback" not in ran.err + ran.out
    lines = ran.err.strip().splitlines()
    assert len(lines) == 1, ran.err
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def test_the_game_plays_when_nothing_fails(run: Callable[..., Ran], brittle: senet.Registry) -> None:
    ran = run("simulate", "brittle", "--games", "3")
    assert ran.code == 0, ran.err


@pytest.mark.parametrize(("fail", "function"), [
    ("result", "result() raised ZeroDivisionError: integer division or modulo by zero (in final_scores"),
    ("options", "decision 'take': options() raised IndexError: tuple index out of range"),
    ("play", "decision 'take': play() raised ValueError: cannot take that"),
    ("evolve", "the evolve function of Took raised KeyError: 'no such pile'"),
])
def test_simulate_names_the_plugin_and_the_function(run: Callable[..., Ran], brittle: senet.Registry,
                                                    fail: str, function: str) -> None:
    line = one_line(run("simulate", "brittle", "--games", "2", "-o", f"fail={fail}"),
                    "senet: error: plugin 'brittle': ", function, "test_plugin_failures.py:")
    assert line.count("senet: error:") == 1


def test_with_worker_processes_the_line_is_the_same(run: Callable[..., Ran], brittle: senet.Registry
                                                    ) -> None:
    alone = one_line(run("simulate", "brittle", "--games", "4", "-o", "fail=result"))
    assert one_line(run("simulate", "brittle", "--games", "4", "-o", "fail=result", "--workers", "2")
                    ) == alone


def test_tournament_names_the_plugin_and_the_function(run: Callable[..., Ran], brittle: senet.Registry
                                                      ) -> None:
    one_line(run("tournament", "brittle", "--bot", "a=random", "--bot", "b=random", "--games", "1",
                 "-o", "fail=result"), "plugin 'brittle'", "result() raised ZeroDivisionError")


@pytest.mark.parametrize(("fail", "function"), [
    ("view", "view() raised AttributeError: 'Pile' object has no attribute 'hand' (in _view"),
    ("render", "render() raised TypeError: render broke (in _render"),
    ("describe_move", "describe_move() raised RuntimeError: no words (in _describe"),
    ("result", "result() raised ZeroDivisionError"),
])
def test_play_names_the_plugin_and_the_function(run: Callable[..., Ran], brittle: senet.Registry,
                                                script: Callable[..., Script], fail: str,
                                                function: str) -> None:
    script(["1"] * 10)
    one_line(run("play", "brittle", "--seed", "1", "-o", f"fail={fail}"), "plugin 'brittle'", function)


def test_a_game_added_without_a_plugin_is_named_by_its_game(run: Callable[..., Ran],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    registry = senet.Registry(entry_points=False)
    registry.add_game(GAME)
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    one_line(run("simulate", "brittle", "--games", "1", "-o", "fail=result"),
             "senet: error: game 'brittle': result() raised ZeroDivisionError")


def test_an_engine_bug_keeps_its_traceback(run: Callable[..., Ran], brittle: senet.Registry,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # (a Mock raises from unittest's code: a function of this module would count as the game's)
    monkeypatch.setattr("senet.cli.simulate.run_job", Mock(side_effect=RuntimeError("a bug in the engine")))
    with pytest.raises(RuntimeError, match="a bug in the engine"):
        run("simulate", "brittle", "--games", "1")


def test_blame_reads_the_cause_of_the_engine_s_internal_error(brittle: senet.Registry) -> None:
    match = senet.new_match("brittle", 2, options={"fail": "play"}, registry=brittle)
    with pytest.raises(senet.InternalError) as caught:
        match.submit(0, Take(1))
    line = runner.blame(caught.value, brittle)
    assert line is not None and line.startswith("plugin 'brittle': decision 'take': play() raised ValueError")
    assert runner.blame(RuntimeError("nothing of a game"), brittle) is None
    assert runner.blame(runner.PluginFailure("as the worker said"), brittle) == "as the worker said"
