"""The end of the game: the three goals, checked at the end of a round, and the tie-break."""

from __future__ import annotations

import pytest

import senet
from senet_games.niagara import Paddle, Recover, SkipRecover
from senet_games.niagara.events import GameEnded, GemCollected, RoundStarted
from senet_games.niagara.rules_score import qualified, result

from .kit import AMETHYST, CLOUD, events, legal, play, revealed, start, table


def test_the_three_goals() -> None:
    s = table(players=5, collected={
        0: (4, 0, 0, 0, 0),  # 4 of one type
        1: (1, 1, 1, 1, 1),  # 5 types
        2: (2, 2, 2, 1, 0),  # 7 in all
        3: (0, 3, 3, 0, 0),  # 6 in all, no 4 of a type, 2 types: not yet
        4: (0, 0, 1, 1, 1),
    })
    assert qualified(s) == (0, 1, 2)


def test_the_end_is_checked_at_the_end_of_the_round_not_when_a_goal_is_met() -> None:
    s = table(canoes={(0, 0): ("3", AMETHYST), (0, 1): (None, None)}, collected={0: (3, 0, 0, 0, 0)})
    m = start(revealed(s, [3, CLOUD, 1], queue=[0, 1, 2]))
    play(m, SkipRecover(), Paddle("land"))
    assert events(m, GemCollected) == [GemCollected(0, 0, AMETHYST)]
    assert not m.is_over and m.flow.at == "weather"  # player 1 still acts this round
    play(m, legal(m)[0])
    assert m.is_over
    assert events(m, GameEnded) == [GameEnded((0,), (0,))]
    assert result(m.state).winners == (0,)


def test_a_goal_lost_again_during_the_round_does_not_end_the_game() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): (None, None)}, collected={0: (4, 1, 0, 0, 0)},
              weather=-1)
    m = start(revealed(s, [2, 1, 1], queue=[0]))
    assert qualified(m.state) == (0,)
    play(m, Recover(AMETHYST))  # paying the 4th amethyst: no goal any more at the round's end
    assert not m.is_over and events(m, RoundStarted)[-1].round == 2


def test_only_players_who_met_a_goal_can_win() -> None:
    s = table(collected={0: (4, 0, 0, 0, 0), 1: (0, 0, 0, 3, 3), 2: (1, 0, 0, 0, 0)})
    r = result(s)
    assert r.scores == (4, 27, 1)
    assert r.winners == (0,) and r.ranks == (1, 2, 3)


def test_the_highest_gem_value_wins_then_the_most_gems_then_a_shared_win() -> None:
    by_value = table(collected={0: (4, 0, 0, 0, 0), 1: (1, 1, 1, 1, 1), 2: (0, 0, 0, 0, 0)})
    assert result(by_value).winners == (1,)
    by_count = table(collected={0: (1, 1, 1, 1, 1), 1: (2, 0, 0, 0, 5), 2: (4, 2, 1, 0, 0)})
    # values 15, 27, 11: player 1
    assert result(by_count).winners == (1,)
    equal_value = table(collected={0: (5, 0, 0, 0, 2), 1: (0, 0, 0, 0, 3), 2: (0, 0, 0, 0, 0)})
    # 0: 15 in 7 gems (7 in all); 1: 15 in 3 gems (not qualified: 3 rubies) -> 0 wins
    assert result(equal_value).winners == (0,)
    more_gems = table(collected={0: (0, 0, 0, 0, 4), 1: (1, 1, 1, 1, 1), 2: (1, 1, 1, 4, 1)})
    # 0: 20 in 4; 1: 15 in 5; 2: 1+2+3+16+5 = 27 in 8
    assert result(more_gems).winners == (2,)
    count_breaks = table(collected={0: (0, 0, 0, 0, 4), 1: (4, 0, 0, 4, 0), 2: (0, 0, 0, 0, 0)})
    # 0: 20 in 4 gems; 1: 4 + 16 = 20 in 8 gems: the most gems wins
    assert result(count_breaks).winners == (1,) and result(count_breaks).ranks == (2, 1, 3)
    shared = table(collected={0: (1, 1, 1, 1, 1), 1: (1, 1, 1, 1, 1), 2: (0, 0, 0, 0, 0)})
    assert result(shared).winners == (0, 1) and result(shared).ranks == (1, 1, 3)


def test_the_round_limit_ends_the_game_and_the_best_gem_value_wins() -> None:
    s = table(collected={1: (0, 1, 0, 0, 0), 2: (1, 0, 0, 0, 0)}, round=5, max_rounds=5, weather=-1)
    m = start(revealed(s, [1, 1, 1], queue=[]))
    assert m.is_over
    assert events(m, GameEnded) == [GameEnded((), (1,))]
    assert m.result is not None and m.result.ranks == (3, 1, 2)


def test_a_table_past_the_round_limit_is_refused() -> None:
    # the game ends after round max_rounds, so no table shows a later round
    with pytest.raises(senet.PositionError, match="round 9 is past max_rounds 5"):
        start(revealed(table(round=9, max_rounds=5, weather=-1), [1, 1, 1], queue=[]))


def test_without_a_round_limit_the_game_goes_on() -> None:
    s = table(round=500, max_rounds=0, weather=-1)
    m = start(revealed(s, [1, 1, 1], queue=[]))
    assert not m.is_over and m.state.round == 501
