"""Tigris & Euphrates' board for the browser: the squares of :mod:`.picture`'s drawing."""

from __future__ import annotations

from senet import Move
from senet.draw import Clicks, Element, box, el, label, palette

from .layout import GRID
from .moves import LeaveTreasure, Square
from .sheet import Sheet, monument_cells

__all__ = ["CELL", "FILL", "LEADER_LETTER", "LEFT", "TILE_LETTER", "TOP", "squares"]

CELL = 40
LEFT = 26
TOP = 58
FILL = (palette.VERMILION, palette.BLUE, palette.GREEN, palette.BLACK)
"""Red, blue, green, black: colours told apart by colour-blind eyes too (and by letters)."""
TILE_LETTER = "TFMS"
LEADER_LETTER = "PFTK"
RIVER = "#CDE6F5"
LAND = "#F4EEDC"


def squares(board: Sheet, clicks: Clicks, parts: list[Element | None]) -> None:
    """The board's squares with coordinates: each a button when a square (or a treasure
    to leave) is chosen."""
    monuments = monument_cells(board)
    for c in range(GRID.cols):
        parts.append(
            label(
                LEFT + c * CELL + CELL / 2,
                TOP - 6,
                GRID.label((0, c))[0],
                size=13,
                anchor="middle",
                bold=True,
            )
        )
    for r in range(GRID.rows):
        parts.append(
            label(LEFT - 4, TOP + r * CELL + CELL / 2 + 5, str(r + 1), size=13, anchor="end", bold=True)
        )
        for c in range(GRID.cols):
            x, y = LEFT + c * CELL, TOP + r * CELL
            face = _square(board, r, c, x, y, monuments)
            move: Move = Square(r, c) if clicks.listed(Square(r, c)) else LeaveTreasure(r, c)
            if clicks.listed(move):  # most squares are not: no frame built for them
                frame = box(x + 2, y + 2, CELL - 4, CELL - 4, stroke=palette.BLUE, width=3, dashed=True)
                face = clicks.wrap(move, face, frame=frame)
            parts.append(face)


def _square(
    board: Sheet, r: int, c: int, x: float, y: float, monuments: dict[tuple[int, int], int]
) -> Element:
    text = board.board[r][c]
    cell = (r, c)
    inner: list[Element | None] = [
        box(x, y, CELL, CELL, fill=RIVER if text == "~" else LAND, stroke="#BBBBBB", width=0.5)
    ]
    mid = x + CELL / 2
    if cell == board.unification:
        inner += [
            box(x + 3, y + 3, CELL - 6, CELL - 6, fill=palette.YELLOW, radius=4),
            label(mid, y + 27, "U", size=18, anchor="middle", bold=True),
        ]
    elif text in ("r", "b", "g", "k"):
        colour = "rbgk".index(text)
        inner += [
            box(
                x + 3,
                y + 3,
                CELL - 6,
                CELL - 6,
                fill=FILL[colour],
                radius=3,
                stroke=palette.YELLOW if cell == board.placed else palette.BLACK,
                width=3 if cell == board.placed else 1,
            ),
            label(mid, y + 27, TILE_LETTER[colour], size=17, anchor="middle", bold=True, fill=palette.WHITE),
        ]
    elif text == "m":
        colour = monuments.get(cell, 3)
        inner += [
            box(x + 1, y + 1, CELL - 2, CELL - 2, fill=FILL[colour]),
            box(x + 9, y + 9, CELL - 18, CELL - 18, fill=palette.WHITE),
            label(mid, y + 26, "#", size=15, anchor="middle", bold=True),
        ]
    elif text == "x":
        inner += [
            box(x + 3, y + 3, CELL - 6, CELL - 6, fill="#444444", radius=3),
            label(mid, y + 28, "X", size=20, anchor="middle", bold=True, fill=palette.YELLOW),
        ]
    elif text not in (".", "~") and len(text) >= 2:
        colour = "RBGK".find(text[1])
        fill = FILL[colour] if colour >= 0 else palette.GREY
        inner += [
            el(
                "circle",
                cx=mid,
                cy=y + CELL / 2,
                r=CELL / 2 - 3,
                fill=palette.WHITE,
                stroke=fill,
                stroke_width=4,
            ),
            label(
                mid,
                y + 20,
                LEADER_LETTER[colour] if colour >= 0 else "?",
                size=14,
                anchor="middle",
                bold=True,
                fill=fill,
            ),
            label(mid, y + 33, text[0], size=11, anchor="middle", bold=True),
        ]
    if cell in board.treasures:
        corner = cell in board.corner_treasures
        inner += [
            el("circle", cx=x + CELL - 8, cy=y + 8, r=7, fill=palette.YELLOW, stroke=palette.BLACK),
            label(x + CELL - 8, y + 12, "*" if corner else "$", size=10, anchor="middle", bold=True),
        ]
    return el("g", *inner)


