"""The contract every registered game passes, for every option value and player count.

One seeded random playout per case, checked at every step early on and at
sampled steps later: listed moves are accepted, unlisted ones refused without
a trace, views hide what they must, and saves reload and replay exactly.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import senet
from senet import Act, IllegalMove, Match, Rng
from senet.hidden import hidden_parts

from .cases import Case, cases, contract_games, contract_registry
from .checks import (
    ENDLESS_MOVES,
    MAX_MOVES,
    actor_choices,
    fingerprint,
    log_bytes,
    mutants,
    samples_of,
    view_bytes,
)

CASES = list(cases(contract_games()))
ROOT = Path(__file__).resolve().parents[2]


def _check_every(step: int) -> bool:
    return step < 40 or step % 15 == 0


def _check_listed_accepted(match: Match[Any], rng: Rng) -> None:
    for player, legal in actor_choices(match):
        sample = list(legal) if len(legal) <= 6 else [rng.choice(legal) for _ in range(6)]
        for move in sample:
            match.copy().submit(player, move)  # raises if a listed move is refused


def _check_unlisted_refused(match: Match[Any], rng: Rng) -> None:
    before = fingerprint(match)
    choices = actor_choices(match)
    acting = {p for p, _ in choices}
    tried = 0
    for player, legal in choices:
        listed = set(legal)
        for move in list(legal)[:4]:
            for bad in mutants(move, rng):
                if bad in listed:
                    continue
                with pytest.raises(IllegalMove) as refused:
                    match.submit(player, bad)
                assert refused.value.reason, "a refusal gives a reason"
                tried += 1
            for other in range(match.players):
                if other not in acting:
                    with pytest.raises(IllegalMove):
                        match.submit(other, move)
                    tried += 1
    with pytest.raises(IllegalMove):
        match.submit(match.players, choices[0][1][0])
    player, legal = choices[0]
    listed = set(legal)
    for cls in match.game.moves:
        for bad in samples_of(cls):
            if bad not in listed:
                with pytest.raises(IllegalMove):
                    match.submit(player, bad)
                tried += 1
    assert fingerprint(match) == before, "a refused move changed the match"
    assert tried > 0 or all(len(m) == 0 for _, m in choices)


def _check_views_hide_secrets(match: Match[Any], step: int, changed: list[int]) -> None:
    game = match.game
    for observer in [None, *range(match.players)]:
        other = match.copy(
            state=game.determinize(match.state, observer, Rng(step * 7919 + (observer or 0))))
        if other.state != match.state:
            changed.append(step)
        assert view_bytes(other, observer) == view_bytes(match, observer), (
            f"player {observer}'s view changed when only secrets hidden from them changed"
        )


def _check_commits_hidden(match: Match[Any]) -> None:
    if match.phase.act is not Act.SIMULTANEOUS:
        return
    pending = match.to_act
    for committer in pending:
        if len(pending) < 2:
            return  # this commit would reveal: views may differ then
        legal = match.legal_moves(committer)
        if len(legal) < 2:
            continue
        first, second = match.copy(), match.copy()
        first.submit(committer, legal[0])
        second.submit(committer, legal[-1])
        for viewer in [None, *range(match.players)]:
            if viewer == committer:
                continue
            assert view_bytes(first, viewer) == view_bytes(second, viewer), (
                f"player {viewer} can tell player {committer}'s hidden commit from the view"
            )
            assert log_bytes(first, viewer) == log_bytes(second, viewer), (
                f"player {viewer} can tell player {committer}'s hidden commit from the log"
            )
        return


def _check_save_reload(match: Match[Any]) -> None:
    loaded = senet.load_match(match.save(), contract_registry())
    assert loaded.state_hash() == match.state_hash()
    assert loaded.moves == match.moves
    assert log_bytes(loaded, None) == log_bytes(match, None)
    assert loaded.to_act == match.to_act


def _check_start_from_state(match: Match[Any], case: Case) -> None:
    """A match started from this state saves and loads back (its start state is in the save)."""
    if len(match.flow.stack) != 1 or any(c is not None for c in match.flow.commits):
        return
    started = senet.start_match(case.game, match.state, case.players, phase=match.flow.top.phase,
                                seed=3, options=dict(case.options), registry=contract_registry())
    loaded = senet.load_match(started.save(), contract_registry())
    assert loaded.state_hash() == started.state_hash()
    assert loaded.start is not None


def _pick(match: Match[Any], rng: Rng) -> tuple[int, senet.Move]:
    choices = actor_choices(match)
    pending = [c for c in choices if c[0] in match.to_act]
    pool = choices if rng.below(10) == 0 else pending
    player, legal = rng.choice(pool)
    return player, rng.choice(legal)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_random_playout_contract(case: Case) -> None:
    """A seeded random playout reaches the end; every step keeps the contract."""
    seed = 17 + case.players
    match = senet.new_match(case.game, case.players, seed=seed, options=dict(case.options),
                            registry=contract_registry())
    rng = Rng(seed)
    hashes = [match.state_hash()]
    changed: list[int] = []
    secrets = False  # whether the state ever held something hidden (else nothing to re-deal)
    step = 0
    while not match.is_over:
        if step >= (ENDLESS_MOVES if case.game.may_not_end else MAX_MOVES):
            assert case.game.may_not_end, f"no end after {MAX_MOVES} random moves"
            break
        choices = actor_choices(match)
        assert choices, f"nobody can act in phase {match.phase.name!r}"
        assert set(match.to_act) <= {p for p, _ in choices}
        for player, legal in choices:
            assert legal, f"player {player} must act in {match.phase.name!r} but has no legal move"
            assert len(set(legal)) == len(legal), "legal moves are listed once each"
        if _check_every(step):
            _check_listed_accepted(match, rng)
            _check_unlisted_refused(match, rng)
            _check_views_hide_secrets(match, step, changed)
            secrets = secrets or any(hidden_parts(match.state, p) for p in range(match.players))
            _check_commits_hidden(match)
        if step < 25 or step % 40 == 0:
            _check_save_reload(match)
            _check_start_from_state(match, case)
        player, move = _pick(match, rng)
        entries = match.submit(player, move)
        assert entries, "a move records at least one event"
        hashes.append(match.state_hash())
        step += 1
    result = match.result
    if match.is_over:
        assert result is not None
        assert len(result.ranks) == case.players and min(result.ranks) == 1
        assert all(1 <= r <= case.players for r in result.ranks)
        assert not match.legal_moves(0) and match.to_act == ()
    else:
        assert result is None, "an unfinished match has no result"
    _check_save_reload(match)
    data = match.save()
    for k in sorted({0, 1, step // 3, step // 2, step - 1, step}):
        replayed = senet.load_match(data, contract_registry(), upto=k)
        assert replayed.state_hash() == hashes[k], f"replay to move {k}"
    if case.game.determinize is not senet.game._no_determinize and secrets:
        assert changed, "determinize never changed anything: the secrets test was not live"


_SCRIPT = """
import hashlib, json, sys
import senet
from senet import Rng
from tests.contract.cases import contract_registry
name, players, options, seed = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3]), int(sys.argv[4])
match = senet.new_match(name, players, seed=seed, options=options, registry=contract_registry())
rng = Rng(seed)
while not match.is_over and len(match.moves) < 600:
    player = match.to_act[0]
    match.submit(player, rng.choice(match.legal_moves(player)))
print(hashlib.sha256(match.save()).hexdigest())
"""

DETERMINISM = [c for c in CASES if c.players == c.game.players_for(
    senet.options.resolve_options(c.game.options, dict(c.options))).start]


@pytest.mark.parametrize("case", DETERMINISM, ids=[c.id for c in DETERMINISM])
def test_same_seed_same_bytes_across_processes(case: Case) -> None:
    """The same seed and moves give identical save bytes, whatever the hash seed."""
    digests = set()
    for hash_seed in ("1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", _SCRIPT, case.game.name, str(case.players),
             json.dumps(dict(case.options)), "5"],
            env=env, capture_output=True, text=True, check=True, cwd=ROOT,
        )
        digests.add(out.stdout.strip())
    assert len(digests) == 1
