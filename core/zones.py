"""Zones and decks: ordered components with a visibility rule, as frozen values."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Generic, TypeVar

import attrs

from .errors import InternalError
from .rng import Rng

__all__ = ["Deck", "Visibility", "Zone", "deal", "move_items", "remove_items", "replaced_at"]

T = TypeVar("T")


class Visibility(enum.Enum):
    """Who may see a zone's contents."""

    PUBLIC = "public"
    OWNER = "owner"
    HIDDEN = "hidden"


@attrs.frozen
class Zone(Generic[T]):
    """Components in order, with an owner (or none) and a visibility rule."""

    items: tuple[T, ...] = ()
    owner: int | None = None
    visibility: Visibility = Visibility.PUBLIC

    def visible_to(self, player: int | None) -> bool:
        """Whether ``player`` (``None``: a spectator) sees the contents."""
        if self.visibility is Visibility.PUBLIC:
            return True
        return self.visibility is Visibility.OWNER and player is not None and player == self.owner

    def seen_by(self, player: int | None) -> tuple[T, ...] | int:
        """The contents if ``player`` may see them, else only their count."""
        return self.items if self.visible_to(player) else len(self.items)

    def add(self, *items: T) -> Zone[T]:
        """The zone with ``items`` added at the end."""
        return attrs.evolve(self, items=self.items + items)

    def remove(self, *items: T) -> Zone[T]:
        """The zone without one copy of each of ``items``; missing items are our bug."""
        return attrs.evolve(self, items=remove_items(self.items, items))


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


@attrs.frozen
class Deck(Generic[T]):
    """A face-down pile (order hidden) with its discard pile and a reshuffle limit.

    ``limit`` is how many times the discards may be shuffled back (``None``:
    without limit); ``reshuffles`` counts those done.
    """

    cards: tuple[T, ...] = ()
    discard: tuple[T, ...] = ()
    reshuffles: int = 0
    limit: int | None = None

    @classmethod
    def shuffled(cls, cards: Sequence[T], rng: Rng, limit: int | None = None) -> Deck[T]:
        """A deck of ``cards`` in random order."""
        return cls(rng.shuffled(cards), (), 0, limit)

    @property
    def can_reshuffle(self) -> bool:
        """Whether an empty deck would be refilled from the discards."""
        return bool(self.discard) and (self.limit is None or self.reshuffles < self.limit)

    def reshuffle(self, rng: Rng) -> Deck[T]:
        """The discards shuffled under the remaining cards (counts against the limit)."""
        if not self.can_reshuffle:
            raise InternalError("reshuffle not allowed (no discards or limit reached)")
        return Deck(self.cards + rng.shuffled(self.discard), (), self.reshuffles + 1, self.limit)

    def draw(self, rng: Rng, n: int = 1, *, refill: bool = True) -> tuple[Deck[T], tuple[T, ...]]:
        """Draw up to ``n`` from the top, reshuffling the discards when empty if ``refill``."""
        deck = self
        drawn: list[T] = []
        while len(drawn) < n:
            if not deck.cards:
                if refill and deck.can_reshuffle:
                    deck = deck.reshuffle(rng)
                else:
                    break
            take = min(n - len(drawn), len(deck.cards))
            drawn.extend(deck.cards[:take])
            deck = Deck(deck.cards[take:], deck.discard, deck.reshuffles, deck.limit)
        return deck, tuple(drawn)

    def peek(self, n: int = 1) -> tuple[T, ...]:
        """The top ``n`` cards without drawing them (no reshuffle)."""
        return self.cards[:n]

    def discarding(self, *cards: T) -> Deck[T]:
        """The deck with ``cards`` put on its discard pile."""
        return Deck(self.cards, self.discard + cards, self.reshuffles, self.limit)

    def redealt(self, rng: Rng) -> Deck[T]:
        """The same deck with its hidden order shuffled (for determinization)."""
        return attrs.evolve(self, cards=rng.shuffled(self.cards))


def deal(cards: Sequence[T], players: int, count: int) -> tuple[tuple[tuple[T, ...], ...], tuple[T, ...]]:
    """Deal ``count`` cards to each of ``players`` from the top, one at a time round
    the table; returns the hands and the rest."""
    need = players * count
    if need > len(cards):
        raise InternalError(f"cannot deal {count} to {players} from {len(cards)} cards")
    hands = tuple(tuple(cards[p:need:players]) for p in range(players))
    return hands, tuple(cards[need:])
