"""Goofspiel's picture for the browser: the table's text, and the cards you may bid as buttons."""

from collections.abc import Sequence

import senet
from senet.draw import Drawing, box, button, label, picture

from .game import Bid
from .table import render


def draw(shown: senet.View, legal: Sequence[senet.Move], seat: int | None) -> Drawing:
    """The terminal's lines, then one button per card ``seat`` may bid."""
    parts = [label(10, 26 + 22 * i, line, size=15) for i, line in enumerate(render(shown).splitlines())]
    y = 30 + 22 * len(parts)
    for i, card in enumerate(move.card for move in legal if isinstance(move, Bid)):
        parts.append(button(i, f"bid {card}", box(10 + i * 46, y, 40, 56, fill="#ffffff", radius=5),
                            label(30 + i * 46, y + 36, str(card), size=20, anchor="middle", bold=True)))
    return Drawing(picture(max(560, 20 + 46 * len(legal)), y + 70, "Goofspiel", *parts))
