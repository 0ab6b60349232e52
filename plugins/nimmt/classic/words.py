"""The card game's words: moves and events in a sentence (:mod:`senet.faces`).

Rows are numbered 1-4 for people (``TakeRow.row`` counts from 0); seats are
"player N" as the engine names them. ``describe_move`` and ``describe_event`` return
``None`` for what is not this game's.
"""

from __future__ import annotations

from collections.abc import Iterable

from senet import Event, Move, View, Words, who
from senet_games.nimmt.tiles import CARD_BULLS

from .events import CardPlaced, HandDealt, RoundDealt, RowTaken, TrickRevealed
from .moves import PlayTile, TakeRow
from .state import ClassicState

__all__ = ["WORDS", "describe_event", "describe_move"]


def _bulls(n: int) -> str:
    return f"{n} bullhead{'' if n == 1 else 's'}"


def _cards(cards: Iterable[int]) -> str:
    return " ".join(str(c) for c in cards)


def _table(view: View | None) -> ClassicState | None:
    state = view.state if view is not None else None
    return state if isinstance(state, ClassicState) else None


def describe_move(move: Move, view: View | None = None) -> str | None:
    """A move in words; with the chooser's view, the bullheads at stake too."""
    table = _table(view)
    if view is not None and table is None:
        return None
    if isinstance(move, TakeRow):
        text = f"take row {move.row + 1}"
        if table is not None and 0 <= move.row < len(table.rows):
            row = table.rows[move.row]
            text += f": {_cards(row)} ({_bulls(sum(CARD_BULLS[c] for c in row))})"
        return text
    if isinstance(move, PlayTile) and len(move.tiles) == 1:
        card = move.tiles[0]
        if table is None or not 1 <= card < len(CARD_BULLS):
            return f"play {card}"
        return f"play {card} ({_bulls(CARD_BULLS[card])})"
    return None


def describe_event(event: Event, viewer: int | None) -> str | None:
    """An event as ``viewer`` (``None``: a spectator) may read it."""
    if isinstance(event, RoundDealt):
        return f"round {event.round}: the rows start with {', '.join(str(c) for c in event.rows)}"
    if isinstance(event, HandDealt):
        if not event.cards.known:
            return f"{who(event.player, viewer)} got a new hand"
        whose = "your" if event.player == viewer else f"player {event.player}'s"
        return f"{whose} new hand: {_cards(event.cards)}"
    if isinstance(event, TrickRevealed):
        plays = ", ".join(f"{card} ({who(p, viewer)})" for card, p in event.plays)
        return f"cards revealed, placed lowest first: {plays}"
    if isinstance(event, CardPlaced):
        return f"{who(event.player, viewer)} put {event.card} on row {event.row + 1}"
    if isinstance(event, RowTaken):
        return (f"{who(event.player, viewer)} took row {event.row + 1} ({_cards(event.cards)}: "
                f"{_bulls(event.points)}); {event.card} starts it")
    return None


WORDS = Words()
WORDS.move(Move)(lambda move, view: describe_move(move, view) or "a move of another game")
WORDS.event(Event)(lambda event, viewer: describe_event(event, viewer) or "an event of another game")
