"""Everything that happens, as small frozen events (all tagged ``nephthys/...``).

Events are the only way the state changes (see :mod:`.evolve`). Cards drawn
into a hand are a :class:`senet.Hand` of their owner (masked in everybody
else's log by the engine); every other event is public. Cards are card codes, row
positions count from 0 next to the deck.
"""

from __future__ import annotations

import attrs

from senet import Event, Hand, revealed

from .societies import Effect, Season
from .state import Amulet, Discarding, DrawReason, EndReason, FameReason, Stage, TokenReason
from .techniques import SetKind

__all__ = [
    "AmuletUsed", "BlockChosen", "BookTaken", "CardAdded", "CardPaid", "CardStored", "CardsDrawn",
    "CardsSwapped", "DeckReshuffled", "DiscardStarted", "DisplayKept", "DisplayReplaced",
    "FameGained", "FameStolen", "GameEnded", "HandDealt", "HandDiscarded", "Played", "RoundStarted",
    "RowEmpty", "RowRefilled", "SelfStudyBegun", "SetTaken", "SocietiesCleared", "SocietyAchieved",
    "SocietyChosen", "SocietyDealt", "SocietyDeckRebuilt", "SocietyEffect", "SocietySetAside",
    "StartChosen", "StartNamed", "StashDiscarded", "StepBegun", "StorageScored", "TechniquesPlayed",
    "TokenTaken",
]


# -- set-up and the decks -------------------------------------------------------------------------


@attrs.frozen
class HandDealt(Event):
    """Set-up: a player got ``count`` cards from the deck (only they see which)."""

    player: int
    count: int
    cards: Hand[int]


@attrs.frozen
class DiscardStarted(Event):
    """Set-up: a card from the deck was turned face up onto the discard pile."""

    card: int = revealed()


@attrs.frozen
class RowRefilled(Event):
    """Cards from the deck were laid at the far end of the row, in this order."""

    cards: tuple[int, ...] = revealed()
    """A declared reveal: turned face up from the deck."""
    player: int | None = None


@attrs.frozen
class DeckReshuffled(Event):
    """The deck was empty: the discard pile (``cards`` of them) was shuffled into a new deck."""

    cards: int


@attrs.frozen
class CardsDrawn(Event):
    """A player drew ``count`` cards (only they see which); ``why`` says what for."""

    player: int
    count: int
    why: DrawReason
    cards: Hand[int]


@attrs.frozen
class SocietyDealt(Event):
    """The top society card was laid open showing ``side``; ``top`` is the new top card."""

    society: int
    side: Season
    top: int | None


@attrs.frozen
class SocietySetAside(Event):
    """Set-up: the top society card went to the society discard pile; ``top`` is the new top."""

    society: int
    top: int | None


@attrs.frozen
class SocietyDeckRebuilt(Event):
    """The society discards became a new deck with ``up`` facing up; ``top`` is its top card."""

    up: Season
    top: int


@attrs.frozen
class StartChosen(Event):
    """Set-up: the provisional start player, who also holds the first-scholar token."""

    player: int


# -- the flow ---------------------------------------------------------------------------------


@attrs.frozen
class RoundStarted(Event):
    """A round begins with its technique phase."""

    round: int


@attrs.frozen
class StepBegun(Event):
    """The round moved on to ``stage`` (see :mod:`.state`); ``turn``: whose turn, from the start."""

    stage: Stage
    turn: int = 0
    player: int | None = None


# -- the technique phase ----------------------------------------------------------------------


@attrs.frozen
class Played:
    """One technique played: by whom, which card, and the display card paid (if any)."""

    player: int
    card: int
    pay: int | None = None


@attrs.frozen
class TechniquesPlayed(Event):
    """The techniques chosen at once were revealed, in order from the start player."""

    plays: tuple[Played, ...]
    extra: bool = False


@attrs.frozen
class BookTaken(Event):
    """Isis: ``player`` took ``book`` into their hand (``None``: none was left)."""

    player: int
    book: int | None


@attrs.frozen
class StartNamed(Event):
    """``by`` named ``player`` the start player of the round."""

    by: int
    player: int


