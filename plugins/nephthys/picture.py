"""Age of Nephthys' table for the browser, as SVG: the same information as the terminal's
(:mod:`.table`), drawn.

Cards are drawn in their colour with their letter and number (B blue, G green,
K black, R red; S the start card, * a Book of Isis), so the letter, not the colour,
says which. The row (deck side first, positions from 1), this seat's hand, what is
being taken, discarded or paid, the players (fame, hand, display, techniques,
storage, amulets), the open societies and the Books of Isis. Clickable: hand cards
(to play as a technique, add, pay or discard), single row cards (to take alone),
the swaps between row neighbours, cards to store, players (to name or steal from),
societies to achieve, Books to take, and the other choices as buttons.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from senet import Move, View, who
from senet.draw import Clicks, Drawing, Element, box, button_row, chip, el, label, lines, palette, picture

from . import moves as mv
from .cards import COLOURS, colour, is_book, number
from .names import KIND_NAMES, STAGE_NAMES, listed, plural, society_text, techniques_short
from .state import NephState
from .techniques import SetKind, powers
from .words import WORDS

__all__ = ["draw"]

WIDTH = 780
CARD_W = 40
CARD_H = 54
PENDING_X = 220  # the cards being taken, discarded or paid, right of their words
_FILL = {"blue": palette.BLUE, "green": palette.GREEN, "black": palette.BLACK, "red": palette.VERMILION}
_LETTER = {"blue": "B", "green": "G", "black": "K", "red": "R"}
_CHOICES: tuple[tuple[Move, str], ...] = (
    (mv.SkipTechnique(), "no technique"), (mv.UseNephthys(), "use Nephthys"), (mv.UseKhnum(), "use Khnum"),
    (mv.TakeSet(), "take the set"), (mv.KeepDisplay(), "keep display"),
    (mv.ReplaceDisplay(), "replace display"),
    (mv.SelfStudy(), "self-study"), (mv.StopDiscarding(), "stop discarding"))


def card(x: float, y: float, code: int, *, small: bool = False) -> Element:
    """A record card: its colour, its letter and number, S (start card) or * (a Book)."""
    name = COLOURS[colour(code) - 1] if 1 <= colour(code) <= len(COLOURS) else "?"
    fill = _FILL.get(name, palette.GREY)
    w, h = (CARD_W * 0.75, CARD_H * 0.7) if small else (CARD_W, CARD_H)
    mark = "S" if code // 1000 == 1 else "*" if is_book(code) else ""
    said = f"{name} {number(code)}" + {"S": " (start card)", "*": " (Book of Isis)"}.get(mark, "")
    return el("g", el("title", said),
              box(x, y, w, h, fill=fill, radius=4, stroke=palette.BLACK),
              label(x + w / 2, y + h * 0.45, _LETTER.get(name, name[:1].upper()), size=11 if small else 13,
                    anchor="middle", bold=True, fill=palette.WHITE),
              label(x + w / 2, y + h * 0.85, f"{number(code)}{mark}", size=12 if small else 16,
                    anchor="middle", bold=True, fill=palette.WHITE))


def draw(view: View, legal: Sequence[Move], seat: int | None) -> Drawing:
    """``seat``'s table: row, hand, what is under way, players, societies, Books."""
    table = view.state
    if not isinstance(table, NephState):
        raise TypeError("not an Age of Nephthys view")
    clicks = Clicks(legal, lambda move: WORDS.describe_move(move, view))
    title = (f"Age of Nephthys · game over after round {table.round}" if view.over else
             f"Age of Nephthys · round {table.round} · {STAGE_NAMES[table.stage]}")
    parts: list[Element | None] = [label(8, 22, title, size=17, bold=True)]
    y = _row(table, 34, legal, clicks, parts)
    y = _hand(table, seat, y, legal, clicks, parts)
    y = _pending(table, y, clicks, parts)
    y = _players(table, seat, y, clicks, parts)
    y = _societies(table, y, clicks, parts)
    x = 8.0
    for move, word in _CHOICES:
        if clicks.listed(move):
            face, w = chip(x, y + 8, word, fill=palette.SKY, size=13)
            parts.append(clicks.wrap(move, face))
            x += w + 10
    y += 44 if x > 8 else 0
    drawn, y = lines(8, y + 16, "cards: B blue, G green, K black, R red; S start card, * Book of Isis · "
                     "amulets: N Nephthys, K Khnum",
                     chars=100, size=12, fill=palette.GREY)
    parts.extend(drawn)
    ground = el("rect", width="100%", height="100%", fill=palette.WHITE)
    return Drawing(picture(WIDTH, y + 8, title, ground, *parts))


