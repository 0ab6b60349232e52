"""Bullhead tables of the tiles (board game) and the cards (classic card game)."""

from __future__ import annotations

__all__ = ["CARD_BULLS", "TILE_BULLS", "card_bulls", "tile_bulls"]


def tile_bulls(n: int) -> int:
    """Bullheads of board-game tile ``n`` (1-100): 55 -> 5, 11s -> 5, 10s -> 3, 5s -> 2."""
    if n % 11 == 0:
        return 5
    if n % 10 == 0:
        return 3
    if n % 5 == 0:
        return 2
    return 1


def card_bulls(n: int) -> int:
    """Bullheads of classic card ``n`` (1-104): 55 -> 7, 11s -> 5, 10s -> 3, 5s -> 2."""
    if n == 55:
        return 7
    return tile_bulls(n)


TILE_BULLS: tuple[int, ...] = (0, *(tile_bulls(n) for n in range(1, 101)))
"""``TILE_BULLS[n]`` for tiles 1-100 (index 0 unused)."""
CARD_BULLS: tuple[int, ...] = (0, *(card_bulls(n) for n in range(1, 105)))
"""``CARD_BULLS[n]`` for cards 1-104 (index 0 unused)."""
