"""A 6 nimmt! card or tile drawn for the browser, shared by both games' pictures.

A card's face shows its number large and its bullheads as a count in a dark badge; the
colour follows the bullheads (more bullheads, warmer colour), so the count, not the
colour, carries the information.
"""

from __future__ import annotations

from senet.draw import Element, box, el, label, palette

__all__ = ["CARD_H", "CARD_W", "card_face", "slot"]

CARD_W = 54
CARD_H = 74
_FILLS = {1: palette.WHITE, 2: palette.SKY, 3: palette.YELLOW, 5: palette.ORANGE, 7: palette.PINK}


def card_face(x: float, y: float, number: int, bulls: int, *, chosen: bool = False) -> Element:
    """A card or tile at ``(x, y)``; ``chosen`` draws a thick frame (this seat's pick)."""
    fill = _FILLS.get(bulls, palette.LIGHT)
    return el(
        "g",
        box(x, y, CARD_W, CARD_H, fill=fill, width=4 if chosen else 1.2, radius=6,
            stroke=palette.BLUE if chosen else palette.BLACK),
        label(x + CARD_W / 2, y + 40, str(number), size=24, anchor="middle", bold=True),
        el("circle", cx=x + CARD_W / 2, cy=y + 58, r=9, fill=palette.BLACK),
        label(x + CARD_W / 2, y + 62.5, str(bulls), size=12, anchor="middle", bold=True, fill=palette.WHITE),
    )


def slot(x: float, y: float, text: str = "") -> Element:
    """An empty place for a card, dashed, with an optional word in it."""
    return el("g", box(x, y, CARD_W, CARD_H, fill=palette.WHITE, stroke=palette.GREY, radius=6, dashed=True),
              label(x + CARD_W / 2, y + CARD_H / 2 + 4, text, size=11, anchor="middle", fill=palette.GREY)
              if text else None)
