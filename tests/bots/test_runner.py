"""Many seeded matches: the same records whatever the number of workers; Ctrl-C keeps what was played."""

from __future__ import annotations

import json

import pytest

from senet.bots.runner import Job, Record, run_job
from senet.cli import main

JOB = Job("nimmt-classic", 3, ("mcts:iterations=4", "random", "random"))


def test_two_workers_give_the_records_of_one_seed_by_seed() -> None:
    seeds = range(20, 28)
    alone = run_job(JOB, seeds)
    together = run_job(JOB, seeds, workers=2, chunk=1)
    assert [r.seed for r in together.records] == list(seeds)
    assert together.records == alone.records
    assert not alone.interrupted and not together.interrupted
    assert len({r.ranks for r in alone.records}) > 1  # the matches differ: the comparison means something


def test_ctrl_c_stops_with_the_records_so_far() -> None:
    seen: list[Record] = []

    def progress(record: Record) -> None:
        seen.append(record)
        if len(seen) == 3:
            raise KeyboardInterrupt

    run = run_job(JOB, range(10), progress=progress)
    assert run.interrupted
    assert [r.seed for r in run.records] == [0, 1, 2]


def test_simulate_with_workers_prints_what_one_process_does(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "nimmt-classic", "--games", "6", "--bot", "0=mcts:iterations=3", "--json"]
    assert main(argv) == 0
    alone = json.loads(capsys.readouterr().out)
    assert main([*argv, "--workers", "2"]) == 0
    together = json.loads(capsys.readouterr().out)
    for key in ("wins", "finished", "moves", "mean_scores"):
        assert together[key] == alone[key]
    assert together["workers"] == 2


def test_workers_out_of_range_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "nimmt-classic", "--workers", "-1"]) == 2
    assert "--workers is from 0 to 256, not -1" in capsys.readouterr().err


def test_a_timed_job_keeps_the_search_seat_s_cpu_per_decision_and_plays_the_same() -> None:
    timed = Job(JOB.game, JOB.players, JOB.bots, timed=True)
    plain = run_job(JOB, range(3)).records
    records = run_job(timed, range(3)).records
    assert records == plain  # timing changes nothing in play
    for record in records:
        assert record.cpu is not None
        search, *randoms = record.cpu
        assert search and all(t >= 0 for t in search) and len(search) < record.moves
        assert randoms == [(), ()]
    assert all(record.cpu is None for record in plain)
