"""``senet tournament``: every seating plays, the table and JSON say who is stronger."""

from __future__ import annotations

import json

import pytest

from senet.bots.runner import Record
from senet.bots.tournament import Entrant, rate, seatings
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
