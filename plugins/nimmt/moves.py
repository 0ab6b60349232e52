"""The board game's moves: the tile choice, the cards before a tile is placed, and the
choices after a take or a clover. Rows count from 0."""

from __future__ import annotations

import attrs

from senet import Move

from .state import Luck

__all__ = [
    "CardMove", "PickRow", "Place", "PlayAscending", "PlayExtra", "PlayJump", "PlayPlusFive", "PlayStop",
    "PlaySwap", "PlayTile", "PlayToStart", "PlayTwoPositive", "TakeLuck",
]



@attrs.frozen
class PlayTile(Move):
    """Choose tiles for the simultaneous choose step (one normally; two in a round with an
    uncovered two-tile mark), or the tile a Swap or Extra plays."""

    tiles: tuple[int, ...]


@attrs.frozen
class Place(Move):
    """Play no more cards: place the tile now."""


@attrs.frozen
class PlayStop(Move):
    """Action card Stop: put a stop marker on ``row``."""

    row: int


@attrs.frozen
class PlaySwap(Move):
    """Action card Swap: take the tile back and play another from hand (chosen next)."""


@attrs.frozen
class PlayJump(Move):
    """Action card Jump: the tile skips one space of its row."""


@attrs.frozen
class PlayToStart(Move):
    """Action card To start: put the tile on the first space of ``row``, shifting the row."""

    row: int


@attrs.frozen
class PlayAscending(Move):
    """Action card Ascending: put the tile at the end of ``row`` (whose last tile is lower)."""

    row: int


@attrs.frozen
class PlayExtra(Move):
    """Action card Extra: play one more tile from hand after this one (chosen next)."""


@attrs.frozen
class PlayPlusFive(Move):
    """Good-luck card +5: the landing space counts as +5."""


@attrs.frozen
class PlayTwoPositive(Move):
    """Good-luck card Two positive: these two of the taken tiles count as a gain."""

    tiles: tuple[int, ...]


@attrs.frozen
class PickRow(Move):
    """After a take (pro side): the tile starts ``row``, one of the rows that were empty."""

    row: int


@attrs.frozen
class TakeLuck(Move):
    """A clover was reached: take a good-luck card of kind ``card`` (plus5 or two_positive)."""

    card: Luck


CardMove = (Place | PlayStop | PlaySwap | PlayJump | PlayToStart | PlayAscending | PlayExtra
            | PlayPlusFive | PlayTwoPositive)
"""A move of the "place" decision: a card played before a tile, or Place."""
