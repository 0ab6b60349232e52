"""``senet compile``: the games' hot modules compiled with mypyc, in place (optional)."""

from __future__ import annotations

import argparse

from rich.console import Console

from ..compiled import build, clean, leftovers, listed, require_mypyc
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
