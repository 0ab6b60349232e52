"""Saves of rules version 1 (before the decision API) brought to version 2.

Version 1's moves mean the same, but its engine played some decisions without
asking that version 2 asks even with a single option (``pay``, ``plant`` and
``speculate`` are private: skipping them told the table what the hand held).
The loader plays such single-option decisions before each later move of a
migrated save; the ones after the save's LAST move (a pass that ended the game,
say) it does not, so this migration replays the save and writes every one of
them into its move list. A version 1 save that starts from a given state
cannot be read (its state had other types); it is left for the loader to refuse.
"""

from __future__ import annotations

from typing import Any

import senet
from senet import Move
from senet.savefile import codec_for

__all__ = ["from_version_1"]


def _lone(match: senet.Match[Any]) -> tuple[int, Move] | None:
    """The decision with a single option now pending, if any (with that option)."""
    if match.is_over:
        return None
    for player in match.to_act:
        options = match.legal_moves(player)
        if len(options) == 1:
            return player, options[0]
    return None


def from_version_1(envelope: dict[str, Any]) -> dict[str, Any]:
    """Version 1's envelope as version 2's: the same moves, the unasked single options written in."""
    out = {**envelope, "rules": 2}
    if envelope.get("start") is not None:
        return out
    from .game import GAME  # the migration is part of the declaration: imported late

    codec = codec_for(GAME)
    match = senet.new_match(GAME, envelope["players"], seed=envelope["seed"], options=envelope["options"])
    moves: list[Any] = []

    def play(player: int, move: Move) -> None:
        match.submit(player, move)
        moves.append([player, codec.unstructure(move, Move)])

    for number, (player, raw) in enumerate(envelope["moves"], start=1):
        move = codec.structure_untrusted(raw, Move, f"move {number}")
        while (lone := _lone(match)) is not None and match.refusal(player, move) is not None:
            play(*lone)
        play(player, move)
    while (lone := _lone(match)) is not None:
        play(*lone)
    out["moves"] = moves
    return out
