"""The flow of a turn game: phases, prompts pushed and popped, jumps, the end, cycles."""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet import Frame, InternalError
from tests.core.games import (
    RELAY,
    Ask,
    Done,
    Finish,
    Loop,
    Noted,
    PushNobody,
    RelayState,
    Reply,
    Spin,
    Step,
    Stepped,
)
from tests.core.support import fingerprint

Match = senet.Match[Any]


def _stack(match: Match) -> list[tuple[str, int | None]]:
    return [(f.phase, f.player) for f in match.flow.stack]


def test_start_enters_the_first_phase(relay: Match) -> None:
    assert relay.phase.name == "main"
    assert _stack(relay) == [("main", None)]
    assert relay.to_act == (0,)
    assert relay.state.notes == ("enter main",)
    [entry] = relay.log
    assert (entry.seq, entry.phase, entry.player, entry.event) == (0, "main", None, Noted("enter main"))


def test_turns_pass_round_the_table(relay: Match) -> None:
    for player in (0, 1, 2, 0):
        assert relay.to_act == (player,)
        assert relay.may_act(player)
        assert not any(relay.may_act(p) for p in range(3) if p != player)
        entries = relay.submit(player, Step())
        assert [e.event for e in entries] == [Stepped(player)]
        assert entries[0].player == player and entries[0].phase == "main"
    assert relay.state.steps == (2, 1, 1)


def test_a_prompt_asks_another_player_and_returns_to_the_turn(relay: Match) -> None:
    relay.submit(0, Ask(2))
    assert _stack(relay) == [("main", None), ("answer", 2)]
    assert relay.phase.name == "answer"
    assert relay.to_act == (2,)
    assert relay.legal_moves(0) == ()
    assert Reply() in relay.legal_moves(2)
    relay.submit(2, Reply())
    assert _stack(relay) == [("main", None)]
    assert relay.to_act == (0,)
    assert relay.state.notes == ("enter main", "enter answer", "exit answer")


def test_prompts_nested_twice_pop_back_to_the_right_place(relay: Match) -> None:
    relay.submit(0, Step())  # player 1's turn now
    relay.submit(1, Ask(0))
    relay.submit(0, Ask(2))
    assert _stack(relay) == [("main", None), ("answer", 0), ("answer", 2)]
    assert relay.to_act == (2,)
    assert relay.state.questions == ((1, 0), (0, 2))

    relay.submit(2, Reply())
    assert _stack(relay) == [("main", None), ("answer", 0)]
    assert relay.to_act == (0,)
    assert relay.state.questions == ((1, 0),)

    relay.submit(0, Reply())
    assert _stack(relay) == [("main", None)]
    assert relay.to_act == (1,)  # still player 1's turn, who asked first
    assert relay.state.questions == ()
    # Returning runs the exits of the prompts but does not enter "main" again.
    assert relay.state.notes == (
        "enter main", "enter answer", "enter answer", "exit answer", "exit answer")
    relay.submit(1, Step())
    assert relay.to_act == (2,)


def test_prompt_entries_name_the_prompt_phase_and_player(relay: Match) -> None:
    entries = relay.submit(0, Ask(1))
    assert [(e.phase, e.player, e.event) for e in entries] == [
        ("main", 0, entries[0].event),
        ("answer", 0, Noted("enter answer")),
    ]
    entries = relay.submit(1, Reply())
    assert [(e.phase, e.player) for e in entries] == [("answer", 1), ("answer", 1)]
    assert entries[-1].event == Noted("exit answer")


def test_goto_runs_exit_then_enter(relay: Match) -> None:
    entries = relay.submit(0, Finish())
    assert [(e.phase, e.event) for e in entries] == [
        ("main", Noted("exit main")),
        ("final", Noted("enter final")),
    ]
    assert _stack(relay) == [("final", None)]
    assert relay.state.notes[-2:] == ("exit main", "enter final")
    assert relay.legal_moves(0) == [Done()]


def test_reaching_the_goal_jumps_to_the_final_phase(registry: senet.Registry) -> None:
    match = senet.new_match("relay", 2, options={"goal": 1}, registry=registry)
    match.submit(0, Step())
    assert match.phase.name == "final"
    assert match.to_act == (1,)


def test_end(relay: Match) -> None:
    relay.submit(0, Finish())
    relay.submit(0, Done())
    assert relay.is_over
    assert relay.to_act == ()
    assert all(relay.legal_moves(p) == () and not relay.may_act(p) for p in range(3))
    assert relay.result == senet.Result.from_scores((0, 0, 0))
    view = relay.view(1)
    assert view.over and view.to_act == ()


def test_result_is_none_until_the_end(relay: Match) -> None:
    assert relay.result is None
    relay.submit(0, Step())
    assert relay.result is None


def test_log_sequence_numbers_are_contiguous(relay: Match) -> None:
    for player, move in ((0, Ask(1)), (1, Ask(2)), (2, Reply()), (1, Reply()), (0, Step()),
                         (1, Finish()), (1, Done())):
        relay.submit(player, move)
    assert [e.seq for e in relay.log] == list(range(len(relay.log)))


def test_a_jump_loop_inside_a_move_is_stopped(relay: Match) -> None:
    before = fingerprint(relay)
    with pytest.raises(InternalError, match="cycle"):
        relay.submit(0, Spin())
    assert fingerprint(relay) == before


def test_entry_actions_that_jump_to_each_other_are_reported_as_a_cycle(relay: Match) -> None:
    # loop_a's entry jumps to loop_b, whose entry jumps to loop_a: a phase cycle.
    before = fingerprint(relay)
    with pytest.raises(InternalError, match="cycle"):
        relay.submit(0, Loop())
    assert fingerprint(relay) == before


def test_a_cycle_at_the_start_is_an_internal_error() -> None:
    state = RelayState(current=0, steps=(0, 0))
    with pytest.raises(InternalError, match="cycle"):
        senet.start_match(RELAY, state, 2, phase="loop_a")


def test_the_top_frame_is_the_one_that_acts(relay: Match) -> None:
    relay.submit(0, Ask(1))
    assert relay.flow.top == Frame("answer", 1)
    assert relay.phase is RELAY.phase_map["answer"]


def test_a_prompt_pushed_without_a_player_is_an_internal_error(relay: Match) -> None:
    # Otherwise nobody could ever act again: the match would be stuck.
    before = fingerprint(relay)
    with pytest.raises(InternalError, match="answer"):
        relay.submit(0, PushNobody())
    assert fingerprint(relay) == before
    assert relay.to_act == (0,)
