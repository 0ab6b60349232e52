"""The rules as questions about a state: who decides, and what they may do.

Each decision's options are listed here, and what is listed is exactly what is
accepted (:mod:`.rules_refusals` only words why something else is refused). Choices
of several cards (hand cards added to a set, display cards paid, hand cards
discarded) are made one card at a time, lowest card code first, so that every
group of cards is reached by exactly one sequence of moves.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from senet import Result

from .blocks import completed_blocks, completing_cards
from .cards import highest, technique_of
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
from .sets import forms
from .societies import SOCIETIES, can_pay
from .state import Discarding, NephState
from .techniques import Powers, powers

__all__ = [
    "BEHIND", "add_moves", "beats", "book_moves", "choosers", "discard_moves", "display_moves",
    "distinct", "extra_choosers", "extra_moves", "less_one", "limit_of", "limit_player", "lowest",
    "name_moves", "namer", "pay_moves", "picking_of", "playable", "powers_of", "research_moves",
    "result", "society_moves", "steal_moves", "store_moves", "taking", "technique_moves",
]

BEHIND = 7
"""Players this far or further behind the leader may play an extra technique (step 4)."""
KEEP, REPLACE, TAKE, SKIP = KeepDisplay(), ReplaceDisplay(), TakeSet(), SkipTechnique()
NEPHTHYS, KHNUM, STUDY, STOP = UseNephthys(), UseKhnum(), SelfStudy(), StopDiscarding()


_take_block = functools.cache(TakeBlock)
_add_card = functools.cache(AddCard)
_discard = functools.cache(Discard)
"""The moves listed most, made once each (they are frozen): a row position pair or a card
code names one, and there are a few hundred at most."""


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_DISCARDING_KHNUM = Discarding.KHNUM
_DISCARDING_LIMIT = Discarding.LIMIT


def powers_of(s: NephState, player: int) -> Powers:
    """What ``player``'s techniques let them do."""
    return powers(s.seats[player].techniques)


def distinct(cards: Sequence[int]) -> list[int]:
    """``cards`` without repeats, in order."""
    return list(dict.fromkeys(cards))


