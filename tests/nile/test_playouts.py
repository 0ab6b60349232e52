"""Whole seeded games with random bots: they end, they replay, and every decision is consistent.

At each decision every listed move is accepted, probe moves not listed are
refused, only a private decision has a single option, and the table keeps its invariants.
"""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet import Move, RandomBot
from senet.savefile import codec_for
from senet_games.nile import (
    GAME,
    Market,
    NileState,
    OfferToHapi,
    Pass,
    Pay,
    Plant,
    PlantPair,
    Speculate,
)
from senet_games.nile.cards import ALL_CROPS, LOCUSTS, SPECULATIONS, sort_cards
from senet_games.nile.events import GameOver
from senet_games.nile.flow import DECISIONS
from tests.nile.kit import all_cards

PRIVATE = {d.name for d in DECISIONS if d.private}
CASES = [(p, False) for p in range(2, 6)] + [(p, True) for p in range(2, 7)]
CAP = 4000


def _probes(phase: str) -> list[Move]:
    cards = (*ALL_CROPS, *SPECULATIONS, LOCUSTS, "x")
    if phase == "trade":
        return [OfferToHapi(), Market(), Pass(), Pay("wheat")]
    if phase == "pay":
        return [Pay(c, s) for c in cards for s in (False, True)] + [Pass()]
    out: list[Move] = [Pass(), *(Speculate(c) for c in cards)]
    if phase == "plant":
        out += [Plant(c, n) for c in (*ALL_CROPS, "x") for n in range(-1, 8)]
        out += [PlantPair(a, b) for a in ALL_CROPS for b in ALL_CROPS]
    return out


def _check_table(match: senet.Match[Any], total: int) -> None:
    state: NileState = match.state
    assert sum(all_cards(state).values()) == total
    for i, crop in enumerate(state.crops):
        assert sum(1 for fields in state.fields if fields[i]) <= 1, f"{crop} in two players' fields"
    for hand in state.hands:
        assert LOCUSTS not in hand and hand.items == sort_cards(hand.items)
    if match.is_over:
        return
    phase = match.flow.at
    assert (phase == "pay") == (state.trade is not None)
    assert 0 <= state.paid < 2 and state.flood is not None
    lying = [len(s) for s in state.specs]
    mine = 1 if phase == "speculate" else 0
    assert lying == [mine if p == state.current else 0 for p in range(state.players)]


def _check_order(state: NileState, legal: list[Move]) -> None:
    """Plantings by crop then count, the pairs, the speculation cards, pass last."""
    kinds = [(Plant, PlantPair, Speculate, Pass).index(type(m)) for m in legal]
    assert kinds == sorted(kinds) and legal[-1] == Pass()
    plants = [(state.crops.index(m.crop), m.count) for m in legal if isinstance(m, Plant)]
    assert plants == sorted(plants)


@pytest.mark.parametrize(("players", "deluxor"), CASES)
def test_random_games_play_to_the_end_and_replay(players: int, deluxor: bool) -> None:
    for seed in range(4):
        match = senet.new_match(GAME, players, seed=seed, options={"deluxor": deluxor})
        total = sum(all_cards(match.state).values())
        outcome = senet.play_out(match, max_moves=CAP)
        assert outcome.finished and outcome.moves < CAP
        _check_table(match, total)
        state: NileState = match.state
        assert state.ended is not None and isinstance(match.log[-1].event, GameOver)
        assert match.result is not None and min(match.result.ranks) == 1
        loaded = senet.load_match(match.save())
        assert loaded.state == match.state and loaded.state_hash() == match.state_hash()


@pytest.mark.parametrize(("players", "deluxor"), [(2, False), (4, False), (5, True), (6, True)])
def test_every_decision_lists_exactly_what_it_accepts(players: int, deluxor: bool) -> None:
    phases: set[str] = set()
    for seed in range(5 if players == 2 else 3):  # two players rarely hold two speculation cards
        match = senet.new_match(GAME, players, seed=players * 7 + seed, options={"deluxor": deluxor})
        total = sum(all_cards(match.state).values())
        bots = [RandomBot(seed * 10 + p) for p in range(players)]
        while not match.is_over:
            player = match.to_act[0]
            legal = list(match.legal_moves(player))
            assert len(set(legal)) == len(legal) and len(legal) <= 40
            # One option is asked only of a private decision (its options depend on the hand).
            assert len(legal) > 1 or match.flow.at in PRIVATE, f"public, one option: {legal}"
            phases.add(match.flow.at)
            for move in legal:
                assert match.refusal(player, move) is None, move
            decision = next(d for d in DECISIONS if d.name == match.flow.at)
            assert decision.refusal is not None
            for move in _probes(match.flow.at):
                refusal = match.refusal(player, move)
                assert (refusal is None) == (move in legal), move
                assert refusal is None or refusal.reason
            if match.flow.at in ("plant", "speculate"):
                _check_order(match.state, legal)
            match.submit(player, bots[player].choose(None, legal))
            _check_table(match, total)
    assert phases == {"trade", "pay", "plant", "speculate"}


def test_every_state_of_a_game_saves_and_loads_as_itself() -> None:
    codec = codec_for(GAME)
    match = senet.new_match(GAME, 5, seed=21, options={"deluxor": True})
    bot = RandomBot(3)
    states = [match.state]
    while not match.is_over:
        player = match.to_act[0]
        match.submit(player, bot.choose(None, match.legal_moves(player)))
        states.append(match.state)
    assert any(s.trade is not None for s in states) and any(any(s.specs) for s in states)
    for state in states[::3]:
        data = codec.unstructure(state, GAME.state_type)
        assert codec.structure_untrusted(data, GAME.state_type, "state") == state
