"""Playing matches out with bots: what ``senet simulate`` and the benchmarks run."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from .bots import Bot, RandomBot
from .errors import InternalError
from .game import Act
from .match import Match

__all__ = ["Outcome", "play_out"]


@attrs.frozen
class Outcome:
    """How a playout ended: finished (with ranks) or stopped at the move cap."""

    finished: bool
    moves: int
    ranks: tuple[int, ...] | None
    scores: tuple[int, ...] | None


def play_out(match: Match[Any], bots: Sequence[Bot] | None = None, *, max_moves: int = 100_000
             ) -> Outcome:
    """Let bots play ``match`` to its end or until ``max_moves`` more moves were made."""
    if bots is None:
        bots = [RandomBot(match.seed * 131 + p) for p in range(match.players)]
    made = 0
    simultaneous = Act.SIMULTANEOUS
    wants_view = [bot.needs_view for bot in bots]
    picks = [getattr(bot, "pick", None) for bot in bots]
    submit = match._submit
    while not match.flow.over and made < max_moves:
        # match.to_act and match.legal_moves, unrolled: this loop is the benchmark's.
        phase, actors = match._cache or match._actors()
        player = None
        if phase.act is simultaneous:
            commits = match.flow.commits
            for p in actors:
                if commits[p] is None:
                    player = p
                    break
        elif actors:
            player = actors[0]
        if player is None:
            raise InternalError(f"{match.game.name}: nobody is to act in {phase.name!r}")
        legal = phase.legal(match.state, player)
        if not legal:
            raise InternalError(f"{match.game.name}: player {player} must act but has no move")
        view = match.view(player) if wants_view[player] else None
        bot = bots[player]
        pick = picks[player]
        if pick is not None:
            at = pick(view, legal)
            if not 0 <= at < len(legal):
                raise InternalError(f"bot of player {player} picked position {at} of {len(legal)}")
            move = legal[at]
            listed = True  # one of the listed objects: it passed the phase's check while listing
        else:
            move = bot.choose(view, legal)
            listed = any(m is move for m in legal)
        submit(player, move, listed=listed)
        made += 1
    result = match.result
    if result is None:
        return Outcome(False, made, None, None)
    return Outcome(True, made, result.ranks, result.scores)
