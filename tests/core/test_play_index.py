"""``Match.play_index``: ``play_listed`` without entries, for playouts and search copies.

With no log and no observer it builds no log entries; everything else (state, flow,
generator, moves, the sequence numbers) goes exactly as with ``play_listed``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import senet
from senet.flow import Entry


def _options(name: str) -> dict[str, Any]:
    return {"max_rounds": 6} if name == "niagara" else {}


def _twins(name: str, seed: int, *, keep_log: bool) -> tuple[senet.Match[Any], senet.Match[Any]]:
    allowed = senet.default_registry().get(name).players_for(_options(name))
    players = 3 if 3 in allowed else allowed[0]
    return tuple(senet.new_match(name, players, seed=seed, options=_options(name), keep_log=keep_log)
                 for _ in range(2))  # type: ignore[return-value]


@pytest.mark.parametrize("name", senet.default_registry().names())
def test_play_index_plays_as_play_listed_without_building_entries(name: str) -> None:
    quiet, loud = _twins(name, 11, keep_log=False)
    pick = random.Random(3)
    steps = 0
    while not loud.is_over and steps < 400:
        choice = loud.next_choice()
        assert choice is not None
        player, legal = choice
        index = pick.randrange(len(legal))
        entries = loud.play_listed(player, index)
        assert quiet.play_index(player, index) is None
        assert quiet.state == loud.state and quiet.flow == loud.flow
        assert quiet.rng_state == loud.rng_state and quiet.seq == loud.seq and entries
        assert quiet.moves == loud.moves
        steps += 1
    assert quiet.state_hash() == loud.state_hash()
    assert quiet.log == [] == loud.log


def test_with_the_log_kept_play_index_logs_what_play_listed_logs() -> None:
    for name in senet.default_registry().names():
        logged, reference = _twins(name, 4, keep_log=True)
        for _ in range(60):
            choice = reference.next_choice()
            if choice is None:
                break
            reference.play_listed(choice[0], len(choice[1]) - 1)
            logged.play_index(choice[0], len(choice[1]) - 1)
        assert logged.log == reference.log and len(logged.log) > 0, name
        assert logged.save() == reference.save(), name


def test_an_observer_hears_of_moves_played_by_index() -> None:
    class Ear:
        def __init__(self) -> None:
            self.heard: list[Entry] = []

        def started(self, match: senet.Match[Any], entries: Any) -> None:
            pass

        def recorded(self, match: senet.Match[Any], entries: list[Entry]) -> None:
            self.heard += entries

        def ended(self, match: senet.Match[Any], result: Any) -> None:
            pass

    match = senet.new_match("nimmt-classic", 3, seed=2, keep_log=False)
    ear = Ear()
    match.observe(ear)
    for _ in range(5):
        choice = match.next_choice()
        assert choice is not None
        match.play_index(choice[0], 0)
    assert len(ear.heard) >= 5 and ear.heard[-1].seq == match.seq - 1


def test_a_bad_index_is_refused_and_changes_nothing() -> None:
    match = senet.new_match("nimmt-classic", 3, seed=2, keep_log=False)
    choice = match.next_choice()
    assert choice is not None
    before = (match.state, match.flow, match.seq, list(match.moves))
    for bad in (-1, len(choice[1]), 1.0, True):
        with pytest.raises(senet.IllegalMove):
            match.play_index(choice[0], bad)  # type: ignore[arg-type]
    assert (match.state, match.flow, match.seq, list(match.moves)) == before
