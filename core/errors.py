"""The engine's errors: one base, and a kind for each party that can be wrong."""

from __future__ import annotations

__all__ = [
    "IllegalMove",
    "InternalError",
    "OptionError",
    "PluginError",
    "PositionError",
    "SaveFormatError",
    "SenetError",
    "UnknownGame",
]


class SenetError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalMove(SenetError):
    """A move the rules refuse; the match is left exactly as it was."""

    def __init__(self, reason: str, code: str = "illegal") -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code


class PluginError(SenetError):
    """A plugin failed to load or handed the engine something invalid."""

    def __init__(self, plugin: str, message: str) -> None:
        super().__init__(f"plugin {plugin!r}: {message}")
        self.plugin = plugin


class UnknownGame(SenetError):
    """No registered game has that name."""


class OptionError(SenetError):
    """A game option or player count that the game does not accept."""


class PositionError(SenetError):
    """A game state that cannot occur (given to ``start_match`` or a position builder):
    every problem, one per line."""

    def __init__(self, game: str, problems: tuple[str, ...] | list[str]) -> None:
        self.problems = tuple(problems)
        super().__init__(f"{game}: impossible position: " + "; ".join(self.problems))


class SaveFormatError(SenetError):
    """A save or snapshot file that is corrupt, truncated, tampered or of another version."""


class InternalError(SenetError):
    """A bug in the engine or in a game's code, not in what a user supplied."""
