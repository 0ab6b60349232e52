"""Whole seeded games with random bots: they end, they replay, and every decision is consistent.

At each decision of a few games every listed move is accepted, probe moves that are
not listed are refused, the views the engine derives hold nothing hidden, and its
search copies (re-dealt hidden containers) keep what is known.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import senet
from senet import Move, RandomBot
from senet.savefile import codec_for
from senet_games.nimmt import (
    GAME,
    ActionsDrawn,
    BoardState,
    Luck,
    PickRow,
    Place,
    PlayAscending,
    PlayExtra,
    PlayJump,
    PlayPlusFive,
    PlayStop,
    PlaySwap,
    PlayTile,
    PlayToStart,
    PlayTwoPositive,
    TakeLuck,
    TileDrawn,
    TilesDealt,
)
from senet_games.nimmt.state import hand

CONFIGS = [{"side": "basic"}, {"side": "basic", "luck": True}, {"side": "pro"},
           {"side": "pro", "luck": True}]
CAP = 4000


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: "-".join(str(v) for v in o.values()))
@pytest.mark.parametrize("players", range(2, 7))
def test_random_games_play_to_the_end(options: dict[str, object], players: int) -> None:
    for seed in range(3):
        match = senet.new_match(GAME, players, seed=seed, options=options)
        outcome = senet.play_out(match, max_moves=CAP)
        if options["side"] == "basic":
            assert outcome.finished
        if outcome.finished:
            assert match.result is not None and min(match.result.ranks) == 1
            state = match.state
            assert state.owed == () and state.restart is None and state.waiting == ()
        loaded = senet.load_match(match.save())
        assert loaded.state == match.state and loaded.state_hash() == match.state_hash()


def _probes(match: senet.Match[Any], player: int) -> list[Move]:
    state: BoardState = match.state
    phase = match.flow.at
    if phase == "choose":
        tiles = hand(state, player)
        return [PlayTile((t,)) for t in (*tiles, 100)] + [PlayTile((a, b)) for a in tiles[:3] for b in tiles]
    if phase in ("swap_tile", "extra_tile"):
        return [PlayTile((t,)) for t in range(1, 101)] + [PlayTile((1, 2))]
    if phase == "pick_row":
        return [PickRow(r) for r in range(-1, 11)]
    if phase == "luck_card":
        return [TakeLuck(Luck.PLUS5), TakeLuck(Luck.TWO_POSITIVE)]
    tiles = sorted(t for slots in state.rows for t in slots if t is not None)
    out: list[Move] = [Place(), PlaySwap(), PlayJump(), PlayExtra(), PlayPlusFive()]
    for r in range(-1, 11):
        out += [PlayStop(r), PlayToStart(r), PlayAscending(r)]
    out += [PlayTwoPositive((a, b)) for a in tiles[:6] for b in tiles if a < b]
    out += [PlayTwoPositive((t,)) for t in tiles[:4]]
    return out


def _check_view(match: senet.Match[Any], player: int) -> None:
    """The derived view shows the player their own tiles and cards and only sizes of the rest."""
    state: BoardState = match.state
    seen: BoardState = match.view(player).state
    assert hand(seen, player) == hand(state, player)
    assert seen.actions[player].items == state.actions[player].items
    assert [len(h) for h in seen.hands] == [len(h) for h in state.hands]
    assert [len(a) for a in seen.actions] == [len(a) for a in state.actions]
    assert seen.known == state.known
    for p in range(state.players):
        assert set(state.known[p]).isdisjoint(state.hands[p].items)
        if p != player:
            assert not seen.hands[p].items and not seen.actions[p].items
    assert not seen.stock.items and len(seen.stock) == len(state.stock)
    assert not seen.deck.items and len(seen.deck) == len(state.deck)
    spectator: BoardState = match.view(None).state
    assert not any(h.items for h in spectator.hands) and not any(a.items for a in spectator.actions)
    assert spectator.known == state.known


def _check_log(match: senet.Match[Any], player: int) -> None:
    for entry in match.log_for(player):
        event = entry.event
        if isinstance(event, TilesDealt | TileDrawn | ActionsDrawn) and event.player != player:
            if isinstance(event, TileDrawn):
                assert event.tile.value is None and event.tile
            else:
                secret = event.cards if isinstance(event, ActionsDrawn) else event.tiles
                assert not secret.items and len(secret) == event.count


def _check_determinize(state: BoardState, observer: int, seed: int) -> None:
    """The engine's search copy keeps what ``observer`` knows and re-deals only the rest."""
    other: BoardState = GAME.determinize(state, observer, senet.Rng(seed))
    assert other.hands[observer] == state.hands[observer]
    assert other.actions[observer] == state.actions[observer]
    assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
    assert [len(a) for a in other.actions] == [len(a) for a in state.actions]
    assert other.known == state.known     # tiles seen going into a hand are never re-dealt

    def tiles(s: BoardState) -> Counter[int]:
        return Counter([t for h in s.hands for t in h] + list(s.stock.items))

    def cards(s: BoardState) -> Counter[str]:
        return Counter([c for a in s.actions for c in a] + list(s.deck.items))

    assert tiles(other) == tiles(state) and cards(other) == cards(state)
    assert (other.rows, other.scores, other.discard, other.lucky) == (
        state.rows, state.scores, state.discard, state.lucky)


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_every_decision_lists_exactly_what_it_accepts(options: dict[str, object]) -> None:
    for players, seed in ((2, 11), (4, 12), (6, 13)):
        match = senet.new_match(GAME, players, seed=seed, options=options)
        bots = [RandomBot(seed * 10 + p) for p in range(players)]
        for step in range(300):
            if match.is_over:
                break
            player = match.to_act[0]
            legal = list(match.legal_moves(player))
            assert legal and len(set(legal)) == len(legal)
            if len(legal) == 1:  # only the private "place", of an owner holding action cards
                assert match.flow.at == "place" and legal == [Place()], legal
                assert len(match.state.actions[player]) > 0
            for move in legal:
                assert match.refusal(player, move) is None, move
            for move in _probes(match, player):
                assert (match.refusal(player, move) is None) == (move in legal), move
            if step % 7 == 0:
                _check_view(match, player)
                _check_determinize(match.state, player, step)
            match.submit(player, bots[player].choose(match.view(player), legal))
        for p in range(players):
            _check_log(match, p)


def test_every_state_of_a_game_saves_and_loads_as_itself() -> None:
    codec = codec_for(GAME)
    match = senet.new_match(GAME, 5, seed=21, options={"side": "pro", "luck": True})
    bot = RandomBot(3)
    states = [match.state]
    while not match.is_over and len(states) < 400:
        player = match.to_act[0]
        match.submit(player, bot.choose(match.view(player), match.legal_moves(player)))
        states.append(match.state)
    assert any(s.mods.how or s.mods.jump or s.mods.picking for s in states)
    assert any(s.restart is not None for s in states) and any(s.waiting for s in states)
    for state in states:
        data = codec.unstructure(state, GAME.state_type)
        assert codec.structure_untrusted(data, GAME.state_type, "state") == state
