"""The round's flow: :func:`advance` runs the automatic steps and stops at a real decision;
every decision is a phase whose moves are applied here.

The state's ``stage`` says where the round stands (see :mod:`.state`). Each
stage has a handler (:mod:`.steps`) that either does what needs no decision
(emitting the events) or names the decision that is due: a phase and the
player who decides. :func:`advance` then asks that player, unless the
decision has one legal move, which it plays at once (a decision with one
option is not asked). Every move's ``play`` applies the move and calls
:func:`advance` again, so the flow always stands at the next real decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from senet import InternalError, Move, Phase, Tx, simultaneous, turn

from . import phases as ph
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
from .rules import (
    add_moves,
    add_reason,
    book_reason,
    candidates,
    choosers,
    discard_moves,
    discard_reason,
    display_reason,
    extra_choosers,
    extra_moves,
    extra_reason,
    limit_player,
    name_reason,
    namer,
    pay_reason,
    powers_of,
    research_moves,
    research_reason,
    society_moves,
    society_reason,
    steal_reason,
    store_reason,
    technique_moves,
    technique_reason,
)
from .sets import kind_of
from .societies import SOCIETIES
from .state import EXTRA, NephState
from .steps import STAGES, begin_society, draw_into, refill, resolve

__all__ = ["advance", "phases"]

State = NephState


# -- the automatic steps, until a decision --------------------------------------------------------


def _reveal_techniques(tx: Tx[State], commits: tuple[Move | None, ...]) -> None:
    resolve(tx, commits, extra=False)
    advance(tx)


def _reveal_extra(tx: Tx[State], commits: tuple[Move | None, ...]) -> None:
    resolve(tx, commits, extra=True)
    advance(tx)


def advance(tx: Tx[State]) -> None:
    """Run the automatic steps until a player has a real decision (or the game ends)."""
    for _ in range(100_000):
        if tx.flow.over:
            return
        waiting = STAGES[tx.state.stage](tx)
        if waiting is None:
            continue
        phase, player = waiting
        if player is None:  # everyone at once, in secret
            tx.goto(phase)
            return
        legal = _LEGAL[phase](tx.state, player)
        if len(legal) == 1:
            _APPLY[phase](tx, player, legal[0])
            continue
        if not legal:
            raise InternalError(f"nephthys: player {player} must decide {phase!r} but has no move")
        tx.goto(phase)
        return
    raise InternalError("nephthys: the flow does not come to a decision")


# -- applying moves -------------------------------------------------------------------------------


def _apply_book(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, TakeBook)
    tx.emit(BookTaken(player, move.book))


def _apply_name(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, NameStart)
    s = tx.state
    tx.emit(StartNamed(player, move.player))
    if s.round <= 1 and s.token != move.player:
        tx.emit(TokenTaken(move.player, s.token, "start"))
    tx.emit(StepBegun(EXTRA))


def _apply_research(tx: Tx[State], player: int, move: Move) -> None:
    if isinstance(move, TakeBlock):
        tx.emit(BlockChosen(player, move.first, move.last))
    elif isinstance(move, SwapCards):
        tx.emit(CardsSwapped(player, move.left))
    elif isinstance(move, UseNephthys):
        tx.emit(AmuletUsed(player, "nephthys"))
        refill(tx, player, powers_of(tx.state, player).row)
    else:
        assert isinstance(move, UseKhnum)
        tx.emit(AmuletUsed(player, "khnum"))


def _apply_add(tx: Tx[State], player: int, move: Move) -> None:
    if isinstance(move, AddCard):
        tx.emit(CardAdded(player, move.card))
        return
    s = tx.state
    take = s.take
    assert isinstance(move, TakeSet) and take is not None
    block = s.row[take.first:take.last + 1]
    cards = (*block, *take.added)
    kind = "single" if len(cards) == 1 else kind_of(cards, powers_of(s, player)) or "?"
    tx.emit(SetTaken(player, block, take.added, kind))
    tx.emit(FameGained(player, len(cards), "set"))


def _apply_display(tx: Tx[State], player: int, move: Move) -> None:
    p = powers_of(tx.state, player)
    if isinstance(move, KeepDisplay):
        tx.emit(DisplayKept(player, p.archive))
    else:
        assert isinstance(move, ReplaceDisplay)
        tx.emit(DisplayReplaced(player, tx.state.seats[player].display, p.curator))


def _apply_store(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, StoreCard)
    tx.emit(CardStored(player, move.card))


def _apply_steal(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, StealFrom)
    s = tx.state
    assert s.steal is not None
    tx.emit(FameStolen(player, move.player, min(s.steal.amount, s.seats[move.player].fame)))


def _apply_discard(tx: Tx[State], player: int, move: Move) -> None:
    s = tx.state
    picking = s.picking
    kind = picking.kind if picking is not None and picking.player == player else "limit"
    if isinstance(move, Discard):
        tx.emit(HandDiscarded(player, (move.card,), kind))
        return
    assert isinstance(move, StopDiscarding) and picking is not None
    if kind == "khnum":
        draw_into(tx, player, len(picking.picked), "khnum")
    else:
        draw_into(tx, player, len(picking.picked) + 1, "study")
        begin_society(tx, s.turn + 1)


def _apply_society(tx: Tx[State], player: int, move: Move) -> None:
    if isinstance(move, Achieve):
        tx.emit(SocietyChosen(player, move.society))
    else:
        assert isinstance(move, SelfStudy)
        tx.emit(SelfStudyBegun(player))


def _apply_pay(tx: Tx[State], player: int, move: Move) -> None:
    assert isinstance(move, PayCard)
    tx.emit(CardPaid(player, move.card))
    s = tx.state
    paying = s.paying
    assert paying is not None
    side = next(o.side for o in s.societies if o.society == paying.society)
    card = SOCIETIES[paying.society].side(side)
    if len(paying.paid) == card.cost.count:
        fame = card.fame + powers_of(s, player).fellow
        tx.emit(SocietyAchieved(player, paying.society, side, paying.paid, fame))


_APPLY: dict[str, Callable[[Tx[State], int, Move], None]] = {
    ph.BOOK: _apply_book, ph.NAME_START: _apply_name, ph.RESEARCH: _apply_research,
    ph.KHNUM: _apply_discard, ph.ADD: _apply_add, ph.DISPLAY: _apply_display, ph.STORE: _apply_store,
    ph.STEAL: _apply_steal, ph.SOCIETY: _apply_society, ph.PAY: _apply_pay,
    ph.SELF_STUDY: _apply_discard, ph.HAND_LIMIT: _apply_discard,
}
_CHECK: dict[str, Callable[[State, int, Move], str | None]] = {
    ph.BOOK: book_reason, ph.NAME_START: name_reason, ph.RESEARCH: research_reason,
    ph.KHNUM: discard_reason, ph.ADD: add_reason, ph.DISPLAY: display_reason, ph.STORE: store_reason,
    ph.STEAL: steal_reason, ph.SOCIETY: society_reason, ph.PAY: pay_reason,
    ph.SELF_STUDY: discard_reason, ph.HAND_LIMIT: discard_reason,
}


_Listed = tuple[State | None, int | None, tuple[Move, ...]]


_LIST: dict[str, Callable[[State, int], list[Move]]] = {
    ph.RESEARCH: research_moves, ph.ADD: add_moves, ph.SOCIETY: society_moves,
    ph.KHNUM: lambda s, player: discard_moves(s, player, stop=True),
    ph.SELF_STUDY: lambda s, player: discard_moves(s, player, stop=True),
    ph.HAND_LIMIT: lambda s, player: discard_moves(s, player, stop=False),
}
"""Phases whose legal moves have a direct lister (the same moves as filtering the candidates by
the refusal function, in the same order, for less work); the others filter."""


def _filtered(phase: str) -> Callable[[State, int], list[Move]]:
    check = _CHECK[phase]

    def listed(s: State, player: int) -> list[Move]:
        return [m for m in candidates(s, phase, player) if check(s, player, m) is None]

    return listed


def _legal_for(phase: str) -> Callable[[State, int], tuple[Move, ...]]:
    listed = _LIST.get(phase) or _filtered(phase)
    # The flow lists a decision's moves to see whether it is a real one, and the player (or
    # bot) lists them again: keep the last answer. The state is frozen, and held here, so an
    # identical object is the identical state. The entry is read and replaced whole (one
    # tuple), so matches in other threads can only miss it, never read a wrong one.
    last: list[_Listed] = [(None, None, ())]

    def legal(s: State, player: int) -> tuple[Move, ...]:
        seen, who, moves = last[0]
        if seen is s and who == player:
            return moves
        moves = tuple(listed(s, player))
        last[0] = (s, player, moves)
        return moves

    return legal


_LEGAL = {phase: _legal_for(phase) for phase in _APPLY}




def _play_for(phase: str) -> Callable[[Tx[State], int, Move], None]:
    apply = _APPLY[phase]

    def play(tx: Tx[State], player: int, move: Move) -> None:
        apply(tx, player, move)
        advance(tx)

    return play


_MOVES: dict[str, tuple[type[Move], ...]] = {
    ph.BOOK: (TakeBook,), ph.NAME_START: (NameStart,),
    ph.RESEARCH: (TakeBlock, SwapCards, UseNephthys, UseKhnum), ph.KHNUM: (Discard, StopDiscarding),
    ph.ADD: (AddCard, TakeSet), ph.DISPLAY: (KeepDisplay, ReplaceDisplay), ph.STORE: (StoreCard,),
    ph.STEAL: (StealFrom,), ph.SOCIETY: (Achieve, SelfStudy), ph.PAY: (PayCard,),
    ph.SELF_STUDY: (Discard, StopDiscarding), ph.HAND_LIMIT: (Discard,),
}


def _actor(phase: str) -> Callable[[State], int]:
    def actor(s: State) -> int:
        if phase == ph.BOOK:
            return s.books_due[0]
        if phase == ph.NAME_START:
            return namer(s)
        if phase == ph.STORE and s.stash is not None:
            return s.stash.player
        if phase == ph.STEAL and s.steal is not None:
            return s.steal.player
        if phase == ph.HAND_LIMIT:
            player = limit_player(s)
            assert player is not None
            return player
        return s.current

    return actor


def _nobody(s: State, player: int) -> list[Move]:
    return []


def _no_play(tx: Tx[State], player: int, move: Move) -> None:
    raise InternalError("nephthys: nobody acts in the advance step")


def phases() -> tuple[Phase[Any], ...]:
    """Every decision of the game as a phase, and the automatic ``advance`` step it starts in."""
    out: list[Phase[Any]] = [
        turn(ph.ADVANCE, actor=lambda s: 0, legal=_nobody, play=_no_play, on_enter=advance,
             help="the game runs its automatic steps"),
        simultaneous(ph.TECHNIQUE, actors=choosers, legal=technique_moves,
                     reveal=_reveal_techniques, check=technique_reason,
                     moves=(PlayTechnique, SkipTechnique),
                     help=ph.HELP[ph.TECHNIQUE]),
        simultaneous(ph.EXTRA_TECHNIQUE, actors=extra_choosers, legal=extra_moves,
                     reveal=_reveal_extra, check=extra_reason, moves=(PlayTechnique, SkipTechnique),
                     help=ph.HELP[ph.EXTRA_TECHNIQUE]),
    ]
    for name in _APPLY:
        out.append(turn(name, actor=_actor(name), legal=_LEGAL[name], play=_play_for(name),
                        check=_CHECK[name], moves=_MOVES[name], help=ph.HELP[name]))
    return tuple(out)

