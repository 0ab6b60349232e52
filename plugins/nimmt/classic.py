"""Variant ``classic``: the 6 nimmt! card game (Amigo 1994), 2-10 players.

Everyone picks a card at once (the engine's simultaneous reveal); cards are
placed lowest first; the sixth card in a row takes the five; a card below
every row end makes its owner choose a row to take. Rounds of ten tricks
are dealt until someone has 66 or more penalty points; fewest points wins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from senet import Event, Move, Phase, Result, Rng, Tx, deal, prompt, secret, simultaneous

from .common import NimmtState, PlayTile
from .tiles import CARD_BULLS

__all__ = ["ClassicState", "TakeRow", "classic_phases", "setup"]

CARDS = tuple(range(1, 105))
HAND = 10
ROWS = 4
ROW_LIMIT = 5
GAME_END = 66
CHOOSE = "classic/choose"
PICK_ROW = "classic/pick_row"


@attrs.frozen
class ClassicState(NimmtState, tag="nimmt/classic"):
    """The card game's table: rows, hands, penalties, cards waiting to be placed."""

    hands: tuple[tuple[int, ...], ...]
    rows: tuple[tuple[int, ...], ...]
    penalties: tuple[int, ...]
    stock: tuple[int, ...] = ()
    waiting: tuple[tuple[int, int], ...] = ()
    """Revealed (card, player) pairs not yet placed, lowest first."""
    round: int = 1
    tricks: int = 0


@attrs.frozen
class TakeRow(Move, tag="nimmt/take_row"):
    """Take row ``row`` (0-3) with a card lower than every row end."""

    row: int


@attrs.frozen
class RoundDealt(Event, tag="nimmt/round_dealt"):
    """A new round: the four row-start cards (after the hands were dealt)."""

    round: int
    rows: tuple[int, ...]


@attrs.frozen
class HandDealt(Event, tag="nimmt/hand_dealt"):
    """A player's new hand (only they see it)."""

    player: int
    cards: tuple[int, ...] | None = secret(default=None)

    def visible_to(self) -> int | None:
        """Only the hand's owner."""
        return self.player


@attrs.frozen
class TrickRevealed(Event, tag="nimmt/trick_revealed"):
    """The chosen cards, in the order they will be placed."""

    plays: tuple[tuple[int, int], ...]


@attrs.frozen
class CardPlaced(Event, tag="nimmt/card_placed"):
    """A card went to the end of a row."""

    player: int
    card: int
    row: int


@attrs.frozen
class RowTaken(Event, tag="nimmt/row_taken"):
    """A player took a row's cards as penalty; ``card`` starts the row."""

    player: int
    row: int
    cards: tuple[int, ...]
    points: int
    card: int


def setup(players: int, rng: Rng) -> ClassicState:
    """An empty table; the first round is dealt when the choose phase starts."""
    return ClassicState(hands=((),) * players, rows=((),) * ROWS, penalties=(0,) * players)


def _deal(tx: Tx[ClassicState], round_no: int) -> None:
    cards = tx.rng.shuffled(CARDS)
    players = len(tx.state.hands)
    hands, rest = deal(cards, players, HAND)
    for p, hand in enumerate(hands):
        tx.emit(HandDealt(p, tuple(sorted(hand))))
    tx.emit(RoundDealt(round_no, rest[:ROWS]))


def _placed(state: ClassicState, event: CardPlaced) -> ClassicState:
    rows = list(state.rows)
    rows[event.row] = (*rows[event.row], event.card)
    return ClassicState(state.hands, tuple(rows), state.penalties, state.stock,
                        state.waiting[1:], state.round, state.tricks)


def _taken(state: ClassicState, event: RowTaken) -> ClassicState:
    rows = list(state.rows)
    rows[event.row] = (event.card,)
    penalties = list(state.penalties)
    penalties[event.player] += event.points
    return ClassicState(state.hands, tuple(rows), tuple(penalties), state.stock,
                        state.waiting[1:], state.round, state.tricks)


def _revealed(state: ClassicState, event: TrickRevealed) -> ClassicState:
    hands = list(state.hands)
    for card, player in event.plays:
        hand = hands[player]
        at = hand.index(card)
        hands[player] = hand[:at] + hand[at + 1:]
    return ClassicState(tuple(hands), state.rows, state.penalties, state.stock,
                        event.plays, state.round, state.tricks + 1)


def _hand_dealt(state: ClassicState, event: HandDealt) -> ClassicState:
    assert event.cards is not None
    hands = list(state.hands)
    hands[event.player] = event.cards
    return attrs.evolve(state, hands=tuple(hands))


def _round_dealt(state: ClassicState, event: RoundDealt) -> ClassicState:
    seen = {c for hand in state.hands for c in hand}.union(event.rows)
    return attrs.evolve(state, rows=tuple((c,) for c in event.rows),
                        stock=tuple(c for c in CARDS if c not in seen), round=event.round, tricks=0)


EVOLVE: dict[type[Event], Callable[[ClassicState, Any], ClassicState]] = {
    CardPlaced: _placed,
    RowTaken: _taken,
    TrickRevealed: _revealed,
    HandDealt: _hand_dealt,
    RoundDealt: _round_dealt,
}
"""How each event changes the table (looked up by the event's type: one call per event)."""


def evolve(state: ClassicState, event: Event) -> ClassicState:
    """The state after ``event``."""
    step = EVOLVE.get(type(event))
    return state if step is None else step(state, event)


