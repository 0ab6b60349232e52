"""The Goofspiel example plugin (docs/examples/goofspiel), registered at run time and played."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from collections.abc import Iterator, Sequence
from importlib import import_module
from pathlib import Path
from typing import Any

import attrs
import pytest
import senet_goofspiel
from senet_goofspiel import (
    GAME,
    Bid,
    BidsPlayed,
    GoofState,
    PrizeDiscarded,
    PrizeTurned,
    PrizeWon,
)

import senet
from senet import Committed, IllegalMove, Match, Pile, Rng, SaveFormatError

SAID = senet.faces.words(GAME)
"""The game's words face."""

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "goofspiel"
PLAYER_COUNTS = list(GAME.players)


@pytest.fixture(scope="module")
def registry() -> senet.Registry:
    """A registry with only the example, registered the way an app or a test does it."""
    registry = senet.Registry(entry_points=False)
    registry.register(senet_goofspiel)
    return registry


def table(prizes: Sequence[int], players: int = 2, cards: int = 3) -> GoofState:
    """A fresh table whose face-down prizes lie in a known order (top first)."""
    ranks = tuple(range(1, cards + 1))
    return GoofState(cards=cards, hands=(ranks,) * players, prizes=Pile(tuple(prizes)),
                     won=((),) * players)


def begin(registry: senet.Registry, prizes: Sequence[int], players: int = 2, cards: int = 3
          ) -> Match[Any]:
    """A match started from :func:`table`; the first prize is turned up on entry."""
    return senet.start_match("goofspiel", table(prizes, players, cards), players,
                             options={"cards": cards}, registry=registry)


def bid_round(match: Match[Any], *cards: int) -> list[senet.Entry]:
    """Every seat bids, in seat order; returns the entries of the revealing move."""
    entries: list[senet.Entry] = []
    for player, card in enumerate(cards):
        entries = match.submit(player, Bid(card))
    return entries


def events_of(entries: Sequence[senet.Entry]) -> list[senet.Event]:
    """The events of some log entries."""
    return [e.event for e in entries]


def states_of_playout(match: Match[Any], seed: int) -> Iterator[Match[Any]]:
    """``match`` at each step of a seeded random playout (the same object, advancing)."""
    rng = Rng(seed)
    while not match.is_over:
        yield match
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
    yield match


# -- packaging and registration ------------------------------------------------------------


def test_pyproject_declares_the_entry_point_in_the_senet_group() -> None:
    with (EXAMPLE / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    target = project["entry-points"]["senet"]["goofspiel"]
    assert target == "senet_goofspiel"
    assert import_module(target) is senet_goofspiel
    assert any(dep.split(">")[0].split("=")[0].strip() == "senet" for dep in project["dependencies"])
    assert (EXAMPLE / "senet_goofspiel" / "py.typed").exists()


def test_registering_the_plugin_gives_the_game(registry: senet.Registry) -> None:
    assert registry.names() == ["goofspiel"]
    assert registry.get("goofspiel") is GAME
    assert registry.owners["goofspiel"] == "senet_goofspiel"


def test_options_are_checked(registry: senet.Registry) -> None:
    assert senet.new_match("goofspiel", 2, registry=registry).state.cards == 13
    for bad in (2, 14, "many"):
        with pytest.raises(senet.OptionError):
            senet.new_match("goofspiel", 2, options={"cards": bad}, registry=registry)
    for players in (1, 5):
        with pytest.raises(senet.OptionError):
            senet.new_match("goofspiel", players, registry=registry)


# -- whole games ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("cards", [3, 13])
def test_random_playouts_reach_the_end(registry: senet.Registry, players: int, cards: int) -> None:
    for seed in range(8):
        match = senet.new_match("goofspiel", players, seed=seed, options={"cards": cards},
                                registry=registry)
        outcome = senet.play_out(match, max_moves=1000)
        assert outcome.finished
        # every seat decides N - 1 times: the last card is played without asking
        assert outcome.moves == players * (cards - 1)
        state = match.state
        assert state.hands == ((),) * players and state.prize is None
        shared = [p for won in state.won for p in won] + list(state.discarded)
        assert sorted(shared) == list(range(1, cards + 1))
        result = match.result
        assert result is not None and result.scores == tuple(sum(w) for w in state.won)


def test_the_same_seed_gives_the_same_match(registry: senet.Registry) -> None:
    saves = set()
    for _ in range(2):
        match = senet.new_match("goofspiel", 3, seed=42, registry=registry)
        senet.play_out(match)
        saves.add(match.save())
    assert len(saves) == 1


def test_listed_bids_are_exactly_the_accepted_ones(registry: senet.Registry) -> None:
    match = senet.new_match("goofspiel", 3, seed=5, options={"cards": 5}, registry=registry)
    for step in states_of_playout(match, seed=5):
        for player in range(step.players):
            listed = set(step.legal_moves(player))
            for card in range(0, 7):
                refused = step.refusal(player, Bid(card))
                assert (refused is None) == (Bid(card) in listed), (player, card)


# -- the rules, from known tables ----------------------------------------------------------


def test_the_first_prize_is_turned_up_on_entry(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1))
    assert events_of(match.log) == [PrizeTurned(1, 2)]
    assert match.state.prize == 2 and match.state.prizes.items == (3, 1)
    assert match.to_act == (0, 1)


