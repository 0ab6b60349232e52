"""Helpers for tuples of components: removing some, replacing one seat's entry, dealing.

What some players may not see is kept in the hidden containers of :mod:`senet.hidden`
(``Hand``, ``Pile``, ``Secret``); these helpers work on plain tuples and on their items.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from .errors import InternalError

__all__ = ["deal", "move_items", "remove_items", "replaced_at"]

T = TypeVar("T")


def remove_items(items: Sequence[T], gone: Sequence[T]) -> tuple[T, ...]:
    """``items`` less one copy of each of ``gone`` (order kept)."""
    out = list(items)
    for item in gone:
        try:
            out.remove(item)
        except ValueError:
            raise InternalError(f"{item!r} is not there to remove") from None
    return tuple(out)


def replaced_at(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """``items`` with the one at ``i`` replaced by ``value`` (a seat's entry in a per-seat tuple)."""
    changed = list(items)  # about twice as fast as joining two slices around the value
    changed[i] = value
    return tuple(changed)


def move_items(source: Sequence[T], target: Sequence[T], items: Sequence[T]
               ) -> tuple[tuple[T, ...], tuple[T, ...]]:
    """Move ``items`` from ``source`` to the end of ``target``; returns both."""
    return remove_items(source, items), (*target, *items)


def deal(cards: Sequence[T], players: int, count: int) -> tuple[tuple[tuple[T, ...], ...], tuple[T, ...]]:
    """Deal ``count`` cards to each of ``players`` from the top, one at a time round
    the table; returns the hands and the rest."""
    need = players * count
    if need > len(cards):
        raise InternalError(f"cannot deal {count} to {players} from {len(cards)} cards")
    hands = tuple(tuple(cards[p:need:players]) for p in range(players))
    return hands, tuple(cards[need:])
