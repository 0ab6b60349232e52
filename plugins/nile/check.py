"""What makes a Nile table impossible: the game's ``check``, for position builders
(:func:`senet.testing.position`) and for the start state of a save, read before anything is
replayed. A table that passes can be viewed by every seat, drawn, have its legal moves
listed and be played from without an exception; each problem is one line that starts with
the fields it is about. Three layers, each only when the one before found nothing:

1. **shape**: every field has its declared type; one hand, row of fields, storehouse and
   speculation area per player (2-6), the crops those of the game for that many players
   (with or without the DeLuxor set); every card a card of the game; hands in card order;
   every count in range (a field or storehouse up to the crop's cards, at most 2
   speculation cards, seats, reshuffles up to players - 1, turns a save can hold);
2. **the table**: no card more often on the table (draw pile, hands, discard pile,
   fields, storehouses, speculation areas, flood slot, aside) than the deck has it; the
   locusts never in a hand nor among the pile's cards; each crop in one player's
   fields at most; turn 0 is the set-up table; speculation cards lie out only in the
   current player's turn; the step, the trade and its payment as the flow leaves them;
   ``ended`` exactly when the draw pile ran out for good;
3. **liveness**: a trade under way can still be paid for.
"""

from __future__ import annotations

from senet import Hand, Pile
from senet.validity import int_in as _int
from senet.validity import short_repr as _show

from .cards import (
    CARD_SET,
    CROP_CARD,
    LOCUSTS,
    ORDER,
    SPECULATIONS,
    Card,
    Crop,
    cards_for,
    crops_in_play,
    sort_cards,
)
from .flow import MOST_PLAYERS
from .rules import tradeable
from .state import Ending, NileState, Step, Trade

__all__ = ["NUMBER_MAX", "PLAYERS", "check"]

PLAYERS = range(2, MOST_PLAYERS + 1)
NUMBER_MAX = 2**63 - 1
"""The largest turn number a table may show: every later one fits in a save."""
_TRADE_COST = 2
_MAX_SPECS = 2
_COUNTS = {c.name: c.count for c in CARD_SET.crops}
_SPECS = frozenset(SPECULATIONS)


def _cards(value: object, known: frozenset[Card]) -> bool:
    """A tuple of cards, each one of ``known``."""
    return type(value) is tuple and all(type(c) is Card and c in known for c in value)


# -- 1. shape -------------------------------------------------------------------------------------


def _games(n: int) -> list[tuple[Crop, ...]]:
    """The crops a game for ``n`` players may use: without, then with the DeLuxor set."""
    out = [] if n > 5 else [crops_in_play(n, False)]
    deluxor = crops_in_play(n, True)
    return out if deluxor in out else [*out, deluxor]


def _rows(name: str, rows: object, n: int, crops: tuple[Crop, ...], what: str) -> list[str]:
    if type(rows) is not tuple or len(rows) != n:
        return [f"{name}, hands: {what} for each of the {n} players; not {_show(rows)}"]
    return [f"{name}[{p}]: a count per crop ({', '.join(crops)}), each 0 to the crop's "
            f"{max(_COUNTS[c] for c in crops)} cards; not {_show(row)}"
            for p, row in enumerate(rows)
            if type(row) is not tuple or len(row) != len(crops)
            or not all(_int(k, 0, _COUNTS[c]) for c, k in zip(crops, row, strict=True))]


def _piles(s: NileState, deck: frozenset[Card]) -> list[str]:
    out = []
    if type(s.pile) is not Pile or not s.pile.known or not _cards(s.pile.items, deck - {LOCUSTS}):
        out.append("pile: a face-up Pile of the game's crop and speculation cards (the locusts "
                   f"are in plague); not {_show(s.pile)}")
    plague = s.plague
    if type(plague) is not Pile or not plague.known or type(plague.items) is not tuple or \
            not all(type(x) is bool for x in plague.items):
        out.append("plague: a face-up Pile of True/False, one per place of the draw pile; "
                   f"not {_show(plague)}")
    elif not out and plague.items.count(False) != len(s.pile.items):
        out.append(f"plague, pile: {plague.items.count(False)} places of cards that are not the "
                   f"locusts; the pile holds {len(s.pile.items)} cards")
    if not _cards(s.discard, deck):
        out.append(f"discard: cards of the game; not {_show(s.discard)}")
    if not _cards(s.aside, frozenset({LOCUSTS})):
        out.append(f"aside: only the locusts are kept out of the deal; not {_show(s.aside)}")
    if s.flood is not None and (type(s.flood) is not Card or s.flood not in deck - {LOCUSTS}):
        out.append("flood: None or a crop or speculation card of the game (the locusts leave the "
                   f"slot at once); not {_show(s.flood)}")
    return out


