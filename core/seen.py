"""What players and observers see of a match: their view, the log redacted for them,
and what an observer is told."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from .flow import Entry
from .hidden import _plan, mask
from .values import Event, Move, evolver_of, hidden_fields, secret_fields

if TYPE_CHECKING:
    from .game import Result

__all__ = ["Observer", "View", "redact", "redacted"]


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



_NOT_YET: Any = object()
_how: dict[type, Any] = {}
"""How each event class is redacted: ``None`` when it has nothing to hide (no field that may
hold a hidden container, no secret or hidden field), else whether to walk it for hidden
containers, its hidden fields and its secret fields."""


def _redaction(cls: type) -> Any:
    if not attrs.has(cls):
        how: Any = (True, (), ())  # not a value the engine knows: the plain path
    else:
        walk, hidden, secret = bool(_plan(cls)), hidden_fields(cls), secret_fields(cls)
        how = (walk, hidden, secret) if walk or hidden or secret else None
    _how[cls] = how
    return how


def redact(entry: Entry, player: int | None) -> Entry:
    """``entry`` as ``player`` may see it."""
    event = entry.event
    cls = type(event)
    how = _how.get(cls, _NOT_YET)
    if how is _NOT_YET:
        how = _redaction(cls)
    if how is None:
        return entry
    walk, names, secrets = how
    if walk:
        masked = mask(event, player)
        if masked is not event:
            entry = Entry(entry.seq, entry.phase, entry.player, masked)
            event = masked
    if secrets:
        owner = event.visible_to()
        if owner is not None and owner != player:
            names += secrets
    if not names:
        return entry
    blanked: Event = evolver_of(cls)(event, **dict.fromkeys(names))
    return Entry(entry.seq, entry.phase, entry.player, blanked)


def redacted(entries: Sequence[Entry], player: int | None) -> list[Entry]:
    """``[redact(e, player) for e in entries]``, the entries with nothing to hide passed
    over without a call (a search copy redacts the whole log)."""
    how = _how
    return [e if how.get(type(e.event), e) is None else redact(e, player) for e in entries]