def test_the_higher_bid_wins_the_prize(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1))
    entries = bid_round(match, 1, 3)
    assert events_of(entries)[-3:] == [BidsPlayed((1, 3)), PrizeWon(1, 2, 3), PrizeTurned(2, 3)]
    assert match.state.won == ((), (2,))
    assert match.state.hands == ((2, 3), (1, 2))


def test_a_tie_for_the_highest_bid_discards_the_prize(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1))
    entries = bid_round(match, 3, 3)
    assert PrizeDiscarded(2, 3, (0, 1)) in events_of(entries)
    assert match.state.won == ((), ())
    assert match.state.discarded == (2,)


def test_a_tie_on_top_discards_even_when_a_lower_bid_is_single(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(3, 2, 1), players=3)
    entries = bid_round(match, 2, 2, 1)
    assert PrizeDiscarded(3, 2, (0, 1)) in events_of(entries)
    assert match.state.won == ((), (), ())


def test_a_card_cannot_be_bid_twice(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1))
    bid_round(match, 1, 3)
    before = match.save()
    with pytest.raises(IllegalMove) as refused:
        match.submit(0, Bid(1))
    assert refused.value.reason == "card 1 was already played"
    assert refused.value.code == "invalid"
    assert match.save() == before
    assert Bid(1) not in match.legal_moves(0)


def test_a_card_outside_the_deck_is_refused(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1))
    with pytest.raises(IllegalMove, match="there is no card 4: the cards are 1 to 3"):
        match.submit(0, Bid(4))


def test_a_bid_may_be_changed_until_the_last_seat_bids(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1))
    match.submit(0, Bid(1))
    assert match.to_act == (1,)
    match.submit(0, Bid(3))
    match.submit(1, Bid(2))
    assert match.state.won == ((2,), ())


def test_the_last_card_is_played_without_asking(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(3, 1, 2))
    bid_round(match, 3, 1)       # player 0 takes 3
    entries = bid_round(match, 1, 2)  # player 1 takes 1; the last round plays itself
    assert events_of(entries)[-3:] == [PrizeTurned(3, 2), BidsPlayed((2, 3), forced=True),
                                       PrizeWon(1, 2, 3)]
    assert match.is_over and match.to_act == ()


def test_equal_totals_share_the_place(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(3, 1, 2))
    bid_round(match, 3, 1)
    bid_round(match, 1, 2)
    result = match.result
    assert result is not None
    assert result.scores == (3, 3) and result.ranks == (1, 1) and result.winners == (0, 1)


def test_three_seats_rank_by_total(registry: senet.Registry) -> None:
    state = attrs.evolve(table((), players=3), hands=((), (), ()), won=((3,), (1, 2), ()))
    result = GAME.result(state)
    assert result.scores == (3, 3, 0) and result.ranks == (1, 1, 3)


# -- what players see ----------------------------------------------------------------------


def test_views_show_the_prizes_only_as_a_count(registry: senet.Registry) -> None:
    match = senet.new_match("goofspiel", 3, seed=9, registry=registry)
    for player in (None, 0, 1, 2):
        shown = match.view(player).state
        assert isinstance(shown, GoofState)
        assert len(shown.prizes) == 12 and shown.prize == match.state.prize
        assert shown.prizes.items == () and shown.hands == match.state.hands


def test_a_bid_is_seen_only_by_its_bidder_until_revealed(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1), players=3)
    match.submit(0, Bid(3))
    assert match.view(0).my_commit == Bid(3)
    assert match.view(1).my_commit is None and match.view(1).committed == (True, False, False)
    for viewer, seen in ((0, Bid(3)), (1, None), (None, None)):
        committed = [e.event for e in match.log_for(viewer) if isinstance(e.event, Committed)]
        assert committed == [Committed(0, seen)]


