"""The same bytes for the same seed: seeded matches fingerprinted as main's engine played them.

``data/same_bytes.json`` was recorded with ``python bench/identity.py record`` on main at
6426493 (before the speed work of issue 14): the saves, snapshots, results, state hashes,
redacted logs, views and search copies of seeded matches of every game, option value and
player count. A change that alters any of them changes what players, saves and replays
see; one that means to (new rules) records the file again and says why.

Re-recorded once since, for search copies only: since copies are dealt from what a seat
may know (``senet.knowledge``), another seat's hand in a copy is sorted when its cards
sort, where it used to keep the order of the true hand when that was sorted (Nile's hands,
kept in crop order, were the only ones to change).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _identity() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_identity", ROOT / "bench" / "identity.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_seeded_matches_give_the_bytes_they_gave_before() -> None:
    identity = _identity()
    before = json.loads((Path(__file__).parent / "data" / "same_bytes.json").read_text())
    assert identity.compare(before, identity.fingerprints()) == []


def test_the_comparison_sees_a_changed_byte() -> None:
    identity = _identity()
    before = json.loads((Path(__file__).parent / "data" / "same_bytes.json").read_text())
    after = [dict(f) for f in before]
    after[3]["save"] = "0" * 24
    del after[5]["log0"]
    problems = identity.compare(before, after[:-1])
    assert f"{before[3]['case']}: save differs" in problems
    assert f"{before[5]['case']}: log0 differs" in problems
    assert f"{before[-1]['case']}: only before" in problems
