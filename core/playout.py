"""Playing matches out with bots: what ``senet simulate`` and the benchmarks run."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from .bots.base import Bot, RandomBot, Seat
from .errors import InternalError
from .match import Match

__all__ = ["Outcome", "play_out"]


@attrs.frozen
class Outcome:
    """How a playout ended: finished (with ranks) or stopped at the move cap."""

    finished: bool
    moves: int
    ranks: tuple[int, ...] | None
    scores: tuple[int, ...] | None
    keys: tuple[tuple[int, ...], ...] | None = attrs.field(default=None, eq=False)
    """What the ranks compared, per seat (:attr:`senet.Result.keys`), for a finished match."""


def play_out(match: Match[Any], bots: Sequence[Bot] | None = None, *, max_moves: int = 100_000
             ) -> Outcome:
    """Let bots play ``match`` to its end or until ``max_moves`` more moves were made."""
    if bots is None:
        bots = [RandomBot(match.seed * 131 + p) for p in range(match.players)]
    made = 0
    wants_view = [bot.needs_view for bot in bots]
    picks = [getattr(bot, "pick", None) for bot in bots]
    searches = [getattr(bot, "search", None) for bot in bots]
    while not match.flow.over and made < max_moves:
        choice = match.next_choice()
        if choice is None:
            raise InternalError(f"{match.game.name}: nobody is to act in {match.phase.name!r}")
        player, legal = choice
        if not legal:
            raise InternalError(f"{match.game.name}: player {player} must act but has no move")
        search = searches[player]
        if search is not None:
            at = search(Seat(match, player, legal))
            if not 0 <= at < len(legal):
                raise InternalError(f"bot of player {player} picked position {at} of {len(legal)}")
            match.play_listed(player, at)
            made += 1
            continue
        view = match.view(player) if wants_view[player] else None
        pick = picks[player]
        if pick is not None:
            at = pick(view, legal)
            if not 0 <= at < len(legal):
                raise InternalError(f"bot of player {player} picked position {at} of {len(legal)}")
            match.play_listed(player, at)
        else:
            move = bots[player].choose(view, legal)
            at = next((i for i, m in enumerate(legal) if m is move), -1)
            if at >= 0:
                match.play_listed(player, at)
            else:
                match.submit(player, move)
        made += 1
    result = match.result
    if result is None:
        return Outcome(False, made, None, None)
    return Outcome(True, made, result.ranks, result.scores, result.keys)
