"""Niagara's table for the browser, as SVG: the same information as the terminal's
(:mod:`.table`), drawn.

The river runs left to right: land, spaces 1-5, the fork into arms a and b (6, 7),
and the falls, where lost canoes lie. Each site shows its gems (a diamond with the
gem's value, coloured by type) and each canoe its owner (a letter and a shape of
its own as well as a colour, so no colour alone says whose it is), its number and
the gem it carries. Above: the weather track; below: the players' cards and
collections and the turn under way. Clickable: paddle cards in hand, the canoe to
move, the spaces to paddle to, the gems to load, the canoe to unload or steal
from, the gem to pay for a recovery, the weather steps and the "skip" choices.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View, who
from senet.draw import Clicks, Drawing, Element, box, chip, el, label, lines, palette, picture

from .components import CLOUD, END_SAME, END_TOTAL, END_TYPES, GEM_NAMES, GEMS, WEATHER
from .moves import (
    Load,
    MoveWeather,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Unload,
)
from .river import LAND, NUMBER, POSITIONS, SITE, Place
from .rules_score import qualified, value
from .state import NiagaraState
from .words import WORDS, status

__all__ = ["draw"]

GEM_FILL = (palette.PINK, palette.WHITE, palette.ORANGE, palette.SKY, palette.VERMILION)
PLAYER_FILL = (palette.BLUE, palette.ORANGE, palette.GREEN, palette.PINK, palette.YELLOW)
SHAPES = ("circle", "square", "triangle", "diamond", "star")
"""Each seat's mark on its canoes, beside its colour and its number."""
COL = 86
TOP = 112
LANE = 150
CANOE_W = 48
CANOE_H = 20


def draw(view: View, legal: Sequence[Move], seat: int | None) -> Drawing:
    """``seat``'s table: weather, river, canoes, gems, players, the turn."""
    table = view.state
    if not isinstance(table, NiagaraState):
        raise TypeError("not a Niagara view")
    clicks = Clicks(legal, lambda move: WORDS.describe_move(move, view))
    limit = f" of at most {table.max_rounds}" if table.max_rounds else ""
    title = f"Niagara · round {table.round}{limit}" + (" · game over" if view.over else "")
    parts: list[Element | None] = [
        label(8, 22, title, size=17, bold=True),
        label(8, 42, f"goal: {END_SAME} of a type, {END_TYPES} types or {END_TOTAL} gems", size=13),
    ]
    _weather(table, 52, clicks, parts)
    here = _moving_at(table)
    _river(table, seat, here, clicks, parts)
    y: float = TOP + 2 * LANE + 20
    y = _hand(view, table, seat, y, clicks, parts)
    y = _players(table, seat, y, clicks, parts)
    drawn, y = lines(8, y + 20, status(table, seat, view.over), chars=92)
    parts.extend(drawn)
    if view.my_commit is not None:
        chosen = WORDS.describe_move(view.my_commit, view)
        drawn, y = lines(8, y + 18, f"your choice this round: {chosen}", chars=92)
        parts.extend(drawn)
    x = 8.0
    for move in (SkipRecover(), SkipLaunch(), SkipSteal(), Unload()):
        if clicks.listed(move):
            face, w = chip(x, y + 8, WORDS.describe_move(move, view), fill=palette.SKY, size=13)
            parts.append(clicks.wrap(move, face))
            x += w + 10
    y += 44 if x > 8 else 0
    ground = el("rect", width="100%", height="100%", fill=palette.WHITE)
    return Drawing(picture(8 * COL + 76, y + 8, title, ground, *parts))


def _moving_at(table: NiagaraState) -> Place | None:
    """Where the canoe moving now is, if one is."""
    turn = table.turn
    if turn is None or turn.canoe is None:
        return None
    at = table.canoes[turn.player][turn.canoe].at
    return at


def _weather(table: NiagaraState, y: float, clicks: Clicks, parts: list[Element | None]) -> None:
    parts.append(label(8, y + 22, "weather", size=14, bold=True))
    x = 80.0
    down = clicks.wrap(MoveWeather(-1), chip(x, y + 4, "-1 slower", fill=palette.SKY, size=12)[0])
    parts.append(down)
    x += 90
    for w in WEATHER:
        now = w == table.weather
        parts.append(box(x, y + 2, 44, 30, fill=palette.BLUE if now else palette.WHITE, radius=4,
                         width=3 if now else 1))
        parts.append(label(x + 22, y + 23, f"{w:+d}", size=15, anchor="middle", bold=now,
                           fill=palette.WHITE if now else palette.BLACK))
        x += 48
    parts.append(clicks.wrap(MoveWeather(1), chip(x + 6, y + 4, "+1 faster", fill=palette.SKY, size=12)[0]))
    said = f"weather {table.weather:+d} · next flow step: arm {table.arm}"
    parts.append(label(x + 110, y + 22, said, size=14))


