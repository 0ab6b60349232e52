"""Observations come from the seat's view only; a refused action changes nothing; rewards."""

from __future__ import annotations

import numpy as np
import pytest

from senet import IllegalMove
from senet.testing import Case

from .cases import all_cases, needs_rl, positions

rl, _ = needs_rl()

MOVES = 120


def _comparable(table: object, observation: dict[str, np.ndarray], withdrawn: bool) -> np.ndarray:
    """The observation, without who must act and who has chosen when a search copy withdrew
    others' secret choices (they are asked again there: the engine's design, not a leak)."""
    vector = observation["observation"].copy()
    if withdrawn:
        for segment in table.segments:  # type: ignore[attr-defined]
            if segment.path in ("committed", "to_act"):
                vector[segment.offset:segment.offset + segment.size] = 0
    return np.concatenate([vector, observation["action_mask"].astype(np.float32)])


@pytest.mark.parametrize("case", all_cases(), ids=lambda c: c.id)
def test_observations_do_not_change_when_only_others_secrets_do(case: Case) -> None:
    table = rl.Table.make(case.game.name, case.players, dict(case.options))
    changed = 0
    for match, _player, _listed in positions(case, 5, MOVES):
        for seat in range(match.players):
            copy = match.determinized(seat, seed=len(match.moves) + 7 * seat)
            if copy.state != match.state:
                changed += 1
            withdrawn = any(c is not None for p, c in enumerate(match.flow.commits) if p != seat)
            assert np.array_equal(_comparable(table, table.observe(match, seat), withdrawn),
                                  _comparable(table, table.observe(copy, seat), withdrawn)), (
                f"seat {seat}'s observation changed when only what it cannot see was re-dealt")
    if case.game.name != "niagara":  # Niagara hides nothing but the paddle card being chosen
        assert changed > 0, "no position had a secret to re-deal: the test showed nothing"


@pytest.mark.parametrize("case", all_cases(), ids=lambda c: c.id)
def test_every_observation_is_in_its_space_and_masks_the_legal_moves(case: Case) -> None:
    table = rl.Table.make(case.game.name, case.players, dict(case.options))
    space = table.observation_space()
    for match, player, listed in positions(case, 9, MOVES):
        observation = table.observe(match, player)
        assert space.contains(observation)
        masked = [table.encoding.decode(int(i), table.options, table.players)
                  for i in np.flatnonzero(observation["action_mask"])]
        assert len(masked) == len(listed) and set(masked) == set(listed)
        others = [s for s in range(match.players) if s not in match.to_act]
        for seat in others:
            assert not table.observe(match, seat)["action_mask"].any()


def test_an_action_outside_the_mask_is_refused_and_changes_nothing() -> None:
    env = rl.env("nimmt-classic", 4)
    env.reset(seed=3)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.match.state_hash()
    with pytest.raises(IllegalMove, match="not legal now"):
        env.step(illegal)
    with pytest.raises(IllegalMove, match="actions 0-107"):
        env.step(108)
    with pytest.raises(IllegalMove, match="an action is an integer"):
        env.step("3")
    assert env.match.state_hash() == before and env.agent_selection == agent
    env.step(int(np.flatnonzero(mask)[0]))
    assert env.match.state_hash() != before or env.agent_selection != agent


def test_with_illegal_lose_an_action_outside_the_mask_ends_the_match() -> None:
    env = rl.env("nimmt-classic", 3, illegal="lose")
    env.reset(seed=3)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(env.terminations.values())
    assert env.rewards[agent] == -1.0 and sum(env.rewards.values()) == -1.0


def _play_out(env: object, seed: int) -> dict[str, float]:
    env.reset(seed=seed)  # type: ignore[attr-defined]
    rng = np.random.default_rng(seed)
    totals: dict[str, float] = {}
    for agent in env.agent_iter():  # type: ignore[attr-defined]
        observation, reward, terminated, truncated, _ = env.last()  # type: ignore[attr-defined]
        totals[agent] = totals.get(agent, 0.0) + reward
        if terminated or truncated:
            env.step(None)  # type: ignore[attr-defined]
        else:
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))  # type: ignore[attr-defined]
    return totals


def test_rank_rewards_come_from_the_result_at_the_end() -> None:
    env = rl.env("nimmt-classic", 4)
    totals = _play_out(env, 11)
    result = env.match.result
    assert result is not None
    assert [totals[f"player_{p}"] for p in range(4)] == list(rl.rewards(result, "rank"))
    assert abs(sum(totals.values())) < 1e-9
    best = min(range(4), key=lambda p: result.ranks[p])
    assert totals[f"player_{best}"] == max(totals.values()) > 0


def test_score_rewards_are_the_score_with_higher_better() -> None:
    env = rl.env("nimmt-classic", 3, reward="score")
    totals = _play_out(env, 4)
    result = env.match.result
    assert result is not None
    # 6 nimmt! is won by the fewest penalty points: the reward is the penalty negated
    assert [totals[f"player_{p}"] for p in range(3)] == [-float(s) for s in result.scores]


def test_max_moves_truncates_a_match_with_no_reward() -> None:
    env = rl.env("tigris", 2, max_moves=5)
    totals = _play_out(env, 2)
    assert env.episodes.moves == 5 and env.match.result is None
    assert set(totals.values()) == {0.0}


def test_rank_rewards_share_ties() -> None:
    from senet import Result

    assert rl.rewards(Result.from_scores([3, 3, 1]), "rank") == (0.5, 0.5, -1.0)
    assert rl.rewards(Result.from_scores([5, 2]), "rank") == (1.0, -1.0)
    assert rl.rewards(Result.from_scores([4]), "rank") == (0.0,)
