"""The table in the terminal: the board in colour with coordinates, the players, your hand.

Each square is three characters: a tile is its letter on its colour (T temple,
F farm, M market, S settlement), ``$`` marks a treasure and ``*`` a corner
treasure; a leader is its owner's seat and its letter (P priest, F farmer,
T trader, K king) in its colour; ``#`` squares are a monument's face-down
tiles (drawn in its two colours), ``X`` a catastrophe, ``U`` the unification tile. The board is 52
characters wide, so the whole table reads at 80 columns; at 120 the players
and the turn stand beside it. What is shown comes from :func:`.sheet.sheet`, as in the
browser's picture; only this face needs ``rich``.
"""

from __future__ import annotations

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from senet import View

from .layout import GRID, LAYOUTS
from .names import move_names
from .sheet import Sheet, monument_cells, sheet
from .state import COLOUR_INDEX, LEADER_NAMES, TILE_NAMES, ConflictKind, Kind, TigrisState

__all__ = ["move_names", "render"]

WIDE = 110
"""From this width on, the players and the turn stand beside the board."""
_BG = ("red3", "blue3", "green4", "grey35")
_FG = ("red1", "dodger_blue1", "green1", "white")
_TILE_LETTER = {"r": ("T", 0), "b": ("F", 1), "g": ("M", 2), "k": ("S", 3)}
_LEADER_LETTER = {"R": ("P", 0), "B": ("F", 1), "G": ("T", 2), "K": ("K", 3)}
_LEGEND = ("T temple  F farm  M market  S settlement  ·  $ treasure  * corner treasure  ·  "
           "leaders: seat + P priest F farmer T trader K king  ·  # monument  X catastrophe  "
           "U unification  ~ river")


def _square(board: Sheet, r: int, c: int, monuments: dict[tuple[int, int], int]) -> Text:
    text = board.board[r][c]
    cell = (r, c)
    mark = "*" if cell in board.corner_treasures else "$" if cell in board.treasures else " "
    if cell == board.unification:
        return Text(" U ", style="bold black on yellow")
    if text in _TILE_LETTER:
        letter, colour = _TILE_LETTER[text]
        underline = " underline" if cell == board.placed else ""
        return Text(f" {letter}{mark}", style=f"bold white on {_BG[colour]}{underline}")
    if text == "m":
        return Text(f" #{mark}", style=f"bold black on {_FG[monuments.get(cell, 3)]}")
    if text == "x":
        return Text(" X ", style="bold yellow on grey11")
    if text == "~":
        return Text(" ~ ", style="bright_blue on navy_blue")
    if text == ".":
        return Text(" · ", style="grey50")
    seat, letter = text[0], text[1:]
    name, colour = _LEADER_LETTER.get(letter, ("?", 3))
    return Text(f" {seat}{name}", style=f"bold {_FG[colour]} on grey15")


def _grid(board: Sheet) -> Table:
    grid = Table.grid(padding=0)
    grid.add_column(justify="right", no_wrap=True)
    for _ in range(GRID.cols):
        grid.add_column(no_wrap=True)
    header = [Text(f" {GRID.label((0, c))[0]} ", style="bold") for c in range(GRID.cols)]
    grid.add_row(Text("   "), *header)
    monuments = monument_cells(board)
    for r in range(GRID.rows):
        grid.add_row(Text(f"{r + 1:>2} ", style="bold"),
                     *(_square(board, r, c, monuments) for c in range(GRID.cols)))
    return grid


def _points(board: Sheet, player: int) -> Text:
    points = board.points[player]
    if points is None:
        return Text("hidden", style="grey50")
    out = Text()
    for i, (letter, n) in enumerate(zip("rbgk", points, strict=True)):
        out.append(f"{letter}{n}", style=f"bold {_FG[i]}")
        out.append(" " if i < 3 else "")
    return out


