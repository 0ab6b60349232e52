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
            "moves_per_second", "options", "wins", "unfinished", "max_moves")


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
    if data["seconds"] > 0:
        assert data["games_per_second"] == pytest.approx(data["games"] / data["seconds"])
        assert data["moves_per_second"] == pytest.approx(data["moves"] / data["seconds"])


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
