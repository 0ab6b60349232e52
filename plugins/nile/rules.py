"""The rules as pure questions about a state: what a player may do, and why a move is refused.

Each decision's options (``*_moves``) are exactly the moves its ``*_reason``
function accepts (built directly, from cached move objects, rather than by asking
it of every candidate; ``tests/nile/test_plant.py`` checks that they agree), and the
engine accepts exactly what is listed; the reason function words the refusal of
anything else. A reason is a sentence for the
player that names the rule. Refusal functions see moves built from anything (a
save file, a test's garbage), so they check every field's type before using it.
Also here: the winner (:func:`result`).
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Result

from .cards import ALL_CROPS, CARD_CROP, CARD_SET, CROP_CARD, CROP_CARDS, SHOWS, SPECULATIONS, Crop, card_name
from .moves import Market, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate
from .state import NileState

__all__ = [
    "PASS", "can_trade", "counts", "flooded", "holder", "pay_moves",
    "pay_reason", "plant_moves", "plant_reason", "speculate_moves", "speculate_reason", "trade_moves",
    "result", "trade_reason", "tradeable",
]

PASS = Pass()
OFFER = OfferToHapi()
MARKET = Market()
_TRADE_MOVES: tuple[OfferToHapi | Market | Pass, ...] = (OFFER, MARKET, PASS)
_PASS_ONLY: tuple[Pass] = (PASS,)
_PLANTS = {c.name: tuple(Plant(c.name, n) for n in range(1, c.count + 1)) for c in CARD_SET.crops}
"""Each crop's plantings, ``_PLANTS[crop][n - 1]`` planting ``n`` cards (no more than the set has)."""
_PAYS = {card: Pay(card) for card in (*CROP_CARDS, *SPECULATIONS)}
"""Each card paid from the hand."""
_STORE_PAYS = {crop: Pay(CROP_CARD[crop], True) for crop in ALL_CROPS}
"""Each crop paid from the storehouse."""
_SPECULATES = {card: Speculate(card) for card in SPECULATIONS}
_PAIRS = {(a, b): PlantPair(a, b) for i, a in enumerate(ALL_CROPS) for b in ALL_CROPS[i + 1:]}
_MAX_SPECS = 2


def flooded(state: NileState) -> tuple[Crop, ...]:
    """The crops the flood card shows (none while the slot is empty)."""
    return SHOWS[state.flood] if state.flood is not None else ()


def holder(state: NileState, crop: Crop, player: int) -> tuple[int, int] | None:
    """``(other player, cards)`` of another player's field of ``crop``, if there is one."""
    i = state.crops.index(crop)
    for other, fields in enumerate(state.fields):
        if other != player and fields[i]:
            return other, fields[i]
    return None


def tradeable(state: NileState, player: int) -> int:
    """How many cards ``player`` could discard for a trade: hand and storehouse."""
    # The rules read true states only (a view's hands are masked): len(hand.items) is len(hand),
    # without a call of __len__ (hot).
    return len(state.hands[player].items) + sum(state.stores[player])


def can_trade(state: NileState, player: int) -> bool:
    """Whether ``player`` has the 2 cards a trade costs."""
    return tradeable(state, player) >= 2


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# -- step 3: trade ------------------------------------------------------------------------------


def trade_reason(state: NileState, player: int, move: OfferToHapi | Market | Pass) -> str | None:
    """Why a trade (or the pass ending the trade step) is refused, or ``None``."""
    if isinstance(move, Pass):
        return None
    if not can_trade(state, player):
        held = tradeable(state, player)
        return (f"trade: discard 2 cards to offer to Hapi or go to the market; your hand and "
                f"storehouse hold {_plural(held, 'card')}")
    return None


def trade_moves(state: NileState, player: int) -> Sequence[OfferToHapi | Market | Pass]:
    """Offer to Hapi, market, or pass."""
    return _TRADE_MOVES if can_trade(state, player) else _PASS_ONLY


def pay_reason(state: NileState, player: int, move: Pay) -> str | None:
    """Why a card to discard for the trade under way is refused, or ``None``."""
    card, store = move.card, move.store
    if state.trade is None:
        return "trade: no trade is waiting for its cards"
    if type(store) is not bool or not isinstance(card, str):
        return "trade: name a card and whether it comes from the storehouse"
    if store:
        crop = CARD_CROP.get(card)
        if crop is None or crop not in state.crops:
            return f"trade: a storehouse holds harvested crops only, not {card_name(card)!r}"
        if not state.stores[player][state.crops.index(crop)]:
            return f"trade: your storehouse holds no {card}"
        return None
    if card not in state.hands[player]:
        return f"trade: your hand holds no {card_name(card)} card"
    return None


def pay_moves(state: NileState, player: int) -> list[Pay]:
    """Each different card ``player`` could discard: from the hand, and from the storehouse.

    Built to pass :func:`pay_reason` (each card is there), so it is not asked again."""
    if state.trade is None:
        return []
    out = [_PAYS[card] for card in dict.fromkeys(state.hands[player].items)]
    stores = state.stores[player]
    if any(stores):
        out.extend(_STORE_PAYS[crop] for crop, count in zip(state.crops, stores, strict=True) if count)
    return out


# -- step 4: plant or speculate -------------------------------------------------------------------


