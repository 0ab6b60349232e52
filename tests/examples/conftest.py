"""Make the example plugins in docs/examples importable without installing them."""

from __future__ import annotations

import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

for folder in (EXAMPLES / "goofspiel",):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
