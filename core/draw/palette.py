"""Colours that survive colour blindness (Okabe and Ito's eight), and neutral greys.

A drawing never carries information by colour alone: pair each colour with a shape or
a letter (the games' drawings do).
"""

from __future__ import annotations

__all__ = ["BLACK", "BLUE", "GREEN", "GREY", "LIGHT", "ORANGE", "PINK", "SKY", "VERMILION",
           "WHITE", "YELLOW", "ink_on"]

BLACK = "#000000"
ORANGE = "#E69F00"
SKY = "#56B4E9"
GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILION = "#D55E00"
PINK = "#CC79A7"
WHITE = "#FFFFFF"
GREY = "#777777"
LIGHT = "#EEEEEE"

_DARK = frozenset({BLACK, BLUE, VERMILION, GREEN, GREY})


def ink_on(fill: str) -> str:
    """The text colour that reads on ``fill`` (white on the dark colours, else black)."""
    return WHITE if fill.upper() in _DARK else BLACK
