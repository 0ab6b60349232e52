"""What a player may know, re-dealing what they cannot see, and the final ranking."""

from __future__ import annotations

import attrs

from senet import Result, Rng

from .cards import highest
from .evolve import less
from .state import NephState, OpenSociety, Paying, Picking, Stash, Steal, Take

__all__ = ["NephView", "SeatView", "determinize", "result", "view"]


@attrs.frozen
class SeatView:
    """One player as everybody sees them: the hand only as a size (and its known cards)."""

    fame: int
    hand_size: int
    known: tuple[int, ...]
    """Hand cards everybody saw going in (the start card, Books of Isis)."""
    display: tuple[int, ...]
    techniques: tuple[int, ...]
    storage: tuple[int, ...]
    nephthys: bool
    khnum: bool


@attrs.frozen
class NephView:
    """One player's (or a spectator's) knowledge of the table: public data and their own hand."""

    round: int
    stage: str
    turn: int
    start: int
    token: int
    seats: tuple[SeatView, ...]
    hand: tuple[int, ...] | None
    """The viewer's hand; ``None`` for a spectator."""
    row: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    books: tuple[int, ...]
    societies: tuple[OpenSociety, ...]
    society_top: int | None
    """The society deck's top card (its up side shows), if any."""
    society_up: str
    society_deck_size: int
    society_discard: tuple[int, ...]
    books_due: tuple[int, ...]
    shuffled: bool
    take: Take | None
    took: bool
    holding: tuple[int, ...]
    picking: Picking | None
    stash: Stash | None
    steal: Steal | None
    paying: Paying | None
    effects: tuple[tuple[str, int], ...]
    reward: int | None
    exhausted: bool


def view(state: NephState, player: int | None) -> NephView:
    """``player``'s view: everything public, their own hand, and for other hands only sizes."""
    s = state
    mine = player is not None and 0 <= player < s.players
    return NephView(
        round=s.round, stage=s.stage, turn=s.turn, start=s.start, token=s.token,
        seats=tuple(SeatView(seat.fame, len(seat.hand), seat.known, seat.display, seat.techniques,
                             seat.storage, seat.nephthys, seat.khnum) for seat in s.seats),
        hand=s.seats[player].hand if mine and player is not None else None,
        row=s.row, deck_size=len(s.deck), discard=s.discard, books=s.books,
        societies=s.societies,
        society_top=s.society_deck[0] if s.society_deck else None,
        society_up=s.society_up, society_deck_size=len(s.society_deck),
        society_discard=s.society_discard, books_due=s.books_due, shuffled=s.shuffled, take=s.take,
        took=s.took, holding=s.holding, picking=s.picking, stash=s.stash, steal=s.steal,
        paying=s.paying, effects=s.effects, reward=s.reward, exhausted=s.exhausted,
    )


def determinize(state: NephState, observer: int | None, rng: Rng) -> NephState:
    """Re-deal what ``observer`` cannot see: the other hands (but their known cards) and the
    deck, keeping every size. The deck has no order to re-deal (draws pick at random)."""
    others = [p for p in range(state.players) if p != observer]
    pool = list(state.deck)
    for p in others:
        seat = state.seats[p]
        pool.extend(less(seat.hand, seat.known))
    cards = list(rng.shuffled(pool))
    seats = list(state.seats)
    for p in others:
        seat = seats[p]
        need = len(seat.hand) - len(seat.known)
        seats[p] = attrs.evolve(seat, hand=tuple(sorted((*seat.known, *cards[:need]))))
        del cards[:need]
    return attrs.evolve(state, seats=tuple(seats), deck=tuple(sorted(cards)))


def result(state: NephState) -> Result:
    """Most fame wins; ties go to the first-scholar token holder, then to the first-scholar
    comparison of the displays (more cards, then the higher highest number); else shared."""
    keys = [(seat.fame, int(p == state.token), len(seat.display), highest(seat.display))
            for p, seat in enumerate(state.seats)]
    return Result.from_keys([seat.fame for seat in state.seats], keys)
