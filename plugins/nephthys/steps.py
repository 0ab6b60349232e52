"""The round's automatic steps: each stage of the round does what needs no decision, or names
the decision that is due (a phase and the player who decides).

:mod:`.flow` runs these handlers until a real decision comes; the handlers only read the
state and emit events, drawing from the match's generator where the rules shuffle or draw.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from senet import Move, Tx

from . import phases as ph
from .cards import highest
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
from .evolve import less
from .moves import (
    PlayTechnique,
)
from .rules import (
    choosers,
    extra_choosers,
    limit_player,
    lowest,
    namer,
    powers_of,
)
from .state import (
    BOOKS,
    END,
    EXTRA,
    EXTRA_BOOKS,
    LIMIT,
    NAME,
    RESEARCH,
    ROUND_END,
    SETUP,
    SOCIETY,
    TECHNIQUE,
    NephState,
)

__all__ = [
    "GOAL", "SOLO_ROUNDS", "STAGES", "Waiting", "beats", "begin_society", "draw_into", "refill",
    "resolve",
]

GOAL = 31
"""Fame that ends the game at the end of the round."""
SOLO_ROUNDS = 12
HAND = 3
"""Cards dealt from the deck to each hand at set-up (the start card makes 4)."""
OPEN = 3
"""Open society cards."""
Waiting = tuple[str, int | None] | None
"""A decision that is due (its phase, and who decides: ``None`` for everyone at once), or
``None`` after an automatic step."""
State = NephState


# -- drawing and dealing --------------------------------------------------------------------------


def _draw(tx: Tx[State], n: int) -> tuple[int, ...]:
    """Pick ``n`` random cards of the deck (fewer if deck and discards run out). When the deck
    runs out the discard pile is shuffled into it (an event); the caller emits the draw itself."""
    deck = list(tx.state.deck)
    drawn: list[int] = []
    while len(drawn) < n:
        if not deck:
            if not tx.state.discard:
                break
            tx.emit(DeckReshuffled(len(tx.state.discard)))
            deck = list(less(tx.state.deck, drawn))
        drawn.append(deck.pop(tx.rng.below(len(deck))))
    return tuple(drawn)


def draw_into(tx: Tx[State], player: int, n: int, why: str) -> None:
    """``player`` draws ``n`` cards into their hand (fewer if the cards run out)."""
    cards = _draw(tx, n)
    tx.emit(CardsDrawn(player, len(cards), why, cards))


def refill(tx: Tx[State], player: int | None, size: int) -> None:
    """Lay cards from the deck at the far end of the row until it holds ``size`` (if it can)."""
    need = size - len(tx.state.row)
    if need > 0:
        cards = _draw(tx, need)
        if cards:
            tx.emit(RowRefilled(cards, player))


def _other(side: str) -> str:
    return "spring" if side == "autumn" else "autumn"


def _deal_society(tx: Tx[State], *, aside: bool = False) -> bool:
    """Lay the top society card open (or on the discards, at set-up); ``False`` if none is left."""
    s = tx.state
    if not s.society_deck:
        if not s.society_discard:
            return False
        pool = s.society_discard
        tx.emit(SocietyDeckRebuilt(_other(s.society_up), pool[tx.rng.below(len(pool))]))
        s = tx.state
    top, rest = s.society_deck[0], s.society_deck[1:]
    after = rest[tx.rng.below(len(rest))] if rest else None
    tx.emit(SocietySetAside(top, after) if aside else SocietyDealt(top, _other(s.society_up), after))
    return True


# -- set-up and the technique phase ---------------------------------------------------------------


def _setup(tx: Tx[State]) -> Waiting:
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
        tx.emit(HandDealt(p, HAND, _draw(tx, HAND)))
    tx.emit(StartChosen(tx.rng.below(players)))
    tx.emit(RoundStarted(1))
    return None


def _plays(s: State, commits: Sequence[Move | None]) -> tuple[Played, ...]:
    """The techniques played, in order from the start player."""
    out: list[Played] = []
    for t in range(s.players):
        p = s.seat_at(t)
        move = commits[p] if p < len(commits) else None
        if isinstance(move, PlayTechnique):
            out.append(Played(p, move.card, move.pay))
    return tuple(out)


def resolve(tx: Tx[State], commits: Sequence[Move | None], extra: bool) -> None:
    """Play the revealed techniques (step 1, or step 4 when ``extra``), then take their Books."""
    plays = _plays(tx.state, commits)
    if plays:
        tx.emit(TechniquesPlayed(plays, extra))
    tx.emit(StepBegun(EXTRA_BOOKS if extra else BOOKS))


def _technique(tx: Tx[State]) -> Waiting:
    if choosers(tx.state):
        return ph.TECHNIQUE, None
    resolve(tx, (), extra=False)
    return None


def _books(tx: Tx[State]) -> Waiting:
    s = tx.state
    if s.books_due:
        player = s.books_due[0]
        if len(s.books) > 1:
            return ph.BOOK, player
        tx.emit(BookTaken(player, s.books[0] if s.books else None))
        return None
    if s.stage == EXTRA_BOOKS:
        _begin_research(tx, 0)
        return None
    low = lowest(s)
    for t in range(s.players):
        p = s.seat_at(t)
        draw_into(tx, p, 1 + (p in low) + powers_of(s, p).draws, "technique")
    tx.emit(StepBegun(NAME))
    return None


def _name(tx: Tx[State]) -> Waiting:
    return ph.NAME_START, namer(tx.state)


def _extra(tx: Tx[State]) -> Waiting:
    if extra_choosers(tx.state):
        return ph.EXTRA_TECHNIQUE, None
    _begin_research(tx, 0)
    return None


# -- the research phase -----------------------------------------------------------------------


def _begin_research(tx: Tx[State], t: int) -> None:
    """Start research turn ``t`` (refilling the row; an empty row skips the turn)."""
    while t < tx.state.players:
        p = tx.state.seat_at(t)
        tx.emit(StepBegun(RESEARCH, t, p))
        refill(tx, p, powers_of(tx.state, p).row)
        if tx.state.row:
            return
        tx.emit(RowEmpty(p))
        t += 1
    begin_society(tx, 0)


def beats(mine: Sequence[int], theirs: Sequence[int]) -> bool:
    """The first-scholar comparison: more cards, or as many with a higher highest number."""
    return len(mine) > len(theirs) or (len(mine) == len(theirs) and highest(mine) > highest(theirs))


def _stash_or_steal(tx: Tx[State]) -> Waiting:
    s = tx.state
    if s.stash is not None and s.stash.stores > 0:
        return ph.STORE, s.stash.player
    if s.steal is not None:
        return ph.STEAL, s.steal.player
    return None


def _research(tx: Tx[State]) -> Waiting:
    s = tx.state
    p = s.current
    waiting = _stash_or_steal(tx)
    if waiting is not None:
        return waiting
    if s.stash is not None:
        tx.emit(StashDiscarded(s.stash.player, s.stash.cards))
    elif s.picking is not None:
        return ph.KHNUM, p
    elif s.take is not None:
        return ph.ADD, p
    elif not s.took:
        return ph.RESEARCH, p
    elif s.holding:
        if s.seats[p].display:
            return ph.DISPLAY, p
        tx.emit(DisplayReplaced(p, ()))
    elif p != s.token and beats(s.seats[p].display, s.seats[s.token].display):
        steal = powers_of(s, p).steal if s.players > 1 else 0
        tx.emit(TokenTaken(p, s.token, "display", steal))
    else:
        _begin_research(tx, s.turn + 1)
    return None


# -- the society phase and the round end ------------------------------------------------------


def begin_society(tx: Tx[State], t: int) -> None:
    """Start society turn ``t`` (after the last one, the round end)."""
    if t < tx.state.players:
        tx.emit(StepBegun(SOCIETY, t, tx.state.seat_at(t)))
    else:
        tx.emit(StepBegun(ROUND_END))


def _effect(tx: Tx[State], player: int) -> None:
    s = tx.state
    what, amount = s.effects[0]
    if what == "steal" and s.players == 1:
        amount = 0  # solo: no fame is ever taken
    tx.emit(SocietyEffect(player, what, amount))
    if what == "draw":
        draw_into(tx, player, amount, "society")
    elif what == "token" and s.token != player:
        tx.emit(TokenTaken(player, s.token, "society"))


def _society(tx: Tx[State]) -> Waiting:
    s = tx.state
    p = s.current
    waiting = _stash_or_steal(tx)
    if waiting is not None:
        return waiting
    if s.picking is not None:
        return ph.SELF_STUDY, p
    if s.paying is not None:
        return ph.PAY, p
    if s.effects:
        _effect(tx, p)
    elif s.stash is not None:
        tx.emit(StashDiscarded(s.stash.player, s.stash.cards))
    elif s.reward is not None:
        tx.emit(FameGained(p, s.reward, "society"))
        begin_society(tx, s.turn + 1)
    else:
        return ph.SOCIETY, p
    return None


def _round_end(tx: Tx[State]) -> Waiting:
    s = tx.state
    why = ("fame" if any(seat.fame >= GOAL for seat in s.seats) else
           "row" if s.exhausted else
           "rounds" if s.players == 1 and s.round >= SOLO_ROUNDS else None)
    if why is not None:
        for p, seat in enumerate(s.seats):
            if seat.storage:
                tx.emit(StorageScored(p, len(seat.storage)))
        tx.emit(GameEnded(s.round, why))
        tx.end()
        return None
    gone = [o.society for o in s.societies if o.achieved]
    left = [o.society for o in s.societies if not o.achieved]
    if len(left) == 1:
        gone += left
    if gone:
        tx.emit(SocietiesCleared(tuple(gone)))
    while len(tx.state.societies) < OPEN and _deal_society(tx):
        pass
    tx.emit(StepBegun(LIMIT))
    return None


def _limit(tx: Tx[State]) -> Waiting:
    player = limit_player(tx.state)
    if player is None:
        tx.emit(RoundStarted(tx.state.round + 1))
        return None
    return ph.HAND_LIMIT, player


def _end(tx: Tx[State]) -> Waiting:
    tx.end()
    return None


STAGES: dict[str, Callable[[Tx[State]], Waiting]] = {
    SETUP: _setup, TECHNIQUE: _technique, BOOKS: _books, NAME: _name, EXTRA: _extra,
    EXTRA_BOOKS: _books, RESEARCH: _research, SOCIETY: _society, ROUND_END: _round_end,
    LIMIT: _limit, END: _end,
}
