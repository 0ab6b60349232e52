"""The golden corpus: seeded random matches of every game, option set and player count,
recorded step by step as text, with their save files.

Recorded once with the engine as it was before the games were ported to the
decision API (``python -m tests.golden.record``); ``test_golden.py`` plays every
record again with the engine as it is now and checks that it gives the same legal
moves, the same events and the same result. Text is the record's language because it
survives renamed classes, tags and state layouts; what a player reads is what must
not change.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import senet
from senet import Match, Rng
from senet.cli.text import describe_event, describe_move
from tests.contract.cases import Case, cases, contract_games, contract_registry

__all__ = ["CAP", "DATA", "SEEDS", "dump", "file_stem", "golden_cases", "load", "record_match"]

DATA = Path(__file__).resolve().parent / "data"
SEEDS = (1, 2)
CAP = 300
"""Moves recorded at most per match (Niagara and Tigris may not end in random play)."""


def golden_cases() -> Iterator[tuple[Case, int]]:
    """Every contract case (game, options, player count) with each seed."""
    for case in cases(contract_games()):
        for seed in SEEDS:
            yield case, seed


def file_stem(case: Case, seed: int) -> str:
    """The file name (without suffix) of one recorded match."""
    return f"{case.id}-s{seed}".replace("=", "_").replace(",", "+").replace("[", "-").replace("]", "")


def _events(match: Match[Any], entries: list[senet.Entry]) -> list[str]:
    return [describe_event(match.game, e.event, None) for e in entries]


def record_match(case: Case, seed: int) -> tuple[dict[str, Any], bytes]:
    """Play one seeded random match; its readable record and its save bytes."""
    match = senet.new_match(case.game, case.players, seed=seed, options=dict(case.options),
                            registry=contract_registry())
    rng = Rng(seed * 1000 + case.players)
    steps: list[dict[str, Any]] = []
    opening = _events(match, list(match.log))
    while not match.is_over and len(match.moves) < CAP:
        player = match.to_act[0]
        view = match.view(player)
        legal = list(match.legal_moves(player))
        texts = [describe_move(match.game, m, view) for m in legal]
        move = rng.choice(legal)
        said = describe_move(match.game, move, view)
        same = [m for m, t in zip(legal, texts, strict=True) if t == said]
        entries = match.submit(player, move)
        steps.append({
            "player": player,
            "legal": sorted(texts),
            "move": said,
            "nth": next(i for i, m in enumerate(same) if m is move),
            "events": _events(match, entries),
        })
    result = match.result
    record = {
        "case": case.id,
        "game": case.game.name,
        "options": dict(case.options),
        "players": case.players,
        "seed": seed,
        "opening": opening,
        "steps": steps,
        "over": match.is_over,
        "result": None if result is None else {"scores": list(result.scores),
                                               "ranks": list(result.ranks)},
    }
    return record, match.save()


def dump(record: dict[str, Any]) -> str:
    """A record as JSON lines: the header, one line per step, then the end."""
    head = {k: v for k, v in record.items() if k not in ("steps", "over", "result")}
    lines = [json.dumps(head, ensure_ascii=False, sort_keys=True)]
    lines += [json.dumps(step, ensure_ascii=False, sort_keys=True) for step in record["steps"]]
    lines.append(json.dumps({"over": record["over"], "result": record["result"]}, sort_keys=True))
    return "\n".join(lines) + "\n"


def load(path: Path) -> dict[str, Any]:
    """A record written by :func:`dump` (gzip-compressed)."""
    lines = [json.loads(line) for line in gzip.decompress(path.read_bytes()).decode().splitlines()]
    return {**lines[0], "steps": lines[1:-1], **lines[-1]}


def main() -> int:
    """Write the corpus under ``data/`` (run by hand, once, with the engine to be pinned)."""
    DATA.mkdir(exist_ok=True)
    for case, seed in golden_cases():
        record, save = record_match(case, seed)
        stem = file_stem(case, seed)
        text = dump(record)
        (DATA / f"{stem}.json.gz").write_bytes(gzip.compress(text.encode(), mtime=0))
        (DATA / f"{stem}.senet").write_bytes(save)
        print(stem, len(record["steps"]), "steps", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
