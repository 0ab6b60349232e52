"""What one seat sees of the table, as plain values: the board square by square, the
players, the turn. The terminal's table (:mod:`.table`) and the browser's picture
(:mod:`.picture`) both draw a :class:`Sheet`, so they show the same things; neither the
sheet nor the picture needs the terminal library.
"""

from __future__ import annotations

import attrs

from .board import regions
from .layout import GRID, LAYOUTS
from .rules_aftermath import final_points
from .state import (
    CATASTROPHE,
    COLOUR_INDEX,
    COLOURS,
    DYNASTIES,
    EMPTY,
    FACE_DOWN,
    LEADER,
    MONUMENTS,
    Choice,
    Colour,
    Conflict,
    Counts,
    EndReason,
    MonumentName,
    Side,
    TigrisState,
)

__all__ = ["Sheet", "Where", "monument_cells", "sheet", "square_text"]

Where = tuple[int, int]
"""A square as (row, column)."""
_TILE_TEXT = ("", "r", "b", "g", "k")
_LEADER_TEXT = "RBGK"


def square_text(code: int, river: bool) -> str:
    """A square as the view spells it: ``.`` land, ``~`` river, ``r b g k`` face-up tiles
    (k: black), ``m`` a face-down tile under a monument, ``x`` a catastrophe, and a leader as
    its owner's seat and colour letter (``2G``: player 2's green trader)."""
    if code == EMPTY:
        return "~" if river else "."
    if code < FACE_DOWN:
        return _TILE_TEXT[code]
    if code == FACE_DOWN:
        return "m"
    if code == CATASTROPHE:
        return "x"
    player, colour = divmod(code - LEADER, 4)
    return f"{player}{_LEADER_TEXT[colour]}"


def _where(square: int | None) -> Where | None:
    return None if square is None else GRID.cell(square)


@attrs.frozen
class Sheet:
    """The table as drawn for one player (or a spectator), from their masked view of the state."""

    side: Side
    open_scoring: bool
    board: tuple[tuple[str, ...], ...]
    """Row by row, each square as :func:`square_text` spells it."""
    treasures: tuple[Where, ...]
    corner_treasures: tuple[Where, ...]
    """The treasures still on the board that are corner treasures (taken first)."""
    monuments: tuple[tuple[MonumentName, Where], ...]
    """Built monuments: name and the top-left square of their block."""
    unused_monuments: tuple[MonumentName, ...]
    unification: Where | None
    wars: tuple[Colour, ...]
    conflict: Conflict | None
    choice: Choice | None
    placed: Where | None
    dynasties: tuple[str, ...]
    turn: int
    active: int
    actions_left: int
    hand: Counts | None
    """The viewer's tiles per colour; ``None`` for a spectator."""
    hand_sizes: tuple[int, ...]
    bag: int
    """Tiles left in the bag (its contents are hidden)."""
    discarded: int
    catastrophes: tuple[int, ...]
    supply: tuple[tuple[Colour, ...], ...]
    """Each player's leaders off the board, by colour."""
    points: tuple[Counts | None, ...]
    """Points per colour: the viewer's own, the others' only when scoring is open or the game is over."""
    treasures_won: tuple[int, ...]
    ended: EndReason | None
    final: tuple[int, ...] | None
    """Each player's score (weakest colour, treasures added) once the game is over."""


def sheet(state: TigrisState, player: int | None) -> Sheet:
    """What the drawing shows of ``state``, a view already masked for ``player``."""
    layout = LAYOUTS[state.side]
    cells = state.cells
    river = layout.river
    cols = GRID.cols
    board = tuple(tuple(square_text(cells[r * cols + c], river[r * cols + c]) for c in range(cols))
                  for r in range(GRID.rows))
    reg = regions(cells)
    supply = tuple(tuple(COLOURS[c] for c in range(4) if reg.leader_at[4 * p + c] < 0)
                   for p in range(state.players))
    over = state.ended is not None
    final = final_points(state) if over else None
    built = {m.name for m in state.monuments}
    mine = player is not None and 0 <= player < state.players
    return Sheet(
        side=state.side,
        open_scoring=state.open_scoring,
        board=board,
        treasures=tuple(GRID.cell(t) for t in state.treasures),
        corner_treasures=tuple(GRID.cell(t) for t in state.treasures if t in layout.corners),
        monuments=tuple((m.name, GRID.cell(m.square)) for m in state.monuments),
        unused_monuments=tuple(n for n in MONUMENTS if n not in built),
        unification=_where(state.unification),
        wars=state.wars,
        conflict=state.conflict,
        choice=state.choice,
        placed=_where(state.placed),
        dynasties=DYNASTIES[:state.players],
        turn=state.turn,
        active=state.active,
        actions_left=state.actions,
        hand=state.held(player) if mine and player is not None else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        bag=len(state.bag),
        discarded=state.discarded,
        catastrophes=state.catastrophes,
        supply=supply,
        points=tuple(screen.value for screen in state.points),
        treasures_won=state.treasures_won,
        ended=state.ended,
        final=tuple(min(p) for p in final) if final is not None else None,
    )


def monument_cells(board: Sheet) -> dict[tuple[int, int], int]:
    """The colour index to draw each monument square in: the first colour on the left
    column of the block, the second on the right."""
    out: dict[tuple[int, int], int] = {}
    for name, (r, c) in board.monuments:
        first, _, second = name.partition("-")
        for dr in (0, 1):
            out[(r + dr, c)] = COLOUR_INDEX.get(first, 3)
            out[(r + dr, c + 1)] = COLOUR_INDEX.get(second, 3)
    return out
