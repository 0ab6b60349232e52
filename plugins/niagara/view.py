"""What a player may know of Niagara (everything on the table), and how the game is won."""

from __future__ import annotations

import attrs

from senet import Result

from .components import WEATHER
from .rules import qualified
from .state import Canoe, NiagaraState, Turn

__all__ = ["NiagaraView", "result", "value", "view"]


@attrs.frozen
class NiagaraView:
    """The table as anyone sees it: Niagara has no hidden state (the cards being chosen
    are the engine's secret, shown in :class:`senet.View` as ``committed`` flags)."""

    round: int
    max_rounds: int
    """The round after which the game stops even without a goal (0: no limit)."""
    start: int
    weather: int
    weather_track: tuple[int, ...]
    arm: str
    """The arm that flows at the next flow step."""
    hands: tuple[tuple[int, ...], ...]
    """Each player's paddle cards not yet played in this cycle (everyone saw the others)."""
    played: tuple[int, ...]
    """The cards revealed this round, by seat (empty while choosing)."""
    canoes: tuple[tuple[Canoe, ...], ...]
    sites: tuple[tuple[int, ...], ...]
    """The gems at sites 3-7: ``sites[site - 3][gem - 1]``."""
    collected: tuple[tuple[int, ...], ...]
    values: tuple[int, ...]
    """Each player's collected gem value."""
    qualified: tuple[int, ...]
    """The players who meet a goal now (the game ends when a round ends with any)."""
    queue: tuple[int, ...]
    turn: Turn | None


def value(s: NiagaraState, player: int) -> int:
    """The total value of ``player``'s collected gems (a gem's number is its value)."""
    return sum(g * n for g, n in enumerate(s.collected[player], 1))


def view(s: NiagaraState, player: int | None) -> NiagaraView:
    """The same for every player and for spectators: nothing in the state is secret."""
    return NiagaraView(
        round=s.round,
        max_rounds=s.max_rounds,
        start=s.start,
        weather=s.weather,
        weather_track=WEATHER,
        arm=s.arm,
        hands=s.hands,
        played=s.played,
        canoes=s.canoes,
        sites=s.sites,
        collected=s.collected,
        values=tuple(value(s, p) for p in range(len(s.hands))),
        qualified=qualified(s),
        queue=s.queue,
        turn=s.turn,
    )


def _key(s: NiagaraState, player: int, done: tuple[int, ...]) -> tuple[int, int, int]:
    return (1 if player in done else 0, value(s, player), sum(s.collected[player]))


def result(s: NiagaraState) -> Result:
    """Scores are gem values. Players who met a goal rank first, by value, then gem count
    (equal: a shared place); the others follow, ranked the same way. (When the round limit
    ends a game in which nobody met a goal, the best by value and count win.)"""
    done = qualified(s)
    players = range(len(s.hands))
    return Result.from_keys([value(s, p) for p in players], [_key(s, p, done) for p in players])
