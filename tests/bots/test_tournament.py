"""``senet tournament``: every seating plays, the table and JSON say who is stronger."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import senet
from senet.bots import runner
from senet.bots.runner import Record
from senet.bots.tournament import MAX_RATINGS_BYTES, Entrant, Ratings, rate, seatings
from senet.cli import main


def test_every_lineup_plays_in_every_seat_order() -> None:
    assert seatings(2, 2) == [(0, 1), (1, 0)]
    assert seatings(3, 2) == [(0, 1), (1, 0), (0, 2), (2, 0), (1, 2), (2, 1)]
    assert len(seatings(4, 3)) == 4 * 3
    assert seatings(2, 4) == [(0, 1, 0, 1), (1, 0, 1, 0)]


def test_ratings_follow_the_results() -> None:
    field = [Entrant("loser", "random"), Entrant("winner", "random"), Entrant("middle", "random")]
    played = [((0, 1, 2), Record(s, True, 10, (3, 1, 2), (0, 2, 1))) for s in range(6)]
    played.append(((0, 1, 2), Record(9, False, 10, None, None)))  # unfinished: counts for nobody
    standings = rate(field, played)
    assert [s.entrant.name for s in standings] == ["winner", "middle", "loser"]
    assert [s.games for s in standings] == [6, 6, 6]
    assert standings[0].wins == 6 and standings[0].mean_rank == 1.0
    assert standings[0].mu > 25 > standings[2].mu


def test_a_search_bot_outrates_a_random_one(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "nimmt-classic", "--bot", "rand=random", "--bot", "search=mcts:iterations=30",
            "--games", "4", "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["matches"] == 8 and data["unfinished"] == 0 and not data["interrupted"]
    top, bottom = data["standings"]
    assert (top["name"], top["bot"], bottom["name"]) == ("search", "mcts:iterations=30", "rand")
    assert top["ordinal"] > bottom["ordinal"] and top["wins"] > bottom["wins"]
    assert set(top) == {"name", "bot", "mu", "sigma", "ordinal", "games", "wins", "mean_rank"}
    assert main([*argv[:-1], "--workers", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["standings"] == data["standings"]  # same seeds, same table


def test_the_table_names_the_entrants(capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    argv = ["tournament", "nimmt-classic", "--bot", "a=random", "--bot", "b=random", "--games", "2"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "standings (OpenSkill Plackett-Luce" in out and "4 matches" in out


@pytest.mark.parametrize(("argv", "words"), [
    (["--bot", "a=random"], "at least two entrants"),
    (["--bot", "a=random", "--bot", "a=mcts"], "two entrants are called 'a'"),
    (["--bot", "random", "--bot", "b=mcts"], "--bot is NAME=BOT"),
    (["--bot", "a=random", "--bot", "b=mcst"], "did you mean 'mcts'?"),
])
def test_bad_entrants_are_refused(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "nimmt-classic", *argv]) == 2
    assert words in capsys.readouterr().err


# -- ratings kept between runs (--ratings FILE) ----------------------------------------------

RUN = ["tournament", "nimmt-classic", "--players", "2", "--games", "2"]


def tournament_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main([*RUN, *argv, "--json"]) == 0, capsys.readouterr().err
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_rate_starts_from_the_prior_ratings() -> None:
    field = [Entrant("a", "random"), Entrant("b", "random")]
    played = [((0, 1), Record(0, True, 10, (1, 2), (1, 0)))]
    fresh = {s.entrant.name: s for s in rate(field, played)}
    kept = {s.entrant.name: s for s in rate(field, played, {"a": (30.0, 2.0)})}
    assert kept["a"].sigma <= 2.0 and 30.0 < kept["a"].mu < 30.5  # a won from where it stood
    assert fresh["a"].sigma > 7 and fresh["a"].mu > 27  # from the default: 25 and 8.33
    default = {name: (25.0, 25 / 3) for name in ("a", "b")}
    assert rate(field, played, default) == rate(field, played)
    assert fresh["a"].rank_sum == 1 and fresh["b"].rank_sum == 2


def test_ratings_round_trip_and_add_up() -> None:
    standings = rate([Entrant("a", "random"), Entrant("b", "mcts")],
                     [((0, 1), Record(s, True, 10, (2, 1), (0, 1))) for s in range(3)])
    ratings = Ratings.new("nimmt-classic", 2, {"luck": True}).updated(standings, 3)
    again = Ratings.from_json(ratings.to_json())
    assert again == ratings and (again.runs, again.next_seed) == (1, 3)
    twice = again.updated(rate([Entrant("a", "random"), Entrant("c", "random")],
                               [((0, 1), Record(9, True, 10, (1, 2), (1, 0)))], again.prior()), 1)
    by_name = {r.name: r for r in twice.rated}
    assert (twice.runs, twice.next_seed) == (2, 3)  # a lower seed never moves it back
    assert by_name["a"].games == 4 and by_name["a"].wins == 1 and by_name["a"].rank_sum == 7
    assert by_name["b"] == {r.name: r for r in ratings.rated}["b"]  # not in the run: kept as it was
    assert twice.leaderboard()[0].name == "b"


def test_ratings_are_kept_across_runs_and_the_seeds_go_on(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    first = tournament_json(capsys, "--bot", "r=random", "--bot", "m=mcts:iterations=20",
                            "--ratings", str(path))
    assert first["seed"] == 0 and first["ratings"]["saved"] and first["ratings"]["runs"] == 1
    assert first["ratings"]["next_seed"] == 2 and path.exists()
    second = tournament_json(capsys, "--bot", "r=random", "--bot", "x=random", "--ratings", str(path))
    assert second["seed"] == 2  # after the seeds the first run played
    board = {e["name"]: e for e in second["ratings"]["leaderboard"]}
    assert set(board) == {"r", "m", "x"} and second["ratings"]["runs"] == 2
    assert board["r"]["games"] == 8 and board["m"]["games"] == 4 and board["x"]["games"] == 4
    assert board["m"] == {e["name"]: e for e in first["ratings"]["leaderboard"]}["m"]
    # The second run's ratings started from the file: not what a fresh run of it gives.
    fresh = tournament_json(capsys, "--bot", "r=random", "--bot", "x=random", "--seed", "2")
    r_kept = next(s for s in second["standings"] if s["name"] == "r")
    r_fresh = next(s for s in fresh["standings"] if s["name"] == "r")
    assert r_kept["games"] == r_fresh["games"] == 4 and r_kept["mu"] != r_fresh["mu"]
    assert board["r"]["mu"] == r_kept["mu"]
    assert Ratings.from_json(path.read_bytes()).runs == 2
    assert main([*RUN, "--bot", "r=random", "--bot", "x=random", "--ratings", str(path)]) == 0
    out = capsys.readouterr().out
    assert "leaderboard: " in out and "3 runs" in out and "m: mcts:iterations=20" in out


def _file(**changes: Any) -> bytes:
    data: dict[str, Any] = {
        "format": "senet-ratings", "version": 1, "model": "openskill Plackett-Luce",
        "game": "nimmt-classic", "players": 2, "options": {}, "next_seed": 0, "runs": 1,
        "rated": [{"name": "r", "bot": "random", "mu": 25.0, "sigma": 8.0, "games": 2, "wins": 1.0,
                   "rank_sum": 3}]}
    for key, value in changes.items():
        if key.startswith("rated_"):
            data["rated"][0][key[6:]] = value
        else:
            data[key] = value
    return json.dumps(data).encode()


@pytest.mark.parametrize(("content", "words"), [
    (b"", "it is not JSON"),
    (b"\xff\xfe{}", "it is not UTF-8 text"),
    (b"[1, 2]", "the file is not a JSON object"),
    (b"[" * 100_000 + b"]" * 100_000, "it is not JSON"),
    (b" " * (MAX_RATINGS_BYTES + 1), "larger than 1024 KiB"),
    (_file(version=2), "it is of version 2; this senet reads version 1"),
    (_file(version=True), "it is of version True"),
    (_file(format="something"), "its format is not 'senet-ratings'"),
    (_file(extra=1), "the file has an unknown key 'extra'"),
    (_file().replace(b'"runs": 1', b'"runs": 1, "runs": 2'), "the key 'runs' is given twice"),
    (_file().replace(b"25.0", b"NaN"), "it holds NaN, which is not a number"),
    (_file().replace(b"25.0", b"1" * 5000), "it is not JSON"),
    (_file(rated_mu="25"), "r's mu is not a number"),
    (_file(rated_mu=10**400), "r's mu is not a number"),
    (_file(rated_sigma=0), "r's sigma is not a number"),
    (_file(rated_games=-1), "r's games is not a whole number"),
    (_file(rated_wins=3), "r's wins is not a number from 0 to 2"),
    (_file(rated_rank_sum=1), "r's rank_sum does not fit its games"),
    (_file(rated_name="no spaces"), "entrant 1 of 'rated': the name is not letters"),
    (_file(rated_bot="\x1b[2J"), "r's bot is not a text of 1 to 200 printable characters"),
    (_file(rated=[{"name": "r"}]), "entrant 1 of 'rated' has no 'bot'"),
    (_file(rated="many"), "'rated' is not a list"),
    (_file(options={"luck": [1]}), "option 'luck' is not true, false"),
    (_file(players="2"), "players is not a whole number"),
    (_file(next_seed=2**64), "next_seed is not a whole number"),
])
def test_a_corrupt_ratings_file_is_refused_and_left_alone(
        content: bytes, words: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    path.write_bytes(content)
    assert main([*RUN, "--bot", "r=random", "--bot", "b=random", "--ratings", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert f"{path} is not a senet ratings file: " in err and words in err, err
    assert len(err) < 400  # what the file said is echoed cut, not whole
    assert path.read_bytes() == content


def test_the_sample_file_of_the_refusals_is_itself_accepted() -> None:
    assert Ratings.from_json(_file()).rated[0].mean_rank == 1.5


@pytest.mark.parametrize(("content", "argv", "words"), [
    (_file(), ["--players", "3"], "keeps the ratings of nimmt-classic with 2 players, not of "
                                  "nimmt-classic with 3 players: give another --ratings file"),
    (_file(options={"luck": True}), [], "keeps the ratings of nimmt-classic with 2 players (luck=true), "
                                        "not of nimmt-classic with 2 players"),
    (_file(game="nile"), [], "keeps the ratings of nile with 2 players"),
    (_file(), ["--bot", "r=mcts"], "rates 'r' as the bot 'random', not 'mcts': give this bot another name"),
])
def test_a_ratings_file_of_another_tournament_is_refused(
        content: bytes, argv: list[str], words: str, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    path.write_bytes(content)
    bots = ["--bot", "b=random"] + (["--bot", "r=random"] if "--bot" not in argv else [])
    assert main([*RUN, *bots, *argv, "--ratings", str(path)]) == 2
    err = capsys.readouterr().err
    assert words in err, err
    assert path.read_bytes() == content


def test_an_unreadable_ratings_file_is_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main([*RUN, "--bot", "a=random", "--bot", "b=random", "--ratings", str(tmp_path)]) == 2
    assert f"cannot read {tmp_path}" in capsys.readouterr().err


def test_an_interrupted_run_leaves_the_file_alone(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "ratings.json"
    path.write_bytes(_file())
    calls: list[int] = []
    real = runner.play_out

    def play_out(match: senet.Match[Any], *args: Any, **kwargs: Any) -> senet.Outcome:
        calls.append(match.seed)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(match, *args, **kwargs)

    monkeypatch.setattr(runner, "play_out", play_out)
    assert main([*RUN, "--bot", "r=random", "--bot", "b=random", "--ratings", str(path)]) == 130
    assert "ratings file not updated: the run was interrupted" in capsys.readouterr().out
    assert path.read_bytes() == _file()


def test_the_table_fits_80_columns_and_shows_every_bot_whole(capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    bots = {"strong": "mcts:iterations=40,c=1.5,rollout=5", "quick": "mcts:iterations=10,c=0.5",
            "a-rather-long-entrant-name.v2": "random"}
    argv = [*RUN, "--games", "1", "--ratings", str(tmp_path / "r.json")]
    for name, bot in bots.items():
        argv += ["--bot", f"{name}={bot}"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 80, out
    for name, bot in bots.items():
        assert f"  {name}: {bot}\n" in out, out
    assert "…" not in out
