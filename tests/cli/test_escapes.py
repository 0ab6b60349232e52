"""Text from files and plugins reaches the terminal escaped: no control character, no markup.

Regression tests for issue 10, item 6: a save whose ``senet`` version field held
``"\\x1b]0;PWNED\\x07\\x1b[2J"`` (retitle the window, clear the screen) was printed
raw by ``senet show``. Every text a save or a plugin brings is untrusted.
"""

from __future__ import annotations

import importlib.metadata
import io
import json
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import attrs
import msgpack
import pytest
from rich.console import Console
from rich.text import Text

import senet
import senet.registry
from senet import Ask, Decision, Event, Evolver, Move, Result, Rng, Tx, declare, hookimpl
from senet.cli import common
from senet.cli.terminal import Scrubbed, TerminalConsole, markup, printable
from senet.cli.text import render_view
from senet.testing import faced

from .conftest import Ran, Script

PWNED = "\x1b]0;PWNED\x07\x1b[2J"
"""Sets the window title, then clears the screen."""
SHOWN = "\\x1b]0;PWNED\\x07\\x1b[2J"
"""How it must appear instead: visible escapes."""
C1 = "\x9b2J\x7f\u202e"
"""CSI as one C1 byte, DEL, and a right-to-left override."""
MARKUP = "[link=https://evil.example]click[/link][blink]"
CONTROLS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202e]")
"""Any control character but the line feed (rich ends lines with it)."""


def clean(text: str) -> bool:
    """Whether ``text`` holds no control character but line feeds."""
    return CONTROLS.search(text) is None


# -- a tiny game whose players' names come from the state (so a start state in a save) -------


@attrs.frozen
class Masque:
    """The players' names, and who stepped so far."""

    names: tuple[str, ...]
    steps: tuple[int, ...] = ()


@attrs.frozen
class Step(Move, tag="masque/step"):
    """Step forward."""


@attrs.frozen
class Stepped(Event, tag="masque/stepped"):
    """``player`` stepped."""

    player: int


evolve = Evolver[Masque]()


@evolve.on(Stepped)
def _stepped(s: Masque, e: Stepped) -> Masque:
    return attrs.evolve(s, steps=(*s.steps, e.player))


def _setup(players: int, options: Mapping[str, senet.OptionValue], rng: Rng) -> Masque:
    return Masque(names=tuple(f"seat{p}" for p in range(players)))


def _step(tx: Tx[Masque], player: int, move: Step) -> None:
    tx.emit(Stepped(player))


STEP = Decision("step", Step, options=lambda s, p: [Step()], play=_step, private=True,
                help="take a step")


def _pending(s: Masque) -> Ask[Masque] | None:
    return Ask(STEP, len(s.steps) % 2) if len(s.steps) < 3 else None


def _describe_event(event: Event, viewer: int | None) -> str:
    return f"seat {event.player} stepped" if isinstance(event, Stepped) else repr(event)


def _render(view: senet.View) -> str:
    state: Masque = view.state
    return "\n".join(f"{name}: {state.steps.count(p)} steps" for p, name in enumerate(state.names))


GAME = faced(declare(
    name="masque", title="Masque", players=range(2, 3), state=Masque, setup=_setup,
    pending=_pending, decisions=[STEP], evolve=evolve,
    result=lambda s: Result.from_scores([s.steps.count(0), s.steps.count(1)]),
    options=(senet.Option("label", "plain", "free text, kept in the save"),),
), describe_move=lambda move, view: "step", describe_event=_describe_event, render=_render)

HOSTILE = faced(attrs.evolve(
    GAME, name="hostile", title=PWNED + MARKUP, summary=f"about {PWNED}{C1}",
    options=(senet.Option("label", f"x{PWNED}", f"help {PWNED}", choices=(f"x{PWNED}", "y")),
             senet.Option("mood", "calm", "a choice", choices=("calm", f"wild{PWNED}")))),
    describe_move=lambda move, view: f"step {PWNED}",
    describe_event=lambda event, viewer: f"event {PWNED}{C1}",
)
"""A plugin whose every text is hostile."""


@pytest.fixture
def masque(monkeypatch: pytest.MonkeyPatch) -> senet.Registry:
    """The command sees a registry of the two tiny games."""
    registry = senet.Registry(entry_points=False)
    registry.add_game(GAME)
    registry.add_game(HOSTILE)
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    return registry


def _saved(tmp_path: Path, match: senet.Match[Any], name: str = "masque.senet") -> Path:
    path = tmp_path / name
    path.write_bytes(match.save())
    return path


