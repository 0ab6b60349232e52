"""Whole seeded games with random bots: they end, they replay, every tile stays accounted for,
and at every decision the listed moves are exactly the accepted ones."""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

import senet
from senet import Move, RandomBot
from senet.savefile import codec_for
from senet_games.tigris import GAME, board
from senet_games.tigris.board import red_next_to, regions
from senet_games.tigris.layout import LAYOUTS, NEIGHBOURS
from senet_games.tigris.moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    MoveLeader,
    Pass,
    PickWar,
    PlaceLeader,
    Square,
    Support,
    WithdrawLeader,
)
from senet_games.tigris.rules import action_reason
from senet_games.tigris.rules_squares import catastrophe_fault, leader_fault, squares_for, tile_fault
from senet_games.tigris.state import LEADER, MONUMENTS, Kind, TigrisState
from tests.tigris.kit import tiles_total

CONFIGS = [{}, {"board": "advanced"}, {"open_scoring": True}]
COLOURS = ("red", "blue", "green", "black", "purple")
SQUARES = [Square(r, c) for r in range(-1, 12) for c in range(-1, 17)]


def _ids(options: dict[str, object]) -> str:
    return "-".join(f"{k}={v}" for k, v in options.items()) or "default"


@pytest.mark.parametrize("options", CONFIGS, ids=_ids)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_play_to_the_end_and_replay(options: dict[str, object], players: int) -> None:
    for seed in range(2):
        match = senet.new_match(GAME, players, seed=seed, options=options)
        outcome = senet.play_out(match, max_moves=4000)
        assert outcome.finished and match.state.ended in ("bag", "treasures")
        assert match.result is not None and min(match.result.ranks) == 1
        state: TigrisState = match.state
        assert tiles_total(state) == 153 and state.conflict is None and state.unification is None
        loaded = senet.load_match(match.save())
        assert loaded.state == match.state


def _probes(match: senet.Match[Any], player: int) -> list[Move]:
    phase = match.flow.at
    if phase == "action":
        out: list[Move] = [ChooseCatastrophe(), ChooseSwap(), Pass()]
        for colour in COLOURS:
            out += [ChooseTile(colour), PlaceLeader(colour), MoveLeader(colour), WithdrawLeader(colour)]
        return out
    if phase == "square":
        return list(SQUARES)
    if phase == "discard":
        return [Discard(*counts) for counts in product(range(4), repeat=4)] + [Discard(-1, 2, 0, 0)]
    if phase in ("attack", "defend"):
        return [Support(n) for n in range(-1, 9)]
    if phase == "war":
        return [PickWar(colour) for colour in COLOURS]
    if phase == "monument":
        placed = match.state.placed
        r, c = divmod(placed, 16)
        return [DeclineMonument()] + [BuildMonument(r + dr, c + dc, name) for dr in (-1, 0, 1)
                                      for dc in (-1, 0, 1) for name in (*MONUMENTS, "x")]
    assert phase == "treasure"
    return [LeaveTreasure(s.row, s.col) for s in SQUARES]


def _check_kingdoms(state: TigrisState) -> None:
    """Between actions: no kingdom holds two leaders of a colour, every leader has a temple."""
    reg = regions(state.cells)
    for leaders in reg.leaders:
        colours = [(state.cells[at] - LEADER) % 4 for at in leaders]
        assert len(colours) == len(set(colours)), leaders
        for at in leaders:
            assert red_next_to(state.cells, at) > 0, at


@pytest.mark.parametrize("options", CONFIGS, ids=_ids)
def test_every_decision_lists_exactly_what_it_accepts(options: dict[str, object]) -> None:
    seen: set[str] = set()
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        match = senet.new_match(GAME, players, seed=seed, options=options)
        bots = [RandomBot(seed * 10 + p) for p in range(players)]
        step = 0
        while not match.is_over:
            player = match.to_act[0]
            legal = list(match.legal_moves(player))
            assert legal and len(set(legal)) == len(legal)
            private = match.flow.at in ("attack", "defend")  # asked even with one option
            assert len(legal) > 1 or private, f"a decision with one option was asked: {legal}"
            seen.add(match.flow.at)
            if step % 3 == 0:
                for move in legal:
                    assert match.refusal(player, move) is None, move
                for move in _probes(match, player):
                    assert (match.refusal(player, move) is None) == (move in legal), move
            assert tiles_total(match.state) == 153
            if match.flow.at == "action":
                _check_kingdoms(match.state)
            match.submit(player, bots[player].choose(None, legal))
            step += 1
    assert {"action", "square", "discard", "attack"} <= seen


