"""Saves of rules version 1 brought to version 2: the decisions it never asked written in.

Version 1 never asked a player's decision that had a single option; version 2
asks the private ones (adding hand cards to a set, discarding for Khnum,
self-study or the hand limit) even then. A version 1 save therefore lacks
those moves. They are exactly known: re-playing the save, every decision of
one player with one option that comes up was one that version 1 played by
itself (the secret technique choices were always asked), so it is written in
where it comes up. A save that starts from a built position kept version 1's
state layout, which is not read any more: it is refused.
"""

from __future__ import annotations

from typing import Any

import senet
from senet import Move
from senet.savefile import codec_for

from .flow import DECISIONS

__all__ = ["from_version_1"]

_TOGETHER = frozenset(d.name for d in DECISIONS if d.together)


def from_version_1(envelope: dict[str, Any]) -> dict[str, Any]:
    """Version 1's envelope as version 2's (the same moves, the unasked single options added)."""
    if envelope.get("start") is not None:
        raise ValueError("a rules version 1 save of a built position cannot be read by version 2")
    from .game import GAME  # the migration is part of the declaration: imported when used

    codec = codec_for(GAME)
    match = senet.new_match(GAME, envelope["players"], seed=envelope["seed"], options=envelope["options"])
    written: list[Any] = []

    def submit(player: int, move: Move) -> None:
        match.submit(player, move)
        written.append([player, codec.unstructure(move, Move)])

    def unasked() -> None:
        while not match.is_over and match.phase.name not in _TOGETHER and len(match.to_act) == 1:
            (player,) = match.to_act
            options = match.legal_moves(player)
            if len(options) != 1:
                return
            submit(player, options[0])

    for number, (player, raw) in enumerate(envelope["moves"], start=1):
        unasked()
        submit(player, codec.structure_untrusted(raw, Move, f"move {number}"))
    unasked()
    return {**envelope, "rules": 2, "moves": written}
