"""The card game's words: each move and event type in a sentence (:mod:`senet.faces`).

Rows are numbered 1-4 for people (``TakeRow.row`` counts from 0); seats are
"player N" as the engine names them.
"""

from __future__ import annotations

from collections.abc import Iterable

from senet import View, Words, who
from senet_games.nimmt.tiles import CARD_BULLS

from .events import CardPlaced, HandDealt, RoundDealt, RowTaken, TrickRevealed
from .moves import PlayTile, TakeRow
from .state import ClassicState

__all__ = ["WORDS", "bullheads"]

WORDS = Words()


def bullheads(n: int) -> str:
    """``1 bullhead``, ``7 bullheads``."""
    return f"{n} bullhead{'' if n == 1 else 's'}"


def _cards(cards: Iterable[int]) -> str:
    return " ".join(str(c) for c in cards)


@WORDS.move(TakeRow)
def _take_row(move: TakeRow, view: View | None) -> str:
    """The row to take; with the chooser's view, its cards and bullheads."""
    text = f"take row {move.row + 1}"
    if view is not None:
        table: ClassicState = view.state
        if 0 <= move.row < len(table.rows):
            row = table.rows[move.row]
            text += f": {_cards(row)} ({bullheads(sum(CARD_BULLS[c] for c in row))})"
    return text


@WORDS.move(PlayTile)
def _play(move: PlayTile, view: View | None) -> str:
    """The card to play; with the chooser's view, its bullheads."""
    if len(move.tiles) != 1:
        return f"play {_cards(move.tiles)}"
    card = move.tiles[0]
    if view is None or not 1 <= card < len(CARD_BULLS):
        return f"play {card}"
    return f"play {card} ({bullheads(CARD_BULLS[card])})"


@WORDS.event(RoundDealt)
def _round_dealt(event: RoundDealt, viewer: int | None) -> str:
    return f"round {event.round}: the rows start with {', '.join(str(c) for c in event.rows)}"


@WORDS.event(HandDealt)
def _hand_dealt(event: HandDealt, viewer: int | None) -> str:
    if not event.cards.known:
        return f"{who(event.player, viewer)} got a new hand"
    whose = "your" if event.player == viewer else f"player {event.player}'s"
    return f"{whose} new hand: {_cards(event.cards)}"


@WORDS.event(TrickRevealed)
def _revealed(event: TrickRevealed, viewer: int | None) -> str:
    plays = ", ".join(f"{card} ({who(p, viewer)})" for card, p in event.plays)
    return f"cards revealed, placed lowest first: {plays}"


@WORDS.event(CardPlaced)
def _placed(event: CardPlaced, viewer: int | None) -> str:
    return f"{who(event.player, viewer)} put {event.card} on row {event.row + 1}"


@WORDS.event(RowTaken)
def _taken(event: RowTaken, viewer: int | None) -> str:
    return (f"{who(event.player, viewer)} took row {event.row + 1} ({_cards(event.cards)}: "
            f"{bullheads(event.points)}); {event.card} starts it")
