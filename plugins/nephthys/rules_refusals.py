"""Why a move is refused, in words that cite the rule: one function per decision.

These only word refusals: what a decision accepts is exactly what :mod:`.rules`
lists, and the engine asks these functions only about moves not listed.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import card_name, is_card, technique_of
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
from .rules import less_one, limit_of, picking_of, playable, powers_of, taking
from .sets import completes, forms
from .societies import SOCIETIES, can_pay
from .state import Discarding, NephState
from .techniques import Powers, SetKind

__all__ = [
    "add_reason", "book_reason", "discard_reason", "display_reason", "extra_reason", "name_reason",
    "pay_reason", "research_reason", "society_reason", "steal_reason", "store_reason",
    "technique_reason",
]


# Enum members read from module names: read from the class, each is a lookup through the
# enum's metaclass (about ten times slower on Python 3.11), on the hot paths below.
_DISCARDING_KHNUM = Discarding.KHNUM
_DISCARDING_LIMIT = Discarding.LIMIT
_DISCARDING_STUDY = Discarding.STUDY
_SETKIND_FULL_HOUSE = SetKind.FULL_HOUSE
_SETKIND_THREE_PAIRS = SetKind.THREE_PAIRS


def _player(s: NephState, who: object) -> bool:
    return type(who) is int and 0 <= who < len(s.seats)


# -- the technique phase ----------------------------------------------------------------------


def technique_reason(s: NephState, player: int, move: PlayTechnique | SkipTechnique) -> str | None:
    """Why a technique of step 1 is refused; skipping only when none can be played."""
    if isinstance(move, SkipTechnique):
        if playable(s, player):
            return "technique: you must play a technique when you can (step 1)"
        return None
    return _play_reason(s, player, move)


def _play_reason(s: NephState, player: int, move: PlayTechnique) -> str | None:
    seat = s.seats[player]
    if not is_card(move.card) or move.card not in seat.hand:
        return f"technique: {_card(move.card)} is not in your hand"
    technique = technique_of(move.card)
    if technique.needs_display:
        if not seat.display:
            return f"technique: {technique.name} costs a display card and your display is empty"
        if move.pay is None:
            return f"technique: {technique.name} costs a display card; name the one you discard"
        if move.pay not in seat.display:
            return f"technique: {_card(move.pay)} is not in your display"
    elif move.pay is not None:
        return f"technique: {technique.name} costs nothing; no display card is paid"
    return None


def extra_reason(s: NephState, player: int, move: PlayTechnique | SkipTechnique) -> str | None:
    """Why an extra technique (step 4) is refused; not playing one is always allowed."""
    if isinstance(move, SkipTechnique):
        return None
    return _play_reason(s, player, move)


def name_reason(s: NephState, player: int, move: NameStart) -> str | None:
    """Why naming a start player is refused."""
    if not _player(s, move.player):
        return f"name the start player: there is no player {move.player!r}"
    return None


def book_reason(s: NephState, player: int, move: TakeBook) -> str | None:
    """Why taking a Book of Isis is refused."""
    if move.book not in s.books:
        return f"Isis: {_card(move.book)} is not a Book of Isis left ({_cards(s.books)})"
    return None


# -- the research phase -----------------------------------------------------------------------


def _take_reason(s: NephState, player: int, move: TakeBlock) -> str | None:
    row = s.row
    first, last = move.first, move.last
    if not (type(first) is int and type(last) is int and 0 <= first <= last < len(row)):
        return (f"take: positions {_pos(first)} to {_pos(last)} are not a block of the row "
                f"(positions 1 to {len(row)})")
    block = row[first:last + 1]
    p = powers_of(s, player)
    if len(block) == 1 or completes(block, s.seats[player].hand, p):
        return None
    return (f"take: the row cards at {first + 1}-{last + 1}, with or without your hand cards, "
            f"form no set you may take ({_kinds(p)})")


def research_reason(s: NephState, player: int,
                    move: TakeBlock | SwapCards | UseNephthys | UseKhnum) -> str | None:
    """Why an action before taking (amulets, Shuffle) or the choice of a block is refused."""
    seat = s.seats[player]
    if isinstance(move, TakeBlock):
        return _take_reason(s, player, move)
    if isinstance(move, UseNephthys):
        return None if seat.nephthys else "amulet of Nephthys: used once per game, and you used it"
    if isinstance(move, UseKhnum):
        if not seat.khnum:
            return "amulet of Khnum: used once per game, and you used it"
        return None if seat.hand_size else "amulet of Khnum: you have no hand card to discard"
    if not powers_of(s, player).shuffle:
        return "shuffle: you have no Shuffle technique (2)"
    if s.shuffled:
        return "shuffle: once per turn, and you swapped already"
    left = move.left
    if not (type(left) is int and 0 <= left < len(s.row) - 1):
        return f"shuffle: positions {_pos(left)} and {_pos(left, 1)} are not two adjacent row cards"
    if s.row[left] == s.row[left + 1]:
        return (f"shuffle: the cards at {_pos(left)} and {_pos(left, 1)} are the same; "
                "swapping changes nothing")
    return None


def add_reason(s: NephState, player: int, move: AddCard | TakeSet) -> str | None:
    """Why adding a hand card to the set (or taking it as it is) is refused."""
    block, added = taking(s)
    p = powers_of(s, player)
    if isinstance(move, TakeSet):
        if (len(block) == 1 and not added) or forms((*block, *added), p):
            return None
        return f"take: these cards form no set you may take yet ({_kinds(p)})"
    card, hand = move.card, s.seats[player].hand
    if not is_card(card) or card not in hand:
        return f"take: {_card(card)} is not in your hand"
    if added and card < added[-1]:
        return f"take: add hand cards lowest code first (after {_card(added[-1])})"
    rest = [h for h in less_one(hand, card) if h >= card]
    if completes((*block, *added, card), rest, p):
        return None
    return f"take: with this card the cards cannot form a set you may take ({_kinds(p)})"


def display_reason(s: NephState, player: int, move: KeepDisplay | ReplaceDisplay) -> str | None:
    """Keeping or replacing the display: both are always allowed when the display is not empty."""
    return None


def store_reason(s: NephState, player: int, move: StoreCard) -> str | None:
    """Why storing a card is refused."""
    stash = s.stash
    assert stash is not None
    if move.card not in stash.cards:
        return f"store: {_card(move.card)} is not among the cards being discarded ({_cards(stash.cards)})"
    if stash.stored and move.card < stash.stored[-1]:
        return f"store: store cards lowest code first (after {_card(stash.stored[-1])})"
    if sum(1 for c in stash.cards if c >= move.card) < stash.stores:
        return (f"store: lowest code first; after {_card(move.card)} too few cards are left to "
                f"store {stash.stores}")
    return None


def steal_reason(s: NephState, player: int, move: StealFrom) -> str | None:
    """Why taking fame from a player is refused."""
    if not _player(s, move.player) or move.player == player:
        return f"take fame: choose another player, not {move.player!r}"
    return None


def discard_reason(s: NephState, player: int, move: Discard | StopDiscarding) -> str | None:
    """Why a discard (Khnum, self-study, hand limit) or stopping is refused."""
    kind, picked = picking_of(s, player)
    what = {_DISCARDING_KHNUM: "amulet of Khnum", _DISCARDING_STUDY: "self-study",
            _DISCARDING_LIMIT: "hand limit"}[kind]
    if isinstance(move, StopDiscarding):
        if kind is _DISCARDING_KHNUM and not picked:
            return "amulet of Khnum: discard at least one card"
        if kind is _DISCARDING_LIMIT:
            return "hand limit: discard down to the limit, then it stops by itself"
        return None
    hand = s.seats[player].hand
    if not is_card(move.card) or move.card not in hand:
        return f"{what}: {_card(move.card)} is not in your hand"
    if picked and move.card < picked[-1]:
        return f"{what}: discard lowest code first (after {_card(picked[-1])})"
    if kind is _DISCARDING_LIMIT:
        excess = len(hand) - limit_of(s, player)
        if excess <= 0:
            return "hand limit: your hand is within the limit"
        if sum(1 for h in hand if h >= move.card) < excess:
            return f"hand limit: discard lowest code first; after {_card(move.card)} too few cards are left"
    return None


# -- the society phase ------------------------------------------------------------------------


def society_reason(s: NephState, player: int, move: Achieve | SelfStudy) -> str | None:
    """Why achieving a society card (or self-study) is refused."""
    if isinstance(move, SelfStudy):
        return None
    if not any(o.society == move.society for o in s.societies):
        return f"society: {move.society!r} is not an open society card"
    side = next(o.side for o in s.societies if o.society == move.society)
    cost = SOCIETIES[move.society].side(side).cost
    if not can_pay(cost, (), s.seats[player].display):
        return f"society {move.society}: your display cannot pay {cost.describe()}"
    return None


def pay_reason(s: NephState, player: int, move: PayCard) -> str | None:
    """Why paying a display card towards the society card's cost is refused."""
    paying = s.paying
    assert paying is not None
    side = next(o.side for o in s.societies if o.society == paying.society)
    cost = SOCIETIES[paying.society].side(side).cost
    display, paid, card = s.seats[player].display, paying.paid, move.card
    if not is_card(card) or card not in display:
        return f"society {paying.society}: {_card(card)} is not in your display"
    if paid and card < paid[-1]:
        return f"society {paying.society}: pay display cards lowest code first (after {_card(paid[-1])})"
    rest = [d for d in less_one(display, card) if d >= card]
    if not can_pay(cost, (*paid, card), rest):
        return f"society {paying.society}: with {_card(card)} the paid cards cannot make {cost.describe()}"
    return None


# -- words ------------------------------------------------------------------------------------


def _card(card: object) -> str:
    return card_name(card) if is_card(card) and isinstance(card, int) else repr(card)


def _cards(cards: Sequence[int]) -> str:
    return ", ".join(card_name(c) for c in cards) or "none"


def _pos(position: object, plus: int = 0) -> str:
    return str(position + 1 + plus) if type(position) is int else repr(position)


_KIND_NAMES = {SetKind.COLOUR: "colour", SetKind.STAIRS: "stairs", SetKind.TWO_PAIRS: "two pairs",
               _SETKIND_FULL_HOUSE: "full house", _SETKIND_THREE_PAIRS: "three pairs"}


def _kinds(p: Powers) -> str:
    return "single, " + ", ".join(_KIND_NAMES[k] for k in p.kinds)
