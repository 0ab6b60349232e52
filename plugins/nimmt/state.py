"""The board game's state: the table, the hidden hands and piles, and its categories.

Rows are numbered from 0 (row 1 of the rules is row 0); texts for people add
one. A row is a tuple of slots: a tile number, or ``None`` for a space a Jump
skipped; its length is the next free space.

What is hidden is said by the types (:mod:`senet.hidden`): each player's secret
tiles are a :class:`senet.Hand` and the stock a :class:`senet.Pile` (pool
``tiles``); each player's action cards a ``Hand`` and the action deck a ``Pile``
(pool ``actions``). Tiles everybody saw going into a hand (taken with TH,
swapped back) are not secret: they are kept apart, in the public ``known``, so
that views show them and search copies never re-deal them. A player's hand is
``hands[p]`` and ``known[p]`` together (:func:`hand`).
"""

from __future__ import annotations

from enum import StrEnum

import attrs

from senet import Hand, Pile, pool

__all__ = [
    "ACTION_CARDS", "HAND", "LUCK_EACH", "Action", "BoardState", "Luck", "Mods", "NO_MODS", "Restart",
    "hand", "hand_size",
]


class Action(StrEnum):
    """The six action cards of the pro side (saved by value)."""

    STOP = "stop"
    SWAP = "swap"
    JUMP = "jump"
    TO_START = "to_start"
    ASCENDING = "ascending"
    EXTRA = "extra"


class Luck(StrEnum):
    """The two good-luck cards; counts are kept in this order."""

    PLUS5 = "plus5"
    TWO_POSITIVE = "two_positive"


ACTION_CARDS: tuple[Action, ...] = tuple(sorted(c for c in Action for _ in range(4)))
"""The 24 action cards of the pro side, 4 of each kind, sorted."""
LUCK_EACH = 6
HAND = 12


@attrs.frozen
class Mods:
    """The cards played so far for the tile about to be placed (all public)."""

    jump: bool = False
    how: Action | None = None
    """``TO_START`` or ``ASCENDING`` once one of them was played (at most one)."""
    target: int | None = None
    """The row To start or Ascending sends the tile to."""
    extra: bool = False
    picking: Action | None = None
    """``SWAP`` or ``EXTRA`` while the owner chooses the tile that card plays."""


NO_MODS = Mods()


@attrs.frozen
class Restart:
    """A take happened: ``tile`` must start an empty row other than ``taken``; ``player`` decides."""

    player: int
    tile: int
    taken: int


@attrs.frozen(slots=False)
class BoardState:
    """The whole table: board, hands, scores, cards, and the tiles still to be placed."""

    pro: bool
    luck: bool
    rows: tuple[tuple[int | None, ...], ...]
    hands: tuple[Hand[int], ...] = pool("tiles")
    """Each player's tiles that only they know (sorted)."""
    scores: tuple[int, ...] = attrs.field()
    stock: Pile[int] = pool("tiles", default=Pile())
    """Tiles not dealt, face down (kept sorted; a draw picks one at random)."""
    markers: tuple[int, ...] = ()
    """Rows holding a stop marker (at most two)."""
    actions: tuple[Hand[Action], ...] = pool("actions")
    """Each player's action cards (pro side), sorted."""
    deck: Pile[Action] = pool("actions", default=Pile())
    """The action deck, face down (kept sorted; a draw picks one at random)."""
    discard: tuple[Action, ...] = ()
    """The action discards, face up, in play order."""
    piles: tuple[int, int] = (0, 0)
    """Good-luck cards left in the two open piles (+5, two positive)."""
    lucky: tuple[tuple[int, int], ...] = attrs.field()
    """Each player's good-luck cards (+5, two positive); public."""
    waiting: tuple[tuple[int, int], ...] = ()
    """Revealed ``(tile, player)`` not yet placed; the first is placed next."""
    revealed: bool = False
    """This round's tiles were revealed (the round ends when they are all placed)."""
    mods: Mods = NO_MODS
    owed: tuple[int, ...] = ()
    """Players owed a good-luck card (one entry per clover), served first to last."""
    restart: Restart | None = None
    known: tuple[tuple[int, ...], ...] = attrs.field()
    """Tiles everybody saw going into each hand (taken with TH, swapped back), until played."""
    barred: tuple[int, ...] = ()
    """Tiles swapped back this round: not played again this round."""
    emptied: bool = False
    """A hand became empty this round (ends the pro game at the round's end)."""
    round: int = 0
    deal: int = 1
    """Which deal of 12 tiles is being played (basic side, 2-3 players play two)."""

    # Per-player fields default to "nothing" for each player, so tests can build states briefly.
    @scores.default
    def _no_scores(self) -> tuple[int, ...]:
        return (0,) * len(self.hands)

    @actions.default
    def _no_actions(self) -> tuple[Hand[Action], ...]:
        return tuple(Hand(p) for p in range(len(self.hands)))

    @lucky.default
    def _no_luck(self) -> tuple[tuple[int, int], ...]:
        return ((0, 0),) * len(self.hands)

    @known.default
    def _none_known(self) -> tuple[tuple[int, ...], ...]:
        return ((),) * len(self.hands)

    @property
    def players(self) -> int:
        """How many players sit at the table."""
        return len(self.hands)


def hand(state: BoardState, player: int) -> tuple[int, ...]:
    """``player``'s tiles as far as the state shows them: secret and known ones, sorted."""
    known = state.known[player]
    secret = state.hands[player].items
    return tuple(sorted((*secret, *known))) if known else secret


def hand_size(state: BoardState, player: int) -> int:
    """How many tiles ``player`` holds (public)."""
    return len(state.hands[player]) + len(state.known[player])
