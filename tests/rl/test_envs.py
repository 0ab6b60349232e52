"""PettingZoo's own tests, for every game, option set and player count."""

from __future__ import annotations

import pytest

from senet.testing import Case

from .cases import all_cases, needs_rl

rl, pz_test = needs_rl()

CYCLES = 8
"""Cycles of each PettingZoo test (a cycle: every agent acts once): enough to cross each game's
first decisions and a simultaneous reveal, few enough to keep CI quick."""

# Two of api_test's remarks are recommendations that do not fit a masked game: a Dict observation
# ({"observation", "action_mask"}, the layout of PettingZoo's own board games, which its test
# exempts by name only) is "not a Box" and "not a NumPy array".
DICT_OBSERVATION = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be:UserWarning"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning"),
]

CASES = all_cases()
PARALLEL = [c for c in CASES if rl.Table.make(c.game.name, c.players, dict(c.options)).simultaneous]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
@DICT_OBSERVATION[0]
@DICT_OBSERVATION[1]
def test_api(case: Case) -> None:
    pz_test.api_test(rl.env(case.game.name, case.players, dict(case.options)), num_cycles=CYCLES)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_seed(case: Case) -> None:
    pz_test.seed_test(lambda: rl.env(case.game.name, case.players, dict(case.options)), num_cycles=CYCLES)


@pytest.mark.parametrize("case", PARALLEL, ids=lambda c: c.id)
def test_parallel_api(case: Case) -> None:
    pz_test.parallel_api_test(rl.parallel_env(case.game.name, case.players, dict(case.options)),
                              num_cycles=CYCLES)


@pytest.mark.parametrize("case", PARALLEL, ids=lambda c: c.id)
def test_parallel_seed(case: Case) -> None:
    # parallel_seed_test samples actions without their masks, so it runs with illegal="lose":
    # an action outside the mask ends the match (-1 for its seat), the same way in both copies.
    pz_test.parallel_seed_test(
        lambda: rl.parallel_env(case.game.name, case.players, dict(case.options), illegal="lose"),
        num_cycles=CYCLES)


def test_every_game_with_simultaneous_decisions_has_a_parallel_form() -> None:
    assert {c.game.name for c in PARALLEL} == {"nephthys", "niagara", "nimmt", "nimmt-classic"}
