"""A plugin written outside this repository type-checks against the installed senet.

Needs mypy (the ``test`` extra) and senet installed with ``pip install -e .`` (or from a
wheel): the editable install puts ``src/`` (links named ``senet`` and ``senet_games``)
on a static path that mypy follows, and both packages carry ``py.typed`` (PEP 561).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PLUGIN = '''"""A throwaway game: one coin toss, the first seat wins on heads."""

import attrs

import senet
from senet import Auto, Event, Result, Rng, Tx, declare


@attrs.frozen
class Coin:
    """The table."""

    heads: int | None = None


@attrs.frozen
class Tossed(Event, tag="coin/tossed"):
    """The coin fell."""

    heads: int


def _toss(tx: Tx[Coin]) -> None:
    tx.emit(Tossed(tx.rng.below(2)))


evolve = senet.Evolver[Coin]()


@evolve.on(Tossed)
def _fell(s: Coin, e: Tossed) -> Coin:
    return attrs.evolve(s, heads=e.heads)


def _setup(players: int, options: object, rng: Rng) -> Coin:
    return Coin()


GAME = declare(name="coin", title="Coin", players=range(2, 3), state=Coin, setup=_setup, evolve=evolve,
               decisions=[], pending=lambda s: Auto("toss", _toss) if s.heads is None else None,
               result=lambda s: Result.from_scores((s.heads or 0, 1 - (s.heads or 0))))


@senet.hookimpl
def senet_games() -> list[senet.Game[Coin]]:
    """The games of this plugin."""
    return [GAME]
'''


def _mypy(folder: Path) -> subprocess.CompletedProcess[str]:
    ran = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(ROOT / "build" / "mypy-examples"),
         "--no-error-summary", "-p", "coin"],
        cwd=folder, capture_output=True, text=True, timeout=600)
    if "No module named mypy" in ran.stderr:
        pytest.fail("mypy is missing: pip install -e '.[test]'")
    return ran


def test_a_plugin_outside_the_repository_passes_mypy_strict(tmp_path: Path) -> None:
    assert not tmp_path.is_relative_to(ROOT)
    (tmp_path / "coin").mkdir()
    (tmp_path / "coin" / "py.typed").write_text("")
    (tmp_path / "coin" / "__init__.py").write_text(PLUGIN)
    ran = _mypy(tmp_path)
    assert "module named \"senet" not in ran.stdout and "missing library stubs" not in ran.stdout, (
        "mypy cannot follow the installed senet: reinstall it with pip install -e . "
        "(see docs/plugin-guide.md)\n" + ran.stdout)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    # senet's types are really read: a call that breaks them is caught.
    (tmp_path / "coin" / "__init__.py").write_text(PLUGIN.replace('title="Coin", ', ""))
    ran = _mypy(tmp_path)
    assert ran.returncode == 1 and 'Missing named argument "title" for "declare"' in ran.stdout, ran.stdout
