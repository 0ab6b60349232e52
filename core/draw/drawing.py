"""A game's picture of its table for the browser: SVG plus the moves it makes clickable.

A game's ``draw(view, legal, seat)`` returns a :class:`Drawing`. It is made from an
element tree (:mod:`senet.draw.svg`), never from text, so it carries no markup the
game did not build through the escaping builder; the clickable moves are read from
the tree itself (the elements :func:`button` made), so the set can never disagree with
the picture.
"""

from __future__ import annotations

import attrs

from ..errors import InternalError
from .svg import Element, el, serialise

__all__ = ["Drawing", "button", "picture"]

MOVE = "data-move"


def button(index: int, label: str, *children: Element | str | None, **attributes: object) -> Element:
    """A clickable group for the legal move at ``index``: ``role="button"``, keyboard focus
    and ``label`` (the game's own description of the move) for screen readers."""
    if type(index) is not int or index < 0:
        raise InternalError(f"draw: a move index must be an int >= 0, not {index!r}")
    if not label:
        raise InternalError("draw: a clickable move needs a description")
    return el("g", el("title", label), *children,
              attrs_={MOVE: index, "role": "button", "tabindex": 0, "aria-label": label},
              class_="move", **attributes)


def picture(width: float, height: float, title: str, *children: Element | str | None) -> Element:
    """The root ``svg`` element: drawn in a ``width`` x ``height`` box that scales to fit."""
    return el("svg", el("title", title), *children, viewBox=f"0 0 {_num(width)} {_num(height)}",
              role="img", attrs_={"aria-label": title}, width="100%",
              preserveAspectRatio="xMidYMin meet", font_family="sans-serif")


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


@attrs.frozen
class Drawing:
    """A picture of the table: ``svg`` (the text) and ``moves``, the indices into the legal
    moves that the picture makes clickable (each one is a ``data-move`` element)."""

    root: Element = attrs.field(repr=False)
    svg: str = attrs.field(init=False, repr=False)
    moves: frozenset[int] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.root, Element) or self.root.tag != "svg":
            raise InternalError("draw: a drawing's root must be an <svg> element (see senet.draw.picture)")
        moves: set[int] = set()
        for node in self.root.walk():
            index = node.get(MOVE)
            if index is None:
                continue
            if (not index.isdigit() or node.get("role") != "button" or node.get("tabindex") != "0"
                    or not node.get("aria-label")):
                raise InternalError("draw: a clickable element must come from senet.draw.button")
            moves.add(int(index))
        object.__setattr__(self, "svg", serialise(self.root))
        object.__setattr__(self, "moves", frozenset(moves))
