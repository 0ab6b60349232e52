"""What makes a board-game table impossible (the engine runs it on every start state)."""

from __future__ import annotations

from senet.validity import int_in, short_repr

from .layout import PRO
from .rules import layout_of
from .state import ACTION_CARDS, HAND, LUCK_EACH, Action, BoardState

__all__ = ["check"]


def check(state: BoardState) -> list[str]:
    """Every problem of the table, one line each, naming the field: the seat count and
    one entry per seat everywhere, rows that fit the board, markers, the waiting tiles,
    the cards played, numbers in range, then each tile and card in one place."""
    problems = _shape(state)
    return problems or _components(state)


def _shape(state: BoardState) -> list[str]:
    n = len(state.hands)
    if not 2 <= n <= 6:
        return [f"hands: {n} seats; the board game is for 2-6"]
    out: list[str] = []
    for name in ("scores", "actions", "lucky", "known"):
        if len(getattr(state, name)) != n:
            out.append(f"{name}: one entry per player ({n}), not {len(getattr(state, name))}")
    if out:
        return out
    board = layout_of(state)
    if len(state.rows) != len(board.rows):
        return [f"rows: {len(board.rows)} rows on this side, not {len(state.rows)}"]
    for r, row in enumerate(state.rows):
        if len(row) > board.last[r] or (row and (row[0] is None or row[-1] is None)):
            out.append(f"rows: row {r + 1} does not fit the board ({short_repr(row)})")
    if len(set(state.markers)) != len(state.markers) or len(state.markers) > 2 or not all(
            int_in(m, 0, len(board.rows) - 1) for m in state.markers):
        out.append(f"markers: at most two rows, each once; not {short_repr(state.markers)}")
    out += [f"scores: {short_repr(v)} is out of range" for v in state.scores if not int_in(v, -10**6, 10**6)]
    for p, (plus5, two) in enumerate(state.lucky):
        if not (int_in(plus5, 0, LUCK_EACH) and int_in(two, 0, LUCK_EACH)):
            out.append(f"lucky: player {p}'s good-luck cards are out of range")
    if not all(int_in(v, 0, LUCK_EACH) for v in state.piles):
        out.append(f"piles: 0-{LUCK_EACH} good-luck cards each; not {short_repr(state.piles)}")
    seats = [p for _, p in state.waiting] + list(state.owed)
    if state.restart is not None:
        seats.append(state.restart.player)
        if not int_in(state.restart.taken, 0, len(board.rows) - 1):
            out.append(f"restart: row {state.restart.taken} does not exist")
    out += [f"waiting, owed, restart: player {p} is not at the table"
            for p in seats if not int_in(p, 0, n - 1)]
    target = state.mods.target
    if target is not None and not int_in(target, 0, len(board.rows) - 1):
        out.append(f"mods: row {target} does not exist")
    if not int_in(state.round, 0, 10**6) or not int_in(state.deal, 1, 2):
        out.append(f"round, deal: {state.round}, {state.deal} are out of range")
    if any(len(h) + len(k) > 2 * HAND for h, k in zip(state.hands, state.known, strict=True)):
        out.append(f"hands: more than {2 * HAND} tiles in a hand")
    if not state.pro and (any(state.actions) or state.deck.items or state.discard):
        out.append("actions, deck, discard: the basic side has no action cards")
    if board is PRO and len(ACTION_CARDS) < sum(len(a) for a in state.actions):
        out.append("actions: more action cards than the game has")
    return out


def _components(state: BoardState) -> list[str]:
    """What makes a position impossible: a tile in two places, a tile that does not exist,
    more action cards of a kind than the game has, a hand owned by another seat."""
    problems: list[str] = []
    seen: dict[int, str] = {}
    places: list[tuple[str, tuple[int | None, ...]]] = [
        (f"row {r + 1}", slots) for r, slots in enumerate(state.rows)]
    for p in range(state.players):
        if state.hands[p].owner != p or state.actions[p].owner != p:
            problems.append(f"player {p}'s hand or action cards belong to another seat")
        places += [(f"player {p}'s hand", state.hands[p].items),
                   (f"player {p}'s known tiles", state.known[p])]
    places += [("the stock", state.stock.items), ("the waiting tiles", tuple(t for t, _ in state.waiting))]
    for where, tiles in places:
        for tile in tiles:
            if tile is None:
                continue
            if not 1 <= tile <= 100:
                problems.append(f"tile {tile} in {where} does not exist (tiles are 1-100)")
            elif tile in seen:
                problems.append(f"tile {tile} is both in {seen[tile]} and in {where}")
            else:
                seen[tile] = where
    cards = [c for a in state.actions for c in a.items] + list(state.deck.items) + list(state.discard)
    for card in Action:
        if cards.count(card) > 4:
            problems.append(f"{cards.count(card)} {card} cards: the game has 4")
    return problems
