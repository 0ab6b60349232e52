"""Catastrophes and swaps (docs/games/tigris.md, "A turn", 3 and 4)."""

from __future__ import annotations

from senet_games.tigris.events import (
    CatastrophePlaced,
    GameEnded,
    LeaderReturned,
    Scored,
    TilesDrawn,
    TilesSwapped,
)
from senet_games.tigris.moves import (
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    Discard,
    Pass,
    PlaceLeader,
    Square,
)
from senet_games.tigris.state import CATASTROPHE
from tests.tigris.kit import at, drawn, events, hands, play, refused, sq, start, swapped, table, tiles_total


def test_example_4_a_catastrophe_on_the_only_temple_returns_the_leader() -> None:
    match = start(table("r 1K . r 0R", (4, 5)))
    play(match, ChooseCatastrophe(), Square(4, 5))
    assert events(match, CatastrophePlaced) == [CatastrophePlaced(0, sq(4, 5), "red")]
    assert events(match, LeaderReturned) == [LeaderReturned(1, "black", sq(4, 6), "temple")]
    assert at(match, 4, 5) == CATASTROPHE and at(match, 4, 9) != 0
    state = match.state
    assert state.catastrophes == (1, 2) and state.discarded == 1


def test_not_on_a_leader_a_monument_a_treasure_or_another_catastrophe() -> None:
    match = start(table("0K r$ m x", (4, 5)))
    play(match, ChooseCatastrophe())
    refused(match, 0, Square(4, 5), "catastrophe: not on a leader (F5)")
    refused(match, 0, Square(4, 6), "not on a tile carrying a treasure (G5)")
    refused(match, 0, Square(4, 7), "not on a monument (H5)")
    refused(match, 0, Square(4, 8), "nothing may go on a catastrophe (I5)")
    play(match, Square(8, 8))  # an empty river square is fine
    assert at(match, 8, 8) == CATASTROPHE


def test_nothing_goes_on_a_catastrophe_and_it_connects_nothing() -> None:
    # The catastrophe splits the row: the green tile next to it joins nothing to the king.
    match = start(table("0K r x . ", (4, 5), hands=[(1, 0, 1, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("red"))
    refused(match, 0, Square(4, 7), "tile: square H5 is not empty")
    play(match, Square(4, 8))
    assert events(match, Scored) == []  # (4,8) touches the catastrophe only: no kingdom
    play(match, PlaceLeader("red"))
    refused(match, 0, Square(4, 7), "leader: square H5 is not empty")


def test_two_catastrophes_each() -> None:
    match = start(table("r r r r . x x", (4, 5), catastrophes=[0, 2]))  # player 0's two
    refused(match, 0, ChooseCatastrophe(), "you have used both your catastrophe tiles")
    assert ChooseCatastrophe() not in match.legal_moves(0)


def test_a_swap_discards_face_down_and_draws_as_many() -> None:
    state = table("r", (4, 5), hands=[(2, 1, 0, 3), (1, 1, 1, 1)], bag=(0, 0, 5, 0))
    match = start(state)
    play(match, ChooseSwap())
    assert match.flow.at == "discard"
    moves = match.legal_moves(0)
    assert len(moves) == 3 * 2 * 4 - 1 and Discard(2, 1, 0, 3) in moves
    refused(match, 0, Discard(0, 0, 0, 0), "discard at least one tile")
    refused(match, 0, Discard(0, 0, 1, 0), "you hold 0 green tiles, not 1")
    play(match, Discard(1, 0, 0, 2))
    assert events(match, TilesSwapped) == [swapped(0, 3, (1, 0, 0, 2))]
    assert events(match, TilesDrawn) == [drawn(0, 3, "swap", (0, 0, 3, 0))]
    assert hands(match.state)[0] == (1, 1, 3, 1) and match.state.discarded == state.discarded + 3
    assert tiles_total(match.state) == tiles_total(state)
    # The others see that three tiles went and came, not which.
    seen = [e.event for e in match.log_for(1) if isinstance(e.event, TilesSwapped | TilesDrawn)]
    assert seen == [swapped(0, 3, None), drawn(0, 3, "swap", None)]


def test_a_swap_of_a_single_tile_is_not_asked_twice() -> None:
    match = start(table("r", (4, 5), hands=[(0, 1, 0, 0), (0, 0, 0, 0)], bag=(4, 0, 0, 0)))
    play(match, ChooseSwap())
    assert events(match, TilesSwapped) == [swapped(0, 1, (0, 1, 0, 0))]
    assert hands(match.state)[0] == (1, 0, 0, 0) and match.flow.at == "action"


def test_a_swap_the_bag_cannot_supply_ends_the_game_at_once() -> None:
    match = start(table("r", (4, 5), hands=[(3, 0, 0, 0), (0, 0, 0, 0)], bag=(0, 0, 0, 2)))
    play(match, ChooseSwap(), Discard(3, 0, 0, 0))
    assert events(match, TilesDrawn) == [drawn(0, 2, "swap", (0, 0, 0, 2))]
    assert [e.why for e in events(match, GameEnded)] == ["bag"]
    assert match.is_over and hands(match.state)[0] == (0, 0, 0, 2)


def test_passing_ends_the_turn() -> None:
    match = start(table("r", (4, 5), hands=[(6, 0, 0, 0), (6, 0, 0, 0)]))
    play(match, Pass())
    assert match.state.active == 1 and match.state.actions == 2
