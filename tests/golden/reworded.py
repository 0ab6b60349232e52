"""Log texts reworded on purpose since the corpus was recorded: the recorded line as it reads now.

The corpus checks that the same moves tell the same story; these changes are to its
words only (issue 16: a sentence agrees with its subject; a Nephthys technique in the
log is named, its rules text left to the list of moves; issue 31: a Tigris move that
returns or attacks the mover's own leader says "your", where it said "player N's").
"""

from __future__ import annotations

import re

__all__ = ["reworded", "reworded_move"]

_CHOICES = re.compile(r"chose in secret: |choices revealed: ")
_TECHNIQUE_TEXT = re.compile(r"( as [A-Z][a-z]+(?: [a-z]+)*): .*?(?=, paying |; player \d+: |$)")
_RULES = (
    (re.compile(r"\b(player \d+) provisional start player"), r"\1 is the provisional start player"),
    (re.compile(r"\b(player (\d+)) named player \2 start player"), r"\1 named themselves start player"),
    (re.compile(r"\b(player (\d+)) took (.*) from player \2\b"), r"\1 took \3 from themselves"),
)


def reworded(game: str, line: str) -> str:
    """A recorded log line of ``game`` as the game words it now."""
    if game != "nephthys":
        return line
    for pattern, now in _RULES:
        line = pattern.sub(now, line)
    if _CHOICES.search(line):
        line = _TECHNIQUE_TEXT.sub(r"\1", line).replace(" from your display", " from the display")
    return line


def reworded_move(game: str, line: str, mover: int) -> str:
    """A recorded move text of ``game``, described to ``mover``, as the game words it now."""
    return line.replace(f"player {mover}'s ", "your ") if game == "tigris" else line
