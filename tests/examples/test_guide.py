"""The plugin guide's Python blocks are true: the example's files shown whole, every other
block a complete module (imports included) that ``mypy --strict`` accepts against the
installed senet, excerpts that still match the games they quote, and programs that run.

Needs mypy (the ``test`` extra) and senet installed so that mypy can follow it (``pip
install -e .`` of this repository: its ``src/`` folder gives a static path, see the guide).
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import senet

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "plugin-guide.md"
EXAMPLE = ROOT / "docs" / "examples" / "goofspiel"
PACKAGE = EXAMPLE / "senet_goofspiel"
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
EXCERPT = re.compile(r"^# excerpt of (\S+)$", re.M)


def _blocks() -> list[tuple[int, str, str]]:
    """(offset, language, text) of every fenced block of the guide."""
    text = GUIDE.read_text()
    return [(m.start(), m.group(1), m.group(2)) for m in BLOCK.finditer(text)]


def _section(heading: str) -> tuple[int, int]:
    text = GUIDE.read_text()
    start = text.index(heading)
    end = text.find("\n## ", start + 1)
    return start, end if end >= 0 else len(text)


def _example_blocks() -> list[str]:
    """The blocks that show the example's files: sections 3 (the rules and the faces) and 4."""
    ranges = [_section("## 3. Goofspiel"), _section("## 4. The package")]
    return [b for pos, lang, b in _blocks() if lang == "python" and any(a < pos < z for a, z in ranges)]


def _other_blocks() -> list[str]:
    example = _example_blocks()
    return [b for _, lang, b in _blocks() if lang == "python" and b not in example]


def _code(text: str) -> list[str]:
    """The lines that are not blank, and not the module's docstring."""
    tree = ast.parse(text)
    skip: set[int] = set()
    if tree.body and isinstance(tree.body[0], ast.Expr) and isinstance(tree.body[0].value, ast.Constant):
        skip = set(range(tree.body[0].lineno, (tree.body[0].end_lineno or 0) + 1))
    return [line for n, line in enumerate(text.splitlines(), 1) if line.strip() and n not in skip]


def test_the_guide_shows_the_example_whole_and_in_order() -> None:
    files = {name: _code((PACKAGE / name).read_text())
             for name in ("game.py", "words.py", "table.py", "picture.py", "__init__.py")}
    assert sorted(files) == sorted(p.name for p in PACKAGE.glob("*.py")), "the guide shows every file"
    covered: dict[str, list[int]] = {name: [] for name in files}
    shown: list[str] = []
    for block in _example_blocks():
        lines = _code(block)
        where = [(name, i) for name, code in files.items() for i in range(len(code))
                 if code[i:i + len(lines)] == lines]
        assert len(where) == 1, f"this block of the guide is not in the example's files:\n{block}"
        name, i = where[0]
        covered[name].extend(range(i, i + len(lines)))
        shown += [name] * (not shown or shown[-1] != name)
    assert shown == list(files), f"the guide shows the files in the order {shown}"
    for name, code in files.items():
        missed = [code[i] for i in range(len(code)) if i not in covered[name]]
        assert not missed, f"{name} has lines the guide does not show: {missed[:5]}"
        assert covered[name] == sorted(covered[name]), f"the guide shows {name} out of order"
        assert len(covered[name]) == len(set(covered[name])), f"the guide shows lines of {name} twice"
    toml = next(b for _, lang, b in _blocks() if lang == "toml")
    shipped = (EXAMPLE / "pyproject.toml").read_text().splitlines()
    assert [line for line in toml.splitlines() if line.strip()] == [
        line for line in shipped if line.strip() and not line.startswith(("# Goofspiel", "# engine"))]


def test_the_excerpts_still_match_what_they_quote() -> None:
    quoted = 0
    for block in _other_blocks():
        found = EXCERPT.search(block)
        if found is None:
            continue
        source = {line.strip() for line in (ROOT / found.group(1)).read_text().splitlines()}
        tree = ast.parse(block)
        first = next(node.lineno for node in tree.body if not isinstance(node, (ast.Import, ast.ImportFrom)))
        for line in block.splitlines()[first - 1:]:
            if line.strip():
                assert line.strip() in source, f"{found.group(1)} no longer has: {line.strip()}"
                quoted += 1
    assert quoted > 20


def _snippets(tmp_path: Path) -> list[Path]:
    paths = []
    for n, block in enumerate(_other_blocks()):
        path = tmp_path / f"snippet_{n:02d}.py"
        path.write_text(block)
        paths.append(path)
    return paths


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["MYPYPATH"] = str(EXAMPLE)  # the example is not installed; the guide's blocks import it
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(EXAMPLE), os.environ.get("PYTHONPATH")]))
    return env


def test_every_other_block_is_a_complete_module_mypy_strict_accepts(tmp_path: Path) -> None:
    paths = _snippets(tmp_path)
    assert len(paths) >= 12
    cache = ROOT / "build" / "mypy-examples"
    ran = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(cache), "--no-error-summary",
         *[p.name for p in paths]],
        cwd=tmp_path, env=_env(), capture_output=True, text=True, timeout=600)
    if "No module named mypy" in ran.stderr:
        pytest.fail("mypy is missing: pip install -e '.[test]'")
    assert "Cannot find implementation or library stub for module named \"senet" not in ran.stdout, (
        "mypy cannot find senet: install it with pip install -e . (the src/ layout gives mypy a "
        "static path)\n" + ran.stdout)
    assert ran.returncode == 0, ran.stdout + ran.stderr


def _run(block: str) -> subprocess.CompletedProcess[str]:
    program = block + "\nfor _name, _fn in list(globals().items()):\n" \
                      "    if _name.startswith('test_') and callable(_fn):\n        _fn()\n"
    return subprocess.run([sys.executable, "-c", program], env=_env(), capture_output=True, text=True,
                          timeout=300)


def test_the_programs_and_tests_in_the_guide_run() -> None:
    runnable = [b for b in _other_blocks() if "senet.play_out" in b or "def test_" in b]
    assert len(runnable) >= 2
    for block in runnable:
        ran = _run(block)
        assert ran.returncode == 0, f"{block}\n{ran.stderr}"
    registering = next(b for b in runnable if "senet.play_out" in b)
    assert _run(registering).stdout.splitlines()[-1] == "True"  # the save loads back to the same state


def test_the_guides_check_finds_what_it_says() -> None:
    block = next(b for b in _other_blocks() if "def check(state: GoofState)" in b)
    sys.path.insert(0, str(EXAMPLE))
    try:
        scope: dict[str, Any] = {}
        exec(compile(block, "guide", "exec"), scope)
        from senet_goofspiel import GAME

        match = senet.new_match(GAME.name, 2, seed=3, registry=_registry(GAME))
        senet.play_out(match, max_moves=5)
        assert scope["check"](match.state) == []
        broken = match.state.__class__(**{**_fields(match.state), "discarded": (1, 1)})
        assert scope["check"](broken)
    finally:
        sys.path.remove(str(EXAMPLE))


def _registry(game: senet.Game[Any]) -> senet.Registry:
    registry = senet.Registry(entry_points=False)
    registry.add_game(game)
    return registry


def _fields(value: Any) -> dict[str, Any]:
    import attrs

    return attrs.asdict(value, recurse=False)
