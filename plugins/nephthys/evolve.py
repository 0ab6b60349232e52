"""The one place the state changes: ``evolve(state, event)``, one small function per event type."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from senet import Evolver, Hand, Pile, remove_items, replacer

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
from .societies import SOCIETIES, Effect
from .state import (
    Amulet,
    Discarding,
    DrawReason,
    FameReason,
    NephState,
    OpenSociety,
    Paying,
    Picking,
    Seat,
    Stage,
    Stash,
    StashReason,
    Steal,
    Take,
)
from .techniques import TAKES_BOOK

__all__ = ["evolve"]

evolve = Evolver[NephState]()
_state = replacer(NephState)
_seat = replacer(Seat)


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_AMULET_NEPHTHYS = Amulet.NEPHTHYS
_DISCARDING_KHNUM = Discarding.KHNUM
_DISCARDING_STUDY = Discarding.STUDY
_DRAWREASON_KHNUM = DrawReason.KHNUM
_DRAWREASON_STUDY = DrawReason.STUDY
_EFFECT_STEAL = Effect.STEAL
_EFFECT_STORE = Effect.STORE
_FAMEREASON_SOCIETY = FameReason.SOCIETY
_STAGE_END = Stage.END
_STAGE_TECHNIQUE = Stage.TECHNIQUE
_STASHREASON_ARCHIVE = StashReason.ARCHIVE
_STASHREASON_CURATOR = StashReason.CURATOR
_STASHREASON_SOCIETY = StashReason.SOCIETY


def _with_seat(s: NephState, player: int, **changes: Any) -> NephState:
    seats = list(s.seats)
    seats[player] = _seat(seats[player], **changes)
    return _state(s, seats=tuple(seats))


def _gain_hand(s: NephState, player: int, cards: Iterable[int]) -> NephState:
    seat = s.seats[player]
    return _with_seat(s, player, secret=Hand(player, tuple(sorted((*seat.secret.items, *cards)))))


def _lose_hand(s: NephState, player: int, cards: tuple[int, ...], **changes: Any) -> NephState:
    """``player`` loses ``cards`` from hand: a known card goes from the known ones, any other
    from the secret part."""
    seat = s.seats[player]
    known = list(seat.known)
    secret = []
    for card in cards:
        if card in known:
            known.remove(card)
        else:
            secret.append(card)
    return _with_seat(s, player, known=tuple(known), secret=seat.secret.removing(*secret), **changes)


def _off_deck(s: NephState, cards: Iterable[int]) -> Pile[int]:
    return s.deck.removing(*cards)


# -- set-up and the decks -------------------------------------------------------------------------


@evolve.on(HandDealt)
def _dealt(s: NephState, e: HandDealt) -> NephState:
    assert e.cards is not None
    s = _gain_hand(s, e.player, e.cards.items)
    return _state(s, deck=_off_deck(s, e.cards.items))


@evolve.on(DiscardStarted)
def _discard_started(s: NephState, e: DiscardStarted) -> NephState:
    return _state(s, deck=_off_deck(s, (e.card,)), discard=(*s.discard, e.card))


@evolve.on(RowRefilled)
def _refilled(s: NephState, e: RowRefilled) -> NephState:
    return _state(s, deck=_off_deck(s, e.cards), row=(*s.row, *e.cards))


@evolve.on(DeckReshuffled)
def _reshuffled(s: NephState, e: DeckReshuffled) -> NephState:
    return _state(s, deck=Pile(sorted((*s.deck.items, *s.discard))), discard=())


@evolve.on(CardsDrawn)
def _drawn(s: NephState, e: CardsDrawn) -> NephState:
    assert e.cards is not None
    picking = None if e.why in (_DRAWREASON_KHNUM, _DRAWREASON_STUDY) else s.picking
    s = _gain_hand(s, e.player, e.cards.items)
    return _state(s, deck=_off_deck(s, e.cards.items), picking=picking)


def _next_top(deck: tuple[int, ...], top: int | None) -> tuple[int, ...]:
    """The society deck after its top card left: ``top`` on top of the sorted rest."""
    rest = deck[1:]
    if top is None:
        return ()
    return (top, *sorted(remove_items(rest, (top,))))


@evolve.on(SocietyDealt)
def _society_dealt(s: NephState, e: SocietyDealt) -> NephState:
    return _state(s, society_deck=_next_top(s.society_deck, e.top),
                  societies=(*s.societies, OpenSociety(e.society, e.side)))


@evolve.on(SocietySetAside)
def _society_set_aside(s: NephState, e: SocietySetAside) -> NephState:
    return _state(s, society_deck=_next_top(s.society_deck, e.top),
                  society_discard=(*s.society_discard, e.society))


@evolve.on(SocietyDeckRebuilt)
def _society_rebuilt(s: NephState, e: SocietyDeckRebuilt) -> NephState:
    cards = (*s.society_deck, *s.society_discard)
    return _state(s, society_deck=(e.top, *sorted(remove_items(cards, (e.top,)))), society_discard=(),
                  society_up=e.up)


@evolve.on(StartChosen)
def _start_chosen(s: NephState, e: StartChosen) -> NephState:
    return _state(s, start=e.player, token=e.player)


# -- the flow ---------------------------------------------------------------------------------


@evolve.on(RoundStarted)
def _round_started(s: NephState, e: RoundStarted) -> NephState:
    return _state(s, round=e.round, stage=_STAGE_TECHNIQUE, turn=0, picking=None, books_due=())


@evolve.on(StepBegun)
def _step(s: NephState, e: StepBegun) -> NephState:
    return _state(s, stage=e.stage, turn=e.turn, shuffled=False, take=None, took=False, holding=(),
                  picking=None, paying=None, effects=(), reward=None)


@evolve.on(TechniquesPlayed)
def _techniques(s: NephState, e: TechniquesPlayed) -> NephState:
    due: list[int] = []
    discard = list(s.discard)
    for play in e.plays:
        seat = s.seats[play.player]
        display = seat.display
        if play.pay is not None:
            display = remove_items(display, (play.pay,))
            discard.append(play.pay)
        s = _lose_hand(s, play.player, (play.card,), display=display,
                       techniques=(*seat.techniques, play.card))
        if technique_of(play.card).effect in TAKES_BOOK:
            due.append(play.player)
    return _state(s, discard=tuple(discard), books_due=tuple(due))


@evolve.on(BookTaken)
def _book(s: NephState, e: BookTaken) -> NephState:
    s = _state(s, books_due=s.books_due[1:])
    if e.book is None:
        return s
    seat = s.seats[e.player]
    s = _with_seat(s, e.player, known=tuple(sorted((*seat.known, e.book))))
    return _state(s, books=remove_items(s.books, (e.book,)))


@evolve.on(StartNamed)
def _named(s: NephState, e: StartNamed) -> NephState:
    return _state(s, start=e.player)


@evolve.on(TokenTaken)
def _token(s: NephState, e: TokenTaken) -> NephState:
    return _state(s, token=e.player, steal=Steal(e.player, e.steal) if e.steal > 0 else None)


@evolve.on(FameGained)
def _fame(s: NephState, e: FameGained) -> NephState:
    s = _with_seat(s, e.player, fame=s.seats[e.player].fame + e.amount)
    return _state(s, reward=None) if e.why is _FAMEREASON_SOCIETY else s


@evolve.on(FameStolen)
def _stolen(s: NephState, e: FameStolen) -> NephState:
    s = _with_seat(s, e.victim, fame=s.seats[e.victim].fame - e.amount)
    s = _with_seat(s, e.player, fame=s.seats[e.player].fame + e.amount)
    return _state(s, steal=None)


# -- the research phase -----------------------------------------------------------------------


@evolve.on(RowEmpty)
def _row_empty(s: NephState, e: RowEmpty) -> NephState:
    return _state(s, exhausted=True)


@evolve.on(AmuletUsed)
def _amulet(s: NephState, e: AmuletUsed) -> NephState:
    if e.amulet is _AMULET_NEPHTHYS:
        s = _with_seat(s, e.player, nephthys=False)
        return _state(s, discard=(*s.discard, *s.row), row=())
    s = _with_seat(s, e.player, khnum=False)
    return _state(s, picking=Picking(_DISCARDING_KHNUM, e.player))


@evolve.on(CardsSwapped)
def _swapped(s: NephState, e: CardsSwapped) -> NephState:
    row = list(s.row)
    row[e.left], row[e.left + 1] = row[e.left + 1], row[e.left]
    return _state(s, row=tuple(row), shuffled=True)


@evolve.on(BlockChosen)
def _block(s: NephState, e: BlockChosen) -> NephState:
    return _state(s, take=Take(e.first, e.last))


@evolve.on(CardAdded)
def _added(s: NephState, e: CardAdded) -> NephState:
    take = s.take
    assert take is not None
    s = _lose_hand(s, e.player, (e.card,))
    return _state(s, take=Take(take.first, take.last, (*take.added, e.card)))


@evolve.on(SetTaken)
def _taken(s: NephState, e: SetTaken) -> NephState:
    take = s.take
    assert take is not None
    row = s.row[:take.first] + s.row[take.last + 1:]
    return _state(s, row=row, take=None, took=True, holding=tuple(sorted((*e.block, *e.added))))


def _stash(player: int, cards: tuple[int, ...], stores: int, why: StashReason) -> Stash | None:
    return Stash(player, cards, min(stores, len(cards)), why) if cards else None


@evolve.on(DisplayKept)
def _kept(s: NephState, e: DisplayKept) -> NephState:
    return _state(s, stash=_stash(e.player, s.holding, e.stores, _STASHREASON_ARCHIVE), holding=())


@evolve.on(DisplayReplaced)
def _replaced(s: NephState, e: DisplayReplaced) -> NephState:
    s = _with_seat(s, e.player, display=s.holding)
    return _state(s, stash=_stash(e.player, e.old, e.stores, _STASHREASON_CURATOR), holding=())


@evolve.on(CardStored)
def _stored(s: NephState, e: CardStored) -> NephState:
    stash = s.stash
    assert stash is not None
    seat = s.seats[e.player]
    s = _with_seat(s, e.player, storage=(*seat.storage, e.card))
    cards = remove_items(stash.cards, (e.card,))
    left = Stash(stash.player, cards, stash.stores - 1, stash.why, (*stash.stored, e.card))
    return _state(s, stash=left if cards else None)


@evolve.on(StashDiscarded)
def _stash_discarded(s: NephState, e: StashDiscarded) -> NephState:
    return _state(s, discard=(*s.discard, *e.cards), stash=None)


@evolve.on(HandDiscarded)
def _hand_discarded(s: NephState, e: HandDiscarded) -> NephState:
    before = s.picking
    picked = e.cards
    if before is not None and before.kind == e.why and before.player == e.player:
        picked = (*before.picked, *e.cards)
    s = _lose_hand(s, e.player, e.cards)
    return _state(s, discard=(*s.discard, *e.cards), picking=Picking(e.why, e.player, picked))


# -- the society phase and the round end ------------------------------------------------------


@evolve.on(SocietyChosen)
def _chosen(s: NephState, e: SocietyChosen) -> NephState:
    return _state(s, paying=Paying(e.society))


@evolve.on(CardPaid)
def _paid(s: NephState, e: CardPaid) -> NephState:
    paying = s.paying
    assert paying is not None
    s = _with_seat(s, e.player, display=remove_items(s.seats[e.player].display, (e.card,)))
    return _state(s, paying=Paying(paying.society, (*paying.paid, e.card)))


@evolve.on(SocietyAchieved)
def _achieved(s: NephState, e: SocietyAchieved) -> NephState:
    effects = SOCIETIES[e.society].side(e.side).effects
    societies = tuple(OpenSociety(o.society, o.side, (*o.achieved, e.player))
                      if o.society == e.society else o for o in s.societies)
    stores = any(what is _EFFECT_STORE for what, _ in effects)
    return _state(s, paying=None, societies=societies, effects=effects, reward=e.fame,
                  stash=Stash(e.player, e.paid, 0, _STASHREASON_SOCIETY) if stores and e.paid else s.stash,
                  discard=s.discard if stores else (*s.discard, *e.paid))


@evolve.on(SocietyEffect)
def _effect(s: NephState, e: SocietyEffect) -> NephState:
    s = _state(s, effects=s.effects[1:])
    if e.what is _EFFECT_STORE and s.stash is not None:
        stash = s.stash
        return _state(s, stash=Stash(stash.player, stash.cards, min(e.amount, len(stash.cards)),
                                     stash.why, stash.stored))
    if e.what is _EFFECT_STEAL and e.amount > 0:
        return _state(s, steal=Steal(e.player, e.amount))
    return s


@evolve.on(SelfStudyBegun)
def _study(s: NephState, e: SelfStudyBegun) -> NephState:
    return _state(s, picking=Picking(_DISCARDING_STUDY, e.player))


@evolve.on(SocietiesCleared)
def _cleared(s: NephState, e: SocietiesCleared) -> NephState:
    return _state(s, societies=tuple(o for o in s.societies if o.society not in e.societies),
                  society_discard=(*s.society_discard, *e.societies))


@evolve.on(StorageScored)
def _scored(s: NephState, e: StorageScored) -> NephState:
    return _with_seat(s, e.player, fame=s.seats[e.player].fame + e.cards)


@evolve.on(GameEnded)
def _ended(s: NephState, e: GameEnded) -> NephState:
    return _state(s, stage=_STAGE_END)
