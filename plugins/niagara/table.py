"""Niagara's table for the terminal: the river from land down to the falls, both arms,
every canoe with its gem, the gems at each site, the weather, the cards and each
player's collection, drawn from the viewer's state."""

from __future__ import annotations

from collections.abc import Iterable

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from senet import View, who

from .components import CLOUD, END_SAME, END_TOTAL, END_TYPES, GEMS, WEATHER
from .river import NUMBER, POSITIONS, S5, S7A, SITE, Place
from .rules_score import qualified, value
from .state import NiagaraState
from .words import card_short, gem_word, niagara_state, place_word, status

__all__ = ["render"]

GEM_STYLE = ("magenta", "bright_white", "dark_orange", "blue", "red")
"""A colour per gem type, amethyst to ruby."""
PLAYER_STYLE = ("cyan", "green", "yellow", "magenta", "bright_red")


# -- the table ----------------------------------------------------------------------------------


def _gem_text(gem: int) -> Text:
    return Text(gem_word(gem), style=GEM_STYLE[gem - 1] if gem in GEMS else "")


def _canoe_label(player: int, canoe: int, viewer: int | None) -> str:
    return f"{'you' if player == viewer else f'P{player}'}.{canoe}"


def _canoes_at(table: NiagaraState, at: Place | None, viewer: int | None) -> Text:
    out = Text()
    for p, canoes in enumerate(table.canoes):
        for c, canoe in enumerate(canoes):
            if canoe.at != at:
                continue
            if out:
                out.append("  ")
            out.append(_canoe_label(p, c, viewer), style=f"bold {PLAYER_STYLE[p % len(PLAYER_STYLE)]}")
            if canoe.gem is not None:
                out.append("+")
                out.append_text(_gem_text(canoe.gem))
    return out


def _site_text(table: NiagaraState, at: Place) -> Text:
    site = SITE.get(at)
    if site is None:
        return Text("")
    out = Text()
    stock = table.sites[site - 3]
    for g in GEMS:
        if stock[g - 1]:
            if out:
                out.append(" ")
            out.append_text(_gem_text(g))
            out.append(f" {stock[g - 1]}")
    if not out:
        out.append("no gems", style="dim")
    if NUMBER[at] >= 6:
        out.append(f" ({site}a/{site}b)", style="dim")
    return out


def _river(table: NiagaraState, viewer: int | None) -> Table:
    grid = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=False, title_justify="left")
    grid.add_column("space", no_wrap=True)
    grid.add_column("canoes (+ gem carried)", ratio=3)
    grid.add_column("gems at the site", ratio=2)
    for at in POSITIONS:
        label = Text(place_word(at))
        if NUMBER[at] >= 6 and at[1] == table.arm:
            label.append(" flows next", style="bold")
        grid.add_row(label, _canoes_at(table, at, viewer), _site_text(table, at))
        if at == S5 or at == S7A:
            grid.add_section()
    lost = _canoes_at(table, None, viewer)
    grid.add_row(Text("falls (lost)", style="bold red"), lost if lost else Text("-", style="dim"),
                 Text(""))
    return grid


def _weather(table: NiagaraState) -> Text:
    out = Text("weather ")
    for w in WEATHER:
        out.append(f"[{w:+d}]" if w == table.weather else f" {w:+d} ",
                   style="bold reverse" if w == table.weather else "dim")
    out.append(f"   next flow step: arm {table.arm}")
    return out


def _hand(cards: Iterable[int]) -> str:
    numbers = [str(c) for c in cards if c != CLOUD]
    if CLOUD in cards:
        numbers.append("cloud")
    return " ".join(numbers) or "-"


def _players_table(table: NiagaraState, viewer: int | None) -> Table:
    grid = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    grid.add_column("player", no_wrap=True)
    grid.add_column("cards left", ratio=2)
    grid.add_column("played", no_wrap=True)
    for g in GEMS:
        grid.add_column(Text(gem_word(g)[:3], style=GEM_STYLE[g - 1]), justify="right", no_wrap=True)
    grid.add_column("value", justify="right", no_wrap=True)
    goal = qualified(table)
    for p, hand in enumerate(table.hands):
        name = Text(who(p, viewer), style=f"bold {PLAYER_STYLE[p % len(PLAYER_STYLE)]}")
        if p == table.start:
            name.append(" *")
        if p in goal:
            name.append(" goal", style="bold green")
        played = card_short(table.played[p]) if table.played else "-"
        counts = [str(n) if n else "." for n in table.collected[p]]
        grid.add_row(name, _hand(hand), played, *counts, str(value(table, p)))
    return grid


def render(view: View) -> RenderableType:
    """The river from land to the falls, the weather, the cards and the collections."""
    table = niagara_state(view)
    if table is None:
        return Text(repr(view.state))
    viewer = view.player
    limit = f" of at most {table.max_rounds}" if table.max_rounds else ""
    head = Text(f"round {table.round}{limit}  ·  * start player  ·  goal: {END_SAME} of a type, "
                f"{END_TYPES} types or {END_TOTAL} gems", style="bold")
    return Group(head, _weather(table), _river(table, viewer), _players_table(table, viewer),
                 Text(status(table, viewer, view.over)))
