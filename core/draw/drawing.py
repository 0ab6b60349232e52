"""A game's picture of its table for the browser: SVG plus the moves it makes clickable.

A game's ``draw(view, legal, seat)`` returns a :class:`Drawing`. It is made from an
element tree (:mod:`senet.draw.svg`), never from text, so it carries no markup the
game did not build through the escaping builder; the clickable moves are read from
the tree itself (the elements :func:`button` made), so the set can never disagree with
the picture.

Accessibility is settled here, for every game: a picture with moves is a ``group`` (an
``img`` has no controls inside it), and a move's name holds the words its face shows, in
the order shown (what a person using speech input says to press it).
"""

from __future__ import annotations

import re

import attrs

from ..errors import InternalError
from .svg import Element, el, serialise

__all__ = ["Drawing", "button", "picture"]

MOVE = "data-move"


def button(index: int, label: str, *children: Element | str | None, **attributes: object) -> Element:
    """A clickable group for the legal move at ``index``: ``role="button"``, keyboard focus
    and ``label`` (the game's own description of the move) for screen readers.

    Its accessible name is ``label``, followed by the words its face shows when ``label``
    does not already hold them in that order ("place a red temple tile (you hold 1) (T x1)"):
    a name must contain the visible text (WCAG 2.5.3). The texts are kept apart by a space,
    so "16" over "1" reads as two words, not "161"."""
    if type(index) is not int or index < 0:
        raise InternalError(f"draw: a move index must be an int >= 0, not {index!r}")
    if not label:
        raise InternalError("draw: a clickable move needs a description")
    kept = _spaced(el("g", *children)).children
    shown = " ".join(filter(None, (_text(node).strip() for child in kept if isinstance(child, Element)
                                   for node in child.walk() if node.tag == "text")))
    name = label if _contains(label, shown) else f"{label} ({shown})"
    return el("g", el("title", label), *kept,
              attrs_={MOVE: index, "role": "button", "tabindex": 0, "aria-label": name},
              class_="move", **attributes)


_WORD = re.compile(r"[^\W_]+")


def _contains(name: str, shown: str) -> bool:
    """Whether the words of ``shown`` are a run of the words of ``name`` (case, punctuation
    and symbols aside), as axe-core's ``label-content-name-mismatch`` compares them."""
    words, run = _WORD.findall(name.lower()), _WORD.findall(shown.lower())
    return any(words[i:i + len(run)] == run for i in range(len(words) - len(run) + 1))


def _text(node: Element) -> str:
    """The characters a ``text`` element shows (its ``tspan`` pieces included)."""
    return "".join(c if isinstance(c, str) else _text(c) for c in node.children
                   if isinstance(c, str) or c.tag not in ("title", "desc"))


def _spaced(node: Element) -> Element:
    """``node`` with a space after each child that shows text, at every level below it: the
    page's text then reads as words (a reader trims each group's own text, so a space inside
    a group, after its last text, would not part it from the next group's)."""
    if node.tag == "text" or not any(isinstance(c, Element) for c in node.children):
        return node
    children: list[Element | str] = []
    for child in node.children:
        children.append(_spaced(child) if isinstance(child, Element) else child)
        if isinstance(child, Element) and any(n.tag == "text" for n in child.walk()):
            children.append(" ")
    return attrs.evolve(node, children=tuple(children))


def picture(width: float, height: float, title: str, *children: Element | str | None) -> Element:
    """The root ``svg`` element: drawn in a ``width`` x ``height`` box that scales to fit;
    an ``img`` named ``title`` (a :class:`Drawing` with moves makes it a ``group``)."""
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
        if moves and self.root.get("role") == "img":
            # an image's inside is not read, so its controls would be neither named nor reached
            attributes = tuple((k, "group" if k == "role" else v) for k, v in self.root.attributes)
            object.__setattr__(self, "root", attrs.evolve(self.root, attributes=attributes))
        object.__setattr__(self, "svg", serialise(self.root))
        object.__setattr__(self, "moves", frozenset(moves))
