"""Nile DeLuxor's table for the browser, as SVG: the same information as the terminal's
(:mod:`.table`), drawn.

The flood card; a grid of crops by players, each cell a field (its card count) and a
storehouse (its count), flooded crops marked with waves and the word; each hand's
size; this seat's hand as cards; speculation areas; the trade under way; the piles.
Clickable: hand cards (to discard or to speculate), this seat's storehouse counts
(to discard from), the plant choices beside this seat's column, and the trade and
pass choices as buttons.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View, who, whose
from senet.draw import Clicks, Drawing, Element, box, button_row, chip, el, label, lines, palette, picture

from .cards import ALL_CROPS, CROP_CARD, SEP, SHOWS, Card, card_name
from .moves import Market, OfferToHapi, Pass, Pay, Plant, PlantPair, Speculate
from .rules import counts
from .state import NileState, Trade
from .words import WORDS, ending_words, plural

__all__ = ["draw"]

WIDTH = 800
CROP_W = 150
COL_W = 104
ROW_H = 38
CARD_W = 76
CARD_H = 96
_FILLS = (palette.GREEN, palette.YELLOW, palette.ORANGE, palette.SKY, palette.PINK, palette.VERMILION,
          palette.BLUE)
FILL: dict[str, str] = dict(zip(ALL_CROPS, _FILLS, strict=False))
"""Each crop's colour, and its card's (always drawn with its name)."""


def draw(view: View, legal: Sequence[Move], seat: int | None) -> Drawing:
    """``seat``'s table: flood, fields and storehouses, hand, speculations, piles."""
    board = view.state
    if not isinstance(board, NileState):
        raise TypeError("not a Nile view")
    clicks = Clicks(legal, lambda move: WORDS.describe_move(move, view))
    title = f"Nile · turn {board.turn}" + (" · game over" if view.over else
                                           f" · {whose(board.current, seat)} turn")
    parts: list[Element | None] = [label(8, 22, title, size=17, bold=True)]
    y = _flood(board, 34, parts)
    y, right = _grid(view, board, seat, y + 8, clicks, legal, parts)
    y = _hand(view, board, seat, y, clicks, parts)
    texts: list[str] = []
    store_line = " · ".join(f"{who(p, seat)} [{' '.join(str(c) for c in counts(store))}]"
                            for p, store in enumerate(board.stores))
    texts.append(f"storehouse counts, smallest first (compared for the win): {store_line}")
    for p, cards in enumerate(board.specs):
        if cards:
            texts.append(f"{whose(p, seat)} speculation: {', '.join(card_name(c) for c in cards)} "
                         "(pays 3 cards each at the next flood showing one of its crops)")
    if board.trade is not None:
        what = "offer to Hapi" if board.trade == Trade.HAPI else "market"
        texts.append(f"trade under way: {what}, {board.paid} of 2 cards discarded")
    for text in texts:
        drawn, y = lines(8, y + 18, text, chars=100)
        parts.extend(drawn)
    y = _choices(legal, y + 8, clicks, parts)
    last = f", last {card_name(board.discard[-1])}" if board.discard else ""
    piles = (f"draw pile {plural(board.pile_size, 'card')} · reshuffles left {board.reshuffles_left}"
             f" · discard pile {plural(len(board.discard), 'card')}{last}")
    drawn, y = lines(8, y + 20, piles, chars=100, fill=palette.GREY)
    parts.extend(drawn)
    if board.ended is not None:
        drawn, y = lines(8, y + 20, f"game over: {ending_words(board.ended)}", chars=90, bold=True)
        parts.extend(drawn)
    ground = el("rect", width="100%", height="100%", fill=palette.WHITE)
    return Drawing(picture(max(WIDTH, right + 8), y + 12, title, ground, *parts))


