"""Information-set Monte Carlo tree search: a search bot for every game, with no game's code.

Single-observer ISMCTS (after Cowling, Powley and Whitehouse, 2012). Each iteration
asks the bot's :class:`~senet.bots.Seat` for a search copy of the match (everything
the seat cannot see re-dealt, others' secret commits withdrawn, future draws
re-seeded) and plays it on:

- in the tree, a node is the seat's observable history of decisions (who chose what,
  with others' secret commits seen only as "someone committed"); at a node each
  player's moves keep visits, rewards and *availability* (how often the move was
  legal when the node was reached), and selection maximises UCB1 with availability
  in place of the parent's visits; a move never tried is tried first (expansion);
- a decision put to several seats at once is chosen, by each of them, from the node
  where the round began: no one's choice in the tree depends on another's secret one;
- then up to ``rollout`` moves by the game's rollout policy (uniformly without one, or
  with ``policy=false``), stopping at the end of the round with ``round=true``
  (:mod:`senet.bots.playouts`); a finished match is scored by its
  ranks, an unfinished one by the game's ``evaluate`` when it declares one, else by
  the ranks of its current result;
- the rewards (one per seat, in [0, 1]: the share of the other seats it beats, a tie
  half) are added along the path, each decision crediting its chooser.

The move played is the most visited at the root. The same seed and budget of
iterations give the same moves; a budget in seconds (the searching thread's CPU time)
depends on the machine. ``quick`` and ``strong`` are the search's levels by time.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from typing import Any

from .. import faces
from ..errors import InternalError
from ..game import Game
from ..players import Seat
from ..rng import Rng, seed_state
from ..seen import View
from ..sim import Sim
from ..values import Move
from .playouts import Policy, play_on, policy_of
from .spec import BotSpec, Param, ParamValue

__all__ = ["MCTS", "QUICK", "STRONG", "MctsBot", "evaluation", "rank_rewards"]

DEFAULT_ITERATIONS = 200
DEFAULT_ROLLOUT = 20
DEFAULT_C = 0.7
MAX_ITERATIONS = 10_000_000
QUICK_SECONDS = 0.1
STRONG_SECONDS = 1.0
_SEED_MASK = (1 << 63) - 1


class _Node:
    """One information set of the searching seat: each chooser's move statistics here."""

    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.children: dict[tuple[int, Move | None], _Node] = {}
        self.stats: dict[int, dict[Move, list[float]]] = {}
        """Per chooser: move -> [visits, total reward, availability]."""


def rank_rewards(ranks: Sequence[int]) -> list[float]:
    """Per seat, the share of the other seats it ranks above (a shared place counts half)."""
    n = len(ranks)
    if n < 2:
        return [1.0] * n
    # Against itself a seat counts a tie (0.5), taken off again.
    return [(sum(1.0 if r < other else 0.5 if r == other else 0.0 for other in ranks) - 0.5) / (n - 1)
            for r in ranks]


def evaluation(game: Game[Any], match: Sim[Any]) -> list[float]:
    """The rewards of a match stopped where it stands (finished or not)."""
    if match.flow.over:
        result = match.result
        assert result is not None
        return rank_rewards(result.ranks)
    players = match.players
    evaluate = faces.evaluation(game)[0]
    if evaluate is not None:
        try:
            values = [float(v) for v in evaluate(match.state)]
        except Exception as exc:
            raise InternalError(f"{game.name}: evaluate raised {type(exc).__name__}: {exc}") from exc
        if len(values) != players:
            raise InternalError(f"{game.name}: evaluate gave {len(values)} values for {players} seats")
        return [min(1.0, max(0.0, v)) if v == v else 0.5 for v in values]
    try:
        return rank_rewards(game.result(match.state).ranks)
    except Exception:  # a game whose result needs a finished match: nobody is ahead
        return [0.5] * players


