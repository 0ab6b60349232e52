"""Search copies are built from what a seat may know: nothing they reach holds the truth.

The probe walks every object a copy (or a bot's :class:`senet.bots.Seat`) reaches through
references, as a hostile bot could, and looks for the true seed, the true generator state,
the true match, state, log and moves, and the other seats' true hands (the very objects).
"""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet.bots import Seat
from senet.hidden import hidden_parts
from senet.rng import seed_state
from senet.testing.copies import reachable

SEED = 0x5EED_1234_ABCD_7777
GAMES = [("nimmt-classic", 4), ("nimmt", 3), ("nile", 3), ("niagara", 3), ("tigris", 3), ("nephthys", 2),
         ("nephthys", 4)]


def _played(name: str, players: int, moves: int) -> senet.Match[Any]:
    match = senet.new_match(name, players, seed=SEED)
    rng = senet.Rng(11)
    while not match.is_over and len(match.moves) < moves:
        player, legal = match.next_choice() or (0, ())
        match.play_index(player, rng.below(len(legal)))
    return match


def _truths(match: senet.Match[Any], seat: int | None) -> tuple[dict[int, str], dict[int, str]]:
    objects = {id(match): "the match", id(match.moves): "the moves", id(match._log): "the log",
               id(match._tx.memory): "the match's memory", id(match._tx): "the match's room",
               id(match._tx.rng): "the true generator"}
    if hidden_parts(match.state, seat):
        objects[id(match.state)] = "the true state"
    for _, part in hidden_parts(match.state, seat):
        if part.contents():
            objects[id(part.contents())] = "a hidden container's contents"
        objects[id(part)] = "a hidden container"
    numbers = {SEED: "the true seed", seed_state(SEED): "the true seed's generator",
               match.rng_state: "the true generator state"}
    return objects, numbers


def _leaks(root: object, match: senet.Match[Any], seat: int | None) -> list[str]:
    objects, numbers = _truths(match, seat)
    found = []
    for obj in reachable(root):
        what = objects.get(id(obj)) or (numbers.get(obj) if type(obj) is int else None)
        if what is not None:
            found.append(what)
    return found


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_a_search_copy_reaches_nothing_true(name: str, players: int) -> None:
    match = _played(name, players, 25)
    assert match._fresh is not None  # the true match can rebuild its log: its copies must not
    match.log  # noqa: B018 (entries made: the copy's redacted log is taken from them)
    for seat in [None, *range(players)]:
        for keep_log in (True, False):
            copy = match.determinized(seat, 99 + (seat or 0), keep_log=keep_log)
            assert _leaks(copy, match, seat) == [], (seat, keep_log)
            assert copy._fresh is None and copy.moves == [] and copy.seed != SEED
            copy.log  # noqa: B018 (a copy's log is what it was handed; it rebuilds nothing)
            if not copy.is_over:
                chosen = copy.next_choice()
                assert chosen is not None
                copy.play_index(chosen[0], 0)
            assert _leaks(copy, match, seat) == [], (seat, keep_log)


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_a_bots_seat_reaches_nothing_true(name: str, players: int) -> None:
    match = _played(name, players, 30)
    chosen = match.next_choice()
    assert chosen is not None
    player = chosen[0]
    seat = Seat(match, player)
    assert _leaks(seat, match, player) == []
    assert _leaks(seat.determinized(5), match, player) == []


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_the_game_object_keeps_no_state(name: str, players: int) -> None:
    # The engine's memory of pending and the options is the match's, not the game's: a copy's
    # `.game` reaches no position of any match.
    match = _played(name, players, 20)
    match.legal_moves(match.to_act[0])
    objects, _ = _truths(match, None)
    objects[id(match.state)] = "the true state"
    found = [objects[id(o)] for o in reachable(match.game) if id(o) in objects]
    assert found == []


def test_the_probe_sees_what_the_old_copies_held() -> None:
    # The probe is live: the true match, reached from a copy on purpose, is found.
    match = _played("nimmt-classic", 3, 10)
    copy = match.determinized(0, 5)
    copy.smuggled = match  # type: ignore[attr-defined]
    assert "the match" in _leaks(copy, match, 0)


def test_twin_matches_give_one_seat_the_same_copies() -> None:
    # Two matches seat 0 cannot tell apart (the others' hands dealt again) give it the same copy.
    match = _played("nimmt-classic", 4, 12)
    twin = match.copy(state=senet.redeal(match.state, 0, senet.Rng(3)))
    assert twin.state != match.state
    one, two = match.determinized(0, 42), twin.determinized(0, 42)
    assert one.state == two.state and one.rng_state == two.rng_state
