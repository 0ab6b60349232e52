"""The game's state and its parts: frozen, plain data, hidden parts declared by type.

The board is a flat tuple of 176 square codes (row-major, 16 columns): what
lies on each square. A player's tiles behind their screen are a
:class:`senet.Hand` of colour indices (0 red, 1 blue, 2 green, 3 black; kept
sorted), the bag a :class:`senet.Pile` of them: the engine shows others only
their sizes, and search copies re-deal them together. Victory points are a
:class:`senet.Secret` per player: seen by their owner, and by everyone (``shown``) with
the option ``open_scoring`` or once the game is over. Leaders, treasures and monuments are public.
Counts per colour are 4-tuples in the order of :data:`COLOURS`. Squares are
numbered ``row * 16 + col`` in the state; moves and events name a square by
``(row, col)`` or by that number. Closed sets of names (colours, monuments, the
board's side, ...) are :class:`enum.StrEnum` members, saved by value: a save holds
the plain names (``"red"``, ``"red-blue"``, ``"standard"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import TypeVar

import attrs

from senet import Hand, Pile, Secret

__all__ = [
    "BLACK", "BLUE", "CATASTROPHE", "CATASTROPHES", "COLOURS", "COLOUR_INDEX", "DYNASTIES", "EMPTY",
    "FACE_DOWN", "GREEN", "HAND", "LEADER", "LEADER_NAMES", "MONUMENTS", "RED", "TILE_COUNTS", "TILE_NAMES",
    "Choice", "Colour", "Conflict", "ConflictKind", "Counts", "EndReason", "Kind", "Monument",
    "MonumentName", "Role", "Side", "TigrisState", "hand_of", "leader_code", "leader_of",
    "monument_colours", "tally", "tile_code",
]

T = TypeVar("T")
Counts = tuple[int, int, int, int]
"""A count per colour: red, blue, green, black."""


class Colour(StrEnum):
    """The colour of a tile or a leader (saved by value); its index is its place in
    :data:`COLOURS`."""

    RED = "red"
    BLUE = "blue"
    GREEN = "green"
    BLACK = "black"


COLOURS: tuple[Colour, Colour, Colour, Colour] = (Colour.RED, Colour.BLUE, Colour.GREEN, Colour.BLACK)
"""The colours in index order: the order of the counts per colour, and of the square codes."""
RED, BLUE, GREEN, BLACK = range(4)
COLOUR_INDEX: dict[str, int] = {colour: i for i, colour in enumerate(COLOURS)}
"""The index of a colour; it answers for the plain names too (a move made in code may hold one)."""
TILE_NAMES = ("temple", "farm", "market", "settlement")
LEADER_NAMES = ("priest", "farmer", "trader", "king")
DYNASTIES = ("archer", "bull", "potter", "lion")
TILE_COUNTS: Counts = (57, 36, 30, 30)
"""The published tile mix: 153 tiles, of which the starting temples come out of the red."""
HAND = 6
CATASTROPHES = 2


class MonumentName(StrEnum):
    """The six monuments, one for each pair of colours (saved by value)."""

    RED_BLUE = "red-blue"
    RED_GREEN = "red-green"
    RED_BLACK = "red-black"
    BLUE_GREEN = "blue-green"
    BLUE_BLACK = "blue-black"
    GREEN_BLACK = "green-black"


MONUMENTS: tuple[MonumentName, ...] = tuple(MonumentName)
"""The six monuments, one for each pair of colours."""

# Square codes.
EMPTY = 0
"""Nothing on the square (land or river: the layout says which)."""
FACE_DOWN = 5
"""A tile turned face down under a monument: part of its region, of no colour."""
CATASTROPHE = 6
"""A catastrophe tile: nothing goes on it and it connects nothing."""
LEADER = 8
"""Leaders are ``LEADER + 4 * player + colour``; face-up tiles are ``1 + colour``."""


class Kind(StrEnum):
    """What the first half of an action chose (saved by value)."""

    TILE = "tile"
    LEADER = "leader"
    CATASTROPHE = "catastrophe"
    SWAP = "swap"


class ConflictKind(StrEnum):
    """A revolt (inside a kingdom) or a war (between two joined kingdoms)."""

    REVOLT = "revolt"
    WAR = "war"


class Role(StrEnum):
    """The side a player takes in a revolt or war (saved by value)."""

    ATTACKER = "attacker"
    DEFENDER = "defender"


class Side(StrEnum):
    """The side of the board played on, the option ``board`` (saved by value)."""

    STANDARD = "standard"
    ADVANCED = "advanced"


class EndReason(StrEnum):
    """Why the game ended: the bag could not supply a draw, or two treasures or fewer are left."""

    BAG = "bag"
    TREASURES = "treasures"


def tile_code(colour: int) -> int:
    """The square code of a face-up tile of ``colour``."""
    return 1 + colour


def leader_code(player: int, colour: int) -> int:
    """The square code of ``player``'s leader of ``colour``."""
    return LEADER + 4 * player + colour


