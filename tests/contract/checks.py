"""What the property tests compare (the suite's own checks live in senet.testing)."""

from __future__ import annotations

from typing import Any

from senet import Match
from senet.testing.conformance import ENDLESS_MOVES, MAX_MOVES

__all__ = ["ENDLESS_MOVES", "MAX_MOVES", "fingerprint"]


def fingerprint(match: Match[Any]) -> tuple[bytes, bytes, int]:
    """Everything a refused move must leave untouched."""
    return match.save(), match.state_hash(), len(match.log)
