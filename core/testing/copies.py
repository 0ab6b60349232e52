"""The conformance suite's search-copy check: twins give one copy, and a copy reaches nothing true.

A copy for a seat is compared between twin matches (:mod:`senet.testing.secrets`: the same
seed must give the same copy, so a game's own ``determinize`` that keeps the truth is
caught), and is searched by reachability: nothing it reaches through object references may
be the true match, its state, its generator's state or seed, its log, its moves or the
engine's memory of it, or a hidden container of the true state.
"""

from __future__ import annotations

import gc
import types
from typing import Any

from ..dealing import redeal
from ..hidden import hidden_parts
from ..match import Match
from ..rng import Rng, seed_state
from .secrets import base, differences, twin_state, who

__all__ = ["reachable", "search_copies_hold_only_knowledge"]


def search_copies_hold_only_knowledge(match: Match[Any], rng: Rng, step: int) -> None:
    """For every seat and a spectator: twins give the same copy for the same seed, and a copy
    reaches nothing of the true match."""
    seed = step * 31 + 7
    for viewer in [None, *range(match.players)]:
        one = base(match, viewer)
        two = one.copy(state=twin_state(one.state, viewer, rng))
        copy = match.determinized(viewer, seed)
        if two.state != one.state:
            mine, theirs = one.determinized(viewer, seed), two.determinized(viewer, seed)
            found = differences(mine.state, theirs.state, None, "state")
            if found or mine.rng_state != theirs.rng_state or mine.flow != theirs.flow:
                where = found[0][0] if found else "its generator or flow"
                custom = " (the game's own determinize)" if _custom(match) else ""
                raise AssertionError(
                    f"{who(viewer)}'s search copy depends on what they cannot see{custom}: "
                    f"twins give different copies for one seed, at {where}")
        _holds_nothing_true(match, copy, viewer)
        assert not copy.moves, "a search copy keeps the moves (others' secret choices among them)"
        if not copy.is_over:
            chosen = copy.next_choice()
            assert chosen is not None and chosen[1], "a search copy has no one to act"
            copy.play_listed(chosen[0], 0)


def _custom(match: Match[Any]) -> bool:
    return match.game.determinize is not redeal


def _holds_nothing_true(match: Match[Any], copy: Match[Any], viewer: int | None) -> None:
    hidden = hidden_parts(match.state, viewer)
    truths: dict[int, str] = {
        id(match): "the true match", id(match._log): "the true log",
        id(match.moves): "the true moves", id(match._tx.memory): "the engine's memory of the true match",
        id(match.checkpoints): "the true checkpoints",
    }
    if hidden:  # a state with nothing hidden from the viewer is all theirs to know
        truths[id(match.state)] = "the true state"
    for _, part in hidden:
        truths[id(part)] = f"a container hidden from {who(viewer)}"
        contents = part.contents()
        if contents:
            truths[id(contents)] = f"the contents of a container hidden from {who(viewer)}"
    numbers = {match.rng_state: "the true generator's state", seed_state(match.seed): "the true seed"}
    if abs(match.seed) >= 1 << 20:
        numbers[match.seed] = "the true seed"
    for obj in reachable(copy):
        what = truths.get(id(obj))
        if what is None and type(obj) is int:
            what = numbers.get(obj)
        if what is not None and not (what.startswith("the true generator") and obj == copy.rng_state):
            raise AssertionError(f"a search copy for {who(viewer)} reaches {what}")


_SKIPPED = (types.ModuleType, type, types.CodeType, types.BuiltinFunctionType, types.FrameType)


def reachable(root: object, limit: int = 200_000) -> list[object]:
    """Every object ``root`` reaches through references (what code handed ``root`` can get at),
    not through modules, classes or a function's module globals (everyone can import those)."""
    seen = {id(root)}
    found: list[object] = [root]
    todo = [root]
    while todo and len(found) < limit:
        obj = todo.pop()
        skip = obj.__globals__ if isinstance(obj, types.FunctionType) else None
        for ref in gc.get_referents(obj):
            if ref is skip or isinstance(ref, _SKIPPED) or id(ref) in seen:
                continue
            seen.add(id(ref))
            found.append(ref)
            todo.append(ref)
        if type(obj) is int or type(obj) is str:
            continue
    return found
