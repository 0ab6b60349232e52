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
class PlayTile(Move, tag="nimmt/play_tile"):
    """Choose tiles for the simultaneous choose step (one normally; two in a round with an
    uncovered two-tile mark), or the tile a Swap or Extra plays."""

    tiles: tuple[int, ...]


@attrs.frozen
class Place(Move, tag="nimmt/place"):
    """Play no more cards: place the tile now."""


@attrs.frozen
class PlayStop(Move, tag="nimmt/play_stop"):
    """Action card Stop: put a stop marker on ``row``."""

    row: int


@attrs.frozen
class PlaySwap(Move, tag="nimmt/play_swap"):
    """Action card Swap: take the tile back and play another from hand (chosen next)."""


@attrs.frozen
class PlayJump(Move, tag="nimmt/play_jump"):
    """Action card Jump: the tile skips one space of its row."""


@attrs.frozen
class PlayToStart(Move, tag="nimmt/play_to_start"):
    """Action card To start: put the tile on the first space of ``row``, shifting the row."""

    row: int


@attrs.frozen
class PlayAscending(Move, tag="nimmt/play_ascending"):
    """Action card Ascending: put the tile at the end of ``row`` (whose last tile is lower)."""

    row: int


@attrs.frozen
class PlayExtra(Move, tag="nimmt/play_extra"):
    """Action card Extra: play one more tile from hand after this one (chosen next)."""


@attrs.frozen
class PlayPlusFive(Move, tag="nimmt/play_plus_five"):
    """Good-luck card +5: the landing space counts as +5."""


@attrs.frozen
class PlayTwoPositive(Move, tag="nimmt/play_two_positive"):
    """Good-luck card Two positive: these two of the taken tiles count as a gain."""

    tiles: tuple[int, ...]


@attrs.frozen
class PickRow(Move, tag="nimmt/pick_row"):
    """After a take (pro side): the tile starts ``row``, one of the rows that were empty."""

    row: int


@attrs.frozen
class TakeLuck(Move, tag="nimmt/take_luck"):
    """A clover was reached: take a good-luck card of kind ``card`` (plus5 or two_positive)."""

    card: Luck


CardMove = (Place | PlayStop | PlaySwap | PlayJump | PlayToStart | PlayAscending | PlayExtra
            | PlayPlusFive | PlayTwoPositive)
"""A move of the "place" decision: a card played before a tile, or Place."""
