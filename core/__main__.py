"""``python -m senet``: the ``senet`` command, for when its script is not on the PATH.

The command is an application of the engine (:mod:`senet.cli`); the engine package does not
import it, so this runs it by name, as ``python -m senet.cli`` would.
"""

from __future__ import annotations

import runpy

if __name__ == "__main__":
    runpy.run_module("senet.cli", run_name="__main__", alter_sys=True)