def test_every_state_of_a_game_saves_and_loads_as_itself() -> None:
    codec = codec_for(GAME)
    match = senet.new_match(GAME, 3, seed=21)
    bot = RandomBot(3)
    states = [match.state]
    while not match.is_over:
        player = match.to_act[0]
        match.submit(player, bot.choose(None, match.legal_moves(player)))
        states.append(match.state)
    assert any(s.conflict is not None for s in states) and any(s.choice for s in states)
    for state in states[::5]:
        data = codec.unstructure(state, GAME.state_type)
        assert codec.structure_untrusted(data, GAME.state_type, "state") == state


def test_the_fast_square_lists_agree_with_checking_every_square() -> None:
    """The legal squares come from narrowed candidates and cached tables; checking every square
    of the board with the same faults gives the same lists, and the same leader moves."""
    match = senet.new_match(GAME, 4, seed=8)
    bot = RandomBot(8)
    checked = 0
    while not match.is_over:
        state: TigrisState = match.state
        if match.flow.at == "action" and len(match.moves) % 4 == 0:
            reg = regions(state.cells)
            river = LAYOUTS[state.side].river
            for colour in range(4):
                every = tuple(s for s in range(176) if tile_fault(reg, river, colour, s) is None)
                assert squares_for(state, Kind.TILE, colour) == every
            every = tuple(s for s in range(176) if leader_fault(reg, river, s) is None)
            assert squares_for(state, Kind.LEADER) == every
            every = tuple(s for s in range(176)
                          if catastrophe_fault(state.cells, state.treasures, s) is None)
            assert squares_for(state, Kind.CATASTROPHE) == every
            for player in range(4):
                for colour in range(4):
                    at = reg.leader_at[4 * player + colour]
                    if at < 0:
                        continue
                    lifted = (*state.cells[:at], 0, *state.cells[at + 1:])
                    lifted_reg = regions(lifted)
                    free = [s for s in range(176)
                            if s != at and leader_fault(lifted_reg, river, s) is None]
                    move = MoveLeader(("red", "blue", "green", "black")[colour])
                    assert (action_reason(state, player, move) is None) == bool(free)
            checked += 1
        player = match.to_act[0]
        match.submit(player, bot.choose(None, match.legal_moves(player)))
    assert checked > 20


def test_the_board_labelling_is_the_engines() -> None:
    """Regions labels only the member squares (senet.label_member_groups): the labels
    and groups must be the engine's, with and without a cut square."""
    match = senet.new_match(GAME, 4, seed=3)
    bot = RandomBot(3)
    while not match.is_over:
        cells = match.state.cells
        member = [code not in (0, 6) for code in cells]
        for cut in (None, *(s for s in range(0, 176, 37))):
            reg = regions(cells, cut)
            assert (reg.label, reg.groups) == senet.label_groups(
                member, NEIGHBOURS, () if cut is None else (cut,))
        player = match.to_act[0]
        match.submit(player, bot.choose(None, match.legal_moves(player)))


def test_a_board_worked_out_from_the_one_before_is_analysed_as_afresh() -> None:
    """Most boards are analysed from the board before (``board.put`` remembers the change):
    every answer must be the one a fresh analysis of the board gives. (Asked of
    ``board._derived`` itself, not by patching ``board``: compiled, it calls its own functions.)"""
    derived = 0
    for players, seed, options in ((2, 4, {}), (3, 9, {"board": "advanced"}), (4, 14, {})):
        match = senet.new_match(GAME, players, seed=seed, options=options)
        bot = RandomBot(seed)
        while not match.is_over:
            cells = match.state.cells
            fresh = board.Regions(cells, None)
            worked = board._derived(cells)  # from the board before, as ``regions`` works it out
            derived += worked is not None
            for reg in (regions(cells), *([worked] if worked is not None else [])):
                for name in ("empty", "firsts", "kingdom", "kingdoms_near", "label", "leader_at",
                             "leaders", "red_near", "temple_squares"):
                    assert getattr(reg, name) == getattr(fresh, name), name
                assert [sorted(squares) for squares in reg.members] == [sorted(g) for g in fresh.groups]
            player = match.to_act[0]
            match.submit(player, bot.choose(None, match.legal_moves(player)))
    assert derived > 300
