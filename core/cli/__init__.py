"""The ``senet`` command: list games, play in the terminal, simulate, replay and show saves."""

from __future__ import annotations

from .app import build_parser, main

__all__ = ["build_parser", "main"]
