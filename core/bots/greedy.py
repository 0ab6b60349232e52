"""Greedy: one step ahead by the game's ``evaluate``, a baseline for every game.

For each legal move, ``samples`` search copies of the match (what the seat cannot see
re-dealt): the move is played, then the other seats move (by the game's rollout policy
where it declares one, else uniformly) until this seat must choose again or the match
ends; the position reached is scored by the game's ``evaluate`` (by the ranks of its
result when the match ended, or when the game declares no ``evaluate``), ties broken by
the seat's real score less the others' mean (:func:`senet.bots.playouts.points`). Every
move is scored on the same copies. The best mean is played (the first listed of equals).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..errors import InternalError
from ..players import Seat
from ..rng import Rng, seed_state
from ..seen import View
from ..values import Move
from .mcts import evaluation
from .playouts import play_on, points, policy_of
from .spec import BotSpec, Param, ParamValue

__all__ = ["GREEDY", "GreedyBot"]

DEFAULT_SAMPLES = 8
LIMIT = 1000
"""Moves the other seats may make before this seat's next choice (a safety cap)."""
_SEED_MASK = (1 << 63) - 1


class GreedyBot:
    """A seeded greedy bot for one seat (see the module's description)."""

    needs_view = False

    def __init__(self, seat: int, seed: int = 0, *, samples: int = DEFAULT_SAMPLES,
                 policy: bool = True) -> None:
        self.seat = seat
        self.samples = samples
        self.policy = policy
        self.rng = Rng(seed_state(seed ^ 0x6EED))
        self.last_values: list[tuple[float, float]] = []
        """The last search's mean (evaluation, score gap) per legal move."""

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        """Not without a seat: looking ahead needs search copies (``search`` is what is called)."""
        raise InternalError("GreedyBot needs a senet.bots.Seat: call search(seat), as play_out does")

    def search(self, seat: Seat) -> int:
        """The position in ``seat.legal`` of the move whose next position evaluates best."""
        legal = seat.legal
        if len(legal) <= 1:
            return 0
        game, me = seat.game, seat.player
        policy = policy_of(game, self.policy)
        values = [0.0] * len(legal)
        gaps = [0.0] * len(legal)
        for _ in range(self.samples):
            seed = self.rng.next64() & _SEED_MASK
            for i, move in enumerate(legal):
                det = seat.determinized(seed)
                det.submit(me, move)
                play_on(det, Rng(seed_state(seed ^ 0x9E37)), policy, LIMIT, until=me)
                values[i] += evaluation(game, det)[me]
                score = points(game, det.state, det.players)
                others = (sum(score) - score[me]) / max(det.players - 1, 1)
                gaps[i] += score[me] - others
        self.last_values = [(v / self.samples, g / self.samples) for v, g in zip(values, gaps, strict=True)]
        best = 0
        for i in range(len(legal)):
            if (values[i], gaps[i]) > (values[best], gaps[best]):
                best = i
        return best


def _make(seat: int, seed: int, params: Mapping[str, ParamValue]) -> GreedyBot:
    return GreedyBot(seat, seed, samples=int(params["samples"]), policy=bool(params["policy"]))


GREEDY = BotSpec(
    "greedy",
    "one step ahead: the move whose next position the game's evaluate likes best (any game)",
    _make,
    (
        Param("samples", DEFAULT_SAMPLES, "search copies each move is tried on", 1, 100_000),
        Param("policy", True, "the other seats answer by the game's rollout policy where it has "
              "one (else uniformly)"),
    ),
)
"""The greedy bot's registration."""
