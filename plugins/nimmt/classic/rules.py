"""The card game's rules as functions of the table: where a card goes, what a player
may choose (the options lists: listed is legal), the words for a refused move, and
what makes a table impossible."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from senet_games.nimmt.tiles import CARD_BULLS

from .moves import PLAYS, TAKES, PlayTile, TakeRow
from .state import CARDS, ROWS, ClassicState

__all__ = ["check", "pick_options", "pick_refusal", "play_options", "play_refusal", "points", "row_for"]

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
    """Why a card play is not listed."""
    if len(move.tiles) != 1:
        return "play exactly one card"
    return f"card {move.tiles[0]} is not in player {player}'s hand"


def pick_options(state: ClassicState, player: int) -> tuple[TakeRow, ...]:
    """Any of the four rows, even a costly one."""
    return TAKES


def pick_refusal(state: ClassicState, player: int, move: TakeRow) -> str | None:
    """Why a row is not listed."""
    return f"there are rows 0-{ROWS - 1}, not {move.row}"


def check(state: ClassicState) -> list[str]:
    """What makes a table impossible: a card in two places or unknown, a hand held by
    the wrong seat, a seat count that does not match."""
    problems: list[str] = []
    players = len(state.hands)
    if len(state.penalties) != players:
        problems.append(f"{len(state.penalties)} penalty totals for {players} hands")
    problems += [f"hand {p} belongs to player {h.owner}" for p, h in enumerate(state.hands) if h.owner != p]
    if len(state.rows) != ROWS:
        problems.append(f"{len(state.rows)} rows, not {ROWS}")
    problems += [f"player {p} is not at the table" for _, p in state.waiting if not 0 <= p < players]
    cards = [c for h in state.hands for c in h.items] + [c for r in state.rows for c in r]
    cards += list(state.stock.items) + [c for c, _ in state.waiting]
    problems += [f"card {c} is in {n} places" for c, n in sorted(Counter(cards).items()) if n > 1]
    problems += [f"there is no card {c}" for c in sorted(set(cards) - set(CARDS))]
    return problems
