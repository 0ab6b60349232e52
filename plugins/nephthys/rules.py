"""The rules as questions about a state: who decides, and why a move is refused.

Each decision has ONE refusal function (``*_reason``: a sentence starting with
the rule it cites, or ``None``); its legal moves are its candidates filtered
by that function, so what is listed is exactly what is accepted. The hot
decisions (research, add, society, discarding) also have a lister
(``*_moves``) that gives exactly that filtered list, in the same order, while
looking the player's powers and hand up once and wording no refusals; the
refusal function stays the judge of moves that come from outside. Choices of
several cards (hand cards added to a set, display cards paid, hand cards
discarded) are made one card at a time, lowest card code first, so that
every group of cards is reached by exactly one sequence of moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move

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
from .sets import completes, forms
from .societies import SOCIETIES, can_pay
from .state import NephState
from .techniques import Powers, powers

__all__ = [
    "BEHIND", "add_moves", "add_reason", "book_reason", "candidates", "choosers", "discard_moves",
    "discard_reason", "display_reason", "extra_choosers", "extra_moves", "extra_reason", "limit_of",
    "limit_player", "lowest", "name_reason", "namer", "pay_reason", "playable", "powers_of",
    "research_moves", "research_reason", "society_moves", "society_reason", "steal_reason",
    "store_reason", "technique_moves", "technique_reason",
]

BEHIND = 7
"""Players this far or further behind the leader may play an extra technique (step 4)."""
KEEP, REPLACE, TAKE, SKIP = KeepDisplay(), ReplaceDisplay(), TakeSet(), SkipTechnique()
NEPHTHYS, KHNUM, STUDY, STOP = UseNephthys(), UseKhnum(), SelfStudy(), StopDiscarding()


def powers_of(s: NephState, player: int) -> Powers:
    """What ``player``'s techniques let them do."""
    return powers(s.seats[player].techniques)


def _distinct(cards: Sequence[int]) -> list[int]:
    return list(dict.fromkeys(cards))


def _player(s: NephState, who: object) -> bool:
    return type(who) is int and 0 <= who < len(s.seats)


# -- the technique phase ----------------------------------------------------------------------


def playable(s: NephState, player: int) -> list[PlayTechnique]:
    """Every technique ``player`` may play now: each hand card, with each display card to pay."""
    seat = s.seats[player]
    out: list[PlayTechnique] = []
    pays = _distinct(seat.display)
    for card in _distinct(seat.hand):
        if technique_of(card).needs_display:
            out.extend(PlayTechnique(card, pay) for pay in pays)
        else:
            out.append(PlayTechnique(card))
    return out


def technique_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why a technique of step 1 is refused, or ``None``; skipping only when none can be played."""
    if isinstance(move, SkipTechnique):
        if playable(s, player):
            return "technique: you must play a technique when you can (step 1)"
        return None
    return _play_reason(s, player, move)


def _play_reason(s: NephState, player: int, move: Move) -> str | None:
    assert isinstance(move, PlayTechnique)
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


def extra_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why an extra technique (step 4) is refused; not playing one is always allowed."""
    if isinstance(move, SkipTechnique):
        return None
    return _play_reason(s, player, move)


def technique_moves(s: NephState, player: int) -> list[Move]:
    """Step 1: every technique ``player`` can play, or only "none" if they can play none."""
    options: list[Move] = list(playable(s, player))
    return options or [SKIP]


def extra_moves(s: NephState, player: int) -> list[Move]:
    """Step 4: not playing, or every technique ``player`` can play."""
    return [SKIP, *playable(s, player)]


def choosers(s: NephState) -> tuple[int, ...]:
    """Step 1: every player holding cards. Those with one option (or none) are asked too: leaving
    them out would tell the others about their hand."""
    return tuple(p for p, seat in enumerate(s.seats) if seat.hand)


def extra_choosers(s: NephState) -> tuple[int, ...]:
    """Step 4: the players 7 or more fame behind the leader who hold cards (never solo)."""
    if s.players == 1:
        return ()
    leader = max(seat.fame for seat in s.seats)
    return tuple(p for p, seat in enumerate(s.seats) if leader - seat.fame >= BEHIND and seat.hand)


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


