"""``python -m senet.cli`` (and ``python -m senet``): the ``senet`` command."""

from __future__ import annotations

import sys

from . import main

sys.exit(main())
