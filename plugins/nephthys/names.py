"""The few words the game's faces share: card lists, kinds of set, stages, society cards.

:mod:`.words` says moves and events with them; the terminal's :mod:`.table` and the
browser's :mod:`.picture` label the table with them. Plain text: no face's library.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from senet import Hand, View, who

from .cards import card_name, is_book, number
from .societies import SOCIETIES, Effect, Season, Side
from .state import EndReason, NephState, Stage, TokenReason
from .techniques import SetKind

__all__ = ["ENDINGS", "KIND_NAMES", "STAGE_NAMES", "STEP_WORDS", "TOKEN_HOW", "drawn_words", "effect_text",
           "listed", "neph_state", "plural", "seat_of", "society_text", "techniques_short"]

KIND_NAMES = {SetKind.SINGLE: "single", SetKind.COLOUR: "colour set", SetKind.STAIRS: "stairs",
              SetKind.TWO_PAIRS: "two pairs", SetKind.FULL_HOUSE: "full house",
              SetKind.THREE_PAIRS: "three pairs", SetKind.NO_SET: "?"}
"""Each kind of set in words."""
STAGE_NAMES = {Stage.SETUP: "set-up", Stage.TECHNIQUE: "technique phase", Stage.BOOKS: "technique phase",
               Stage.NAME: "technique phase", Stage.EXTRA: "technique phase",
               Stage.EXTRA_BOOKS: "technique phase", Stage.RESEARCH: "research phase",
               Stage.SOCIETY: "society phase", Stage.ROUND_END: "round end", Stage.LIMIT: "round end",
               Stage.END: "game over"}
"""The part of the round each stage belongs to, as the table's title says it."""


def plural(n: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def listed(cards: Iterable[int]) -> str:
    """``blue 5, red 9`` (``nothing`` for no card)."""
    return ", ".join(card_name(c) for c in cards) or "nothing"


def techniques_short(cards: Iterable[int]) -> str:
    """``1 3 12x2 *``: the techniques by number, a Book as ``*``."""
    counts = Counter("*" if is_book(c) else str(number(c)) for c in cards)
    order = sorted(counts, key=lambda k: (k == "*", int(k) if k != "*" else 0))
    return " ".join(k if counts[k] == 1 else f"{k}x{counts[k]}" for k in order)


def society_text(society: int, side: Season) -> str:
    """``3 of one colour -> 3 fame, draw 1``."""
    card: Side = SOCIETIES[society].side(side)
    effects = [effect_text(what, amount) for what, amount in card.effects]
    return f"{card.cost.describe()} -> {card.fame} fame" + "".join(f", {e}" for e in effects)


def effect_text(what: Effect, amount: int) -> str:
    """A society card's effect: ``draw 1``, ``store 2 paid cards``..."""
    cards = f"paid card{'s' if amount > 1 else ''}"
    return {Effect.DRAW: f"draw {amount}", Effect.STORE: f"store {amount} {cards}",
            Effect.TOKEN: "take the first-scholar token", Effect.STEAL: f"take {amount} fame"}[what]


ENDINGS = {EndReason.FAME: "someone reached 31 fame", EndReason.ROW: "the row ran empty",
           EndReason.ROUNDS: "the solo game's last round"}
"""Why the game ended, in words."""
STEP_WORDS = {Stage.BOOKS: "techniques revealed", Stage.NAME: "the start player is named",
              Stage.EXTRA: "step 4: an extra technique for players 7 or more behind the leader",
              Stage.EXTRA_BOOKS: "extra techniques revealed", Stage.ROUND_END: "— round end —",
              Stage.LIMIT: "hand limits"}
"""The steps of a round the log marks, in words."""
TOKEN_HOW = {TokenReason.START: "with the start-player marker",
             TokenReason.DISPLAY: "by the first-scholar comparison",
             TokenReason.SOCIETY: "by a society card"}
"""How the first-scholar token changed hands, in words."""


def neph_state(view: View | None) -> NephState | None:
    """The view's state, when it is this game's."""
    state = view.state if view is not None else None
    return state if isinstance(state, NephState) else None


def seat_of(view: View | None) -> int | None:
    """Whose view it is (``None``: a spectator's, or none)."""
    return view.player if view is not None else None


def drawn_words(player: int, count: int, cards: Hand[int], viewer: int | None) -> str:
    """``player`` drew ``count`` cards (which ones, to their own eyes)."""
    what = f": {listed(cards.items)}" if player == viewer and cards.known else ""
    return f"{who(player, viewer)} drew {plural(count, 'card')}{what}"
