"""The RL examples in docs/examples/rl run (briefly: the real training run is documented)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .cases import needs_rl

needs_rl()
EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "rl"


@pytest.mark.parametrize("game", ["nimmt-classic", "niagara", "tigris"])
def test_the_masked_random_agent_plays_a_match(game: str) -> None:
    run = subprocess.run([sys.executable, str(EXAMPLES / "random_agent.py"), game, "--players", "3",
                          "--max-moves", "300"], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith(f"{game}, 3 players:") and run.stdout.count("reward") == 3


def test_the_training_loop_runs_and_measures(tmp_path: Path) -> None:
    out = tmp_path / "measures.json"
    run = subprocess.run([sys.executable, str(EXAMPLES / "train.py"), "--games", "20", "--every", "10",
                          "--measure", "4", "--json", str(out)], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    measures = json.loads(out.read_text())["measures"]
    assert [m[0] for m in measures] == [0, 10, 20]
    assert all(0 <= m[1] <= 1 and 0 <= m[2] <= 1 for m in measures)
