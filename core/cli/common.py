"""What every subcommand shares: the registry, errors with exit codes, option and file input."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import registry as _registry
from ..bots.runner import blame
from ..errors import OptionError
from ..game import Game
from ..options import OptionValue, applies, ignored, parse_option_text, resolve_options
from ..registry import Registry
from ..words import who

__all__ = [
    "BAD_INPUT",
    "FAILURE",
    "OK",
    "STOPPED",
    "CommandError",
    "dump_json",
    "get_registry",
    "count",
    "game_options",
    "player_count",
    "numbered",
    "plugin_failure",
    "read_save",
    "seed_span",
    "shown_options",
    "write_file",
    "span",
    "who",
]

OK = 0
FAILURE = 1
BAD_INPUT = 2
STOPPED = 3
"""``senet play`` stopped by the person at the keyboard (q, Ctrl-C, end of input): the match
is unfinished (saved if ``--save`` was given)."""


class CommandError(Exception):
    """A failure the command reports in one line, with the exit code to return."""

    def __init__(self, message: str, code: int = BAD_INPUT) -> None:
        super().__init__(message)
        self.code = code


def get_registry() -> Registry:
    """The registry of installed games (looked up at call time, so tests can replace it)."""
    return _registry.default_registry()


def plugin_failure(exc: BaseException) -> str | None:
    """One line naming the plugin and its function whose code raised ``exc`` (or what
    ``exc`` was raised from), for a command to print instead of a traceback; ``None``
    when no installed game's code is in it (:func:`senet.bots.runner.blame`)."""
    try:
        registry = get_registry()
    except Exception:
        return None
    return blame(exc, registry)


def game_options(game: Game[Any], pairs: Sequence[str] | None) -> dict[str, OptionValue]:
    """``--option KEY=VALUE`` texts checked against ``game``'s options, defaults filled in.

    An option given twice, or one that the other options' values make the game ignore
    (its ``only_with``), is refused: the person meant something the match would not do.
    """
    given = parse_option_text(pairs or ())
    out = resolve_options(game.options, given)
    for option in game.options:
        if option.name in given and not applies(option, out):
            raise OptionError(ignored(option, out))
    return out


def shown_options(game: Game[Any], options: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
    """The options that apply with these values (those a variant ignores are left out)."""
    declared = {o.name: o for o in game.options}
    return {k: v for k, v in options.items() if k not in declared or applies(declared[k], options)}


def player_count(game: Game[Any], options: Mapping[str, OptionValue], wanted: int | None) -> int:
    """``wanted``, or the game's usual table size with these options (:meth:`Game.usual_count`)."""
    if wanted is not None:
        return wanted  # new_match checks it against the game's range, with the game's wording
    usual = game.usual_count(options)
    if usual is None:
        raise OptionError(f"{game.name} allows no player count with these options")
    return usual


def span(players: range) -> str:
    """A player range as people write it: ``2-6``, or ``4`` when only one count is allowed."""
    if len(players) == 0:
        return "none"
    low, high = players.start, players[-1]
    return str(low) if low == high else f"{low}-{high}"


def count(n: int, word: str, plural: str | None = None) -> str:
    """``1 player``, ``2 players``: a number and its noun, singular or plural."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def numbered(n: int, word: str) -> str:
    """The numbers of ``n`` seats or players from 0: ``seat 0``, ``seats 0-3``."""
    return f"{word} 0" if n == 1 else f"{word}s 0-{n - 1}"


def seed_span(first: int, games: int) -> str:
    """The seeds of ``games`` matches from ``first``: ``seed 0``, ``seeds 0-9``, ``seeds -5 to -4``."""
    last = first + max(games - 1, 0)
    if last == first:
        return f"seed {first}"
    return f"seeds {first}-{last}" if first >= 0 else f"seeds {first} to {last}"


def read_save(path: str) -> bytes:
    """The bytes of a save file; an unreadable file is bad input."""
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror or exc}") from None


def write_file(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path``; a failure to write is not the user's input's fault."""
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror or exc}", FAILURE) from None


def _json_default(value: Any) -> Any:
    # Save data holds state hashes as bytes; JSON has no bytes, hex is what people compare.
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).hex()
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    return repr(value)


def dump_json(data: Mapping[str, Any]) -> None:
    """Print one JSON object on stdout (plain, so that other programs can read it). A value
    that is an iterator is written as an array one item at a time, never held whole (the
    events of a long replay); the text is the same as ``json.dumps`` of the whole."""
    write = sys.stdout.write
    write("{")
    for i, (key, value) in enumerate(data.items()):
        write((", " if i else "") + json.dumps(key) + ": ")
        if isinstance(value, Iterator):
            write("[")
            for j, item in enumerate(value):
                write((", " if j else "") + json.dumps(item, default=_json_default))
            write("]")
        else:
            write(json.dumps(value, default=_json_default))
    write("}\n")
    sys.stdout.flush()