def _row(table: NephState, y: float, legal: Sequence[Move], clicks: Clicks, parts: list[Element | None]
         ) -> float:
    parts.append(label(8, y + 16,
                       f"row (deck side first) · deck {len(table.deck)}, discards {len(table.discard)}",
                       size=14, bold=True))
    y += 24
    per_line = int((WIDTH - 16) // (CARD_W + 16))
    if not table.row:
        parts.append(label(8, y + 20, "(empty)", size=14, fill=palette.GREY))
        return y + 30
    for i, code in enumerate(table.row):
        x, cy = 8 + (i % per_line) * (CARD_W + 16), y + (i // per_line) * (CARD_H + 24)
        parts.append(label(x + CARD_W / 2, cy + CARD_H + 14, str(i + 1), size=11, anchor="middle",
                           fill=palette.GREY))
        frame = box(x - 2, cy - 2, CARD_W + 4, CARD_H + 4, stroke=palette.YELLOW, width=3, radius=5)
        parts.append(clicks.wrap(mv.TakeBlock(i, i), card(x, cy, code), frame=frame))
        swap = mv.SwapCards(i)
        if clicks.listed(swap) and i + 1 < len(table.row) and (i + 1) % per_line:
            # in the gap under the two cards it swaps, between their position numbers
            drawn, _ = chip(x + CARD_W + 8 - 11.5, cy + CARD_H + 2, "⇄", fill=palette.YELLOW, size=12,
                            height=20)
            parts.append(clicks.wrap(swap, drawn))
    y += ((len(table.row) - 1) // per_line + 1) * (CARD_H + 24)
    blocks = [(m, f"take {m.first + 1}-{m.last + 1}") for m in legal
              if isinstance(m, mv.TakeBlock) and m.last > m.first]
    buttons, y = button_row(clicks, blocks, 8, y, WIDTH - 8, fill=palette.YELLOW, size=13)
    parts.extend(buttons)
    return y


def _cards(x: float, y: float, cards: Sequence[int], clicks: Clicks, moves: Sequence[type],
           legal: Sequence[Move],
           parts: list[Element | None]) -> float:
    """``cards`` in a line from ``x``, each a button for the first of ``moves`` it answers."""
    for code in cards:
        move: Move | None = None
        for kind in moves:
            found = [m for m in legal if isinstance(m, kind) and getattr(m, "card", None) == code]
            if len(found) == 1 and clicks.listed(found[0]):
                move = found[0]
                break
        frame = box(x - 2, y - 2, CARD_W + 4, CARD_H + 4, stroke=palette.YELLOW, width=3, radius=5)
        parts.append(clicks.wrap(move, card(x, y, code), frame=frame))
        x += CARD_W + 6
    return x


def _hand(table: NephState, seat: int | None, y: float, legal: Sequence[Move], clicks: Clicks,
          parts: list[Element | None]) -> float:
    if seat is None or not 0 <= seat < len(table.seats):
        return y
    mine = table.seats[seat]
    p = powers(mine.techniques)
    parts.append(label(8, y + 16, f"your hand (limit {p.hand_limit})" + ("" if mine.hand else ": empty"),
                       size=14, bold=True))
    y += 22
    per_line = int((WIDTH - 16) // (CARD_W + 6))
    hand = mine.hand
    for start in range(0, len(hand), per_line):
        _cards(8, y, hand[start:start + per_line], clicks,
               (mv.PlayTechnique, mv.AddCard, mv.PayCard, mv.Discard), legal, parts)
        y += CARD_H + 8
    extras = [KIND_NAMES[k] for k in p.kinds if k not in (SetKind.COLOUR, SetKind.STAIRS)]
    extras += [word for flag, word in ((p.adjust, "Adjust"), (p.lost_knowledge, "Lost knowledge"),
                                       (p.shuffle, "Shuffle")) if flag]
    if extras:
        drawn, y = lines(8, y + 14, "your techniques allow: " + ", ".join(extras), chars=100, size=13)
        parts.extend(drawn)
    return y


def _pending(table: NephState, y: float, clicks: Clicks, parts: list[Element | None]) -> float:
    shown: list[tuple[str, Sequence[int], bool]] = []
    if table.take is not None:
        shown.append(("taking", table.row[table.take.first:table.take.last + 1], False))
        shown.append(("+ from hand", table.take.added, False))
    if table.holding:
        shown.append(("just taken", table.holding, True))
    if table.stash is not None:
        stores = f" (store {table.stash.stores})" if table.stash.stores else ""
        shown.append((f"being discarded{stores}", table.stash.cards, True))
    if table.paying is not None:
        shown.append((f"paying society {table.paying.society}", table.paying.paid, False))
    if table.picking is not None and table.picking.picked:
        shown.append(("discarded so far", table.picking.picked, False))
    for words, cards, storable in shown:
        parts.append(label(8, y + 34, words, size=13, bold=True))
        if storable:
            _cards(PENDING_X, y + 8, cards, clicks, (mv.StoreCard,), [mv.StoreCard(c) for c in cards], parts)
        else:
            for i, code in enumerate(cards):
                parts.append(card(PENDING_X + i * (CARD_W + 6), y + 8, code))
        y += CARD_H + 12
    return y


def _players(table: NephState, seat: int | None, y: float, clicks: Clicks, parts: list[Element | None]
             ) -> float:
    """One row per player; the marks (start, 1st), the techniques and the cards known in a hand
    go on lines of their own in the row, so no column runs into the next."""
    xs = (8, 150, 200, 290, 520, 650, 700)
    y += 22
    for x, head in zip(xs, ("player", "fame", "hand", "display", "techniques", "store", "amulets"),
                       strict=True):
        parts.append(label(x, y, head, size=13, bold=True, fill=palette.GREY))
    for p, s in enumerate(table.seats):
        top = y + 8
        marks = " · ".join(word for word, on in (("start", p == table.start), ("1st", p == table.token))
                           if on)
        techniques = textwrap.wrap(techniques_short(s.techniques) or "-", 17)
        known = f"known in the hand: {listed(s.known)}" if s.known and p != seat else ""
        height = max(CARD_H * 0.7 + 8, 12 + 15 * len(techniques)) + (18 if known else 0)
        row: list[Element | None] = [box(4, top, WIDTH - 8, height, fill=palette.LIGHT if p == seat
                                         else palette.WHITE, stroke=palette.GREY, radius=4)]
        for x, cell in zip(xs, (who(p, seat), str(s.fame), str(s.hand_size)), strict=False):
            row.append(label(x, top + 22, cell, size=14, bold=p == seat))
        if marks:
            row.append(label(xs[0], top + 38, marks, size=12))
        for i, code in enumerate(s.display[:7]):
            row.append(card(xs[3] + i * 32, top + 4, code, small=True))
        if len(s.display) > 7:
            row.append(label(xs[3] + 7 * 32, top + 26, f"+{len(s.display) - 7}", size=12))
        for i, line in enumerate(techniques):
            row.append(label(xs[4], top + 22 + 15 * i, line, size=13))
        row.append(label(xs[5], top + 22, str(len(s.storage)), size=14))
        amulets = ("N" if s.nephthys else "-") + " " + ("K" if s.khnum else "-")
        row.append(label(xs[6], top + 22, amulets, size=14))
        if known:
            drawn, _ = lines(xs[0], top + height - 7, known, chars=110, size=12)
            row.extend(drawn[:1])
        move: Move = mv.NameStart(p) if clicks.listed(mv.NameStart(p)) else mv.StealFrom(p)
        frame = box(3, top - 1, WIDTH - 6, height + 2, stroke=palette.BLUE, width=3, radius=5)
        parts.append(clicks.wrap(move, *row, frame=frame))
        y = top + height
    return y


def _societies(table: NephState, y: float, clicks: Clicks, parts: list[Element | None]) -> float:
    y += 10
    for o in table.societies:
        done = f" [achieved by {', '.join(str(p) for p in o.achieved)}]" if o.achieved else ""
        text, bottom = lines(16, y + 20,
                             f"society {o.society} ({o.side}): {society_text(o.society, o.side)}{done}",
                             chars=95, size=13)
        face = el("g", box(8, y + 4, WIDTH - 16, bottom - y - 6, fill="#FFF6DA", radius=5), *text)
        frame = box(6, y + 2, WIDTH - 12, bottom - y - 2, stroke=palette.BLUE, width=3, radius=6)
        parts.append(clicks.wrap(mv.Achieve(o.society), face, frame=frame))
        y = bottom
    if table.society_deck:
        drawn, y = lines(8, y + 16, f"society deck {plural(len(table.society_deck), 'card')}; top: society "
                         f"{table.society_deck[0]} ({table.society_up} side up)", chars=100, size=13,
                         fill=palette.GREY)
        parts.extend(drawn)
    if table.books:
        parts.append(label(8, y + 28, "Books of Isis left", size=13, bold=True))
        x = 150.0
        for book in table.books:
            frame = box(x - 2, y + 6, CARD_W + 4, CARD_H + 4, stroke=palette.YELLOW, width=3, radius=5)
            parts.append(clicks.wrap(mv.TakeBook(book), card(x, y + 8, book), frame=frame))
            x += CARD_W + 8
        y += CARD_H + 14
    return y
