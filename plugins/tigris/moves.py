"""The players' decisions, one small frozen class each (tags ``tigris/...``).

An action is chosen in two steps: first what (a tile of a colour, a leader,
a catastrophe, a swap, or pass), then where (:class:`Square`) or which tiles
(:class:`Discard`). Colours are :class:`~.state.Colour` members (``red``, ``blue``,
``green``, ``black``), monuments :class:`~.state.MonumentName` members; squares are
``(row, col)`` from 0 at the top left.
"""

from __future__ import annotations

import attrs

from senet import Move

from .state import Colour, MonumentName

__all__ = [
    "ACTION_MOVES", "Action", "BuildMonument", "ChooseCatastrophe", "ChooseSwap", "ChooseTile",
    "DeclineMonument",
    "Discard", "LeaveTreasure", "MoveLeader", "Pass", "PickWar", "PlaceLeader", "Square", "Support",
    "WithdrawLeader",
]


@attrs.frozen
class ChooseTile(Move):
    """Action: place a tile of ``colour`` from your hand (its square is chosen next)."""

    colour: Colour


@attrs.frozen
class PlaceLeader(Move):
    """Action: put your leader of ``colour`` from your supply on the board (square next)."""

    colour: Colour


@attrs.frozen
class MoveLeader(Move):
    """Action: move your leader of ``colour`` to another square (square next)."""

    colour: Colour


@attrs.frozen
class WithdrawLeader(Move):
    """Action: take your leader of ``colour`` back from the board to your supply."""

    colour: Colour


@attrs.frozen
class ChooseCatastrophe(Move):
    """Action: place one of your catastrophe tiles (square next)."""


@attrs.frozen
class ChooseSwap(Move):
    """Action: discard tiles from your hand and draw as many (which tiles next)."""


@attrs.frozen
class Pass(Move):
    """End your turn now, giving up the actions left."""


Action = ChooseTile | PlaceLeader | MoveLeader | WithdrawLeader | ChooseCatastrophe | ChooseSwap | Pass
"""The first step of an action: one of these moves."""
ACTION_MOVES = (ChooseTile, PlaceLeader, MoveLeader, WithdrawLeader, ChooseCatastrophe, ChooseSwap, Pass)


@attrs.frozen
class Square(Move):
    """The square for the tile, leader or catastrophe just chosen."""

    row: int
    col: int


@attrs.frozen
class Discard(Move):
    """Swap: the tiles to discard, counted per colour (at least one)."""

    red: int = 0
    blue: int = 0
    green: int = 0
    black: int = 0


@attrs.frozen
class Support(Move):
    """Revolt or war: commit ``tiles`` tiles of the conflict's colour from your hand (0: none)."""

    tiles: int


@attrs.frozen
class PickWar(Move):
    """Several wars at one joining: fight the war in ``colour`` next."""

    colour: Colour


@attrs.frozen
class BuildMonument(Move):
    """Turn the 2 x 2 block whose top-left square is ``(row, col)`` face down and build
    ``monument`` (``"red-blue"`` ...) on it."""

    row: int
    col: int
    monument: MonumentName


@attrs.frozen
class DeclineMonument(Move):
    """Build no monument: the completed block never becomes one."""


@attrs.frozen
class LeaveTreasure(Move):
    """Your trader's kingdom holds several treasures: take all but the one on ``(row, col)``."""

    row: int
    col: int
