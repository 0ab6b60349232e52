"""Niagara's events: everything that happens, in the order it happens (all public).

``RecoveryDeclined`` and ``StealDeclined`` change nothing: they are recorded, not applied.
"""

from __future__ import annotations

import attrs

from senet import Event

from .river import Place

__all__ = [
    "ActionStarted", "CanoeChosen", "CanoeFinished", "CanoeLost", "CanoePaddled",
    "CanoeRecovered", "CardsRevealed", "CardsTakenBack", "GameEnded", "GameStarted",
    "GemCollected", "GemLoaded", "GemStolen", "GemUnloaded", "LaunchDeclined", "RecoveryDeclined",
    "RiverFlowed", "RoundStarted", "StealDeclined", "TurnEnded", "TurnStarted", "WeatherMoved",
]


@attrs.frozen
class GameStarted(Event):
    """Set-up: the first start player was drawn at random."""

    start: int


@attrs.frozen
class RoundStarted(Event):
    """A new round: its number and start player."""

    round: int
    start: int


@attrs.frozen
class CardsTakenBack(Event):
    """These players had played all their paddle cards and take all of them back."""

    players: tuple[int, ...]


@attrs.frozen
class CardsRevealed(Event):
    """Every player's card for this round, by seat (0: the cloud).

    ``forced``: nobody had a choice (each had one card left), so nobody was asked.
    """

    cards: tuple[int, ...]
    forced: bool = False


@attrs.frozen
class TurnStarted(Event):
    """A player's action begins."""

    player: int
    card: int


@attrs.frozen
class CanoeRecovered(Event):
    """A lost canoe is back on land; ``gem`` paid for it (``None``: free, no gem to pay)."""

    player: int
    canoe: int
    gem: int | None


@attrs.frozen
class RecoveryDeclined(Event):
    """The player left their lost canoe lost."""

    player: int


@attrs.frozen
class ActionStarted(Event):
    """The card's action begins: the canoes that must move and one that may be launched."""

    player: int
    card: int
    must: tuple[int, ...] = ()
    may: tuple[int, ...] = ()


@attrs.frozen
class WeatherMoved(Event):
    """Cloud card: the weather marker moved one step, to ``weather``."""

    player: int
    weather: int


@attrs.frozen
class CanoeChosen(Event):
    """This canoe moves now, with the card's points."""

    player: int
    canoe: int
    points: int


@attrs.frozen
class LaunchDeclined(Event):
    """The canoe on land stays there this turn."""

    player: int
    canoe: int


@attrs.frozen
class GemUnloaded(Event):
    """A canoe left its gem at the site of its space (2 points)."""

    player: int
    canoe: int
    gem: int
    site: int


@attrs.frozen
class GemLoaded(Event):
    """A canoe took a gem from the site of its space (2 points)."""

    player: int
    canoe: int
    gem: int
    site: int


@attrs.frozen
class CanoePaddled(Event):
    """A canoe paddled ``spaces`` spaces one way; ``lapsed``: points lost on reaching land."""

    player: int
    canoe: int
    start: Place
    end: Place
    spaces: int
    upstream: bool
    lapsed: int = 0


@attrs.frozen
class GemCollected(Event):
    """A canoe reached land with a gem: it joins the player's collection."""

    player: int
    canoe: int
    gem: int


@attrs.frozen
class GemStolen(Event):
    """An empty canoe that came upstream took the gem of another player's canoe on its space."""

    player: int
    canoe: int
    victim: int
    victim_canoe: int
    gem: int


@attrs.frozen
class StealDeclined(Event):
    """The player could have stolen a gem and did not."""

    player: int
    canoe: int


@attrs.frozen
class CanoeFinished(Event):
    """A canoe has spent its points: its move is over."""

    player: int
    canoe: int


@attrs.frozen
class TurnEnded(Event):
    """A player's action is over."""

    player: int


@attrs.frozen
class RiverFlowed(Event):
    """The river flowed ``amount`` steps (``lowest`` card + ``weather``, at least 0).

    ``arms``: the arm that flowed at each step, in order. ``moves``: ``(player,
    canoe, from, to)`` for every canoe that moved and stayed on the river.
    """

    amount: int
    lowest: int
    weather: int
    arms: str
    moves: tuple[tuple[int, int, Place, Place], ...]


@attrs.frozen
class CanoeLost(Event):
    """A canoe went over the falls (from ``start``, where it was before the flow);
    its gem, if any, went back to that type's starting site."""

    player: int
    canoe: int
    start: Place
    gem: int | None


@attrs.frozen
class GameEnded(Event):
    """The round ended with ``qualified`` players meeting a goal; ``winners`` share the win."""

    qualified: tuple[int, ...]
    winners: tuple[int, ...]

