"""Checkpoints are hashed when first asked for, and are the hashes the match had then."""

from __future__ import annotations

import random
from typing import Any

import pytest

import senet
import senet.checkpoints
import senet.savefile
from senet.checkpoints import CHECKPOINT_EVERY


def _played(moves: int, *, seed: int = 5) -> tuple[senet.Match[Any], list[tuple[int, bytes]]]:
    """A classic match after ``moves`` seeded random moves, and the state hash taken after
    every ``CHECKPOINT_EVERY``-th move as it was played."""
    match = senet.new_match("nimmt-classic", 4, seed=seed)
    pick = random.Random(seed)
    taken = []
    for n in range(1, moves + 1):
        player, legal = match.next_choice() or (0, ())
        match.play_listed(player, pick.randrange(len(legal)))
        if n % CHECKPOINT_EVERY == 0:
            taken.append((n, match.state_hash()))
    return match, taken


def test_a_checkpoint_is_the_hash_of_the_match_when_it_was_reached() -> None:
    match, taken = _played(3 * CHECKPOINT_EVERY + 5)
    assert [n for n, _ in match.checkpoints] == [16, 32, 48]
    assert match.checkpoints == taken
    assert len({h for _, h in taken}) == 3


def test_no_hash_is_taken_until_the_checkpoints_are_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = senet.savefile.digest  # every state hash ends in it
    monkeypatch.setattr(senet.savefile, "digest", lambda data: calls.append(1) or real(data))
    match = senet.new_match("nimmt-classic", 4, seed=5)
    for _ in range(2 * CHECKPOINT_EVERY + 1):
        player, _ = match.next_choice() or (0, ())
        match.play_listed(player, 0)
    assert calls == []
    assert len(match.checkpoints) == 2 and len(calls) == 2
    match.save()
    assert len(calls) == 3  # the save's final hash only: the two are not hashed again


def test_at_most_so_many_wait_unhashed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(senet.checkpoints, "UNHASHED_AT_MOST", 2)
    match, taken = _played(3 * CHECKPOINT_EVERY)
    assert match._hashed == taken[:2]
    assert match.checkpoints == taken


def test_a_copy_and_its_original_keep_their_own_checkpoints() -> None:
    match, _ = _played(CHECKPOINT_EVERY + 1)
    other = match.copy()
    for m in (match, other):
        while len(m.moves) < 2 * CHECKPOINT_EVERY:
            player, legal = m.next_choice() or (0, ())
            m.play_listed(player, len(legal) - 1 if m is other else 0)
    assert match.checkpoints[0] == other.checkpoints[0]
    assert match.checkpoints[1] != other.checkpoints[1]
    assert senet.load_match(other.save()).checkpoints == other.checkpoints
