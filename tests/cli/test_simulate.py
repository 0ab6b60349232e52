"""``senet simulate``: the summary's numbers, save files, move caps and bad input."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import senet
from senet.bots import runner
from senet.cli import simulate

from .conftest import Ran

REQUIRED = ("game", "players", "games", "seed", "moves", "seconds", "games_per_second",
            "moves_per_second", "options", "wins", "unfinished", "max_moves", "wall_seconds",
            "cpu_seconds", "games_per_cpu_second", "moves_per_cpu_second")


def simulate_json(run: Callable[..., Ran], *argv: str) -> dict[str, Any]:
    ran = run("simulate", "nimmt-classic", "--json", *argv)
    assert ran.code == 0, ran.err
    data: dict[str, Any] = json.loads(ran.out)  # exactly one JSON object, nothing else
    return data


def test_json_fields_and_consistent_numbers(run: Callable[..., Ran]) -> None:
    data = simulate_json(run, "--players", "4", "--games", "12", "--seed", "5")
    for key in REQUIRED:
        assert key in data
    assert (data["game"], data["players"], data["games"], data["seed"]) == ("nimmt-classic", 4, 12, 5)
    assert data["options"] == {}
    assert data["unfinished"] == 0 and data["finished"] == 12
    assert len(data["wins"]) == 4
    # A shared first place is a win for each seat sharing it.
    assert sum(data["wins"]) == data["finished"] + sum_extra_winners(data)
    assert data["average_moves"] == pytest.approx(data["moves"] / data["finished"])
    assert data["seconds"] == data["wall_seconds"]  # the whole run, by the wall clock
    if data["seconds"] > 0:
        assert data["games_per_second"] == pytest.approx(data["games"] / data["seconds"])
        assert data["moves_per_second"] == pytest.approx(data["moves"] / data["seconds"])
    if data["cpu_seconds"] > 0:
        assert data["moves_per_cpu_second"] == pytest.approx(data["moves"] / data["cpu_seconds"])


def sum_extra_winners(data: dict[str, Any]) -> int:
    """Replays the same seeds to count how many extra winners shared first places added."""
    extra = 0
    for seed in range(data["seed"], data["seed"] + data["games"]):
        match = senet.new_match("nimmt-classic", data["players"], seed, data["options"])
        outcome = senet.play_out(match, max_moves=data["max_moves"])
        assert outcome.ranks is not None
        extra += outcome.ranks.count(1) - 1
    return extra


def test_same_seeds_same_results(run: Callable[..., Ran]) -> None:
    first = simulate_json(run, "--games", "5", "--seed", "3")
    again = simulate_json(run, "--games", "5", "--seed", "3")
    for key in ("wins", "moves", "mean_scores", "shared_first"):
        assert first[key] == again[key]


def test_default_players_is_the_usual_table_size(run: Callable[..., Ran]) -> None:
    data = simulate_json(run, "--games", "2")
    assert data["players"] == 4  # nimmt-classic allows 2-10; no usual size declared: 4
    assert data["max_moves"] == simulate.DEFAULT_MAX_MOVES


def test_capped_matches_are_unfinished_never_wins(run: Callable[..., Ran]) -> None:
    data = simulate_json(run, "--players", "2", "--games", "3", "--max-moves", "10")
    assert data["unfinished"] == 3 and data["finished"] == 0
    assert data["wins"] == [0, 0]
    assert data["moves"] == 30
    assert data["average_moves"] is None
    assert data["max_moves"] == 10


def test_text_summary(run: Callable[..., Ran]) -> None:
    ran = run("simulate", "nimmt-classic", "--players", "3", "--games", "4", "--max-moves", "5000")
    assert ran.code == 0, ran.err
    assert "4 matches, 4 finished" in ran.out
    assert "shared first place counts as a win for each seat" in ran.out
    assert "unfinished: 0 (stopped at the cap of 5000 moves" in ran.out
    assert "average length:" in ran.out
    assert "games/s" in ran.out or "too fast to time" in ran.out


def test_rates_divide_by_the_wall_clock_and_the_cpu_time_is_summed_apart() -> None:
    tally = simulate.Tally(2)
    for seed in range(2000):
        tally.add(runner.Record(seed, True, 100, (1, 2), (3, 1)))
    tally.wall, tally.cpu = 4.48, 8.96  # two workers, each busy the whole run
    assert tally.rate(tally.games) == pytest.approx(2000 / 4.48)  # 446.4 games/s, not 2000 / 8.96
    assert tally.rate(tally.moves) == pytest.approx(200_000 / 4.48)
    assert tally.cpu_rate(tally.moves) == pytest.approx(200_000 / 8.96)
    line = simulate.speed_line(tally, 2, None)
    assert line.startswith("speed: 200000 moves in 4.48 s (wall clock, 2 workers): 446.4 games/s, "
                           "44,643 moves/s; CPU time of the matches 8.96 s (all processes): 22,321 moves")
    assert simulate.Tally(2).rate(5) is None and "too fast to time" in simulate.speed_line(
        simulate.Tally(2), 1, None)


def test_workers_report_the_wall_clock_rate_of_the_run(
        run: Callable[..., Ran], monkeypatch: pytest.MonkeyPatch) -> None:
    """The run's clock and its records are made up: the arithmetic is checked, nothing is timed."""
    ticks = iter([100.0, 104.48])
    monkeypatch.setattr(simulate, "clock", lambda: next(ticks))

    def run_job(job: runner.Job, seeds: range, **kwargs: Any) -> runner.Run:
        # 2 workers, 4.48 s of wall clock, each match 4.48 ms of CPU in one of the two
        records = [runner.Record(s, True, 50, (1, 2), (2, 0), seconds=0.00448, cpu_seconds=0.00448)
                   for s in seeds]
        return runner.Run(tuple(records), False, tuple(range(len(records))))

    monkeypatch.setattr(simulate, "run_job", run_job)
    ran = run("simulate", "nimmt-classic", "--players", "2", "--games", "2000", "--workers", "2", "--json")
    assert ran.code == 0, ran.err
    data = json.loads(ran.out)
    assert (data["seconds"], data["wall_seconds"], data["workers"]) == (pytest.approx(4.48),) * 2 + (2,)
    assert data["games_per_second"] == pytest.approx(446.43, abs=0.01)
    assert data["moves_per_second"] == pytest.approx(100_000 / 4.48)
    assert data["cpu_seconds"] == pytest.approx(8.96)
    assert data["games_per_cpu_second"] == pytest.approx(2000 / 8.96)
    ticks = iter([100.0, 104.48])
    ran = run("simulate", "nimmt-classic", "--players", "2", "--games", "2000", "--workers", "2")
    assert "in 4.48 s (wall clock, 2 workers): 446.4 games/s, 22,321 moves/s" in ran.out
    assert "CPU time of the matches 8.96 s (all processes): 11,161 moves per CPU second" in ran.out


