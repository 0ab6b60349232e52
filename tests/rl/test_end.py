"""Only integers in range are actions, and the end follows PettingZoo's contract with clear errors.

PettingZoo's AEC contract (``AECEnv._was_dead_step``, ``AECIterator``): a terminated or truncated
agent is stepped with ``None`` only, which removes it from ``agents``; iteration stops when
``agents`` is empty. Its parallel contract (``parallel_api_test``): the last step returns every
agent done and ``agents`` is then empty. Here whatever comes after that is refused by name.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import senet
from senet import IllegalMove, OptionError

from .cases import goofspiel_registry, needs_rl

rl, _ = needs_rl()


def _first_legal(env: Any, agent: str) -> int:
    return int(np.flatnonzero(env.observe(agent)["action_mask"])[0])


def _play_to_the_end(env: Any) -> None:
    """Play legal actions until every agent is done (none stepped out yet)."""
    while not all(env.terminations[a] or env.truncations[a] for a in env.agents):
        env.step(_first_legal(env, env.agent_selection))


@pytest.mark.parametrize("illegal", ["raise", "lose"])
def test_a_bool_is_no_action_and_changes_nothing(illegal: str) -> None:
    env = rl.env("nimmt-classic", 3, illegal=illegal)
    env.reset(seed=1)
    agent, before = env.agent_selection, env.match.state_hash()
    for bad in (True, False, np.True_, np.False_):
        with pytest.raises(IllegalMove, match=r"an action is an integer 0-107, not the bool"):
            env.step(bad)
    assert env.agent_selection == agent and env.match.state_hash() == before
    assert not any(env.terminations.values())  # refused even with illegal="lose": it is no action


@pytest.mark.parametrize(("bad", "words"), [
    (1.0, r"player_0: an action is an integer 0-107, not 1\.0 \(a float\)"),
    ("3", r"an action is an integer 0-107, not '3' \(a str\)"),
    (np.array([3]), r"an action is an integer 0-107, not array\(\[3\]\) \(a ndarray\)"),
    (108, r"there are actions 0-107, not 108"),
    (-1, r"there are actions 0-107, not -1"),
    (np.int64(200), r"there are actions 0-107, not 200"),
    (None, r"player_0 must act \(its match is not over\): an action is an integer 0-107, not None"),
])
def test_what_is_not_an_action_is_named_with_the_range(bad: object, words: str) -> None:
    env = rl.env("nimmt-classic", 3, illegal="lose")
    env.reset(seed=2)
    assert env.agent_selection == "player_0"
    with pytest.raises(IllegalMove, match=words):
        env.step(bad)
    assert not any(env.terminations.values())


@pytest.mark.parametrize("kind", [np.int8, np.int32, np.int64, np.uint16, np.uint64])
def test_numpy_integers_are_actions(kind: Any) -> None:
    env = rl.env("nimmt-classic", 3)
    env.reset(seed=3)
    agent = env.agent_selection
    env.step(kind(_first_legal(env, agent)))
    assert env.agent_selection != agent


def test_after_the_end_the_aec_environment_follows_pettingzoos_contract() -> None:
    env = rl.env("goofspiel", 2, {"cards": 3}, registry=goofspiel_registry())
    with pytest.raises(OptionError, match=r"call reset\(\)"):
        env.step(0)
    with pytest.raises(OptionError, match=r"call reset\(\)"):
        env.last()
    env.reset(seed=4)
    _play_to_the_end(env)
    assert env.match.result is not None and env.agents == ["player_0", "player_1"]
    for agent in list(env.agents):
        assert env.agent_selection == agent
        _, _, terminated, truncated, _ = env.last()
        assert terminated and not truncated
        with pytest.raises(IllegalMove, match=rf"{agent}'s match is over \(terminated\): the only action "
                                              r"for it is None"):
            env.step(0)
        assert agent in env.agents  # nothing changed
        env.step(None)  # steps it out, as PettingZoo's _was_dead_step does
        assert agent not in env.agents and agent not in env.rewards
    assert list(env.agent_iter()) == []  # the loop of PettingZoo's examples stops here
    for call in (lambda: env.step(None), lambda: env.step(0), env.last):
        with pytest.raises(IllegalMove, match=r"every agent has stepped out .* call reset\(\)") as raised:
            call()
        assert raised.value.code == "game_over"
    assert env.observe("player_1")["action_mask"].sum() == 0  # the final position stays observable
    env.reset(seed=5)
    assert env.agents == ["player_0", "player_1"] and not any(env.terminations.values())


def test_a_truncated_agent_is_stepped_out_with_none_only() -> None:
    env = rl.env("tigris", 2, max_moves=3)
    env.reset(seed=6)
    _play_to_the_end(env)
    assert all(env.truncations.values())
    with pytest.raises(IllegalMove, match=r"over \(truncated\): the only action for it is None"):
        env.step(np.int64(0))
    while env.agents:
        env.step(None)
    with pytest.raises(IllegalMove, match="every agent has stepped out"):
        env.last(observe=False)


def test_after_the_end_the_parallel_environment_refuses_a_step() -> None:
    env = rl.parallel_env("goofspiel", 3, {"cards": 3}, registry=goofspiel_registry())
    with pytest.raises(OptionError, match=r"call reset\(\)"):
        env.step({})
    observations, _ = env.reset(seed=7)
    terminations: dict[str, bool] = {}
    while env.agents:
        actions = {a: np.int64(np.flatnonzero(o["action_mask"])[0]) for a, o in observations.items()}
        observations, _, terminations, _, _ = env.step(actions)
    assert env.match.result is not None and all(terminations.values()) and len(terminations) == 3
    for late in ({}, {"player_0": 0}):
        with pytest.raises(IllegalMove, match=r"every agent is done .* call reset\(\)"):
            env.step(late)


def test_a_parallel_step_checks_every_action_given() -> None:
    env = rl.parallel_env("nimmt-classic", 3)
    observations, _ = env.reset(seed=8)
    legal = {a: int(np.flatnonzero(o["action_mask"])[0]) for a, o in observations.items()}
    before = env.match.state_hash()
    for bad, words in (({**legal, "player_9": 0}, "'player_9' is not an agent of this environment"),
                       ({**legal, "player_1": True}, "player_1: an action is an integer 0-107, not the bool"),
                       ({**legal, "player_2": 3.5}, r"not 3\.5 \(a float\)")):
        with pytest.raises((IllegalMove, OptionError), match=words):
            env.step(bad)
    with pytest.raises(IllegalMove, match="a dict of agent names to actions"):
        env.step([0, 1, 2])
    assert env.match.state_hash() == before and not env.match.flow.commits[0]
    seq = env.match.seq
    env.step({a: np.int32(n) for a, n in legal.items()})
    assert env.match.seq >= seq + 4  # three commits and the reveal (the lean match keeps no moves)


def test_an_unknown_agent_is_named() -> None:
    env = rl.env("nile", 2)
    env.reset(seed=9)
    for call in (env.observe, env.action_space, env.observation_space):
        with pytest.raises(OptionError, match=r"'player_2' is not an agent .* player_0 to player_1"):
            call("player_2")


def test_a_recording_environment_plays_matches_that_save() -> None:
    env = rl.env("nimmt-classic", 3, record=True)
    env.reset(seed=4)
    for _ in range(6):
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(np.flatnonzero(mask)[0]))
    assert isinstance(env.match, senet.Match) and len(env.match.moves) == 6
    assert senet.load_match(env.match.save()).state_hash() == env.match.state_hash()
    lean = rl.env("nimmt-classic", 3)
    lean.reset(seed=4)
    assert type(lean.match) is senet.Sim
    with pytest.raises(OptionError, match="record is True or False"):
        rl.env("nimmt-classic", 3, record="yes")  # type: ignore[arg-type]
