"""Small shape helpers the games' drawings share: text, boxes, and a wrapped caption."""

from __future__ import annotations

import textwrap

from .palette import BLACK
from .svg import Element, el

__all__ = ["box", "label", "lines"]


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
