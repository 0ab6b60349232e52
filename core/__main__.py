"""``python -m senet``: the ``senet`` command, for when its script is not on the PATH."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
