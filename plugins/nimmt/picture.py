"""The board game's table for the browser, as SVG: the same information as the terminal's
(:mod:`.table`), drawn (:mod:`senet.faces`).

Each row shows its spaces with their effect printed under them, so a space a tile
covers still says what it does; a skipped space says so. Beside each row: its
bullheads, a stop marker, an open two-tile mark. Then this seat's tiles (clickable
when a tile is chosen), action cards and good-luck cards (clickable when they are a
move), the good-luck piles (clickable when a card is taken), what is being placed,
the players and the piles. Rows are clickable when a row is picked.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from senet import Move, View, who
from senet.draw import Drawing, Element, box, button, chip, el, label, lines, palette, picture

from .moves import (
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    TakeLuck,
)
from .picture_card import CARD_H, CARD_W, card_face, slot
from .rules import layout_of, next_clover, open_two
from .state import Action, BoardState, Luck, hand, hand_size
from .tiles import TILE_BULLS
from .words import CARD, WORDS, placing, table_title, tile_list
from .words_landing import bulls, plural

__all__ = ["draw"]

WIDTH = 760
STEP = CARD_W + 6
ROW_H = CARD_H + 26
LEFT = 86
_CODE_INK = {"G": palette.GREEN, "+": palette.GREEN, "R": palette.VERMILION, "-": palette.VERMILION,
             "T": palette.BLACK, "D": palette.BLUE, "A": palette.BLUE, "2": palette.BLUE}
_CODE_WORD = {".": "", "T": "TAKE", "TH": "TAKE→HAND", "D": "DRAW", "A": "ACTION", "2T": "2 TILES"}
_LEGEND = ("under each space its effect: · plain · G1 G2 gain the tile's bullheads x1/x2 · R1 R2 lose "
           "them · +n -n points · 2 TILES two tiles each while open · TAKE take the row, lose its bullheads")
_PRO_LEGEND = (" · TAKE→HAND take the row into your hand · DRAW draw a tile · ACTION draw an action card "
               "· skipped: jumped over")
_CARD_MOVES: dict[Action, Move] = {
    Action.SWAP: PlaySwap(), Action.JUMP: PlayJump(), Action.EXTRA: PlayExtra()}
_LUCK_NAME = {Luck.PLUS5: "+5", Luck.TWO_POSITIVE: "two positive"}


def draw(view: View, legal: Sequence[Move], seat: int | None) -> Drawing:
    """``seat``'s table: board rows, own tiles and cards, placing, players, piles."""
    board = view.state
    if not isinstance(board, BoardState):
        raise TypeError("not a 6 nimmt! board view")
    index = {move: i for i, move in enumerate(legal)}
    title = table_title(view, board)
    parts: list[Element | None] = [label(8, 22, title, size=17, bold=True)]
    y = 34.0
    for r, codes in enumerate(layout_of(board).codes):
        parts.append(_row(view, board, r, codes, y, index))
        parts.extend(_row_cards(view, r, LEFT + len(codes) * STEP + 50, y, index))
        y += ROW_H
    legend = _LEGEND + (_PRO_LEGEND if board.pro else "")
    drawn, y = lines(8, y + 4, legend, chars=110, size=12, fill=palette.GREY)
    parts.extend(drawn)
    y = _mine(view, board, seat, y + 6, index, parts)
    y = _placing(view, board, y, index, parts)
    if view.my_commit is not None:
        chosen = WORDS.describe_move(view.my_commit)
        drawn, y = lines(8, y + 20, f"your choice this round: {chosen}", chars=90)
        parts.extend(drawn)
    y = _players(view, board, y + 10, parts)
    y = _piles(view, board, y + 10, index, parts)
    return Drawing(picture(WIDTH, y + 10, title, el("rect", width="100%", height="100%", fill=palette.WHITE),
                           *parts))


def _code_label(x: float, y: float, code: str) -> Element:
    ink = _CODE_INK.get(code[0], palette.BLACK)
    word = _CODE_WORD.get(code, code)
    return label(x + CARD_W / 2, y, word or "·", size=11 if len(word) > 6 else 13, anchor="middle",
                 bold=bool(word), fill=ink)


