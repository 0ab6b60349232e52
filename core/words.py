"""Words every game's texts need: how a player is named for whoever reads.

Every game wrote its own "you" or "player N"; this is the one copy.
"""

from __future__ import annotations

__all__ = ["who", "whose"]


def who(player: int | None, viewer: int | None) -> str:
    """How ``player`` is named for ``viewer``: "you", "player N", or "the table" (``None``)."""
    if player is None:
        return "the table"
    return "you" if player == viewer else f"player {player}"


def whose(player: int, viewer: int | None) -> str:
    """The possessive: "your" or "player N's"."""
    return "your" if player == viewer else f"player {player}'s"
