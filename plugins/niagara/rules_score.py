"""The score's rules: who meets a goal, what a collection is worth, and who wins (the
result). Apart from :mod:`.rules`, the decisions' rules, which with these would pass 400 lines."""

from __future__ import annotations

from senet import Result

from .components import END_SAME, END_TOTAL, END_TYPES
from .state import NiagaraState

__all__ = ["qualified", "result", "value"]


def qualified(s: NiagaraState) -> tuple[int, ...]:
    """The players who met a goal: 4 of one type, 5 types, or 7 gems in all."""
    return tuple(p for p, mine in enumerate(s.collected)
                 if max(mine) >= END_SAME or sum(1 for n in mine if n) >= END_TYPES
                 or sum(mine) >= END_TOTAL)


def value(s: NiagaraState, player: int) -> int:
    """The total value of ``player``'s collected gems (a gem's number is its value)."""
    return sum(g * n for g, n in enumerate(s.collected[player], 1))


def _key(s: NiagaraState, player: int, done: tuple[int, ...]) -> tuple[int, int, int]:
    return (1 if player in done else 0, value(s, player), sum(s.collected[player]))


def result(s: NiagaraState) -> Result:
    """Scores are gem values. Players who met a goal rank first, by value, then gem count
    (equal: a shared place); the others follow, ranked the same way. (When the round limit
    ends a game in which nobody met a goal, the best by value and count win.)"""
    done = qualified(s)
    players = range(len(s.hands))
    return Result.from_keys([value(s, p) for p in players], [_key(s, p, done) for p in players])