def _row(view: View, board: BoardState, r: int, codes: Sequence[str], y: float, index: dict[Move, int]
         ) -> Element:
    slots = board.rows[r]
    active = bool(slots)
    notes: list[Element | None] = [
        box(4, y, LEFT - 10, CARD_H, fill=palette.LIGHT if active else palette.WHITE, radius=6,
            stroke=palette.BLACK if active else palette.GREY),
        label(4 + (LEFT - 10) / 2, y + 28, f"row {r + 1}", size=15, anchor="middle", bold=active,
              fill=palette.BLACK if active else palette.GREY),
    ]
    if active:
        heads = bulls(t for t in slots if t is not None)
        notes.append(label(4 + (LEFT - 10) / 2, y + 48, plural(heads, "bull"), size=12, anchor="middle"))
    cells: list[Element | None] = []
    for i, code in enumerate(codes):
        x = LEFT + i * STEP
        if i < len(slots):
            tile = slots[i]
            cells.append(slot(x, y, "skipped") if tile is None else card_face(x, y, tile, TILE_BULLS[tile]))
        else:
            cells.append(slot(x, y, ""))
        cells.append(_code_label(x, y + CARD_H + 15, code))
    right = LEFT + len(codes) * STEP + 4
    if r in board.markers:
        notes.append(el("g", el("polygon", points=_octagon(right + 22, y + 22, 20), fill=palette.VERMILION),
                        label(right + 22, y + 26, "STOP", size=11, anchor="middle", bold=True,
                              fill=palette.WHITE)))
    if active and open_two(board, r):
        notes.append(label(right + 2, y + 62, "2T open: two tiles", size=12, bold=True, fill=palette.BLUE))
    move = PickRow(r)
    if move in index:
        frame = box(1, y - 3, right - 2, CARD_H + 6, stroke=palette.BLUE, width=3, radius=8)
        return button(index[move], WORDS.describe_move(move, view), *notes, *cells, frame)
    return el("g", *notes, *cells)


def _row_cards(view: View, r: int, x: float, y: float, index: dict[Move, int]) -> list[Element]:
    """The action cards that name row ``r`` (stop, to start, ascending), as buttons beside it."""
    out: list[Element] = []
    named: tuple[tuple[Move, str], ...] = (
        (PlayStop(r), "stop here"), (PlayToStart(r), "to start"), (PlayAscending(r), "ascending"))
    for move, word in named:
        if move in index:
            drawn, _ = _chip(x, y + len(out) * 25, word, palette.SKY, move, view, index, height=22, size=12)
            out.append(drawn)
    return out


def _octagon(cx: float, cy: float, r: float) -> str:
    k = r * 0.4142
    points = ((-k, -r), (k, -r), (r, -k), (r, k), (k, r), (-k, r), (-r, k), (-r, -k))
    return " ".join(f"{cx + dx:.1f},{cy + dy:.1f}" for dx, dy in points)


def _chip(x: float, y: float, text: str, fill: str, move: Move | None, view: View, index: dict[Move, int],
          *, height: float = 28, size: float = 14) -> tuple[Element, float]:
    """A small card with a word on it (an action or good-luck card, a pile), clickable when
    ``move`` is listed; the drawn chip and its width."""
    drawn, w = chip(x, y, text, fill=fill, size=size, height=height)
    if move is not None and move in index:
        return button(index[move], WORDS.describe_move(move, view), drawn,
                      box(x - 2, y - 2, w + 4, height + 4, stroke=palette.BLUE, width=3, radius=6)), w
    return drawn, w


