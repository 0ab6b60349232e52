"""Simultaneous phases: hidden commits, changing a commit, one reveal, redacted logs."""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet import Committed, IllegalMove, Revealed
from tests.core.games import VOTE, Break, Pick, Tallied, TieBroken, VoteState

Match = senet.Match[Any]


def _events(match: Match, kind: type) -> list[Any]:
    return [e.event for e in match.log if isinstance(e.event, kind)]


def test_everyone_acts_at_once(vote: Match) -> None:
    assert vote.flow.at == "pick"
    assert vote.to_act == (0, 1, 2)
    assert vote.view(0).committed == (False, False, False)
    assert all(vote.legal_moves(p) == [Pick(0), Pick(1), Pick(2)] for p in range(3))


def test_to_act_shrinks_as_players_commit(vote: Match) -> None:
    entries = vote.submit(1, Pick(2))
    assert [e.event for e in entries] == [Committed(1, Pick(2))]
    assert entries[0].player == 1 and entries[0].phase == "pick"
    assert vote.to_act == (0, 2)
    assert vote.view(None).committed == (False, True, False)
    vote.submit(0, Pick(0))
    assert vote.to_act == (2,)
    assert vote.view(2).committed == (True, True, False)


def test_a_committed_player_may_change_before_the_last_commit(vote: Match) -> None:
    vote.submit(0, Pick(1))
    assert vote.may_act(0)
    assert vote.legal_moves(0) == [Pick(0), Pick(1), Pick(2)]
    vote.submit(0, Pick(2))
    assert vote.to_act == (1, 2)
    assert vote.view(0).my_commit == Pick(2)
    vote.submit(1, Pick(0))
    vote.submit(2, Pick(0))
    [revealed] = _events(vote, Revealed)
    assert revealed.commits == (Pick(2), Pick(0), Pick(0))
    assert _events(vote, Tallied) == [Tallied(((0, 2), (1, 0), (2, 0)))]


def test_the_last_commit_reveals_everything_once(vote: Match) -> None:
    vote.submit(0, Pick(1))
    vote.submit(2, Pick(2))
    assert _events(vote, Revealed) == []
    entries = vote.submit(1, Pick(0))
    assert [type(e.event) for e in entries] == [Committed, Revealed, Tallied]
    assert entries[1].event == Revealed((Pick(1), Pick(0), Pick(2)))
    assert entries[1].player is None and entries[1].phase == "pick"
    assert len(_events(vote, Revealed)) == 1
    assert vote.state.tallies == (1, 0, 2) and vote.state.round == 1


def test_commits_are_cleared_after_the_reveal(vote: Match) -> None:
    for p, v in ((0, 1), (1, 0), (2, 2)):
        vote.submit(p, Pick(v))
    assert vote.flow.commits == (None, None, None)
    assert vote.to_act == (0, 1, 2)
    assert vote.view(0).committed == (False, False, False)
    assert vote.view(0).my_commit is None
    vote.submit(2, Pick(1))
    assert vote.to_act == (0, 1)


def test_my_commit_is_shown_only_to_its_owner(vote: Match) -> None:
    vote.submit(0, Pick(2))
    assert vote.view(0).my_commit == Pick(2)
    assert vote.view(1).my_commit is None
    assert vote.view(2).my_commit is None
    assert vote.view(None).my_commit is None
    for viewer in (1, 2, None):
        assert "Pick" not in repr(vote.view(viewer))


def test_committed_events_are_redacted_for_others(vote: Match) -> None:
    vote.submit(0, Pick(2))
    vote.submit(1, Pick(1))
    assert vote.log[0].event == Committed(0, Pick(2))  # the raw log keeps everything
    assert vote.log_for(0)[0].event == Committed(0, Pick(2))
    assert vote.log_for(1)[0].event == Committed(0, None)
    assert vote.log_for(None)[0].event == Committed(0, None)
    assert vote.log_for(0)[1].event == Committed(1, None)
    assert vote.log_for(1)[1].event == Committed(1, Pick(1))
    redacted = vote.log_for(2)[0]
    assert (redacted.seq, redacted.phase, redacted.player) == (0, "pick", 0)


def test_the_reveal_is_public(vote: Match) -> None:
    for p, v in ((0, 2), (1, 1), (2, 0)):
        vote.submit(p, Pick(v))
    for viewer in (0, 1, 2, None):
        seen = [e.event for e in vote.log_for(viewer) if isinstance(e.event, Revealed)]
        assert seen == [Revealed((Pick(2), Pick(1), Pick(0)))]
        assert [e.event for e in vote.log_for(viewer)][-1] == Tallied(((0, 2), (1, 1), (2, 0)))


def test_benched_players_do_not_act(registry: senet.Registry) -> None:
    state = VoteState(tallies=(0, 0, 0), benched=(1,))
    match = senet.start_match("vote", state, 3, registry=registry)
    assert match.to_act == (0, 2)
    assert match.legal_moves(1) == ()
    with pytest.raises(IllegalMove) as info:
        match.submit(1, Pick(0))
    assert info.value.code == "not_your_turn"
    match.submit(2, Pick(1))
    match.submit(0, Pick(2))
    [revealed] = _events(match, Revealed)
    assert revealed.commits == (Pick(2), None, Pick(1))
    assert _events(match, Tallied) == [Tallied(((0, 2), (2, 1)))]


def test_a_reveal_may_lead_to_a_question_to_one_player_and_back(vote: Match) -> None:
    for p in range(3):
        vote.submit(p, Pick(1))
    assert vote.flow.at == "tiebreak"
    assert vote.to_act == (0,)
    assert vote.view(1).committed == ()
    with pytest.raises(IllegalMove):
        vote.submit(1, Pick(0))
    vote.submit(0, Break(1))
    assert vote.flow.at == "pick"
    assert vote.to_act == (0, 1, 2)
    assert vote.flow.commits == (None, None, None)
    assert _events(vote, TieBroken) == [TieBroken(0, 1)]
    assert vote.state.tallies == (11, 1, 1)


def test_the_match_ends_after_its_rounds(vote: Match) -> None:
    for round_picks in ((0, 1, 2), (2, 2, 0)):
        for p, v in enumerate(round_picks):
            vote.submit(p, Pick(v))
    assert vote.is_over and vote.to_act == ()
    assert vote.result == senet.Result((2, 3, 2), (2, 1, 2))
    assert vote.view(0).committed == () and vote.view(0).my_commit is None


def test_a_commit_changes_the_state_hash(vote: Match) -> None:
    before = vote.state_hash()
    vote.submit(0, Pick(1))
    after_one = vote.state_hash()
    vote.submit(0, Pick(2))
    assert len({before, after_one, vote.state_hash()}) == 3


def test_vote_declares_its_phases() -> None:
    assert VOTE.decision_map["pick"].together
    assert not VOTE.decision_map["tiebreak"].together
