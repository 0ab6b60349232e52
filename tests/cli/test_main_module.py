"""``python -m senet`` is the ``senet`` command: the same output and exit codes."""

from __future__ import annotations

import os
import subprocess
import sys

import senet


def _senet(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "senet", *argv], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "COLUMNS": "200", "PYTHONIOENCODING": "utf-8"})


def test_python_m_senet_runs_the_command() -> None:
    ran = _senet("--version")
    assert ran.returncode == 0 and ran.stdout.strip() == f"senet {senet.__version__}", ran.stderr
    ran = _senet("simulate", "nimmt-classic", "--games", "2", "--json")
    assert ran.returncode == 0, ran.stderr
    assert '"game": "nimmt-classic"' in ran.stdout


def test_python_m_senet_gives_the_command_s_exit_codes() -> None:
    ran = _senet("simulate", "no-such-game")
    assert ran.returncode == 2
    assert ran.stderr.startswith("senet: error: no game called 'no-such-game'")
    assert "Traceback" not in ran.stderr
    assert _senet().returncode == 2  # no subcommand: argparse's usage error