def _mine(view: View, board: BoardState, seat: int | None, y: float, index: dict[Move, int],
          parts: list[Element | None]) -> float:
    if seat is None or not 0 <= seat < board.players:
        return y
    tiles = hand(board, seat)
    heads = ""
    if board.pro and tiles and not view.over:
        heads = f" ({plural(bulls(tiles), 'bullhead')} if left at the end)"
    shown = ("your tiles" + heads) if tiles else "your tiles: (empty)"
    parts.append(label(8, y + 14, shown, size=15, bold=True))
    y += 22
    commit = view.my_commit
    chosen = set(commit.tiles) if isinstance(commit, PlayTile) else set()
    known = set(board.known[seat])
    per_line = (WIDTH - 16) // (CARD_W + 6)
    for i, tile in enumerate(tiles):
        x, ty = 8 + (i % per_line) * (CARD_W + 6), y + (i // per_line) * (CARD_H + 8)
        face = card_face(x, ty, tile, TILE_BULLS[tile] if 1 <= tile <= 100 else 0, chosen=tile in chosen)
        drawn = el("g", face,
                   label(x + CARD_W - 4, ty + 12, "seen", size=9, anchor="end", fill=palette.GREY)
                   if tile in known else None)
        move = PlayTile((tile,))
        parts.append(button(index[move], WORDS.describe_move(move, view), drawn) if move in index else drawn)
    if tiles:
        y += ((len(tiles) - 1) // per_line + 1) * (CARD_H + 8)
    if board.pro:
        held = board.actions[seat].items
        kinds = [(CARD[c], held.count(c), _CARD_MOVES.get(c)) for c in sorted(set(held))]
        y = _card_line(view, "your action cards", kinds, y, index, parts, palette.SKY)
    if board.luck:
        plus, two = board.lucky[seat]
        cards = [(k, n, m) for k, n, m in (("+5", plus, PlayPlusFive()), ("two positive", two, None)) if n]
        y = _card_line(view, "your good-luck cards", cards, y, index, parts, palette.GREEN)
    return y


def _card_line(view: View, title: str, cards: Sequence[tuple[str, int, Move | None]], y: float,
               index: dict[Move, int], parts: list[Element | None], fill: str) -> float:
    parts.append(label(8, y + 22, title + ("" if cards else ": none"), size=14, bold=True))
    x = 10 + 7.6 * (len(title) + 2)
    for name, count, move in cards:
        chip, w = _chip(x, y + 4, f"{name} x{count}", fill, move, view, index)
        parts.append(chip)
        x += w + 10
    return y + 36


def _placing(view: View, board: BoardState, y: float, index: dict[Move, int], parts: list[Element | None]
             ) -> float:
    for text, bold in placing(view, board):
        drawn, y = lines(8, y + 18, text, chars=84 if bold else 95, bold=bold)
        parts.extend(drawn)
    if Place() in index:
        chip, _ = _chip(8, y + 6, "place the tile now", palette.YELLOW, Place(), view, index)
        parts.append(chip)
        y += 40
    return y


def _wide(text: str, size: float) -> float:
    """About how wide ``text`` is drawn in bold at ``size`` (a generous sans-serif estimate)."""
    return len(text) * size * 0.62


def _players(view: View, board: BoardState, y: float, parts: list[Element | None]) -> float:
    """The score table: each column as wide as its widest entry, its head in two lines (the
    pro side with good luck has eight columns), the tiles seen in a hand wrapped to fit."""
    heads = ["player", "points", "tiles"]
    if board.pro:
        heads += ["seen in hand", "action cards"]
    if board.luck:
        heads += ["luck +5/2P", "next clover"]
    if view.committed:
        heads.append("this round")
    rows: list[list[str]] = []
    for p, score in enumerate(board.scores):
        cells = [who(p, view.player), str(score), str(hand_size(board, p))]
        if board.pro:
            cells += [tile_list(board.known[p]) or "-", str(len(board.actions[p]))]
        if board.luck:
            plus, two = board.lucky[p]
            cells += [f"{plus}/{two}", str(next_clover(score))]
        if view.committed:
            cells.append("chosen" if view.committed[p] else "choosing")
        rows.append(cells)
    titles = [head.split(" ", 1) for head in heads]
    widths = [max([_wide(word, 13) for word in title] + [_wide(row[c], 14) for row in rows])
              for c, title in enumerate(titles)]
    gap = 14
    seen = heads.index("seen in hand") if "seen in hand" in heads else None
    if seen is not None:  # the tiles seen take what the other columns leave
        widths[seen] = max(_wide("seen in", 13),
                           min(widths[seen], WIDTH - 16 - sum(widths) + widths[seen] - gap * len(heads)))
    xs = [8.0]
    for width in widths[:-1]:
        xs.append(xs[-1] + width + gap)
    y += 16
    for x, title in zip(xs, titles, strict=True):
        for i, word in enumerate(title):
            parts.append(label(x, y + i * 15, word, size=13, bold=True, fill=palette.GREY))
    y += 15
    for p, cells in enumerate(rows):
        column = [cells]
        if seen is not None:
            wrapped = textwrap.wrap(cells[seen], max(3, int(widths[seen] // (14 * 0.62)))) or ["-"]
            cells[seen] = wrapped[0]
            column += [["" if c != seen else more for c in range(len(cells))] for more in wrapped[1:]]
        y += 20
        mine = p == view.player
        if mine:
            parts.append(box(4, y - 15, xs[-1] + widths[-1] + 8, 20 * len(column), fill=palette.LIGHT,
                             stroke="none"))
        for line, texts in enumerate(column):
            for x, cell in zip(xs, texts, strict=True):
                if cell:
                    parts.append(label(x, y + line * 20, cell, size=14, bold=mine))
        y += 20 * (len(column) - 1)
    return y


def _piles(view: View, board: BoardState, y: float, index: dict[Move, int], parts: list[Element | None]
           ) -> float:
    text = f"stock {plural(len(board.stock), 'tile')}"
    if board.pro:
        text += f" · action deck {len(board.deck)}, discards {len(board.discard)}"
    drawn, y = lines(8, y + 18, text, chars=95, fill=palette.GREY)
    parts.extend(drawn)
    if board.luck:
        parts.append(label(8, y + 18, "good-luck piles", size=14, bold=True))
        x = 150.0
        for kind, left in zip((Luck.PLUS5, Luck.TWO_POSITIVE), board.piles, strict=True):
            chip, w = _chip(x, y, f"{_LUCK_NAME[kind]} x{left}", palette.GREEN, TakeLuck(kind), view, index)
            parts.append(chip)
            x += w + 12
        y += 34
    return y
