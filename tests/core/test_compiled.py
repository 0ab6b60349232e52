"""``senet compile``'s bookkeeping: what the games list, stale builds, cleaning.

Compiling itself takes a minute; CI does it once (``.ci/run``) and runs the games' tests,
the same-bytes fingerprints and the conformance suite on the compiled modules.
"""

from __future__ import annotations

import ast
import importlib.machinery
import importlib.metadata
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from senet import compiled
from senet.cli.compile import clean
from senet.errors import SenetError
from senet.registry import Registry

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def test_every_listed_module_is_a_module_of_its_game_without_classes() -> None:
    modules = compiled.listed()
    assert {m.name.split(".")[1] for m in modules} == {"nimmt", "nile", "niagara", "tigris", "nephthys"}
    for module in modules:
        assert module.source.suffix == ".py" and module.source.exists()
        tree = ast.parse(module.source.read_text())
        # mypyc makes a compiled module's classes native ones, which attrs values are not.
        assert not any(isinstance(node, ast.ClassDef) for node in ast.walk(tree)), module.name


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A game package ``fakegame`` on the path, listing ``fast`` to compile."""
    root = tmp_path / "fakegame"
    root.mkdir()
    (root / "__init__.py").write_text('COMPILE = ("fast",)\n')
    (root / "fast.py").write_text("def f() -> int:\n    return 1\n")
    (root / "plugin.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield root
    for name in [n for n in sys.modules if n == "fakegame" or n.startswith("fakegame.")]:
        del sys.modules[name]


def _built(package: Path, *, age: float) -> Path:
    """A file where the extension of ``fast`` would be, ``age`` seconds older than the source."""
    extension = package / f"fast{SUFFIX}"
    extension.write_bytes(b"not really an extension")
    source = package / "fast.py"
    then = source.stat().st_mtime - age
    os.utime(extension, (then, then))
    return extension


def test_a_package_lists_its_modules_and_whether_each_is_compiled(package: Path) -> None:
    (module,) = compiled.of_package("fakegame")
    assert module.name == "fakegame.fast" and module.source == package / "fast.py"
    assert not module.compiled and not module.is_stale
    _built(package, age=-10)  # built after the source
    assert module.compiled and not module.is_stale
    assert compiled.stale([module]) == []


def test_a_build_older_than_its_source_is_stale_and_the_registry_says_so(
        package: Path, caplog: pytest.LogCaptureFixture) -> None:
    _built(package, age=10)
    (module,) = compiled.of_package("fakegame")
    assert module.is_stale and compiled.stale([module]) == [module]
    entry = importlib.metadata.EntryPoint(name="fakegame", value="fakegame.plugin", group="senet")
    with caplog.at_level(logging.WARNING):
        Registry(entry_points=False)._load(entry)
    assert any("compiled from an older fast.py" in r.getMessage() for r in caplog.records)


def test_clean_removes_the_extensions_and_the_shared_library(package: Path) -> None:
    extension = _built(package, age=0)
    shared = package.parent / f"0123abcd__mypyc{SUFFIX}"
    shared.write_bytes(b"")
    (module,) = compiled.of_package("fakegame")
    assert clean([module]) == 2
    assert not extension.exists() and not shared.exists() and (package / "fast.py").exists()


def test_a_listed_name_that_is_no_module_is_refused(package: Path) -> None:
    (package / "__init__.py").write_text('COMPILE = ("missing",)\n')
    with pytest.raises(SenetError, match="missing"):
        compiled.of_package("fakegame")



def test_an_extension_no_longer_listed_is_reported_and_cleaned(
        package: Path, caplog: pytest.LogCaptureFixture) -> None:
    (package / "slow.py").write_text("def g() -> int:\n    return 2\n")
    dropped = package / f"slow{SUFFIX}"
    dropped.write_bytes(b"built while slow was listed")
    (package / f"data{SUFFIX}").write_bytes(b"no source beside it: not ours")
    assert compiled.unlisted("fakegame") == [dropped]
    entry = importlib.metadata.EntryPoint(name="fakegame", value="fakegame.plugin", group="senet")
    with caplog.at_level(logging.WARNING):
        Registry(entry_points=False)._load(entry)
    assert any("no longer in its game's COMPILE" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("name", ["", "../../etc", "os.path", "fast; rm", 7, "x" * 500])
def test_a_hostile_compile_list_is_refused_and_the_game_still_loads(
        package: Path, name: object, caplog: pytest.LogCaptureFixture) -> None:
    (package / "__init__.py").write_text(f"COMPILE = ({name!r},)\n")
    with pytest.raises(SenetError, match="not one of its modules"):
        compiled.of_package("fakegame")
    (package / "plugin.py").write_text("")
    entry = importlib.metadata.EntryPoint(name="fakegame", value="fakegame.plugin", group="senet")
    registry = Registry(entry_points=False)
    with caplog.at_level(logging.WARNING):
        registry._load(entry)  # no exception: the warning says what is wrong
    assert any("not one of its modules" in r.getMessage() for r in caplog.records)
