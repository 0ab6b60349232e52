"""Where the card game stands, derived from the table: ``pending`` and its steps.

- cards wait to be placed: the lowest goes where it fits (``place``, automatic), or,
  lower than every row end, its owner picks a row (``pick_row``);
- else hands hold cards: everyone chooses one at once, in secret (``choose``); the
  last trick of a round (one card each) plays itself, as nobody has a choice and
  everyone knows it;
- else the round is over: the game ends if someone has 66 or more, or a new round
  is dealt (``deal``).

Neither decision is private: how many cards a player holds is public, and every
row may always be taken.
"""

from __future__ import annotations

from collections.abc import Mapping

from senet import Ask, Auto, Decision, Hand, Tx, deal

from .events import CardPlaced, HandDealt, RoundDealt, RowTaken, TrickRevealed
from .moves import PlayTile, TakeRow
from .rules import pick_options, pick_refusal, play_options, play_refusal, points, row_for
from .state import CARDS, GAME_END, HAND, ROW_LIMIT, ROWS, ClassicState

__all__ = ["CHOOSE", "DECISIONS", "PICK_ROW", "pending"]


_PLACED: dict[tuple[int, int, int], CardPlaced] = {}
"""Each ``CardPlaced(player, card, row)`` made once (events are frozen; at most 4,160)."""


def _place(tx: Tx[ClassicState]) -> None:
    """Place waiting cards, lowest first, until all are placed or one fits no row.

    The reveal and the pick call it themselves (one engine step less per trick: this
    game is the engine's speed reference); ``pending``'s ``place`` step covers a table
    set up with cards waiting.
    """
    for card, player in tx.state.waiting:  # each event below takes the first off the table's queue
        rows = tx.state.rows
        row = row_for(rows, card)
        if row is None:
            return
        if len(rows[row]) >= ROW_LIMIT:
            taken = rows[row]
            tx.emit(RowTaken(player, row, taken, points(taken), card))
            continue
        placed = _PLACED.get((player, card, row))
        if placed is None:
            placed = _PLACED[player, card, row] = CardPlaced(player, card, row)
        tx.emit(placed)


def _reveal(tx: Tx[ClassicState], moves: Mapping[int, PlayTile]) -> None:
    """The chosen cards, lowest first, wait to be placed; those that fit are placed now."""
    tx.emit(TrickRevealed(tuple(sorted([(m.tiles[0], p) for p, m in moves.items()]))))
    _place(tx)


def _pick(tx: Tx[ClassicState], player: int, move: TakeRow) -> None:
    """The low card's owner takes the row they chose; the card starts it."""
    card = tx.state.waiting[0][0]
    taken = tx.state.rows[move.row]
    tx.emit(RowTaken(player, move.row, taken, points(taken), card))
    _place(tx)


def _deal(tx: Tx[ClassicState]) -> None:
    """Shuffle all 104 cards, deal ten to each player and one to start each row."""
    players = len(tx.state.hands)
    hands, rest = deal(tx.rng.shuffled(CARDS), players, HAND)
    for p, hand in enumerate(hands):
        tx.emit(HandDealt(p, Hand(p, tuple(sorted(hand)))))
    tx.emit(RoundDealt(tx.state.round + 1, rest[:ROWS]))


CHOOSE = Decision("choose", PlayTile, options=play_options, reveal=_reveal, refusal=play_refusal,
                  help="everyone picks a card")
PICK_ROW = Decision("pick_row", TakeRow, options=pick_options, play=_pick, refusal=pick_refusal,
                    help="your card is lower than every row: pick a row to take")
DECISIONS = (CHOOSE, PICK_ROW)
PLACE = Auto("place", _place)
DEAL = Auto("deal", _deal)
_EVERYONE = {n: Ask(CHOOSE, range(n)) for n in range(1, 11)}
_PICKER = {p: Ask(PICK_ROW, p) for p in range(10)}


def pending(s: ClassicState) -> Ask[ClassicState] | Auto[ClassicState] | None:
    """Place or pick while cards wait; choose while hands hold cards; deal or end."""
    if s.waiting:
        card, player = s.waiting[0]
        return PLACE if row_for(s.rows, card) is not None else _PICKER[player]
    if s.hands[0].items:
        return _EVERYONE[len(s.hands)]
    if max(s.penalties) >= GAME_END:
        return None
    return DEAL