def test_determinize_reshuffles_only_the_face_down_prizes(registry: senet.Registry) -> None:
    match = senet.new_match("goofspiel", 2, seed=3, registry=registry)
    bid_round(match, 1, 2)
    state = match.state
    orders = set()
    for seed in range(20):
        other = GAME.determinize(state, 0, Rng(seed))
        assert sorted(other.prizes.items) == sorted(state.prizes.items)
        assert attrs.evolve(other, prizes=state.prizes) == state
        assert GAME.view(other, 0) == GAME.view(state, 0)
        orders.add(other.prizes.items)
    assert len(orders) > 1


def test_texts_for_people(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(2, 3, 1), players=3)
    bid_round(match, 3, 3, 1)
    assert SAID.describe_move(Bid(7), match.view(0)) == "bid 7"
    ours = GAME.events
    lines = [SAID.describe_event(e.event, 1) for e in match.log_for(1) if isinstance(e.event, ours)]
    assert lines == [
        "round 1: prize 2 is turned up",
        "bids: player 0 3, you 3, player 2 1",
        "player 0 and you tie at 3: prize 2 is discarded",
        "round 2: prize 3 is turned up",
    ]
    assert senet.faces.table(GAME) is not None
    text = senet.faces.table(GAME)(match.view(1))
    assert isinstance(text, str) and "round 2 of 3: prize 3" in text and "discarded: 2" in text
    senet.play_out(match)
    assert "game over" in senet.faces.table(GAME)(match.view(None))


# -- saving and loading --------------------------------------------------------------------


@pytest.mark.parametrize("moves", [0, 1, 5, None])
def test_save_and_load_round_trip(registry: senet.Registry, moves: int | None) -> None:
    match = senet.new_match("goofspiel", 3, seed=11, registry=registry)
    senet.play_out(match, max_moves=1000 if moves is None else moves)
    loaded = senet.load_match(match.save(), registry)
    assert loaded.state == match.state and loaded.flow == match.flow
    assert loaded.rng_state == match.rng_state and loaded.log == match.log
    assert loaded.save() == match.save()
    if not match.is_over:
        for both in (match, loaded):
            senet.play_out(both)
        assert loaded.save() == match.save()


def test_a_started_match_saves_its_start_table(registry: senet.Registry) -> None:
    match = begin(registry, prizes=(3, 1, 2))
    bid_round(match, 3, 1)
    loaded = senet.load_match(match.save(), registry)
    assert loaded.start == match.start and loaded.state == match.state
    assert senet.load_match(match.save(), registry, upto=0).state.prize == 3


_LOAD_IN_A_NEW_PROCESS = """
import sys
sys.path.insert(0, sys.argv[1])
import senet, senet_goofspiel
registry = senet.Registry(entry_points=False)
registry.register(senet_goofspiel)
match = senet.load_match(open(sys.argv[2], "rb").read(), registry)
print(len(match.moves), match.is_over)
"""


@pytest.mark.parametrize("started", [False, True])
def test_a_save_loads_in_a_process_that_never_saved(registry: senet.Registry, tmp_path: Path,
                                                    started: bool) -> None:
    if started:
        match = begin(registry, prizes=(3, 1, 2))
    else:
        match = senet.new_match("goofspiel", 2, seed=4, registry=registry)
    senet.play_out(match)
    path = tmp_path / "goofspiel.senet"
    path.write_bytes(match.save())
    # A fresh process has not saved anything: the codec must resolve the classes'
    # string annotations (``from __future__ import annotations``) by itself.
    done = subprocess.run([sys.executable, "-c", _LOAD_IN_A_NEW_PROCESS, str(EXAMPLE), str(path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr.strip().splitlines()[-1:]
    assert done.stdout.split() == [str(len(match.moves)), "True"]


def test_an_altered_save_is_refused(registry: senet.Registry) -> None:
    match = senet.new_match("goofspiel", 2, seed=1, registry=registry)
    senet.play_out(match, max_moves=6)
    data = match.save()
    played = match.moves[0][1]
    assert isinstance(played, Bid)
    other = next(c for c in range(1, 14) if c != played.card)
    bad = data.replace(b"\xa4card" + bytes([played.card]), b"\xa4card" + bytes([other]), 1)
    assert bad != data
    with pytest.raises(SaveFormatError):
        senet.load_match(bad, registry)
    with pytest.raises(SaveFormatError, match="unknown game"):
        senet.load_match(data, senet.Registry(entry_points=False))
