"""What a person may type for a move in the terminal: a square as the board labels it
(``I6``), and what a typed square that is no legal move now is (``move_names.unplayable``).
Also the few words for tiles, leaders and squares that the texts share."""

from __future__ import annotations

from senet import Move, View, whose

from .layout import GRID, LABELS, LAYOUTS, label, square_of
from .moves import LeaveTreasure, Square
from .rules import square_reason, treasure_reason
from .state import (
    CATASTROPHE,
    COLOUR_INDEX,
    COLOURS,
    EMPTY,
    FACE_DOWN,
    LEADER,
    LEADER_NAMES,
    TILE_NAMES,
    Colour,
    Counts,
    TigrisState,
    leader_code,
    leader_of,
)

__all__ = ["MoveNames", "board_of", "leader_at", "leader_name", "move_names", "on_square", "plural",
           "square_words", "their", "tile_counts", "tile_name"]


def tile_name(colour: Colour | None) -> str:
    c = COLOUR_INDEX.get(colour or "")
    return f"{colour} {TILE_NAMES[c]}" if c is not None else f"{colour} tile"


def leader_name(colour: Colour | None) -> str:
    c = COLOUR_INDEX.get(colour or "")
    return f"{colour} {LEADER_NAMES[c]}" if c is not None else f"{colour} leader"


def board_of(view: View | None) -> TigrisState | None:
    state = view.state if view is not None else None
    return state if isinstance(state, TigrisState) else None


class MoveNames:
    """What a person may type for a move instead of its number: a square as the board
    labels it (``I6``). Called as ``move_names(move, view)``; :meth:`unplayable` says what
    a typed square that no legal move has is, and why it is not a move now."""

    hint = "a square as the board labels it, column letter then row (I6 or i6)"
    """What the names are, for the terminal's help."""

    def __call__(self, move: Move, view: View | None = None) -> tuple[str, ...]:
        """The names of ``move``: its square's label, or none."""
        if isinstance(move, Square | LeaveTreasure):
            square = square_of(move.row, move.col)
            return (label(square),) if square is not None else ()
        return ()

    def unplayable(self, answer: str, view: View | None = None) -> str | None:
        """``answer`` names a square of the board that is no legal move now: what is on it and
        why it may not be chosen (the rule refused, from the chooser's view). ``None`` when
        ``answer`` is not a square's label."""
        try:
            square = LABELS.index(answer.strip().upper())
        except ValueError:
            return None
        where = label(square)
        board = board_of(view)
        if board is None or view is None:
            return f"{where} is a square of the board, but not a legal move now"
        said = (f"{where} is a square of the board ({on_square(board, square, view.player)}), "
                "but not a legal move now")
        row, col = divmod(square, GRID.cols)
        player = view.player
        why: str | None
        if player is not None and view.phase == "square" and board.choice is not None:
            why = square_reason(board, player, Square(row, col))
        elif player is not None and view.phase == "treasure":
            why = treasure_reason(board, player, LeaveTreasure(row, col))
        else:
            why = ("this decision is not about a square (a square is chosen after a tile, "
                   "a leader or a catastrophe)")
        if why is None:
            return said
        topic, sep, rest = why.partition(": ")  # the rule's topic ("tile: ..."), said already
        return f"{said}: {rest if sep and topic.isalpha() else why}"


move_names = MoveNames()
"""The game's ``move_names`` (:class:`MoveNames`)."""


def on_square(board: TigrisState, square: int, viewer: int | None) -> str:
    """What lies on ``square``, in a few words (``river``, ``a red temple with a treasure``)."""
    code = board.cells[square]
    if code == EMPTY:
        return "empty river" if LAYOUTS[board.side].river[square] else "empty land"
    if code == FACE_DOWN:
        return "under a monument"
    if code == CATASTROPHE:
        return "a catastrophe"
    if code >= LEADER:
        player, colour = leader_of(code)
        return f"{whose(player, viewer)} {leader_name(COLOURS[colour])}"
    treasure = " with a treasure" if square in board.treasures else ""
    return f"a {tile_name(COLOURS[code - 1])}{treasure}"


def their(player: int, viewer: int | None) -> str:
    """The possessive after the same player was named: ``your`` or ``their``."""
    return "your" if player == viewer else "their"


def tile_counts(tiles: Counts | tuple[int, ...]) -> str:
    parts = [f"{n} {name}" for name, n in zip(COLOURS, tiles, strict=False) if n]
    return ", ".join(parts) or "none"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def square_words(row: object, col: object) -> str:
    square = square_of(row, col)
    return label(square) if square is not None else f"({row!r}, {col!r})"


def leader_at(view: View | None, colour: Colour) -> str:
    board = board_of(view)
    player = view.player if view is not None else None
    if board is None or player is None:
        return ""
    code = leader_code(player, COLOUR_INDEX.get(colour, 0))
    return f" (on {label(board.cells.index(code))})" if code in board.cells else ""