def test_text_summary_of_capped_matches(run: Callable[..., Ran]) -> None:
    ran = run("simulate", "nimmt-classic", "--games", "2", "--max-moves", "3")
    assert ran.code == 0
    assert "unfinished: 2 (stopped at the cap of 3 moves" in ran.out
    assert "no match finished" in ran.out


def test_save_dir_files_load_back(run: Callable[..., Ran], tmp_path: Path) -> None:
    out = tmp_path / "saves"
    data = simulate_json(run, "--games", "3", "--seed", "10", "--save-dir", str(out))
    files = sorted(p.name for p in out.iterdir())
    assert files == ["nimmt-classic-10.senet", "nimmt-classic-11.senet", "nimmt-classic-12.senet"]
    total = 0
    for seed in (10, 11, 12):
        match = senet.load_match((out / f"nimmt-classic-{seed}.senet").read_bytes())
        assert match.seed == seed and match.is_over
        total += len(match.moves)
    assert total == data["moves"]


def test_save_dir_keeps_capped_matches_too(run: Callable[..., Ran], tmp_path: Path) -> None:
    simulate_json(run, "--games", "1", "--max-moves", "7", "--save-dir", str(tmp_path))
    match = senet.load_match((tmp_path / "nimmt-classic-0.senet").read_bytes())
    assert len(match.moves) == 7 and not match.is_over


@pytest.mark.parametrize("argv", [
    ["simulate", "no-such-game"],
    ["simulate", "nimmt", "--option", "colour=red"],
    ["simulate", "nimmt", "--option", "side=chess"],
    ["simulate", "nimmt", "--option", "variant=classic"],
    ["simulate", "nimmt", "--option", "luck=maybe"],
    ["simulate", "nimmt", "--option", "side"],
    ["simulate", "nimmt-classic", "--players", "11"],
    ["simulate", "nimmt-classic", "--players", "1"],
    ["simulate", "nimmt-classic", "--games", "0"],
    ["simulate", "nimmt-classic", "--max-moves", "0"],
    ["simulate", "nimmt", "--games", "many"],
])
def test_bad_input_exits_2_with_one_line(run: Callable[..., Ran], argv: list[str]) -> None:
    ran = run(*argv)
    assert ran.code == 2
    assert ran.out == ""
    assert len(ran.err.strip().splitlines()) >= 1
    assert "Traceback" not in ran.err


def test_unknown_game_names_the_installed_ones(run: Callable[..., Ran]) -> None:
    ran = run("simulate", "chess")
    installed = ", ".join(senet.default_registry().names())
    assert "nimmt" in installed
    assert ran.err.strip() == f"senet: error: no game called 'chess'; installed: {installed}"


def test_interrupted_simulation_reports_what_was_played(
        run: Callable[..., Ran], monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = senet.play_out

    def play_out(match: senet.Match[Any], *args: Any, **kwargs: Any) -> senet.Outcome:
        calls.append(match.seed)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(match, *args, **kwargs)

    monkeypatch.setattr(runner, "play_out", play_out)
    ran = run("simulate", "nimmt-classic", "--games", "10", "--json")
    assert ran.code == simulate.INTERRUPTED
    data = json.loads(ran.out)
    assert data["interrupted"] is True
    assert data["games"] == 2