def leader_of(code: int) -> tuple[int, int]:
    """``(player, colour)`` of a leader's square code."""
    return divmod(code - LEADER, 4)


def monument_colours(name: MonumentName) -> tuple[int, int]:
    """The two colours of a monument, by its name (``"red-blue"``)."""
    first, _, second = name.partition("-")
    return COLOUR_INDEX[first], COLOUR_INDEX[second]


def tally(tiles: Sequence[int] | Hand[int] | Pile[int]) -> Counts:
    """Tiles (colour indices) counted per colour."""
    items = tiles.items if isinstance(tiles, Hand | Pile) else tiles
    return (items.count(0), items.count(1), items.count(2), items.count(3))


def tiles_of(counts: Sequence[int]) -> tuple[int, ...]:
    """Counts per colour as sorted colour indices (the inverse of :func:`tally`)."""
    return tuple(c for c in range(4) for _ in range(counts[c]))


def hand_of(owner: int, counts: Sequence[int]) -> Hand[int]:
    """A hand holding ``counts`` tiles of each colour."""
    return Hand(owner, tiles_of(counts))


@attrs.frozen
class Monument:
    """A built monument: its name (two colours) and the top-left square of its 2 x 2 block."""

    name: MonumentName
    square: int


@attrs.frozen
class Choice:
    """The first half of an action, waiting for its square (or its tiles, for a swap).

    ``kind``: a tile, a leader (placed from the supply or moved), a catastrophe or a
    swap; ``origin`` is the square a moved leader was lifted from.
    """

    kind: Kind
    colour: Colour | None = None
    origin: int | None = None


@attrs.frozen
class Conflict:
    """A revolt or a war being fought: the two leaders, their strengths, and the commits so far."""

    kind: ConflictKind
    colour: Colour
    """The colour of the two leaders (and of the tiles that count, in a war; red in a revolt)."""
    attacker: int
    defender: int
    attacker_square: int
    defender_square: int
    attack_base: int
    defence_base: int
    attack: int | None = None
    """Tiles the attacker committed (``None``: not yet decided)."""
    defence: int | None = None

    @property
    def support(self) -> int:
        """The colour index of the tiles that count and may be committed."""
        return RED if self.kind is ConflictKind.REVOLT else COLOUR_INDEX[self.colour]


@attrs.frozen(slots=False)
class TigrisState:
    """The whole table: board, hands, bag, points, and where the current turn stands."""

    side: Side
    """The layout: ``standard`` or ``advanced``."""
    open_scoring: bool
    cells: tuple[int, ...]
    treasures: tuple[int, ...]
    """Squares holding a treasure, ascending."""
    hands: tuple[Hand[int], ...]
    """Each player's tiles behind their screen (colour indices, sorted): seen by their owner."""
    bag: Pile[int]
    """The tiles in the bag: nobody sees them; a draw picks one at random (see ``flow_turns.draw``)."""
    catastrophes: tuple[int, ...]
    """Catastrophe tiles each player has left."""
    points: tuple[Secret[Counts], ...]
    """Each player's victory points per colour, behind their screen."""
    treasures_won: tuple[int, ...]
    """Treasures each player took (taken in public)."""
    monuments: tuple[Monument, ...] = ()
    """The monuments built, in the order they were built."""
    declined: tuple[int, ...] = ()
    """Top-left squares of 2 x 2 blocks whose monument was declined: never offered again."""
    discarded: int = 0
    """Tiles out of the game: swapped, committed to conflicts, removed, destroyed."""
    acting: bool = False
    """An action is under way (chosen, not yet over with everything it caused)."""
    turn: int = 0
    """The turn number from 1; 0 before the tiles are dealt."""
    active: int = 0
    actions: int = 0
    """Actions the active player has left this turn."""
    choice: Choice | None = None
    conflict: Conflict | None = None
    unification: int | None = None
    """The square under the unification tile while the wars of a joining are fought."""
    wars: tuple[Colour, ...] = ()
    """Colours of the wars still to be fought at the unification tile."""
    placed: int | None = None
    """The square of the tile placed by the current action (for its monument)."""
    ended: EndReason | None = None
    """Why the game ended (``bag`` or ``treasures``), or ``None`` while it goes on."""

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.hands)

    def held(self, player: int) -> Counts:
        """``player``'s tiles per colour (in a view of someone else's hand: zeros)."""
        return tally(self.hands[player])
