"""What both variants of the plugin share: the state base class and the tile move."""

from __future__ import annotations

import attrs

from senet import Move, Tagged

__all__ = ["NimmtState", "PlayTile"]


class NimmtState(Tagged):
    """Base of the two variants' states (each carries its own tag)."""

    __slots__ = ()


@attrs.frozen
class PlayTile(Move, tag="nimmt/play_tile"):
    """Choose tiles (cards in the classic game) for the simultaneous choose step.

    One tile normally; two in a board-game round with an uncovered two-tile mark.
    """

    tiles: tuple[int, ...]
