"""senet.testing: positions, scenarios, the conformance suite and ``senet check``."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
import senet_goofspiel
from senet_goofspiel import GAME as GOOFSPIEL
from senet_goofspiel import Bid

import senet
from senet import Hand, Pile, Rng, testing
from senet.cli import check as check_command
from senet.cli import main
from senet.savefile import codec_for
from senet_games.nimmt.classic import GAME as CLASSIC
from senet_games.nimmt.classic import PlayTile, TrickRevealed


def _classic(**fields: Any) -> Any:
    hands = (Hand(0, (5, 9)), Hand(1, (12, 40)), Hand(2, (77, 80)))
    rows = ((10,), (20,), (30,), (60,))
    used = {5, 9, 12, 40, 77, 80, 10, 20, 30, 60}
    stock = Pile(tuple(c for c in range(1, 105) if c not in used))
    return testing.position(CLASSIC, 3, **{"hands": hands, "rows": rows, "stock": stock, **fields})


def test_a_position_is_built_played_and_refusals_change_nothing() -> None:
    match = testing.start(CLASSIC, _classic(), 3)
    assert testing.play(match, 0, PlayTile((5,))) != []
    refusal = testing.refused(match, 1, PlayTile((5,)))
    assert refusal.code == "invalid"
    testing.play(match, 1, PlayTile((12,)))
    events = testing.play(match, 2, PlayTile((77,)))
    assert any(isinstance(e, TrickRevealed) for e in events)
    assert testing.events_of(match, TrickRevealed) == [e for e in events if isinstance(e, TrickRevealed)]


def test_an_impossible_position_is_refused_naming_the_problem() -> None:
    with pytest.raises(testing.PositionError, match="in 2 places"):
        _classic(rows=((5,), (20,), (30,), (60,)))  # card 5 is also in player 0's hand
    with pytest.raises(testing.PositionError, match="not among the 3"):
        _classic(hands=(Hand(0, (5, 9)), Hand(1, (12, 40)), Hand(7, (77, 80))))
    with pytest.raises(testing.PositionError, match="a view is not a position"):
        _classic(hands=(Hand(0, (5, 9)), Hand(1, (), unseen=2), Hand(2, (77, 80))))
    with pytest.raises(testing.PositionError):
        _classic(rows=(("ten",), (20,), (30,), (60,)))
    with pytest.raises(senet.OptionError, match="no field"):
        _classic(dragons=3)


def test_a_container_read_from_plain_data_must_be_a_map() -> None:
    codec = codec_for(CLASSIC)
    with pytest.raises(senet.SaveFormatError, match="expected a map for Pile"):
        codec.structure_untrusted([3, 1], Pile[int], "stock")
    assert codec.structure_untrusted({"items": [3, 1], "unseen": 0}, Pile[int], "stock") == Pile((3, 1))
    with pytest.raises(senet.SaveFormatError, match="missing unseen"):
        codec.structure_untrusted({"items": [3, 1]}, Pile[int], "stock")
    with pytest.raises(senet.SaveFormatError, match="unknown colour"):
        codec.structure_untrusted({"items": [3, 1], "unseen": 0, "colour": 2}, Pile[int], "stock")
    with pytest.raises(senet.SaveFormatError, match="expected int, not str '3'"):
        codec.structure_untrusted({"items": ["3", 1], "unseen": 0}, Pile[int], "stock")


def test_the_example_game_passes_the_conformance_suite() -> None:
    registry = senet.Registry(entry_points=False)
    registry.register(senet_goofspiel)
    assert testing.check_game(GOOFSPIEL, registry) == []


def _leaky_registry() -> senet.Registry:
    """Goofspiel whose view shows the face-down prizes (a hand-written view that leaks)."""
    registry = senet.Registry(entry_points=False)
    registry.add_game(attrs.evolve(GOOFSPIEL, name="leaky", view=lambda state, player: state))
    return registry


def test_a_view_that_shows_a_hidden_pile_fails_the_suite_by_name() -> None:
    registry = _leaky_registry()
    failures = testing.check_game(registry.get("leaky"), registry)
    assert {f.check for f in failures} == {"secrets"}
    # Named: the viewer, and the state field that carried the prizes.
    assert all("view" in f.message and "view.state.prizes" in f.message for f in failures), failures


def test_senet_check_exits_0_for_a_passing_game_and_1_naming_each_failed_check(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    registry = _leaky_registry()
    registry.register(senet_goofspiel)
    monkeypatch.setattr(check_command, "get_registry", lambda: registry)
    assert main(["check", "goofspiel"]) == 0
    assert "goofspiel passes the conformance suite" in capsys.readouterr().out
    assert main(["check", "leaky"]) == 1
    out = capsys.readouterr().out
    assert "leaky fails 1 check" in out and "secrets: leaky[default]-2p" in out
    assert main(["check", "no-such-game"]) == 2


def test_a_search_copy_cannot_rebuild_the_true_match() -> None:
    # The reproduction: classic, 3 players, seed 7, player 1 commits; a copy for
    # player 0 re-played from its own seed must not give the true state.
    match = senet.new_match(CLASSIC, 3, seed=7)
    match.submit(1, match.legal_moves(1)[0])
    copy = match.determinized(0, seed=123)
    assert copy.moves == [] and copy.seed == 123 and copy.rng_state != match.rng_state
    assert copy.log == match.log_for(0)
    assert copy.flow.commits == (None, None, None)
    again = senet.new_match(CLASSIC, 3, seed=copy.seed)
    for player, move in copy.moves:
        again.submit(player, move)
    assert again.state_hash() != match.state_hash()
    others = [h for h in copy.state.hands if h.owner != 0]
    assert others != [h for h in match.state.hands if h.owner != 0]
    assert copy.state.hands[0] == match.state.hands[0]


def test_confirm_asks_even_a_single_option() -> None:
    registry = senet.Registry(entry_points=False)
    registry.register(senet_goofspiel)
    for confirm, asked in ((False, 2 * 2), (True, 2 * 3)):
        match = senet.new_match("goofspiel", 2, seed=1, options={"cards": 3}, registry=registry,
                                confirm=confirm)
        rng = Rng(3)
        while not match.is_over:
            player = match.to_act[0]
            match.submit(player, rng.choice(match.legal_moves(player)))
        assert len(match.moves) == asked
        loaded = senet.load_match(match.save(), registry)
        assert loaded.confirm is confirm and loaded.state_hash() == match.state_hash()
    assert Bid(1) in senet.new_match("goofspiel", 2, registry=registry).legal_moves(0)
