"""Niagara's moves: one small frozen value per kind of step a player decides."""

from __future__ import annotations

import attrs

from senet import Move

from .river import Place

__all__ = [
    "Load", "MoveWeather", "Paddle", "PickCanoe", "PlayCard", "Recover", "SkipLaunch", "SkipRecover",
    "SkipSteal", "Steal", "Unload",
]

@attrs.frozen
class PlayCard(Move):
    """Choose a paddle card in secret: 1-6, or 0 for the cloud."""

    card: int


@attrs.frozen
class Recover(Move):
    """Bring a lost canoe back to land, paying a collected gem of type ``gem``."""

    gem: int


@attrs.frozen
class SkipRecover(Move):
    """Leave the lost canoe where it is (keep your gems)."""


@attrs.frozen
class MoveWeather(Move):
    """Cloud card: move the weather marker one step, ``+1`` (faster flow) or ``-1``."""

    step: int


@attrs.frozen
class PickCanoe(Move):
    """Move (or launch) canoe ``canoe`` now."""

    canoe: int


@attrs.frozen
class SkipLaunch(Move):
    """Leave the canoe on land this turn."""


@attrs.frozen
class Unload(Move):
    """Unload the moving canoe's gem onto the site it is at (2 points)."""


@attrs.frozen
class Load(Move):
    """Load a gem of type ``gem`` from the site the moving canoe is at (2 points)."""

    gem: int


@attrs.frozen
class Paddle(Move):
    """Paddle the moving canoe to ``to``, upstream or downstream, one space a point."""

    to: Place


@attrs.frozen
class Steal(Move):
    """Take the gem of ``player``'s canoe ``canoe``, on your canoe's space."""

    player: int
    canoe: int


@attrs.frozen
class SkipSteal(Move):
    """Take nothing."""