def _crop_reason(state: NileState, crop: object) -> str | None:
    if not isinstance(crop, str) or crop not in state.crops:
        return f"plant: {crop!r} is not a crop of this game ({', '.join(state.crops)})"
    if crop in flooded(state):
        return f"{crop} is flooded: a crop shown on the flood card cannot be planted"
    return None


def _takeover_reason(state: NileState, player: int, crop: Crop, count: int) -> str | None:
    held = holder(state, crop, player)
    if held is not None and count <= held[1]:
        other, size = held
        return f"{crop} needs more than {_plural(size, 'card')}: player {other}'s field holds {size}"
    return None


def _plant_reason(state: NileState, player: int, move: Plant) -> str | None:
    crop, count = move.crop, move.count
    reason = _crop_reason(state, crop)
    if reason is not None:
        return reason
    if type(count) is not int or count < 1:
        return f"plant: plant at least 1 card, not {count!r}"
    held = state.hands[player].items.count(crop)
    if count > held:
        return f"plant: your hand holds {_plural(held, f'{crop} card')}, not {count}"
    if state.fields[player][state.crops.index(crop)]:
        return None  # shape (c), or (a) onto your own field: never a takeover
    if count < 2:
        return (f"one {crop} card starts no field: plant 2 or more of one crop, one each of two "
                f"crops, or add cards to a field of yours")
    return _takeover_reason(state, player, crop, count)


def _pair_reason(state: NileState, player: int, move: PlantPair) -> str | None:
    first, second = move.first, move.second
    for crop in (first, second):
        reason = _crop_reason(state, crop)
        if reason is not None:
            return reason
    assert isinstance(first, str) and isinstance(second, str)
    if first == second:
        return f"plant: one card each of two different crops, not {first} twice (plant {first} 2)"
    crops = state.crops
    if crops.index(first) > crops.index(second):
        return f"plant: name the two crops in crop order ({second} before {first})"
    for crop in (first, second):
        if crop not in state.hands[player]:
            return f"plant: your hand holds no {crop} card"
        reason = _takeover_reason(state, player, crop, 1)
        if reason is not None:
            return reason
    return None


def _speculate_reason(state: NileState, player: int, move: Speculate) -> str | None:
    card = move.card
    if not isinstance(card, str) or card not in state.hands[player] or card not in _SPECULATES:
        shown = card_name(card) if isinstance(card, str) else repr(card)
        return f"speculate: your hand holds no speculation card {shown!r}"
    if len(state.specs[player]) >= _MAX_SPECS:
        return "speculate: at most 2 speculation cards a turn"
    return None


def plant_reason(state: NileState, player: int, move: Plant | PlantPair | Speculate | Pass) -> str | None:
    """Why a planting, a speculation or the pass of step 4 is refused, or ``None``."""
    match move:
        case Plant():
            return _plant_reason(state, player, move)
        case PlantPair():
            return _pair_reason(state, player, move)
        case Speculate():
            return _speculate_reason(state, player, move)
    return None


def plant_moves(state: NileState, player: int) -> list[Plant | PlantPair | Speculate | Pass]:
    """Every planting and speculation ``player`` may make now, then pass.

    Built to pass :func:`plant_reason` without asking it: each crop's plantings (fewest
    cards first, crops in crop order), the pairs, the speculation cards in hand order."""
    hand = state.hands[player].items
    fields, shown = state.fields, flooded(state)
    out: list[Plant | PlantPair | Speculate | Pass] = []
    pairable: list[Crop] = []  # held, not flooded, in nobody else's field
    for i, crop in enumerate(state.crops):
        held = hand.count(crop)
        if not held or crop in shown:
            continue
        other = 0  # the cards of another player's field of the crop (see holder)
        for p, row in enumerate(fields):
            if p != player and row[i]:
                other = row[i]
                break
        if not other:
            pairable.append(crop)
        fewest = 1 if fields[player][i] else max(2, other + 1)  # (c) onto your own field, or (a)
        out.extend(_PLANTS[crop][fewest - 1:held])
    out.extend(_PAIRS[a, b] for k, a in enumerate(pairable) for b in pairable[k + 1:])
    if len(state.specs[player]) < _MAX_SPECS:
        out.extend(_SPECULATES[c] for c in dict.fromkeys(hand) if c in _SPECULATES)
    out.append(PASS)
    return out


def speculate_reason(state: NileState, player: int, move: Speculate | Pass) -> str | None:
    """Why a second speculation card (or stopping at one) is refused, or ``None``."""
    return None if isinstance(move, Pass) else _speculate_reason(state, player, move)


def speculate_moves(state: NileState, player: int) -> list[Speculate | Pass]:
    """Another speculation card from the hand, or pass."""
    out: list[Speculate | Pass] = []
    if len(state.specs[player]) < _MAX_SPECS:
        out.extend(_SPECULATES[c] for c in dict.fromkeys(state.hands[player].items) if c in _SPECULATES)
    out.append(PASS)
    return out


def counts(stores: tuple[int, ...]) -> tuple[int, ...]:
    """A storehouse's counts per crop (0 for a crop never harvested), smallest first."""
    return tuple(sorted(stores))


def result(state: NileState) -> Result:
    """Compare the sorted counts, smallest first: the highest wins; equal counts share.

    The score shown is the smallest count (the first thing compared).
    """
    keys = [counts(store) for store in state.stores]
    return Result.from_keys([k[0] if k else 0 for k in keys], keys)

