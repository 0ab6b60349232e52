"""The same job on a local Ray instance gives the records of one process, seed by seed.

Needs Ray (the extra ``senet[ray]``); without it the test fails and says how to install it.
One small job: starting Ray takes seconds.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import pytest

from senet.bots.runner import Job, run_job

JOB = Job("nimmt-classic", 3, ("mcts:iterations=3", "random", "random"))


@pytest.fixture(scope="module")
def ray() -> Iterator[Any]:
    """A local Ray instance for this module's test, shut down after it."""
    try:
        module = importlib.import_module("ray")
    except ImportError:
        pytest.fail("Ray is not installed, so the Ray run cannot be checked: "
                    "pip install -e '.[ray]' (or pip install 'ray>=2.9')")
    module.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield module
    module.shutdown()


def test_ray_gives_the_records_of_one_process(ray: Any) -> None:
    seeds = range(40, 46)
    here = run_job(JOB, seeds)
    there = run_job(JOB, seeds, ray_address="local", chunk=2)
    assert not there.interrupted
    assert [r.seed for r in there.records] == list(seeds)
    assert there.records == here.records
    assert len({r.ranks for r in here.records}) > 1
