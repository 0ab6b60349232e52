"""The board game's values: its state, its moves and its events (all frozen, all tagged).

Rows are numbered from 0 in moves and events (row 1 of the rules is row 0);
texts for people add one. A row is a tuple of slots: a tile number, or
``None`` for a space a Jump skipped; its length is the next free space.
"""

from __future__ import annotations

import attrs

from senet import Deck, Event, Move, Tagged, secret

from .common import NimmtState

__all__ = [
    "ACTION_CARDS", "ASCENDING", "EXTRA", "JUMP", "LUCK_CARDS", "PLUS5", "STOP", "SWAP",
    "TO_START", "TWO_POSITIVE",
    "ActionPlayed", "ActionsDrawn", "BoardState", "ExtraTile", "HandScored", "LuckMissed",
    "LuckPlayed", "LuckTaken", "Mods", "PickRow", "Place", "PlayAscending", "PlayExtra",
    "PlayJump", "PlayPlusFive", "PlayStop", "PlaySwap", "PlayToStart", "PlayTwoPositive",
    "Restart", "RoundStarted", "RowStarted", "RowTaken", "RowsStarted", "Scored", "TakeLuck",
    "TileDrawn", "TilePlaced", "TileSwapped", "TilesDealt", "TilesRevealed",
]

STOP, SWAP, JUMP, TO_START, ASCENDING, EXTRA = "stop", "swap", "jump", "to_start", "ascending", "extra"
ACTION_CARDS: tuple[str, ...] = tuple(sorted(c for c in (STOP, SWAP, JUMP, TO_START, ASCENDING, EXTRA)
                                             for _ in range(4)))
"""The 24 action cards of the pro side, 4 of each kind."""
PLUS5, TWO_POSITIVE = "plus5", "two_positive"
LUCK_CARDS = (PLUS5, TWO_POSITIVE)
"""The two good-luck kinds; counts are kept in this order."""
LUCK_EACH = 6
HAND = 12


@attrs.frozen
class Mods(Tagged, tag="nimmt/board_mods"):
    """The cards played so far for the tile about to be placed (all public)."""

    jump: bool = False
    how: str | None = None
    """``"to_start"`` or ``"ascending"`` once one of them was played (at most one)."""
    target: int | None = None
    """The row To start or Ascending sends the tile to."""
    extra: bool = False
    picking: str | None = None
    """``"swap"`` or ``"extra"`` while the owner chooses the tile that card plays."""


NO_MODS = Mods()


@attrs.frozen
class Restart(Tagged, tag="nimmt/board_restart"):
    """A take happened: ``tile`` must start an empty row other than ``taken``; ``player`` decides."""

    player: int
    tile: int
    taken: int


