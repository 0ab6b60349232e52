"""``senet.Sim``, the lean simulator: the same game through the same pipeline, nothing recorded.

A Sim set up from a seed is the match ``new_match`` sets up; the same moves give the same
states, flows, generator states and results; it refuses what a match refuses and, like a
match, a move that fails changes nothing.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

import senet
from senet import IllegalMove, InternalError, OptionError, Sim

from .games import RELAY, Ask, Boom, Step
from .support import fingerprint

REGISTRY = senet.default_registry()
TRAPS = {"traps": True}
CASES = [(name, players) for name in REGISTRY.names()
         for players in REGISTRY.get(name).players_for({"max_rounds": 6} if name == "niagara" else {})]


def _options(name: str) -> dict[str, Any]:
    return {"max_rounds": 6} if name == "niagara" else {}


def _same(sim: Sim[Any], match: senet.Match[Any]) -> None:
    assert sim.state == match.state and sim.flow == match.flow and sim.rng_state == match.rng_state
    assert sim.seq == match.seq and sim.to_act == match.to_act and sim.state_hash() == match.state_hash()


@pytest.mark.parametrize(("name", "players"), CASES)
def test_a_sim_plays_as_a_match_does(name: str, players: int) -> None:
    game = REGISTRY.get(name)
    sim = Sim.new(game, players, 5, _options(name))
    match = senet.new_match(name, players, seed=5, options=_options(name), keep_log=False)
    pick = random.Random(players)
    for _ in range(300):
        _same(sim, match)
        choice = sim.next_choice()
        assert choice == match.next_choice()
        if choice is None:
            break
        player, legal = choice
        index = pick.randrange(len(legal))
        if index % 3 == 0:
            sim.submit(player, legal[index])  # by the move: checked against the list
        else:
            sim.play_index(player, index)
        match.play_index(player, index)
    assert sim.result == match.result and sim.is_over == match.is_over


@pytest.mark.parametrize("name", REGISTRY.names())
def test_a_copy_of_a_sim_goes_its_own_way(name: str) -> None:
    sim = Sim.new(REGISTRY.get(name), 2 if 2 in REGISTRY.get(name).players else 3, 9, _options(name))
    for _ in range(7):
        player, legal = sim.next_choice() or (None, ())
        assert player is not None
        sim.play_index(player, len(legal) - 1)
    before = (sim.state, sim.flow, sim.rng_state, sim.seq)
    other = sim.copy()
    assert (other.state, other.flow, other.rng_state, other.seq) == before
    for _ in range(20):
        choice = other.next_choice()
        if choice is None:
            break
        other.play_index(choice[0], 0)
    assert (sim.state, sim.flow, sim.rng_state, sim.seq) == before


def test_a_sim_refuses_what_a_match_refuses_and_changes_nothing() -> None:
    sim = Sim.new(RELAY, 2, 1)
    match = senet.new_match(RELAY, 2, 1)
    before = (sim.state, sim.flow, sim.rng_state, sim.seq)
    for player, move in ((1, Step()), (7, Step()), (0, "step"), (0, senet.Committed(0))):
        with pytest.raises(IllegalMove) as refused:
            sim.submit(player, move)  # type: ignore[arg-type]
        assert refused.value.code == match.refusal(player, move).code  # type: ignore[arg-type, union-attr]
    with pytest.raises(IllegalMove, match="legal moves, not a move 99"):
        sim.play_index(0, 99)
    assert (sim.state, sim.flow, sim.rng_state, sim.seq) == before


def test_a_move_that_fails_in_game_code_leaves_the_sim_as_it_was() -> None:
    sim = Sim.new(RELAY, 2, 1, TRAPS)
    match = senet.new_match(RELAY, 2, 1, TRAPS)
    before = (sim.state, sim.flow, sim.rng_state, sim.seq)
    with pytest.raises(InternalError, match="ZeroDivisionError"):
        sim.submit(0, Boom())
    assert (sim.state, sim.flow, sim.rng_state, sim.seq) == before
    with pytest.raises(InternalError, match="ZeroDivisionError"):
        match.submit(0, Boom())
    assert fingerprint(match) == fingerprint(senet.new_match(RELAY, 2, 1, TRAPS))
    sim.submit(0, Step())
    match.submit(0, Step())
    _same(sim, match)


def test_a_sim_refuses_a_bad_set_up_as_new_match_does() -> None:
    for players, seed, options in ((9, 0, {}), (True, 0, {}), (2, 2**64, {}), (2, False, {}),
                                   (2, 0, {"no_such_option": 1})):
        with pytest.raises(OptionError):
            Sim.new(RELAY, players, seed, options)
    Sim.new(RELAY, 2, 0)  # once resolved and cached, a bad table size is still refused
    with pytest.raises(OptionError):
        Sim.new(RELAY, True, 0)


def test_play_out_plays_a_sim_to_the_end_as_it_plays_a_match() -> None:
    game = REGISTRY.get("nimmt-classic")
    lean = senet.play_out(Sim.new(game, 4, 3))
    full = senet.play_out(senet.new_match(game, 4, 3))
    assert lean == full and lean.finished


def test_a_decision_replaced_by_name_is_the_one_played() -> None:
    # pending names a decision object; the engine plays the declared decision of that name
    main = attrs.evolve(RELAY.decision_map["main"], refusal=lambda state, player, move: "by the new one")
    game = attrs.evolve(RELAY, decisions=tuple(main if d.name == "main" else d for d in RELAY.decisions))
    sim = Sim.new(game, 2, 1)
    assert sim.decision is main
    with pytest.raises(IllegalMove, match="by the new one"):
        sim.submit(0, Ask(0))  # a question to oneself: not listed


def test_sim_new_says_what_it_takes() -> None:
    with pytest.raises(OptionError, match=r"takes a senet.Game, not 'relay': senet.default_registry"):
        Sim.new("relay", 2)  # type: ignore[arg-type]
    Sim.new(RELAY, 2, 0, {"goal": 4})  # cached: a bad options value after it is still refused
    for options in ([1], {"goal": ["4"]}, {1: 2}, "goal"):
        with pytest.raises(OptionError):
            Sim.new(RELAY, 2, 0, options)  # type: ignore[arg-type]
    assert Sim.new(RELAY, 2, 0, {"goal": 4}).options["goal"] == 4
