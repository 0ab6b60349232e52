"""The game's state and its parts: frozen, tagged, plain data.

The board is a flat tuple of 176 square codes (row-major, 16 columns): what
lies on each square. Counts per colour (hands, the bag, points) are 4-tuples
in the order of :data:`COLOURS`. Squares are numbered ``row * 16 + col`` in
the state; moves and events name a square by ``(row, col)`` or by that number.
"""

from __future__ import annotations

import attrs

from senet import Tagged

__all__ = [
    "BLACK", "BLUE", "CATASTROPHE", "CATASTROPHES", "COLOURS", "COLOUR_INDEX", "DYNASTIES", "EMPTY",
    "FACE_DOWN", "GREEN", "HAND", "LEADER", "LEADER_NAMES", "MONUMENTS", "RED", "TILE_COUNTS", "TILE_NAMES",
    "Choice", "Conflict", "Counts", "Monument", "TigrisState", "leader_code", "leader_of",
    "monument_colours", "tile_code",
]

Counts = tuple[int, int, int, int]
"""A count per colour: red, blue, green, black."""

COLOURS: tuple[str, str, str, str] = ("red", "blue", "green", "black")
RED, BLUE, GREEN, BLACK = range(4)
COLOUR_INDEX = {name: i for i, name in enumerate(COLOURS)}
TILE_NAMES = ("temple", "farm", "market", "settlement")
LEADER_NAMES = ("priest", "farmer", "trader", "king")
DYNASTIES = ("archer", "bull", "potter", "lion")
TILE_COUNTS: Counts = (57, 36, 30, 30)
"""The published tile mix: 153 tiles, of which the starting temples come out of the red."""
HAND = 6
CATASTROPHES = 2
MONUMENTS: tuple[str, ...] = ("red-blue", "red-green", "red-black", "blue-green", "blue-black",
                              "green-black")
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


def tile_code(colour: int) -> int:
    """The square code of a face-up tile of ``colour``."""
    return 1 + colour


def leader_code(player: int, colour: int) -> int:
    """The square code of ``player``'s leader of ``colour``."""
    return LEADER + 4 * player + colour


def leader_of(code: int) -> tuple[int, int]:
    """``(player, colour)`` of a leader's square code."""
    return divmod(code - LEADER, 4)


def monument_colours(name: str) -> tuple[int, int]:
    """The two colours of a monument, by its name (``"red-blue"``)."""
    first, _, second = name.partition("-")
    return COLOUR_INDEX[first], COLOUR_INDEX[second]


@attrs.frozen
class Monument(Tagged, tag="tigris/monument"):
    """A built monument: its name (two colours) and the top-left square of its 2 x 2 block."""

    name: str
    square: int


@attrs.frozen
class Choice(Tagged, tag="tigris/choice"):
    """The first half of an action, waiting for its square (or its tiles, for a swap).

    ``kind`` is ``tile``, ``leader`` (placed from the supply or moved), ``catastrophe``
    or ``swap``; ``origin`` is the square a moved leader was lifted from.
    """

    kind: str
    colour: str | None = None
    origin: int | None = None


@attrs.frozen
class Conflict(Tagged, tag="tigris/conflict"):
    """A revolt or a war being fought: the two leaders, their strengths, and the commits so far."""

    kind: str
    """``revolt`` or ``war``."""
    colour: str
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
        return RED if self.kind == "revolt" else COLOUR_INDEX[self.colour]


@attrs.frozen
class TigrisState(Tagged, tag="tigris/state"):
    """The whole table: board, hands, bag, points, and where the current turn stands."""

    side: str
    """The layout: ``standard`` or ``advanced``."""
    open_scoring: bool
    cells: tuple[int, ...]
    treasures: tuple[int, ...]
    """Squares holding a treasure, ascending."""
    hands: tuple[Counts, ...]
    bag: Counts
    """The tiles in the bag, per colour: it has no order, a draw picks one at random."""
    catastrophes: tuple[int, ...]
    """Catastrophe tiles each player has left."""
    points: tuple[Counts, ...]
    treasures_won: tuple[int, ...]
    monuments: tuple[Monument, ...] = ()
    """The monuments built, in the order they were built."""
    declined: tuple[int, ...] = ()
    """Top-left squares of 2 x 2 blocks whose monument was declined: never offered again."""
    discarded: int = 0
    """Tiles out of the game: swapped, committed to conflicts, removed, destroyed."""
    turn: int = 0
    """The turn number from 1; 0 before the tiles are dealt."""
    active: int = 0
    actions: int = 0
    """Actions the active player has left this turn."""
    choice: Choice | None = None
    conflict: Conflict | None = None
    unification: int | None = None
    """The square under the unification tile while the wars of a joining are fought."""
    wars: tuple[str, ...] = ()
    """Colours of the wars still to be fought at the unification tile."""
    placed: int | None = None
    """The square of the tile placed by the current action (for its monument)."""
    ended: str | None = None
    """Why the game ended (``bag`` or ``treasures``), or ``None`` while it goes on."""

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.hands)
