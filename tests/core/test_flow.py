"""The declared flow of a turn game: whom ``pending`` names acts, questions inside a turn,
single public options played by the engine, the end, and flows that go wrong."""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet import InternalError
from tests.core.games import (
    RELAY,
    Ask,
    Asked,
    AskNobody,
    AskUndeclared,
    Done,
    Ended,
    Finish,
    Finished,
    RelayState,
    Replied,
    Reply,
    Spin,
    Step,
    Stepped,
    Trap,
)
from tests.core.support import fingerprint

Match = senet.Match[Any]


def _stack(match: Match) -> list[tuple[str, int | None]]:
    return [(match.flow.at, None)]


def test_start_asks_the_first_decision(relay: Match) -> None:
    assert relay.flow.at == "main"
    assert _stack(relay) == [("main", None)]
    assert relay.to_act == (0,)
    assert relay.log == []


def test_turns_pass_round_the_table(relay: Match) -> None:
    for player in (0, 1, 2, 0):
        assert relay.to_act == (player,)
        assert relay.may_act(player)
        assert not any(relay.may_act(p) for p in range(3) if p != player)
        entries = relay.submit(player, Step())
        assert [e.event for e in entries] == [Stepped(player)]
        assert entries[0].player == player and entries[0].phase == "main"
    assert relay.state.steps == (2, 1, 1)


def test_a_question_asks_another_player_and_returns_to_the_turn(relay: Match) -> None:
    relay.submit(0, Ask(2))
    assert _stack(relay) == [("answer", None)]
    assert relay.flow.at == "answer"
    assert relay.to_act == (2,)
    assert relay.legal_moves(0) == ()
    assert Reply() in relay.legal_moves(2)
    relay.submit(2, Reply())
    assert _stack(relay) == [("main", None)]
    assert relay.to_act == (0,)


def test_questions_asked_inside_questions_are_answered_last_first(relay: Match) -> None:
    relay.submit(0, Step())  # player 1's turn now
    relay.submit(1, Ask(0))
    relay.submit(0, Ask(2))
    assert relay.to_act == (2,)
    assert relay.state.questions == ((1, 0), (0, 2))

    relay.submit(2, Reply())
    assert relay.to_act == (0,)
    assert relay.state.questions == ((1, 0),)

    relay.submit(0, Reply())
    assert _stack(relay) == [("main", None)]
    assert relay.to_act == (1,)  # still player 1's turn, who asked first
    relay.submit(1, Step())
    assert relay.to_act == (2,)


def test_entries_name_the_decision_and_the_player(relay: Match) -> None:
    entries = relay.submit(0, Ask(1))
    assert [(e.phase, e.player, e.event) for e in entries] == [("main", 0, Asked(0, 1))]
    entries = relay.submit(1, Reply())
    assert [(e.phase, e.player, e.event) for e in entries] == [("answer", 1, Replied(1))]


def test_a_decision_whose_only_option_is_public_is_played_by_the_engine(relay: Match) -> None:
    entries = relay.submit(0, Finish())
    assert [(e.phase, e.player, e.event) for e in entries] == [
        ("main", 0, Finished(0)),
        ("final", 0, Ended()),  # the lone Done, played for player 0 in the final decision
    ]
    assert relay.is_over and relay.moves == [(0, Finish())]


def test_a_match_that_confirms_asks_even_a_single_option(registry: senet.Registry) -> None:
    match = senet.new_match("relay", 3, seed=5, registry=registry, confirm=True)
    match.submit(0, Finish())
    assert match.flow.at == "final" and match.to_act == (0,)
    assert match.legal_moves(0) == [Done()]
    match.submit(0, Done())
    assert match.is_over
    loaded = senet.load_match(match.save(), registry)
    assert loaded.confirm and loaded.moves == [(0, Finish()), (0, Done())]


def test_a_private_decision_is_asked_even_with_a_single_option(relay: Match) -> None:
    relay.submit(0, Ask(1))
    relay.submit(1, Ask(2))
    relay.submit(2, Ask(0))  # the third question: Reply is all that is left
    assert relay.to_act == (0,) and relay.legal_moves(0) == [Reply()]


def test_reaching_the_goal_goes_to_the_final_decision(registry: senet.Registry) -> None:
    match = senet.new_match("relay", 2, options={"goal": 1}, registry=registry, confirm=True)
    match.submit(0, Step())
    assert match.flow.at == "final"
    assert match.to_act == (1,)


def test_end(relay: Match) -> None:
    relay.submit(0, Finish())
    assert relay.is_over
    assert relay.flow.at == "senet/over"
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
                         (1, Finish())):
        relay.submit(player, move)
    assert relay.is_over
    assert [e.seq for e in relay.log] == list(range(len(relay.log)))


def test_an_automatic_step_that_changes_nothing_is_stopped_as_a_cycle(relay: Match) -> None:
    before = fingerprint(relay)
    with pytest.raises(InternalError, match="cycle"):
        relay.submit(0, Spin())
    assert fingerprint(relay) == before


def test_a_cycle_at_the_start_is_an_internal_error() -> None:
    state = RelayState(current=0, steps=(0, 0), sprung=Trap.SPIN)
    with pytest.raises(InternalError, match="cycle"):
        senet.start_match(RELAY, state, 2)


def test_the_frame_is_the_decision_asked(relay: Match) -> None:
    relay.submit(0, Ask(1))
    assert relay.flow.at == "answer"
    assert relay.decision is RELAY.decision_map["answer"]


def test_a_decision_asked_of_nobody_is_an_internal_error(relay: Match) -> None:
    # Otherwise nobody could ever act again: the match would be stuck.
    before = fingerprint(relay)
    with pytest.raises(InternalError, match="'main' is asked of nobody"):
        relay.submit(0, AskNobody())
    assert fingerprint(relay) == before
    assert relay.to_act == (0,)


def test_a_decision_the_game_did_not_declare_is_an_internal_error(relay: Match) -> None:
    before = fingerprint(relay)
    with pytest.raises(InternalError, match="'undeclared', which is not one of the decisions"):
        relay.submit(0, AskUndeclared())
    assert fingerprint(relay) == before