def _space_box(at: Place) -> tuple[float, float, float, float]:
    n = NUMBER[at]
    if n <= 5:
        return 8 + n * COL, TOP, COL - 6, 2 * LANE - 6
    lane = 0 if at.endswith("a") else 1
    return 8 + n * COL, TOP + lane * LANE, COL - 6, LANE - 6


def _gem(x: float, y: float, gem: int, count: int | None = None) -> Element:
    """A gem: a diamond in its colour holding its value (and how many lie here beside it)."""
    fill = GEM_FILL[gem - 1] if gem in GEMS else palette.LIGHT
    points = f"{x + 9},{y} {x + 18},{y + 9} {x + 9},{y + 18} {x},{y + 9}"
    return el("g", el("polygon", points=points, fill=fill, stroke=palette.BLACK, stroke_width=1),
              label(x + 9, y + 13, str(gem), size=10, anchor="middle", bold=True, fill=palette.ink_on(fill)),
              label(x + 19, y + 13, f"{count}", size=10, bold=True) if count is not None else None)


def _mark(shape: str, cx: float, cy: float, fill: str) -> Element:
    r = 6
    if shape == "circle":
        return el("circle", cx=cx, cy=cy, r=r, fill=fill, stroke=palette.BLACK)
    if shape == "square":
        return el("rect", x=cx - r, y=cy - r, width=2 * r, height=2 * r, fill=fill, stroke=palette.BLACK)
    pts = {"triangle": ((0, -r), (r, r), (-r, r)), "diamond": ((0, -r), (r, 0), (0, r), (-r, 0)),
           "star": ((0, -r), (2, -2), (r, -1), (3, 2), (4, r), (0, 3), (-4, r), (-3, 2), (-r, -1), (-2, -2))}
    return el("polygon", points=" ".join(f"{cx + dx},{cy + dy}" for dx, dy in pts[shape]), fill=fill,
              stroke=palette.BLACK)


def _canoe(x: float, y: float, player: int, canoe: int, gem: int | None, seat: int | None) -> Element:
    fill = PLAYER_FILL[player % len(PLAYER_FILL)]
    hull = f"M {x} {y} L {x + CANOE_W} {y} L {x + CANOE_W - 8} {y + CANOE_H} L {x + 8} {y + CANOE_H} Z"
    name = "you" if player == seat else f"P{player}"
    return el("g", el("path", d=hull, fill=fill, stroke=palette.BLACK, stroke_width=1.2),
              _mark(SHAPES[player % len(SHAPES)], x + 10, y + 10, palette.WHITE),
              label(x + 33, y + 14, f"{name}.{canoe}", size=10, anchor="middle", bold=True,
                    fill=palette.ink_on(fill)),
              _gem(x + CANOE_W + 1, y + 1, gem) if gem is not None else None)


