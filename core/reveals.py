"""Declared reveals: the one way a hidden value may reach a public place.

A value in a :class:`senet.Hand`, :class:`senet.Pile` or :class:`senet.Secret` may leave its
container for an event field outside a container only through a field declared
:func:`revealed`, or in an event whose class is declared :func:`revealing`. ``senet check``
compares twin matches (the same public information, different hidden information) and
accepts a difference in what a viewer is shown only where one of these explains it.
"""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

__all__ = ["is_revealing", "revealed", "revealed_fields", "revealing"]

_REVEALED = "senet_revealed"
C = TypeVar("C", bound=type)


def revealed(**kwargs: Any) -> Any:
    """An event field that carries what this event turns face up (a declared reveal).

    A value that was hidden (in a :class:`Hand`, a :class:`Pile` or a :class:`Secret`)
    may leave its container for a public place only through such a field, or inside a
    container its new viewers may see. ``senet check`` compares twin matches (the same
    public information, different hidden information) and accepts a difference in their
    logs only in these fields and in containers the viewer may see.
    """
    metadata = dict(kwargs.pop("metadata", {}))
    metadata[_REVEALED] = True
    return attrs.field(metadata=metadata, **kwargs)


_revealing: dict[type, tuple[str, ...]] = {}
_REVEALING: set[type] = set()

def revealing(cls: C) -> C:
    """Declare an event class whose very occurrence shows what was hidden: a card drawn that
    turns out to be the locusts is struck at once, in public, where any other card would
    have gone to the drawer's hand unseen. Twin matches may part at such an event."""
    _REVEALING.add(cls)
    return cls


def is_revealing(cls: type) -> bool:
    """Whether events of ``cls`` were declared with :func:`revealing`."""
    return cls in _REVEALING


def revealed_fields(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields declared with :func:`revealed` (cached)."""
    names = _revealing.get(cls)
    if names is None:
        fields = attrs.fields(cls) if attrs.has(cls) else ()
        names = tuple(f.name for f in fields if f.metadata.get(_REVEALED))
        _revealing[cls] = names
    return names
