"""What players and observers see of a match: their view, the log redacted for them,
and what an observer is told."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from .flow import Entry
from .hidden import mask
from .values import Event, Move, hidden_fields, secret_fields

if TYPE_CHECKING:
    from .game import Result

__all__ = ["Observer", "View", "redact"]


@attrs.frozen
class View:
    """What one player (or a spectator, ``player=None``) may know of a match."""

    game: str
    player: int | None
    phase: str
    to_act: tuple[int, ...]
    committed: tuple[bool, ...]
    my_commit: Move | None
    over: bool
    state: Any


class Observer(Protocol):
    """Told of a match's life (``match`` is a :class:`senet.Match`): what
    :meth:`senet.Registry.observer` hands a match."""

    def started(self, match: Any, entries: Sequence[Entry]) -> None:
        """The match was made (or loaded); ``entries``: its log so far."""
        ...

    def recorded(self, match: Any, entries: Sequence[Entry]) -> None:
        """A move was made; ``entries``: its new log entries (unredacted)."""
        ...

    def ended(self, match: Any, result: Result) -> None:
        """The match is over."""
        ...



def redact(entry: Entry, player: int | None) -> Entry:
    """``entry`` as ``player`` may see it."""
    event = entry.event
    cls = type(event)
    masked = mask(event, player)
    if masked is not event:
        entry = Entry(entry.seq, entry.phase, entry.player, masked)
        event = masked
    names = hidden_fields(cls)
    owner = event.visible_to()
    if owner is not None and owner != player:
        names += secret_fields(cls)
    if not names:
        return entry
    blanked: Event = attrs.evolve(event, **dict.fromkeys(names))  # type: ignore[misc]
    return attrs.evolve(entry, event=blanked)
