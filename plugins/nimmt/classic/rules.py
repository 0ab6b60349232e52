"""The card game's rules as functions of the table: where a card goes, what a player
may choose (the options lists: listed is legal), the words for a refused move, the
round and the result."""

from __future__ import annotations

from collections.abc import Sequence

from senet import Result
from senet_games.nimmt.tiles import CARD_BULLS

from .moves import PLAYS, TAKES, PlayTile, TakeRow
from .state import ROWS, ClassicState

__all__ = ["pick_options", "pick_refusal", "play_options", "play_refusal", "points", "result", "round_number",
           "row_for"]

_PLAY = PLAYS.__getitem__
_BULLS = CARD_BULLS.__getitem__


def row_for(rows: Sequence[tuple[int, ...]], card: int) -> int | None:
    """The row a card goes to (smallest positive difference), or ``None`` if lower than all."""
    best: int | None = None
    best_end = i = 0
    for row in rows:  # a counter, not enumerate: a sixth less time in the game's hottest loop
        end = row[-1]
        if best_end < end < card:
            best, best_end = i, end
        i += 1
    return best


def points(cards: Sequence[int]) -> int:
    """The bullheads of ``cards``."""
    return sum(map(_BULLS, cards))


def play_options(state: ClassicState, player: int) -> tuple[PlayTile, ...]:
    """Any card of the player's hand (a tuple: the engine keeps the listing as it is)."""
    return tuple(map(_PLAY, state.hands[player].items))


def play_refusal(state: ClassicState, player: int, move: PlayTile) -> str | None:
    """Why a card play is refused (``None``: it is legal, a card of the player's hand)."""
    if len(move.tiles) != 1:
        return "play exactly one card"
    if move.tiles[0] in state.hands[player].items:
        return None
    return f"card {move.tiles[0]} is not in player {player}'s hand"


def pick_options(state: ClassicState, player: int) -> tuple[TakeRow, ...]:
    """Any of the four rows, even a costly one."""
    return TAKES


def pick_refusal(state: ClassicState, player: int, move: TakeRow) -> str | None:
    """Why a row is refused (``None``: it is one of the rows, all legal)."""
    return None if 0 <= move.row < ROWS else f"there are rows 0-{ROWS - 1}, not {move.row}"


def round_number(s: ClassicState) -> int:
    """The round being played (a new deal starts the next)."""
    return s.round


def result(state: ClassicState) -> Result:
    """Fewest penalty points wins; scores are the penalties."""
    return Result.from_scores(state.penalties, lower_wins=True)
