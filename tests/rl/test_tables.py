"""Making environments: what is refused, and the parallel step's contract."""

from __future__ import annotations

import numpy as np
import pytest

import senet
from senet import IllegalMove, OptionError, UnknownGame
from senet.faces import action_encoding
from tests.core.games import VOTE

from .cases import needs_rl

rl, _ = needs_rl()


def test_a_game_without_an_action_encoding_gets_one_derived_from_its_moves() -> None:
    registry = senet.Registry(entry_points=False)
    registry.add_game(VOTE)
    with pytest.raises(UnknownGame, match="declares no action encoding"):
        action_encoding(registry, VOTE.name)  # none is declared...
    env = rl.env(VOTE.name, 3, registry=registry)  # ...and senet.rl derives one (test_derived.py)
    assert env.table.derived and env.table.size == 3 + 2  # Pick(0-2), Break(0-1), as listed


def test_a_turn_game_has_no_parallel_form() -> None:
    with pytest.raises(OptionError, match=r"use senet\.rl\.env"):
        rl.parallel_env("tigris", 2)


@pytest.mark.parametrize(("players", "options", "words"), [
    (1, {}, "played by 2-10 players"),
    (3, {"speed": 2}, "speed"),
])
def test_a_wrong_player_count_or_option_is_refused(players: int, options: dict[str, object],
                                                   words: str) -> None:
    with pytest.raises(OptionError, match=words):
        rl.env("nimmt-classic", players, options)


def test_reward_and_illegal_are_checked() -> None:
    with pytest.raises(OptionError, match="reward is one of rank, score"):
        rl.env("nile", 2, reward="money")
    with pytest.raises(OptionError, match="illegal is one of raise, lose"):
        rl.env("nile", 2, illegal="ignore")


def test_a_parallel_step_plays_every_asked_seat_and_ignores_the_others() -> None:
    env = rl.parallel_env("nimmt-classic", 3)
    observations, _ = env.reset(seed=5)
    actions = {a: int(np.flatnonzero(o["action_mask"])[0]) for a, o in observations.items()}
    missing = dict(actions)
    del missing["player_1"]
    before = env.match.state_hash()
    with pytest.raises(IllegalMove, match="player_1 must act now"):
        env.step(missing)
    assert env.match.state_hash() == before
    bad = {**actions, "player_2": int(np.flatnonzero(observations["player_2"]["action_mask"] == 0)[0])}
    with pytest.raises(IllegalMove, match="player_2"):
        env.step(bad)
    assert env.match.state_hash() == before and not env.match.flow.commits[0]
    seq = env.match.seq
    observations, rewards, terminations, _, _ = env.step(actions)
    assert env.match.seq >= seq + 4 and set(rewards.values()) == {0.0} and not any(terminations.values())


def test_layout_covers_the_whole_vector_without_gaps() -> None:
    for game, players in (("tigris", 3), ("nephthys", 1), ("nimmt", 6)):
        segments = rl.layout(game, players)
        table = rl.Table.make(game, players)
        ends = [s.offset + s.size for s in segments]
        assert [s.offset for s in segments[1:]] == ends[:-1]
        assert ends[-1] == table.low.size