# -- the helper ---------------------------------------------------------------------------------


def test_printable_shows_every_control_character() -> None:
    assert printable(PWNED) == SHOWN
    assert printable(C1) == "\\x9b2J\\x7f\\u202e"
    assert printable("a\nb\tc\r") == "a\\x0ab\\x09c\\x0d"
    assert all(clean(printable(chr(c))) for c in range(0x20))
    assert all(clean(printable(chr(c))) for c in range(0x7f, 0xa0))


def test_printable_keeps_lines_when_asked_and_leaves_other_text_alone() -> None:
    assert printable("a\nb\tc\x1b", lines=True) == "a\nb\tc\\x1b"
    text = "6 nimmt! · 🂡 é → [bold] \\ ü"
    assert printable(text) == text


@pytest.mark.parametrize("text", [MARKUP, "[bold]x[/bold]", "a\\", "\\[not a tag]", PWNED + MARKUP])
def test_markup_reads_back_as_the_printable_text(text: str) -> None:
    read = Text.from_markup(f"[bold]{markup(text)}[/bold]")
    assert read.plain == printable(text)
    assert [(span.start, span.end, span.style) for span in read.spans] == [(0, len(read), "bold")]


def test_the_terminal_console_scrubs_text_but_keeps_its_styles() -> None:
    out = io.StringIO()
    console = TerminalConsole(file=out, force_terminal=True, color_system="standard", width=80)
    console.print(Text(f"name {PWNED}", style="bold"))
    printed = out.getvalue()
    assert "\x1b[1m" in printed  # rich's own style codes still reach the terminal
    assert "name \\x1b]0;PWNED\\x1b[2J" in printed  # rich's Text drops the bell itself
    assert "\x1b]0;" not in printed and "\x07" not in printed and "\x1b[2J" not in printed


def test_a_drawing_from_the_game_is_scrubbed() -> None:
    match = senet.new_match(GAME, 2)
    drawn = faced(GAME, render=lambda view: Text(f"drawn {PWNED}"))
    out = io.StringIO()
    Console(file=out, width=80).print(render_view(drawn, match.view(None)))
    assert clean(out.getvalue()) and "drawn \\x1b]0;PWNED\\x1b[2J" in out.getvalue()
    wrapped = io.StringIO()
    Console(file=wrapped, width=80).print(Scrubbed(f"[b]x[/b]{PWNED}"))
    assert clean(wrapped.getvalue())


# -- senet show and senet replay: text from the file ---------------------------------------------


def test_show_escapes_the_senet_version(run: Callable[..., Ran], save_file: Path,
                                        tmp_path: Path) -> None:
    envelope = msgpack.unpackb(save_file.read_bytes(), raw=False)
    envelope["senet"] = PWNED
    path = tmp_path / "pwned.senet"
    path.write_bytes(msgpack.packb(envelope, use_bin_type=True))
    ran = run("show", str(path))
    assert ran.code == 0, ran.err
    assert clean(ran.out)
    (line,) = [line for line in ran.out.splitlines() if "senet version" in line]
    assert SHOWN in line
    shown = run("show", str(path), "--json")
    assert clean(shown.out) and json.loads(shown.out)["header"]["senet"] == PWNED


def test_show_escapes_option_values_from_the_file(run: Callable[..., Ran], masque: senet.Registry,
                                                  tmp_path: Path) -> None:
    match = senet.new_match("masque", 2, options={"label": PWNED + MARKUP}, registry=masque)
    ran = run("show", str(_saved(tmp_path, match)))
    assert ran.code == 0, ran.err
    assert clean(ran.out)
    (line,) = [line for line in ran.out.splitlines() if "options" in line]
    assert f"label={SHOWN}{MARKUP}".lower() in line


def test_replay_escapes_player_names_from_a_start_state(run: Callable[..., Ran],
                                                        masque: senet.Registry,
                                                        tmp_path: Path) -> None:
    match = senet.start_match("masque", Masque(names=(PWNED, f"bob{C1}")), 2, registry=masque)
    match.submit(0, Step())
    path = _saved(tmp_path, match)
    ran = run("replay", str(path))
    assert ran.code == 0, ran.err
    assert clean(ran.out)
    assert f"{SHOWN}: 1 steps" in ran.out and "bob\\x9b2J\\x7f\\u202e: 0 steps" in ran.out
    assert clean(run("replay", str(path), "--json").out)


