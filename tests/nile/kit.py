"""Helpers for the Nile tests: build a table, start a match on it, play, look."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import attrs
import pytest

import senet
from senet import Event, Hand, Move, Secret
from senet_games.nile import GAME, CardDrawn, NileState, Pass, Passed, Step, Why
from senet_games.nile.cards import LOCUSTS, Card, Crop, crops_in_play, sort_cards
from senet_games.nile.state import split_pile

E = TypeVar("E", bound=Event)
Match = senet.Match[Any]
BASE = crops_in_play(2, False)
"""papyrus, lettuce, wheat, flax, castor."""


def table(
    hands: Sequence[Sequence[str]],
    *,
    crops: Sequence[str] = BASE,
    fields: Mapping[int, Mapping[str, int]] | None = None,
    stores: Mapping[int, Mapping[str, int]] | None = None,
    specs: Mapping[int, Sequence[str]] | None = None,
    flood: str | None = "castor",
    pile: Sequence[str] = (),
    discard: Sequence[str] = (),
    reshuffles_left: int = 1,
    current: int = 0,
    turn: int = 3,
) -> NileState:
    """A table in the middle of a game: ``pile`` is the draw pile, top card first. Crops and
    cards may be given by their names (``"papyrus"``): the table holds them as enums."""
    players = len(hands)
    cards, plague = split_pile(_cards(pile))

    def per_crop(given: Mapping[int, Mapping[str, int]] | None) -> tuple[tuple[int, ...], ...]:
        given = given or {}
        return tuple(tuple(given.get(p, {}).get(c, 0) for c in crops) for p in range(players))

    return NileState(
        crops=tuple(Crop(c) for c in crops),
        hands=tuple(Hand(p, sort_cards(_cards(h))) for p, h in enumerate(hands)),
        pile=cards,
        plague=plague,
        discard=_cards(discard),
        reshuffles_left=reshuffles_left,
        reshuffles=max(0, players - 1 - reshuffles_left),  # done and left make players - 1
        fields=per_crop(fields),
        stores=per_crop(stores),
        specs=tuple(_cards((specs or {}).get(p, ())) for p in range(players)),
        flood=None if flood is None else Card(flood),
        current=current,
        turn=turn,
    )


def _cards(names: Sequence[str]) -> tuple[Card, ...]:
    return tuple(Card(c) for c in names)


def start(state: NileState, phase: str = "plant", *, deluxor: bool = False, seed: int = 0) -> Match:
    """A match on ``state``, at the current player's step ``phase`` (trade or plant; pay when a
    trade is under way), as its ``step`` says."""
    state = attrs.evolve(state, step=Step(phase)) if phase != "pay" else state
    return senet.start_match(GAME, state, state.players, seed=seed, options={"deluxor": deluxor})


def drawn(player: int, why: str, card: str) -> CardDrawn:
    """The event of ``player`` drawing ``card`` (as its owner sees it)."""
    return CardDrawn(player, Why(why), Secret(player, Card(card)))


def pass_alone(match: Match, player: int) -> list[senet.Entry]:
    """``player`` is asked a private decision whose one option is to pass (skipping it would tell
    the table what the hand holds); the pass is played and announced like a chosen one."""
    assert match.to_act == (player,) and list(match.legal_moves(player)) == [Pass()]
    step = Step(match.flow.at)
    entries = match.submit(player, Pass())
    assert played(entries, Passed)[:1] == [Passed(player, step)]
    return entries


def hand(match: Match, player: int) -> tuple[str, ...]:
    """``player``'s hand, in card order."""
    state: NileState = match.state
    return state.hands[player].items


def events(match: Match, kind: type[E]) -> list[E]:
    """The match's logged events of one type, oldest first."""
    return [e.event for e in match.log if isinstance(e.event, kind)]


def played(entries: Sequence[senet.Entry], kind: type[E]) -> list[E]:
    """The events of one type among the entries a move returned."""
    return [e.event for e in entries if isinstance(e.event, kind)]


def refused(match: Match, player: int, move: Move, words: str) -> None:
    """``move`` is refused with a reason containing ``words``, and nothing changes."""
    before = match.save()
    with pytest.raises(senet.IllegalMove) as info:
        match.submit(player, move)
    assert words in info.value.reason, info.value.reason
    assert match.save() == before
    assert move not in match.legal_moves(player)


def field(match: Match, player: int, crop: str) -> int:
    """Cards in ``player``'s field of ``crop``."""
    state: NileState = match.state
    return state.fields[player][state.crops.index(crop)]


def store(match: Match, player: int, crop: str) -> int:
    """Cards of ``crop`` in ``player``'s storehouse."""
    state: NileState = match.state
    return state.stores[player][state.crops.index(crop)]


def all_cards(state: NileState) -> Counter[str]:
    """Every card on the table, wherever it is (the total never changes)."""
    out: Counter[str] = Counter(state.draw_pile)
    out.update(state.discard)
    out.update(state.aside)
    for held in state.hands:
        out.update(held.items)
    for spec in state.specs:
        out.update(spec)
    for counts in (*state.fields, *state.stores):
        for crop, n in zip(state.crops, counts, strict=True):
            out[crop] += n
    if state.flood is not None:
        out[state.flood] += 1
    return out


__all__ = ["BASE", "LOCUSTS", "Match", "all_cards", "drawn", "events", "field", "hand", "pass_alone",
           "played", "refused", "start", "store", "table"]
