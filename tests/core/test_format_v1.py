"""Save format version 1, written by the engine before 28 November 2026, still loads.

``data/format_v1`` holds saves and snapshots written by that engine (main at da7eb4d): a
match waiting on a hidden commit, a finished one, one from a given start state; and what
that engine said of each when it read them back (``facts.json``: its state hash, every
seat's redacted log, the result). The engine now reads them through the migration of
format 1 (the flow as a one-frame stack, a start state naming ``senet/start``) and must
reach the same place; saved again, they are written as format version 2.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

import senet
from senet.savefile import codec_for, hash_of
from senet.serial import pack, unpack_untrusted

DATA = Path(__file__).parent / "data" / "format_v1"
FACTS: dict[str, Any] = json.loads((DATA / "facts.json").read_text())


def _opened(name: str) -> senet.Match[Any]:
    data = (DATA / name).read_bytes()
    assert unpack_untrusted(data)["version"] == 1
    return senet.resume_match(data) if name.endswith(".snapshot") else senet.load_match(data)


@pytest.mark.parametrize("name", sorted(FACTS))
def test_a_version_1_file_reaches_what_the_old_engine_read(name: str) -> None:
    match, facts = _opened(name), FACTS[name]
    assert hash_of(match.game, match.state, match.flow, match.rng_state, 1).hex() == facts["hash_v1"]
    assert match.flow.at == facts["phase"] and len(match.moves) == facts["moves"]
    assert (list(match.result.ranks) if match.result else None) == facts["result"]
    codec = codec_for(match.game)
    for seat in [None, *range(match.players)]:
        entries = [codec.unstructure(e, senet.Entry) for e in match.log_for(seat)]
        assert hashlib.sha256(pack(entries)).hexdigest()[:24] == facts["logs"][str(seat)], seat


@pytest.mark.parametrize("name", sorted(FACTS))
def test_a_version_1_file_saves_again_as_version_2_and_plays_on(name: str) -> None:
    match = _opened(name)
    again = senet.load_match(match.save())
    assert unpack_untrusted(match.save())["version"] == 2
    assert again.state_hash() == match.state_hash() and again.moves == match.moves
    resumed = senet.resume_match(match.snapshot())
    assert resumed.state_hash() == match.state_hash()
    if not match.is_over:
        choice = match.next_choice()
        assert choice is not None
        match.submit(choice[0], choice[1][0])
        resumed.submit(choice[0], choice[1][0])
        assert resumed.state_hash() == match.state_hash()


def test_a_version_1_snapshot_with_a_malformed_stack_is_refused() -> None:
    envelope = unpack_untrusted((DATA / "nimmt-classic-3p-pending.snapshot").read_bytes())
    snap = dict(envelope["snapshot"])
    snap["flow"] = {**snap["flow"], "stack": [snap["flow"]["stack"][0]] * 2}
    snap.pop("digest")
    forged = {**envelope, "snapshot": snap}
    forged["snapshot"]["digest"] = senet.serial.digest(pack(forged))
    with pytest.raises(senet.SaveFormatError, match="a version 1 flow is a stack of one frame"):
        senet.resume_match(pack(forged))


def test_a_version_2_file_relabelled_as_version_1_is_refused_by_its_hashes() -> None:
    match = _opened("tigris-3p-start.senet")
    envelope = unpack_untrusted(match.save())
    envelope["version"] = 1
    envelope["start"]["phase"] = "senet/start"
    with pytest.raises(senet.SaveFormatError, match="hash"):
        senet.load_match(pack(envelope))
