"""The card game's two moves; their tags are the ones the ``nimmt`` game's classic
variant used, so saves written before the split still parse."""

from __future__ import annotations

import attrs

from senet import Move

from .state import CARDS, ROWS

__all__ = ["PLAYS", "TAKES", "PlayTile", "TakeRow"]


@attrs.frozen
class PlayTile(Move, tag="nimmt/play_tile"):
    """Choose a card for the trick (``tiles`` holds the one card: the field name is the
    board game's, kept so old saves parse)."""

    tiles: tuple[int, ...]


@attrs.frozen
class TakeRow(Move, tag="nimmt/take_row"):
    """Take row ``row`` (0-3) with a card lower than every row end."""

    row: int


PLAYS: dict[int, PlayTile] = {c: PlayTile((c,)) for c in CARDS}
"""The move playing each card (made once: options are built on every question)."""
TAKES: tuple[TakeRow, ...] = tuple(TakeRow(r) for r in range(ROWS))
"""The moves taking each row."""
