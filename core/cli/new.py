"""``senet new NAME``: the folder of a new game plugin, a small complete game to start from."""

from __future__ import annotations

import argparse
import re
from importlib import resources
from pathlib import Path

from rich.console import Console
from rich.text import Text

from . import common
from .common import FAILURE, OK, CommandError
from .terminal import printable

__all__ = ["NAME", "add_parser", "files", "run", "write_plugin"]

NAME = re.compile(r"[a-z][a-z0-9_]{0,31}\Z")
"""A new game's name: lowercase letters, digits and ``_``, a letter first, at most 32; it
names the game, the entry point and (as ``senet_NAME``) the package."""

TEMPLATES = {
    "pyproject.toml": "pyproject.toml.tmpl",
    "README.md": "README.md.tmpl",
    "{package}/__init__.py": "init.py.tmpl",
    "{package}/game.py": "game.py.tmpl",
    "{package}/words.py": "words.py.tmpl",
    "{package}/table.py": "table.py.tmpl",
    "{package}/picture.py": "picture.py.tmpl",
    "{package}/py.typed": None,
    "tests/test_{name}.py": "test_game.py.tmpl",
}
"""Each file of the new folder, and the template it is made from (``None``: empty)."""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "new", help="start a game plugin: a package with a small complete game",
        description="Write the folder DIR/NAME of a new game plugin: pyproject.toml with the senet "
                    "entry point, the package senet_NAME with a small complete game to rewrite "
                    "into yours (the template of docs/plugin-guide.md), and its tests. Then: "
                    "pip install -e DIR/NAME, senet check NAME, senet play NAME.")
    p.add_argument("name", metavar="NAME",
                   help="the game's name: lowercase letters, digits and '_', a letter first (e.g. dice)")
    p.add_argument("--dir", metavar="PATH", default=".",
                   help="where to make the folder NAME (default: here)")
    p.set_defaults(run=run)


def files(name: str) -> dict[str, str]:
    """The new plugin's files for the game ``name`` (checked), by path in its folder."""
    problem = name_problem(name)
    if problem is not None:
        raise CommandError(problem)
    words = {"name": name, "package": f"senet_{name}", "dist": name.replace("_", "-"),
             "title": name.replace("_", " ").capitalize()}
    folder = resources.files(__package__).joinpath("templates")
    out: dict[str, str] = {}
    for path, template in TEMPLATES.items():
        text = folder.joinpath(template).read_text(encoding="utf-8") if template else ""
        for key, value in words.items():
            text = text.replace("{{" + key + "}}", value)
        out[path.format(**words)] = text
    return out


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a new game's name, or ``None``."""
    shown = printable(name if len(name) <= 40 else name[:39] + "…")
    if not NAME.match(name):
        return (f"NAME is the game's name: lowercase letters, digits and '_', a letter first, at most "
                f"32 (e.g. dice or my_game), not {shown!r}")
    return None


def write_plugin(name: str, where: Path) -> Path:
    """Write the plugin folder ``where/name``; :class:`CommandError` if it exists or cannot
    be written. Returns the folder."""
    made = files(name)
    target = where / name
    if target.exists() or target.is_symlink():
        raise CommandError(f"{target} exists already: choose another NAME or --dir")
    try:
        target.mkdir(parents=True)
        for path, text in made.items():
            (target / path).parent.mkdir(parents=True, exist_ok=True)
            (target / path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot write {target}: {exc.strerror or exc}", FAILURE) from None
    return target


def run(args: argparse.Namespace, console: Console) -> int:
    """Write the folder and say what to do next."""
    name: str = args.name
    problem = name_problem(name)
    if problem is not None:
        raise CommandError(problem)
    if name in common.get_registry().games:
        raise CommandError(f"a game called {name!r} is installed already: choose another NAME")
    target = write_plugin(name, Path(args.dir))
    game = target / f"senet_{name}" / "game.py"
    console.print(Text(printable(f"wrote {target}: the game {name!r} in {game}")))
    console.print(Text(printable(
        f"next: pip install -e {target}, then senet check {name}, senet play {name}, and "
        f"pytest in {target}; docs/plugin-guide.md explains every part")))
    return OK
