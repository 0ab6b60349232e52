"""Tigris & Euphrates' table for the browser, as SVG: the same information as the
terminal's (:mod:`.table`; both draw :func:`.sheet.sheet`), drawn.

The board (either side) with coordinates; river and land; tiles as squares in their
colour with their letter (T temple, F farm, M market, S settlement); leaders as
discs in their colour with their letter (P priest, F farmer, T trader, K king) and
their owner's seat; treasures ($, corner *), monuments (their two colours and
``#``), catastrophes (X) and the unification tile (U). So no colour alone carries
a meaning. Below: the turn, the conflict, this seat's tiles, leaders and
catastrophes, the players and the piles. Clickable: squares when a square is
chosen (and treasures when one is left), tiles in hand, leaders to place, move or
withdraw, catastrophes, and the swap, pass, support, war and monument choices.
"""

from __future__ import annotations

from collections.abc import Sequence

from senet import Move, View, who
from senet.draw import Clicks, Drawing, Element, box, button_row, chip, el, label, lines, palette, picture

from .layout import GRID, LAYOUTS
from .moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    DeclineMonument,
    MoveLeader,
    Pass,
    PickWar,
    PlaceLeader,
    Support,
    WithdrawLeader,
)
from .names import plural
from .picture_board import CELL, FILL, LEADER_LETTER, LEFT, TILE_LETTER, TOP, squares
from .sheet import Sheet, sheet
from .state import COLOUR_INDEX, COLOURS, LEADER_NAMES, TILE_NAMES, ConflictKind, Kind, TigrisState
from .words import WORDS

__all__ = ["draw"]


def draw(view: View, legal: Sequence[Move], seat: int | None) -> Drawing:
    """``seat``'s table: the board, the turn, own tiles and leaders, the players."""
    state = view.state
    if not isinstance(state, TigrisState):
        raise TypeError("not a Tigris & Euphrates view")
    board = sheet(state, seat)
    clicks = Clicks(legal, lambda move: WORDS.describe_move(move, view))
    title = f"Tigris & Euphrates · {LAYOUTS[board.side].side} board" + (
        " · open scoring" if board.open_scoring else ""
    )
    parts: list[Element | None] = [label(8, 22, title, size=17, bold=True)]
    squares(board, clicks, parts)
    y: float = TOP + GRID.rows * CELL + 12
    y = _status(view, board, seat, y, parts)
    y = _mine(view, board, state, seat, y, clicks, parts)
    y = _choices(legal, view, y, clicks, parts)
    y = _players(board, seat, view.over, y, parts)
    legend = (
        "T temple, F farm, M market, S settlement (tiles, square) · leaders (disc): seat and "
        "P priest, F farmer, T trader, K king · $ treasure, * corner treasure · # monument · "
        "X catastrophe · U unification"
    )
    drawn, y = lines(8, y + 18, legend, chars=100, size=12, fill=palette.GREY)
    parts.extend(drawn)
    width = LEFT + GRID.cols * CELL + 10
    ground = el("rect", width="100%", height="100%", fill=palette.WHITE)
    return Drawing(picture(width, y + 8, title, ground, *parts))


def _status(view: View, board: Sheet, seat: int | None, y: float, parts: list[Element | None]) -> float:
    texts: list[tuple[str, bool]] = []
    if board.ended is not None and board.final is not None:
        scores = ", ".join(f"{who(p, seat)}: {s}" for p, s in enumerate(board.final))
        texts.append((f"game over ({board.ended}); weakest colour, treasures added: {scores}", True))
    else:
        active = who(board.active, seat)
        left = board.actions_left
        texts.append(
            (f"turn {board.turn}: {active} to play, {left} action{'' if left == 1 else 's'} left", True)
        )
        c = board.conflict
        if c is not None:
            attack, defence = c.attack_base + (c.attack or 0), c.defence_base + (c.defence or 0)
            kind = "revolt" if c.kind is ConflictKind.REVOLT else f"{c.colour} war"
            attacker = "you attack" if c.attacker == seat else f"{who(c.attacker, seat)} attacks"
            defender = who(c.defender, seat)
            texts.append(
                (f"{kind}: {attacker} ({attack}) {defender} ({defence}); a tie goes to the defender", True)
            )
        if board.wars:
            texts.append((f"wars to fight at the unification tile: {', '.join(board.wars)}", False))
        choice = board.choice
        if choice is not None and choice.kind is not Kind.SWAP:
            what = {
                Kind.TILE: f"{choice.colour} tile",
                Kind.LEADER: f"{choice.colour} leader",
                Kind.CATASTROPHE: "catastrophe",
            }.get(choice.kind, str(choice.kind))
            texts.append((f"placing: {what}", False))
    for text, bold in texts:
        drawn, y = lines(8, y + 18, text, chars=85, bold=bold)
        parts.extend(drawn)
    return y


