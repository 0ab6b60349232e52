"""Per-seat exports (``senet.seatfile``): what one seat saw, and not one secret more.

The leak oracle is the contract's re-deal: deal again what a seat cannot see (the other
hands, the face-down piles), play the same moves on both twins, and the seat's export
must not change by one byte while the public log is the same.
"""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

import senet
from senet import Rng, redeal
from senet.seatfile import export_seat, is_seat_export, read_seat_untrusted
from tests.contract.cases import contract_games, contract_registry

GAMES = [g.name for g in contract_games()]


def _played(name: str, moves: int, seed: int = 5) -> senet.Match[Any]:
    game = contract_registry().get(name)
    players = max(2, min(3, game.players.stop - 1))
    match = senet.new_match(name, players=players, seed=seed, registry=contract_registry())
    rng = Rng(seed)
    for done in range(moves + 100):
        # Past ``moves``, play on until no seat's secret commit is pending: re-dealing the
        # hands under a commit would make a twin whose commit its player does not hold.
        if match.is_over or (done >= moves and not any(c is not None for c in match.flow.commits)):
            break
        player, legal = match.next_choice() or (None, ())
        assert player is not None
        match.submit(player, rng.choice(legal))
    return match


def _public(match: senet.Match[Any]) -> bytes:
    return b"".join(msgpack.packb(repr(e)) for e in match.log_for(None))


@pytest.mark.parametrize("name", GAMES)
def test_an_export_does_not_change_when_what_the_seat_cannot_see_changes(name: str) -> None:
    rng = Rng(11)
    checked = 0
    for moves in (3, 17, 40):
        match = _played(name, moves)
        for seat in range(match.players):
            twin_state = redeal(match.state, seat, rng, piles=False)
            steps = 12
            if twin_state == match.state:
                twin_state, steps = redeal(match.state, seat, rng), 0  # the seat's own draws may differ
            if twin_state == match.state:
                continue
            one, two = match.copy(), match.copy(state=twin_state)
            if steps:  # the oracle is live: a seat whose hand was dealt again sees it
                assert any(export_seat(one, t) != export_seat(two, t)
                           for t in range(match.players) if t != seat)
            for _ in range(steps + 1):
                assert export_seat(one, seat) == export_seat(two, seat), (
                    f"{name}: player {seat}'s export changed when only what they cannot see changed")
                checked += 1
                choice = one.next_choice()
                if choice is None or not one.may_act(choice[0]):
                    break
                player, legal = choice
                both = [m for m in legal if m in two.legal_moves(player)]
                if not both:
                    break
                move = rng.choice(both)
                one.submit(player, move)
                two.submit(player, move)
                if _public(one) != _public(two):
                    break  # the rules revealed what differs: play, not a leak
        checked += _commits_checked(match)
    assert checked, f"{name}: nothing hidden to deal again and no hidden commit: the check checked nothing"


def _commits_checked(match: senet.Match[Any]) -> int:
    """Where a seat commits in secret: the others' exports do not depend on its choice."""
    rng = Rng(3)
    match = match.copy()
    for _ in range(60):
        if match.is_over:
            return 0
        pending = match.to_act
        legal = match.legal_moves(pending[0])
        together = match.decision is not None and match.decision.together
        if together and len(pending) > 1 and len(legal) > 1:
            first, second = match.copy(), match.copy()
            first.submit(pending[0], legal[0])
            second.submit(pending[0], legal[-1])
            for seat in range(match.players):
                if seat != pending[0]:
                    assert export_seat(first, seat) == export_seat(second, seat), (
                        f"player {seat}'s export shows player {pending[0]}'s hidden commit")
            # The seat's own commit is its to see: the oracle can tell them apart.
            assert export_seat(first, pending[0]) != export_seat(second, pending[0])
            return 1
        match.submit(pending[0], rng.choice(legal))
    return 0


def test_an_export_holds_no_seed_moves_or_hashes_and_reads_back() -> None:
    match = _played("nile", 30)
    data = export_seat(match, 1)
    envelope = msgpack.unpackb(data)
    assert envelope["format"] == "senet-seat"
    assert not {"seed", "checkpoints", "start", "snapshot"} & set(envelope)
    assert envelope["moves"] == len(match.moves) == 30
    assert is_seat_export(data) and not is_seat_export(match.save())
    back = read_seat_untrusted(data)
    assert back.seat == 1 and back.players == match.players and back.moves == 30
    assert list(back.log) == match.log_for(1)
    assert back.view == match.view(1)
    assert back.result is None


def test_a_finished_matchs_export_carries_the_result() -> None:
    match = _played("nimmt-classic", 10_000)
    assert match.result is not None
    back = read_seat_untrusted(export_seat(match, 0))
    assert back.result == match.result and back.view.over


def test_an_export_is_refused_for_continuing() -> None:
    data = export_seat(_played("tigris", 5), 0)
    with pytest.raises(senet.SaveFormatError, match="one player's view of a match"):
        senet.load_match(data)
    with pytest.raises(senet.SaveFormatError, match="one player's view"):
        senet.resume_match(data)


@pytest.mark.parametrize(("change", "message"), [
    (lambda e: e.update(seat=7), "not one of its"),
    (lambda e: e.update(rules=99), "rules version 99"),
    (lambda e: e.update(game="chess"), "chess"),
    (lambda e: e.update(version=2), "version 2"),
    (lambda e: e["view"].update(player=0), "not player 1's view"),
    (lambda e: e["log"].append({"seq": "x"}), "log entry"),
    (lambda e: e.update(result={"scores": [1], "ranks": [1]}), "result is malformed"),
])
def test_a_damaged_export_is_refused_with_a_reason(change: Any, message: str) -> None:
    envelope = msgpack.unpackb(export_seat(_played("nimmt-classic", 4), 1))
    change(envelope)
    with pytest.raises(senet.SaveFormatError, match=message):
        read_seat_untrusted(msgpack.packb(envelope))


def test_a_save_is_not_an_export() -> None:
    with pytest.raises(senet.SaveFormatError, match="not a senet per-seat export"):
        read_seat_untrusted(_played("nile", 2).save())
    with pytest.raises(senet.SaveFormatError):
        read_seat_untrusted(b"garbage")
