"""The steps nobody decides: dealing, drawing, refilling the row, the round's bookkeeping.

Each ``run_*`` function is the body of an :class:`senet.Auto` step that
:func:`.flow.pending` names; they only read the state and emit events, drawing
from the match's generator where the rules shuffle or draw. The helpers
(:func:`draw_into`, :func:`refill`, :func:`begin_research`, ...) are shared
with the moves' ``play`` functions in :mod:`.flow`.
"""

from __future__ import annotations

from collections.abc import Mapping

from senet import Hand, Move, Tx

from .events import (
    BookTaken,
    CardsDrawn,
    DeckReshuffled,
    DiscardStarted,
    DisplayReplaced,
    FameGained,
    GameEnded,
    HandDealt,
    Played,
    RoundStarted,
    RowEmpty,
    RowRefilled,
    SocietiesCleared,
    SocietyDealt,
    SocietyDeckRebuilt,
    SocietyEffect,
    SocietySetAside,
    StartChosen,
    StashDiscarded,
    StepBegun,
    StorageScored,
    TechniquesPlayed,
    TokenTaken,
)
from .moves import PlayTechnique
from .rules import lowest, powers_of
from .societies import Effect
from .state import DrawReason, EndReason, FameReason, NephState, Stage, TokenReason

__all__ = [
    "GOAL", "SOLO_ROUNDS", "begin_research", "begin_society", "draw_into", "refill", "resolve",
    "run_book", "run_display", "run_draws", "run_effect", "run_next_round", "run_next_research",
    "run_reward", "run_round_end", "run_setup", "run_stash", "run_token",
]

GOAL = 31
"""Fame that ends the game at the end of the round."""
SOLO_ROUNDS = 12
HAND = 3
"""Cards dealt from the deck to each hand at set-up (the start card makes 4)."""
OPEN = 3
"""Open society cards."""
State = NephState


# -- drawing and dealing --------------------------------------------------------------------------


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_DRAWREASON_SOCIETY = DrawReason.SOCIETY
_DRAWREASON_TECHNIQUE = DrawReason.TECHNIQUE
_EFFECT_DRAW = Effect.DRAW
_EFFECT_STEAL = Effect.STEAL
_EFFECT_TOKEN = Effect.TOKEN
_ENDREASON_FAME = EndReason.FAME
_ENDREASON_ROUNDS = EndReason.ROUNDS
_ENDREASON_ROW = EndReason.ROW
_FAMEREASON_SOCIETY = FameReason.SOCIETY
_STAGE_BOOKS = Stage.BOOKS
_STAGE_EXTRA_BOOKS = Stage.EXTRA_BOOKS
_STAGE_LIMIT = Stage.LIMIT
_STAGE_NAME = Stage.NAME
_STAGE_RESEARCH = Stage.RESEARCH
_STAGE_ROUND_END = Stage.ROUND_END
_STAGE_SOCIETY = Stage.SOCIETY
_TOKENREASON_DISPLAY = TokenReason.DISPLAY
_TOKENREASON_SOCIETY = TokenReason.SOCIETY


def _draw(tx: Tx[State], n: int) -> tuple[int, ...]:
    """Pick ``n`` random cards of the deck (fewer if deck and discards run out). When the deck
    runs out the discard pile is shuffled into it (an event); the caller emits the draw itself."""
    deck = list(tx.state.deck.items)
    drawn: list[int] = []
    while len(drawn) < n:
        if not deck:
            if not tx.state.discard:
                break
            tx.emit(DeckReshuffled(len(tx.state.discard)))
            deck = list(tx.state.deck.items)
            for card in drawn:
                if card in deck:
                    deck.remove(card)
        drawn.append(deck.pop(tx.rng.below(len(deck))))
    return tuple(drawn)


def draw_into(tx: Tx[State], player: int, n: int, why: DrawReason) -> None:
    """``player`` draws ``n`` cards into their hand (fewer if the cards run out)."""
    cards = _draw(tx, n)
    tx.emit(CardsDrawn(player, len(cards), why, Hand(player, cards)))


def refill(tx: Tx[State], player: int | None, size: int) -> None:
    """Lay cards from the deck at the far end of the row until it holds ``size`` (if it can)."""
    need = size - len(tx.state.row)
    if need > 0:
        cards = _draw(tx, need)
        if cards:
            tx.emit(RowRefilled(cards, player))


def _deal_society(tx: Tx[State], *, aside: bool = False) -> bool:
    """Lay the top society card open (or on the discards, at set-up); ``False`` if none is left."""
    s = tx.state
    if not s.society_deck:
        if not s.society_discard:
            return False
        pool = s.society_discard
        tx.emit(SocietyDeckRebuilt(s.society_up.other, pool[tx.rng.below(len(pool))]))
        s = tx.state
    top, rest = s.society_deck[0], s.society_deck[1:]
    after = rest[tx.rng.below(len(rest))] if rest else None
    tx.emit(SocietySetAside(top, after) if aside else SocietyDealt(top, s.society_up.other, after))
    return True


# -- set-up and the technique phase ---------------------------------------------------------------


def run_setup(tx: Tx[State]) -> None:
    """The row's first card, the discard pile's, the open societies, the hands, the start player."""
    players = tx.state.players
    refill(tx, None, 1)
    first = _draw(tx, 1)
    if first:
        tx.emit(DiscardStarted(first[0]))
    for _ in range(OPEN):
        _deal_society(tx)
    for _ in range(1 if players == 4 else 2):
        _deal_society(tx, aside=True)
    for p in range(players):
        tx.emit(HandDealt(p, HAND, Hand(p, _draw(tx, HAND))))
    tx.emit(StartChosen(tx.rng.below(players)))
    tx.emit(RoundStarted(1))


