"""The one place the board game's state changes: ``evolve(state, event)``.

Each event type has one small handler. Handlers build the next state from
the few fields an event touches; the state is a frozen value, so unchanged
parts are shared, never copied.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import attrs

from senet import Deck, Event

from .board_state import (
    ASCENDING,
    EXTRA,
    JUMP,
    NO_MODS,
    PLUS5,
    STOP,
    SWAP,
    TO_START,
    ActionPlayed,
    ActionsDrawn,
    BoardState,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
    Restart,
    RoundStarted,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TileDrawn,
    TilePlaced,
    TilesDealt,
    TilesRevealed,
    TileSwapped,
)

__all__ = ["evolve"]

T = TypeVar("T")


def _replacer() -> Callable[..., BoardState]:
    """A fast ``attrs.evolve`` for :class:`BoardState`: same keywords, one constructor call.

    ``attrs.evolve`` reads the field list and builds a dict on every call; that was a
    fifth of a random playout's time. The generated function names every field once.
    """
    fields = attrs.fields(BoardState)
    assert all(a.init and a.alias == a.name for a in fields)
    params = ", ".join(f"{a.name}=_KEEP" for a in fields)
    args = ", ".join(f"s.{a.name} if {a.name} is _KEEP else {a.name}" for a in fields)
    scope: dict[str, Any] = {"_KEEP": object(), "_cls": BoardState}
    exec(f"def replace(s, *, {params}):\n    return _cls({args})\n", scope)
    replace: Callable[..., BoardState] = scope["replace"]
    return replace


_evolve = _replacer()


def _put(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return (*items[:i], value, *items[i + 1:])


def _without(items: tuple[T, ...], gone: Iterable[T]) -> tuple[T, ...]:
    drop = set(gone)
    return tuple(x for x in items if x not in drop)


def _less_one(items: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = items.index(card)
    return items[:i] + items[i + 1:]


def _dealt(s: BoardState, e: TilesDealt) -> BoardState:
    assert e.tiles is not None
    hand = tuple(sorted((*s.hands[e.player], *e.tiles)))
    return _evolve(s, hands=_put(s.hands, e.player, hand), stock=_without(s.stock, e.tiles))


def _rows_started(s: BoardState, e: RowsStarted) -> BoardState:
    rows = list(s.rows)
    for row, tile in e.starts:
        rows[row] = (tile,)
    return _evolve(s, rows=tuple(rows), stock=_without(s.stock, [t for _, t in e.starts]))


def _actions_drawn(s: BoardState, e: ActionsDrawn) -> BoardState:
    assert e.cards is not None
    deck = s.deck
    if e.reshuffled:
        deck = Deck(tuple(sorted(deck.cards + deck.discard)), (), deck.reshuffles + 1, deck.limit)
    cards = deck.cards
    for card in e.cards:
        cards = _less_one(cards, card)
    hand = tuple(sorted((*s.actions[e.player], *e.cards)))
    return _evolve(s, actions=_put(s.actions, e.player, hand),
                   deck=Deck(cards, deck.discard, deck.reshuffles, deck.limit))


def _round_started(s: BoardState, e: RoundStarted) -> BoardState:
    return _evolve(s, round=e.round, deal=e.deal, barred=(), emptied=False, mods=NO_MODS)


def _revealed(s: BoardState, e: TilesRevealed) -> BoardState:
    hands = list(s.hands)
    known = list(s.known)
    for tile, player in e.plays:
        hands[player] = tuple(t for t in hands[player] if t != tile)
        if tile in known[player]:
            known[player] = tuple(t for t in known[player] if t != tile)
    emptied = s.emptied or any(not hands[p] for _, p in e.plays)
    return _evolve(s, hands=tuple(hands), known=tuple(known), waiting=e.plays, mods=NO_MODS,
                   emptied=emptied)


def _action_played(s: BoardState, e: ActionPlayed) -> BoardState:
    p, card, m = e.player, e.card, s.mods
    actions = _put(s.actions, p, _less_one(s.actions[p], card))
    deck = s.deck.discarding(card)
    if card == STOP:
        assert e.row is not None
        return _evolve(s, actions=actions, deck=deck, markers=tuple(sorted((*s.markers, e.row))))
    if card == JUMP:
        m = attrs.evolve(m, jump=True)
    elif card == TO_START or card == ASCENDING:
        m = attrs.evolve(m, how=card, target=e.row)
    elif card == SWAP or card == EXTRA:
        m = attrs.evolve(m, picking=card)
    return _evolve(s, actions=actions, deck=deck, mods=m)


def _swapped(s: BoardState, e: TileSwapped) -> BoardState:
    p = e.player
    hand = tuple(sorted((*(t for t in s.hands[p] if t != e.tile), e.back)))
    known = tuple(sorted((*(t for t in s.known[p] if t != e.tile), e.back)))
    return _evolve(s, hands=_put(s.hands, p, hand), known=_put(s.known, p, known),
                   barred=(*s.barred, e.back), waiting=((e.tile, p), *s.waiting[1:]), mods=NO_MODS)


def _extra(s: BoardState, e: ExtraTile) -> BoardState:
    p = e.player
    hand = tuple(t for t in s.hands[p] if t != e.tile)
    known = tuple(t for t in s.known[p] if t != e.tile)
    waiting = (s.waiting[0], (e.tile, p), *s.waiting[1:])
    return _evolve(s, hands=_put(s.hands, p, hand), known=_put(s.known, p, known), waiting=waiting,
                   mods=attrs.evolve(s.mods, extra=True, picking=None), emptied=s.emptied or not hand)


def _luck_played(s: BoardState, e: LuckPlayed) -> BoardState:
    k = 0 if e.card == PLUS5 else 1
    mine = s.lucky[e.player]
    return _evolve(s, lucky=_put(s.lucky, e.player, _put(mine, k, mine[k] - 1)),
                   piles=_put(s.piles, k, s.piles[k] + 1))


def _placed(s: BoardState, e: TilePlaced) -> BoardState:
    slots = s.rows[e.row]
    if e.start:
        row: tuple[int | None, ...] = (e.tile, *slots)
    elif e.space == len(slots):
        row = (*slots, e.tile)
    else:
        row = (*slots, *(None,) * (e.space - len(slots)), e.tile)
    return _evolve(s, rows=_put(s.rows, e.row, row), waiting=s.waiting[1:], mods=NO_MODS)


def _scored(s: BoardState, e: Scored) -> BoardState:
    scores = _put(s.scores, e.player, s.scores[e.player] + e.points)
    if e.clovers:
        return _evolve(s, scores=scores, owed=(*s.owed, *(e.player,) * e.clovers))
    return _evolve(s, scores=scores)


def _taken(s: BoardState, e: RowTaken) -> BoardState:
    p = e.player
    hands, known = s.hands, s.known
    if e.to_hand:
        hands = _put(hands, p, tuple(sorted((*hands[p], *e.to_hand))))
        known = _put(known, p, tuple(sorted((*known[p], *e.to_hand))))
    return _evolve(s, rows=_put(s.rows, e.row, ()), markers=(), hands=hands, known=known,
                   restart=Restart(p, e.mover, e.row))


def _row_started(s: BoardState, e: RowStarted) -> BoardState:
    return _evolve(s, rows=_put(s.rows, e.row, (e.tile,)), restart=None)


def _drawn(s: BoardState, e: TileDrawn) -> BoardState:
    assert e.tile is not None
    hand = tuple(sorted((*s.hands[e.player], e.tile)))
    return _evolve(s, hands=_put(s.hands, e.player, hand), stock=_without(s.stock, (e.tile,)))


def _luck_taken(s: BoardState, e: LuckTaken) -> BoardState:
    k = 0 if e.card == PLUS5 else 1
    mine = s.lucky[e.player]
    return _evolve(s, lucky=_put(s.lucky, e.player, _put(mine, k, mine[k] + 1)),
                   piles=_put(s.piles, k, s.piles[k] - 1), owed=s.owed[1:])


def _luck_missed(s: BoardState, e: LuckMissed) -> BoardState:
    return _evolve(s, owed=s.owed[1:])


def _hand_scored(s: BoardState, e: HandScored) -> BoardState:
    return _evolve(s, scores=_put(s.scores, e.player, s.scores[e.player] + e.cards - e.bulls))


_HANDLERS: dict[type, Callable[[BoardState, Any], BoardState]] = {
    TilesDealt: _dealt, RowsStarted: _rows_started, ActionsDrawn: _actions_drawn,
    RoundStarted: _round_started, TilesRevealed: _revealed, ActionPlayed: _action_played,
    TileSwapped: _swapped, ExtraTile: _extra, LuckPlayed: _luck_played, TilePlaced: _placed,
    Scored: _scored, RowTaken: _taken, RowStarted: _row_started, TileDrawn: _drawn,
    LuckTaken: _luck_taken, LuckMissed: _luck_missed, HandScored: _hand_scored,
}


def evolve(state: BoardState, event: Event) -> BoardState:
    """The state after ``event`` (events of other games leave it unchanged)."""
    handler = _HANDLERS.get(type(event))
    return state if handler is None else handler(state, event)
