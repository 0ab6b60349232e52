"""The river's flow at the end of a round, the arms taking turns, and the falls."""

from __future__ import annotations

from senet_games.niagara import Canoe
from senet_games.niagara.events import CanoeLost, RiverFlowed
from senet_games.niagara.river import flow_step

from .kit import AMBER, CLOUD, DIAMOND, RUBY, canoe, choose, events, legal, play, revealed, start, table


def _flow(cards: list[int], weather: int = 0, arm: str = "a",
          canoes: dict[tuple[int, int], tuple[str | None, int | None]] | None = None) -> RiverFlowed:
    m = start(revealed(table(canoes=canoes, weather=weather, arm=arm), cards, queue=[]))
    return events(m, RiverFlowed)[0]


def test_the_flow_is_the_lowest_number_card_plus_the_weather() -> None:
    assert _flow([3, 5, CLOUD], weather=0).amount == 3
    assert _flow([3, 5, 2], weather=2).amount == 4
    assert _flow([3, 5, 2], weather=-1).amount == 1


def test_the_flow_is_never_below_0() -> None:
    f = _flow([1, 4, 6], weather=-1, canoes={(0, 0): ("4", None)})
    assert (f.amount, f.lowest, f.weather, f.arms, f.moves) == (0, 1, -1, "", ())


def test_when_everyone_plays_the_cloud_the_river_flows_by_the_weather_alone() -> None:
    assert _flow([CLOUD] * 3, weather=2).amount == 2
    f = _flow([CLOUD] * 3, weather=-1)
    assert (f.amount, f.lowest) == (0, 0)


def test_one_flow_step_moves_each_canoe_at_most_one_space() -> None:
    assert [flow_step(p, "a") for p in ("land", "1", "2", "3", "4", "5")] == [
        "land", "2", "3", "4", "5", "6a"]
    assert [flow_step(p, "b") for p in ("5", "6a", "7a", "6b", "7b")] == ["6b", "6a", "7a", "7b", None]
    assert [flow_step(p, "a") for p in ("6a", "7a", "6b", "7b")] == ["7a", None, "6b", "7b"]


def test_canoes_on_land_and_in_the_other_arm_do_not_move() -> None:
    f = _flow([1, 1, 1], canoes={(0, 0): ("land", None), (0, 1): ("6b", None), (1, 0): ("6a", None)})
    assert f.arms == "a" and f.moves == ((1, 0, "6a", "7a"),)


def test_the_arms_take_turns_step_by_step_and_the_turn_carries_over_between_rounds() -> None:
    m = start(revealed(table(canoes={(0, 0): ("6a", None), (0, 1): ("6b", None)}, weather=-1),
                       [2, 2, 2], queue=[]))
    assert events(m, RiverFlowed)[0].arms == "a" and m.state.arm == "b"
    assert canoe(m, 0, 0).at == "7a" and canoe(m, 0, 1).at == "6b"
    choose(m, 3, 3, 3)
    while m.flow.at != "choose":  # whatever the players do, the next flow starts with arm b
        play(m, legal(m)[0])
    assert events(m, RiverFlowed)[1].arms == "ba" and m.state.arm == "b"


def test_the_first_flow_step_of_the_game_is_arm_a() -> None:
    import senet
    from senet_games.niagara import GAME

    assert senet.new_match(GAME, 3, seed=1).state.arm == "a"


def test_a_canoe_over_the_falls_is_lost_and_its_gem_goes_back_to_its_starting_site() -> None:
    s = table(canoes={(0, 0): ("7a", DIAMOND), (1, 1): ("7b", RUBY)})
    m = start(revealed(s, [2, 4, 5], queue=[]))
    assert events(m, CanoeLost) == [CanoeLost(0, 0, "7a", DIAMOND), CanoeLost(1, 1, "7b", RUBY)]
    assert canoe(m, 0, 0) == Canoe(None) and canoe(m, 1, 1) == Canoe(None)
    assert m.state.sites[4 - 3][DIAMOND - 1] == s.sites[4 - 3][DIAMOND - 1] + 1
    assert m.state.sites[7 - 3][RUBY - 1] == s.sites[7 - 3][RUBY - 1] + 1


def test_a_gem_lost_at_the_falls_goes_to_its_own_site_even_if_unloaded_elsewhere_before() -> None:
    m = start(revealed(table(canoes={(0, 0): ("7a", AMBER)}, sites={5: (0,) * 5}), [1, 4, 5],
                       queue=[]))
    assert m.state.sites[5 - 3] == (0, 0, 1, 0, 0)
    assert m.state.sites[7 - 3] == (0, 0, 0, 0, 7)
