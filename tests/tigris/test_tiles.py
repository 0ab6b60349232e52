"""Placing tiles (docs/games/tigris.md, "A turn", 2): where they go, and who scores them."""

from __future__ import annotations

from senet_games.tigris.events import KingdomsUnited, Scored, TilePlaced
from senet_games.tigris.moves import ChooseTile, Square
from senet_games.tigris.rules import legal_squares
from tests.tigris.kit import at, events, play, points, refused, scored, sq, start, table

# Example 1's kingdom, on land above the river of row 8:
#   row 6:  .  r  .  .          (6,7) ... (6,10)
#   row 7:  1B r  0K .          player 1's blue farmer, player 0's king
EXAMPLE_1 = """
.  r  .  .
1B r  0K .
"""


def test_example_1_blue_tile_scores_for_the_blue_leader_and_green_for_the_king() -> None:
    match = start(table(EXAMPLE_1, (6, 7), hands=[(0, 1, 1, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("blue"), Square(8, 8))  # river, under the red tile on (7,8)
    assert events(match, Scored) == [scored(1, "tile", False, "blue", 1)]
    play(match, ChooseTile("green"), Square(6, 9))  # next to the king; no green leader there
    assert events(match, Scored)[1:] == [scored(0, "tile", False, "green", 1)]
    assert points(match.state) == ((0, 0, 1, 0), (0, 1, 0, 0))


def test_a_tile_scores_for_the_leader_of_its_colour_whoever_placed_it() -> None:
    state = table("1R r 0K", (4, 5), hands=[(2, 0, 0, 0), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("red"), Square(3, 6))
    assert events(match, Scored) == [scored(1, "tile", False, "red", 1)]


def test_without_a_leader_of_its_colour_or_a_king_nobody_scores() -> None:
    match = start(table("1B r .", (4, 5), hands=[(0, 0, 2, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("green"), Square(3, 6))
    assert events(match, Scored) == []
    assert at(match, 3, 6) == 3


def test_a_tile_touching_no_kingdom_scores_nothing() -> None:
    match = start(table("r r", (4, 5), hands=[(0, 0, 0, 2), (0, 0, 0, 0)]))
    play(match, ChooseTile("black"), Square(4, 7))
    assert events(match, TilePlaced) == [TilePlaced(0, "black", sq(4, 7))]
    assert events(match, Scored) == []


def test_blue_only_on_the_river_and_the_others_only_on_land() -> None:
    match = start(table(EXAMPLE_1, (6, 7), hands=[(1, 1, 0, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("blue"))
    refused(match, 0, Square(5, 5), "a blue farm goes only on a river square (F6 is land)")
    squares = legal_squares(match.state, 0)
    assert Square(8, 8) in squares and all(match.state.side == "standard" for _ in squares)
    assert len(squares) == 41  # every river square is empty
    play(match, Square(8, 8))
    play(match, ChooseTile("red"))
    refused(match, 0, Square(8, 9), "a red temple goes only on land (J9 is river)")
    refused(match, 0, Square(7, 8), "tile: square I8 is not empty")
    refused(match, 0, Square(11, 0), "is not a square of the 11 x 16 board")


def test_a_tile_may_not_join_three_kingdoms() -> None:
    # Three kingdoms around (4,8): above (player 0's priest), left and right (player 1).
    state = table("""
    .  .  0R .  .
    .  .  r  .  .
    1R r  .  r  1K
    """, (2, 6), hands=[(1, 0, 0, 0), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("red"))
    refused(match, 0, Square(4, 8), "a tile may not join three kingdoms")
    assert Square(3, 7) in match.legal_moves(0)  # touches two: allowed


def test_joining_two_kingdoms_scores_nothing_and_without_a_common_colour_no_war() -> None:
    state = table("1B r . r 0K", (4, 5), hands=[(0, 0, 0, 1), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("black"), Square(4, 7))
    assert events(match, KingdomsUnited) == [KingdomsUnited(sq(4, 7), ())]
    assert events(match, Scored) == []
    assert match.state.unification is None and match.state.conflict is None


def test_a_tile_joining_a_kingdom_and_a_region_without_leaders_scores_once() -> None:
    match = start(table("0K r . r r", (4, 5), hands=[(1, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("red"), Square(4, 7))
    assert events(match, KingdomsUnited) == []
    assert events(match, Scored) == [scored(0, "tile", False, "red", 1)]  # the king's owner


def test_the_placed_tile_leaves_the_hand_and_the_bag_refills_it_at_the_end_of_the_turn() -> None:
    match = start(table(EXAMPLE_1, (6, 7), hands=[(3, 1, 1, 1), (0, 0, 0, 0)], actions=1,
                       bag=(20, 20, 20, 20)))
    play(match, ChooseTile("blue"), Square(8, 8))
    state = match.state
    assert state.active == 1 and len(state.hands[0]) == 6 and len(state.hands[1]) == 6
    assert len(state.bag) == 80 - 1 - 6