@attrs.frozen
class TokenTaken(Event):
    """``player`` took the first-scholar token from ``previous``; ``steal``: fame they now take
    from another player (only after the first-scholar comparison)."""

    player: int
    previous: int
    why: TokenReason
    steal: int = 0


@attrs.frozen
class FameGained(Event):
    """``player`` gained ``amount`` fame (``why``: a set, a society card)."""

    player: int
    amount: int
    why: FameReason


@attrs.frozen
class FameStolen(Event):
    """``player`` took ``amount`` fame from ``victim`` (only what the victim had)."""

    player: int
    victim: int
    amount: int


# -- the research phase -----------------------------------------------------------------------


@attrs.frozen
class RowEmpty(Event):
    """The row was empty after refilling: ``player`` takes nothing, and the game ends with the round."""

    player: int


@attrs.frozen
class AmuletUsed(Event):
    """``player`` used an amulet (``nephthys``: the row is discarded, a new one is dealt next)."""

    player: int
    amulet: Amulet


@attrs.frozen
class CardsSwapped(Event):
    """Shuffle: the row cards at ``left`` and ``left + 1`` changed places."""

    player: int
    left: int


@attrs.frozen
class BlockChosen(Event):
    """``player`` takes the row cards at ``first`` to ``last`` (hand cards may follow)."""

    player: int
    first: int
    last: int


@attrs.frozen
class CardAdded(Event):
    """``player`` added ``card`` from hand to the set being taken."""

    player: int
    card: int


@attrs.frozen
class SetTaken(Event):
    """``player`` took the row ``block`` and the hand cards ``added`` as a set of ``kind``."""

    player: int
    block: tuple[int, ...]
    added: tuple[int, ...]
    kind: SetKind


@attrs.frozen
class DisplayKept(Event):
    """``player`` kept their display; the set just taken is discarded (``stores`` stored first)."""

    player: int
    stores: int = 0


@attrs.frozen
class DisplayReplaced(Event):
    """The set just taken became ``player``'s display; ``old`` is discarded (``stores`` stored)."""

    player: int
    old: tuple[int, ...]
    stores: int = 0


@attrs.frozen
class CardStored(Event):
    """``player`` put ``card`` into their storage (1 fame at the end)."""

    player: int
    card: int


@attrs.frozen
class StashDiscarded(Event):
    """The rest of the cards on their way out went to the discard pile."""

    player: int
    cards: tuple[int, ...]


@attrs.frozen
class HandDiscarded(Event):
    """``player`` discarded ``cards`` from hand (``why``: khnum, study or limit)."""

    player: int
    cards: tuple[int, ...]
    why: Discarding


# -- the society phase and the round end ------------------------------------------------------


@attrs.frozen
class SocietyChosen(Event):
    """``player`` achieves the open society card ``society``; the cost is paid next."""

    player: int
    society: int


@attrs.frozen
class CardPaid(Event):
    """``player`` paid ``card`` from their display."""

    player: int
    card: int


@attrs.frozen
class SocietyAchieved(Event):
    """``player`` achieved ``society`` (showing ``side``) with ``paid``; ``fame`` follows its effects."""

    player: int
    society: int
    side: Season
    paid: tuple[int, ...]
    fame: int


@attrs.frozen
class SocietyEffect(Event):
    """The next effect of the society card just achieved: ``what`` (draw, store, token, steal)."""

    player: int
    what: Effect
    amount: int


@attrs.frozen
class SelfStudyBegun(Event):
    """``player`` self-studies: discards (chosen next), then draws that many + 1."""

    player: int


@attrs.frozen
class SocietiesCleared(Event):
    """Round end: these open society cards went to the society discard pile."""

    societies: tuple[int, ...]


@attrs.frozen
class StorageScored(Event):
    """Game end: ``player`` gains 1 fame per stored card."""

    player: int
    cards: int


@attrs.frozen
class GameEnded(Event):
    """The game ended after ``round`` (``why``: fame 31, empty row, or the solo limit)."""

    round: int
    why: EndReason
