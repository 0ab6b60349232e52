"""What reaches the terminal: text from files and plugins, made harmless first.

Any text that comes from a save file or a plugin (game names, titles and
summaries, option names and values, version strings, player names, a game's
descriptions and drawings, error messages quoting such text) is untrusted: an
escape sequence in it could retitle the window, clear the screen, forge a
hyperlink or hide what follows. Before such text is printed, :func:`printable`
shows every control character as a visible escape (``\\x1b``); :func:`markup`
also escapes rich's markup brackets, for text put into a markup string;
:class:`Scrubbed` does the same to what a game's ``render`` draws. The command's
console is a :class:`TerminalConsole`, which scrubs every segment it prints, so
text that reaches it by a path nobody escaped is still harmless (its width may
then be off, which is why the sources are escaped first).
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.markup import escape
from rich.measure import Measurement
from rich.segment import Segment

from ..texts import printable

__all__ = ["Scrubbed", "TerminalConsole", "markup", "printable"]

def markup(text: object) -> str:
    """``text`` made printable and with rich's markup escaped: for a markup string."""
    return escape(printable(text))


def _scrubbed(segments: Iterable[Segment]) -> Iterable[Segment]:
    for segment in segments:
        if segment.control is not None:  # cursor moves and the like, made by rich itself
            yield segment
            continue
        text = printable(segment.text, lines=True)
        yield segment if text == segment.text else Segment(text, segment.style)


class Scrubbed:
    """A renderable from game code, printed with its control characters made visible."""

    def __init__(self, renderable: RenderableType) -> None:
        self.renderable = renderable

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """The inner renderable's text segments, scrubbed; a drawing moves no cursor."""
        for segment in _scrubbed(console.render(self.renderable, options)):
            if segment.control is None:
                yield segment

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """As wide as the inner renderable."""
        return Measurement.get(console, options, self.renderable)


class TerminalConsole(Console):
    """The command's console: every text segment it prints is scrubbed, whatever its source."""

    def render(self, renderable: RenderableType, options: ConsoleOptions | None = None
               ) -> Iterable[Segment]:
        """Render as rich does, then make any control character in the text visible."""
        return _scrubbed(super().render(renderable, options))
