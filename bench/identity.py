#!/usr/bin/env python3
"""The same bytes for the same seed: fingerprints of seeded matches, compared across engines.

    python bench/identity.py record > before.json          # with the engine before a change
    python bench/identity.py compare before.json           # with the engine after it
    python bench/identity.py against /path/to/other/venv/bin/python  # both at once (another venv)

Every installed game, each option value and player count (``senet.testing.cases``), a few
seeds, played two ways: random bots through ``play_out`` (``play_listed``), and random
choices through ``legal_moves`` and ``submit`` (one match of those asks every decision,
``confirm=True``). Each match gives the SHA-256 of its save and of its snapshot, its result,
the digest of every player's redacted log and view, of a search copy, of the state hashes
along the way, and the save re-loaded must give the same bytes. Speed work must leave every
fingerprint as it was.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from typing import Any

import senet
from senet.savefile import codec_for, hash_of
from senet.serial import pack
from senet.testing import cases

SEEDS = (1, 2, 3)
CAP = 400
"""Moves per match at most (Niagara and Tigris may not end in random play)."""


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:24]


def _digest(match: senet.Match[Any], value: Any, kind: Any) -> str:
    return _sha(pack(codec_for(match.game).unstructure(value, kind)))


def _looks(match: senet.Match[Any]) -> dict[str, str]:
    """What each player (and a spectator) sees: the redacted log, the view, a search copy."""
    codec = codec_for(match.game)
    out: dict[str, str] = {}
    for player in (None, *range(match.players)):
        log = [codec.unstructure(e, senet.Entry) for e in match.log_for(player)]
        view = match.view(player)
        out[f"log{player}"] = _sha(pack(log))
        out[f"view{player}"] = _sha(pack([codec.unstructure(view.state, match.game.state_type),
                                          list(view.to_act), list(view.committed), view.phase]))
        if player is not None:
            copy = match.determinized(player, 7)
            out[f"copy{player}"] = _sha(pack([codec.unstructure(copy.state, match.game.state_type),
                                              copy.rng_state]))
    return out


def _play_submitting(match: senet.Match[Any], seed: int) -> list[str]:
    """Random legal moves through the public ``submit``; the state hash every 7 moves, as save
    format version 1 took it (the flow as a one-frame stack), so that the fingerprints recorded
    before format version 2 still check the state, the flow and the generator move by move."""
    rng = senet.Rng(seed * 7919 + 1)
    hashes = []
    while not match.is_over and len(match.moves) < CAP:
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
        if len(match.moves) % 7 == 0:
            hashes.append(hash_of(match.game, match.state, match.flow, match.rng_state, 1).hex())
    return hashes


def fingerprint(game: str, options: dict[str, Any], players: int, seed: int, how: str) -> dict[str, Any]:
    """One seeded match played ``how`` ("bots", "submit" or "confirm"), fingerprinted."""
    match = senet.new_match(game, players, seed=seed, options=options, confirm=how == "confirm")
    hashes: list[str] = []
    if how == "bots":
        senet.play_out(match, max_moves=CAP)
    else:
        hashes = _play_submitting(match, seed)
    save = match.save()
    loaded = senet.load_match(save)
    result = match.result
    return {
        "case": f"{game}{sorted(options.items())}-{players}p-s{seed}-{how}",
        "moves": len(match.moves),
        "save": _sha(save),
        "snapshot": _sha(match.snapshot()),
        "reloaded_same": loaded.save() == save,
        "result": None if result is None else [list(result.scores), list(result.ranks)],
        "hashes": _sha("".join(hashes).encode()),
        **_looks(match),
    }


def fingerprints() -> list[dict[str, Any]]:
    """Every game, option set, player count and seed."""
    registry = senet.default_registry()
    out = []
    for name in registry.names():
        for case in cases(registry.get(name)):
            for seed in SEEDS:
                how = ("bots", "submit", "confirm")[seed % 3]
                out.append(fingerprint(name, dict(case.options), case.players, seed, how))
    return out


def compare(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[str]:
    """What differs between two lists of fingerprints (empty: the same bytes)."""
    problems = []
    old = {f["case"]: f for f in before}
    new = {f["case"]: f for f in after}
    for case in sorted(old.keys() | new.keys()):
        a, b = old.get(case), new.get(case)
        if a is None or b is None:
            problems.append(f"{case}: only {'after' if a is None else 'before'}")
            continue
        problems += [f"{case}: {key} differs" for key in sorted(a.keys() | b.keys())
                     if a.get(key) != b.get(key)]
        if not b["reloaded_same"]:
            problems.append(f"{case}: the save re-loaded gives other bytes")
    return problems


def main(argv: list[str] | None = None) -> int:
    """record | compare FILE | against PYTHON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("record")
    sub.add_parser("compare").add_argument("file")
    sub.add_parser("against").add_argument("python")
    args = parser.parse_args(argv)
    if args.command == "record":
        json.dump(fingerprints(), sys.stdout, indent=0)
        return 0
    if args.command == "compare":
        with open(args.file) as f:
            before = json.load(f)
    else:
        ran = subprocess.run([args.python, __file__, "record"], capture_output=True, text=True, check=True)
        before = json.loads(ran.stdout)
    problems = compare(before, fingerprints())
    for problem in problems:
        print(problem)
    print(f"{len(before)} matches compared: {'the same bytes' if not problems else 'DIFFERENT'}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
