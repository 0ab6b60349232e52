"""The one place the board game's state changes: ``evolve``, one small function per event.

Each builds the next state from the few fields an event touches; the state is a
frozen value, so unchanged parts are shared, never copied. The hidden containers
keep their contents sorted, as the draws expect (a draw picks at random).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import filterfalse
from typing import Any, TypeVar

from senet import Evolver, Hand, Pile, remove_items, replaced_at, replacer

from .events import (
    ActionPlayed,
    ActionsDrawn,
    ExtraTile,
    HandScored,
    LuckMissed,
    LuckPlayed,
    LuckTaken,
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
from .state import NO_MODS, Action, BoardState, Luck, Mods, Restart

__all__ = ["evolve"]

T = TypeVar("T")
_evolve = replacer(BoardState)
_mods = replacer(Mods)
evolve = Evolver[BoardState]()
# enum members read from the module, not through the enum's metaclass (a lookup each time)
ASCENDING, JUMP, STOP, TO_START = Action.ASCENDING, Action.JUMP, Action.STOP, Action.TO_START
PLUS5 = Luck.PLUS5


def _without(items: tuple[T, ...], gone: Iterable[T]) -> tuple[T, ...]:
    # filterfalse over the set's own __contains__: the loop runs in C (a deal filters the
    # whole stock, five times a match set-up)
    return tuple(filterfalse(set(gone).__contains__, items))


def _dropped(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """``items`` without ``item`` (tiles are unique: one copy at most)."""
    try:
        i = items.index(item)
    except ValueError:
        return items
    return items[:i] + items[i + 1:]


def _joined(held: Hand[Any], items: Iterable[Any]) -> Hand[Any]:
    return Hand(held.owner, sorted((*held.items, *items)))


def _less(s: BoardState, player: int, tile: int) -> tuple[tuple[Hand[int], ...], tuple[tuple[int, ...], ...]]:
    """The hands and known tiles after ``player``'s ``tile`` leaves the hand."""
    known = s.known[player]
    if tile in known:
        return s.hands, replaced_at(s.known, player, _dropped(known, tile))
    return replaced_at(s.hands, player, Hand(player, _dropped(s.hands[player].items, tile))), s.known


@evolve.on(TilesDealt)
def _dealt(s: BoardState, e: TilesDealt) -> BoardState:
    hands = replaced_at(s.hands, e.player, _joined(s.hands[e.player], e.tiles.items))
    return _evolve(s, hands=hands, stock=Pile(_without(s.stock.items, e.tiles.items)))


@evolve.on(RowsStarted)
def _rows_started(s: BoardState, e: RowsStarted) -> BoardState:
    rows = list(s.rows)
    for row, tile in e.starts:
        rows[row] = (tile,)
    return _evolve(s, rows=tuple(rows), stock=Pile(_without(s.stock.items, [t for _, t in e.starts])))


@evolve.on(ActionsDrawn)
def _actions_drawn(s: BoardState, e: ActionsDrawn) -> BoardState:
    deck, discard = s.deck.items, s.discard
    if e.reshuffled:
        deck, discard = tuple(sorted(deck + discard)), ()
    deck = remove_items(deck, e.cards.items)
    actions = replaced_at(s.actions, e.player, _joined(s.actions[e.player], e.cards.items))
    return _evolve(s, actions=actions, deck=Pile(deck), discard=discard)


@evolve.on(RoundStarted)
def _round_started(s: BoardState, e: RoundStarted) -> BoardState:
    return _evolve(s, round=e.round, deal=e.deal, barred=(), emptied=False, mods=NO_MODS,
                   revealed=False)


@evolve.on(TilesRevealed)
def _revealed(s: BoardState, e: TilesRevealed) -> BoardState:
    hands = list(s.hands)
    known = list(s.known)
    emptied = s.emptied
    for tile, player in e.plays:
        if tile in known[player]:
            known[player] = _dropped(known[player], tile)
        else:
            hands[player] = Hand(player, _dropped(hands[player].items, tile))
    if not emptied:
        for _, p in e.plays:  # a hand's size written out (Hand.__len__ is a Python call), no generator
            held = hands[p]
            if not (held.items or held.unseen or known[p]):
                emptied = True
                break
    return _evolve(s, hands=tuple(hands), known=tuple(known), waiting=e.plays, mods=NO_MODS,
                   emptied=emptied, revealed=True)