def _waves(x: float, y: float, w: float) -> Element:
    """A wavy line: the mark of a flooded crop (with the word beside it)."""
    steps = int(w // 12)
    path = f"M {x:.0f} {y:.0f} " + " ".join("q 3 -5 6 0 t 6 0" for _ in range(steps))
    return el("path", d=path, fill="none", stroke=palette.BLUE, stroke_width=2)


def _flood(board: NileState, y: float, parts: list[Element | None]) -> float:
    if board.flood is None:
        parts.append(label(8, y + 18, "flood slot: empty", size=15, fill=palette.GREY))
        return y + 26
    crops = SHOWS.get(board.flood, ())
    parts.append(box(8, y, 330, 36, fill="#DDEEFF", stroke=palette.BLUE, radius=6))
    parts.append(_waves(16, y + 31, 310))
    parts.append(label(18, y + 19, f"flood: {card_name(board.flood)}", size=14, bold=True))
    parts.append(label(350, y + 22, f"{' and '.join(crops)} harvested; cannot be planted", size=13))
    return y + 40


def _grid(view: View, board: NileState, seat: int | None, y: float, clicks: Clicks, legal: Sequence[Move],
          parts: list[Element | None]) -> tuple[float, float]:
    """The grid of crops by players; the ``y`` below it and the ``x`` right of it."""
    shown = SHOWS.get(board.flood, ()) if board.flood is not None else ()
    parts.append(label(8, y + 14, "fields | storehouses (cards per crop)", size=14, bold=True))
    y += 22
    for p in range(board.players):
        x: float = CROP_W + p * COL_W
        name = ("▶ " if p == board.current and not view.over else "") + who(p, seat)  # fits the column
        if p == seat:
            parts.append(box(x - 2, y, COL_W - 4, ROW_H * (len(board.crops) + 1) + 26, fill=palette.LIGHT,
                             stroke="none", radius=4))
        parts.append(label(x + 4, y + 16, name, size=13, bold=p == seat or p == board.current))
    plants = {(m.crop, m.count): m for m in legal if isinstance(m, Plant)}
    y += 24
    right: float = CROP_W + board.players * COL_W
    for i, crop in enumerate(board.crops):
        flooded = crop in shown
        if flooded:
            wide = CROP_W + board.players * COL_W - 8
            parts.append(box(4, y, wide, ROW_H - 4, fill="#DDEEFF", stroke="none"))
        parts.append(box(8, y + 6, 14, 22, fill=FILL.get(crop, palette.LIGHT), radius=3))
        parts.append(label(28, y + 16, crop, size=14, bold=flooded))
        if flooded:
            parts.append(label(28, y + 30, "~ flooded ~", size=11, fill=palette.BLUE, bold=True))
        for p in range(board.players):
            x = CROP_W + p * COL_W
            field, store = board.fields[p][i], board.stores[p][i]
            parts.append(box(x + 2, y + 4, 40, 26, fill=palette.GREEN if field else palette.WHITE, radius=4,
                             stroke=palette.BLACK if field else palette.GREY, dashed=not field))
            parts.append(label(x + 22, y + 22, str(field) if field else "-", size=15, anchor="middle",
                               bold=bool(field), fill=palette.WHITE if field else palette.GREY))
            stored = label(x + 52, y + 22, f"| {store}", size=15, bold=bool(store))
            frame = box(x + 46, y + 4, 44, 26, stroke=palette.BLUE, width=2.5, radius=4)
            pay = Pay(CROP_CARD[crop], True)
            parts.append(clicks.wrap(pay, stored, frame=frame) if p == seat else stored)
        x = CROP_W + board.players * COL_W
        for (planted, n), move in plants.items():
            if planted == crop:
                drawn, w = chip(x, y + 3, f"plant {n}", fill=palette.YELLOW)
                parts.append(clicks.wrap(move, drawn))
                x += w + 6
        right = max(right, x)
        y += ROW_H
    parts.append(label(28, y + 18, "cards in hand", size=13, fill=palette.GREY))
    for p, held in enumerate(board.hands):
        parts.append(label(CROP_W + p * COL_W + 22, y + 18, str(len(held)), size=14, anchor="middle"))
    return y + 30, right


def _card(x: float, y: float, card: Card) -> Element:
    crops = SHOWS.get(card, ())
    if SEP in card and len(crops) == 2:
        first, second = crops
        return el("g", box(x, y, CARD_W, CARD_H, fill=palette.WHITE, radius=6, width=1.2),
                  box(x + 4, y + 4, CARD_W - 8, 20, fill=FILL.get(first, palette.LIGHT), radius=3),
                  box(x + 4, y + CARD_H - 24, CARD_W - 8, 20, fill=FILL.get(second, palette.LIGHT), radius=3),
                  label(x + CARD_W / 2, y + 40, "specul.", size=11, anchor="middle", fill=palette.GREY),
                  label(x + CARD_W / 2, y + 55, first, size=12, anchor="middle", bold=True),
                  label(x + CARD_W / 2, y + 70, second, size=12, anchor="middle", bold=True))
    fill = FILL.get(card, palette.LIGHT)
    return el("g", box(x, y, CARD_W, CARD_H, fill=palette.WHITE, radius=6, width=1.2),
              box(x + 4, y + 4, CARD_W - 8, CARD_H - 8, fill=fill, radius=4, stroke="none"),
              label(x + CARD_W / 2, y + CARD_H / 2 + 5, card, size=13, anchor="middle", bold=True,
                    fill=palette.ink_on(fill)))


def _hand(view: View, board: NileState, seat: int | None, y: float, clicks: Clicks,
          parts: list[Element | None]) -> float:
    if seat is None or not 0 <= seat < board.players:
        return y
    cards = board.hands[seat].items
    parts.append(label(8, y + 16, "your hand" + ("" if cards else ": (empty)"), size=15, bold=True))
    y += 24
    per_line = (WIDTH - 16) // (CARD_W + 8)
    for i, card in enumerate(cards):
        x, cy = 8 + (i % per_line) * (CARD_W + 8), y + (i // per_line) * (CARD_H + 8)
        move: Move = Speculate(card) if clicks.listed(Speculate(card)) else Pay(card)
        frame = box(x - 2, cy - 2, CARD_W + 4, CARD_H + 4, stroke=palette.BLUE, width=3, radius=7)
        parts.append(clicks.wrap(move, _card(x, cy, card), frame=frame))
    if cards:
        y += ((len(cards) - 1) // per_line + 1) * (CARD_H + 8)
    return y


def _choices(legal: Sequence[Move], y: float, clicks: Clicks, parts: list[Element | None]) -> float:
    """The trade and pass choices, and planting one card each of two crops, as buttons."""
    choices: list[tuple[Move, str]] = [(OfferToHapi(), "offer to Hapi"), (Market(), "market")]
    choices += [(m, f"plant 1 {m.first} + 1 {m.second}") for m in legal if isinstance(m, PlantPair)]
    choices.append((Pass(), "pass"))
    drawn, y = button_row(clicks, choices, 8, y + 4, WIDTH - 8, fill=palette.SKY, size=14)
    parts.extend(drawn)
    return y
