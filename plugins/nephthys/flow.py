"""The round's flow: :func:`pending`, the one question the engine asks, and every decision with
what its moves do.

The state's :class:`.Stage` says where the round stands; within a stage, the
decision under way is read from the state (a set being taken, cards on their
way out, a society card being paid, ...). ``pending`` names either the
decision due (and who decides) or the automatic step to run (:mod:`.flow_steps`).

Decisions whose number of options can depend on a hand, which others cannot
see, are ``private``: they are asked even with a single option, so that being
asked or not tells the table nothing. These are the techniques (steps 1 and
4), adding hand cards to a set, and discarding hand cards (Khnum, self-study,
hand limit).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from senet import Ask, Auto, Decision, Pending, Tx

from . import flow_phases as ph
from . import flow_steps as st
from . import rules
from . import rules_refusals as why
from .events import (
    AmuletUsed,
    BlockChosen,
    BookTaken,
    CardAdded,
    CardPaid,
    CardsSwapped,
    CardStored,
    DisplayKept,
    DisplayReplaced,
    FameGained,
    FameStolen,
    HandDiscarded,
    SelfStudyBegun,
    SetTaken,
    SocietyAchieved,
    SocietyChosen,
    StartNamed,
    StepBegun,
    TokenTaken,
)
from .moves import (
    Achieve,
    AddCard,
    Discard,
    KeepDisplay,
    NameStart,
    PayCard,
    PlayTechnique,
    ReplaceDisplay,
    SelfStudy,
    SkipTechnique,
    StealFrom,
    StopDiscarding,
    StoreCard,
    SwapCards,
    TakeBlock,
    TakeBook,
    TakeSet,
    UseKhnum,
    UseNephthys,
)
from .sets import kind_of
from .societies import SOCIETIES
from .state import Amulet, Discarding, DrawReason, FameReason, NephState, Stage, TokenReason
from .techniques import SetKind

__all__ = ["DECISIONS", "pending"]

State = NephState


# -- what the moves do ----------------------------------------------------------------------------


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_AMULET_KHNUM = Amulet.KHNUM
_AMULET_NEPHTHYS = Amulet.NEPHTHYS
_DISCARDING_KHNUM = Discarding.KHNUM
_DRAWREASON_KHNUM = DrawReason.KHNUM
_DRAWREASON_STUDY = DrawReason.STUDY
_FAMEREASON_SET = FameReason.SET
_SETKIND_NO_SET = SetKind.NO_SET
_SETKIND_SINGLE = SetKind.SINGLE
_STAGE_EXTRA = Stage.EXTRA
_STAGE_EXTRA_BOOKS = Stage.EXTRA_BOOKS
_TOKENREASON_START = TokenReason.START


def _reveal_techniques(tx: Tx[State], moves: Mapping[int, PlayTechnique | SkipTechnique]) -> None:
    st.resolve(tx, moves, extra=False)


def _reveal_extra(tx: Tx[State], moves: Mapping[int, PlayTechnique | SkipTechnique]) -> None:
    st.resolve(tx, moves, extra=True)


def _book(tx: Tx[State], player: int, move: TakeBook) -> None:
    tx.emit(BookTaken(player, move.book))


def _name(tx: Tx[State], player: int, move: NameStart) -> None:
    s = tx.state
    tx.emit(StartNamed(player, move.player))
    if s.round <= 1 and s.token != move.player:
        tx.emit(TokenTaken(move.player, s.token, _TOKENREASON_START))
    tx.emit(StepBegun(_STAGE_EXTRA))


def _research(tx: Tx[State], player: int, move: TakeBlock | SwapCards | UseNephthys | UseKhnum) -> None:
    if isinstance(move, TakeBlock):
        tx.emit(BlockChosen(player, move.first, move.last))
    elif isinstance(move, SwapCards):
        tx.emit(CardsSwapped(player, move.left))
    elif isinstance(move, UseNephthys):
        tx.emit(AmuletUsed(player, _AMULET_NEPHTHYS))
        st.refill(tx, player, rules.powers_of(tx.state, player).row)
    else:
        tx.emit(AmuletUsed(player, _AMULET_KHNUM))


def _add(tx: Tx[State], player: int, move: AddCard | TakeSet) -> None:
    if isinstance(move, AddCard):
        tx.emit(CardAdded(player, move.card))
        return
    s = tx.state
    block, added = rules.taking(s)
    cards = (*block, *added)
    kind = (_SETKIND_SINGLE if len(cards) == 1 else
            kind_of(cards, rules.powers_of(s, player)) or _SETKIND_NO_SET)
    tx.emit(SetTaken(player, block, added, kind))
    tx.emit(FameGained(player, len(cards), _FAMEREASON_SET))


def _display(tx: Tx[State], player: int, move: KeepDisplay | ReplaceDisplay) -> None:
    p = rules.powers_of(tx.state, player)
    if isinstance(move, KeepDisplay):
        tx.emit(DisplayKept(player, p.archive))
    else:
        tx.emit(DisplayReplaced(player, tx.state.seats[player].display, p.curator))


def _store(tx: Tx[State], player: int, move: StoreCard) -> None:
    tx.emit(CardStored(player, move.card))


def _steal(tx: Tx[State], player: int, move: StealFrom) -> None:
    s = tx.state
    assert s.steal is not None
    tx.emit(FameStolen(player, move.player, min(s.steal.amount, s.seats[move.player].fame)))


def _discard(tx: Tx[State], player: int, move: Discard | StopDiscarding) -> None:
    kind, picked = rules.picking_of(tx.state, player)
    if isinstance(move, Discard):
        tx.emit(HandDiscarded(player, (move.card,), kind))
    elif kind is _DISCARDING_KHNUM:
        st.draw_into(tx, player, len(picked), _DRAWREASON_KHNUM)
    else:
        st.draw_into(tx, player, len(picked) + 1, _DRAWREASON_STUDY)
        st.begin_society(tx, tx.state.turn + 1)


def _society(tx: Tx[State], player: int, move: Achieve | SelfStudy) -> None:
    if isinstance(move, Achieve):
        tx.emit(SocietyChosen(player, move.society))
    else:
        tx.emit(SelfStudyBegun(player))


def _pay(tx: Tx[State], player: int, move: PayCard) -> None:
    tx.emit(CardPaid(player, move.card))
    s = tx.state
    paying = s.paying
    assert paying is not None
    side = next(o.side for o in s.societies if o.society == paying.society)
    card = SOCIETIES[paying.society].side(side)
    if len(paying.paid) == card.cost.count:
        fame = card.fame + rules.powers_of(s, player).fellow
        tx.emit(SocietyAchieved(player, paying.society, side, paying.paid, fame))


# -- the decisions --------------------------------------------------------------------------------

Technique = PlayTechnique | SkipTechnique
DiscardMove = Discard | StopDiscarding

TECHNIQUE = Decision[State, Technique](
    ph.TECHNIQUE, (PlayTechnique, SkipTechnique), options=rules.technique_moves,
    reveal=_reveal_techniques, refusal=why.technique_reason, private=True, help=ph.HELP[ph.TECHNIQUE])
EXTRA_TECHNIQUE = Decision[State, Technique](
    ph.EXTRA_TECHNIQUE, (PlayTechnique, SkipTechnique), options=rules.extra_moves,
    reveal=_reveal_extra, refusal=why.extra_reason, private=True, help=ph.HELP[ph.EXTRA_TECHNIQUE])
BOOK = Decision(ph.BOOK, TakeBook, options=rules.book_moves, play=_book, refusal=why.book_reason,
                help=ph.HELP[ph.BOOK])
NAME_START = Decision(ph.NAME_START, NameStart, options=rules.name_moves, play=_name,
                      refusal=why.name_reason, help=ph.HELP[ph.NAME_START])
RESEARCH = Decision[State, TakeBlock | SwapCards | UseNephthys | UseKhnum](
    ph.RESEARCH, (TakeBlock, SwapCards, UseNephthys, UseKhnum), options=rules.research_moves,
    play=_research, refusal=why.research_reason, help=ph.HELP[ph.RESEARCH])
KHNUM = Decision[State, DiscardMove](
    ph.KHNUM, (Discard, StopDiscarding), options=rules.discard_moves, play=_discard,
    refusal=why.discard_reason, private=True, help=ph.HELP[ph.KHNUM])
ADD = Decision[State, AddCard | TakeSet](
    ph.ADD, (AddCard, TakeSet), options=rules.add_moves, play=_add,
    refusal=why.add_reason, private=True, help=ph.HELP[ph.ADD])
DISPLAY = Decision[State, ReplaceDisplay | KeepDisplay](
    ph.DISPLAY, (ReplaceDisplay, KeepDisplay), options=rules.display_moves, play=_display,
    refusal=why.display_reason, help=ph.HELP[ph.DISPLAY])
STORE = Decision(ph.STORE, StoreCard, options=rules.store_moves, play=_store, refusal=why.store_reason,
                 help=ph.HELP[ph.STORE])
STEAL = Decision(ph.STEAL, StealFrom, options=rules.steal_moves, play=_steal, refusal=why.steal_reason,
                 help=ph.HELP[ph.STEAL])
SOCIETY = Decision[State, Achieve | SelfStudy](
    ph.SOCIETY, (Achieve, SelfStudy), options=rules.society_moves, play=_society,
    refusal=why.society_reason, help=ph.HELP[ph.SOCIETY])
PAY = Decision(ph.PAY, PayCard, options=rules.pay_moves, play=_pay, refusal=why.pay_reason,
               help=ph.HELP[ph.PAY])
SELF_STUDY = Decision[State, DiscardMove](
    ph.SELF_STUDY, (Discard, StopDiscarding), options=rules.discard_moves, play=_discard,
    refusal=why.discard_reason, private=True, help=ph.HELP[ph.SELF_STUDY])
HAND_LIMIT = Decision[State, DiscardMove](
    ph.HAND_LIMIT, (Discard, StopDiscarding), options=rules.discard_moves, play=_discard,
    refusal=why.discard_reason, private=True, help=ph.HELP[ph.HAND_LIMIT])
DECISIONS = (TECHNIQUE, EXTRA_TECHNIQUE, BOOK, NAME_START, RESEARCH, KHNUM, ADD, DISPLAY, STORE, STEAL,
             SOCIETY, PAY, SELF_STUDY, HAND_LIMIT)


# -- what is pending ------------------------------------------------------------------------------

_ask = functools.cache(Ask)
_auto = functools.cache(Auto)
"""``Ask`` and ``Auto``, each question and step made once (frozen values, shared by every state
that is at it): ``pending`` runs once a state."""



def pending(s: State) -> Pending[State]:
    """The decision due now and who decides, the automatic step to run, or ``None`` (over)."""
    match s.stage:
        case Stage.SETUP:
            return _auto("setup", st.run_setup)
        case Stage.TECHNIQUE:
            who = rules.choosers(s)
            return _ask(TECHNIQUE, who) if who else _auto("no techniques", _no_techniques)
        case Stage.BOOKS | Stage.EXTRA_BOOKS:
            return _books(s)
        case Stage.NAME:
            return _ask(NAME_START, rules.namer(s))
        case Stage.EXTRA:
            who = rules.extra_choosers(s)
            return _ask(EXTRA_TECHNIQUE, who) if who else _auto("research", st.run_first_research)
        case Stage.RESEARCH:
            return _stash_or_steal(s) or _research_turn(s)
        case Stage.SOCIETY:
            return _stash_or_steal(s) or _society_turn(s)
        case Stage.ROUND_END:
            return _auto("round end", st.run_round_end)
        case Stage.LIMIT:
            player = rules.limit_player(s)
            return _auto("next round", st.run_next_round) if player is None else _ask(HAND_LIMIT, player)
    return None


def _no_techniques(tx: Tx[State]) -> None:
    st.resolve(tx, {}, extra=False)


def _books(s: State) -> Pending[State]:
    if s.books_due:
        return _ask(BOOK, s.books_due[0]) if len(s.books) > 1 else _auto("book", st.run_book)
    if s.stage is _STAGE_EXTRA_BOOKS:
        return _auto("research", st.run_first_research)
    return _auto("draws", st.run_draws)


def _stash_or_steal(s: State) -> Pending[State]:
    if s.stash is not None and s.stash.stores > 0:
        return _ask(STORE, s.stash.player)
    if s.steal is not None:
        return _ask(STEAL, s.steal.player)
    return None


def _research_turn(s: State) -> Pending[State]:
    p = s.current
    if s.stash is not None:
        return _auto("discard", st.run_stash)
    if s.picking is not None:
        return _ask(KHNUM, p)
    if s.take is not None:
        return _ask(ADD, p)
    if not s.took:
        return _ask(RESEARCH, p)
    if s.holding:
        return _ask(DISPLAY, p) if s.seats[p].display else _auto("display", st.run_display)
    if p != s.token and rules.beats(s.seats[p].display, s.seats[s.token].display):
        return _auto("first scholar", st.run_token)
    return _auto("next research", st.run_next_research)


def _society_turn(s: State) -> Pending[State]:
    p = s.current
    if s.picking is not None:
        return _ask(SELF_STUDY, p)
    if s.paying is not None:
        return _ask(PAY, p)
    if s.effects:
        return _auto("society effect", st.run_effect)
    if s.stash is not None:
        return _auto("discard", st.run_stash)
    if s.reward is not None:
        return _auto("society fame", st.run_reward)
    return _ask(SOCIETY, p)
