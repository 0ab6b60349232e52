"""``senet new NAME``: a plugin package that passes the conformance suite, ruff and ``mypy
--strict``, and plays; a bad name or an existing folder is refused.

The generated plugin is not pip-installed here (slow, and it needs an index): a subprocess
imports it from its folder (``PYTHONPATH``) and registers it as its entry point would.
"""

from __future__ import annotations

import fnmatch
import json
import os
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from senet.cli import new

from .conftest import Ran

ROOT = Path(__file__).resolve().parents[2]
LONGEST = "a_game_name_of_the_longest_kind_"  # 32 characters: the lines must still fit

CHECK = """
import json
import senet
from senet import testing
import senet_{name}

registry = senet.Registry(entry_points=False)
games = registry.register(senet_{name}, name="{name}")
failures = testing.check_game(games[0], registry)
match = senet.new_match("{name}", 3, seed=4, registry=registry)
outcome = senet.play_out(match)
again = senet.load_match(match.save(), registry)
print(json.dumps({{"games": [g.name for g in games], "failures": [str(f) for f in failures],
                  "finished": outcome.finished, "ranks": outcome.ranks, "same": again.state == match.state}}))
"""


def _python(*argv: str, cwd: Path, path: Path | None = None, timeout: float = 600
            ) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if path is not None:  # the folder first, then wherever this senet comes from
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(path), env.get("PYTHONPATH")) if p)
    return subprocess.run([sys.executable, *argv], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


def _made(run: Callable[..., Ran], where: Path, name: str) -> Path:
    ran = run("new", name, "--dir", str(where))
    assert ran.code == 0, ran.err
    assert f"wrote {where / name}" in ran.out and f"senet check {name}" in ran.out
    return where / name


def test_the_files_of_a_plugin_package(run: Callable[..., Ran], tmp_path: Path) -> None:
    folder = _made(run, tmp_path, "stones")
    made = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())
    assert made == ["README.md", "pyproject.toml", "senet_stones/__init__.py", "senet_stones/game.py",
                    "senet_stones/picture.py", "senet_stones/py.typed", "senet_stones/table.py",
                    "senet_stones/words.py", "tests/test_stones.py"]
    with (folder / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)
    assert project["project"]["entry-points"]["senet"] == {"stones": "senet_stones"}
    assert project["project"]["name"] == "senet-stones" and "senet>=0.1" in project["project"]["dependencies"]
    assert project["tool"]["setuptools"]["package-data"] == {"senet_stones": ["py.typed"]}
    game = (folder / "senet_stones" / "game.py").read_text()
    assert 'name="stones"' in game and "{{" not in game and "tag=" not in game  # tags are derived


def test_the_generated_plugin_passes_the_conformance_suite_and_plays(run: Callable[..., Ran],
                                                                      tmp_path: Path) -> None:
    folder = _made(run, tmp_path, "stones")
    ran = _python("-c", CHECK.format(name="stones"), cwd=tmp_path, path=folder)
    assert ran.returncode == 0, ran.stderr
    report = json.loads(ran.stdout)
    assert report["games"] == ["stones"] and report["failures"] == []
    assert report["finished"] and sorted(report["ranks"]) == [1, 2, 2] and report["same"]


def test_the_generated_tests_pass(run: Callable[..., Ran], tmp_path: Path) -> None:
    folder = _made(run, tmp_path, "stones")
    ran = _python("-m", "pytest", "-q", "-p", "no:cacheprovider", cwd=folder, path=folder)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "6 passed" in ran.stdout, ran.stdout  # 4 tests, one for 2, 3 and 4 players


@pytest.mark.parametrize("name", ["stones", LONGEST])
def test_the_generated_files_pass_ruff(run: Callable[..., Ran], tmp_path: Path, name: str) -> None:
    folder = _made(run, tmp_path, name)
    ran = _python("-m", "ruff", "check", "--no-cache", ".", cwd=folder)
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_the_generated_files_pass_mypy_strict(run: Callable[..., Ran], tmp_path: Path) -> None:
    folder = _made(run, tmp_path, LONGEST)
    ran = _python("-m", "mypy", "--strict", "--cache-dir", str(ROOT / "build" / "mypy-new"),
                  "--no-error-summary", f"senet_{LONGEST}", f"tests/test_{LONGEST}.py",
                  cwd=folder, path=folder)
    if "No module named mypy" in ran.stderr:
        pytest.fail("mypy is missing: pip install -e '.[test]'")
    assert ran.returncode == 0, ran.stdout + ran.stderr


@pytest.mark.parametrize("name", ["Stones", "1stones", "my-game", "my game", "", "a" * 33, "stones!",
                                  "\x1b[2Jstones", "stöne"])
def test_a_bad_name_is_refused(run: Callable[..., Ran], tmp_path: Path, name: str) -> None:
    ran = run("new", name, "--dir", str(tmp_path))
    assert ran.code == 2 and ran.out == ""
    assert ran.err.startswith("senet: error: NAME is the game's name: lowercase letters, digits and '_'")
    assert "\x1b" not in ran.err and len(ran.err.splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


def test_an_installed_game_s_name_is_refused(run: Callable[..., Ran], tmp_path: Path) -> None:
    ran = run("new", "nimmt", "--dir", str(tmp_path))
    assert ran.code == 2
    assert "a game called 'nimmt' is installed already" in ran.err
    assert list(tmp_path.iterdir()) == []


def test_an_existing_folder_is_refused_and_left_alone(run: Callable[..., Ran], tmp_path: Path) -> None:
    (tmp_path / "stones").mkdir()
    (tmp_path / "stones" / "mine.txt").write_text("keep me")
    ran = run("new", "stones", "--dir", str(tmp_path))
    assert ran.code == 2
    folder = tmp_path / "stones"
    assert ran.err.strip() == f"senet: error: {folder} exists already: choose another NAME or --dir"
    assert [p.name for p in (tmp_path / "stones").iterdir()] == ["mine.txt"]


def test_the_dir_is_made_when_missing(run: Callable[..., Ran], tmp_path: Path) -> None:
    assert (_made(run, tmp_path / "a" / "b", "dice") / "senet_dice" / "game.py").exists()


def test_the_templates_are_package_data() -> None:
    with (ROOT / "pyproject.toml").open("rb") as f:
        patterns = tomllib.load(f)["tool"]["setuptools"]["package-data"]["senet.cli"]
    for template in filter(None, new.TEMPLATES.values()):
        assert (ROOT / "core" / "cli" / "templates" / template).is_file()
        assert any(fnmatch.fnmatch(f"templates/{template}", pattern) for pattern in patterns), template
