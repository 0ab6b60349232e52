"""``senet compile``: the games' hot modules compiled with mypyc, in place (optional)."""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

from rich.console import Console

from ..compiled import Module, leftovers, listed
from ..errors import SenetError
from .common import OK, count
from .terminal import markup

__all__ = ["add_parser", "run"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Declare the subcommand."""
    p = sub.add_parser(
        "compile", help="compile the games' hot modules with mypyc (optional, faster)",
        description="Compile the modules each installed game lists in its package's COMPILE "
                    "with mypyc, each beside its source, where Python imports it first. Needs "
                    "mypy (pip install 'senet[compile]') and a C compiler. The pure-Python "
                    "modules stay; --clean removes what was compiled. Compile again after "
                    "changing a compiled module's source: the old build would still run.")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--clean", action="store_true", help="remove the compiled modules")
    what.add_argument("--status", action="store_true", help="list the modules and whether each is compiled")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Build, clean or list."""
    modules = listed()
    if args.clean:
        console.print(f"removed {count(clean(modules), 'compiled file')}")
        return OK
    if args.status:
        for module in modules:
            state = "stale: compile again" if module.is_stale else "compiled"
            state = state if module.compiled else "pure Python"
            console.print(f"{markup(module.name)}: {state}")
        for path in leftovers():
            console.print(f"{markup(str(path))}: compiled, no longer listed (senet compile or --clean "
                          "removes it)")
        return OK
    require_mypyc()  # before promising a build
    console.print(f"compiling {count(len(modules), 'module')} with mypyc (a minute or two)...")
    build(modules)
    console.print(f"compiled {count(len(modules), 'module')}: {markup(', '.join(m.name for m in modules))}")
    return OK


def _root(module: Module) -> Path:
    """The directory holding the module's top-level package (where the build runs)."""
    return module.source.parents[module.name.count(".")]


def require_mypyc() -> None:
    """:class:`SenetError` if mypyc (which comes with mypy) is not installed."""
    if importlib.util.find_spec("mypyc") is None:
        raise SenetError("mypyc is not installed: pip install 'senet[compile]' (it comes with mypy)")


def build(modules: list[Module]) -> None:
    """Compile ``modules`` with mypyc, each extension beside its source (needs mypy and a C
    compiler: ``pip install 'senet[compile]'``). :class:`SenetError` when the build fails."""
    require_mypyc()
    for path in leftovers():  # a module no longer listed runs from its source again
        path.unlink()
    for root in sorted({_root(m) for m in modules}):
        files = [str(m.source.relative_to(root)) for m in modules if _root(m) == root]
        done = subprocess.run([sys.executable, "-m", "mypyc", *files], cwd=root, capture_output=True,
                              text=True, check=False)
        shutil.rmtree(root / "build", ignore_errors=True)
        if done.returncode != 0:
            clean(modules, unlisted_too=False)
            raise SenetError("mypyc failed; nothing compiled:\n" + (done.stdout + done.stderr)[-2000:])


def clean(modules: list[Module], *, unlisted_too: bool = True) -> int:
    """Remove the extensions of ``modules``, mypyc's shared library and (``unlisted_too``)
    the games' extensions no longer listed; how many files went."""
    gone = 0
    for path in leftovers() if unlisted_too else ():
        path.unlink()
        gone += 1
    for module in modules:
        if module.compiled:
            module.extension.unlink()
            gone += 1
    for root in {_root(m) for m in modules}:
        for shared in root.glob("*__mypyc.*"):
            shared.unlink()
            gone += 1
    return gone
