"""Helpers for the nephthys tests: name cards, build a table, start a match on it, look at it.

Cards are written as in the rules: ``c("blue", 5)``, or shorter ``B5``, ``G5``,
``K5`` (black), ``R5`` from :data:`CARDS`. A table is built at a stage of the
round with only what the test cares about; :func:`table` completes it (every
component in exactly one place, as the game's ``check`` demands): the deck gets
the cards nobody holds, the Books nobody holds stay set aside. ``start`` runs
the automatic steps up to the first real decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

import attrs
import pytest

import senet
from senet import Event, Hand, Move, Pile
from senet.hidden import remove_items
from senet_games.nephthys.cards import BOOKS, COLOURS, DECK, START_CARD
from senet_games.nephthys.flow import DECISIONS
from senet_games.nephthys.game import GAME
from senet_games.nephthys.societies import SOCIETIES, Season
from senet_games.nephthys.state import NephState, OpenSociety, Seat, Stage

E = TypeVar("E", bound=Event)

S = START_CARD
GREEN_BOOK, BLACK_BOOK = BOOKS


_UNSEATED = -1
"""The owner of a seat's hand until :func:`table` puts the seat at its place."""


def _less(items: Sequence[int], gone: Sequence[int]) -> tuple[int, ...]:
    """``items`` without one copy of each of ``gone`` that is there."""
    out = list(items)
    for item in gone:
        if item in out:
            out.remove(item)
    return tuple(out)


def c(colour: str, number: int) -> int:
    """A record card by colour name and number."""
    return (COLOURS.index(colour) + 1) * 100 + number


def _short() -> dict[str, int]:
    out: dict[str, int] = {}
    for letter, name in (("B", "blue"), ("G", "green"), ("K", "black"), ("R", "red")):
        for n in range(1, 14):
            out[f"{letter}{n}"] = c(name, n)
    return out


CARDS = _short()
"""``CARDS["B5"]`` is blue 5 (K is black)."""


def cards(text: str) -> tuple[int, ...]:
    """``cards("B5 R7 G6")`` -> the card codes, in that order."""
    return tuple(CARDS[word] for word in text.split())


def seat(hand: str | Sequence[int] = "", *, fame: int = 1, display: str | Sequence[int] = "",
         techniques: str | Sequence[int] = "", storage: str | Sequence[int] = "",
         nephthys: bool = True, khnum: bool = True, known: Sequence[int] = ()) -> Seat:
    """One player; card lists as ``"B5 R7"`` or as codes."""
    def codes(x: str | Sequence[int]) -> tuple[int, ...]:
        return cards(x) if isinstance(x, str) else tuple(x)

    return Seat(Hand(_UNSEATED, tuple(sorted(remove_items(codes(hand), known)))),
                display=tuple(sorted(codes(display))), techniques=codes(techniques),
                storage=codes(storage), fame=fame, nephthys=nephthys, khnum=khnum,
                known=tuple(sorted(known)))


Rest = tuple[str, int]
"""Where :func:`table` puts the components no argument places, when both the deck and the
discard pile are given: ``("storage", p)`` or ``("hand", p)`` (player ``p``'s hidden hand)."""

_PARTS = ("storage", "hand")


def _codes(x: str | Sequence[int]) -> tuple[int, ...]:
    return cards(x) if isinstance(x, str) else tuple(x)


def _under_way(more: dict[str, Any]) -> list[int]:
    """The record cards held by the steps under way among ``more`` (see ``check.py``)."""
    out = [*more.get("holding", ())]
    for part, field in (("take", "added"), ("stash", "cards"), ("paying", "paid")):
        if more.get(part) is not None:
            out += getattr(more[part], field)
    return out


def _with_rest(seats: Sequence[Seat], rest: Rest, spare: Sequence[int]) -> tuple[Seat, ...]:
    part, player = rest
    if part not in _PARTS or not 0 <= player < len(seats):
        raise ValueError(f"rest={rest!r}: give (part, player) with part one of {_PARTS}")
    out = list(seats)
    s = out[player]
    if part == "storage":
        out[player] = attrs.evolve(s, storage=(*s.storage, *sorted(spare)))
    else:
        out[player] = attrs.evolve(s, secret=Hand(s.secret.owner, tuple(sorted((*s.secret.items, *spare)))))
    return tuple(out)


