"""Whole seeded games with random bots, for every player count: they end, replay, hide what is
hidden, and at every decision what is listed is accepted and what is not is refused."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import senet
from senet import Move, Rng
from senet.savefile import codec_for
from senet_games.nephthys import moves as mv
from senet_games.nephthys.cards import BOOKS, DECK, START_CARD
from senet_games.nephthys.events import CardsDrawn, GameEnded, HandDealt
from senet_games.nephthys.flow import DECISIONS
from senet_games.nephthys.game import GAME
from senet_games.nephthys.state import NephState

CAP = 4000


def _all_cards(state: NephState) -> list[int]:
    out = [*state.deck.items, *state.discard, *state.row, *state.books, *state.holding]
    for seat in state.seats:
        out += [*seat.hand, *seat.display, *seat.techniques, *seat.storage]
    if state.take is not None:
        out += state.take.added
    if state.stash is not None:
        out += state.stash.cards
    if state.paying is not None:
        out += state.paying.paid
    return sorted(out)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_end_and_replay(players: int) -> None:
    everything = sorted([*DECK, *BOOKS, *([START_CARD] * players)])
    for seed in range(4):
        match = senet.new_match(GAME, players, seed=seed)
        outcome = senet.play_out(match, max_moves=CAP)
        assert outcome.finished and match.result is not None
        state: NephState = match.state
        assert _all_cards(state) == everything   # no card appears or vanishes
        ended = [e.event for e in match.log if isinstance(e.event, GameEnded)]
        assert len(ended) == 1 and ended[0].round == state.round
        if players == 1:
            assert state.round <= 12
        assert max(match.result.scores) >= 31 or ended[0].why != "fame"
        assert sorted({*(s.society for s in state.societies), *state.society_deck,
                       *state.society_discard}) == list(range(1, 11))
        loaded = senet.load_match(match.save())
        assert loaded.state == match.state and loaded.state_hash() == match.state_hash()


def _probes(match: senet.Match[Any], player: int) -> list[Move]:
    """Moves to try at a decision: listed or not, of every kind, with odd numbers too."""
    state: NephState = match.state
    some = sorted({*state.seats[player].hand, *state.seats[player].display, *state.row, 105, 2213,
                   -1, 0, 99})
    out: list[Move] = [mv.SkipTechnique(), mv.UseNephthys(), mv.UseKhnum(), mv.TakeSet(),
                       mv.KeepDisplay(), mv.ReplaceDisplay(), mv.SelfStudy(), mv.StopDiscarding()]
    for c in some:
        out += [mv.PlayTechnique(c), mv.AddCard(c), mv.StoreCard(c), mv.PayCard(c), mv.Discard(c),
                mv.TakeBook(c)]
        out += [mv.PlayTechnique(c, d) for d in some[:4]]
    for n in range(-1, 8):
        out += [mv.NameStart(n), mv.StealFrom(n), mv.SwapCards(n), mv.Achieve(n + 3)]
        out += [mv.TakeBlock(n, m) for m in range(-1, 8)]
    return out


def _check_decision(match: senet.Match[Any], rng: Rng) -> None:
    for player in range(match.players):
        if not match.may_act(player):
            continue
        legal = list(match.legal_moves(player))
        assert legal and len(set(legal)) == len(legal)
        for move in legal:
            match.copy().submit(player, move)
        before = match.save()
        for move in _probes(match, player):
            if move in legal:
                continue
            with pytest.raises(senet.IllegalMove) as refused:
                match.submit(player, move)
            assert refused.value.reason
        assert match.save() == before
        if match.flow.at not in _PRIVATE:
            assert len(legal) > 1, "a public decision with one option is not asked"


_PRIVATE = {d.name for d in DECISIONS if d.private}
"""Decisions asked even with one option (how many options they have depends on a hand)."""


def _view_bytes(match: senet.Match[Any], player: int | None) -> bytes:
    return senet.serial.pack(codec_for(GAME).unstructure(match.view(player), senet.View))


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_decision_lists_exactly_what_it_accepts(players: int) -> None:
    match = senet.new_match(GAME, players, seed=40 + players)
    rng = Rng(players)
    steps = 0
    while not match.is_over and steps < 120:
        if steps % 3 == 0:
            _check_decision(match, rng)
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
        steps += 1
    assert steps == 120 or match.is_over


def test_views_hold_nothing_hidden_and_the_derived_search_copy_re_deals_it() -> None:
    match = senet.new_match(GAME, 3, seed=5)
    rng = Rng(9)
    changed = 0
    for step in range(150):
        if match.is_over:
            break
        state: NephState = match.state
        for observer in (None, 0, 1, 2):
            other = GAME.determinize(state, observer, Rng(step * 31 + (observer or 0)))
            changed += other != state
            copy = match.copy(state=other)
            assert _view_bytes(copy, observer) == _view_bytes(match, observer)
            for p, seat in enumerate(other.seats):
                assert len(seat.hand) == len(state.seats[p].hand)
                assert all(k in seat.hand for k in seat.known)
                if p == observer:
                    assert seat.hand == state.seats[p].hand
            assert sorted(_all_cards(other)) == sorted(_all_cards(state))
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
    assert changed > 100


def test_hands_and_draws_are_secret_in_the_other_players_logs() -> None:
    match = senet.new_match(GAME, 3, seed=2)
    senet.play_out(match, max_moves=300)
    for viewer in (None, 0, 1, 2):
        for entry in match.log_for(viewer):
            event = entry.event
            if isinstance(event, (HandDealt, CardsDrawn)):
                if event.player == viewer:
                    assert len(event.cards.items) == event.count and event.cards.known
                else:
                    assert not event.cards.items and not event.cards.known and len(event.cards) == event.count


def test_the_views_show_the_viewers_hand_only() -> None:
    match = senet.new_match(GAME, 3, seed=2)
    state: NephState = match.state
    for p in range(3):
        view = match.view(p).state
        assert view.seats[p].hand == state.seats[p].hand
        assert all(s.hand == (START_CARD,) for q, s in enumerate(view.seats) if q != p)
        assert [s.hand_size for s in view.seats] == [len(s.hand) for s in state.seats]
        assert all(s.known == (START_CARD,) for s in view.seats)
        assert view.society_deck[0] == state.society_deck[0] and len(view.deck) == len(state.deck)
        assert not view.deck.items
    assert all(s.hand == (START_CARD,) for s in match.view(None).state.seats)


def test_same_seed_same_game() -> None:
    first = senet.new_match(GAME, 4, seed=77)
    second = senet.new_match(GAME, 4, seed=77)
    senet.play_out(first)
    senet.play_out(second)
    assert first.save() == second.save()


def test_replay_to_any_move_gives_the_same_state() -> None:
    match = senet.new_match(GAME, 2, seed=8)
    hashes = [match.state_hash()]
    rng = Rng(3)
    while not match.is_over:
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
        hashes.append(match.state_hash())
    data = match.save()
    for k in (0, 1, len(hashes) // 2, len(hashes) - 1):
        assert senet.load_match(data, upto=k).state_hash() == hashes[k]


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), steps=st.integers(0, 150),
       cls=st.sampled_from(GAME.moves), values=st.lists(st.integers(-2, 2400), min_size=2, max_size=2),
       who=st.integers(0, 3))
def test_any_move_is_accepted_exactly_when_listed(players: int, seed: int, steps: int,
                                                  cls: type[Move], values: list[int], who: int) -> None:
    match = senet.new_match(GAME, players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if match.is_over:
            return
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
    if match.is_over:
        return
    fields = [f.name for f in attrs.fields(cls)]  # type: ignore[arg-type]
    move = cls(**dict(zip(fields, values, strict=False)))
    player = who % players
    listed = move in match.legal_moves(player)
    before = match.save()
    try:
        match.submit(player, move)
    except senet.IllegalMove as refused:
        assert not listed, refused.reason
        assert match.save() == before
    else:
        assert listed
