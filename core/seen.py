"""What players and observers see of a match: their view, the log redacted for them,
and what an observer is told."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Literal, Protocol, TypeAlias

import attrs

from .flow import Committed, Entry
from .hidden import mask, may_hide
from .values import Move

if TYPE_CHECKING:
    from .game import Result
    from .options import OptionValue

__all__ = ["EVERYTHING", "SPECTATOR", "Audience", "Observed", "Observer", "View", "audience_problem",
           "observed", "redact", "redacted"]


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


SPECTATOR: Final = "spectator"
"""An observer that sees what a spectator sees: public information only (the default)."""
EVERYTHING: Final = "everything"
"""An observer that sees every secret: the match itself and its unredacted log."""
Audience: TypeAlias = int | Literal["spectator", "everything"]
"""What an observing plugin declares it sees (hook ``senet_observes``): ``"spectator"``,
a seat number (what that player sees), or ``"everything"``."""


def audience_problem(value: object) -> str | None:
    """Why ``value`` is not an :data:`Audience`, or ``None``."""
    if value in (SPECTATOR, EVERYTHING) and type(value) is str:
        return None
    if type(value) is int and value >= 0:
        return None
    return f"'spectator', 'everything' or a seat number (an int from 0), not {value!r}"


@attrs.frozen
class Observed:
    """A match as an observer that does not see everything is told of it: public facts, and
    the match as seen from one seat (``viewer``) or by a spectator (``viewer=None``).

    A snapshot taken when the observer is called, holding nothing the viewer may not see:
    not the match, its moves (others' secret choices among them), its seed or its state.
    """

    game: str
    """The game's name."""
    players: int
    options: Mapping[str, OptionValue]
    viewer: int | None
    """The seat whose view this is; ``None``: a spectator's."""
    view: View
    """``match.view(viewer)``: the state with everything hidden from the viewer masked."""
    move_count: int
    """Moves made so far."""
    is_over: bool
    result: Result | None
    """The outcome once the match is over, else ``None``."""


def observed(match: Any, viewer: int | None) -> Observed:
    """What ``viewer`` (``None``: a spectator) is shown of ``match`` now, as an :class:`Observed`."""
    return Observed(game=match.game.name, players=match.players, options=match.options, viewer=viewer,
                    view=match.view(viewer), move_count=len(match.moves), is_over=match.is_over,
                    result=match.result)


_NOT_YET: Any = object()
_COMMIT: Any = object()
_how: dict[type, Any] = {}
"""How each event class is redacted: ``None`` when it has nothing to hide (no field that may
hold a hidden container), ``True`` when its hidden containers are masked, or the engine's own
:class:`Committed`, whose choice only its player sees."""


def _redaction(cls: type) -> Any:
    if cls is Committed:
        how: Any = _COMMIT
    else:  # a value the engine does not know (not attrs) takes the plain path: mask walks it
        how = True if not attrs.has(cls) or may_hide(cls) else None
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
    if how is _COMMIT:  # the engine's own event: its choice is a plain field, its player's only
        commit: Committed = event  # type: ignore[assignment]
        if commit.move is None or commit.player == player:
            return entry
        return Entry(entry.seq, entry.phase, entry.player, Committed(commit.player))
    masked = mask(event, player)
    return entry if masked is event else Entry(entry.seq, entry.phase, entry.player, masked)


def redacted(entries: Sequence[Entry], player: int | None) -> list[Entry]:
    """``[redact(e, player) for e in entries]``, the entries with nothing to hide passed
    over without a call (a search copy redacts the whole log)."""
    how = _how
    return [e if how.get(type(e.event), e) is None else redact(e, player) for e in entries]
