"""Entries nobody reads at once are made when the log is first read, and they are the log
a match building every entry at once has (senet.logbook)."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import pytest

import senet
from senet.flow import Entry
from senet.logbook import Logged


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The moves re-played each time a log was made (one re-play per read that needed one)."""
    calls: list[int] = []
    real = Logged._make_log

    def counted(self: Logged) -> None:
        calls.append(self._unlogged)
        real(self)

    monkeypatch.setattr(Logged, "_make_log", counted)
    return calls


def _eager(game: str, players: int, seed: int, moves: Sequence[tuple[int, Any]], **kw: Any
           ) -> senet.Match[Any]:
    """The match with every entry built as it was played (``submit``)."""
    match = senet.new_match(game, players, seed=seed, **kw)
    for player, move in moves:
        match.submit(player, move)
    return match


@pytest.mark.parametrize("game, players", [("nimmt-classic", 4), ("tigris", 2), ("nephthys", 3),
                                           ("niagara", 3), ("nile", 4), ("nimmt", 5)])
def test_a_played_out_match_makes_its_log_once_when_read(game: str, players: int,
                                                           made: list[int]) -> None:
    match = senet.new_match(game, players, seed=21)
    senet.play_out(match, max_moves=300)
    assert made == []
    eager = _eager(game, players, 21, match.moves)
    assert match.save() == eager.save() and match.seq == eager.seq  # the log is not in a save
    log = match.log
    assert log == eager.log and len(log) > len(match.moves)
    assert match.log is log and match.log_for(1) == eager.log_for(1)
    assert made == [len(match.moves)]
    assert match.snapshot() == eager.snapshot()


def test_after_a_move_built_at_once_every_later_move_is_built_at_once(made: list[int]) -> None:
    match = senet.new_match("nimmt-classic", 4, seed=8)
    senet.play_out(match, max_moves=30)
    player, options = match.next_choice() or (0, ())
    entries = match.submit(player, options[-1])  # submit returns its entries: built now
    assert entries and made == []
    senet.play_out(match, max_moves=30)
    assert match.log == _eager("nimmt-classic", 4, 8, match.moves).log
    assert made == [30]
    senet.play_out(match)  # read once: the rest is built as it is played
    assert match.log == _eager("nimmt-classic", 4, 8, match.moves).log and made == [30]


def test_a_loaded_match_makes_the_saved_log_when_read(made: list[int]) -> None:
    match = senet.new_match("tigris", 3, seed=4)
    senet.play_out(match, max_moves=120)
    loaded = senet.load_match(match.save())
    assert made == [] and loaded.state_hash() == match.state_hash()
    for player, move in _moves_on(match, 6):
        loaded.submit(player, move)
    full = _eager("tigris", 3, 4, loaded.moves)
    assert loaded.log == full.log and made == [120]
    part = senet.load_match(match.save(), upto=25)
    assert part.log == _eager("tigris", 3, 4, match.moves[:25]).log


def _moves_on(match: senet.Match[Any], count: int) -> list[tuple[int, Any]]:
    """``count`` moves that follow ``match`` (played on a copy)."""
    copy = match.copy()
    senet.play_out(copy, max_moves=count)
    return copy.moves[len(match.moves):]


def test_copies_share_the_way_to_make_the_log_and_keep_their_own_moves(made: list[int]) -> None:
    match = senet.new_match("nile", 3, seed=2)
    senet.play_out(match, max_moves=50)
    copy = match.copy()
    senet.play_out(copy, max_moves=10)
    assert copy.log == _eager("nile", 3, 2, copy.moves).log
    assert match.log == _eager("nile", 3, 2, match.moves).log and len(match.moves) == 50
    searched = match.copy(state=match.state)  # a search copy: its state is not replayable
    senet.play_out(searched, max_moves=10)
    assert searched.log[:len(match.log)] == match.log and len(searched.log) > len(match.log)
    seen = match.determinized(0, seed=5)
    assert seen.log == match.log_for(0)


def test_a_match_from_a_given_start_makes_its_log_after_the_set_up_entries() -> None:
    first = senet.new_match("nimmt-classic", 3, seed=1)
    started = senet.start_match("nimmt-classic", first.state, 3, seed=6)
    head = list(started.log)
    senet.play_out(started, max_moves=40)
    again = senet.start_match("nimmt-classic", first.state, 3, seed=6)
    for player, move in started.moves:
        again.submit(player, move)
    assert started.log == again.log and started.log[:len(head)] == head


class _Listener:
    def __init__(self) -> None:
        self.entries: list[Entry] = []

    def started(self, match: Any, entries: Sequence[Entry]) -> None:
        self.entries.extend(entries)

    def recorded(self, match: Any, entries: Sequence[Entry]) -> None:
        self.entries.extend(entries)

    def ended(self, match: Any, result: Any) -> None:
        pass


def test_an_observer_hears_every_entry_as_it_is_played(made: list[int]) -> None:
    match = senet.new_match("niagara", 4, seed=3)
    senet.play_out(match, max_moves=10)
    listener = _Listener()
    match.observe(listener, match.log)  # the first ten moves' entries are made here
    senet.play_out(match, max_moves=40)
    assert listener.entries == match.log == _eager("niagara", 4, 3, match.moves).log
    assert made == [10]


def test_threads_reading_a_log_make_it_once() -> None:
    match = senet.new_match("nile", 4, seed=6)
    senet.play_out(match)
    seen: list[int] = []
    threads = [threading.Thread(target=lambda: seen.append(len(match.log))) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    eager = _eager("nile", 4, 6, match.moves).log
    assert seen == [len(eager)] * 4 and match.log == eager  # made once: no entry twice


def test_rules_that_play_differently_the_second_time_get_an_error_naming_no_move(
        monkeypatch: pytest.MonkeyPatch) -> None:
    match = senet.new_match("nimmt-classic", 3, seed=12)
    senet.play_out(match, max_moves=9)
    secret = repr(match.moves[4][1])
    real = senet.Match.submit

    def fickle(self: senet.Match[Any], player: int, move: Any) -> list[Entry]:
        if len(self.moves) == 4:
            raise senet.IllegalMove(f"not now: {move!r}", "invalid")
        return real(self, player, move)

    monkeypatch.setattr(senet.Match, "submit", fickle)
    with pytest.raises(senet.InternalError, match="move 5 was refused") as caught:
        match.log  # noqa: B018
    assert secret not in str(caught.value) and caught.value.__cause__ is None
    monkeypatch.setattr(senet.Match, "submit", real)
    assert match.log == _eager("nimmt-classic", 3, 12, match.moves).log  # nothing was lost
