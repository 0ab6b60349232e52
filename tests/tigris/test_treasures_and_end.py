"""Treasures, the end of a turn, the two ends of the game, and the final count
(docs/games/tigris.md: "After every action", "At the end of the turn", "End and winner")."""

from __future__ import annotations

from senet_games.tigris.events import GameEnded, Scored, TilesDrawn, TreasuresTaken, TurnStarted
from senet_games.tigris.moves import ChooseTile, LeaveTreasure, Pass, PlaceLeader, Square
from senet_games.tigris.rules_aftermath import final_points, result
from tests.tigris.kit import events, hands, play, points, refused, scored, sq, start, table

# Example 5: player 0's trader next to the corner treasure on (8,14); two treasures below.
CORNER = """
0G r$ .
.  .  .
.  r$ r$
"""


def test_example_5_the_corner_treasure_is_taken_first_then_one_of_the_others() -> None:
    match = start(table(CORNER, (8, 13), hands=[(0, 0, 1, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("green"), Square(9, 14))  # joins the two: three treasures
    assert match.flow.at == "treasure" and match.to_act == (0,)
    assert match.legal_moves(0) == [LeaveTreasure(10, 14), LeaveTreasure(10, 15)]
    refused(match, 0, LeaveTreasure(8, 14), "corner treasures are taken first")
    refused(match, 0, LeaveTreasure(0, 13), "choose one of your kingdom's treasures")
    play(match, LeaveTreasure(10, 15))
    assert events(match, TreasuresTaken) == [TreasuresTaken(0, (sq(8, 14), sq(10, 14)))]
    assert match.state.treasures_won == (2, 0) and sq(10, 15) in match.state.treasures


def test_with_only_corner_treasures_any_may_stay() -> None:
    column = "\n".join(["r$", "r", "b", "r", "r", "b", "r$"])  # (1,1) down to (7,1)
    match = start(table(column, (1, 1)))
    play(match, PlaceLeader("green"), Square(4, 2))
    assert match.legal_moves(0) == [LeaveTreasure(1, 1), LeaveTreasure(7, 1)]


def test_a_forced_choice_is_not_asked() -> None:
    match = start(table("0G r$ .\n.  .  .\n.  r$ .", (8, 13), hands=[(1, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("red"), Square(9, 14))
    assert events(match, TreasuresTaken) == [TreasuresTaken(0, (sq(8, 14),))]
    assert match.flow.at == "action"


def test_without_a_trader_the_treasures_wait_for_one() -> None:
    match = start(table("r$ r$ r", (4, 5), hands=[(0, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, PlaceLeader("black"), Square(3, 5))
    assert events(match, TreasuresTaken) == []
    play(match, PlaceLeader("green"), Square(3, 7))  # the same kingdom, at the action's end
    assert match.flow.at == "treasure"


def test_the_trader_owner_chooses_even_on_another_player_turn() -> None:
    match = start(table("r$ r$ r 1G\n.  .  .  .\nr$ .  .  .", (4, 5),
                        hands=[(1, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("red"), Square(5, 5))
    assert match.flow.at == "treasure" and match.to_act == (1,)
    assert match.legal_moves(1) == [LeaveTreasure(4, 5), LeaveTreasure(4, 6), LeaveTreasure(6, 5)]
    play(match, LeaveTreasure(4, 6))
    assert events(match, TreasuresTaken) == [TreasuresTaken(1, (sq(4, 5), sq(6, 5)))]
    assert match.to_act == (0,)


def test_refills_go_round_from_the_active_player_and_a_short_bag_ends_the_game() -> None:
    state = table("r", (4, 5), players=3, active=1, bag=(2, 1, 1, 0),
                  hands=[(5, 0, 0, 0), (4, 0, 0, 0), (3, 0, 0, 0)])
    match = start(state)
    play(match, Pass())
    drawn = events(match, TilesDrawn)
    assert [(e.player, e.count) for e in drawn] == [(1, 2), (2, 2)]
    assert [e.why for e in events(match, GameEnded)] == ["bag"]
    assert match.is_over and hands(match.state)[0] == (5, 0, 0, 0)
    assert len(match.state.hands[2]) == 5  # the tiles drawn stay in hand


def test_at_most_two_treasures_left_ends_the_game_at_the_end_of_the_turn() -> None:
    match = start(table("r$ . r$", (4, 5), reserve=False, hands=[(6, 0, 0, 0), (6, 0, 0, 0)]))
    play(match, Pass())
    assert [e.why for e in events(match, GameEnded)] == ["treasures"]
    three = start(table("r$ . r$ . r$", (4, 5), reserve=False, hands=[(6, 0, 0, 0), (6, 0, 0, 0)]))
    play(three, Pass())
    assert not three.is_over and events(three, TurnStarted)[-1] == TurnStarted(1, 4)


def test_example_6_treasures_go_to_the_weakest_colours() -> None:
    state = table("r", (4, 5), points=[(5, 4, 4, 2), (5, 3, 4, 2)], treasures_won=[2, 2])
    outcome = result(state)
    assert outcome.scores == (4, 3) and outcome.ranks == (1, 2)


def test_ties_compare_the_second_weakest_colour_then_the_next() -> None:
    state = table("r", (4, 5), players=3, points=[(3, 3, 5, 5), (4, 3, 4, 4), (4, 4, 3, 4)])
    outcome = result(state)
    assert outcome.scores == (3, 3, 3) and outcome.ranks == (3, 1, 1)
    assert outcome.winners == (1, 2)  # equal on all four colours: a shared win


def test_the_game_end_shows_everyone_scores() -> None:
    state = table("r$ . r$", (4, 5), reserve=False, hands=[(6, 0, 0, 0), (6, 0, 0, 0)],
                  points=[(1, 2, 3, 4), (2, 2, 2, 9)], treasures_won=[1, 0])
    match = start(state)
    play(match, Pass())
    assert events(match, GameEnded) == [
        GameEnded("treasures", (2, 2), ((2, 2, 3, 4), (2, 2, 2, 9)))]
    seen = match.view(1).state
    assert points(seen) == ((1, 2, 3, 4), (2, 2, 2, 9))
    assert tuple(min(p) for p in final_points(seen)) == (2, 2)
    assert match.result is not None and match.result.ranks == (1, 2)


def test_scores_are_secret_in_the_log_unless_scoring_is_open() -> None:
    hidden = start(table("1R r 0K", (4, 5), hands=[(2, 0, 0, 0), (0, 0, 0, 0)]))
    play(hidden, ChooseTile("red"), Square(3, 6))
    mine = [e.event for e in hidden.log_for(1) if isinstance(e.event, Scored)]
    theirs = [e.event for e in hidden.log_for(0) if isinstance(e.event, Scored)]
    assert mine == [scored(1, "tile", False, "red", 1)]
    assert theirs == [scored(1, "tile", False, None, None)]
    assert points(hidden.view(0).state) == ((0, 0, 0, 0), None)
    opened = start(table("1R r 0K", (4, 5), hands=[(2, 0, 0, 0), (0, 0, 0, 0)], open_scoring=True))
    play(opened, ChooseTile("red"), Square(3, 6))
    assert [e.event for e in opened.log_for(0) if isinstance(e.event, Scored)] == [
        scored(1, "tile", True, "red", 1)]
    assert points(opened.view(0).state) == ((0, 0, 0, 0), (1, 0, 0, 0))
