"""The names of the decisions and what each asks, for the flow and for people.

Phase names are stored in saves and state hashes: treat them like tags.
"""

from __future__ import annotations

__all__ = [
    "ADD", "BOOK", "DISPLAY", "EXTRA_TECHNIQUE", "HAND_LIMIT", "HELP", "KHNUM", "NAME_START",
    "PAY", "RESEARCH", "SELF_STUDY", "SOCIETY", "STEAL", "STORE", "TECHNIQUE",
]

TECHNIQUE = "technique"
EXTRA_TECHNIQUE = "extra_technique"
BOOK = "book"
NAME_START = "name_start"
RESEARCH = "research"
KHNUM = "khnum"
ADD = "add"
DISPLAY = "display"
STORE = "store"
STEAL = "steal"
SOCIETY = "society"
PAY = "pay"
SELF_STUDY = "self_study"
HAND_LIMIT = "hand_limit"

HELP = {
    TECHNIQUE: "everyone plays a technique from hand at once, in secret",
    EXTRA_TECHNIQUE: "7 or more fame behind the leader: play one more technique, or not",
    BOOK: "Isis: choose the Book of Isis you take",
    NAME_START: "name the start player of this round",
    RESEARCH: "take a block of adjacent row cards (or first use an amulet or Shuffle)",
    KHNUM: "amulet of Khnum: discard hand cards, then draw as many",
    ADD: "add hand cards to the set, lowest code first, or take it",
    DISPLAY: "keep your display, or replace it with the cards just taken",
    STORE: "choose a card to put into your storage",
    STEAL: "choose the player you take fame from",
    SOCIETY: "achieve an open society card, or self-study",
    PAY: "pay the society card's cost with display cards, lowest code first",
    SELF_STUDY: "self-study: discard hand cards, then draw that many + 1",
    HAND_LIMIT: "discard down to your hand limit",
}