def table(seats: Sequence[Seat], *, row: str | Sequence[int] = "", stage: Stage = Stage.RESEARCH,
          turn: int = 0, start: int = 0, token: int = 0, round: int = 2,
          discard: str | Sequence[int] | None = None, deck: Sequence[int] | None = None,
          societies: Sequence[tuple[int, str]] = ((1, "spring"), (2, "spring"), (3, "spring")),
          society_deck: Sequence[int] | None = None, society_discard: Sequence[int] | None = None,
          books: Sequence[int] | None = None, rest: Rest | None = None, **more: Any) -> NephState:
    """A complete table at ``stage`` of round ``round``: every component is in exactly one place.

    The test places what it cares about; the kit puts every other component where it
    lies out of the test's way. Of the record cards, the start cards (one per seat) and the
    Books, those no argument places: the Books set aside (unless ``books`` is given), all
    else the deck; given a ``deck``, they are the discard pile; given both a deck and a
    discard pile (a test of running out), the test says where with ``rest`` (a seat's
    storage or hidden hand), else ``ValueError``. Society cards not open or given: the
    society deck, or, given one, the society discards; given both, the test names them
    all. A card placed more often than it exists is left for the game's ``check`` to refuse.
    Each seat's hand is given to the player at its place; sides may be written as text."""
    row_cards = _codes(row)
    discard_cards = None if discard is None else _codes(discard)
    placed = [*row_cards, *(discard_cards or ()), *(deck or ()), *(books or ()), *_under_way(more)]
    for s in seats:
        placed += [*s.hand, *s.display, *s.techniques, *s.storage]
    spare = _less((*DECK, *[START_CARD] * len(seats), *BOOKS), placed)
    if books is None:
        books = tuple(b for b in BOOKS if b in spare)
        spare = _less(spare, books)
    owned = tuple(attrs.evolve(s, secret=Hand(p, s.secret.items)) for p, s in enumerate(seats))
    if deck is None:
        deck, spare = spare, ()
    elif discard_cards is None:
        discard_cards, spare = tuple(sorted(spare)), ()
    elif rest is not None:
        owned, spare = _with_rest(owned, rest, spare), ()
    if spare:
        raise ValueError(f"table(): the deck and the discard pile are given; say where the other "
                         f"{len(spare)} components are (rest=...)")
    open_ids = [i for i, _ in societies]
    unplaced = [i for i in sorted(SOCIETIES) if i not in (*open_ids, *(society_deck or ()),
                                                           *(society_discard or ()))]
    if society_deck is None:
        society_deck, society_discard = unplaced, society_discard or ()
    elif society_discard is None:
        society_discard = unplaced
    elif unplaced:
        raise ValueError(f"table(): the society deck and its discards are given; societies {unplaced} "
                         "are nowhere")
    if "society_up" in more:
        more["society_up"] = Season(more["society_up"])
    return NephState(
        seats=owned, deck=Pile(sorted(deck)), discard=discard_cards or (), row=row_cards,
        books=tuple(books), society_deck=tuple(society_deck), society_discard=tuple(society_discard),
        societies=tuple(OpenSociety(i, Season(side)) for i, side in societies), start=start, token=token,
        round=round, stage=stage, turn=turn, **more)


def start(state: NephState, seed: int = 0) -> senet.Match[Any]:
    """A match on ``state``; the automatic steps run up to the first real decision, and the
    private decisions with a single option are answered (see :func:`answer_lone`)."""
    match = senet.start_match(GAME, state, len(state.seats), seed=seed)
    answer_lone(match)
    return match


PRIVATE = frozenset(d.name for d in DECISIONS if d.private and not d.together)
"""The private decisions of one player: asked even when they have a single option."""


def answer_lone(match: senet.Match[Any]) -> list[senet.Entry]:
    """Answer every private decision of one player that has a single option (the player at the
    table saying "nothing more"); the new log entries. The tests of the rules read as if those
    were not asked; ``test_private`` shows that they are."""
    out: list[senet.Entry] = []
    while not match.is_over and match.flow.at in PRIVATE:
        (player,) = match.to_act
        options = match.legal_moves(player)
        if len(options) != 1:
            break
        out += match.submit(player, options[0])
    return out


def events(match: senet.Match[Any], kind: type[E]) -> list[E]:
    """The match's logged events of one type, oldest first."""
    return [e.event for e in match.log if isinstance(e.event, kind)]


def new_events(entries: Sequence[senet.Entry], kind: type[E]) -> list[E]:
    """Events of one type among the entries a ``submit`` returned."""
    return [e.event for e in entries if isinstance(e.event, kind)]


def fame(match: senet.Match[Any]) -> tuple[int, ...]:
    """Every player's fame."""
    return tuple(s.fame for s in match.state.seats)


def refused(match: senet.Match[Any], player: int, move: Move, words: str) -> None:
    """``move`` is refused with a reason containing ``words``, and nothing changes."""
    before = match.save()
    with pytest.raises(senet.IllegalMove) as info:
        match.submit(player, move)
    assert words in info.value.reason, info.value.reason
    assert match.save() == before
    assert move not in match.legal_moves(player)


def play(match: senet.Match[Any], *moves: tuple[int, Move]) -> list[senet.Entry]:
    """Submit ``(player, move)`` pairs in order; returns every new log entry."""
    out: list[senet.Entry] = []
    for player, move in moves:
        out += match.submit(player, move)
        out += answer_lone(match)
    return out


def submit(match: senet.Match[Any], player: int, move: Move) -> list[senet.Entry]:
    """``match.submit(player, move)``, then the private decisions with a single option answered."""
    return match.submit(player, move) + answer_lone(match)


def legal(match: senet.Match[Any], player: int) -> set[Move]:
    """The legal moves of ``player`` now, as a set."""
    return set(match.legal_moves(player))


def phase(match: senet.Match[Any]) -> str:
    """The current phase's name."""
    return str(match.flow.at)


__all__ = ["BLACK_BOOK", "CARDS", "GREEN_BOOK", "PRIVATE", "S", "answer_lone", "c", "cards", "events",
           "fame", "legal", "new_events", "phase", "play", "refused", "seat", "start", "submit", "table"]