@attrs.frozen
class BoardState(NimmtState, tag="nimmt/board"):
    """The whole table: board, hands, scores, cards, and the tiles still to be placed."""

    pro: bool
    luck: bool
    rows: tuple[tuple[int | None, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...] = attrs.field()
    stock: tuple[int, ...] = ()
    """Tiles not dealt, sorted: their order is not kept, a draw picks one at random."""
    markers: tuple[int, ...] = ()
    """Rows holding a stop marker (at most two)."""
    actions: tuple[tuple[str, ...], ...] = attrs.field()
    """Each player's action cards (pro side), sorted."""
    deck: Deck[str] = Deck()
    """The action deck, sorted (a draw picks at random), and its discard pile in play order."""
    piles: tuple[int, int] = (0, 0)
    """Good-luck cards left in the two open piles (+5, two positive)."""
    lucky: tuple[tuple[int, int], ...] = attrs.field()
    """Each player's good-luck cards (+5, two positive); public."""
    waiting: tuple[tuple[int, int], ...] = ()
    """Revealed ``(tile, player)`` not yet placed; the first is placed next."""
    mods: Mods = NO_MODS
    owed: tuple[int, ...] = ()
    """Players owed a good-luck card (one entry per clover), served first to last."""
    restart: Restart | None = None
    known: tuple[tuple[int, ...], ...] = attrs.field()
    """Tiles everybody saw going into a hand (taken with TH, swapped back), until played."""
    barred: tuple[int, ...] = ()
    """Tiles swapped back this round: not played again this round."""
    emptied: bool = False
    """A hand became empty this round (ends the pro game at the round's end)."""
    round: int = 0
    deal: int = 1
    """Which deal of 12 tiles is being played (basic side, 2-3 players play two)."""

    # Per-player fields default to "nothing" for each hand, so tests can build states briefly.
    @scores.default
    def _no_scores(self) -> tuple[int, ...]:
        return (0,) * len(self.hands)

    @actions.default
    def _no_actions(self) -> tuple[tuple[str, ...], ...]:
        return ((),) * len(self.hands)

    @lucky.default
    def _no_luck(self) -> tuple[tuple[int, int], ...]:
        return ((0, 0),) * len(self.hands)

    @known.default
    def _none_known(self) -> tuple[tuple[int, ...], ...]:
        return ((),) * len(self.hands)


# -- moves --------------------------------------------------------------------------------


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

    card: str


# -- events -------------------------------------------------------------------------------


@attrs.frozen
class TilesDealt(Event, tag="nimmt/tiles_dealt"):
    """A player got tiles from the stock at set-up or a new deal (only they see which)."""

    player: int
    count: int
    tiles: tuple[int, ...] | None = secret(default=None)

    def visible_to(self) -> int | None:
        """Only the tiles' owner."""
        return self.player


@attrs.frozen
class RowsStarted(Event, tag="nimmt/rows_started"):
    """Set-up: face-up ``(row, tile)`` on the first spaces (no effect)."""

    starts: tuple[tuple[int, int], ...]


@attrs.frozen
class ActionsDrawn(Event, tag="nimmt/actions_drawn"):
    """A player drew action cards (only they see which); ``reshuffled``: the discards became the deck."""

    player: int
    count: int
    reshuffled: bool = False
    cards: tuple[str, ...] | None = secret(default=None)

    def visible_to(self) -> int | None:
        """Only the cards' owner."""
        return self.player


@attrs.frozen
class RoundStarted(Event, tag="nimmt/round_started"):
    """A new round of choosing begins."""

    round: int
    deal: int


@attrs.frozen
class TilesRevealed(Event, tag="nimmt/tiles_revealed"):
    """The chosen tiles, ``(tile, player)`` in the order they will be placed."""

    plays: tuple[tuple[int, int], ...]


@attrs.frozen
class ActionPlayed(Event, tag="nimmt/action_played"):
    """A player played an action card (``row`` for Stop, To start and Ascending)."""

    player: int
    card: str
    row: int | None = None


@attrs.frozen
class TileSwapped(Event, tag="nimmt/tile_swapped"):
    """Swap: ``back`` returned to its owner's hand; ``tile`` is placed instead, right now."""

    player: int
    back: int
    tile: int


@attrs.frozen
class ExtraTile(Event, tag="nimmt/extra_tile"):
    """Extra: ``tile`` from hand is placed right after the current tile."""

    player: int
    tile: int


@attrs.frozen
class LuckPlayed(Event, tag="nimmt/luck_played"):
    """A player played a good-luck card (back to its pile); ``tiles``: Two positive's choice."""

    player: int
    card: str
    tiles: tuple[int, ...] = ()


@attrs.frozen
class TilePlaced(Event, tag="nimmt/tile_placed"):
    """A tile went onto ``space`` of ``row`` (``start``: To start, the row shifted right)."""

    player: int
    tile: int
    row: int
    space: int
    start: bool = False


@attrs.frozen
class Scored(Event, tag="nimmt/scored"):
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
class RowStarted(Event, tag="nimmt/row_started"):
    """After a take, ``tile`` starts the empty row ``row``."""

    player: int
    tile: int
    row: int


@attrs.frozen
class TileDrawn(Event, tag="nimmt/tile_drawn"):
    """A D space: a tile from the stock went into a hand (only its owner sees which)."""

    player: int
    tile: int | None = secret(default=None)

    def visible_to(self) -> int | None:
        """Only the drawing player."""
        return self.player


@attrs.frozen
class LuckTaken(Event, tag="nimmt/luck_taken"):
    """A clover reached: the player took a good-luck card from its open pile."""

    player: int
    card: str


@attrs.frozen
class LuckMissed(Event, tag="nimmt/luck_missed"):
    """A clover reached, but both good-luck piles are empty."""

    player: int


@attrs.frozen
class HandScored(Event, tag="nimmt/hand_scored"):
    """Pro end: the tiles left in hand cost their bullheads; each action card gains 1."""

    player: int
    tiles: tuple[int, ...]
    bulls: int
    cards: int
