"""A tiny SVG builder that cannot be made to inject markup.

Every string a drawing shows comes from a view or a plugin and is untrusted. A drawing
is therefore built as a tree of :class:`Element` values and serialised here, where every
text and attribute value is escaped; SVG is never made by formatting strings. The tags
are an allow-list of drawing elements (no ``script``, no ``foreignObject``), attribute
names are checked (no ``on...`` handlers, no ``style``), and references (``href``,
``url(...)``) may only point inside the picture, so a drawing can neither run code nor
load anything from elsewhere.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping

import attrs

from ..errors import InternalError

__all__ = ["Element", "el", "escape_text", "escape_value", "serialise"]

TAGS = frozenset({
    "svg", "g", "rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "text",
    "tspan", "title", "desc", "defs", "use", "symbol", "pattern", "clipPath", "marker",
    "linearGradient", "radialGradient", "stop",
})
"""The elements a drawing may use: shapes, text and grouping, nothing that runs or loads."""
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9-]*(:[A-Za-z][A-Za-z0-9-]*)?\Z")
_REFERENCES = frozenset({"href", "xlink:href"})
_URL = re.compile(r"url\(", re.IGNORECASE)
_INSIDE = re.compile(r"url\(#[A-Za-z0-9_-]+\)\Z")
_UNSAFE = "\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff\u202a-\u202e\u2066-\u2069"
_NOT_XML = re.compile(f"[{_UNSAFE}]")
"""Characters XML 1.0 cannot carry, and the bidirectional overrides that would reorder what
is shown: U+FFFD instead, so the picture still parses and reads as it was written."""
_PLAIN_TEXT = re.compile(f"[^&<>{_UNSAFE}]*\\Z")
_PLAIN_VALUE = re.compile(f"[^&<>\"'\t\n\r{_UNSAFE}]*\\Z")
"""Text that needs no escaping (most of it: numbers, words), passed through as it is."""


def _clean(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def escape_text(text: str) -> str:
    """``text`` as XML character data."""
    if _PLAIN_TEXT.match(text):
        return text
    return _clean(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def escape_value(text: str) -> str:
    """``text`` as a double-quoted XML attribute value."""
    if _PLAIN_VALUE.match(text):
        return text
    return (escape_text(text).replace('"', "&quot;").replace("'", "&#39;")
            .replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;"))


def _value(name: str, value: object) -> str:
    if isinstance(value, bool) or value is None:
        raise InternalError(f"svg: attribute {name!r} needs a string or a number, not {value!r}")
    if isinstance(value, float):
        text = f"{value:.2f}".rstrip("0").rstrip(".")
    elif isinstance(value, (int, str)):
        text = str(value)
    else:
        raise InternalError(f"svg: attribute {name!r} needs a string or a number, not "
                            f"{type(value).__name__}")
    if name in _REFERENCES and not text.startswith("#"):
        raise InternalError(f"svg: {name!r} may only point inside the picture ('#id')")
    if "(" in text and _URL.search(text) and not _INSIDE.match(text.strip()):
        raise InternalError(f"svg: attribute {name!r} may only use url(#id)")
    return text


@functools.lru_cache(maxsize=1024)
def _name(kwarg: str) -> str:
    """A keyword argument as an attribute name: ``font_size`` -> ``font-size``, ``class_`` ->
    ``class``, ``xlink__href`` -> ``xlink:href``."""
    name = kwarg.rstrip("_").replace("__", ":").replace("_", "-")
    if not _NAME.match(name) or name.lower().startswith("on") or name.lower() == "style":
        raise InternalError(f"svg: attribute {name!r} is not allowed in a drawing")
    return name


@attrs.frozen
class Element:
    """One SVG element: its tag, its attributes (checked names, raw values) and children."""

    tag: str
    attributes: tuple[tuple[str, str], ...] = ()
    children: tuple[Element | str, ...] = ()

    def __attrs_post_init__(self) -> None:
        if self.tag not in TAGS:
            raise InternalError(f"svg: element {self.tag!r} is not allowed in a drawing")

    def get(self, name: str) -> str | None:
        """The value of attribute ``name``, or ``None``."""
        for key, value in self.attributes:
            if key == name:
                return value
        return None

    def walk(self) -> Iterator[Element]:
        """This element and every element below it, in document order."""
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.walk()


def el(tag: str, *children: Element | str | None, attrs_: Mapping[str, object] | None = None,
       **attributes: object) -> Element:
    """An element: ``el("rect", x=1, y=2, fill="#fff")``; ``None`` children are dropped.

    Attribute names come from keywords (``stroke_width`` -> ``stroke-width``) or, for
    names that are not identifiers, ``attrs_``; values are strings or numbers, escaped
    when serialised. Children are elements or text (escaped).
    """
    pairs: dict[str, str] = {}
    for key, value in (*(attrs_ or {}).items(), *attributes.items()):
        name = _name(key)
        if name in pairs:
            raise InternalError(f"svg: attribute {name!r} given twice")
        pairs[name] = _value(name, value)
    kept: list[Element | str] = []
    for child in children:
        if child is None:
            continue
        if not isinstance(child, (Element, str)):
            raise InternalError(f"svg: a child must be an element or text, not {type(child).__name__}")
        kept.append(child)
    return Element(tag, tuple(pairs.items()), tuple(kept))


def serialise(root: Element) -> str:
    """``root`` as SVG text; the root ``svg`` element gets its namespace."""
    parts: list[str] = []
    _write(root, parts, top=True)
    return "".join(parts)


def _write(node: Element, parts: list[str], *, top: bool = False) -> None:
    parts.append("<" + node.tag)
    if top and node.tag == "svg" and node.get("xmlns") is None:
        parts.append(' xmlns="http://www.w3.org/2000/svg"')
    for name, value in node.attributes:
        parts.append(f' {name}="{escape_value(value)}"')
    if not node.children:
        parts.append("/>")
        return
    parts.append(">")
    for child in node.children:
        if isinstance(child, Element):
            _write(child, parts)
        else:
            parts.append(escape_text(child))
    parts.append(f"</{node.tag}>")
