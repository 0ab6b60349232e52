"""A person's answer in ``senet play``: a move's number or typed name, and taking a step back.

A game may give its moves short names (``move_names`` in its ``table.py`` face,
:func:`senet.faces.move_names`: Tigris names a square ``I6``); a person may type one instead
of the number, in any case. A name no legal move has may still name something of the game
(a square not playable now): when
the game's ``move_names`` has a method ``unplayable(answer, view)``, it says what that
is and why it is not a move now (``None``: the answer names nothing), and the person
is told so rather than that the answer is no name at all; a string attribute ``hint``
says what the names are, for the ``help`` command.

Some decisions come in steps: a Tigris tile, then its square; a Nephthys block, then
the cards added to it. While the same person is still to act and nothing they could
not see before has come out (nothing drawn, nothing random, no secret of theirs
shown), their steps are tried on a copy of the match, and ``b`` takes the last one
back; the steps are played on the match itself (where observers and the save see
them) once the turn moves on, or a step draws or shows something.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import faces
from ..game import Game
from ..match import Match, View
from ..texts import from_game
from ..undo import revealed
from ..values import Move
from .terminal import printable

__all__ = ["BACK_WORDS", "example_name", "name_hint", "named", "retractable", "unplayable"]

BACK_WORDS = ("b", "back")


def named(game: Game[Any], answer: str, legal: Sequence[Move], view: View | None) -> list[int]:
    """The indexes of the moves in ``legal`` that the game names ``answer`` (ignoring case)."""
    names_of = faces.move_names(game)
    if names_of is None:
        return []
    wanted = answer.strip().casefold()
    return [i for i, move in enumerate(legal)
            if any(str(n).strip().casefold() == wanted for n in _names(game, move, view))]


def unplayable(game: Game[Any], answer: str, view: View | None) -> str | None:
    """What the game says ``answer`` names when no legal move has that name (a Tigris
    square not playable now), made printable; ``None`` if the game says it names nothing."""
    explain = getattr(faces.move_names(game), "unplayable", None)
    if explain is None or not callable(explain) or not answer.strip():
        return None
    said = from_game(game, "move_names.unplayable", lambda: explain(answer, view))
    return printable(said) if said else None


def name_hint(game: Game[Any]) -> str | None:
    """What the game's move names are, in its words (``help``), made printable; ``None`` if
    the game does not say (or names no move)."""
    hint = getattr(faces.move_names(game), "hint", None)
    return printable(hint) if isinstance(hint, str) and hint else None


def example_name(game: Game[Any], legal: Sequence[Move], view: View | None) -> str | None:
    """One of the typed names of ``legal``, to show in the prompt (``None``: there are none)."""
    for move in legal:
        names = _names(game, move, view)
        if names:
            return printable(names[0])
    return None


def _names(game: Game[Any], move: Move, view: View | None) -> Sequence[str]:
    names_of = faces.move_names(game)
    if names_of is None:
        return ()
    names = from_game(game, "move_names", lambda: names_of(move, view))
    return [str(n) for n in names]


def retractable(before: Match[Any], after: Match[Any], player: int) -> bool:
    """Whether ``player``'s move from ``before`` to ``after`` may still be taken back: they
    alone are to act again and the move revealed nothing (:func:`senet.undo.revealed`, the
    engine's barrier of taking back: nothing random was drawn, nothing came out that the
    table could not see before)."""
    if after.is_over or after.to_act != (player,):
        return False
    return revealed(before, after, after.log[len(before.log):]) is None
