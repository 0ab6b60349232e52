"""``senet play`` shows every event a seat may see, once and in order, however its moves came.

The case that lost events (issue 33): a turn that starts with a decision of one option
(a Tigris defender with no tile to commit) was played without showing what happened
since the seat's last turn, and that stretch was then counted as seen. Tigris, three
players, seed 767361, as the issue played it; the answers are chosen at random among
the numbers the prompt offers, from a fixed seed, so the match is the same each run.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import senet
from senet.cli import session
from senet.cli.common import STOPPED
from senet.cli.text import describe_event

from .conftest import Ran

MATCH = ("play", "tigris", "--players", "3", "--seed", "767361")
EVENT_PANELS = ("since your last turn", "this turn so far", "the last moves", "events to move")
"""The titles of the panels that list log entries (play's, and replay's)."""
_RANGE = re.compile(r"your move \[1-(\d+)")
_ROW = re.compile(r"^(\d+)  (.*)$")
_MARK = "@@ at the keyboard: "


def events(out: str) -> list[tuple[int, str]]:
    """The log entries printed in ``out``'s event panels, as (sequence number, text); a text
    the panel wrapped is joined again."""
    return [row for _, row in _rows(out)]


def _rows(out: str) -> Iterator[tuple[str, tuple[int, str]]]:
    """Each entry printed in an event panel with the panel's title."""
    title: str | None = None
    seq, text = -1, ""
    for line in out.splitlines():
        if title is None:
            if line.startswith("╭─ ") and any(line[3:].startswith(t) for t in EVENT_PANELS):
                title = line[3:].split(" ─", 1)[0]
            continue
        if line.startswith("╰"):
            if seq >= 0:
                yield title, (seq, text)
            title, seq, text = None, -1, ""
            continue
        inner = line.strip().removeprefix("│").removesuffix("│").strip()
        found = _ROW.match(inner)
        if found:
            if seq >= 0:
                yield title, (seq, text)
            seq, text = int(found.group(1)), found.group(2).strip()
        elif inner:  # the rest of a wrapped text
            text = f"{text} {inner}"


def _normal(rows: list[tuple[int, str]]) -> list[tuple[int, str]]:
    return [(seq, " ".join(text.split())) for seq, text in rows]


@pytest.fixture(autouse=True)
def no_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """The board is not drawn at each prompt: these tests read the events, and drawing
    Tigris's board 150 times is most of a match's time."""
    monkeypatch.setattr(session, "render_view", lambda game, view: "(the board)")


def random_answers(seed: int, limit: int | None = None, *, mark: bool = False
                   ) -> Callable[[str], str]:
    """An ``input()`` that answers each move prompt with one of its numbers at random (and
    Enter to a hand-over); after ``limit`` prompts, the end of input. With ``mark``, a line
    on standard output says who takes the keyboard at each hand-over."""
    rng = random.Random(seed)
    asked = 0

    def answer(prompt: str = "") -> str:
        nonlocal asked
        asked += 1
        if limit is not None and asked > limit:
            raise EOFError
        if prompt.startswith("player ") and "pass the keyboard" in prompt:
            if mark:
                print(_MARK + prompt.split()[1].removesuffix("'s"), file=sys.stdout)
            return ""
        found = _RANGE.search(prompt)
        assert found, f"an unexpected prompt: {prompt!r}"
        return str(rng.randint(1, int(found.group(1))))

    return answer


def test_every_event_of_the_seat_is_shown_once_and_in_order(
        run: Callable[..., Ran], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("builtins.input", random_answers(0))
    save = tmp_path / "tigris.senet"
    played = run(*MATCH, "--save", str(save))
    assert played.code == 0, played.err[-2000:]
    replayed = run("replay", str(save), "--as", "0")
    assert replayed.code == 0, replayed.err
    shown, told = _normal(events(played.out)), _normal(events(replayed.out))
    match = senet.load_match(save.read_bytes())
    assert [seq for seq, _ in told] == [e.seq for e in match.log_for(0)]  # the parsing reads it all
    assert len(told) > 500 and match.is_over
    assert shown == told  # every entry, once, in order, in the words replay uses
    # The case that lost them: a turn that began with its only possible move, right after
    # what the bots did (a revolt against seat 0 with nothing to commit).
    assert re.search(r"╭─ since your last turn[^╭]*╰─+╯\nonly one possible move: ", played.out)


def test_in_a_hot_seat_each_seat_sees_its_own_log_once_and_in_order(
        run: Callable[..., Ran], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("builtins.input", random_answers(3, limit=200, mark=True))
    save = tmp_path / "hot.senet"
    ran = run(*MATCH, "--seat", "0=human", "--seat", "1=human", "--save", str(save))
    assert ran.code == STOPPED, ran.err[-2000:]
    match = senet.load_match(save.read_bytes())
    shown: dict[int, list[tuple[int, str]]] = {0: [], 1: []}
    for part in ran.out.split(_MARK)[1:]:  # what was printed while each person held the keyboard
        seat = int(part.split("\n", 1)[0])
        shown[seat] += [row for title, row in _rows(part) if title != "the last moves"]
    for seat, rows in shown.items():
        log = [(e.seq, describe_event(match.game, e.event, seat)) for e in match.log_for(seat)]
        assert len(rows) > 100
        assert _normal(rows) == _normal(log[:len(rows)]), f"seat {seat}"
        # Their secrets are theirs: the other seat's screen never showed this seat's words.
        assert len(rows) >= len(log) - 200  # and nothing is far behind when the match stopped
