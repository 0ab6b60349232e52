"""Where a tile would land and what its space would do, in words: the phrases the move
words (:mod:`.words`), the table and the picture share.

Rows and spaces are numbered from 1 for people. Where a tile lands is the rules' answer
(:func:`.rules.landing`); this module only says it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .rules import landing, layout_of, others_taken
from .state import BoardState, Mods
from .tiles import TILE_BULLS

__all__ = ["Land", "bulls", "effect", "land_at", "plural", "space_code", "where"]


def bulls(tiles: Iterable[int]) -> int:
    """The bullheads of ``tiles``."""
    return sum(TILE_BULLS[t] for t in tiles if 1 <= t <= 100)


def plural(n: int, word: str) -> str:
    """``1 tile``, ``2 tiles``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


class Land(NamedTuple):
    """Where a tile would go: the row, its space, and the space that acts (To start: another)."""

    row: int
    space: int
    effect: int
    standing: int
    """The tile on the acting space (To start: the row's shifted last tile)."""
    others: tuple[int, ...]
    """The row's other tiles: what a take on the acting space would remove."""


def land_at(board: BoardState, tile: int, mods: Mods, markers: Sequence[int] | None = None) -> Land | None:
    """Where ``tile`` lands with the cards in ``mods`` (:func:`.rules.landing`), with the tiles a
    take there would remove (``None``: it cannot land, a jump past the row's end)."""
    landed = landing(board, tile, mods, markers)
    if isinstance(landed, str):
        return None
    last = board.rows[landed.row][-1] if landed.start else tile
    assert last is not None
    return Land(landed.row, landed.space, landed.effect, last, others_taken(board, tile, landed))


def effect(code: str, standing: int, others: Sequence[int]) -> str:
    """What a space does for the player whose tile lands there, as ``G1: +2`` or ``T: ...``."""
    if code == ".":
        return "plain"
    if code[0] in "GR" and code[1:].isdigit():
        gain = int(code[1:]) * TILE_BULLS[standing] * (1 if code[0] == "G" else -1)
        return f"{code}: {gain:+d}"
    if code == "T":
        return f"T: take the row, {-bulls(others):+d}"
    if code == "TH":
        return f"TH: its {plural(len(others), 'tile')} into the hand"
    return {"D": "D: draw a tile", "A": "A: draw an action card", "2T": "2T, no effect"}.get(code, code)


def space_code(board: BoardState, row: int, space: int) -> str:
    """The code printed on space ``space`` of ``row`` (``?`` past the row's end)."""
    codes = layout_of(board).codes[row]
    return codes[space] if space < len(codes) else "?"


def where(board: BoardState, land: Land) -> str:
    """``row 3, space 4 (G1: +1)``; for To start, where the shifted last tile lands too."""
    does = effect(space_code(board, land.row, land.effect), land.standing, land.others)
    if land.space != land.effect:
        return (f"the first space of row {land.row + 1}; the row shifts and {land.standing} "
                f"reaches space {land.effect + 1} ({does})")
    return f"row {land.row + 1}, space {land.space + 1} ({does})"
