"""Drawings for the browser: a game's table as SVG bound to its legal moves.

A game may declare ``draw(view, legal, seat) -> Drawing`` (see :func:`senet.declare`);
:func:`table_drawing` is what a page calls: the game's drawing, or the generic outline
when the game draws none, when its drawing raises, or when it makes a move clickable
that is not listed (the error is logged without its message, which could quote what
the seat may see).
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .. import faces
from ..errors import PluginError
from ..values import Move
from . import palette
from .drawing import Drawing, button, picture
from .generic import generic_drawing
from .shapes import Clicks, box, button_row, chip, label, lines
from .svg import Element, el, serialise

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["Clicks", "Drawing", "Element", "box", "button", "button_row", "chip", "drawn", "el",
           "generic_drawing", "label", "lines", "palette", "picture", "serialise", "table_drawing"]

log = logging.getLogger("senet.draw")


def drawn(game: Game[Any], view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
    """The game's own picture of ``view`` (its ``draw``), which must be a :class:`Drawing`
    (``TypeError`` otherwise: a plugin's value is checked, not trusted)."""
    draw = faces.picture(game)
    drawing = draw(view, legal, seat) if draw is not None else None
    if not isinstance(drawing, Drawing):
        raise TypeError(f"{game.name}: draw returned {type(drawing).__name__}, not a senet.Drawing")
    return drawing


def table_drawing(game: Game[Any], view: Any, legal: Sequence[Move], seat: int | None) -> Drawing:
    """``seat``'s picture of the table (``view``: that seat's :class:`senet.View`), with
    ``legal`` (that seat's legal moves, in the order the page submits them by index)."""
    try:
        has_picture = faces.picture(game) is not None
    except PluginError as exc:
        log.error("%s; showing the generic drawing", exc)
        has_picture = False
    if has_picture:
        try:
            drawing = drawn(game, view, legal, seat)
            outside = [i for i in drawing.moves if i >= len(legal)]
            if outside:
                raise IndexError(f"draw made {len(outside)} unlisted moves clickable")
            return drawing
        except Exception as exc:
            # The message could quote the seat's view: log where it failed, not what it said.
            where = traceback.extract_tb(exc.__traceback__)
            frames = "; ".join(f"{f.filename}:{f.lineno} in {f.name}" for f in where[-3:])
            log.error("%s: draw raised %s (%s); showing the generic drawing",
                      game.name, type(exc).__name__, frames)
    return generic_drawing(game.title or game.name, view)