def row_for(rows: Sequence[tuple[int, ...]], card: int) -> int | None:
    """The row a card goes to (smallest positive difference), or ``None`` if lower than all."""
    best: int | None = None
    best_end = 0
    for i, row in enumerate(rows):
        end = row[-1]
        if best_end < end < card:
            best, best_end = i, end
    return best


def _forced_trick(state: ClassicState) -> tuple[tuple[int, int], ...] | None:
    """The last trick's ``(card, player)``: with one card each, nobody has a choice."""
    if all(len(hand) == 1 for hand in state.hands):
        return tuple(sorted((hand[0], p) for p, hand in enumerate(state.hands)))
    return None


def _place_waiting(tx: Tx[ClassicState]) -> None:
    """Place waiting cards until all are placed or a player must pick a row.

    The last trick of a round is revealed and placed at once: a decision with a
    single option is not asked.
    """
    while True:
        while tx.state.waiting:
            card, player = tx.state.waiting[0]
            rows = tx.state.rows
            row = row_for(rows, card)
            if row is None:
                tx.push(PICK_ROW, player)
                return
            if len(rows[row]) >= ROW_LIMIT:
                taken = rows[row]
                tx.emit(RowTaken(player, row, taken, sum(CARD_BULLS[c] for c in taken), card))
            else:
                tx.emit(CardPlaced(player, card, row))
        forced = _forced_trick(tx.state)
        if forced is None:
            break
        tx.emit(TrickRevealed(forced))
    if tx.state.hands[0]:
        return
    if max(tx.state.penalties) >= GAME_END:
        tx.end()
    else:
        _deal(tx, tx.state.round + 1)


def _legal_play(state: ClassicState, player: int) -> Sequence[Move]:
    return [_PLAYS[c] for c in state.hands[player]]


def _check_play(state: ClassicState, player: int, move: Move) -> str | None:
    assert isinstance(move, PlayTile)
    if len(move.tiles) != 1:
        return "play exactly one card"
    if move.tiles[0] not in state.hands[player]:
        return f"card {move.tiles[0]} is not in player {player}'s hand"
    return None


def _reveal(tx: Tx[ClassicState], commits: tuple[Move | None, ...]) -> None:
    plays = sorted((m.tiles[0], p) for p, m in enumerate(commits) if isinstance(m, PlayTile))
    tx.emit(TrickRevealed(tuple(plays)))
    _place_waiting(tx)


def _legal_pick(state: ClassicState, player: int) -> Sequence[Move]:
    return _TAKES


def _check_pick(state: ClassicState, player: int, move: Move) -> str | None:
    assert isinstance(move, TakeRow)
    if not 0 <= move.row < ROWS:
        return f"there are rows 0-{ROWS - 1}, not {move.row}"
    return None


def _pick(tx: Tx[ClassicState], player: int, move: Move) -> None:
    assert isinstance(move, TakeRow)
    card, _ = tx.state.waiting[0]
    taken = tx.state.rows[move.row]
    tx.emit(RowTaken(player, move.row, taken, sum(CARD_BULLS[c] for c in taken), card))
    tx.pop()
    _place_waiting(tx)


def _enter_choose(tx: Tx[ClassicState]) -> None:
    if not tx.state.rows[0]:
        _deal(tx, 1)
    elif not tx.state.waiting and _forced_trick(tx.state) is not None:
        _place_waiting(tx)


_PLAYS = {c: PlayTile((c,)) for c in CARDS}
_TAKES: tuple[Move, ...] = tuple(TakeRow(r) for r in range(ROWS))


def classic_phases() -> tuple[Phase[Any], ...]:
    """The two phases of the card game."""
    return (
        simultaneous(CHOOSE, actors=_all_players, legal=_legal_play, reveal=_reveal,
                     check=_check_play, on_enter=_enter_choose, moves=(PlayTile,),
                     help="everyone picks a card"),
        prompt(PICK_ROW, legal=_legal_pick, play=_pick, check=_check_pick, moves=(TakeRow,),
               help="your card is lower than every row: pick a row to take"),
    )


def _all_players(state: ClassicState) -> range:
    return range(len(state.penalties))


@attrs.frozen
class ClassicView:
    """What one player knows of the card game."""

    rows: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...] | None
    hand_sizes: tuple[int, ...]
    penalties: tuple[int, ...]
    waiting: tuple[tuple[int, int], ...]
    round: int
    trick: int


def view(state: ClassicState, player: int | None) -> ClassicView:
    """``player``'s view: their own hand, everything public, others' hands as counts."""
    return ClassicView(
        rows=state.rows,
        hand=state.hands[player] if player is not None else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        penalties=state.penalties,
        waiting=state.waiting,
        round=state.round,
        trick=state.tricks,
    )


def result(state: ClassicState) -> Result:
    """Fewest penalty points wins; scores are the penalties."""
    return Result.from_scores(state.penalties, lower_wins=True)


def determinize(state: ClassicState, observer: int | None, rng: Rng) -> ClassicState:
    """Re-deal the cards ``observer`` cannot see: others' hands and the undealt rest."""
    pool = [c for p, h in enumerate(state.hands) if p != observer for c in h] + list(state.stock)
    pool = list(rng.shuffled(pool))
    hands = []
    for p, hand in enumerate(state.hands):
        if p == observer:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(pool[: len(hand)])))
            del pool[: len(hand)]
    return attrs.evolve(state, hands=tuple(hands), stock=tuple(pool))


EVENTS: tuple[type[Event], ...] = (RoundDealt, HandDealt, TrickRevealed, CardPlaced, RowTaken)
