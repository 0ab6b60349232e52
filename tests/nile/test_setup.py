"""Components, options and set-up (docs/games/nile.md "Components", "Set-up")."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

import senet
from senet_games.nile import GAME
from senet_games.nile.cards import (
    CARD_SET,
    LOCUSTS,
    SPECULATIONS,
    cards_for,
    crops_in_play,
    parse_cards,
)
from senet_games.nile.events import FloodTurned, HandDealt, LocustsShuffledIn, TurnStarted
from tests.nile.kit import BASE, all_cards, events

SEED_SPECULATIONS = [  # the seed's list, in its order
    "papyrus&lettuce", "papyrus&wheat", "papyrus&flax", "papyrus&castor", "lettuce&wheat",
    "lettuce&flax", "lettuce&castor", "wheat&flax", "wheat&castor", "flax&castor",
]


def test_the_base_game_has_five_crops_of_14_ten_speculation_cards_and_the_locusts() -> None:
    assert BASE == ("papyrus", "lettuce", "wheat", "flax", "castor")
    cards = Counter(cards_for(BASE))
    assert all(cards[c] == 14 for c in BASE)
    assert [s for s in SPECULATIONS if s in cards] == SEED_SPECULATIONS
    assert all(cards[s] == 1 for s in SEED_SPECULATIONS)
    assert sum(cards.values()) == 70 + 10 and CARD_SET.locusts == 1 and LOCUSTS not in cards


@pytest.mark.parametrize(("players", "crops", "specs"), [
    (2, BASE, 10), (3, BASE, 10), (4, BASE, 10),
    (5, (*BASE, "grape"), 15),
    (6, (*BASE, "grape", "onion"), 21),
])
def test_deluxor_drops_crops_by_player_count_with_their_speculation_cards(
        players: int, crops: tuple[str, ...], specs: int) -> None:
    assert crops_in_play(players, True) == crops
    cards = Counter(cards_for(crops))
    assert sum(1 for c in cards if "&" in c) == specs
    assert all(c.split("&")[0] in crops and c.split("&")[1] in crops for c in cards if "&" in c)
    match = senet.new_match(GAME, players, seed=1, options={"deluxor": True})
    assert match.state.crops == crops
    assert sum(all_cards(match.state).values()) == 14 * len(crops) + specs + 1


def test_without_deluxor_five_players_use_the_five_crops() -> None:
    assert crops_in_play(5, False) == BASE
    assert senet.new_match(GAME, 5, seed=1).state.crops == BASE


def test_player_counts_2_to_5_and_2_to_6_with_deluxor() -> None:
    assert GAME.players_for({"deluxor": False}) == range(2, 6)
    assert GAME.players_for({"deluxor": True}) == range(2, 7)
    with pytest.raises(senet.OptionError, match="2-5 players"):
        senet.new_match(GAME, 6, seed=1)
    with pytest.raises(senet.OptionError):
        senet.new_match(GAME, 7, seed=1, options={"deluxor": True})
    with pytest.raises(senet.OptionError):
        senet.new_match(GAME, 1, seed=1)


@pytest.mark.parametrize("players", range(2, 6))
def test_set_up_deals_five_hidden_cards_then_shuffles_the_locusts_in(players: int) -> None:
    match = senet.new_match(GAME, players, seed=players)
    dealt = events(match, HandDealt)
    assert [(e.player, e.count) for e in dealt] == [(p, 5) for p in range(players)]
    assert all(LOCUSTS not in e.cards.items for e in dealt)
    shuffled = events(match, LocustsShuffledIn)
    assert shuffled[0].count == 81 - 5 * players
    assert Counter(shuffled[0].order.items) == Counter(cards_for(BASE)) + Counter([LOCUSTS]) - sum(
        (Counter(e.cards.items) for e in dealt), Counter())
    first = events(match, TurnStarted)[0]
    assert first.turn == 1 and events(match, FloodTurned)[0].why == "flood"
    assert sum(all_cards(match.state).values()) == 81
    assert match.state.aside == ()


def test_the_first_player_is_drawn_at_random() -> None:
    firsts = {events(senet.new_match(GAME, 4, seed=s), TurnStarted)[0].player for s in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_play_goes_clockwise() -> None:
    match = senet.new_match(GAME, 3, seed=8)
    senet.play_out(match)
    turns = events(match, TurnStarted)
    assert all(b.player == (a.player + 1) % 3 and b.turn == a.turn + 1 for a, b in itertools.pairwise(turns))


@pytest.mark.parametrize(("text", "words"), [
    ("crop papyrus 14\ncrop papyrus 14\nspeculation 1\nlocusts 1\nhand 5", "listed twice"),
    ("crop papyrus 14\ncrop wheat 14\nspeculation 1\nlocusts 1", "no hand line"),
    ("crop papyrus 14\nspeculation 1\nlocusts 1\nhand 5", "at least two crops"),
    ("crop papyrus 14\ncrop wheat x\nspeculation 1\nlocusts 1\nhand 5", "'x' is not a count"),
    ("crop papyrus 14\ncrop wheat 3\ncrop onion 14 deluxor 6-7\nspeculation 1\nlocusts 1\nhand 5",
     "not within 2-6"),
    ("crop Papyrus 14\ncrop wheat 3\nspeculation 1\nlocusts 1\nhand 5", "not a crop name"),
    ("crop papyrus 14\ncrop rice 3\nspeculation 1\nlocusts 1\nhand 5", "one of papyrus, lettuce"),
    ("crop wheat 14\ncrop papyrus 14\nspeculation 1\nlocusts 1\nhand 5", "in their order"),
    ("crop papyrus 14\ncrop wheat 3\nplague 1\nspeculation 1\nlocusts 1\nhand 5", "line 3"),
])
def test_a_broken_card_file_is_refused_with_its_line(text: str, words: str) -> None:
    with pytest.raises(senet.PluginError) as info:
        parse_cards(text)
    assert words in str(info.value)
