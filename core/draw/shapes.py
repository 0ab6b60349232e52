"""Small shape helpers the games' drawings share: text, boxes, and a wrapped caption."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence

from ..values import Move
from .drawing import button
from .palette import BLACK, LIGHT, ink_on
from .svg import Element, el

__all__ = ["Clicks", "box", "button_row", "chip", "label", "lines"]


def label(x: float, y: float, text: str, *, size: float = 14, anchor: str = "start",
          bold: bool = False, fill: str = BLACK) -> Element:
    """``text`` with its baseline at ``(x, y)``; ``anchor`` is start, middle or end."""
    return el("text", text, x=x, y=y, font_size=size, text_anchor=anchor, fill=fill,
              attrs_={"font-weight": "bold"} if bold else None)


def box(x: float, y: float, w: float, h: float, *, fill: str = "none", stroke: str = BLACK,
        width: float = 1, radius: float = 0, dashed: bool = False) -> Element:
    """A rectangle, its corners rounded by ``radius``."""
    extra: dict[str, object] = {"stroke-dasharray": "4 3"} if dashed else {}
    return el("rect", x=x, y=y, width=w, height=h, fill=fill, stroke=stroke, stroke_width=width,
              rx=radius, attrs_=extra)


def lines(x: float, y: float, text: str, *, chars: int, size: float = 14, bold: bool = False,
          fill: str = BLACK) -> tuple[list[Element], float]:
    """``text`` wrapped at ``chars`` characters, from baseline ``y``: the lines and the ``y``
    below them."""
    out: list[Element] = []
    for line in textwrap.wrap(text, chars) or [""]:
        out.append(label(x, y, line, size=size, bold=bold, fill=fill))
        y += size * 1.35
    return out, y


def chip(x: float, y: float, text: str, *, fill: str = LIGHT, size: float = 14, height: float = 28
         ) -> tuple[Element, float]:
    """A small labelled card or button face at ``(x, y)``: the element and its width."""
    w = 16 + size * 0.56 * len(text)
    drawn = el("g", box(x, y, w, height, fill=fill, radius=5, width=1.2),
               label(x + w / 2, y + height / 2 + size * 0.36, text, size=size, anchor="middle", bold=True,
                     fill=ink_on(fill)))
    return drawn, w


class Clicks:
    """The legal moves as a drawing binds them: each listed move clickable at most once."""

    def __init__(self, legal: Sequence[Move], describe: Callable[[Move], str]) -> None:
        self._index = {move: i for i, move in enumerate(legal)}
        self._describe = describe
        self._used: set[int] = set()

    def listed(self, move: Move) -> bool:
        """Whether ``move`` is listed and not yet drawn."""
        index = self._index.get(move)
        return index is not None and index not in self._used

    def wrap(self, move: Move | None, *children: Element | None, frame: Element | None = None) -> Element:
        """``children`` as a button for ``move`` (with ``frame`` drawn round them), or as a plain
        group when ``move`` is not listed or already drawn."""
        if move is None or not self.listed(move):
            return el("g", *children)
        index = self._index[move]
        self._used.add(index)
        return button(index, self._describe(move), *children, frame)


def button_row(clicks: Clicks, choices: Sequence[tuple[Move, str]], x: float, y: float, width: float, *,
               fill: str = LIGHT, size: float = 13) -> tuple[list[Element], float]:
    """The listed ``(move, word)`` choices as buttons in lines from ``(x, y)``, wrapped at
    ``width``: the buttons and the ``y`` below them (``y`` itself when none is listed)."""
    out: list[Element] = []
    left, height = x, size * 2
    for move, word in choices:
        if not clicks.listed(move):
            continue
        face, w = chip(x, y, word, fill=fill, size=size, height=height)
        if x > left and x + w > width:
            x, y = left, y + height + 8
            face, w = chip(x, y, word, fill=fill, size=size, height=height)
        out.append(clicks.wrap(move, face))
        x += w + 10
    return out, (y + height + 8 if out else y)