def research_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why an action before taking (amulets, Shuffle) or the choice of a block is refused."""
    seat = s.seats[player]
    if isinstance(move, TakeBlock):
        return _take_reason(s, player, move)
    if isinstance(move, UseNephthys):
        return None if seat.nephthys else "amulet of Nephthys: used once per game, and you used it"
    if isinstance(move, UseKhnum):
        if not seat.khnum:
            return "amulet of Khnum: used once per game, and you used it"
        return None if seat.hand else "amulet of Khnum: you have no hand card to discard"
    assert isinstance(move, SwapCards)
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


def research_moves(s: NephState, player: int) -> list[Move]:
    """The research decision's legal moves: exactly :func:`candidates` filtered by
    :func:`research_reason`, in the same order, but with the player's powers and hand looked up
    once for the whole row instead of once per candidate (the flow lists them every turn)."""
    seat, row = s.seats[player], s.row
    n = len(row)
    p = powers_of(s, player)
    hand = seat.hand
    out: list[Move] = [TakeBlock(a, b) for a in range(n) for b in range(a, n)
                       if a == b or completes(row[a:b + 1], hand, p)]
    if p.shuffle and not s.shuffled:
        out.extend(SwapCards(i) for i in range(n - 1) if row[i] != row[i + 1])
    if seat.nephthys:
        out.append(NEPHTHYS)
    if seat.khnum and seat.hand:
        out.append(KHNUM)
    return out


def _taking(s: NephState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    take = s.take
    assert take is not None
    return s.row[take.first:take.last + 1], take.added


def add_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why adding a hand card to the set (or taking it as it is) is refused, or ``None``."""
    block, added = _taking(s)
    p = powers_of(s, player)
    if isinstance(move, TakeSet):
        if (len(block) == 1 and not added) or forms((*block, *added), p):
            return None
        return f"take: these cards form no set you may take yet ({_kinds(p)})"
    assert isinstance(move, AddCard)
    card, hand = move.card, s.seats[player].hand
    if not is_card(card) or card not in hand:
        return f"take: {_card(card)} is not in your hand"
    if added and card < added[-1]:
        return f"take: add hand cards lowest code first (after {_card(added[-1])})"
    rest = [h for h in _less_one(hand, card) if h >= card]
    if completes((*block, *added, card), rest, p):
        return None
    return f"take: with this card the cards cannot form a set you may take ({_kinds(p)})"


def add_moves(s: NephState, player: int) -> list[Move]:
    """The add decision's legal moves: exactly :func:`candidates` filtered by :func:`add_reason`,
    in the same order, without wording a refusal for every hand card that does not fit."""
    block, added = _taking(s)
    p = powers_of(s, player)
    hand = s.seats[player].hand
    out: list[Move] = []
    if (len(block) == 1 and not added) or forms((*block, *added), p):
        out.append(TAKE)
    floor = added[-1] if added else None
    for card in _distinct(hand):
        if floor is not None and card < floor:
            continue  # lowest code first
        rest = [h for h in _less_one(hand, card) if h >= card]
        if completes((*block, *added, card), rest, p):
            out.append(AddCard(card))
    return out


