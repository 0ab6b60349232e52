"""Helpers for the Niagara tests: build a table, start a match on it, play, look."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import pytest

import senet
from senet import Event, Move
from senet_games.niagara import Arm, Canoe, NiagaraState
from senet_games.niagara.components import CARDS
from senet_games.niagara.game import GAME, setup

E = TypeVar("E", bound=Event)
CanoeSpec = tuple[str | None, int | None]
"""``(at, gem)``: where a canoe is (``None``: lost) and the gem it carries."""

AMETHYST, DIAMOND, AMBER, SAPPHIRE, RUBY = 1, 2, 3, 4, 5
CLOUD = 0


def table(
    players: int = 3,
    *,
    canoes: Mapping[tuple[int, int], CanoeSpec] | None = None,
    collected: Mapping[int, Sequence[int]] | None = None,
    sites: Mapping[int, Sequence[int]] | None = None,
    hands: Mapping[int, Sequence[int]] | None = None,
    weather: int = 0,
    arm: str = "a",
    start: int = 0,
    round: int = 1,
    max_rounds: int = 0,
) -> NiagaraState:
    """A state at the start of a round: every canoe on land unless ``canoes`` says otherwise
    (``(player, canoe) -> (at, gem)``); ``collected`` and ``sites`` give whole count rows
    (``sites`` by site number 3-7)."""
    s = setup(players, {"max_rounds": max_rounds}, senet.Rng(0))
    boats = [list(c) for c in s.canoes]
    for (p, c), (at, gem) in (canoes or {}).items():
        boats[p][c] = Canoe(at, gem)
    mine = list(s.collected)
    for p, counts in (collected or {}).items():
        mine[p] = tuple(counts)
    stock = list(s.sites)
    for site, counts in (sites or {}).items():
        stock[site - 3] = tuple(counts)
    cards = list(s.hands)
    for p, hand in (hands or {}).items():
        cards[p] = tuple(sorted(hand))
    return NiagaraState(hands=tuple(cards), canoes=tuple(tuple(b) for b in boats),
                        sites=tuple(stock), collected=tuple(mine), weather=weather, arm=Arm(arm),
                        start=start, round=round, max_rounds=max_rounds)


def revealed(state: NiagaraState, cards: Sequence[int], queue: Sequence[int] | None = None
             ) -> NiagaraState:
    """``state`` just after the cards were revealed (taken from the hands); ``queue``: who still
    acts this round, in order (default: everyone from the start player)."""
    n = len(state.hands)
    hands = tuple(tuple(c for c in hand if c != card) for hand, card in zip(state.hands, cards, strict=True))
    order = tuple(queue) if queue is not None else tuple((state.start + i) % n for i in range(n))
    return NiagaraState(hands=hands, canoes=state.canoes, sites=state.sites,
                        collected=state.collected, weather=state.weather, arm=state.arm,
                        start=state.start, round=state.round, played=tuple(cards), queue=order,
                        max_rounds=state.max_rounds)


def start(state: NiagaraState, seed: int = 0) -> senet.Match[Any]:
    """A match on ``state``; the engine carries the round on to the first decision."""
    return senet.start_match(GAME, state, len(state.hands), seed=seed,
                             options={"max_rounds": state.max_rounds})


def play(match: senet.Match[Any], *moves: Move) -> None:
    """Submit ``moves`` one by one, each for the one player to act."""
    for move in moves:
        acting = match.to_act
        assert len(acting) == 1, f"expected one player to act, not {acting}"
        match.submit(acting[0], move)


def choose(match: senet.Match[Any], *cards: int) -> None:
    """Every player, in seat order, commits the given paddle card."""
    from senet_games.niagara import PlayCard

    for player, card in enumerate(cards):
        match.submit(player, PlayCard(card))


def events(match: senet.Match[Any], kind: type[E]) -> list[E]:
    """The match's logged events of one type, oldest first."""
    return [e.event for e in match.log if isinstance(e.event, kind)]


def legal(match: senet.Match[Any]) -> list[Move]:
    """The legal moves of the one player to act."""
    acting = match.to_act
    assert len(acting) == 1, f"expected one player to act, not {acting}"
    return list(match.legal_moves(acting[0]))


def refused(match: senet.Match[Any], move: Move, words: str) -> None:
    """``move`` by the acting player is refused with a reason containing ``words``; nothing changes."""
    player = match.to_act[0]
    before = match.save()
    with pytest.raises(senet.IllegalMove) as info:
        match.submit(player, move)
    assert words in info.value.reason, info.value.reason
    assert match.save() == before
    assert move not in match.legal_moves(player)


def canoe(match: senet.Match[Any], player: int, number: int) -> Canoe:
    """One canoe of the match's current state."""
    found: Canoe = match.state.canoes[player][number]
    return found


FULL_HAND = CARDS