def _river(table: NiagaraState, seat: int | None, here: Place | None, clicks: Clicks,
           parts: list[Element | None]) -> None:
    parts.append(el("rect", x=4, y=TOP - 6, width=8 * COL + 6, height=2 * LANE + 6, fill="#DDEEFF", rx=8))
    for at in POSITIONS:
        x, y, w, h = _space_box(at)
        face = el("g", box(x, y, w, h, fill="#C9B27C" if at == LAND else palette.WHITE, radius=6),
                  label(x + 6, y + 17, "land" if at == LAND else at, size=15, bold=True))
        parts.append(clicks.wrap(Paddle(at), face, frame=box(x - 2, y - 2, w + 4, h + 4, stroke=palette.BLUE,
                                                              width=3, radius=7)))
        site = SITE.get(at)
        if site is not None:
            shared = NUMBER[at] >= 6
            tip = f"site {site}: its gems" + (", shared by both arms" if shared else "")
            parts.append(_inert(el("g", el("title", tip),
                                   label(x + w - 4, y + 16, f"site {site}", size=11, anchor="end",
                                         fill=palette.GREY, bold=True))))
            stock = table.sites[site - 3]
            shown = [g for g in GEMS if stock[g - 1]]
            for i, g in enumerate(shown):
                gx, gy = x + 4 + (i % 3) * 26, y + 22 + (i // 3) * 22
                drawn = _gem(gx, gy, g, stock[g - 1])
                parts.append(clicks.wrap(Load(g), drawn) if at == here else _inert(drawn))
        _canoes(table, at, x, y + (68 if site is not None else 26), seat, here, clicks, parts)
    falls_x = 8 + 8 * COL
    parts.append(box(falls_x, TOP - 6, 60, 2 * LANE + 6, fill=palette.BLUE, radius=6))
    for i, ch in enumerate("FALLS"):
        parts.append(label(falls_x + 30, TOP + 30 + i * 22, ch, size=16, anchor="middle", bold=True,
                           fill=palette.WHITE))
    _canoes(table, None, falls_x + 6, TOP + 150, seat, here, clicks, parts, across=1)


def _inert(drawn: Element) -> Element:
    """Drawn over a clickable space: lets the click through to the space."""
    return el("g", drawn, pointer_events="none")


def _canoes(table: NiagaraState, at: str | None, x: float, y: float, seat: int | None, here: str | None,
            clicks: Clicks, parts: list[Element | None], across: int = 1) -> None:
    n = 0
    turn = table.turn
    for p, canoes in enumerate(table.canoes):
        for c, canoe in enumerate(canoes):
            if canoe.at != at:
                continue
            cx, cy = x + 4 + (n % across) * (CANOE_W + 22), y + n // across * (CANOE_H + 6)
            drawn = _canoe(cx, cy, p, c, canoe.gem, seat)
            mine = p == seat
            moves: list[Move] = [Steal(p, c)]
            if mine:
                moves.append(PickCanoe(c))
                if turn is not None and turn.canoe == c and at == here:
                    moves.append(Unload())
            move = next((m for m in moves if clicks.listed(m)), None)
            frame = box(cx - 3, cy - 3, CANOE_W + 24, CANOE_H + 6, stroke=palette.BLUE, width=2.5, radius=4)
            parts.append(clicks.wrap(move, drawn, frame=frame) if move is not None else _inert(drawn))
            n += 1


def _hand(view: View, table: NiagaraState, seat: int | None, y: float, clicks: Clicks,
          parts: list[Element | None]) -> float:
    if seat is None or not 0 <= seat < table.players:
        return y
    hand = table.hands[seat]
    parts.append(label(8, y + 16, "your paddle cards" + ("" if hand else ": none"), size=15, bold=True))
    y += 24
    chosen = view.my_commit.card if isinstance(view.my_commit, PlayCard) else None
    for i, card in enumerate(sorted(hand, key=lambda c: (c == CLOUD, c))):
        x = 8 + i * 70
        picked = card == chosen
        face = el("g", box(x, y, 60, 80, fill=palette.SKY if card == CLOUD else palette.WHITE, radius=6,
                           width=4 if picked else 1.2, stroke=palette.BLUE if picked else palette.BLACK),
                  label(x + 30, y + 50, "cloud" if card == CLOUD else str(card),
                        size=14 if card == CLOUD else 28, anchor="middle", bold=True))
        parts.append(clicks.wrap(PlayCard(card), face,
                                 frame=box(x - 2, y - 2, 64, 84, stroke=palette.BLUE, width=3, radius=7)))
    return y + (86 if hand else 0)


def _players(table: NiagaraState, seat: int | None, y: float, clicks: Clicks, parts: list[Element | None]
             ) -> float:
    goal = qualified(table)
    xs = (8, 150, 330, 400)
    y += 24
    for x, head in zip(xs, ("player", "cards left", "played", "gems (value: count)"), strict=True):
        parts.append(label(x, y, head, size=13, bold=True, fill=palette.GREY))
    parts.append(label(8 + 7.5 * COL, y, "value", size=13, bold=True, fill=palette.GREY, anchor="end"))
    for p, hand in enumerate(table.hands):
        y += 28
        mine = p == seat
        if mine:
            parts.append(box(4, y - 19, 7.5 * COL + 10, 26, fill=palette.LIGHT, stroke="none"))
        fill = PLAYER_FILL[p % len(PLAYER_FILL)]
        parts.append(_mark(SHAPES[p % len(SHAPES)], 16, y - 6, fill))
        name = who(p, seat) + (" *" if p == table.start else "") + (" goal" if p in goal else "")
        parts.append(label(28, y, name, size=14, bold=mine))
        cards = " ".join(str(c) for c in hand if c != CLOUD) + (" cloud" if CLOUD in hand else "")
        parts.append(label(xs[1], y, cards.strip() or "-", size=14))
        played = table.played[p] if table.played else None
        parts.append(label(xs[2], y, "-" if played is None else "cloud" if played == CLOUD else str(played),
                           size=14))
        for g in GEMS:
            gx = xs[3] + (g - 1) * 48
            drawn = _gem(gx, y - 14, g, table.collected[p][g - 1])
            parts.append(clicks.wrap(Recover(g), drawn) if mine else drawn)
        parts.append(label(8 + 7.5 * COL, y, str(value(table, p)), size=14, anchor="end", bold=mine))
    gems = ", ".join(f"{g} {name}" for g, name in zip(GEMS, GEM_NAMES, strict=False))
    notes, y = lines(8, y + 22, f"* start player · 6a and 6b share site 6, 7a and 7b site 7 · gems: {gems}",
                     chars=100, size=12, fill=palette.GREY)
    parts.extend(notes)
    return y