def _numbers(s: NileState, n: int) -> list[str]:
    out = []
    if not _int(s.reshuffles_left, 0, n - 1):
        out.append(f"reshuffles_left: 0 to {n - 1} (players - 1); not {_show(s.reshuffles_left)}")
    if not _int(s.reshuffles, 0, n - 1):
        out.append(f"reshuffles: 0 to {n - 1} (players - 1); not {_show(s.reshuffles)}")
    if not _int(s.current, 0, n - 1):
        out.append(f"current: a seat 0-{n - 1}; not {_show(s.current)}")
    if not _int(s.turn, 0, NUMBER_MAX):
        out.append(f"turn: 0 (not begun) to 2**63-1; not {_show(s.turn)}")
    if not isinstance(s.step, Step):
        out.append(f"step: one of {', '.join(map(str, Step))}; not {_show(s.step)}")
    if s.trade is not None and not isinstance(s.trade, Trade):
        out.append(f"trade: None or one of {', '.join(map(str, Trade))}; not {_show(s.trade)}")
    if not _int(s.paid, 0, _TRADE_COST - 1):
        out.append(f"paid: 0 or 1 (a trade takes effect once its {_TRADE_COST} cards are paid); "
                   f"not {_show(s.paid)}")
    if s.ended is not None and type(s.ended) is not Ending:
        out.append(f"ended: None or why the game ended (an Ending); not {_show(s.ended)}")
    return out


def _shape(s: NileState) -> list[str]:
    hands = s.hands
    if type(hands) is not tuple or len(hands) not in PLAYERS:
        return [f"hands: one hand per player, {PLAYERS.start}-{PLAYERS.stop - 1} players; not {_show(hands)}"]
    n = len(hands)
    games = _games(n)
    if s.crops not in games or not all(type(c) is Crop for c in s.crops):
        return [f"crops: a {n}-player game uses " + " or ".join(", ".join(g) for g in games)
                + f"; not {_show(s.crops)}"]
    crops = s.crops
    deck = frozenset((*cards_for(crops), LOCUSTS))
    held = deck - {LOCUSTS}
    out = []
    for p, hand in enumerate(hands):
        if type(hand) is not Hand or hand.owner != p or not hand.known:
            out.append(f"hands[{p}]: player {p}'s Hand, its cards shown; not {_show(hand)}")
        elif not _cards(hand.items, held):
            out.append(f"hands[{p}]: crop and speculation cards of the game (never the locusts); "
                       f"not {_show(hand.items)}")
        elif hand.items != sort_cards(hand.items):
            out.append(f"hands[{p}]: in card order (crops, then speculation cards); not {_show(hand.items)}")
    out += _rows("fields", s.fields, n, crops, "a row of fields")
    out += _rows("stores", s.stores, n, crops, "a storehouse")
    if type(s.specs) is not tuple or len(s.specs) != n:
        out.append(f"specs, hands: a speculation area for each of the {n} players; not {_show(s.specs)}")
    else:
        out += [f"specs[{p}]: at most {_MAX_SPECS} speculation cards of the game; not {_show(area)}"
                for p, area in enumerate(s.specs)
                if not _cards(area, _SPECS & deck) or len(area) > _MAX_SPECS]
    return out + _piles(s, deck) + _numbers(s, n)


# -- 2. the table ---------------------------------------------------------------------------------


def _components(s: NileState) -> list[str]:
    where: dict[str, list[Card]] = {"pile": list(s.draw_pile), "discard": list(s.discard),
                                   "aside": list(s.aside), "flood": [] if s.flood is None else [s.flood]}
    for p in range(s.players):
        where[f"hands[{p}]"] = list(s.hands[p].items)
        where[f"specs[{p}]"] = list(s.specs[p])
        for name, rows in (("fields", s.fields), ("stores", s.stores)):
            where[f"{name}[{p}]"] = [CROP_CARD[c] for c, k in zip(s.crops, rows[p], strict=True)
                                     for _ in range(k)]
    deck = (*cards_for(s.crops), *(LOCUSTS,) * CARD_SET.locusts)
    # Each card name stands for its copies: count them per name, not per place.
    out = []
    have: dict[Card, int] = {}
    for items in where.values():
        for c in items:
            have[c] = have.get(c, 0) + 1
    for card in sorted(set(deck) | set(have), key=ORDER.__getitem__):
        want, got = deck.count(card), have.get(card, 0)
        if got > want:
            places = [k for k, v in where.items() if card in v]
            out.append(f"{', '.join(places)}: {got} {card} card(s) on the table; the deck has {want}")
    return out


