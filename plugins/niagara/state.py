"""Niagara's state: frozen attrs values of plain data, all of it public.

Gems are numbered by value (1 amethyst ... 5 ruby), paddle cards by number
(the cloud is 0), canoes 0 and 1 of each player, river positions as a
:class:`~.river.Place` (saved by name: ``"land"``, ``"1"`` ... ``"5"``, ``"6a"``, ``"7a"``,
``"6b"``, ``"7b"``).
Nothing in the state is hidden: every card played was revealed, so what is left
in a hand is known to all. The only secret of the game, the paddle card being
chosen, is the engine's simultaneous commit (the ``choose`` decision), so no
field is a :class:`senet.Hand` or :class:`senet.Pile` and the derived view is the
whole state.

Where the flow stands is read from the state (see ``flow.pending``): ``round``
0 before the game begins, ``played`` empty while the players choose, ``queue``
and ``turn`` while they act, ``over`` once the end was announced.
"""

from __future__ import annotations

import attrs

from .river import Arm, Place

__all__ = ["Canoe", "NiagaraState", "Turn"]


@attrs.frozen
class Canoe:
    """One canoe: where it is (``None``: lost over the falls) and the gem it carries."""

    at: Place | None
    gem: int | None = None


@attrs.frozen(slots=False)
class Turn:
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


@attrs.frozen(slots=False)
class NiagaraState:
    """The whole table: paddle cards, canoes, gem sites, collections, weather, flow, turn."""

    hands: tuple[tuple[int, ...], ...]
    """Each player's paddle cards not yet played in this cycle, ascending (cloud 0 first).
    Public: everyone saw the cards played."""
    canoes: tuple[tuple[Canoe, ...], ...]
    sites: tuple[tuple[int, ...], ...]
    """The gems lying at sites 3-7 (``sites[site - 3][gem - 1]``)."""
    collected: tuple[tuple[int, ...], ...]
    """Each player's collected gems (``collected[player][gem - 1]``)."""
    weather: int = 0
    arm: Arm = Arm.A
    """The arm that flows at the next flow step (the turn carries over between rounds)."""
    start: int = 0
    """The start player of this round."""
    round: int = 0
    """The round under way (0: the game has not begun; the first start player is not drawn)."""
    played: tuple[int, ...] = ()
    """The cards revealed this round, by seat (empty while the players choose)."""
    queue: tuple[int, ...] = ()
    """The players still to act this round, the acting one first."""
    turn: Turn | None = None
    max_rounds: int = 0
    """Option ``max_rounds``: the game ends after this round even if nobody met a goal (0: never)."""
    over: bool = False
    """The end was announced (``GameEnded``)."""

    @property
    def players(self) -> int:
        """How many players sit at the table (one hand each)."""
        return len(self.hands)
