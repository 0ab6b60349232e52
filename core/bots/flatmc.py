"""Flat Monte Carlo: a yardstick bot for every game, with no game's code.

For each legal move, ``playouts`` playouts: each from a fresh search copy of the match
(what the seat cannot see re-dealt, :meth:`senet.bots.Seat.determinized`), the move
played, then every seat moving uniformly at random (or by the game's rollout policy,
``policy=true``) to the end of the current round where the game declares rounds
(``round_number``), else to the end of the match, at most ``cap`` moves. A playout
scores the seat's change of real score (:func:`senet.bots.playouts.points`: points
won, or minus the penalty taken), or with ``gap=true`` that change less the other
seats' mean change. The move with the best mean is played (the first listed of equals).

Moves are tried in sweeps, one playout each, so a time limit (``seconds``) leaves every
move with as many playouts. ``paired=true`` gives every move of a sweep the same search
copy and the same playout seed (common random numbers: the moves are compared on the
same deals). The same seed and budget give the same moves; a time limit does not.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

from ..errors import InternalError
from ..players import Seat
from ..rng import Rng, seed_state
from ..seen import View
from ..values import Move
from .playouts import Policy, play_on, points, policy_of
from .spec import BotSpec, Param, ParamValue

__all__ = ["FLATMC", "FlatMcBot"]

DEFAULT_PLAYOUTS = 100
DEFAULT_CAP = 500
_SEED_MASK = (1 << 63) - 1


class FlatMcBot:
    """A seeded flat Monte Carlo bot for one seat (see the module's description)."""

    needs_view = False

    def __init__(self, seat: int, seed: int = 0, *, playouts: int = DEFAULT_PLAYOUTS,
                 seconds: float = 0.0, cap: int = DEFAULT_CAP, whole_round: bool = True,
                 gap: bool = False, policy: bool = False, paired: bool = False) -> None:
        self.seat = seat
        self.playouts = playouts
        self.seconds = seconds
        self.cap = cap
        self.whole_round = whole_round
        self.gap = gap
        self.policy = policy
        self.paired = paired
        self.rng = Rng(seed_state(seed ^ 0xF1A7))
        self.last_playouts = 0
        """Playouts per move in the last search (with a time limit, how many fitted)."""
        self.last_means: list[float] = []
        """The last search's mean score per legal move."""

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        """Not without a seat: playouts need search copies (``search`` is what is called)."""
        raise InternalError("FlatMcBot needs a senet.bots.Seat: call search(seat), as play_out does")

    def search(self, seat: Seat) -> int:
        """The position in ``seat.legal`` of the move with the best mean playout score."""
        legal = seat.legal
        if len(legal) <= 1:
            return 0
        policy = policy_of(seat.game, self.policy)
        totals = [0.0] * len(legal)
        deadline = time.thread_time() + self.seconds if self.seconds > 0 else None
        done = 0
        while done < self.playouts:
            shared = self.rng.next64() & _SEED_MASK if self.paired else 0
            for i, move in enumerate(legal):
                totals[i] += self._playout(seat, move, shared or self.rng.next64() & _SEED_MASK, policy)
            done += 1
            if deadline is not None and time.thread_time() >= deadline:
                break
        self.last_playouts = done
        self.last_means = [t / done for t in totals]
        best = 0
        for i, total in enumerate(totals):
            if total > totals[best]:
                best = i
        return best

    def _playout(self, seat: Seat, move: Move, seed: int, policy: Policy | None) -> float:
        """One playout of ``move`` from a search copy dealt with ``seed``: its score."""
        det = seat.determinized(seed)
        game, players, me = det.game, det.players, seat.player
        before = points(game, det.state, players)
        det.submit(me, move)
        play_on(det, Rng(seed_state(seed ^ 0x9E37)), policy, self.cap, round_end=self.whole_round)
        after = points(game, det.state, players)
        gains = [a - b for a, b in zip(after, before, strict=True)]
        if not self.gap or players < 2:
            return gains[me]
        return gains[me] - (sum(gains) - gains[me]) / (players - 1)


def _make(seat: int, seed: int, params: Mapping[str, ParamValue]) -> FlatMcBot:
    return FlatMcBot(seat, seed, playouts=int(params["playouts"]), seconds=float(params["seconds"]),
                     cap=int(params["cap"]), whole_round=bool(params["round"]), gap=bool(params["gap"]),
                     policy=bool(params["policy"]), paired=bool(params["paired"]))


FLATMC = BotSpec(
    "flatmc",
    "flat Monte Carlo: for each move, playouts to the round's end from fresh search copies, "
    "scored by the real score (a yardstick for any game; reproducible without seconds)",
    _make,
    (
        Param("playouts", DEFAULT_PLAYOUTS, "playouts per legal move", 1, 1_000_000),
        Param("seconds", 0.0, "also stop after this many seconds per decision, every move with as "
              "many playouts (0: no time limit; a time limit is not reproducible)", 0, 3600),
        Param("cap", DEFAULT_CAP, "moves a playout plays at most", 1, 1_000_000),
        Param("round", True, "a playout ends with the round where the game has rounds "
              "(else with the match)"),
        Param("gap", False, "score the seat's gain less the other seats' mean gain (else its own gain)"),
        Param("policy", False, "playouts move by the game's rollout policy where it has one "
              "(else uniformly)"),
        Param("paired", False, "every move of a sweep played on the same search copy and seed"),
    ),
)
"""The flat Monte Carlo bot's registration."""
