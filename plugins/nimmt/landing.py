"""Where a tile will go (:func:`.rules.landing`'s answer), apart from the rules so that
``rules`` holds functions only and can be compiled (``senet compile``)."""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["Landing"]


class Landing(NamedTuple):
    """Where a tile will go: its row and space, and the space whose effect applies."""

    row: int
    space: int
    effect: int
    """Equal to ``space``, except with To start: where the row's last shifted tile lands."""
    start: bool
