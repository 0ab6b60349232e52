"""What a player may know, the result, and re-dealing what a player cannot see."""

from __future__ import annotations

import attrs

from senet import Result, Rng

from .aftermath import final_points
from .board import regions
from .layout import GRID, LAYOUTS
from .state import (
    CATASTROPHE,
    COLOURS,
    DYNASTIES,
    EMPTY,
    FACE_DOWN,
    LEADER,
    MONUMENTS,
    Choice,
    Conflict,
    Counts,
    TigrisState,
)

__all__ = ["TigrisView", "determinize", "result", "square_text", "view", "view_cells"]

Where = tuple[int, int]
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


_CODES = {"r": 1, "b": 2, "g": 3, "k": 4, "m": FACE_DOWN, "x": CATASTROPHE, ".": EMPTY, "~": EMPTY}


def view_cells(board: TigrisView) -> tuple[int, ...]:
    """The square codes of a view's board (the inverse of :func:`square_text`)."""
    out: list[int] = []
    for row in board.board:
        for text in row:
            code = _CODES.get(text)
            if code is None:
                code = LEADER + 4 * int(text[0]) + _LEADER_TEXT.index(text[1])
            out.append(code)
    return tuple(out)


def _where(square: int | None) -> Where | None:
    return None if square is None else GRID.cell(square)


@attrs.frozen
class TigrisView:
    """One player's (or a spectator's) knowledge of the table: the public board and play,
    their own hand and points, and the other players' points only with ``open_scoring``
    (or once the game is over)."""

    side: str
    open_scoring: bool
    board: tuple[tuple[str, ...], ...]
    """Row by row, each square as :func:`square_text` spells it."""
    treasures: tuple[Where, ...]
    corner_treasures: tuple[Where, ...]
    """The treasures still on the board that are corner treasures (taken first)."""
    monuments: tuple[tuple[str, Where], ...]
    """Built monuments: name and the top-left square of their block."""
    unused_monuments: tuple[str, ...]
    unification: Where | None
    wars: tuple[str, ...]
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
    supply: tuple[tuple[str, ...], ...]
    """Each player's leaders off the board, by colour."""
    points: tuple[Counts | None, ...]
    """Points per colour: the viewer's own, the others' only when scoring is open or the game is over."""
    treasures_won: tuple[int | None, ...]
    ended: str | None
    final: tuple[int, ...] | None
    """Each player's score (weakest colour, treasures added) once the game is over."""


def view(state: TigrisState, player: int | None) -> TigrisView:
    """``player``'s view: everything on the table, their own hand and screen; hidden: the other
    hands and the bag (only sizes), and the others' points unless scoring is open."""
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
    seen = [state.open_scoring or over or p == player for p in range(state.players)]
    final = final_points(state) if over else None
    built = {m.name for m in state.monuments}
    mine = player is not None and 0 <= player < state.players
    return TigrisView(
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
        hand=state.hands[player] if mine and player is not None else None,
        hand_sizes=tuple(sum(h) for h in state.hands),
        bag=sum(state.bag),
        discarded=state.discarded,
        catastrophes=state.catastrophes,
        supply=supply,
        points=tuple(pts if seen[p] else None for p, pts in enumerate(state.points)),
        treasures_won=tuple(n if seen[p] else None for p, n in enumerate(state.treasures_won)),
        ended=state.ended,
        final=tuple(min(p) for p in final) if final is not None else None,
    )


def result(state: TigrisState) -> Result:
    """The weakest colour (treasures added where they help most) wins; ties compare the second
    weakest, then the third, then the fourth; equal on all four share the place."""
    points = final_points(state)
    return Result.from_keys([min(p) for p in points], [tuple(sorted(p)) for p in points])


def determinize(state: TigrisState, observer: int | None, rng: Rng) -> TigrisState:
    """Re-deal what ``observer`` cannot see: the other players' hands (same sizes) and the bag,
    from the tiles in them together. Points stay: every gain was seen when it happened."""
    others = [p for p in range(state.players) if p != observer]
    pool = list(state.bag)
    for p in others:
        pool = [a + b for a, b in zip(pool, state.hands[p], strict=True)]
    tiles = list(rng.shuffled([c for c in range(4) for _ in range(pool[c])]))
    hands = list(state.hands)
    for p in others:
        size = sum(hands[p])
        counts = [0, 0, 0, 0]
        for c in tiles[:size]:
            counts[c] += 1
        del tiles[:size]
        hands[p] = (counts[0], counts[1], counts[2], counts[3])
    bag = [0, 0, 0, 0]
    for c in tiles:
        bag[c] += 1
    return attrs.evolve(state, hands=tuple(hands), bag=(bag[0], bag[1], bag[2], bag[3]))
