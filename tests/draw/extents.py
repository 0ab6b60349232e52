"""Where the parts of a drawn picture lie, read from its SVG as drawn (no transforms).

A browser lays text out with its fonts, which a test without one cannot measure: a
text's extent is **estimated** from its font size and its characters. Each character is
taken as ``EM_WIDTH`` of the font size wide (``BOLD_WIDTH`` in bold; a sans-serif's
average: narrower letters and wider digits in DejaVu Sans, Chromium's default on Debian,
even out over a word), from ``ASCENT`` of the size above the baseline to ``DESCENT``
below it, placed by its ``text-anchor``; runs of spaces count once, as SVG collapses them.
It is an approximation: good to a few pixels on a word, so the checks allow ``SLACK`` and
catch a word cut in half, not a serif.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
EM_WIDTH = 0.55
BOLD_WIDTH = 0.6
ASCENT = 0.75
DESCENT = 0.2
SLACK = 1.0  # pixels of the estimate's error and rounding

Box = tuple[float, float, float, float]  # left, top, right, bottom


def _num(node: ET.Element, name: str, default: float = 0.0) -> float:
    value = node.get(name)
    if value is None or value.endswith("%"):
        return default
    return float(value)


def inherited(node: ET.Element, name: str, parents: dict[ET.Element, ET.Element]) -> str | None:
    """An attribute's value on ``node`` or the nearest ancestor that has it."""
    at: ET.Element | None = node
    while at is not None:
        value = at.get(name)
        if value is not None:
            return value
        at = parents.get(at)
    return None


def text_box(node: ET.Element, parents: dict[ET.Element, ET.Element]) -> Box:
    """The estimated extent of a ``text`` element (see the module's docstring)."""
    x, y = _num(node, "x"), _num(node, "y")
    size = float(inherited(node, "font-size", parents) or 16)
    bold = inherited(node, "font-weight", parents) == "bold"
    shown = " ".join("".join(node.itertext()).split())  # as SVG shows it: spaces collapsed
    width = len(shown) * size * (BOLD_WIDTH if bold else EM_WIDTH)
    anchor = inherited(node, "text-anchor", parents) or "start"
    left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return left, y - size * ASCENT, left + width, y + size * DESCENT


def shape_box(node: ET.Element, parents: dict[ET.Element, ET.Element]) -> Box | None:
    """Where a shape or text lies (its geometry, strokes aside); None for what is neither."""
    tag = node.tag.removeprefix(SVG)
    if tag == "rect":
        if (node.get("width") or "").endswith("%"):
            return None  # the picture's background
        x, y = _num(node, "x"), _num(node, "y")
        return x, y, x + _num(node, "width"), y + _num(node, "height")
    if tag in ("circle", "ellipse"):
        cx, cy = _num(node, "cx"), _num(node, "cy")
        rx = _num(node, "rx", _num(node, "r"))
        ry = _num(node, "ry", _num(node, "r"))
        return cx - rx, cy - ry, cx + rx, cy + ry
    if tag == "line":
        xs, ys = (_num(node, "x1"), _num(node, "x2")), (_num(node, "y1"), _num(node, "y2"))
        return min(xs), min(ys), max(xs), max(ys)
    if tag in ("polygon", "polyline"):
        pairs = [p.split(",") for p in (node.get("points") or "").split()]
        px, py = [float(a) for a, _ in pairs], [float(b) for _, b in pairs]
        return min(px), min(py), max(px), max(py)
    if tag == "text":
        return text_box(node, parents)
    return None


def union(boxes: list[Box]) -> Box | None:
    """The smallest box holding ``boxes`` (None for none)."""
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
            max(b[3] for b in boxes))


def inside(box: Box, view: Box) -> bool:
    """``box`` lies within ``view`` (up to ``SLACK``)."""
    left, top, right, bottom = view
    return (box[0] >= left - SLACK and box[1] >= top - SLACK and box[2] <= right + SLACK
            and box[3] <= bottom + SLACK)


def overlap(a: Box, b: Box) -> bool:
    """``a`` and ``b`` share more than ``SLACK`` pixels each way."""
    wide = min(a[2], b[2]) - max(a[0], b[0])
    high = min(a[3], b[3]) - max(a[1], b[1])
    return wide > SLACK and high > SLACK


def rounded(box: Box) -> tuple[float, ...]:
    """A box for a message."""
    return tuple(round(v, 1) for v in box)