def _less_one(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def discard_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why a discard (Khnum, self-study, hand limit) or stopping is refused, or ``None``."""
    picking = s.picking
    kind = picking.kind if picking is not None and picking.player == player else "limit"
    picked = picking.picked if picking is not None and picking.player == player else ()
    what = {"khnum": "amulet of Khnum", "study": "self-study", "limit": "hand limit"}[kind]
    if isinstance(move, StopDiscarding):
        if kind == "khnum" and not picked:
            return "amulet of Khnum: discard at least one card"
        return None
    assert isinstance(move, Discard)
    hand = s.seats[player].hand
    if not is_card(move.card) or move.card not in hand:
        return f"{what}: {_card(move.card)} is not in your hand"
    if picked and move.card < picked[-1]:
        return f"{what}: discard lowest code first (after {_card(picked[-1])})"
    if kind == "limit":
        excess = len(hand) - limit_of(s, player)
        if excess <= 0:
            return "hand limit: your hand is within the limit"
        if sum(1 for h in hand if h >= move.card) < excess:
            return f"hand limit: discard lowest code first; after {_card(move.card)} too few cards are left"
    return None


def discard_moves(s: NephState, player: int, stop: bool) -> list[Move]:
    """A discarding decision's legal moves (with stopping among the candidates if ``stop``):
    exactly :func:`candidates` filtered by :func:`discard_reason`, in the same order."""
    picking = s.picking
    mine = picking is not None and picking.player == player
    kind = picking.kind if picking is not None and mine else "limit"
    picked = picking.picked if picking is not None and mine else ()
    hand = s.seats[player].hand
    out: list[Move] = []
    if stop and not (kind == "khnum" and not picked):
        out.append(STOP)
    excess = len(hand) - limit_of(s, player) if kind == "limit" else 0
    if kind == "limit" and excess <= 0:
        return out
    for card in _distinct(hand):
        if picked and card < picked[-1]:
            continue  # lowest code first
        if kind == "limit" and sum(1 for h in hand if h >= card) < excess:
            continue  # too few cards left after it
        out.append(Discard(card))
    return out


def store_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why storing a card is refused, or ``None``."""
    assert isinstance(move, StoreCard)
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


def steal_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why taking fame from a player is refused, or ``None``."""
    assert isinstance(move, StealFrom)
    if not _player(s, move.player) or move.player == player:
        return f"take fame: choose another player, not {move.player!r}"
    return None


def name_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why naming a start player is refused, or ``None``."""
    assert isinstance(move, NameStart)
    if not _player(s, move.player):
        return f"name the start player: there is no player {move.player!r}"
    return None


def book_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why taking a Book of Isis is refused, or ``None``."""
    assert isinstance(move, TakeBook)
    if move.book not in s.books:
        return f"Isis: {_card(move.book)} is not a Book of Isis left ({_cards(s.books)})"
    return None


def display_reason(s: NephState, player: int, move: Move) -> str | None:
    """Keeping or replacing the display: both are always allowed when the display is not empty."""
    return None


# -- the society phase and the round end ------------------------------------------------------


def society_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why achieving a society card (or self-study) is refused, or ``None``."""
    if isinstance(move, SelfStudy):
        return None
    assert isinstance(move, Achieve)
    if not any(o.society == move.society for o in s.societies):
        return f"society: {move.society!r} is not an open society card"
    side = next(o.side for o in s.societies if o.society == move.society)
    cost = SOCIETIES[move.society].side(side).cost
    if not can_pay(cost, (), s.seats[player].display):
        return f"society {move.society}: your display cannot pay {cost.describe()}"
    return None


def society_moves(s: NephState, player: int) -> list[Move]:
    """The society decision's legal moves: exactly :func:`candidates` filtered by
    :func:`society_reason`, in the same order, without wording the refusals."""
    display = s.seats[player].display
    out: list[Move] = [Achieve(o.society) for o in s.societies
                       if can_pay(SOCIETIES[o.society].side(o.side).cost, (), display)]
    out.append(STUDY)
    return out


def pay_reason(s: NephState, player: int, move: Move) -> str | None:
    """Why paying a display card towards the society card's cost is refused, or ``None``."""
    assert isinstance(move, PayCard)
    paying = s.paying
    assert paying is not None
    side = next(o.side for o in s.societies if o.society == paying.society)
    cost = SOCIETIES[paying.society].side(side).cost
    display, paid, card = s.seats[player].display, paying.paid, move.card
    if not is_card(card) or card not in display:
        return f"society {paying.society}: {_card(card)} is not in your display"
    if paid and card < paid[-1]:
        return f"society {paying.society}: pay display cards lowest code first (after {_card(paid[-1])})"
    rest = [d for d in _less_one(display, card) if d >= card]
    if not can_pay(cost, (*paid, card), rest):
        return f"society {paying.society}: with {_card(card)} the paid cards cannot make {cost.describe()}"
    return None


def limit_of(s: NephState, player: int) -> int:
    """``player``'s hand limit at round end."""
    return powers_of(s, player).hand_limit


def limit_player(s: NephState) -> int | None:
    """The first player (from the start player) holding more cards than their hand limit."""
    return next((s.seat_at(t) for t in range(s.players)
                 if len(s.seats[s.seat_at(t)].hand) > limit_of(s, s.seat_at(t))), None)


# -- candidates: every move worth asking the refusal function about -----------------------------


def candidates(s: NephState, phase: str, player: int) -> list[Move]:
    """The moves of decision ``phase`` to filter by its refusal function."""
    seat = s.seats[player]
    out: list[Move] = []
    if phase == "research":
        n = len(s.row)
        out.extend(TakeBlock(a, b) for a in range(n) for b in range(a, n))
        out.extend(SwapCards(i) for i in range(n - 1))
        out += [NEPHTHYS, KHNUM]
    elif phase == "add":
        out.append(TAKE)
        out.extend(AddCard(c) for c in _distinct(seat.hand))
    elif phase in ("khnum", "self_study", "hand_limit"):
        if phase != "hand_limit":
            out.append(STOP)
        out.extend(Discard(c) for c in _distinct(seat.hand))
    elif phase == "display":
        out += [REPLACE, KEEP]
    elif phase == "store":
        assert s.stash is not None
        out.extend(StoreCard(c) for c in _distinct(s.stash.cards))
    elif phase == "steal":
        out.extend(StealFrom(v) for v in range(s.players) if v != player)
    elif phase == "society":
        out.extend(Achieve(o.society) for o in s.societies)
        out.append(STUDY)
    elif phase == "pay":
        out.extend(PayCard(c) for c in _distinct(seat.display))
    elif phase == "name_start":
        out.extend(NameStart(p) for p in range(s.players))
    elif phase == "book":
        out.extend(TakeBook(b) for b in s.books)
    return out


# -- words for refusals -----------------------------------------------------------------------


def _card(card: object) -> str:
    return card_name(card) if is_card(card) and isinstance(card, int) else repr(card)


def _cards(cards: Sequence[int]) -> str:
    return ", ".join(card_name(c) for c in cards) or "none"


def _pos(position: object, plus: int = 0) -> str:
    return str(position + 1 + plus) if type(position) is int else repr(position)


_KIND_NAMES = {"colour": "colour", "stairs": "stairs", "two_pairs": "two pairs",
               "full_house": "full house", "three_pairs": "three pairs"}


def _kinds(p: Powers) -> str:
    return "single, " + ", ".join(_KIND_NAMES[k] for k in p.kinds)
