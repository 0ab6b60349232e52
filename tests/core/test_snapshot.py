"""Snapshots: a save file that also holds the whole match, resumed without re-playing."""

from __future__ import annotations

import random
from typing import Any

import pytest

import senet
from senet.serial import digest, pack, unpack_untrusted


def _played(moves: int, seed: int = 4) -> senet.Match[Any]:
    match = senet.new_match("nimmt-classic", 3, seed=seed)
    rng = senet.Rng(seed)
    for _ in range(moves):
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
    return match


@pytest.mark.parametrize("moves", [0, 1, 16, 37])
def test_a_resumed_match_is_the_same_match(moves: int) -> None:
    match = _played(moves)
    resumed = senet.resume_match(match.snapshot())
    assert resumed.state_hash() == match.state_hash()
    assert resumed.log == match.log and resumed.moves == match.moves
    assert resumed.save() == match.save(), "it saves to the same bytes"
    assert resumed.to_act == match.to_act


def test_a_resumed_match_plays_on_like_the_original() -> None:
    match = _played(20)
    resumed = senet.resume_match(match.snapshot())
    rng_a, rng_b = senet.Rng(1), senet.Rng(1)
    for _ in range(30):
        player = match.to_act[0]
        match.submit(player, rng_a.choice(match.legal_moves(player)))
        resumed.submit(player, rng_b.choice(resumed.legal_moves(player)))
    assert resumed.save() == match.save() and resumed.log == match.log


def test_a_snapshot_is_also_a_save_file() -> None:
    match = _played(25)
    assert senet.load_match(match.snapshot()).state_hash() == match.state_hash()


def test_a_plain_save_is_not_a_snapshot() -> None:
    with pytest.raises(senet.SaveFormatError, match="load_match"):
        senet.resume_match(_played(3).save())


def test_an_altered_snapshot_state_is_refused() -> None:
    envelope = unpack_untrusted(_played(10).snapshot())
    envelope["snapshot"]["state"]["penalties"][0] += 5
    with pytest.raises(senet.SaveFormatError, match="digest does not match"):
        senet.resume_match(pack(envelope))


def _redigested(envelope: dict[str, object]) -> bytes:
    """A snapshot altered by someone who also recomputed its digest."""
    snap = dict(envelope["snapshot"])  # type: ignore[call-overload]
    snap.pop("digest")
    envelope = {**envelope, "snapshot": snap}
    snap["digest"] = digest(pack(envelope))
    return pack(envelope)


def test_an_altered_snapshot_with_a_new_digest_still_meets_the_final_hash() -> None:
    envelope = unpack_untrusted(_played(10).snapshot())
    envelope["snapshot"]["state"]["penalties"][0] += 5
    with pytest.raises(senet.SaveFormatError, match="differs from its own final hash"):
        senet.resume_match(_redigested(envelope))


def test_an_emptied_or_changed_log_is_refused() -> None:
    data = _played(10).snapshot()
    emptied = unpack_untrusted(data)
    emptied["snapshot"]["log"] = []
    with pytest.raises(senet.SaveFormatError, match="digest"):
        senet.resume_match(pack(emptied))
    changed = unpack_untrusted(data)
    changed["snapshot"]["log"][0]["seq"] = 5
    with pytest.raises(senet.SaveFormatError, match="digest"):
        senet.resume_match(pack(changed))


def test_every_single_bit_flip_in_a_snapshot_is_refused() -> None:
    data = _played(10).snapshot()
    rng = random.Random(5)
    for bit in rng.sample(range(len(data) * 8), 400):
        flipped = bytearray(data)
        flipped[bit // 8] ^= 1 << (bit % 8)
        with pytest.raises(senet.SaveFormatError):
            senet.resume_match(bytes(flipped))


def test_an_impossible_state_in_a_redigested_snapshot_is_refused() -> None:
    envelope = unpack_untrusted(_played(10).snapshot())
    envelope["snapshot"]["state"]["hands"][0]["items"] = [104, 105]  # cards that do not exist
    with pytest.raises(senet.SaveFormatError, match="impossible"):
        senet.resume_match(_redigested(envelope))


@pytest.mark.parametrize("key, value", [
    ("rng", -1), ("rng", "x"), ("seq", -3), ("flow", {"stack": [], "commits": [None] * 3}),
    ("flow", {"stack": [{"phase": "nowhere"}], "commits": [None] * 3}), ("log", 5),
    ("state", {"$type": "nimmt/classic"}),
])
def test_a_malformed_snapshot_raises_only_save_format_error(key: str, value: object) -> None:
    envelope = unpack_untrusted(_played(5).snapshot())
    envelope["snapshot"][key] = value
    with pytest.raises(senet.SaveFormatError):
        senet.resume_match(pack(envelope))


def test_every_truncation_raises_only_save_format_error() -> None:
    data = _played(8).snapshot()
    for cut in range(0, len(data), 97):
        with pytest.raises(senet.SaveFormatError):
            senet.resume_match(data[:cut])


def test_duplicate_or_unordered_checkpoints_are_refused() -> None:
    envelope = unpack_untrusted(_played(20).save())
    envelope["checkpoints"] = [envelope["checkpoints"][-1], envelope["checkpoints"][0]]
    with pytest.raises(senet.SaveFormatError, match="increasing order"):
        senet.load_match(pack(envelope))
    envelope["checkpoints"] = [envelope["checkpoints"][1], envelope["checkpoints"][1]]
    with pytest.raises(senet.SaveFormatError, match="increasing order"):
        senet.load_match(pack(envelope))


def _forged(match: senet.Match[Any], flow: senet.Flow) -> bytes:
    """A snapshot of ``match`` with another flow, made whole (digest and hashes) by its forger."""
    forged = senet.Match.restore(match.game, match.players, match.options, match.seed, match.state, flow,
                                 match.rng_state, moves=match.moves, log=match.log, seq=match.seq)
    return forged.snapshot()


def test_a_forged_pending_commit_that_is_not_a_legal_move_is_refused() -> None:
    match = _played(0)
    theirs = next(m for m in match.legal_moves(0) if m not in match.legal_moves(1))
    commits = (None, theirs, None)  # seat 1 "committed" a card seat 0 holds
    with pytest.raises(senet.SaveFormatError, match="flow is impossible: seat 1's pending commit"):
        senet.resume_match(_forged(match, senet.Flow(match.flow.at, commits)))


def test_a_forged_flow_where_everyone_committed_or_another_phase_waits_is_refused() -> None:
    match = _played(0)
    everyone = tuple(match.legal_moves(p)[0] for p in range(3))
    with pytest.raises(senet.SaveFormatError, match="would have revealed"):
        senet.resume_match(_forged(match, senet.Flow(match.flow.at, everyone)))
    with pytest.raises(senet.SaveFormatError, match="the state asks"):
        senet.resume_match(_forged(match, senet.Flow("pick_row", (None,) * 3)))


def test_a_real_snapshot_with_a_pending_commit_resumes() -> None:
    match = _played(0)
    match.submit(1, match.legal_moves(1)[0])
    resumed = senet.resume_match(match.snapshot())
    assert resumed.flow == match.flow and resumed.to_act == match.to_act
