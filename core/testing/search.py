"""The conformance suite's search-help check: what a game declares for search behaves.

A game's ``evaluate`` and ``rollout_policy`` are called by every search bot on search
copies (so they never see more than the searching seat may know: a copy holds nothing
else). Here, on a search copy for the seat to act, each is called twice: ``evaluate``
must give the same values, one per seat, each in [0, 1]; ``rollout_policy`` with
generators of one seed the same position of a listed move; neither may change the state.
"""

from __future__ import annotations

import math
from typing import Any

from ..faces import evaluation
from ..game import Game
from ..match import Match
from ..rng import Rng, seed_state

__all__ = ["faces_hold", "search_helpers_behave"]


def search_helpers_behave(match: Match[Any], rng: Rng, step: int) -> None:
    """``evaluate`` and ``rollout_policy`` (where declared) on a search copy for the seat to act."""
    game = match.game
    evaluate, rollout_policy = evaluation(game)
    if evaluate is None and rollout_policy is None:
        return
    choice = match.next_choice()
    if choice is None:
        return
    seat = choice[0]
    copy = match.determinized(seat, step * 53 + 11, keep_log=False)
    before = copy.state_hash()
    if evaluate is not None:
        first = [float(v) for v in evaluate(copy.state)]
        again = [float(v) for v in evaluate(copy.state)]
        assert first == again, f"evaluate gave {first} and then {again} for one state"
        assert len(first) == match.players, f"evaluate gave {len(first)} values for {match.players} seats"
        assert all(math.isfinite(v) and 0.0 <= v <= 1.0 for v in first), \
            f"evaluate gave {first}: each value must be in [0, 1]"
    mover = copy.next_choice()
    if rollout_policy is not None and mover is not None:
        player, legal = mover
        seed = seed_state(rng.next64() & ((1 << 63) - 1))
        at = rollout_policy(copy.state, player, legal, Rng(seed))
        assert type(at) is int and 0 <= at < len(legal), \
            f"rollout_policy gave {at!r}, not a position among {len(legal)} legal moves"
        again_at = rollout_policy(copy.state, player, legal, Rng(seed))
        assert again_at == at, f"rollout_policy gave {at} and then {again_at} with one seed"
    assert copy.state_hash() == before, "evaluate or rollout_policy changed the state"


def faces_hold(game: Game[Any]) -> None:
    """The game's faces import and hold what their files must (:mod:`senet.faces`), and when
    it has a ``words.py``, every move and event type has words of its own there."""
    from .. import faces

    said = faces.words(game)
    for face in (faces.table, faces.move_names, faces.picture, faces.actions, faces.evaluation):
        face(game)
    if faces.face(game, "words") is None:
        return
    missing = [cls.__qualname__ for cls in (*game.moves, *game.events) if not said.has(cls)]
    assert not missing, (f"no words of their own in {game.faces}.words for "
                         f"{', '.join(missing[:6])}{' ...' if len(missing) > 6 else ''}")
