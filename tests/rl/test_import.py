"""senet.rl without its extra says which extra to install."""

from __future__ import annotations

import subprocess
import sys


def test_importing_senet_rl_without_pettingzoo_names_the_extra() -> None:
    code = "import sys; sys.modules['pettingzoo'] = None; import senet.rl"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert run.returncode != 0
    assert "pip install 'senet[rl]'" in run.stderr and "pettingzoo is missing" in run.stderr


def test_the_engine_and_its_games_import_without_the_extra() -> None:
    code = ("import sys; sys.modules['pettingzoo'] = sys.modules['numpy'] = None; import senet; "
            "from senet.faces import action_encoding; "
            "print(action_encoding(senet.Registry(), 'tigris').size({}, 2))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert int(run.stdout) > 176
