"""What makes a card-game table impossible (the engine runs it on every start state)."""

from __future__ import annotations

from collections import Counter

from .state import CARDS, HAND, ROW_LIMIT, ROWS, ClassicState

__all__ = ["check"]


def check(state: ClassicState) -> list[str]:
    """What makes a table impossible: a seat count outside 2-10, a hand held by the wrong
    seat or out of order, hands of different sizes, a row that is empty once dealt, too
    long or not ascending, a card in two places or unknown, numbers out of range. (Cards
    taken with a row leave the table as penalty points: none is missing from a table.)"""
    players = len(state.hands)
    problems: list[str] = []
    if not 2 <= players <= 10:
        return [f"hands: {players} seats; the game is for 2-10"]
    if len(state.penalties) != players:
        problems.append(f"penalties: {len(state.penalties)} totals for {players} hands")
    problems += [f"penalties: {v} is out of range" for v in state.penalties if not 0 <= v <= 10**6]
    problems += [f"hands: hand {p} belongs to player {h.owner}" for p, h in enumerate(state.hands)
                 if h.owner != p]
    problems += [f"hands: hand {p} is not in order" for p, h in enumerate(state.hands)
                 if list(h.items) != sorted(h.items)]
    if len({len(h) for h in state.hands}) > 1:
        problems.append("hands: every hand holds as many cards (one each per trick)")
    if len(state.rows) != ROWS:
        return [*problems, f"rows: {len(state.rows)} rows, not {ROWS}"]
    dealt = state.round > 0
    for r, row in enumerate(state.rows):
        if dealt and not 1 <= len(row) <= ROW_LIMIT:
            problems.append(f"rows: row {r} holds {len(row)} cards (1-{ROW_LIMIT} once dealt)")
        if not dealt and row:
            problems.append(f"rows: row {r} holds cards before the first deal")
        if list(row) != sorted(set(row)):
            problems.append(f"rows: row {r} is not ascending")
    if not 0 <= state.round <= 10**6 or not 0 <= state.tricks <= HAND:
        problems.append(f"round, tricks: {state.round}, {state.tricks} are out of range")
    elif dealt and any(len(h) > HAND - state.tricks for h in state.hands):
        problems.append(f"hands: more than {HAND - state.tricks} cards after {state.tricks} tricks")
    seats = [p for _, p in state.waiting]
    problems += [f"waiting: player {p} is not at the table" for p in seats if not 0 <= p < players]
    if len(set(seats)) != len(seats) or list(state.waiting) != sorted(state.waiting):
        problems.append("waiting: one card per player, lowest first")
    cards = [c for h in state.hands for c in h.items] + [c for r in state.rows for c in r]
    cards += list(state.stock.items) + [c for c, _ in state.waiting]
    problems += [f"cards: card {c} is in {n} places" for c, n in sorted(Counter(cards).items()) if n > 1]
    problems += [f"cards: there is no card {c}" for c in sorted(set(cards) - set(CARDS))]
    return problems