class MctsBot:
    """A seeded ISMCTS bot for one seat (see the module's description)."""

    needs_view = False

    def __init__(self, seat: int, seed: int = 0, *, iterations: int = DEFAULT_ITERATIONS,
                 seconds: float = 0.0, c: float = DEFAULT_C, rollout: int = DEFAULT_ROLLOUT,
                 policy: bool = True, whole_round: bool = False) -> None:
        self.seat = seat
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.rollout = rollout
        self.policy = policy
        self.whole_round = whole_round
        self.rng = Rng(seed_state(seed ^ 0x15_3C75))
        self._policy: Policy | None = None
        self.last_iterations = 0
        """Iterations the last search ran (with a budget in seconds, how many fitted)."""

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        """Not without a seat: search needs copies of the match (``search`` is what is called)."""
        raise InternalError("MctsBot needs a senet.bots.Seat: call search(seat), as play_out does")

    def search(self, seat: Seat) -> int:
        """The position in ``seat.legal`` of the move most visited at the root."""
        legal = seat.legal
        if len(legal) <= 1:
            return 0
        rng = self.rng
        root = _Node()
        self._policy = policy_of(seat.game, self.policy)
        deadline = time.thread_time() + self.seconds if self.seconds > 0 else None
        done = 0
        while done < self.iterations:
            self._iterate(seat, root, Rng(seed_state(rng.next64() & _SEED_MASK)))
            done += 1
            if deadline is not None and time.thread_time() >= deadline:
                break
        self.last_iterations = done
        mine = root.stats.get(seat.player, {})
        best, best_key = 0, (-1.0, -1.0)
        for i, move in enumerate(legal):
            stat = mine.get(move)
            key = (stat[0], stat[1] / stat[0]) if stat and stat[0] else (0.0, 0.0)
            if key > best_key:
                best, best_key = i, key
        return best

    def _iterate(self, seat: Seat, root: _Node, rng: Rng) -> None:
        """One determinization played through the tree, one expansion, a rollout, the update."""
        det = seat.determinized(rng.next64() & _SEED_MASK)
        observer, c, log = seat.player, self.c, math.log
        node: _Node | None = root
        round_node = root
        path: list[tuple[list[float], int]] = []
        while not det.flow.over:
            choice = det.next_choice()
            if choice is None:
                break
            player, legal = choice
            if not legal:
                raise InternalError(f"{det.game.name}: player {player} must act but has no move")
            if node is None:  # past the tree: the rollout
                play_on(det, rng, self._policy, self.rollout, round_end=self.whole_round)
                break
            together = det.decision.reveal is not None  # type: ignore[union-attr]  # asked: not over
            if together:
                if all(commit is None for commit in det.flow.commits):
                    round_node = node  # a new round: everyone chooses from where it began
                at = round_node
            else:
                at = node
            stats = at.stats.get(player)
            if stats is None:
                stats = at.stats[player] = {}
            index = _select(stats, legal, rng, c, log)
            move = legal[index]
            stat = stats.get(move)
            if stat is None:  # expansion: this move is new here; the rest of the walk is random
                stat = stats[move] = [0.0, 0.0, 1.0]
                path.append((stat, player))
                det.play_index(player, index)
                node = None
                continue
            path.append((stat, player))
            det.play_index(player, index)
            token = (player, None if together and player != observer else move)
            child = node.children.get(token)
            if child is None:
                child = node.children[token] = _Node()
            node = child
        rewards = evaluation(det.game, det)
        for stat, player in path:
            stat[0] += 1.0
            stat[1] += rewards[player]


def _select(stats: dict[Move, list[float]], legal: Sequence[Move], rng: Rng, c: float,
            log: Any) -> int:
    """An untried move at random if there is one, else the best by UCB1 with availability
    (each tried move's availability counts this visit)."""
    untried: list[int] = []
    best, best_value = 0, -1.0
    for i, move in enumerate(legal):
        stat = stats.get(move)
        if stat is None:
            untried.append(i)
            continue
        stat[2] += 1.0
        if untried:
            continue
        visits = stat[0]
        if visits == 0.0:  # tried, its result not in yet (a move listed twice): try it again
            value = 2.0
        else:
            value = stat[1] / visits + c * math.sqrt(log(stat[2]) / visits)
        if value > best_value:
            best, best_value = i, value
    if untried:
        return untried[0] if len(untried) == 1 else untried[rng.below(len(untried))]
    return best


def _make(seat: int, seed: int, params: Mapping[str, ParamValue]) -> MctsBot:
    return MctsBot(seat, seed, iterations=int(params["iterations"]), seconds=float(params["seconds"]),
                   c=float(params["c"]), rollout=int(params["rollout"]), policy=bool(params["policy"]),
                   whole_round=bool(params["round"]))


def _params(iterations: int, seconds: float, rollout: int, whole_round: bool) -> tuple[Param, ...]:
    """The search's parameters, with the defaults of one level."""
    return (
        Param("iterations", iterations, "search iterations per decision", 1, MAX_ITERATIONS),
        Param("seconds", seconds, "also stop after this many seconds per decision (0: no time limit; "
              "a time budget is not reproducible)", 0, 3600),
        Param("c", DEFAULT_C, "UCB exploration constant", 0, 100),
        Param("rollout", rollout, "moves after the tree before the position is scored (by the "
              "game's evaluate if it has one)", 0, 1_000_000),
        Param("policy", True, "rollouts move by the game's rollout policy where it has one "
              "(else uniformly)"),
        Param("round", whole_round, "a rollout also stops at the end of its round where the game "
              "has rounds"),
    )


MCTS = BotSpec(
    "mcts",
    "information-set Monte Carlo tree search over search copies of what the seat may know "
    "(any game; reproducible with a budget of iterations)",
    _make,
    _params(DEFAULT_ITERATIONS, 0.0, DEFAULT_ROLLOUT, False),
)
QUICK = BotSpec(
    "quick",
    f"the search (mcts) given {QUICK_SECONDS} s a decision (thread CPU); rollouts stop at a round's end",
    _make,
    _params(MAX_ITERATIONS, QUICK_SECONDS, DEFAULT_ROLLOUT, True),
)
STRONG = BotSpec(
    "strong",
    f"the search (mcts) given {STRONG_SECONDS} s a decision (thread CPU); rollouts stop at a round's end",
    _make,
    _params(MAX_ITERATIONS, STRONG_SECONDS, DEFAULT_ROLLOUT, True),
)
"""The search's levels by time per decision: what people choose between (not reproducible)."""
