"""Playing matches out with bots: what ``senet simulate`` and the benchmarks run."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from .errors import InternalError
from .players import Bot, RandomBot, decide
from .sim import Sim

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


def play_out(match: Sim[Any], bots: Sequence[Bot] | None = None, *, max_moves: int = 100_000
             ) -> Outcome:
    """Let bots play ``match`` to its end or until ``max_moves`` more moves were made.

    ``match`` is a :class:`senet.Sim` (the lean simulator: nothing recorded) or a
    :class:`senet.Match` (its moves, log and observers recorded as it goes)."""
    if bots is None:
        bots = [RandomBot(match.seed * 131 + p) for p in range(match.players)]
    made = 0
    if all(type(bot) is RandomBot for bot in bots):
        made = _random(match, bots, max_moves)  # what simulations and rollouts play: no detours
    while not match.is_over and made < max_moves:
        choice = match.next_choice()
        if choice is None:
            raise InternalError(f"{match.game.name}: nobody is to act in {match.flow.at!r}")
        player, legal = choice
        if not legal:
            raise InternalError(f"{match.game.name}: player {player} must act but has no move")
        at, move = decide(bots[player], match, player, legal)
        if at >= 0:
            match.play_index(player, at)
        else:
            match.submit(player, move)
        made += 1
    result = match.result
    if result is None:
        return Outcome(False, made, None, None)
    return Outcome(True, made, result.ranks, result.scores, result.keys)


def _random(match: Sim[Any], bots: Sequence[Bot], max_moves: int) -> int:
    """``play_out``'s loop for random bots only: each picks a position as ``decide`` would
    ask it to, the same draws in the same order; the moves made."""
    picks = [bot.pick for bot in bots]  # type: ignore[attr-defined]  # RandomBot's
    if type(match) is Sim:  # nothing recorded around a move: the Sim's own loop
        return match._play_picked(picks, max_moves)
    next_choice, play_index = match.next_choice, match.play_index
    made = 0
    while made < max_moves:
        choice = next_choice()
        if choice is None:
            break  # over (or, which the general loop reports, nobody to act)
        player, legal = choice
        if not legal:
            raise InternalError(f"{match.game.name}: player {player} must act but has no move")
        play_index(player, picks[player](None, legal))
        made += 1
    return made
