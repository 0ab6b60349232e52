"""The one place the state changes: ``evolve(state, event)``, one small handler per event type."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from senet import Event, replacer

from .cards import technique_of
from .events import (
    AmuletUsed,
    BlockChosen,
    BookTaken,
    CardAdded,
    CardPaid,
    CardsDrawn,
    CardsSwapped,
    CardStored,
    DeckReshuffled,
    DiscardStarted,
    DisplayKept,
    DisplayReplaced,
    FameGained,
    FameStolen,
    GameEnded,
    HandDealt,
    HandDiscarded,
    RoundStarted,
    RowEmpty,
    RowRefilled,
    SelfStudyBegun,
    SetTaken,
    SocietiesCleared,
    SocietyAchieved,
    SocietyChosen,
    SocietyDealt,
    SocietyDeckRebuilt,
    SocietyEffect,
    SocietySetAside,
    StartChosen,
    StartNamed,
    StashDiscarded,
    StepBegun,
    StorageScored,
    TechniquesPlayed,
    TokenTaken,
)
from .societies import SOCIETIES
from .state import END, TECHNIQUE, NephState, OpenSociety, Paying, Picking, Seat, Stash, Steal, Take
from .techniques import TAKES_BOOK

__all__ = ["evolve", "less"]

T = TypeVar("T")
_state = replacer(NephState)
_seat = replacer(Seat)


def less(items: tuple[T, ...], gone: Iterable[T]) -> tuple[T, ...]:
    """``items`` without one copy of each of ``gone`` (those not there are ignored), order kept."""
    out = list(items)
    for item in gone:
        if item in out:
            out.remove(item)
    return tuple(out)


def _put(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return (*items[:i], value, *items[i + 1:])


def _with_seat(s: NephState, player: int, **changes: Any) -> NephState:
    return _state(s, seats=_put(s.seats, player, _seat(s.seats[player], **changes)))


def _gain_hand(seat: Seat, cards: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted((*seat.hand, *cards)))


def _lose_hand(s: NephState, player: int, cards: tuple[int, ...], **changes: Any) -> NephState:
    seat = s.seats[player]
    return _with_seat(s, player, hand=less(seat.hand, cards), known=less(seat.known, cards), **changes)


# -- set-up and the decks -------------------------------------------------------------------------


def _dealt(s: NephState, e: HandDealt) -> NephState:
    assert e.cards is not None
    s = _with_seat(s, e.player, hand=_gain_hand(s.seats[e.player], e.cards))
    return _state(s, deck=less(s.deck, e.cards))


def _discard_started(s: NephState, e: DiscardStarted) -> NephState:
    return _state(s, deck=less(s.deck, (e.card,)), discard=(*s.discard, e.card))


def _refilled(s: NephState, e: RowRefilled) -> NephState:
    return _state(s, deck=less(s.deck, e.cards), row=(*s.row, *e.cards))


def _reshuffled(s: NephState, e: DeckReshuffled) -> NephState:
    return _state(s, deck=tuple(sorted((*s.deck, *s.discard))), discard=())


def _drawn(s: NephState, e: CardsDrawn) -> NephState:
    assert e.cards is not None
    picking = None if e.why in ("khnum", "study") else s.picking
    s = _with_seat(s, e.player, hand=_gain_hand(s.seats[e.player], e.cards))
    return _state(s, deck=less(s.deck, e.cards), picking=picking)


def _next_top(deck: tuple[int, ...], top: int | None) -> tuple[int, ...]:
    """The society deck after its top card left: ``top`` on top of the sorted rest."""
    rest = deck[1:]
    if top is None:
        return ()
    return (top, *sorted(less(rest, (top,))))


def _society_dealt(s: NephState, e: SocietyDealt) -> NephState:
    return _state(s, society_deck=_next_top(s.society_deck, e.top),
                  societies=(*s.societies, OpenSociety(e.society, e.side)))


def _society_set_aside(s: NephState, e: SocietySetAside) -> NephState:
    return _state(s, society_deck=_next_top(s.society_deck, e.top),
                  society_discard=(*s.society_discard, e.society))


def _society_rebuilt(s: NephState, e: SocietyDeckRebuilt) -> NephState:
    cards = (*s.society_deck, *s.society_discard)
    return _state(s, society_deck=(e.top, *sorted(less(cards, (e.top,)))), society_discard=(),
                  society_up=e.up)


def _start_chosen(s: NephState, e: StartChosen) -> NephState:
    return _state(s, start=e.player, token=e.player)


# -- the flow ---------------------------------------------------------------------------------


def _round_started(s: NephState, e: RoundStarted) -> NephState:
    return _state(s, round=e.round, stage=TECHNIQUE, turn=0, picking=None, books_due=())


def _step(s: NephState, e: StepBegun) -> NephState:
    return _state(s, stage=e.stage, turn=e.turn, shuffled=False, take=None, took=False, holding=(),
                  picking=None, paying=None, effects=(), reward=None)


def _techniques(s: NephState, e: TechniquesPlayed) -> NephState:
    due: list[int] = []
    discard = list(s.discard)
    for play in e.plays:
        seat = s.seats[play.player]
        display = seat.display
        if play.pay is not None:
            display = less(display, (play.pay,))
            discard.append(play.pay)
        s = _lose_hand(s, play.player, (play.card,), display=display,
                       techniques=(*seat.techniques, play.card))
        if technique_of(play.card).effect in TAKES_BOOK:
            due.append(play.player)
    return _state(s, discard=tuple(discard), books_due=tuple(due))


def _book(s: NephState, e: BookTaken) -> NephState:
    s = _state(s, books_due=s.books_due[1:])
    if e.book is None:
        return s
    seat = s.seats[e.player]
    s = _with_seat(s, e.player, hand=_gain_hand(seat, (e.book,)),
                   known=tuple(sorted((*seat.known, e.book))))
    return _state(s, books=less(s.books, (e.book,)))


def _named(s: NephState, e: StartNamed) -> NephState:
    return _state(s, start=e.player)


def _token(s: NephState, e: TokenTaken) -> NephState:
    return _state(s, token=e.player, steal=Steal(e.player, e.steal) if e.steal > 0 else None)


def _fame(s: NephState, e: FameGained) -> NephState:
    s = _with_seat(s, e.player, fame=s.seats[e.player].fame + e.amount)
    return _state(s, reward=None) if e.why == "society" else s


def _stolen(s: NephState, e: FameStolen) -> NephState:
    s = _with_seat(s, e.victim, fame=s.seats[e.victim].fame - e.amount)
    s = _with_seat(s, e.player, fame=s.seats[e.player].fame + e.amount)
    return _state(s, steal=None)


# -- the research phase -----------------------------------------------------------------------


def _row_empty(s: NephState, e: RowEmpty) -> NephState:
    return _state(s, exhausted=True)


def _amulet(s: NephState, e: AmuletUsed) -> NephState:
    if e.amulet == "nephthys":
        s = _with_seat(s, e.player, nephthys=False)
        return _state(s, discard=(*s.discard, *s.row), row=())
    s = _with_seat(s, e.player, khnum=False)
    return _state(s, picking=Picking("khnum", e.player))


def _swapped(s: NephState, e: CardsSwapped) -> NephState:
    row = list(s.row)
    row[e.left], row[e.left + 1] = row[e.left + 1], row[e.left]
    return _state(s, row=tuple(row), shuffled=True)


def _block(s: NephState, e: BlockChosen) -> NephState:
    return _state(s, take=Take(e.first, e.last))


def _added(s: NephState, e: CardAdded) -> NephState:
    take = s.take
    assert take is not None
    s = _lose_hand(s, e.player, (e.card,))
    return _state(s, take=Take(take.first, take.last, (*take.added, e.card)))


def _taken(s: NephState, e: SetTaken) -> NephState:
    take = s.take
    assert take is not None
    row = s.row[:take.first] + s.row[take.last + 1:]
    return _state(s, row=row, take=None, took=True, holding=tuple(sorted((*e.block, *e.added))))


def _stash(player: int, cards: tuple[int, ...], stores: int, why: str) -> Stash | None:
    return Stash(player, cards, min(stores, len(cards)), why) if cards else None


def _kept(s: NephState, e: DisplayKept) -> NephState:
    return _state(s, stash=_stash(e.player, s.holding, e.stores, "archive"), holding=())


def _replaced(s: NephState, e: DisplayReplaced) -> NephState:
    s = _with_seat(s, e.player, display=s.holding)
    return _state(s, stash=_stash(e.player, e.old, e.stores, "curator"), holding=())


def _stored(s: NephState, e: CardStored) -> NephState:
    stash = s.stash
    assert stash is not None
    seat = s.seats[e.player]
    s = _with_seat(s, e.player, storage=(*seat.storage, e.card))
    cards = less(stash.cards, (e.card,))
    left = Stash(stash.player, cards, stash.stores - 1, stash.why, (*stash.stored, e.card))
    return _state(s, stash=left if cards else None)


def _stash_discarded(s: NephState, e: StashDiscarded) -> NephState:
    return _state(s, discard=(*s.discard, *e.cards), stash=None)


def _hand_discarded(s: NephState, e: HandDiscarded) -> NephState:
    before = s.picking
    picked = e.cards
    if before is not None and before.kind == e.why and before.player == e.player:
        picked = (*before.picked, *e.cards)
    s = _lose_hand(s, e.player, e.cards)
    return _state(s, discard=(*s.discard, *e.cards), picking=Picking(e.why, e.player, picked))


# -- the society phase and the round end ------------------------------------------------------


def _chosen(s: NephState, e: SocietyChosen) -> NephState:
    return _state(s, paying=Paying(e.society))


def _paid(s: NephState, e: CardPaid) -> NephState:
    paying = s.paying
    assert paying is not None
    s = _with_seat(s, e.player, display=less(s.seats[e.player].display, (e.card,)))
    return _state(s, paying=Paying(paying.society, (*paying.paid, e.card)))


def _achieved(s: NephState, e: SocietyAchieved) -> NephState:
    effects = SOCIETIES[e.society].side(e.side).effects
    societies = tuple(OpenSociety(o.society, o.side, (*o.achieved, e.player))
                      if o.society == e.society else o for o in s.societies)
    stores = any(what == "store" for what, _ in effects)
    return _state(s, paying=None, societies=societies, effects=effects, reward=e.fame,
                  stash=Stash(e.player, e.paid, 0, "society") if stores and e.paid else s.stash,
                  discard=s.discard if stores else (*s.discard, *e.paid))


def _effect(s: NephState, e: SocietyEffect) -> NephState:
    s = _state(s, effects=s.effects[1:])
    if e.what == "store" and s.stash is not None:
        stash = s.stash
        return _state(s, stash=Stash(stash.player, stash.cards, min(e.amount, len(stash.cards)),
                                     stash.why, stash.stored))
    if e.what == "steal" and e.amount > 0:
        return _state(s, steal=Steal(e.player, e.amount))
    return s


def _study(s: NephState, e: SelfStudyBegun) -> NephState:
    return _state(s, picking=Picking("study", e.player))


def _cleared(s: NephState, e: SocietiesCleared) -> NephState:
    return _state(s, societies=tuple(o for o in s.societies if o.society not in e.societies),
                  society_discard=(*s.society_discard, *e.societies))


def _scored(s: NephState, e: StorageScored) -> NephState:
    return _with_seat(s, e.player, fame=s.seats[e.player].fame + e.cards)


def _ended(s: NephState, e: GameEnded) -> NephState:
    return _state(s, stage=END)


_HANDLERS: dict[type, Callable[[NephState, Any], NephState]] = {
    HandDealt: _dealt, DiscardStarted: _discard_started, RowRefilled: _refilled,
    DeckReshuffled: _reshuffled, CardsDrawn: _drawn, SocietyDealt: _society_dealt,
    SocietySetAside: _society_set_aside, SocietyDeckRebuilt: _society_rebuilt,
    StartChosen: _start_chosen, RoundStarted: _round_started, StepBegun: _step,
    TechniquesPlayed: _techniques, BookTaken: _book, StartNamed: _named, TokenTaken: _token,
    FameGained: _fame, FameStolen: _stolen, RowEmpty: _row_empty, AmuletUsed: _amulet,
    CardsSwapped: _swapped, BlockChosen: _block, CardAdded: _added, SetTaken: _taken,
    DisplayKept: _kept, DisplayReplaced: _replaced, CardStored: _stored,
    StashDiscarded: _stash_discarded, HandDiscarded: _hand_discarded, SocietyChosen: _chosen,
    CardPaid: _paid, SocietyAchieved: _achieved, SocietyEffect: _effect, SelfStudyBegun: _study,
    SocietiesCleared: _cleared, StorageScored: _scored, GameEnded: _ended,
}


def evolve(state: NephState, event: Event) -> NephState:
    """The state after ``event`` (events of other games leave it unchanged)."""
    handler = _HANDLERS.get(type(event))
    return state if handler is None else handler(state, event)