def _players(view: View, board: Sheet) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for name, justify in (("player", "left"), ("hand", "right"), ("supply", "left"),
                          ("cat", "right"), ("points", "left"), ("tr", "right")):
        table.add_column(name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for p in range(len(board.hand_sizes)):
        who = "you" if p == view.player else f"player {p}"
        supply = "".join(LEADER_NAMES[COLOUR_INDEX[c]][0].upper() for c in board.supply[p]) or "-"
        won = board.treasures_won[p]
        style = "bold underline" if p == board.active and not view.over else None
        table.add_row(f"{who} ({board.dynasties[p]})",
                      str(board.hand_sizes[p]), supply, str(board.catastrophes[p]),
                      _points(board, p), str(won), style=style)
    return table


def _hand(board: Sheet) -> Text:
    hand = board.hand
    if hand is None:
        return Text("")
    line = Text("your hand: ", style="bold")
    for i, n in enumerate(hand):
        line.append(f" {TILE_NAMES[i]} x{n} ", style=f"bold white on {_BG[i]}" if n else "grey50")
        line.append(" ")
    return line


def _status(view: View, board: Sheet) -> list[RenderableType]:
    parts: list[RenderableType] = []
    if board.ended is not None and board.final is not None:
        scores = ", ".join(f"player {p}: {s}" for p, s in enumerate(board.final))
        parts.append(Text(f"game over ({board.ended}); weakest colour, treasures added: {scores}",
                          style="bold"))
        return parts
    who = "you" if board.active == view.player else f"player {board.active}"
    parts.append(Text(f"turn {board.turn}: {who} to play, "
                      f"{board.actions_left} action{'' if board.actions_left == 1 else 's'} left",
                      style="bold"))
    c = board.conflict
    if c is not None:
        attack = c.attack_base + (c.attack or 0)
        defence = c.defence_base + (c.defence or 0)
        kind = "revolt" if c.kind is ConflictKind.REVOLT else f"{c.colour} war"
        attacker = "you attack" if c.attacker == view.player else f"player {c.attacker} attacks"
        defender = "you" if c.defender == view.player else f"player {c.defender}"
        parts.append(Text(f"{kind}: {attacker} ({attack}) {defender} ({defence}); "
                          "a tie goes to the defender", style="bold red"))
    if board.wars:
        parts.append(Text(f"wars to fight at the unification tile: {', '.join(board.wars)}"))
    choice = board.choice
    if choice is not None and choice.kind is not Kind.SWAP:
        what = {Kind.TILE: f"{choice.colour} tile", Kind.LEADER: f"{choice.colour} leader",
                Kind.CATASTROPHE: "catastrophe"}.get(choice.kind, choice.kind)
        parts.append(Text(f"placing: {what}"))
    parts.append(Text(f"bag {board.bag} tile{'' if board.bag == 1 else 's'}"
                      f" · discarded {board.discarded} · monuments left: "
                      f"{', '.join(board.unused_monuments) or 'none'}", style="grey62"))
    return parts


class _Beside:
    """The board with the rest beside it when the console is wide enough, else below it."""

    def __init__(self, board: RenderableType, rest: RenderableType) -> None:
        self.board = board
        self.rest = rest

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width >= WIDE:
            layout = Table.grid(padding=(0, 3))
            layout.add_column(no_wrap=True)
            layout.add_column()
            layout.add_row(self.board, self.rest)
            yield layout
        else:
            yield self.board
            yield self.rest


def render(view: View) -> RenderableType | None:
    """The table as ``view``'s player sees it."""
    state = view.state
    if not isinstance(state, TigrisState):
        return None
    board = sheet(state, view.player)
    side = Group(*_status(view, board), _players(view, board), _hand(board))
    body = Group(_Beside(_grid(board), side), Text(_LEGEND, style="grey50"))
    title = f"Tigris & Euphrates · {LAYOUTS[board.side].side} board"
    if board.open_scoring:
        title += " · open scoring"
    return Panel(body, title=title, title_align="left")