def _set_up(s: NileState) -> list[str]:
    """Turn 0: nothing has been dealt; the table is the one set up."""
    n = s.players
    differ = [name for name, same in (
        ("hands", not any(h.items for h in s.hands)), ("plague", not any(s.plague.items)),
        ("aside", s.aside == (LOCUSTS,) * CARD_SET.locusts), ("discard", not s.discard),
        ("fields", not any(map(any, s.fields))), ("stores", not any(map(any, s.stores))),
        ("specs", not any(s.specs)), ("flood", s.flood is None), ("current", s.current == 0),
        ("reshuffles", s.reshuffles == 0), ("reshuffles_left", s.reshuffles_left == n - 1),
        ("step", s.step == Step.TRADE), ("trade", s.trade is None), ("ended", s.ended is None)) if not same]
    if not differ:
        return []
    return [f"turn, {', '.join(differ)}: turn 0 is the set-up table (nothing is dealt yet); "
            f"{'this differs' if len(differ) == 1 else 'these differ'} from it"]


def _fields(s: NileState) -> list[str]:
    out = []
    for i, crop in enumerate(s.crops):
        owners = [p for p in range(s.players) if s.fields[p][i]]
        if len(owners) > 1:
            out.append(f"fields: players {', '.join(map(str, owners))} all have a {crop} field; a planting "
                       "takes another player's field over, so a crop is in one player's fields at most")
    return out


def _turn(s: NileState) -> list[str]:
    """Turns from 1 on: the locusts shuffled in, the flood turned, the step, the trade, the end."""
    n, p, out = s.players, s.current, []
    if s.aside:
        out.append("aside, turn: the locusts are shuffled into the draw pile before the first turn")
    if s.reshuffles + s.reshuffles_left != n - 1:
        out.append(f"reshuffles, reshuffles_left: a {n}-player game has {n - 1} reshuffles, done and "
                   f"left; not {s.reshuffles} + {s.reshuffles_left}")
    if s.ended is None:
        if s.flood is None:
            out.append("flood, turn: each turn begins by turning a flood card (the slot is empty)")
        if not s.pile_size and not s.reshuffles_left:
            out.append("pile, reshuffles_left, ended: the draw pile ran out with no reshuffles left, so "
                       "the game has ended (ended is None)")
        lying = [q for q in range(n) if s.specs[q] and q != p]
        if lying:
            out.append(f"specs[{lying[0]}], current: speculation cards lie out only in their owner's "
                       f"turn (the next flood pays and discards them); it is player {p}'s turn")
        if s.step == Step.SPECULATE and len(s.specs[p]) != 1:
            out.append(f"step, specs[{p}]: the second speculation card is asked after the first; "
                       f"player {p} has {len(s.specs[p])} out")
        if s.trade is not None:
            if s.step != Step.TRADE:
                out.append(f"trade, step: a trade is paid for in step trade; not {s.step}")
            elif tradeable(s, p) < _TRADE_COST - s.paid:
                out.append(f"trade, paid, hands[{p}], stores[{p}]: player {p} owes "
                           f"{_TRADE_COST - s.paid} card(s) for the trade and holds {tradeable(s, p)}")
    else:
        if s.pile_size or (s.reshuffles_left and s.discard):
            out.append("ended, pile: the game ends only when a card is needed and there is none (the "
                       "draw pile is empty, with no reshuffle left or nothing to reshuffle)")
    if s.trade is None and s.paid:
        out.append("paid, trade: cards are paid only for a trade under way (trade is None)")
    return out


def check(s: NileState) -> list[str]:
    """Everything that makes ``s`` a table that cannot occur (empty: nothing found)."""
    problems = _shape(s)
    if problems:
        return problems
    problems = _components(s) + _fields(s)
    return problems + (_set_up(s) if s.turn == 0 else _turn(s))
