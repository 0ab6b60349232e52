"""The ``senet`` command: argument parsing, dispatch, and errors turned into exit codes."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable, Sequence

from rich.console import Console

from .. import __version__
from ..errors import OptionError, SaveFormatError, SenetError, UnknownGame
from . import bots, check, compile, export, games, new, play, saves, serve, simulate, tournament
from .common import BAD_INPUT, FAILURE, CommandError, plugin_failure
from .terminal import TerminalConsole, printable

__all__ = ["build_parser", "main"]

Runner = Callable[[argparse.Namespace, Console], int]
INTERRUPTED = 130
BAD_INPUT_ERRORS = (UnknownGame, OptionError, SaveFormatError)
"""Errors in what the user supplied (a name, an option, a file) rather than in the software."""


def build_parser() -> argparse.ArgumentParser:
    """The parser of every subcommand."""
    parser = argparse.ArgumentParser(
        prog="senet", description="Play, simulate and replay turn-based board and card games.",
        epilog="Exit codes: 0 ok, 2 bad input (unknown game, bad option, bad save file), "
               "1 other failures, 3 play stopped by you (q, Ctrl-C, end of input), "
               "130 interrupted simulation.")
    parser.add_argument("--version", action="version", version=f"senet {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    games.add_parser(sub)
    simulate.add_parser(sub)
    tournament.add_parser(sub)
    bots.add_parser(sub)
    play.add_parser(sub)
    saves.add_parsers(sub)
    export.add_parser(sub)
    check.add_parser(sub)
    serve.add_parser(sub)
    compile.add_parser(sub)
    new.add_parser(sub)
    return parser


def _fail(message: str, code: int) -> int:
    # One line, no traceback: these are expected failures, not bugs to debug. The message
    # may quote a file or a plugin, so it is made printable (and one line) first.
    print(f"senet: error: {printable(message)}", file=sys.stderr)
    return code


class _Warnings(logging.Handler):
    """The engine's warnings (a plugin disabled) as one printable line each on stderr."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)

    def emit(self, record: logging.LogRecord) -> None:
        """Print the record's message after ``senet: warning:``."""
        try:
            print(f"senet: warning: {printable(record.getMessage())}", file=sys.stderr)
        except Exception:
            self.handleError(record)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``senet`` command; returns the exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help and on bad arguments
        return exc.code if isinstance(exc.code, int) else BAD_INPUT
    run: Runner = args.run
    console = TerminalConsole(highlight=False)
    # Without a handler, logging's last resort would print a plugin's words unescaped.
    logger = logging.getLogger("senet")
    warnings = _Warnings()
    logger.addHandler(warnings)
    try:
        return run(args, console)
    except CommandError as exc:
        return _fail(str(exc), exc.code)
    except BAD_INPUT_ERRORS as exc:
        return _fail(str(exc), BAD_INPUT)
    except SenetError as exc:
        return _fail(plugin_failure(exc) or f"{type(exc).__name__}: {exc}", FAILURE)
    except Exception as exc:  # a plugin's code raised: one line naming it; an engine bug is raised
        line = plugin_failure(exc)
        if line is None:
            raise
        return _fail(line, FAILURE)
    except KeyboardInterrupt:
        return _fail("interrupted", INTERRUPTED)
    finally:
        logger.removeHandler(warnings)