def test_replay_escapes_the_game_s_texts(run: Callable[..., Ran], masque: senet.Registry,
                                         tmp_path: Path) -> None:
    match = senet.new_match("hostile", 2, registry=masque)
    match.submit(0, Step())
    ran = run("replay", str(_saved(tmp_path, match)), "--as", "1")
    assert ran.code == 0, ran.err
    assert clean(ran.out)
    assert f"event {SHOWN}" in ran.out
    assert "[link=https://evil.example]click[/link][blink]" in ran.out  # the title, read as text


# -- senet games, check, simulate, play: text from plugins ---------------------------------------


def test_games_escapes_a_plugin_s_title_summary_and_options(run: Callable[..., Ran],
                                                            masque: senet.Registry) -> None:
    ran = run("games")
    assert ran.code == 0, ran.err
    assert clean(ran.out)
    assert f"hostile: {SHOWN}{MARKUP}" in ran.out
    assert f"about {SHOWN}" in ran.out and f"help {SHOWN}" in ran.out
    assert clean(run("games", "--json").out)


class _RaisingEntryPoint:
    name = f"evil{PWNED}"
    value = "evil_games.plugin"
    group = "senet"
    dist = None

    def load(self) -> object:
        raise ImportError(f"no module {PWNED}")


@pytest.fixture
def evil_failure(monkeypatch: pytest.MonkeyPatch) -> senet.Registry:
    """A registry whose only plugin failed to load, with control characters in its words."""
    monkeypatch.setattr(importlib.metadata, "entry_points",
                        lambda **kwargs: [_RaisingEntryPoint()])
    registry = senet.Registry()
    monkeypatch.setattr(common, "get_registry", lambda: registry)
    return registry


def test_games_escapes_the_failures(run: Callable[..., Ran], evil_failure: senet.Registry) -> None:
    ran = run("games")
    assert ran.code == 0
    assert clean(ran.out)
    assert f"evil{SHOWN}" in ran.out and f"no module {SHOWN}" in ran.out


def test_error_messages_are_escaped_and_one_line(run: Callable[..., Ran],
                                                 evil_failure: senet.Registry) -> None:
    ran = run("simulate", f"evil{PWNED}")
    assert ran.code == 2
    assert clean(ran.err) and ran.err.count("\n") == 1
    assert ran.err.startswith("senet: error: ") and f"no module {SHOWN}" in ran.err


def test_an_error_raised_by_a_game_s_text_is_escaped(run: Callable[..., Ran],
                                                     masque: senet.Registry, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    def describe(event: Event, viewer: int | None) -> str:
        raise RuntimeError(f"cannot say {PWNED}")

    match = senet.new_match("masque", 2, registry=masque)
    match.submit(0, Step())
    path = _saved(tmp_path, match)
    monkeypatch.setitem(masque.games, "masque", faced(GAME, describe_event=describe))
    ran = run("replay", str(path))
    assert ran.code == 1
    assert clean(ran.err) and f"cannot say {SHOWN}" in ran.err


class _LoudObserver:
    @hookimpl
    def senet_match_started(self, match: senet.Observed) -> None:
        raise RuntimeError(f"observer {PWNED}")


def test_a_plugin_warning_is_escaped(run: Callable[..., Ran], masque: senet.Registry,
                                     tmp_path: Path) -> None:
    match = senet.new_match("masque", 2, registry=masque)
    match.submit(0, Step())
    path = _saved(tmp_path, match)
    masque.register(_LoudObserver(), name=f"loud{PWNED}")
    ran = run("show", str(path))
    assert ran.code == 0, ran.err
    assert clean(ran.err)
    assert ran.err.startswith("senet: warning: ") and f"observer {SHOWN}" in ran.err


def test_check_escapes_case_names(run: Callable[..., Ran], masque: senet.Registry,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("senet.cli.check.get_registry", lambda: masque)
    ran = run("check", "hostile", "--quick")
    assert ran.code in (0, 1)
    assert clean(ran.out)
    assert f"hostile[mood=wild{SHOWN}]-2p" in ran.out


def test_simulate_escapes_option_values(run: Callable[..., Ran], masque: senet.Registry) -> None:
    ran = run("simulate", "hostile", "--games", "2")
    assert ran.code == 0, ran.err
    assert clean(ran.out)
    assert f"label=x{SHOWN}".lower() in ran.out


def test_play_escapes_the_plugin_s_words(run: Callable[..., Ran], masque: senet.Registry,
                                         script: Callable[..., Script]) -> None:
    script(["q"])
    ran = run("play", "hostile", "--seed", "1", "-o", "label=y")
    assert ran.code == 0, ran.err
    assert clean(ran.out)
    assert f"step {SHOWN}" in ran.out and f"event {SHOWN}" in ran.out
