"""What a seat reads: a move or an event in words, made printable.

A game says its moves and events in words (``describe_move``, ``describe_event`` in its
declaration); every application that shows them (the terminal, the server's log and move
buttons, the replay) reads them through here, so each is told the same words and none
needs another application for them. The engine's own events (a secret choice made, the
choices revealed) are worded here.

Words come from plugin code and may quote text from a save file: untrusted. Each text is
made :func:`printable` (every control character shown as a visible escape), and a game
function that raises is reported as the game's bug in one line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from .errors import InternalError
from .faces import words
from .flow import Committed, Revealed
from .game import Game
from .match import View
from .values import Event, Move
from .words import who

__all__ = ["describe_event", "describe_move", "from_game", "printable"]

T = TypeVar("T")

_OTHERS = "\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069"
"""DEL, the C1 controls (CSI, OSC...), the Unicode line and paragraph separators, and
the bidirectional marks and overrides that reorder what is shown."""
_ONE_LINE = re.compile(f"[\x00-\x1f{_OTHERS}]")
"""Every C0 control (ESC, BEL, CR, LF, tab...) and the others."""
_LINES = re.compile(f"[\x00-\x08\x0b-\x1f{_OTHERS}]")
"""The same, but keeping tabs and line feeds: for text of several lines."""


def _shown(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: object, *, lines: bool = False) -> str:
    """``text`` with every control character shown as an escape (``\\x1b``), safe to print.

    One line unless ``lines``: then line feeds and tabs are kept.
    """
    return (_LINES if lines else _ONE_LINE).sub(_shown, str(text))


def from_game(game: Game[Any], what: str, fn: Callable[[], T]) -> T:
    """``fn()``, a call of ``game``'s text function ``what``; one that raises is a bug in the
    game, said in one line (:class:`InternalError`), no traceback."""
    try:
        return fn()
    except Exception as exc:
        raise InternalError(f"{game.name}: {what} raised {type(exc).__name__}: {exc}") from exc


def describe_move(game: Game[Any], move: Move, view: View | None = None) -> str:
    """The game's text for a move (``repr`` unless the game says better), made printable."""
    return printable(from_game(game, "describe_move", lambda: words(game).describe_move(move, view)))


def describe_event(game: Game[Any], event: Event, viewer: int | None) -> str:
    """An event as ``viewer`` reads it, made printable; engine events are described here, the
    rest by the game."""
    if isinstance(event, Committed):
        if event.move is None:
            return f"{who(event.player, viewer)} made a secret choice"
        return f"{who(event.player, viewer)} chose in secret: {describe_move(game, event.move)}"
    if isinstance(event, Revealed):
        shown = [f"{who(p, viewer)}: {describe_move(game, m)}"
                 for p, m in enumerate(event.commits) if m is not None]
        return "choices revealed: " + "; ".join(shown)
    return printable(from_game(game, "describe_event", lambda: words(game).describe_event(event, viewer)))
