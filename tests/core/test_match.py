"""The match API: submitting, refusals that change nothing, game bugs, copies, custom starts."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import senet
from senet import IllegalMove, InternalError, OptionError, Secret, SenetError
from senet.serial import unpack_untrusted
from tests.core.games import (
    RELAY,
    Ask,
    Boom,
    Done,
    Ended,
    Finish,
    Peeked,
    Pick,
    Refuse,
    RelayState,
    Reply,
    Roll,
    Rolled,
    Step,
    Stepped,
)
from tests.core.support import fingerprint

Match = senet.Match[Any]


# -- submitting -----------------------------------------------------------------------------


def test_submit_returns_exactly_the_new_entries(relay: Match) -> None:
    before = len(relay.log)
    entries = relay.submit(0, Finish())
    assert entries == relay.log[before:]
    assert [e.seq for e in entries] == list(range(before, before + len(entries)))
    assert relay.moves == [(0, Finish())]


def test_moves_may_use_the_generator_and_are_reproducible(registry: senet.Registry) -> None:
    def rolls(seed: int) -> tuple[int, ...]:
        match = senet.new_match("relay", 2, seed=seed, registry=registry)
        for _ in range(20):
            match.submit(0, Roll())
        return tuple(match.state.rolls)

    assert rolls(1) == rolls(1)
    assert rolls(1) != rolls(2)
    assert all(0 <= r < 6 for r in rolls(1))


def test_setup_may_use_the_generator() -> None:
    openings = {senet.new_match(RELAY, 2, seed=s).state.opening for s in range(10)}
    assert len(openings) > 5
    assert senet.new_match(RELAY, 2, seed=4).state == senet.new_match(RELAY, 2, seed=4).state


def test_private_events_in_a_turn_game(relay: Match) -> None:
    relay.submit(0, Roll())
    rolled, peeked = relay.log[-2:]
    assert isinstance(rolled.event, Rolled) and isinstance(peeked.event, Peeked)
    assert peeked.event.value.value is not None
    assert relay.log_for(0)[-1].event == peeked.event
    assert relay.log_for(1)[-1].event == Peeked(0, Secret(0, None, present=True))
    assert relay.log_for(1)[-2].event == rolled.event


# -- refusals -------------------------------------------------------------------------------


def _refused(match: Match, player: Any, move: Any, *, foreseen: bool = True) -> IllegalMove:
    """Submit a move that must be refused; ``foreseen``: ``refusal()`` says so too."""
    before = fingerprint(match)
    expected = match.refusal(player, move)
    with pytest.raises(IllegalMove) as info:
        match.submit(player, move)
    assert fingerprint(match) == before
    if foreseen:
        assert expected is not None and expected.code == info.value.code
    else:
        assert expected is None
    assert info.value.reason == str(info.value) and info.value.reason
    return info.value


def test_refused_when_the_match_is_over(relay: Match) -> None:
    relay.submit(0, Finish())  # the lone Done is played by the engine
    assert _refused(relay, 0, Done()).code == "game_over"
    assert _refused(relay, 1, Step()).code == "game_over"


def test_refused_when_it_is_not_your_turn(relay: Match) -> None:
    error = _refused(relay, 1, Step())
    assert error.code == "not_your_turn"
    assert "player 0" in error.reason


def test_refused_when_it_is_not_your_prompt(relay: Match) -> None:
    relay.submit(0, Ask(2))
    assert _refused(relay, 0, Reply()).code == "not_your_turn"
    assert _refused(relay, 1, Reply()).code == "not_your_turn"


@pytest.mark.parametrize("player", [-1, 3, 99, "0", None])
def test_refused_for_a_seat_that_does_not_exist(relay: Match, player: Any) -> None:
    assert _refused(relay, player, Step()).code == "no_such_player"


@pytest.mark.parametrize("player", [0.0, False])
def test_a_seat_is_an_int_not_a_float_or_bool(relay: Match, player: Any) -> None:
    # 0.0 == False == 0, the acting seat: accepting them writes a save whose
    # player is not an int (a float save does not load back).
    assert _refused(relay, player, Step()).code == "no_such_player"


@pytest.mark.parametrize("player", [1.0, True])
def test_a_seat_in_a_simultaneous_phase_is_an_int(vote: Match, player: Any) -> None:
    assert _refused(vote, player, Pick(1)).code == "no_such_player"


def test_refused_for_a_move_of_another_phase(relay: Match) -> None:
    error = _refused(relay, 0, Reply())
    assert error.code == "unavailable"
    assert "relay/reply" in error.reason
    assert _refused(relay, 0, Pick(1)).code == "unavailable"


def test_refused_for_a_move_that_is_not_listed(relay: Match) -> None:
    assert Ask(0) not in relay.legal_moves(0)
    assert _refused(relay, 0, Ask(0)).code == "invalid"
    assert _refused(relay, 0, Ask(9)).code == "invalid"


def test_refused_for_something_that_is_not_a_move(relay: Match) -> None:
    assert _refused(relay, 0, "step").code == "not_a_move"
    assert _refused(relay, 0, None).code == "not_a_move"


def test_a_trap_move_is_unlisted_without_the_option(registry: senet.Registry) -> None:
    match = senet.new_match("relay", 2, registry=registry)
    assert Boom() not in match.legal_moves(0)
    assert _refused(match, 0, Boom()).code == "invalid"


def test_refusal_returns_none_for_a_legal_move(relay: Match) -> None:
    before = fingerprint(relay)
    assert all(relay.refusal(0, m) is None for m in relay.legal_moves(0))
    assert fingerprint(relay) == before


def test_the_game_refusing_halfway_changes_nothing(relay: Match) -> None:
    # Refuse emits an event, draws from the generator and jumps before it refuses.
    error = _refused(relay, 0, Refuse(), foreseen=False)
    assert error.code == "refused_late"
    relay.submit(0, Step())
    assert relay.state.steps == (1, 0, 0)


# -- bugs in game code ----------------------------------------------------------------------


def test_a_plain_exception_in_game_code_is_an_internal_error(relay: Match) -> None:
    before = fingerprint(relay)
    with pytest.raises(InternalError, match="ZeroDivisionError") as info:
        relay.submit(0, Boom())
    assert isinstance(info.value.__cause__, ZeroDivisionError)
    assert fingerprint(relay) == before
    relay.submit(0, Step())
    assert relay.state.steps == (1, 0, 0)


def _relay_with(**phase_changes: Any) -> senet.Game[Any]:
    return _relay_with_main(attrs.evolve(RELAY.decision_map["main"], **phase_changes))


def _relay_with_main(main: senet.Decision[Any, Any]) -> senet.Game[Any]:
    return attrs.evolve(RELAY, decisions=tuple(main if d.name == "main" else d for d in RELAY.decisions))


def _raise(*args: object) -> Any:
    raise KeyError("bad lookup")


def test_a_plain_exception_while_checking_a_move_is_an_internal_error() -> None:
    match = senet.new_match(_relay_with(refusal=_raise), 2)
    before = fingerprint(match)
    with pytest.raises(InternalError, match="KeyError"):
        match.submit(0, Ask(7))
    assert fingerprint(match) == before


def test_a_plain_exception_while_listing_the_options_is_an_internal_error() -> None:
    # The flow lists the options as it runs (is an option lone?): the first listing is at set-up.
    with pytest.raises(InternalError, match="KeyError"):
        senet.new_match(_relay_with(options=_raise), 2)


def test_a_plain_exception_in_setup_is_an_internal_error() -> None:
    broken = attrs.evolve(RELAY, setup=_raise)
    with pytest.raises(InternalError, match="KeyError"):
        senet.new_match(broken, 2)


def test_a_plain_exception_in_pending_at_the_start_is_an_internal_error() -> None:
    broken = attrs.evolve(RELAY, pending=_raise)
    with pytest.raises(InternalError, match="KeyError"):
        senet.new_match(broken, 2)


@attrs.frozen
class Stray(senet.Move, tag="relay/stray"):
    """A move the relay game lists in one variant but never declares in moves=(...)."""


def test_a_move_the_game_did_not_declare_never_reaches_a_save() -> None:
    main = attrs.evolve(RELAY.decision_map["main"], moves=(),
                        options=lambda state, player: [Stray(), Step()],
                        play=lambda tx, player, move: tx.emit(Stepped(player)))
    careless = _relay_with_main(main)
    match = senet.new_match(careless, 2)
    # Refused when played, or when saved: never a save file that cannot be loaded.
    with pytest.raises(InternalError, match="relay/stray"):
        match.submit(0, Stray())
        match.save()


# -- copies ---------------------------------------------------------------------------------


def test_copy_is_independent(relay: Match) -> None:
    relay.submit(0, Step())
    twin = relay.copy()
    prefix = list(relay.log)
    assert twin.save() == relay.save() and twin.state_hash() == relay.state_hash()
    saved, hashed = relay.save(), relay.state_hash()

    twin.submit(1, Ask(0))
    twin.submit(0, Reply())
    assert relay.save() == saved and relay.state_hash() == hashed
    assert len(relay.moves) == 1 and relay.to_act == (1,)
    assert len(twin.moves) == 3

    relay.submit(1, Finish())
    assert twin.flow.at == "main" and relay.is_over
    assert twin.log[: len(prefix)] == relay.log[: len(prefix)] == prefix
    assert twin.log[len(prefix):] != relay.log[len(prefix):]


def test_copy_with_a_replaced_state_cannot_be_saved(relay: Match) -> None:
    other = attrs.evolve(relay.state, steps=(2, 2, 2))
    twin = relay.copy(state=other)
    assert twin.state.steps == (2, 2, 2) and relay.state.steps == (0, 0, 0)
    twin.submit(0, Step())
    assert twin.state.steps == (3, 2, 2)
    with pytest.raises(SenetError):
        twin.save()
    with pytest.raises(SenetError):
        twin.copy().save()
    relay.save()


# -- custom starts --------------------------------------------------------------------------


def _custom_state() -> RelayState:
    return RelayState(current=1, steps=(2, 0), goal=3, rolls=(6, 6))


def test_start_match_from_a_given_state(registry: senet.Registry) -> None:
    match = senet.start_match("relay", _custom_state(), 2, registry=registry)
    assert match.flow.at == "main"
    assert match.to_act == (1,)
    assert match.state == _custom_state() and match.log == []
    assert match.start == _custom_state()


def test_the_decision_a_start_state_asks_is_read_from_the_state(registry: senet.Registry) -> None:
    questioned = attrs.evolve(_custom_state(), questions=((1, 0),))
    match = senet.start_match("relay", questioned, 2, registry=registry)
    assert match.flow.at == "answer" and match.to_act == (0,)
    final = senet.start_match("relay", attrs.evolve(_custom_state(), final=True), 2, registry=registry)
    assert final.is_over  # the final decision's lone Done was played at once
    assert [e.event for e in final.log] == [Ended()]


def test_a_custom_start_saves_and_loads_back(registry: senet.Registry) -> None:
    match = senet.start_match("relay", _custom_state(), 2, seed=12, registry=registry)
    for player, move in ((1, Roll()), (1, Step()), (0, Step())):
        match.submit(player, move)
    data = match.save()
    envelope = unpack_untrusted(data)
    assert envelope["version"] == 2 and set(envelope["start"]) == {"state"}
    assert envelope["start"]["state"]["steps"] == [2, 0]

    loaded = senet.load_match(data, registry)
    assert loaded.state_hash() == match.state_hash()
    assert loaded.state == match.state and loaded.log == match.log
    assert loaded.start == match.start
    assert loaded.save() == data
    assert match.state.steps == (3, 1)
    assert match.is_over


def test_a_new_match_has_no_start_state_in_its_save(relay: Match) -> None:
    assert relay.start is None
    assert unpack_untrusted(relay.save())["start"] is None


# -- seeds, views, the log ------------------------------------------------------------------


@pytest.mark.parametrize("seed", [-(2**63), -1, 0, 2**64 - 1])
def test_extreme_seeds_save_and_load(registry: senet.Registry, seed: int) -> None:
    match = senet.new_match("relay", 2, seed=seed, registry=registry)
    match.submit(0, Roll())
    assert senet.load_match(match.save(), registry).state_hash() == match.state_hash()


@pytest.mark.parametrize("seed", [2**64, -(2**63) - 1, True, "7", 1.0])
def test_seeds_that_a_save_cannot_hold_are_refused(seed: Any) -> None:
    with pytest.raises(OptionError, match="seed"):
        senet.new_match(RELAY, 2, seed=seed)


def test_views(relay: Match) -> None:
    relay.submit(0, Ask(1))
    view = relay.view(2)
    assert (view.game, view.player, view.phase, view.to_act) == ("relay", 2, "answer", (1,))
    assert view.committed == () and view.my_commit is None and not view.over
    assert view.state == relay.state
    assert relay.view(None).player is None


def test_keep_log_false_still_saves(registry: senet.Registry) -> None:
    match = senet.new_match("relay", 2, registry=registry, keep_log=False)
    for _ in range(20):
        match.submit(0, Roll())
    match.submit(0, Step())
    assert match.log == [] and match.checkpoints == []
    loaded = senet.load_match(match.save(), registry)
    assert loaded.state_hash() == match.state_hash()
    assert [type(e.event) for e in loaded.log].count(Stepped) == 1


def test_checkpoints_every_sixteen_moves(relay: Match) -> None:
    hashes = {}
    for n in range(1, 34):
        relay.submit(0, Roll())
        hashes[n] = relay.state_hash()
    assert relay.checkpoints == [(16, hashes[16]), (32, hashes[32])]
