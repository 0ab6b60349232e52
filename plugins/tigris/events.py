"""What happens, one frozen event class each (tags ``tigris/...``); evolve applies them.

Squares in events are numbers (``row * 16 + col``); colours are :class:`~.state.Colour`
members and the reasons (``why``) members of the enums below, all saved by value. Tiles
drawn and discarded face down are a :class:`senet.Hand` (seen by their owner
only); points gained are behind the scorer's :class:`senet.Secret` (shown with
``open_scoring``); whether a commit was forced is a :class:`senet.Secret` of the
committer (it tells what they hold). The engine masks them for everyone else.
"""

from __future__ import annotations

from enum import StrEnum

import attrs

from senet import Event, Hand, Secret, revealed

from .state import Colour, ConflictKind, Counts, EndReason, Kind, MonumentName, Role

__all__ = [
    "ActionChosen", "ActionEnded", "CatastrophePlaced", "ConflictResolved", "DrawReason", "GameEnded",
    "KingdomsUnited", "LeaderPlaced", "LeaderReturned", "LeaderWithdrawn", "MonumentBuilt",
    "MonumentDeclined", "Passed", "ReturnReason", "RevoltStarted", "ScoreReason", "Scored",
    "SupportCommitted", "TilePlaced", "TilesDrawn", "TilesRemoved", "TilesSwapped", "TreasuresTaken",
    "TurnStarted", "UnificationRemoved", "WarStarted",
]


class DrawReason(StrEnum):
    """Why tiles are drawn (:class:`TilesDrawn`): the deal, a swap, or the refill at the end of a turn."""

    DEAL = "deal"
    SWAP = "swap"
    REFILL = "refill"


class ReturnReason(StrEnum):
    """Why a leader goes back to its owner (:class:`LeaderReturned`): it lost a revolt or a war,
    or no face-up red temple is next to it."""

    REVOLT = "revolt"
    WAR = "war"
    TEMPLE = "temple"


class ScoreReason(StrEnum):
    """What victory points are for (:class:`Scored`)."""

    TILE = "tile"
    REVOLT = "revolt"
    WAR = "war"
    MONUMENT = "monument"


@attrs.frozen
class TilesDrawn(Event):
    """Tiles from the bag into a hand (``why``: deal, swap or refill); only their owner sees which."""

    player: int
    count: int
    why: DrawReason
    tiles: Hand[int]


@attrs.frozen
class TurnStarted(Event):
    """``player``'s turn ``turn`` begins, with two actions."""

    player: int
    turn: int


@attrs.frozen
class ActionChosen(Event):
    """The first half of an action: ``kind`` (tile, leader, catastrophe, swap) and its colour.

    A tile leaves the hand here (face up: it is about to be placed); a moved
    leader is lifted from ``origin``.
    """

    player: int
    kind: Kind
    colour: Colour | None = None
    origin: int | None = None


@attrs.frozen
class TilePlaced(Event):
    """A tile from ``player``'s hand went onto ``square``."""

    player: int
    colour: Colour
    square: int


@attrs.frozen
class LeaderPlaced(Event):
    """``player``'s leader went onto ``square`` (``origin``: the square it was moved from)."""

    player: int
    colour: Colour
    square: int
    origin: int | None = None


@attrs.frozen
class LeaderWithdrawn(Event):
    """Action: ``player`` took their leader back from ``square`` to their supply."""

    player: int
    colour: Colour
    square: int


@attrs.frozen
class LeaderReturned(Event):
    """A leader went back to its owner's supply: it lost a conflict, or its last temple (``why``)."""

    player: int
    colour: Colour
    square: int
    why: ReturnReason


@attrs.frozen
class CatastrophePlaced(Event):
    """A catastrophe on ``square``; ``destroyed``: the colour of the tile it removed, if any."""

    player: int
    square: int
    destroyed: Colour | None = None


@attrs.frozen
class TilesSwapped(Event):
    """Action: ``player`` discarded ``count`` tiles face down (only they see which)."""

    player: int
    count: int
    tiles: Hand[int]


@attrs.frozen
class Passed(Event):
    """``player`` ended their turn (``forced``: there was nothing else they could do)."""

    player: int
    forced: bool = False


@attrs.frozen
class Scored(Event):
    """``player`` gained victory points (``why``: tile, revolt, war, monument).

    The colour and the number are seen by the scorer only unless scoring is open.
    """

    player: int
    why: ScoreReason
    gain: Secret[tuple[Colour, int]]
    """The colour and the number of points, behind the scorer's screen."""


@attrs.frozen
class KingdomsUnited(Event):
    """The tile on ``square`` joined two kingdoms; ``wars``: colours both have a leader of.

    With wars to fight the unification tile goes on ``square`` until they are over.
    """

    square: int
    wars: tuple[Colour, ...] = ()


@attrs.frozen
class RevoltStarted(Event):
    """A leader entered a kingdom holding a leader of its colour: attacker against defender.

    ``attack`` and ``defence`` are the red tiles next to each leader.
    """

    colour: Colour
    attacker: int
    defender: int
    attacker_square: int
    defender_square: int
    attack: int
    defence: int


@attrs.frozen
class WarStarted(Event):
    """A war in ``colour`` at the unification tile; strengths: that colour's tiles on each side."""

    colour: Colour
    attacker: int
    defender: int
    attacker_square: int
    defender_square: int
    attack: int
    defence: int


@attrs.frozen
class SupportCommitted(Event):
    """A side of a conflict committed ``count`` tiles of ``colour`` from hand (``role``:
    attacker or defender)."""

    player: int
    role: Role
    colour: Colour
    count: int
    forced: Secret[bool]
    """Seen by the committer only: whether nothing else was possible (it tells what they hold)."""


@attrs.frozen
class ConflictResolved(Event):
    """A revolt or war is over: the totals, and who won (a tie goes to the defender)."""

    kind: ConflictKind
    colour: Colour
    winner: int
    loser: int
    attack: int
    defence: int


@attrs.frozen
class TilesRemoved(Event):
    """The loser's side of a war lost its tiles of ``colour`` on ``squares``."""

    colour: Colour
    squares: tuple[int, ...]


@attrs.frozen
class UnificationRemoved(Event):
    """The wars at ``square`` are over: the unification tile comes off."""

    square: int


@attrs.frozen
class MonumentBuilt(Event):
    """The 2 x 2 block of ``colour`` at top-left ``square`` turned face down under ``monument``."""

    player: int
    monument: MonumentName
    square: int
    colour: Colour


@attrs.frozen
class MonumentDeclined(Event):
    """No monument on the blocks completed (top-left ``squares``): they never become one."""

    player: int
    squares: tuple[int, ...]


@attrs.frozen
class TreasuresTaken(Event):
    """The trader's owner took the treasures on ``squares`` (their kingdom keeps one)."""

    player: int
    squares: tuple[int, ...]


@attrs.frozen
class ActionEnded(Event):
    """One of ``player``'s actions is over, with everything it caused."""

    player: int


@attrs.frozen
class GameEnded(Event):
    """The game is over (``why``: bag or treasures); ``scores``: each player's weakest colour
    with the treasures added where they help most."""

    why: EndReason
    scores: tuple[int, ...] = revealed()
    points: tuple[Counts, ...] = revealed()
    """Each player's points per colour, treasures added: the screens come down (a declared
    reveal, as are the scores)."""