def less_one(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``cards`` without one copy of ``card``."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def beats(mine: Sequence[int], theirs: Sequence[int]) -> bool:
    """The first-scholar comparison: more cards, or as many with a higher highest number."""
    return len(mine) > len(theirs) or (len(mine) == len(theirs) and highest(mine) > highest(theirs))


# -- the technique phase ----------------------------------------------------------------------


def playable(s: NephState, player: int) -> list[PlayTechnique]:
    """Every technique ``player`` may play now: each hand card, with each display card to pay."""
    seat = s.seats[player]
    out: list[PlayTechnique] = []
    pays = distinct(seat.display)
    for card in distinct(seat.hand):
        if technique_of(card).needs_display:
            out.extend(PlayTechnique(card, pay) for pay in pays)
        else:
            out.append(PlayTechnique(card))
    return out


def technique_moves(s: NephState, player: int) -> list[PlayTechnique | SkipTechnique]:
    """Step 1: every technique ``player`` can play, or only "none" if they can play none."""
    options: list[PlayTechnique | SkipTechnique] = list(playable(s, player))
    return options or [SKIP]


def extra_moves(s: NephState, player: int) -> list[PlayTechnique | SkipTechnique]:
    """Step 4: not playing, or every technique ``player`` can play."""
    return [SKIP, *playable(s, player)]


def choosers(s: NephState) -> tuple[int, ...]:
    """Step 1: every player holding cards. Those with one option (or none) are asked too: leaving
    them out would tell the others about their hand."""
    return tuple(p for p, seat in enumerate(s.seats) if seat.hand_size)


def extra_choosers(s: NephState) -> tuple[int, ...]:
    """Step 4: the players 7 or more fame behind the leader who hold cards (never solo)."""
    if s.players == 1:
        return ()
    leader = max(seat.fame for seat in s.seats)
    return tuple(p for p, seat in enumerate(s.seats) if leader - seat.fame >= BEHIND and seat.hand_size)


def lowest(s: NephState) -> tuple[int, ...]:
    """The players with the lowest fame (the solo player always counts as lowest)."""
    low = min(seat.fame for seat in s.seats)
    return tuple(p for p, seat in enumerate(s.seats) if seat.fame == low)


def namer(s: NephState) -> int:
    """Who names the start player: in round 1 the provisional start player, else the lowest
    fame (ties: the first of them clockwise from the current start player)."""
    if s.round <= 1:
        return s.start
    low = set(lowest(s))
    return next(s.seat_at(t) for t in range(s.players) if s.seat_at(t) in low)


def name_moves(s: NephState, player: int) -> list[NameStart]:
    """Any player may be named, the namer included."""
    return [NameStart(p) for p in range(s.players)]


def book_moves(s: NephState, player: int) -> list[TakeBook]:
    """Either Book of Isis still set aside."""
    return [TakeBook(b) for b in s.books]


# -- the research phase -----------------------------------------------------------------------


ResearchMove = TakeBlock | SwapCards | UseNephthys | UseKhnum


def research_moves(s: NephState, player: int) -> list[ResearchMove]:
    """Every block of the row that is a single or, with hand cards, can make a set; Shuffle's
    swaps; the amulets still unused."""
    seat, row = s.seats[player], s.row
    n = len(row)
    p = powers_of(s, player)
    out: list[ResearchMove] = [_take_block(a, b) for a, b in completed_blocks(row, seat.hand, p)]
    if p.shuffle and not s.shuffled:
        out.extend(SwapCards(i) for i in range(n - 1) if row[i] != row[i + 1])
    if seat.nephthys:
        out.append(NEPHTHYS)
    if seat.khnum and seat.hand_size:
        out.append(KHNUM)
    return out


def taking(s: NephState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The row block being taken and the hand cards added to it so far."""
    take = s.take
    assert take is not None
    return s.row[take.first:take.last + 1], take.added


def add_moves(s: NephState, player: int) -> list[AddCard | TakeSet]:
    """Taking the set as it is (if it is one), or adding a hand card that keeps a set possible.

    In play the block was chosen because the hand completes it, so something is always listed.
    A search copy re-deals the hand, which may then complete nothing: taking the cards as they
    are ("stop adding") is listed then, so that the decision always has an option."""
    block, added = taking(s)
    p = powers_of(s, player)
    hand = s.seats[player].hand
    out: list[AddCard | TakeSet] = []
    if (len(block) == 1 and not added) or forms((*block, *added), p):
        out.append(TAKE)
    floor = added[-1] if added else None  # lowest code first
    out.extend(map(_add_card, completing_cards((*block, *added), hand, p, floor)))
    return out or [TAKE]


def display_moves(s: NephState, player: int) -> list[ReplaceDisplay | KeepDisplay]:
    """Replacing the display with the cards just taken, or keeping it."""
    return [REPLACE, KEEP]


def store_moves(s: NephState, player: int) -> list[StoreCard]:
    """The cards on their way out that may be stored, lowest code first."""
    stash = s.stash
    assert stash is not None
    floor = stash.stored[-1] if stash.stored else None
    return [StoreCard(c) for c in distinct(stash.cards)
            if (floor is None or c >= floor) and sum(1 for x in stash.cards if x >= c) >= stash.stores]


def steal_moves(s: NephState, player: int) -> list[StealFrom]:
    """Any other player."""
    return [StealFrom(v) for v in range(s.players) if v != player]


# -- discarding hand cards (Khnum, self-study, hand limit) --------------------------------------


def picking_of(s: NephState, player: int) -> tuple[Discarding, tuple[int, ...]]:
    """Why ``player`` is discarding, and what they discarded so far (outside Khnum and
    self-study: the hand limit)."""
    picking = s.picking
    if picking is not None and picking.player == player:
        return picking.kind, picking.picked
    return _DISCARDING_LIMIT, ()


def discard_moves(s: NephState, player: int) -> list[Discard | StopDiscarding]:
    """Stopping (not before the first card for Khnum; never at the hand limit), or discarding a
    hand card (lowest code first; at the hand limit only while enough cards are left).

    At the hand limit the order can leave nothing to discard in a search copy (the re-dealt
    hand holding no card above the last one discarded): any hand card is listed then. Khnum
    and self-study always list a card or stopping (a hand is never empty when asked: its
    size is public)."""
    kind, picked = picking_of(s, player)
    hand = s.seats[player].hand
    out: list[Discard | StopDiscarding] = []
    if kind is not _DISCARDING_LIMIT and not (kind is _DISCARDING_KHNUM and not picked):
        out.append(STOP)
    excess = len(hand) - limit_of(s, player) if kind is _DISCARDING_LIMIT else 0
    if kind is _DISCARDING_LIMIT and excess <= 0:
        return out
    for card in distinct(hand):
        if picked and card < picked[-1]:
            continue  # lowest code first
        if kind is _DISCARDING_LIMIT and sum(1 for h in hand if h >= card) < excess:
            continue  # too few cards left after it
        out.append(_discard(card))
    if not out:  # only in a search copy: see above
        out.extend(map(_discard, distinct(hand)))
    return out


def limit_of(s: NephState, player: int) -> int:
    """``player``'s hand limit at round end."""
    return powers_of(s, player).hand_limit


def limit_player(s: NephState) -> int | None:
    """The first player (from the start player) holding more cards than their hand limit."""
    for t in range(s.players):  # a loop, not a generator
        p = s.seat_at(t)
        if s.seats[p].hand_size > limit_of(s, p):
            return p
    return None


# -- the society phase ------------------------------------------------------------------------


def society_moves(s: NephState, player: int) -> list[Achieve | SelfStudy]:
    """Every open society card the display can pay, and self-study."""
    display = s.seats[player].display
    out: list[Achieve | SelfStudy] = [Achieve(o.society) for o in s.societies
                                      if can_pay(SOCIETIES[o.society].side(o.side).cost, (), display)]
    out.append(STUDY)
    return out


def pay_moves(s: NephState, player: int) -> list[PayCard]:
    """Display cards that keep the cost payable, lowest code first."""
    paying = s.paying
    assert paying is not None
    side = next(o.side for o in s.societies if o.society == paying.society)
    cost = SOCIETIES[paying.society].side(side).cost
    display, paid = s.seats[player].display, paying.paid
    out: list[PayCard] = []
    for card in distinct(display):
        if paid and card < paid[-1]:
            continue
        rest = [d for d in less_one(display, card) if d >= card]
        if can_pay(cost, (*paid, card), rest):
            out.append(PayCard(card))
    return out


def result(state: NephState) -> Result:
    """Most fame wins; ties go to the first-scholar token holder, then to the first-scholar
    comparison of the displays (more cards, then the higher highest number); else shared."""
    keys = [(seat.fame, int(p == state.token), len(seat.display), highest(seat.display))
            for p, seat in enumerate(state.seats)]
    return Result.from_keys([seat.fame for seat in state.seats], keys)
