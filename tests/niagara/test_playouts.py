"""Whole games: seeded random playouts for every player count, with invariants checked on the way;
saves; and the refusals agreeing with the legal lists on every move of every decision."""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet import Move, Rng
from senet_games.niagara import (
    GAME,
    Load,
    MoveWeather,
    NiagaraState,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Unload,
)
from senet_games.niagara.events import GameEnded
from senet_games.niagara.river import POSITIONS

SMALL = range(-1, 8)
UNIVERSE: tuple[Move, ...] = (
    *(PlayCard(c) for c in SMALL), *(Recover(g) for g in SMALL), SkipRecover(),
    *(MoveWeather(s) for s in range(-2, 3)), *(PickCanoe(c) for c in range(-1, 3)), SkipLaunch(),
    Unload(), *(Load(g) for g in SMALL), *(Paddle(p) for p in (*POSITIONS, "falls", "8", "")),
    *(Steal(p, c) for p in range(-1, 6) for c in range(-1, 3)), SkipSteal(),
)
"""Every move the tests try at each decision: all legal ones and many that are not."""


def _invariants(s: NiagaraState) -> None:
    players = len(s.hands)
    for g in range(5):
        afloat = sum(1 for canoes in s.canoes for c in canoes if c.gem == g + 1)
        held = sum(mine[g] for mine in s.collected)
        assert sum(site[g] for site in s.sites) + afloat + held == 7, "gems are neither made nor lost"
    assert all(c.gem is None for canoes in s.canoes for c in canoes if c.at in (None, "land"))
    assert s.weather in (-1, 0, 1, 2) and s.arm in ("a", "b")
    assert len({len(h) for h in s.hands}) == 1, "every player plays one card a round"
    assert len(s.canoes) == players and all(len(c) == 2 for c in s.canoes)


def _agree(match: senet.Match[Any]) -> None:
    """Each acting player's refusals agree with their legal list, over the whole universe."""
    phase = match.decision
    assert phase is not None
    for player in match.to_act:
        legal = list(match.legal_moves(player))
        assert len(legal) == len(set(legal)), "listed once each"
        assert 2 <= len(legal) <= 20, f"a real, small choice in {phase.name}: {legal}"
        for move in UNIVERSE:
            refusal = match.refusal(player, move)
            assert (refusal is None) == (move in legal), (phase.name, move, refusal)
            if refusal is not None:
                assert refusal.reason


def _play(players: int, seed: int, options: dict[str, Any], check_every: int) -> senet.Match[Any]:
    match = senet.new_match(GAME, players, seed=seed, options=options)
    rng = Rng(seed)
    step = 0
    while not match.is_over:
        if step % check_every == 0:
            _invariants(match.state)
            _agree(match)
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
        step += 1
        assert step < 4000
    _invariants(match.state)
    return match


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_playouts_reach_the_end_with_every_rule_holding(players: int) -> None:
    match = _play(players, seed=players * 11, options={"max_rounds": 60}, check_every=3)
    ended = [e.event for e in match.log if isinstance(e.event, GameEnded)]
    assert len(ended) == 1
    result = match.result
    assert result is not None and ended[0].winners == result.winners
    assert sorted(result.ranks)[0] == 1 and len(result.ranks) == players
    assert match.legal_moves(0) == () and match.to_act == ()


@pytest.mark.parametrize(("players", "limit"), [(3, 12), (5, 30)])
def test_the_round_limit_option(players: int, limit: int) -> None:
    match = _play(players, seed=7, options={"max_rounds": limit}, check_every=25)
    assert match.state.round <= limit


def test_random_play_reaches_a_goal_only_rarely_so_the_limit_ends_it() -> None:
    """Random canoes drift over the falls and pay gems back: without the limit random games
    go on (the reason for the option); real players end well before 100 rounds."""
    match = senet.new_match(GAME, 4, seed=2, options={"max_rounds": 0}, keep_log=False)
    outcome = senet.play_out(match, max_moves=1500)
    assert not outcome.finished and match.state.round > 100


def test_saves_reload_and_replay_to_the_same_state() -> None:
    match = _play(4, seed=5, options={"max_rounds": 15}, check_every=50)
    data = match.save()
    loaded = senet.load_match(data, senet.default_registry())
    assert loaded.state == match.state and loaded.result == match.result
    half = senet.load_match(data, senet.default_registry(), upto=len(match.moves) // 2)
    assert half.state_hash() != match.state_hash()
    snap = senet.resume_match(match.snapshot(), senet.default_registry())
    assert snap.state == match.state


def test_every_player_sees_the_same_table() -> None:
    match = senet.new_match(GAME, 3, seed=9)
    rng = Rng(4)
    for _ in range(60):
        views = [match.view(p).state for p in (None, 0, 1, 2)]
        assert all(v == views[0] for v in views)
        assert views[0] == match.state  # the derived view masks nothing: nothing is hidden
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))


def test_a_chosen_card_is_hidden_from_the_others_until_the_reveal() -> None:
    match = senet.new_match(GAME, 3, seed=1)
    assert match.decision is not None and match.decision.reveal is not None
    match.submit(0, PlayCard(6))
    for viewer in (None, 1, 2):
        assert match.view(viewer).my_commit is None
        assert all(getattr(e.event, "move", None) is None for e in match.log_for(viewer))
    assert match.view(0).my_commit == PlayCard(6)


def test_no_decision_is_private_since_what_counts_the_options_is_on_the_table() -> None:
    """A decision with one option may be played without asking: the cards left in each hand,
    the canoes, the gems and the weather are seen by all, so skipping tells nobody anything."""
    from senet.hidden import hidden_parts
    from senet_games.niagara.flow import DECISIONS

    assert [d.name for d in DECISIONS] == ["choose", "recover", "weather", "canoe", "paddle", "steal"]
    assert not any(d.private for d in DECISIONS)
    match = senet.new_match(GAME, 4, seed=6, options={"max_rounds": 8})
    rng = Rng(6)
    while not match.is_over:
        for viewer in (None, 0, 3):
            assert hidden_parts(match.state, viewer) == []
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
