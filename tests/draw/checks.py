"""The drawing checks of :mod:`senet.testing.drawing`, under the names these tests use."""

from __future__ import annotations

from senet.testing.drawing import Covers, check_drawings, drawn_moves, positions

__all__ = ["Covers", "check_game", "drawn_moves", "positions"]

check_game = check_drawings