@evolve.on(ActionPlayed)
def _action_played(s: BoardState, e: ActionPlayed) -> BoardState:
    p, card, m = e.player, e.card, s.mods
    actions = replaced_at(s.actions, p, s.actions[p].removing(card))
    discard = (*s.discard, card)
    if card == STOP:
        assert e.row is not None
        return _evolve(s, actions=actions, discard=discard, markers=tuple(sorted((*s.markers, e.row))))
    if card == JUMP:
        m = _mods(m, jump=True)
    elif card == TO_START or card == ASCENDING:
        m = _mods(m, how=card, target=e.row)
    else:
        m = _mods(m, picking=card)
    return _evolve(s, actions=actions, discard=discard, mods=m)


@evolve.on(TileSwapped)
def _swapped(s: BoardState, e: TileSwapped) -> BoardState:
    p = e.player
    hands, known = _less(s, p, e.tile)
    known = replaced_at(known, p, tuple(sorted((*known[p], e.back))))
    return _evolve(s, hands=hands, known=known, barred=(*s.barred, e.back),
                   waiting=((e.tile, p), *s.waiting[1:]), mods=NO_MODS)


@evolve.on(ExtraTile)
def _extra(s: BoardState, e: ExtraTile) -> BoardState:
    p = e.player
    hands, known = _less(s, p, e.tile)
    waiting = (s.waiting[0], (e.tile, p), *s.waiting[1:])
    empty = not len(hands[p]) and not known[p]
    return _evolve(s, hands=hands, known=known, waiting=waiting,
                   mods=_mods(s.mods, extra=True, picking=None), emptied=s.emptied or empty)


def _card(card: Luck) -> int:
    return 0 if card == PLUS5 else 1


@evolve.on(LuckPlayed)
def _luck_played(s: BoardState, e: LuckPlayed) -> BoardState:
    k = _card(e.card)
    mine = s.lucky[e.player]
    return _evolve(s, lucky=replaced_at(s.lucky, e.player, replaced_at(mine, k, mine[k] - 1)),
                   piles=replaced_at(s.piles, k, s.piles[k] + 1))


@evolve.on(TilePlaced)
def _placed(s: BoardState, e: TilePlaced) -> BoardState:
    slots = s.rows[e.row]
    if e.start:
        row: tuple[int | None, ...] = (e.tile, *slots)
    elif e.space == len(slots):
        row = (*slots, e.tile)
    else:
        row = (*slots, *(None,) * (e.space - len(slots)), e.tile)
    return _evolve(s, rows=replaced_at(s.rows, e.row, row), waiting=s.waiting[1:], mods=NO_MODS)


@evolve.on(Scored)
def _scored(s: BoardState, e: Scored) -> BoardState:
    scores = replaced_at(s.scores, e.player, s.scores[e.player] + e.points)
    if e.clovers:
        return _evolve(s, scores=scores, owed=(*s.owed, *(e.player,) * e.clovers))
    return _evolve(s, scores=scores)


@evolve.on(RowTaken)
def _taken(s: BoardState, e: RowTaken) -> BoardState:
    p = e.player
    known = s.known
    if e.to_hand:
        known = replaced_at(known, p, tuple(sorted((*known[p], *e.to_hand))))
    return _evolve(s, rows=replaced_at(s.rows, e.row, ()), markers=(), known=known,
                   restart=Restart(p, e.mover, e.row))


@evolve.on(RowStarted)
def _row_started(s: BoardState, e: RowStarted) -> BoardState:
    return _evolve(s, rows=replaced_at(s.rows, e.row, (e.tile,)), restart=None)


@evolve.on(TileDrawn)
def _drawn(s: BoardState, e: TileDrawn) -> BoardState:
    tile = e.tile.value
    assert tile is not None
    hands = replaced_at(s.hands, e.player, _joined(s.hands[e.player], (tile,)))
    return _evolve(s, hands=hands, stock=Pile(_dropped(s.stock.items, tile)))


@evolve.on(LuckTaken)
def _luck_taken(s: BoardState, e: LuckTaken) -> BoardState:
    k = _card(e.card)
    mine = s.lucky[e.player]
    return _evolve(s, lucky=replaced_at(s.lucky, e.player, replaced_at(mine, k, mine[k] + 1)),
                   piles=replaced_at(s.piles, k, s.piles[k] - 1), owed=s.owed[1:])


@evolve.on(LuckMissed)
def _luck_missed(s: BoardState, e: LuckMissed) -> BoardState:
    return _evolve(s, owed=s.owed[1:])


@evolve.on(HandScored)
def _hand_scored(s: BoardState, e: HandScored) -> BoardState:
    return _evolve(s, scores=replaced_at(s.scores, e.player, s.scores[e.player] + e.cards - e.bulls))
