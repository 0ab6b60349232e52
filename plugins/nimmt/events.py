"""The board game's events. Rows count from 0.

Dealt and drawn tiles and cards travel in hidden containers (a :class:`senet.Hand`,
a :class:`senet.Secret`): the engine shows them to their owner only.
"""

from __future__ import annotations

import attrs

from senet import Event, Hand, Secret, revealed

from .state import Action, Luck

__all__ = [
    "ActionPlayed", "ActionsDrawn", "ExtraTile", "HandScored", "LuckMissed", "LuckPlayed",
    "LuckTaken", "RoundStarted", "RowStarted", "RowTaken", "RowsStarted", "Scored", "TileDrawn",
    "TilePlaced", "TileSwapped", "TilesDealt", "TilesRevealed",
]



@attrs.frozen
class TilesDealt(Event):
    """A player got tiles from the stock at set-up or a new deal (only they see which)."""

    player: int
    tiles: Hand[int]

    @property
    def count(self) -> int:
        """How many tiles (public)."""
        return len(self.tiles)


@attrs.frozen
class RowsStarted(Event):
    """Set-up: face-up ``(row, tile)`` on the first spaces (no effect)."""

    starts: tuple[tuple[int, int], ...] = revealed()
    """A declared reveal: the tiles are turned face up from the stock."""


@attrs.frozen
class ActionsDrawn(Event):
    """A player drew action cards (only they see which); ``reshuffled``: the discards became the deck."""

    player: int
    cards: Hand[Action]
    reshuffled: bool = False

    @property
    def count(self) -> int:
        """How many cards (public)."""
        return len(self.cards)


@attrs.frozen
class RoundStarted(Event):
    """A new round of choosing begins."""

    round: int
    deal: int


@attrs.frozen
class TilesRevealed(Event):
    """The chosen tiles, ``(tile, player)`` in the order they will be placed."""

    plays: tuple[tuple[int, int], ...] = revealed()
    """A declared reveal: the tiles come from the hands (a forced last play shows them)."""


@attrs.frozen
class ActionPlayed(Event):
    """A player played an action card (``row`` for Stop, To start and Ascending)."""

    player: int
    card: Action
    row: int | None = None


@attrs.frozen
class TileSwapped(Event):
    """Swap: ``back`` returned to its owner's hand; ``tile`` is placed instead, right now."""

    player: int
    back: int
    tile: int


@attrs.frozen
class ExtraTile(Event):
    """Extra: ``tile`` from hand is placed right after the current tile."""

    player: int
    tile: int


@attrs.frozen
class LuckPlayed(Event):
    """A player played a good-luck card (back to its pile); ``tiles``: Two positive's choice."""

    player: int
    card: Luck
    tiles: tuple[int, ...] = ()


@attrs.frozen
class TilePlaced(Event):
    """A tile went onto ``space`` of ``row`` (``start``: To start, the row shifted right)."""

    player: int
    tile: int
    row: int
    space: int
    start: bool = False


@attrs.frozen
class Scored(Event):
    """One space effect's net change of a score, and the clovers it reached."""

    player: int
    points: int
    why: str
    clovers: int = 0


@attrs.frozen
class RowTaken(Event, tag="nimmt/board_row_taken"):
    """A take: ``tiles`` left the row (``to_hand`` of them into the player's hand).

    ``mover`` is the tile on the take space; it starts another row next.
    """

    player: int
    row: int
    tiles: tuple[int, ...]
    to_hand: tuple[int, ...]
    mover: int


@attrs.frozen
class RowStarted(Event):
    """After a take, ``tile`` starts the empty row ``row``."""

    player: int
    tile: int
    row: int


@attrs.frozen
class TileDrawn(Event):
    """A D space: a tile from the stock went into a hand (only its owner sees which)."""

    player: int
    tile: Secret[int]


@attrs.frozen
class LuckTaken(Event):
    """A clover reached: the player took a good-luck card from its open pile."""

    player: int
    card: Luck


@attrs.frozen
class LuckMissed(Event):
    """A clover reached, but both good-luck piles are empty."""

    player: int


@attrs.frozen
class HandScored(Event):
    """Pro end: the tiles left in hand cost their bullheads; each action card gains 1. The
    hand is shown to everyone to be counted: the event is its declared reveal (the count of
    action cards, public already, is declared with it: fields after a declared one must be)."""

    player: int
    tiles: tuple[int, ...] = revealed()
    bulls: int = revealed()
    cards: int = revealed()
