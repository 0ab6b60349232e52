"""The contract every registered game passes, for every option value and player count.

The suite itself ships with the engine (:mod:`senet.testing.conformance`, and
``senet check GAME``); here it runs on every installed game and the docs' example
games, one case per test, and across processes for the same-bytes promise.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import senet
from senet.testing import Case, check_case

from .cases import cases, contract_games, contract_registry

CASES = list(cases(contract_games()))
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_random_playout_contract(case: Case) -> None:
    """A seeded random playout reaches the end; every step keeps the contract."""
    failures = check_case(case, contract_registry())
    assert not failures, "\n".join(str(f) for f in failures)


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
