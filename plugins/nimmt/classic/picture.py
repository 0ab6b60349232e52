"""The classic card game's table for the browser: rows, hand, players, as SVG.

The same information as the terminal table (:mod:`.table`): the four rows with their
counts and bullheads, this seat's hand, the cards waiting to be placed, this seat's
pick for the trick, and each player's penalty, hand size and whether they have chosen.
Hand cards are clickable when a card is chosen, rows when a row is taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View, who
from senet.draw import Drawing, Element, box, button, el, label, lines, palette, picture
from senet_games.nimmt.picture_card import CARD_H, CARD_W, card_face, slot
from senet_games.nimmt.tiles import CARD_BULLS

from .moves import PlayTile, TakeRow
from .state import GAME_END, HAND, ROW_LIMIT, ClassicState
from .words import WORDS

__all__ = ["draw"]

WIDTH = 640
GAP = 6
ROW_H = CARD_H + 14


def _bulls(cards: Sequence[int]) -> int:
    return sum(CARD_BULLS[c] for c in cards if 0 <= c < len(CARD_BULLS))


def _count(n: int, word: str) -> str:
    """``1 bull``, ``2 bulls``: a count with its noun, singular for one."""
    return f"{n} {word}{'' if abs(n) == 1 else 's'}"


def draw(view: View, legal: Sequence[Move], seat: int | None) -> Drawing:
    """``seat``'s table: the rows, the hand (clickable cards), the players."""
    table = view.state
    if not isinstance(table, ClassicState):
        raise TypeError("not a classic 6 nimmt! view")
    index = {move: i for i, move in enumerate(legal)}
    parts: list[Element | None] = []
    title = f"6 nimmt! · round {table.round} · {table.tricks} of {HAND} tricks played"
    parts.append(label(8, 22, title + (" · game over" if view.over else ""), size=17, bold=True))
    y = 36.0
    for r, row in enumerate(table.rows):
        parts.append(_row(view, r, row, y, index))
        y += ROW_H
    if seat is not None and 0 <= seat < len(table.hands):
        y = _hand(view, table.hands[seat].items, y + 8, index, parts)
    if table.waiting:
        waiting = ", ".join(f"{card} ({who(p, seat)})" for card, p in table.waiting)
        drawn, y = lines(8, y + 16, f"to be placed, lowest first: {waiting}", chars=80)
        parts.extend(drawn)
    if view.my_commit is not None:
        chosen = WORDS.describe_move(view.my_commit, view)
        drawn, y = lines(8, y + 24, f"your choice this trick: {chosen}", chars=80)
        parts.extend(drawn)
    y = _players(view, table, y + 12, parts)
    if view.over:
        over = [p for p, points in enumerate(table.penalties) if points >= GAME_END]
        names = ", ".join(f"{who(p, seat)} ({table.penalties[p]})" for p in over) or "nobody"
        drawn, y = lines(8, y + 18, f"game over: {names} reached {GAME_END} or more penalty points; "
                         "the fewest penalty points wins", chars=70, bold=True)
        parts.extend(drawn)
    return Drawing(picture(WIDTH, y + 10, title, el("rect", width="100%", height="100%", fill=palette.WHITE),
                           *parts))


def _row(view: View, r: int, row: Sequence[int], y: float, index: dict[Move, int]) -> Element:
    full = len(row) >= ROW_LIMIT
    header = el("g", box(4, y, 70, CARD_H, fill=palette.LIGHT, radius=6),
                label(39, y + 30, f"row {r + 1}", size=15, anchor="middle", bold=True),
                label(39, y + 50, f"{len(row)}/{ROW_LIMIT}", size=13, anchor="middle",
                      fill=palette.VERMILION if full else palette.BLACK, bold=full),
                label(39, y + 66, _count(_bulls(row), "bull"), size=12, anchor="middle"))
    cards: list[Element] = [card_face(80 + i * (CARD_W + GAP), y, c, CARD_BULLS[c])
                            for i, c in enumerate(row)]
    for i in range(len(row), ROW_LIMIT + 1):
        cards.append(slot(80 + i * (CARD_W + GAP), y, "takes" if i == ROW_LIMIT else ""))
    move = TakeRow(r)
    if move in index:
        frame = box(2, y - 3, 80 + (ROW_LIMIT + 1) * (CARD_W + GAP), CARD_H + 6, stroke=palette.BLUE,
                    width=3, radius=8)
        return button(index[move], WORDS.describe_move(move, view), header, *cards, frame)
    return el("g", header, *cards)


def _hand(view: View, hand: Sequence[int], y: float, index: dict[Move, int], parts: list[Element | None]
          ) -> float:
    heading = f"your hand ({_count(_bulls(hand), 'bull')})" if hand else "your hand: (empty)"
    parts.append(label(8, y + 14, heading, size=15, bold=True))
    y += 22
    mine = view.my_commit
    chosen = mine.tiles[0] if isinstance(mine, PlayTile) and mine.tiles else None
    for i, card in enumerate(hand):
        x = 8 + i * (CARD_W + 8)
        drawn = card_face(x, y, card, _bulls((card,)), chosen=card == chosen)
        move = PlayTile((card,))
        parts.append(button(index[move], WORDS.describe_move(move, view), drawn) if move in index else drawn)
    return y + (CARD_H if hand else 0)


def _players(view: View, table: ClassicState, y: float, parts: list[Element | None]) -> float:
    cols = (8, 150, 250, 330)
    heads = ("player", "penalty", "cards", "this trick" if view.committed else "")
    for x, head in zip(cols, heads, strict=True):
        parts.append(label(x, y + 14, head, size=13, bold=True, fill=palette.GREY))
    y += 18
    for p, points in enumerate(table.penalties):
        y += 20
        mine = p == view.player
        if mine:
            parts.append(box(4, y - 15, 420, 20, fill=palette.LIGHT, stroke="none"))
        cells = [who(p, view.player), str(points), str(len(table.hands[p]))]
        if view.committed:
            cells.append("chosen" if view.committed[p] else "choosing")
        for x, cell in zip(cols, cells, strict=False):
            parts.append(label(x, y, cell, size=14, bold=mine))
    return y
