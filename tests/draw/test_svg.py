"""The SVG builder: every text escaped, nothing that runs or loads can be built."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from senet import InternalError
from senet.draw import Drawing, button, el, picture, serialise

HOSTILE = "<script>alert('x')</script> \" ' & </svg><svg onload=alert(1)>"
NS = "{http://www.w3.org/2000/svg}"


def test_text_and_values_are_escaped() -> None:
    root = picture(100, 50, HOSTILE, el("text", HOSTILE, x=1, y=2, fill=HOSTILE))
    svg = serialise(root)
    parsed = ET.fromstring(svg)
    assert "<script" not in svg and "onload=" not in svg.replace("onload=alert", "")
    assert parsed.find(f"{NS}text") is not None
    assert parsed.find(f"{NS}text").text == HOSTILE  # type: ignore[union-attr]
    assert parsed.find(f"{NS}text").get("fill") == HOSTILE  # type: ignore[union-attr]
    assert parsed.find(f"{NS}script") is None
    assert [child.tag for child in parsed] == [f"{NS}title", f"{NS}text"]


def test_characters_xml_cannot_carry_still_parse() -> None:
    svg = serialise(picture(10, 10, "a\x00b\x1bc\ud800", el("text", "\x07\x0b")))
    parsed = ET.fromstring(svg)
    assert parsed.get("aria-label") == "a\ufffdb\ufffdc\ufffd"


def test_bidirectional_overrides_cannot_reorder_text() -> None:
    svg = serialise(picture(10, 10, "pay \u202e01\u2066", el("text", "gpj.\u202eexe")))
    parsed = ET.fromstring(svg)
    assert parsed.get("aria-label") == "pay \ufffd01\ufffd"
    assert "\u202e" not in svg and "\u2066" not in svg


@pytest.mark.parametrize("tag", ["script", "foreignObject", "iframe", "image", "a", "style"])
def test_elements_that_run_or_load_are_refused(tag: str) -> None:
    with pytest.raises(InternalError, match="not allowed"):
        el(tag)


@pytest.mark.parametrize("name", ["onload", "onclick", "style", "on_click", "x y"])
def test_handlers_and_styles_are_refused(name: str) -> None:
    with pytest.raises(InternalError, match="not allowed"):
        el("rect", attrs_={name: "1"})


@pytest.mark.parametrize(("name", "value"), [
    ("href", "javascript:alert(1)"), ("xlink:href", "https://example.org/x.svg"),
    ("fill", "url(https://example.org/x)"), ("fill", "URL( javascript:1)"),
])
def test_references_stay_inside_the_picture(name: str, value: str) -> None:
    with pytest.raises(InternalError, match=r"inside the picture|url"):
        el("use", attrs_={name: value})


def test_inside_references_are_kept() -> None:
    svg = serialise(picture(1, 1, "t", el("use", href="#a", fill="url(#grad-1)")))
    assert 'href="#a"' in svg and 'fill="url(#grad-1)"' in svg


def test_bad_children_and_values_are_refused() -> None:
    with pytest.raises(InternalError):
        el("g", 3)  # type: ignore[arg-type]
    with pytest.raises(InternalError):
        el("rect", x=True)
    with pytest.raises(InternalError):
        el("rect", x=[1])


def test_drawing_reads_its_moves_from_the_tree() -> None:
    drawing = Drawing(picture(10, 10, "t", button(0, "play 1", el("rect")), el("g", button(3, "b"))))
    assert drawing.moves == frozenset({0, 3})
    parsed = ET.fromstring(drawing.svg)
    found = [node for node in parsed.iter() if node.get("data-move") is not None]
    assert [(n.get("data-move"), n.get("role"), n.get("tabindex"), n.get("aria-label")) for n in found] == [
        ("0", "button", "0", "play 1"), ("3", "button", "0", "b")]


def test_a_clickable_element_needs_the_whole_contract() -> None:
    forged = el("g", attrs_={"data-move": 1})
    with pytest.raises(InternalError, match=r"senet\.draw\.button"):
        Drawing(picture(1, 1, "t", forged))
    with pytest.raises(InternalError, match="root"):
        Drawing(el("g"))
    with pytest.raises(InternalError):
        button(-1, "x")
    with pytest.raises(InternalError):
        button(0, "")


def test_a_picture_with_moves_is_a_group_and_without_an_image() -> None:
    """An ``img``'s inside is not read: moves in it were neither named nor reached (axe's
    nested-interactive)."""
    assert ET.fromstring(Drawing(picture(1, 1, "t", button(0, "b"))).svg).get("role") == "group"
    assert ET.fromstring(Drawing(picture(1, 1, "t", el("rect"))).svg).get("role") == "img"


def test_a_moves_name_holds_the_words_its_face_shows() -> None:
    """A person using speech input says what is seen: the name holds it, in its order (axe's
    label-content-name-mismatch); texts are words apart ("16" over "1" is not "161")."""
    card = button(0, "play 16 (1 bullhead)",
                  el("g", el("rect"), el("text", "16"), el("circle"), el("text", "1")))
    tile = button(1, "place a red temple tile (you hold 1)",
                  el("text", "T"), el("text", el("tspan", "x"), "1"))
    square = button(2, "B1: new kingdom", el("rect"))
    parsed = ET.fromstring(Drawing(picture(1, 1, "t", card, tile, square)).svg)
    names = [n.get("aria-label") for n in parsed.iter() if n.get("data-move") is not None]
    assert names == ["play 16 (1 bullhead)", "place a red temple tile (you hold 1) (T x1)", "B1: new kingdom"]
    faces = ["".join(n.itertext()) for n in parsed.iter() if n.get("data-move") is not None]
    assert faces[:2] == ["play 16 (1 bullhead)16 1  ",  # its title, then the words shown, apart
                         "place a red temple tile (you hold 1)T x1 "]
    # and apart at every level: a reader trims each group's text, so the space after a group
    # parts it from the next (a classic nimmt row read "1 bull81 1takes")
    row = button(0, "take row 1", el("g", el("text", "row 1"), el("text", "1 bull")),
                 el("g", el("text", "81")))
    assert "".join(ET.fromstring(serialise(row)).itertext()) == "take row 1row 1 1 bull  81  "
    # the tooltip stays the game's own words
    assert [t.text for t in parsed.iter(f"{NS}title")][1:3] == ["play 16 (1 bullhead)",
                                                               "place a red temple tile (you hold 1)"]
