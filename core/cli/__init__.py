"""The ``senet`` command."""

from __future__ import annotations

import sys

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``senet`` command."""
    print("senet: the command line is not written yet", file=sys.stderr)
    return 2
