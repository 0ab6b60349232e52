"""The five examples of the rules ("Examples the tests must show"), one test each."""

from __future__ import annotations

from senet_games.niagara import Canoe, Load, MoveWeather, Paddle, SkipSteal, Steal
from senet_games.niagara.events import (
    CanoeLost,
    CanoePaddled,
    GemCollected,
    GemLoaded,
    GemStolen,
    RiverFlowed,
    WeatherMoved,
)

from .kit import AMETHYST, CLOUD, DIAMOND, canoe, events, legal, play, refused, revealed, start, table


def test_example_1_both_canoes_on_land_card_3_launches_one_to_space_3() -> None:
    m = start(revealed(table(weather=-1), [3, 6, 6], queue=[0]))
    assert m.moves == []  # one canoe, one destination: nobody was asked
    paddled = events(m, CanoePaddled)
    assert paddled == [CanoePaddled(0, 0, "land", "3", 3, False)]
    assert canoe(m, 0, 1) == Canoe("land")
    assert canoe(m, 0, 0).at == "5"  # then the river flowed 3 - 1 = 2


def test_example_2_load_a_diamond_then_paddle_4_upstream_to_land_collects_it() -> None:
    s = table(canoes={(0, 0): ("4", None), (0, 1): (None, None)}, weather=-1)
    m = start(revealed(s, [6, 1, 1], queue=[0]))
    assert Load(DIAMOND) in legal(m)
    play(m, Load(DIAMOND))
    # 4 points left: paddling 4 upstream to land is the only way to spend them, so it is played
    assert events(m, GemLoaded) == [GemLoaded(0, 0, DIAMOND, 4)]
    assert events(m, CanoePaddled) == [CanoePaddled(0, 0, "4", "land", 4, True)]
    assert events(m, GemCollected) == [GemCollected(0, 0, DIAMOND)]
    assert m.state.collected[0] == (0, 1, 0, 0, 0)
    assert m.state.sites[4 - 3] == (0, 6, 0, 0, 0)
    assert canoe(m, 0, 0) == Canoe("land")


def test_example_3_move_2_then_load_then_move_1_is_refused() -> None:
    s = table(canoes={(0, 0): ("1", None), (0, 1): (None, None)})
    m = start(revealed(s, [5, 6, 6], queue=[0]))
    refused(m, Paddle("3"), "loads and unloads come before or after the spaces, never between")
    assert set(legal(m)) == {Paddle("land"), Paddle("4"), Paddle("6a"), Paddle("6b")}
    play(m, Paddle("4"))
    # 2 points left on 4: loading after the move is fine (and the only way, so it is played)
    assert events(m, GemLoaded) == [GemLoaded(0, 0, DIAMOND, 4)]


def test_example_3_no_paddling_again_after_an_unload_that_followed_the_move() -> None:
    s = table(canoes={(0, 0): ("2", 5), (0, 1): (None, None)}, sites={3: (7, 1, 0, 0, 0)})
    m = start(revealed(s, [5, 6, 6], queue=[0]))
    play(m, Paddle("3"))  # 1 space, 4 points left: unload the ruby (played: the only way), then load
    assert canoe(m, 0, 0) == Canoe("3")
    assert m.state.turn is not None and m.state.turn.points == 2
    refused(m, Paddle("4"), "paddled this turn")
    assert legal(m) == [Load(AMETHYST), Load(DIAMOND)]


def test_example_4_cards_2_4_and_a_cloud_flow_2_with_the_weather_after_the_cloud() -> None:
    s = table(canoes={(0, 0): ("5", None), (1, 0): ("2", None)}, weather=1)
    m = start(revealed(s, [2, 4, CLOUD], queue=[2]))
    assert set(legal(m)) == {MoveWeather(1), MoveWeather(-1)}
    play(m, MoveWeather(-1))
    assert events(m, WeatherMoved) == [WeatherMoved(2, 0)]
    flowed = events(m, RiverFlowed)[0]
    assert (flowed.amount, flowed.lowest, flowed.weather, flowed.arms) == (2, 2, 0, "ab")
    assert canoe(m, 0, 0).at == "6a"  # 5 -> 6a (step 1, a), stays (step 2, b)
    assert canoe(m, 1, 0).at == "4"  # 2 -> 3 -> 4
    assert m.state.arm == "a"


def test_example_4_lowest_4_and_weather_plus_1_flow_5_step_by_step() -> None:
    s = table(canoes={(0, 0): ("5", 5), (1, 0): ("2", None)}, weather=1, arm="a")
    m = start(revealed(s, [4, 5, CLOUD], queue=[]))
    flowed = events(m, RiverFlowed)[0]
    assert (flowed.amount, flowed.arms) == (5, "ababa")
    # 5 -> 6a (1, a), stays (2, b), 6a -> 7a (3, a), stays (4, b), over the falls (5, a)
    assert events(m, CanoeLost) == [CanoeLost(0, 0, "5", 5)]
    assert canoe(m, 0, 0) == Canoe(None)
    # the ruby it carried went back to site 7
    assert m.state.sites[7 - 3][5 - 1] == s.sites[7 - 3][5 - 1] + 1
    # 2 -> 3, 4, 5, then 6b (step 4, b), then stays (step 5, a)
    assert canoe(m, 1, 0).at == "6b"
    assert (1, 0, "2", "6b") in flowed.moves
    assert m.state.arm == "b"  # the turn carries over to the next round


def test_example_5_an_empty_canoe_moving_upstream_4_may_take_an_amethyst() -> None:
    s = table(canoes={(0, 0): ("7a", None), (0, 1): (None, None), (1, 0): ("3", AMETHYST)})
    m = start(revealed(s, [4, 6, 6], queue=[0]))
    play(m, Paddle("3"))
    assert legal(m) == [Steal(1, 0), SkipSteal()]
    play(m, Steal(1, 0))
    assert events(m, GemStolen) == [GemStolen(0, 0, 1, 0, AMETHYST)]
    assert canoe(m, 0, 0).gem == AMETHYST
    assert canoe(m, 1, 0).gem is None


def test_example_5_the_thief_may_decline() -> None:
    s = table(canoes={(0, 0): ("7a", None), (0, 1): (None, None), (1, 0): ("3", AMETHYST)})
    m = start(revealed(s, [4, 6, 6], queue=[0]))
    play(m, Paddle("3"), SkipSteal())
    assert events(m, GemStolen) == []
    assert canoe(m, 0, 0).gem is None
    assert canoe(m, 1, 0).gem == AMETHYST
