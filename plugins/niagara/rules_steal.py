"""Niagara's rules for stealing: which gems the canoe that just came upstream may take from
another player's canoe on its space, and the words of a refused steal (the template's
``rules_<topic>.py``: rules.py holds the rest of a turn's decisions)."""

from __future__ import annotations

from .components import CANOES, a_gem
from .moves import SkipSteal, Steal
from .river import LAND
from .rules import turn_of
from .state import NiagaraState

__all__ = ["SKIP_STEAL", "options_steal", "steal_refusal"]

SKIP_STEAL = SkipSteal()


def options_steal(s: NiagaraState, player: int) -> list[Steal | SkipSteal]:
    """The gems the canoe that just moved may take (alike canoes of one player once), and not
    stealing; empty when it may not steal (it did not come upstream, carries a gem, or no
    other player's canoe on its space carries one)."""
    t = turn_of(s)
    assert t.canoe is not None
    canoe = s.canoes[player][t.canoe]
    if not t.upstream or canoe.gem is not None or canoe.at is None or canoe.at == LAND:
        return []
    moves: list[Steal | SkipSteal] = []
    for q, theirs in enumerate(s.canoes):
        if q == player:
            continue
        gems: list[int] = []
        for k, other in enumerate(theirs):
            if other.at == canoe.at and other.gem is not None and other.gem not in gems:
                gems.append(other.gem)
                moves.append(Steal(q, k))
    if moves:
        moves.append(SKIP_STEAL)
    return moves


def steal_refusal(s: NiagaraState, player: int, move: Steal | SkipSteal) -> str | None:
    """Why a steal is refused."""
    if isinstance(move, SkipSteal):
        return None
    t = turn_of(s)
    assert t.canoe is not None
    at = s.canoes[player][t.canoe].at
    q, k = move.player, move.canoe
    if type(q) is not int or not 0 <= q < len(s.canoes):
        return f"steal: there is no player {q!r}"
    if q == player:
        return "steal: only from another player's canoe"
    if type(k) is not int or not 0 <= k < CANOES:
        return f"steal: player {q} has canoes 0 and 1, not {k!r}"
    other = s.canoes[q][k]
    if other.at != at:
        return f"steal: player {q}'s canoe {k} is not on your canoe's space ({at})"
    if other.gem is None:
        return f"steal: player {q}'s canoe {k} carries no gem"
    if k > 0 and s.canoes[q][0] == other:
        return (f"steal: player {q}'s canoes 0 and 1 both carry {a_gem(other.gem)} here; "
                "take canoe 0's")
    return None