def _mine(
    view: View,
    board: Sheet,
    state: TigrisState,
    seat: int | None,
    y: float,
    clicks: Clicks,
    parts: list[Element | None],
) -> float:
    if board.hand is None or seat is None:
        return y
    parts.append(label(8, y + 24, "your tiles", size=14, bold=True))
    x = 100.0
    for colour, n in enumerate(board.hand):
        face = el(
            "g",
            box(
                x,
                y + 6,
                34,
                34,
                fill=FILL[colour] if n else palette.WHITE,
                radius=3,
                stroke=palette.BLACK if n else palette.GREY,
                dashed=not n,
            ),
            label(
                x + 17,
                y + 29,
                TILE_LETTER[colour],
                size=16,
                anchor="middle",
                bold=True,
                fill=palette.WHITE if n else palette.GREY,
            ),
            label(x + 38, y + 29, f"x{n}", size=14),
        )
        parts.append(
            el(
                "g",
                el("title", f"{TILE_NAMES[colour]} ({COLOURS[colour]}): {n}"),
                clicks.wrap(
                    ChooseTile(COLOURS[colour]),
                    face,
                    frame=box(x - 3, y + 3, 64, 40, stroke=palette.BLUE, width=3, radius=5),
                ),
            )
        )
        x += 74
    cats = board.catastrophes[seat]
    face = el(
        "g",
        box(x + 10, y + 6, 34, 34, fill="#444444", radius=3),
        label(x + 27, y + 30, "X", size=18, anchor="middle", bold=True, fill=palette.YELLOW),
        label(x + 48, y + 29, f"x{cats} catastrophe{'' if cats == 1 else 's'}", size=14),
    )
    parts.append(
        clicks.wrap(
            ChooseCatastrophe(),
            face,
            frame=box(x + 7, y + 3, 160, 40, stroke=palette.BLUE, width=3, radius=5),
        )
    )
    y += 48
    parts.append(label(8, y + 26, "your leaders", size=14, bold=True))
    x = 112.0
    for colour, name in enumerate(LEADER_NAMES):
        held = COLOURS[colour] in board.supply[seat]
        fill = FILL[colour]
        token = el(
            "g",
            el("title", f"{name} ({COLOURS[colour]}): " + ("in your supply" if held else "on the board")),
            el(
                "circle",
                cx=x + 18,
                cy=y + 22,
                r=16,
                fill=palette.WHITE,
                stroke=fill,
                stroke_width=4,
                attrs_=None if held else {"stroke-dasharray": "4 3"},
            ),
            label(x + 18, y + 28, LEADER_LETTER[colour], size=15, anchor="middle", bold=True, fill=fill),
            label(x + 18, y + 52, name + ("" if held else " (board)"), size=11, anchor="middle"),
        )
        parts.append(
            clicks.wrap(
                PlaceLeader(COLOURS[colour]),
                token,
                frame=el(
                    "circle", cx=x + 18, cy=y + 22, r=20, fill="none", stroke=palette.BLUE, stroke_width=3
                ),
            )
        )
        # "move" over "withdraw", beside the disc: four leaders on the board keep to the width
        cx, cy, right = x + 40, y, x + 40.0
        for move, word in (
            (MoveLeader(COLOURS[colour]), "move"),
            (WithdrawLeader(COLOURS[colour]), "withdraw"),
        ):
            if clicks.listed(move):
                drawn, w = chip(cx, cy, word, fill=palette.SKY, size=11, height=20)
                parts.append(clicks.wrap(move, drawn))
                cy += 23
                right = max(right, cx + w)
        x = max(x + 110, right + 8)
    return y + 62


def _choices(legal: Sequence[Move], view: View, y: float, clicks: Clicks, parts: list[Element | None]
             ) -> float:
    """The choices that are not a square, a tile or a leader, as buttons."""
    wanted: list[tuple[Move, str]] = [(ChooseSwap(), "swap tiles"), (Pass(), "pass")]
    wanted += [(m, f"support +{m.tiles}") for m in legal if isinstance(m, Support)]
    wanted += [(m, f"{m.colour} war first") for m in legal if isinstance(m, PickWar)]
    wanted += [(m, f"build {m.monument} at {GRID.label((m.row, m.col))}") for m in legal
               if isinstance(m, BuildMonument)]
    wanted.append((DeclineMonument(), "no monument"))
    drawn, y = button_row(clicks, wanted, 8, y + 6, LEFT + GRID.cols * CELL, fill=palette.SKY)
    parts.extend(drawn)
    return y


def _players(board: Sheet, seat: int | None, over: bool, y: float, parts: list[Element | None]) -> float:
    xs = (8, 200, 260, 360, 410, 600)
    y += 18
    for x, head in zip(
        xs, ("player", "hand", "supply", "cat.", "points (by colour)", "treas."), strict=True
    ):
        parts.append(label(x, y, head, size=13, bold=True, fill=palette.GREY))
    for p, size in enumerate(board.hand_sizes):
        y += 24
        mine = p == seat
        if mine:
            parts.append(box(4, y - 17, LEFT + GRID.cols * CELL, 23, fill=palette.LIGHT, stroke="none"))
        name = who(p, seat) + f" ({board.dynasties[p]})"
        if p == board.active and not over:
            name = "▶ " + name  # to play (a mark: the words would run into the next column)
        supply = "".join(LEADER_LETTER[COLOUR_INDEX[c]] for c in board.supply[p]) or "-"
        cells = [name, str(size), supply, str(board.catastrophes[p])]
        for x, cell in zip(xs, cells, strict=False):
            parts.append(label(x, y, cell, size=14, bold=mine))
        points = board.points[p]
        if points is None:
            parts.append(label(xs[4], y, "hidden", size=14, fill=palette.GREY))
        else:
            for i, n in enumerate(points):
                parts.append(box(xs[4] + i * 46, y - 14, 16, 16, fill=FILL[i], radius=2))
                parts.append(
                    label(
                        xs[4] + i * 46 + 8,
                        y - 2,
                        TILE_LETTER[i],
                        size=10,
                        anchor="middle",
                        bold=True,
                        fill=palette.WHITE,
                    )
                )
                parts.append(label(xs[4] + i * 46 + 20, y, str(n), size=14, bold=mine))
        parts.append(label(xs[5], y, str(board.treasures_won[p]), size=14, bold=mine))
    drawn, y = lines(
        8,
        y + 24,
        f"bag {plural(board.bag, 'tile')} · discarded {board.discarded} · monuments left: "
        f"{', '.join(board.unused_monuments) or 'none'}",
        chars=85,
        fill=palette.GREY,
    )
    parts.extend(drawn)
    return y
