"""bench/strength.py's results file: a line per match, resumed by seed, versioned, reported."""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench" / "strength.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("strength_record", ROOT / "bench" / "strength_record.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


record = _load()


def _bench(results: Path, *args: str) -> list[dict[str, Any]]:
    argv = [sys.executable, str(BENCH), "--game", "nimmt-classic", "--players", "2", "--against", "random",
            "--bot", "mcts:iterations=3", "--results", str(results), *args]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_matches_are_recorded_then_resumed_by_seed_then_reported(tmp_path: Path) -> None:
    results = tmp_path / "results" / "strength.jsonl"
    first = _bench(results, "--games", "3")
    assert [(o["already"], o["played"]) for o in first] == [(0, 3)]
    lines, bad = record.read_lines(results)
    assert bad == 0
    assert sorted(line["seed"] for line in lines) == [0, 1, 2]
    for line in lines:
        assert line["seat"] == line["seed"] % 2
        assert line["bots"][line["seat"]] == "mcts:iterations=3" and "random" in line["bots"]
        assert sorted(line["ranks"]) in ([1, 2], [1, 1])
        assert line["cpu"] and all(t >= 0 for t in line["cpu"]) and len(line["cpu"]) < line["moves"]
        assert line["version"] == first[0]["version"] and len(line["version"]) == 12
    # Two more seeds, in two workers: only the missing ones are played.
    again = _bench(results, "--games", "5", "--workers", "2")
    assert [(o["already"], o["played"]) for o in again] == [(3, 2)]
    lines, _ = record.read_lines(results)
    assert sorted(line["seed"] for line in lines) == [0, 1, 2, 3, 4]
    done = subprocess.run([sys.executable, str(BENCH), "--report", "--results", str(results)],
                          capture_output=True, text=True, timeout=120, check=True)
    rows = [r for r in done.stdout.splitlines() if r.startswith("| nimmt-classic")]
    assert len(rows) == 1
    wins = sum(record.win_share(line) for line in lines)
    assert f"| 5 | {wins:g} |" in rows[0]


def _line(seed: int, seat: int, ranks: list[int] | None, version: str = "v1",
          cpu: tuple[float, ...] = (0.5,)) -> dict[str, Any]:
    config = {"game": "g", "players": 3, "options": {}, "bot": "mcts", "against": "random",
              "version": version}
    return record.match_line(config, seed, seat, ["x"] * 3, ranks, 10, cpu)


def test_report_counts_shared_firsts_unfinished_matches_versions_and_cut_lines(tmp_path: Path) -> None:
    results = tmp_path / "r.jsonl"
    for line in (_line(0, 0, [1, 2, 3], cpu=(0.2, 0.4)), _line(1, 1, [1, 1, 3]), _line(2, 2, [1, 2, 3]),
                 _line(3, 0, None), _line(0, 0, [2, 1, 3]),  # seed 0 again: the first one counts
                 _line(0, 0, [1, 2, 3], version="v2", cpu=(0.9,))):
        record.append_line(results, line)
    with results.open("a") as f:
        f.write('{"game": "g", "players"')  # a line cut short by a kill
    lines, bad = record.read_lines(results)
    assert bad == 1
    rows = record.summarise(lines)
    assert [(r["version"], r["matches"], r["wins"], r["unfinished"]) for r in rows] == [
        ("v1", 4, 1.5, 1), ("v2", 1, 1.0, 0)]
    assert rows[0]["decisions"] == 5 and rows[0]["cpu_max"] == 0.5
    assert abs(rows[0]["cpu_mean"] - 2.1 / 5) < 1e-9  # the repeated seed 0 (0.9) is left out
    low, high = rows[0]["interval95"]
    assert low < 1.5 / 4 < high
    assert record.recorded_seeds(lines, rows[0]) == {0, 1, 2, 3}
    table = record.report(rows)
    assert "| g | 3 | `mcts` | `random` | v1 | 4 | 1.5 | 38% |" in table


def _ranks(seed: int) -> list[int]:
    return [[1, 2, 3], [2, 1, 3], [3, 2, 1]][seed % 3]


def _versions(old_seeds: range, new_seeds: range, *, old_scores: bool = True) -> list[dict[str, Any]]:
    lines = []
    for version, seeds in (("v1", old_seeds), ("v2", new_seeds)):
        for seed in seeds:
            line = _line(seed, seed % 3, _ranks(seed), version=version)
            line["scores"] = [seed, 0, 1] if version == "v2" or old_scores else None
            lines.append(line)
    return lines


def test_an_older_version_carries_over_once_twenty_re_played_seeds_ended_the_same() -> None:
    lines = _versions(range(50), range(20))
    new = {**lines[-1], "version": "v2"}
    assert record.carried(lines) == {record.config_key(new): {"v1": 20}}
    assert record.recorded_seeds(lines, new) == set(range(50))  # the campaign skips all 50
    rows = record.summarise(lines)
    assert [(r["version"], r["matches"], r["carried"]) for r in rows] == [("v2", 50, {"v1": 20})]
    assert "| v2 (+v1: 20 same) | 50 |" in record.report(rows)
    unpooled = record.summarise(lines, carry=False)
    assert [(r["version"], r["matches"]) for r in unpooled] == [("v1", 50), ("v2", 20)]
    # Lines from before scores were recorded compare on the rest.
    assert record.carried(_versions(range(30), range(25), old_scores=False))


def test_nothing_carries_after_too_few_seeds_or_one_match_that_ended_otherwise() -> None:
    few = _versions(range(50), range(19))
    assert record.carried(few) == {}
    assert record.recorded_seeds(few, {**few[-1]}) == set(range(19))
    for field, value in (("ranks", [1, 3, 2]), ("moves", 11), ("cpu", [0.5, 0.5]), ("scores", [9, 9, 9])):
        lines = _versions(range(50), range(30))
        lines[-7] = {**lines[-7], field: value}  # one re-played seed of v2 ended otherwise
        assert record.carried(lines) == {}, field
        assert [r["matches"] for r in record.summarise(lines)] == [50, 30]


def test_wilson_interval_matches_the_textbook_value() -> None:
    low, high = record.wilson(78, 89)
    assert round(low, 3) == 0.792 and round(high, 3) == 0.930  # worked by hand
    assert record.wilson(0, 0) == (0.0, 1.0)


def _tree(root: Path) -> tuple[Path, Path, Path]:
    bots = root / "bots"
    game = root / "games" / "card"
    inner = game / "classic"
    for folder in (bots, inner):
        folder.mkdir(parents=True)
    (bots / "mcts.py").write_text("C = 0.7\n")
    (game / "rules.py").write_text("X = 1\n")
    (game / "tiles.py").write_text("T = 1\n")
    (inner / "rules.py").write_text("from senet_games.card.tiles import T\n")
    return bots, game, inner


def test_the_version_follows_the_bots_and_the_game_s_own_source(tmp_path: Path) -> None:
    bots, game, inner = _tree(tmp_path)
    plugins = tmp_path / "games"

    def versions() -> tuple[str, str]:
        return (record.source_version(bots, game, [inner], plugins),
                record.source_version(bots, inner, [game], plugins))

    start = versions()
    (inner / "rules.py").write_text("from senet_games.card.tiles import T\nY = 2\n")
    changed_inner = versions()
    assert changed_inner[0] == start[0] and changed_inner[1] != start[1]  # another game's folder
    (game / "tiles.py").write_text("T = 2\n")
    changed_tiles = versions()
    assert changed_tiles[0] != changed_inner[0] and changed_tiles[1] != changed_inner[1]  # imported
    (game / "rules.py").write_text("X = 2\n")
    changed_rules = versions()
    assert changed_rules[0] != changed_tiles[0] and changed_rules[1] == changed_tiles[1]  # not imported
    (bots / "mcts.py").write_text("C = 0.8\n")
    changed_bots = versions()
    assert changed_bots[0] != changed_rules[0] and changed_bots[1] != changed_rules[1]


def test_sigterm_stops_at_once_keeping_every_finished_match(tmp_path: Path) -> None:
    results = tmp_path / "strength.jsonl"
    argv = [sys.executable, str(BENCH), "--game", "nimmt-classic", "--players", "2", "--against", "random",
            "--bot", "mcts:iterations=3", "--results", str(results), "--games", "500", "--workers", "2"]
    bench = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and len(record.read_lines(results)[0]) < 3:
            time.sleep(0.2)
        bench.send_signal(signal.SIGTERM)
        out, err = bench.communicate(timeout=60)
    finally:
        bench.kill()
    assert bench.returncode == 130, err
    lines, bad = record.read_lines(results)
    assert bad == 0 and 3 <= len(lines) < 500
    assert json.loads(out)["played"] == len(lines) and json.loads(out)["interrupted"]
    last = max(line["seed"] for line in lines)  # two workers: not always the first seeds
    again = _bench(results, "--games", str(last + 1))
    assert [(o["already"], o["played"]) for o in again] == [(len(lines), last + 1 - len(lines))]
