"""The table as one frozen value: the players' cards and fame, the row, the decks, the societies,
and where the round stands (its :class:`Stage`, whose turn, and the decision under way).

Cards are int codes (see :mod:`.cards`); hands and displays are kept sorted,
so equal holdings are equal values. What is hidden is said by the types: a
hand's secret part is a :class:`senet.Hand` (seen by its owner), the record
deck a :class:`senet.Pile` (seen by nobody). The deck is kept sorted: a draw
picks a random card of it, which gives the odds of the top card of a shuffled
pile without storing a hidden order. The hand cards everybody saw going in
(the start card, Books taken with Isis) are public (``Seat.known``), so the
engine's re-deal for search keeps them where they are. The society deck shows
its top card's up side, as the physical deck does; below it the cards are
unordered (and known to all: every society not open or discarded).
"""

from __future__ import annotations

from enum import StrEnum
from functools import cached_property

import attrs

from senet import Hand, Pile

from .societies import Effect, Season

__all__ = ["Amulet", "Discarding", "DrawReason", "EndReason", "FameReason", "NephState", "OpenSociety",
           "Paying", "Picking", "Seat", "Stage", "Stash", "StashReason", "Steal", "Take", "TokenReason"]


class Stage(StrEnum):
    """Where the round stands (saved by value)."""

    SETUP = "setup"
    TECHNIQUE = "technique"
    """Technique phase, step 1: everyone plays a technique at once."""
    BOOKS = "books"
    """Step 1 resolved: Books of Isis taken in order from the start player, then the draws."""
    NAME = "name"
    """Step 3: the lowest player names the start player."""
    EXTRA = "extra"
    """Step 4: players 7 or more behind may play one more technique, at once."""
    EXTRA_BOOKS = "extra_books"
    RESEARCH = "research"
    SOCIETY = "society"
    ROUND_END = "round_end"
    LIMIT = "limit"
    """Round end: players over their hand limit discard, in order from the start player."""
    END = "end"


class Discarding(StrEnum):
    """Why hand cards are being discarded one by one."""

    KHNUM = "khnum"
    STUDY = "study"
    LIMIT = "limit"


class Amulet(StrEnum):
    """The two amulets every player may use once per game."""

    NEPHTHYS = "nephthys"
    KHNUM = "khnum"


class DrawReason(StrEnum):
    """Why a player draws record cards (``CardsDrawn.why``)."""

    TECHNIQUE = "technique"
    """Step 2 of the technique phase."""
    KHNUM = "khnum"
    """The amulet of Khnum: as many as were discarded."""
    STUDY = "study"
    """Self-study: one more than were discarded."""
    SOCIETY = "society"
    """A society card's draw effect."""


class FameReason(StrEnum):
    """Why a player gains fame (``FameGained.why``)."""

    SET = "set"
    """A set taken in the research phase: 1 per card."""
    SOCIETY = "society"
    """A society card achieved, once its effects are resolved."""


class TokenReason(StrEnum):
    """Why the first-scholar token moves (``TokenTaken.why``)."""

    START = "start"
    """Round 1: it goes with the start player named."""
    DISPLAY = "display"
    """The first-scholar comparison of displays."""
    SOCIETY = "society"
    """A society card's token effect."""


class EndReason(StrEnum):
    """Why the game ended (``GameEnded.why``)."""

    FAME = "fame"
    """Someone reached 31 fame."""
    ROW = "row"
    """The row ran empty."""
    ROUNDS = "rounds"
    """The solo game's last round."""


class StashReason(StrEnum):
    """What sends cards on their way out with some to store (``Stash.why``)."""

    ARCHIVE = "archive"
    """The set just taken, discarded as the display is kept."""
    CURATOR = "curator"
    """The old display, replaced."""
    SOCIETY = "society"
    """The display cards paid for a society card that stores."""
    UNSTATED = ""
    """No reason given: the default of a stash built by hand (in a position)."""


