"""Property tests over every registered game: hypothesis draws the seeds, the player
counts, the moment, and the moves tried, to reach what the fixed playouts miss."""

from __future__ import annotations

from typing import Any

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import senet
from senet import IllegalMove, Match, Rng

from .cases import Case, cases, contract_games, contract_registry
from .checks import ENDLESS_MOVES, MAX_MOVES, fingerprint

CASES = list(cases(contract_games()))
SETTINGS = settings(max_examples=80, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _advance(case: Case, seed: int, steps: int) -> Match[Any]:
    match = senet.new_match(case.game, case.players, seed=seed, options=dict(case.options),
                            registry=contract_registry())
    rng = Rng(seed + 1)
    for _ in range(steps):
        if match.is_over:
            break
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
    return match


def _field_values(kind: str) -> st.SearchStrategy[Any]:
    small = st.integers(min_value=-2, max_value=120)
    if "tuple" in kind:
        return st.lists(small, max_size=3).map(tuple)
    if "bool" in kind:
        return st.booleans()
    if "int" in kind:
        return small
    if "str" in kind:
        return st.text(max_size=3)
    return st.none()


@st.composite
def _moves(draw: st.DrawFn, match: Match[Any]) -> senet.Move:
    cls = draw(st.sampled_from(match.game.moves))
    kwargs = {f.name: draw(_field_values(str(f.type))) for f in attrs.fields(cls)}
    try:
        return cls(**kwargs)  # type: ignore[no-any-return]
    except (TypeError, ValueError):
        return draw(st.sampled_from(list(match.legal_moves(match.to_act[0]))))


@SETTINGS
@given(data=st.data())
def test_any_move_not_listed_is_refused_and_changes_nothing(data: st.DataObject) -> None:
    """At a random moment of a random match, a move hypothesis builds is accepted exactly
    when it is listed; a refused one leaves the save bytes as they were."""
    case = data.draw(st.sampled_from(CASES), label="case")
    match = _advance(case, data.draw(st.integers(0, 10_000), label="seed"),
                     data.draw(st.integers(0, 60), label="steps"))
    if match.is_over:
        return
    player = data.draw(st.integers(0, case.players - 1), label="player")
    move = data.draw(_moves(match), label="move")
    listed = move in match.legal_moves(player)
    before = fingerprint(match)
    try:
        match.submit(player, move)
    except IllegalMove as refused:
        assert not listed, f"listed move {move!r} refused: {refused.reason}"
        assert fingerprint(match) == before
    else:
        assert listed, f"unlisted move {move!r} accepted for player {player}"


@SETTINGS
@given(data=st.data())
def test_random_seeds_reach_the_end_and_replay(data: st.DataObject) -> None:
    """Any seed and player count: the match ends, and its save replays to the same hash."""
    case = data.draw(st.sampled_from(CASES), label="case")
    cap = ENDLESS_MOVES if case.game.may_not_end else MAX_MOVES
    match = _advance(case, data.draw(st.integers(0, 2**32), label="seed"), cap)
    assert match.is_over or case.game.may_not_end, f"no end after {MAX_MOVES} random moves"
    loaded = senet.load_match(match.save(), contract_registry())
    assert loaded.state_hash() == match.state_hash() and loaded.result == match.result
