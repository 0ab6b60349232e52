"""``senet play``'s prompt: ``log`` and ``help``, a square that is no move now, and the
legend of a result's ``compared`` column."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from rich.console import Console

import senet
from senet.cli.text import COMPARED_LEGEND, result_table
from senet_games.tigris.table import move_names

from .conftest import Ran, Script
from .test_terminal_events import events

TIGRIS = ("play", "tigris", "--players", "2", "--seed", "1")


def _panels(out: str, title: str) -> list[str]:
    """The texts of the panels titled ``title``, in order."""
    return [part.split("\n╰", 1)[0] for part in out.split(f"╭─ {title}")[1:]]


def test_log_shows_again_what_the_seat_has_seen(run: Callable[..., Ran],
                                                script: Callable[..., Script]) -> None:
    answers = script(["log", "log 2", "LOG  3 ", "log x", "log 0", "q"])
    ran = run(*TIGRIS)
    assert len(answers.prompts) == 6 and all("; help]" in p for p in answers.prompts)
    news = events(ran.out.split("╭─ your log")[0])  # what the first prompt showed
    assert len(news) > 3
    logs = _panels(ran.out, "your log")
    assert len(logs) == 3
    assert events("╭─ since your last turn" + logs[0] + "\n╰") == news  # all of it, again
    assert events("╭─ since your last turn" + logs[1] + "\n╰") == news[-2:]  # the last 2
    assert events("╭─ since your last turn" + logs[2] + "\n╰") == news[-3:]
    assert logs[1].startswith(f": events {news[-2][0]}-{news[-1][0]} ")
    assert "log takes a number of events, not 'x':" in ran.out
    assert "log takes a number of events, not '0':" in ran.out
    assert ran.out.count("player 0: your moves") == 1  # none of it drew the table again


def test_help_lists_the_commands_and_what_a_move_may_be_typed_as(
        run: Callable[..., Ran], script: Callable[..., Script], tmp_path: Path) -> None:
    script(["help", "1", "h", "?", "q"])  # at the action, then at the square of a red tile
    save = tmp_path / "h.senet"
    ran = run(*TIGRIS, "--save", str(save))
    first, second = _panels(ran.out, "commands")
    for text in (first, second):
        for command in ("1-", "a name", "b, back", "?", "log, log N", "help, h", "q, quit, exit"):
            assert f"│ {command}" in text, command
        assert "a square as the board labels it, column letter then row (I6 or i6)" in text
        assert f"it is saved to {save}" in " ".join(text.replace("│", " ").split())
    assert "(no move has one now)" in first and "(nothing to take back now)" in first
    assert "(now such as A1)" in second and "(nothing to take back now)" not in second
    assert ran.out.count("player 0: your moves") == 3  # ? still shows the table again
    assert "log shows the events again; help lists the commands" in ran.out  # the intro says so


def test_a_square_that_is_no_move_now_says_so_and_why(run: Callable[..., Ran],
                                                      script: Callable[..., Script]) -> None:
    answers = script(["c6", "1", "e1", "K1", "Z99", "q"])
    ran = run(*TIGRIS)
    assert len(answers.prompts) == 6
    said = " ".join(ran.out.split())
    assert ("'c6': C6 is a square of the board (empty land), but not a legal move now: this "
            "decision is not about a square (a square is chosen after a tile, a leader or a "
            "catastrophe); type one of 1-10") in said
    assert ("'e1': E1 is a square of the board (empty river), but not a legal move now: a red "
            "temple goes only on land (E1 is river)") in said
    assert ("'K1': K1 is a square of the board (a red temple with a treasure), but not a legal "
            "move now: square K1 is not empty") in said
    assert "'Z99' is not a number or a name:" in said  # no square at all
    assert "is not a number or a name" not in said.replace("'Z99' is not a number or a name", "")


def test_tigris_says_which_typed_names_are_squares() -> None:
    registry = senet.default_registry()
    match = senet.new_match(registry.get("tigris"), 2, 1, {}, registry=registry)
    view = match.view(0)
    for typed in ("Z99", "", "A0", "A12", "Q1", "1A", "a 1"):
        assert move_names.unplayable(typed, view) is None, typed
    assert move_names.unplayable(" p11 ", view) == move_names.unplayable("P11", view)
    assert (move_names.unplayable("P11", None)
            == "P11 is a square of the board, but not a legal move now")
    assert move_names.hint.startswith("a square as the board labels it")


def test_the_compared_column_has_a_legend() -> None:
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None)
    console.print(result_table(senet.Result.from_keys([3, 3], [(3, 1), (3, 0)])))
    assert "compared" in out.getvalue() and COMPARED_LEGEND in out.getvalue()
    out.truncate(0)
    out.seek(0)
    console.print(result_table(senet.Result.from_scores([3, 1])))
    assert "compared" not in out.getvalue()  # no column, no legend


def test_a_nephthys_result_explains_its_compared_column(run: Callable[..., Ran],
                                                       script: Callable[..., Script]) -> None:
    script([])
    ran = run("play", "nephthys", "--players", "2", "--seed", "4", "--seat", "0=bot")
    assert ran.code == 0, ran.err
    table, legend = ran.out.split("winner:", 1)
    assert "compared" in table.rsplit("Result", 1)[1]  # the column, then the line that says it
    assert COMPARED_LEGEND in " ".join(legend.split())
