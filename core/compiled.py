"""A game's hot modules compiled with mypyc, in place, as an option: which are listed, which
are built, and which no longer match their sources (the build itself is ``senet compile``,
an application: :mod:`senet.cli.compile`).

A game package may name, in a ``COMPILE`` tuple in its ``__init__``, the modules of its own
that run faster compiled (measured: a module can also run slower, so the list is chosen per
game). ``senet compile`` builds each into an extension module beside its source; Python then
imports the extension first. The pure-Python modules stay and are what runs where nothing
was compiled (no compiler, or ``senet compile --clean``). The compiled code gives the same
moves, states and bytes (the tests run both ways in CI).

A compiled module whose source changed afterwards is *stale*: Python would still import the
old extension. :func:`stale` finds them; the registry warns of them when it loads a game.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import logging
from pathlib import Path

from .errors import SenetError

__all__ = ["Module", "leftovers", "listed", "of_package", "stale", "unlisted"]

log = logging.getLogger("senet")
ENTRY_POINTS = "senet"


class Module:
    """One module a game asks to compile: its name and where its source and extension are."""

    __slots__ = ("extension", "name", "source")

    def __init__(self, name: str, source: Path) -> None:
        self.name = name
        self.source = source
        suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
        self.extension = source.with_name(source.stem + suffix)

    @property
    def compiled(self) -> bool:
        """Whether an extension module sits beside the source (and would be imported)."""
        return self.extension.exists()

    @property
    def is_stale(self) -> bool:
        """Compiled, but the source changed after the extension was built."""
        return self.compiled and self.source.stat().st_mtime > self.extension.stat().st_mtime


def listed() -> list[Module]:
    """Every module the installed games name in their packages' ``COMPILE``."""
    return [module for package in _packages() for module in of_package(package)]


def of_package(package: str) -> list[Module]:
    """The modules a game package names in its ``COMPILE`` (none if it cannot be imported)."""
    try:
        names = getattr(importlib.import_module(package), "COMPILE", ())
    except Exception as exc:  # a plugin that fails to load is the registry's to report
        log.debug("senet compile: %s not imported: %s", package, exc)
        return []
    modules = []
    for name in names if isinstance(names, tuple) else ():
        origin = _origin(package, name)
        if origin is None:
            raise SenetError(f"{package}.COMPILE names {name!r:.80}, which is not one of its modules")
        path = Path(origin)
        if path.suffix != ".py":  # already compiled: the source is beside it
            path = path.with_name(f"{name.rpartition('.')[2]}.py")
        modules.append(Module(f"{package}.{name}", path))
    return modules


def _origin(package: str, name: object) -> str | None:
    """The file of ``package``'s module ``name``; ``None`` if it is none (a plugin's text is
    untrusted: no path, no import beyond the package)."""
    if not isinstance(name, str) or not name or not all(p.isidentifier() for p in name.split(".")):
        return None
    try:
        spec = importlib.util.find_spec(f"{package}.{name}")
    except (ImportError, ValueError):
        return None
    origin = getattr(spec, "origin", None)
    return origin if isinstance(origin, str) else None


def unlisted(package: str) -> list[Path]:
    """Extensions beside a source in ``package``'s own directory that its ``COMPILE`` does
    not name (any more): Python would still import them instead of the source."""
    try:
        directories = list(getattr(importlib.import_module(package), "__path__", []))
    except Exception:  # a plugin that fails to load is the registry's to report
        return []
    names = {m.extension for m in of_package(package)}
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    return sorted(path for directory in directories for path in Path(directory).glob(f"*{suffix}")
                  if path not in names and path.with_name(path.name[:-len(suffix)] + ".py").exists())


def leftovers() -> list[Path]:
    """:func:`unlisted` over every installed game."""
    return [path for package in _packages() for path in unlisted(package)]


def _packages() -> list[str]:
    import importlib.metadata  # here: most callers never list the installed games

    return [_package(entry.value.split(":")[0].strip())
            for entry in importlib.metadata.entry_points(group=ENTRY_POINTS)]


def _package(module: str) -> str:
    """The game package an entry point names: the module itself when it is a package (a
    game's package), else the package the plugin module is in."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations is not None:
        return module
    return module.rpartition(".")[0]


def stale(modules: list[Module] | None = None) -> list[Module]:
    """The compiled modules whose source is newer than their extension."""
    return [m for m in (listed() if modules is None else modules) if m.is_stale]
