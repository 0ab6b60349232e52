"""Niagara's state and moves: frozen, tagged values of plain data.

Gems are numbered by value (1 amethyst ... 5 ruby), paddle cards by number
(the cloud is 0), canoes 0 and 1 of each player, river positions by name
(``"land"``, ``"1"`` ... ``"5"``, ``"6a"``, ``"7a"``, ``"6b"``, ``"7b"``).
Everything in the state is public: the only secret of the game, the paddle
card being chosen, is kept by the engine's simultaneous reveal.
"""

from __future__ import annotations

import attrs

from senet import Move, Tagged

__all__ = [
    "Canoe", "Load", "MoveWeather", "NiagaraState", "Paddle", "PickCanoe", "PlayCard", "Recover",
    "SkipLaunch", "SkipRecover", "SkipSteal", "Steal", "Turn", "Unload",
]


@attrs.frozen
class Canoe(Tagged, tag="niagara/canoe"):
    """One canoe: where it is (``None``: lost over the falls) and the gem it carries."""

    at: str | None
    gem: int | None = None


@attrs.frozen
class Turn(Tagged, tag="niagara/turn"):
    """The action under way: whose, with which card, and how far it has got.

    The per-canoe fields describe the canoe moving now (``canoe``); the gem
    lists are the player's for the whole turn (no type both unloaded and loaded).
    """

    player: int
    card: int
    started: bool = False
    """The recovery step is settled and the card's action has begun."""
    must: tuple[int, ...] = ()
    """Canoes that must still move this turn."""
    may: tuple[int, ...] = ()
    """A canoe on land that may still be launched (optional), if any."""
    moved: tuple[int, ...] = ()
    """Canoes that have moved (or are moving) this turn."""
    canoe: int | None = None
    points: int = 0
    paddled: bool = False
    """The canoe has paddled its spaces: loads and unloads now come after."""
    upstream: bool = False
    """It moved at least one space upstream (a condition of stealing)."""
    unloaded: bool = False
    loaded: bool = False
    unloaded_gems: tuple[int, ...] = ()
    loaded_gems: tuple[int, ...] = ()


@attrs.frozen
class NiagaraState(Tagged, tag="niagara/state"):
    """The whole table: paddle cards, canoes, gem sites, collections, weather, flow, turn."""

    hands: tuple[tuple[int, ...], ...]
    """Each player's paddle cards not yet played in this cycle, ascending (cloud 0 first)."""
    canoes: tuple[tuple[Canoe, ...], ...]
    sites: tuple[tuple[int, ...], ...]
    """The gems lying at sites 3-7 (``sites[site - 3][gem - 1]``)."""
    collected: tuple[tuple[int, ...], ...]
    """Each player's collected gems (``collected[player][gem - 1]``)."""
    weather: int = 0
    arm: str = "a"
    """The arm that flows at the next flow step (the turn carries over between rounds)."""
    start: int = 0
    """The start player of this round."""
    round: int = 0
    played: tuple[int, ...] = ()
    """The cards revealed this round, by seat (empty while the players choose)."""
    queue: tuple[int, ...] = ()
    """The players still to act this round, the acting one first."""
    turn: Turn | None = None
    max_rounds: int = 0
    """Option ``max_rounds``: the game ends after this round even if nobody met a goal (0: never)."""


# -- moves ---------------------------------------------------------------------------------------


@attrs.frozen
class PlayCard(Move, tag="niagara/play_card"):
    """Choose a paddle card in secret: 1-6, or 0 for the cloud."""

    card: int


@attrs.frozen
class Recover(Move, tag="niagara/recover"):
    """Bring a lost canoe back to land, paying a collected gem of type ``gem``."""

    gem: int


@attrs.frozen
class SkipRecover(Move, tag="niagara/skip_recover"):
    """Leave the lost canoe where it is (keep your gems)."""


@attrs.frozen
class MoveWeather(Move, tag="niagara/move_weather"):
    """Cloud card: move the weather marker one step, ``+1`` (faster flow) or ``-1``."""

    step: int


@attrs.frozen
class PickCanoe(Move, tag="niagara/pick_canoe"):
    """Move (or launch) canoe ``canoe`` now."""

    canoe: int


@attrs.frozen
class SkipLaunch(Move, tag="niagara/skip_launch"):
    """Leave the canoe on land this turn."""


@attrs.frozen
class Unload(Move, tag="niagara/unload"):
    """Unload the moving canoe's gem onto the site it is at (2 points)."""


@attrs.frozen
class Load(Move, tag="niagara/load"):
    """Load a gem of type ``gem`` from the site the moving canoe is at (2 points)."""

    gem: int


@attrs.frozen
class Paddle(Move, tag="niagara/paddle"):
    """Paddle the moving canoe to ``to``, upstream or downstream, one space a point."""

    to: str


@attrs.frozen
class Steal(Move, tag="niagara/steal"):
    """Take the gem of ``player``'s canoe ``canoe``, on your canoe's space."""

    player: int
    canoe: int


@attrs.frozen
class SkipSteal(Move, tag="niagara/skip_steal"):
    """Take nothing."""