def resolve(tx: Tx[State], moves: Mapping[int, Move], extra: bool) -> None:
    """Play the revealed techniques (step 1, or step 4 when ``extra``), in order from the start
    player, then go on to their Books."""
    s = tx.state
    plays = tuple([Played(p, m.card, m.pay) for t in range(s.players)
                   if isinstance(m := moves.get(p := s.seat_at(t)), PlayTechnique)])
    if plays:
        tx.emit(TechniquesPlayed(plays, extra))
    tx.emit(StepBegun(_STAGE_EXTRA_BOOKS if extra else _STAGE_BOOKS))


def run_book(tx: Tx[State]) -> None:
    """Isis with at most one Book left: the next player due takes it (or nothing)."""
    s = tx.state
    tx.emit(BookTaken(s.books_due[0], s.books[0] if s.books else None))


def run_draws(tx: Tx[State]) -> None:
    """Step 2: everyone draws 1, the lowest 1 more, Insight more; then step 3."""
    s = tx.state
    low = lowest(s)
    for t in range(s.players):
        p = s.seat_at(t)
        draw_into(tx, p, 1 + (p in low) + powers_of(s, p).draws, _DRAWREASON_TECHNIQUE)
    tx.emit(StepBegun(_STAGE_NAME))


# -- the research phase -----------------------------------------------------------------------


def begin_research(tx: Tx[State], t: int) -> None:
    """Start research turn ``t`` (refilling the row; an empty row skips the turn)."""
    while t < tx.state.players:
        p = tx.state.seat_at(t)
        tx.emit(StepBegun(_STAGE_RESEARCH, t, p))
        refill(tx, p, powers_of(tx.state, p).row)
        if tx.state.row:
            return
        tx.emit(RowEmpty(p))
        t += 1
    begin_society(tx, 0)


def run_first_research(tx: Tx[State]) -> None:
    """The technique phase is over: the start player's research turn."""
    begin_research(tx, 0)


def run_next_research(tx: Tx[State]) -> None:
    """The research turn is over: the next one."""
    begin_research(tx, tx.state.turn + 1)


def run_stash(tx: Tx[State]) -> None:
    """The cards on their way out that were not stored go to the discard pile."""
    stash = tx.state.stash
    assert stash is not None
    tx.emit(StashDiscarded(stash.player, stash.cards))


def run_display(tx: Tx[State]) -> None:
    """An empty display: the cards just taken become it."""
    tx.emit(DisplayReplaced(tx.state.current, ()))


def run_token(tx: Tx[State]) -> None:
    """The display beats the first scholar's: the token moves, with fame to take."""
    s = tx.state
    p = s.current
    steal = powers_of(s, p).steal if s.players > 1 else 0
    tx.emit(TokenTaken(p, s.token, _TOKENREASON_DISPLAY, steal))


# -- the society phase and the round end ------------------------------------------------------


def begin_society(tx: Tx[State], t: int) -> None:
    """Start society turn ``t`` (after the last one, the round end)."""
    if t < tx.state.players:
        tx.emit(StepBegun(_STAGE_SOCIETY, t, tx.state.seat_at(t)))
    else:
        tx.emit(StepBegun(_STAGE_ROUND_END))


def run_effect(tx: Tx[State]) -> None:
    """The next effect of the society card just achieved."""
    s = tx.state
    player = s.current
    what, amount = s.effects[0]
    if what is _EFFECT_STEAL and s.players == 1:
        amount = 0  # solo: no fame is ever taken
    tx.emit(SocietyEffect(player, what, amount))
    if what is _EFFECT_DRAW:
        draw_into(tx, player, amount, _DRAWREASON_SOCIETY)
    elif what is _EFFECT_TOKEN and s.token != player:
        tx.emit(TokenTaken(player, s.token, _TOKENREASON_SOCIETY))


def run_reward(tx: Tx[State]) -> None:
    """The society card's fame, once its effects are resolved; then the next society turn."""
    s = tx.state
    assert s.reward is not None
    tx.emit(FameGained(s.current, s.reward, _FAMEREASON_SOCIETY))
    begin_society(tx, s.turn + 1)


def run_round_end(tx: Tx[State]) -> None:
    """The game ends (fame 31, an empty row, the solo limit), or the societies are renewed."""
    s = tx.state
    why = (_ENDREASON_FAME if any(seat.fame >= GOAL for seat in s.seats) else
           _ENDREASON_ROW if s.exhausted else
           _ENDREASON_ROUNDS if s.players == 1 and s.round >= SOLO_ROUNDS else None)
    if why is not None:
        for p, seat in enumerate(s.seats):
            if seat.storage:
                tx.emit(StorageScored(p, len(seat.storage)))
        tx.emit(GameEnded(s.round, why))
        return
    gone = [o.society for o in s.societies if o.achieved]
    left = [o.society for o in s.societies if not o.achieved]
    if len(left) == 1:
        gone += left
    if gone:
        tx.emit(SocietiesCleared(tuple(gone)))
    while len(tx.state.societies) < OPEN and _deal_society(tx):
        pass
    tx.emit(StepBegun(_STAGE_LIMIT))


def run_next_round(tx: Tx[State]) -> None:
    """Every hand is within its limit: the next round."""
    tx.emit(RoundStarted(tx.state.round + 1))
