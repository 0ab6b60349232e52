"""What search bots play after their own choice, and how they score where it ends.

A playout moves every seat by the game's ``rollout_policy`` when it declares one (and
the bot asks for it), else uniformly at random, until the match ends, a move cap, or,
for a game that declares ``round_number``, the end of the round it started in. Its end
is scored by the game's real score (:func:`points`: the first part of each seat's result
key, so a penalty counts negative) or by its ``evaluate`` (:func:`senet.bots.mcts.evaluation`).
Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..errors import InternalError
from ..faces import evaluation
from ..game import Game
from ..rng import Rng
from ..sim import Sim
from ..values import Move

__all__ = ["Policy", "play_on", "points", "policy_of"]

Policy = Callable[[Any, int, Sequence[Move], Rng], int]
"""``policy(state, player, legal, rng)``: the position in ``legal`` of ``player``'s move."""


def policy_of(game: Game[Any], use: bool) -> Policy | None:
    """The game's rollout policy if ``use`` and it declares one, else ``None`` (uniform)."""
    return evaluation(game)[1] if use else None


def play_on(det: Sim[Any], rng: Rng, policy: Policy | None, moves: int, *,
            round_end: bool = False, until: int | None = None) -> int:
    """Play ``det`` on (every seat by ``policy``, or uniformly) for at most ``moves`` moves,
    stopping when nobody must act (over), when ``round_end`` and the game's round number
    changed, or when player ``until`` must choose; the moves played."""
    game = det.game
    number = game.round_number if round_end else None
    start = number(det.state) if number is not None else 0
    played = 0
    while played < moves:
        choice = det.next_choice()
        if choice is None:
            break
        if number is not None and number(det.state) != start:
            break
        player, legal = choice
        if player == until:
            break
        n = len(legal)
        if n == 1:
            at = 0
        elif policy is None:
            at = rng.below(n)
        else:
            at = policy(det.state, player, legal, rng)
            if type(at) is not int or not 0 <= at < n:
                raise InternalError(f"{game.name}: rollout_policy gave position {at!r} of {n}")
        det.play_index(player, at)
        played += 1
    return played


def points(game: Game[Any], state: Any, players: int) -> list[float]:
    """Per seat its real score now, higher better: the first part of its result key (the
    score, or minus the penalty); minus its rank for a result without keys, and 0 for
    every seat when the game cannot score an unfinished state."""
    try:
        result = game.result(state)
    except Exception:  # a game whose result needs a finished match
        return [0.0] * players
    if len(result.keys) == players and all(result.keys):
        return [float(key[0]) for key in result.keys]
    return [-float(rank) for rank in result.ranks]
