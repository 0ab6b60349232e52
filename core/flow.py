"""The engine's values about a match's flow: where it stands, its log entries, its own events."""

from __future__ import annotations

import attrs

from .values import Event, Move, quick

__all__ = ["OVER", "Committed", "Entry", "Flow", "Revealed", "Stopped"]

OVER = "senet/over"
"""Where a match rests once it is over."""

class Stopped(Exception):
    """Raised by :meth:`Tx.stop` to unwind game code; the engine catches it (not a SenetError)."""


@quick
@attrs.frozen
class Flow:
    """Where a match stands, as a value: the decision asked (``senet/over`` once over), the
    hidden commits of a decision put to several players at once (one slot per seat), and
    whether the match ended. The decision asked is what the game's ``pending`` says of the
    state; the engine keeps its name only to say it without asking again."""

    at: str
    commits: tuple[Move | None, ...]
    over: bool = False


@quick
@attrs.frozen
class Committed(Event, tag="senet/committed"):
    """A player committed (or changed) a hidden choice; only they see which.

    ``move`` is a plain field, not a :class:`senet.Secret`, so that snapshots and seat
    exports keep their bytes; the engine's redaction (:func:`senet.redact`) knows this one
    event and blanks ``move`` for everyone but ``player``. A game holds its own hidden
    choices in a :class:`senet.Secret`.
    """

    player: int
    move: Move | None = None


@quick
@attrs.frozen
class Revealed(Event, tag="senet/revealed"):
    """The last player committed: every choice is shown at once."""

    commits: tuple[Move | None, ...]


@quick
@attrs.frozen
class Entry:
    """One line of the log: sequence number, phase, acting player, event."""

    seq: int
    phase: str
    player: int | None
    event: Event
