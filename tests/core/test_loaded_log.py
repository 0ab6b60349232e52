"""A loaded match makes its log when the log is first read, and it is the log of the match saved."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import senet
from senet import loading
from senet.flow import Entry


def _played(game: str, players: int, seed: int, moves: int | None = None) -> senet.Match[Any]:
    match = senet.new_match(game, players, seed=seed)
    if moves is None:
        senet.play_out(match)
    else:
        senet.play_out(match, max_moves=moves)
    return match


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times a loaded match's log was made (each is a whole re-play)."""
    calls: list[int] = []
    real = loading._log_of

    def counted(*args: Any) -> list[Entry]:
        calls.append(len(args[-1]))
        return real(*args)

    monkeypatch.setattr(loading, "_log_of", counted)
    return calls


@pytest.mark.parametrize("game, players", [("nimmt-classic", 4), ("tigris", 2), ("nephthys", 3)])
def test_a_loaded_match_has_the_saved_matchs_log_made_once_when_read(
        game: str, players: int, made: list[int]) -> None:
    match = _played(game, players, seed=21)
    loaded = senet.load_match(match.save())
    assert made == []  # verifying made no entries
    assert loaded.seq == match.seq and loaded.state_hash() == match.state_hash()
    log = loaded.log
    assert log == match.log and len(log) > len(match.moves)
    assert loaded.log is log and loaded.log_for(0) == match.log_for(0)
    assert made == [len(match.moves)]


def test_moves_after_the_load_come_after_the_made_entries(made: list[int]) -> None:
    straight = _played("nimmt-classic", 4, seed=8)
    half = len(straight.moves) // 2
    loaded = senet.load_match(_played("nimmt-classic", 4, seed=8, moves=half).save())
    early = loaded.log  # read once before, once after: either way the order is the match's
    for player, move in straight.moves[half:half + 5]:
        loaded.submit(player, move)
    assert made == [half]
    early_entries = len(early)
    assert loaded.log is early and early[:early_entries] == straight.log[:early_entries]
    later = senet.load_match(_played("nimmt-classic", 4, seed=8, moves=half).save())
    for player, move in straight.moves[half:]:
        later.submit(player, move)
    assert later.log == straight.log and made == [half, half]
    assert later.save() == straight.save()


def test_a_copy_of_a_loaded_match_makes_the_same_log_and_keeps_its_own(made: list[int]) -> None:
    match = _played("tigris", 3, seed=4, moves=60)
    loaded = senet.load_match(match.save())
    copy = loaded.copy()
    player, options = copy.next_choice() or (0, ())
    copy.submit(player, options[0])
    assert made == []
    assert loaded.log == match.log
    assert copy.log[:len(match.log)] == match.log and len(copy.log) > len(match.log)
    assert loaded.log == match.log  # the copy's move is not in the original's log


def test_a_partial_load_makes_the_log_of_its_moves_only() -> None:
    match = _played("niagara", 3, seed=2, moves=40)
    part = senet.load_match(match.save(), upto=25)
    assert len(part.moves) == 25
    again = senet.new_match("niagara", 3, seed=2)
    for player, move in match.moves[:25]:
        again.submit(player, move)
    assert part.log == again.log and part.log != match.log


def test_threads_reading_a_loaded_log_make_it_once(made: list[int]) -> None:
    match = _played("nile", 4, seed=6)
    loaded = senet.load_match(match.save())
    seen: list[int] = []
    threads = [threading.Thread(target=lambda: seen.append(len(loaded.log))) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == [len(match.log)] * 4 and made == [len(match.moves)]