@attrs.frozen(slots=False)
class Seat:
    """One player's cards and fame. The hand is ``known`` (public) plus ``secret`` (its owner's)."""

    secret: Hand[int]
    """The hand cards only their owner saw, sorted."""
    known: tuple[int, ...] = ()
    """Hand cards everybody saw going in (the start card, Books taken with Isis), sorted."""
    display: tuple[int, ...] = ()
    techniques: tuple[int, ...] = ()
    """In the order played."""
    storage: tuple[int, ...] = ()
    fame: int = 1
    nephthys: bool = True
    """The amulet of Nephthys is still unused."""
    khnum: bool = True

    @cached_property
    def hand(self) -> tuple[int, ...]:
        """The whole hand, sorted (in a view of another player: only the known cards)."""
        if not self.known:
            return self.secret.items
        if not self.secret.items:
            return self.known
        return tuple(sorted((*self.known, *self.secret.items)))

    @property
    def hand_size(self) -> int:
        """How many cards in hand (everybody knows)."""
        return len(self.known) + len(self.secret)


@attrs.frozen
class OpenSociety:
    """An open society card: which one, the side shown, and who achieved it this round."""

    society: int
    side: Season
    achieved: tuple[int, ...] = ()


@attrs.frozen
class Take:
    """A set being taken: the row block (positions ``first`` to ``last``) and the hand cards added."""

    first: int
    last: int
    added: tuple[int, ...] = ()


@attrs.frozen
class Picking:
    """Hand cards being discarded one by one (lowest code first): for the amulet of Khnum,
    self-study or the hand limit."""

    kind: Discarding
    player: int
    picked: tuple[int, ...] = ()


@attrs.frozen
class Stash:
    """Cards on their way to the discard pile, of which ``player`` stores ``stores`` first."""

    player: int
    cards: tuple[int, ...]
    stores: int = 0
    why: StashReason = StashReason.UNSTATED
    stored: tuple[int, ...] = ()
    """The cards stored so far from these, in order (lowest code first)."""


@attrs.frozen
class Steal:
    """``player`` takes ``amount`` fame from another player, who is still to be chosen."""

    player: int
    amount: int


@attrs.frozen
class Paying:
    """A society card being achieved, and the display cards paid so far."""

    society: int
    paid: tuple[int, ...] = ()


@attrs.frozen(slots=False)
class NephState:
    """The whole table."""

    seats: tuple[Seat, ...]
    deck: Pile[int] = Pile()
    """The record deck, sorted (its order is not kept: a draw picks a random card)."""
    discard: tuple[int, ...] = ()
    """The record discard pile, face up, oldest first."""
    row: tuple[int, ...] = ()
    """The open row; position 0 is next to the deck."""
    books: tuple[int, ...] = ()
    """The Books of Isis still set aside."""
    society_deck: tuple[int, ...] = ()
    """Position 0 is the top card (its up side shows); the rest is sorted."""
    society_up: Season = Season.AUTUMN
    """The side facing up on the society deck; cards are dealt showing the other side."""
    society_discard: tuple[int, ...] = ()
    societies: tuple[OpenSociety, ...] = ()
    start: int = 0
    token: int = 0
    """Who holds the first-scholar token."""
    round: int = 0
    stage: Stage = Stage.SETUP
    turn: int = 0
    """In sequential steps, how many players after the start player is acting."""
    books_due: tuple[int, ...] = ()
    """Players who played Isis and take a Book next, in order."""
    shuffled: bool = False
    """The acting player used Shuffle this turn."""
    take: Take | None = None
    took: bool = False
    """The acting player took their set this research turn."""
    holding: tuple[int, ...] = ()
    """The set just taken, before the display decision."""
    picking: Picking | None = None
    stash: Stash | None = None
    steal: Steal | None = None
    paying: Paying | None = None
    effects: tuple[tuple[Effect, int], ...] = ()
    """Effects of the society card just achieved, still to resolve."""
    reward: int | None = None
    """Fame of the society card just achieved, gained once its effects are resolved."""
    exhausted: bool = False
    """A research turn found the row empty after refilling: the game ends with this round."""

    @property
    def players(self) -> int:
        """How many players."""
        return len(self.seats)

    def seat_at(self, turn: int) -> int:
        """The player ``turn`` places after the start player."""
        return (self.start + turn) % len(self.seats)

    @property
    def current(self) -> int:
        """The player whose turn it is in a sequential step."""
        return (self.start + self.turn) % len(self.seats)
