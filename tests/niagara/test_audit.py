"""Audit scenarios: each rule of ``docs/games/niagara.md`` and its corners, on concrete tables.

Every test builds a table, starts a match on it, plays and checks what the rules
file demands: states, events, scores, refusals (naming their rule, changing nothing).
"""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet_games.niagara import (
    GAME,
    Canoe,
    Load,
    MoveWeather,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Unload,
)
from senet_games.niagara.events import (
    ActionStarted,
    CanoeChosen,
    CanoeLost,
    CanoePaddled,
    CanoeRecovered,
    CardsRevealed,
    CardsTakenBack,
    GameEnded,
    GemCollected,
    GemLoaded,
    GemStolen,
    GemUnloaded,
    RiverFlowed,
    RoundStarted,
    TurnStarted,
    WeatherMoved,
)
from senet_games.niagara.rules_score import qualified

from .kit import (
    AMBER,
    AMETHYST,
    CLOUD,
    DIAMOND,
    FULL_HAND,
    RUBY,
    SAPPHIRE,
    canoe,
    choose,
    events,
    legal,
    play,
    refused,
    revealed,
    start,
    table,
)

LOST = (None, None)


def _acts(card: int, canoes: dict[tuple[int, int], tuple[str | None, int | None]], **kw: Any
          ) -> senet.Match[Any]:
    """Player 0 acts with ``card``; player 1 then holds a real cloud choice (weather 0), so
    the round waits there and the state shows player 0's action as it ended."""
    s = table(canoes=canoes, **kw)
    return start(revealed(s, [card, CLOUD, 6], queue=[0, 1]))


# -- the rules' examples, literally ---------------------------------------------------------


def test_audit_example_1_literal_card_3_launches_exactly_one_canoe_to_space_3() -> None:
    m = _acts(3, {})
    assert m.flow.at == "weather"  # player 0 was never asked: one canoe, one destination
    assert events(m, CanoePaddled) == [CanoePaddled(0, 0, "land", "3", 3, False)]
    assert canoe(m, 0, 0) == Canoe("3") and canoe(m, 0, 1) == Canoe("land")
    assert events(m, ActionStarted)[0] == ActionStarted(0, 3, (0,), ())


def test_audit_example_1_both_on_land_the_other_cannot_follow_and_3_is_spent_whole() -> None:
    # card 5 from land: 5 spaces, or 3 spaces and an amethyst load; never 1, 2 or 4 spaces
    m = _acts(5, {})
    assert set(legal(m)) == {Paddle("5"), Paddle("3")}
    refused(m, Paddle("4"), "spends exactly its points")
    refused(m, Paddle("2"), "spends exactly its points")
    play(m, Paddle("3"))
    assert events(m, GemLoaded) == [GemLoaded(0, 0, AMETHYST, 3)]  # the only way to spend 2
    assert canoe(m, 0, 1) == Canoe("land")  # only one canoe was launched


def test_audit_example_2_literal_with_the_seed_picture_the_land_canoe_launches_4_and_loads() -> None:
    # the seed's picture: red's river canoe on 4 loads a diamond and paddles 4 to land; red's
    # land canoe is then launched 4 spaces and loads a diamond (card 6: 4 + 2)
    m = _acts(6, {(0, 0): ("4", None)})
    assert set(legal(m)) == {PickCanoe(0), PickCanoe(1), SkipLaunch()}
    play(m, PickCanoe(0))
    play(m, Load(DIAMOND))
    assert events(m, CanoePaddled) == [CanoePaddled(0, 0, "4", "land", 4, True)]
    assert events(m, GemCollected) == [GemCollected(0, 0, DIAMOND)]
    assert m.state.collected[0] == (0, 1, 0, 0, 0) and canoe(m, 0, 0) == Canoe("land")
    # canoe 0 reached land: it does not move again; canoe 1 may still be launched
    assert legal(m) == [PickCanoe(1), SkipLaunch()]
    refused(m, PickCanoe(0), "already moved")
    play(m, PickCanoe(1))
    assert set(legal(m)) == {Paddle("4"), Paddle("6a"), Paddle("6b")}
    play(m, Paddle("4"))
    # loading another diamond is fine: a load is not an unload (only unload+load of one type is out)
    assert events(m, GemLoaded)[-1] == GemLoaded(0, 1, DIAMOND, 4)
    assert canoe(m, 0, 1) == Canoe("4", DIAMOND)
    assert m.state.sites[4 - 3] == (0, 5, 0, 0, 0)


def test_audit_example_3_from_6a_paddle_2_load_then_1_more_is_refused() -> None:
    m = _acts(5, {(0, 0): ("6a", None), (0, 1): LOST})
    refused(m, Paddle("4"), "never between")  # 2 spaces, 3 left: a load and 1 more space
    refused(m, Paddle("5"), "never between")
    assert set(legal(m)) == {Load(SAPPHIRE), Paddle("3"), Paddle("1")}
    play(m, Paddle("3"))  # 3 spaces, then the load of the 2 left (the only way: played)
    assert events(m, GemLoaded) == [GemLoaded(0, 0, AMETHYST, 3)]
    assert canoe(m, 0, 0) == Canoe("3", AMETHYST)


def test_audit_example_3_a_load_before_the_spaces_then_paddling_the_rest_is_fine() -> None:
    m = _acts(5, {(0, 0): ("6a", None), (0, 1): LOST})
    play(m, Load(SAPPHIRE))
    # 3 left: 3 spaces upstream is the only way (1 down to 7a would leave 2 that only an
    # unload of the sapphire just loaded could spend): played unasked
    assert events(m, CanoePaddled) == [CanoePaddled(0, 0, "6a", "3", 3, True)]
    assert canoe(m, 0, 0) == Canoe("3", SAPPHIRE)


def test_audit_example_3_after_a_load_the_canoe_may_not_unload_or_load_again() -> None:
    m = _acts(5, {(0, 0): ("3", None), (0, 1): LOST})
    play(m, Load(AMETHYST))
    assert set(legal(m)) == {Paddle("land"), Paddle("6a"), Paddle("6b")}
    refused(m, Load(AMETHYST), "already carries")
    refused(m, Unload(), "no type is both loaded and unloaded")
    refused(m, Paddle("4"), "could not be spent")  # 2 left on 4: only the amethyst to unload
    play(m, Paddle("6b"))
    assert canoe(m, 0, 0) == Canoe("6b", AMETHYST)


def test_audit_example_4_literal_cards_2_4_cloud_weather_0_after_the_cloud_flows_2() -> None:
    # the cloud player moves the marker from -1 up to 0 this round: the flow uses 0
    s = table(canoes={(0, 0): ("2", None), (1, 0): ("5", None)}, weather=-1, arm="b")
    m = start(revealed(s, [2, 4, CLOUD], queue=[2]))  # at -1 the cloud goes up, unasked
    assert events(m, WeatherMoved) == [WeatherMoved(2, 0)]
    flow = events(m, RiverFlowed)[0]
    assert (flow.amount, flow.lowest, flow.weather, flow.arms) == (2, 2, 0, "ba")
    assert canoe(m, 0, 0).at == "4"
    assert canoe(m, 1, 0).at == "6b"  # arm b had the next step: 5 -> 6b, then stays (a)
    assert m.state.arm == "b"


def test_audit_example_4_literal_weather_plus_1_from_this_rounds_cloud_lowest_4_flows_5() -> None:
    s = table(canoes={(0, 0): ("5", None), (1, 0): ("2", None), (1, 1): ("5", None)}, arm="a")
    m = start(revealed(s, [4, 6, CLOUD], queue=[2]))
    play(m, MoveWeather(1))
    flow = events(m, RiverFlowed)[0]
    assert (flow.amount, flow.lowest, flow.weather, flow.arms) == (5, 4, 1, "ababa")
    # 5 -> 6a, stays, 7a, stays, over the falls (step 5, a) - for both canoes on 5
    assert events(m, CanoeLost) == [CanoeLost(0, 0, "5", None), CanoeLost(1, 1, "5", None)]
    # 2 -> 3, 4, 5, 6b (step 4, b), stays (step 5, a)
    assert canoe(m, 1, 0) == Canoe("6b")


def test_audit_example_5_literal_upstream_4_from_7b_takes_the_amethyst_on_3() -> None:
    m = _acts(4, {(0, 0): ("7b", None), (0, 1): LOST, (1, 0): ("3", AMETHYST)})
    play(m, Paddle("3"))
    assert m.flow.at == "steal" and legal(m) == [Steal(1, 0), SkipSteal()]
    assert m.state.turn is not None and m.state.turn.points == 0  # after all the points
    refused(m, Steal(1, 1), "not on your canoe's space")
    refused(m, Steal(0, 0), "another player's canoe")
    play(m, Steal(1, 0))
    assert events(m, GemStolen) == [GemStolen(0, 0, 1, 0, AMETHYST)]
    assert canoe(m, 0, 0) == Canoe("3", AMETHYST) and canoe(m, 1, 0) == Canoe("3")
    assert m.state.sites[3 - 3] == (6, 0, 0, 0, 0)  # the site is untouched (the 7th: the stolen one)


# -- the flow --------------------------------------------------------------------------------------


def test_audit_flow_0_moves_nothing_and_keeps_the_arm_turn() -> None:
    s = table(canoes={(0, 0): ("7b", RUBY), (1, 0): ("4", None)}, weather=-1, arm="b")
    m = start(revealed(s, [1, 3, 5], queue=[]))
    flow = events(m, RiverFlowed)[0]
    assert (flow.amount, flow.arms, flow.moves) == (0, "", ())
    assert canoe(m, 0, 0) == Canoe("7b", RUBY) and m.state.arm == "b"


def test_audit_flow_is_lowest_card_minus_1_with_bad_weather() -> None:
    s = table(canoes={(0, 0): ("1", None)}, weather=-1)
    m = start(revealed(s, [6, 3, 4], queue=[]))
    assert events(m, RiverFlowed)[0].amount == 2
    assert canoe(m, 0, 0).at == "3"


def test_audit_all_clouds_flow_by_the_weather_as_the_clouds_left_it() -> None:
    # +1: player 0 raises it to +2, player 1 must lower it (unasked), player 2 raises it again
    s = table(canoes={(0, 0): ("1", None)}, weather=1)
    m = start(revealed(s, [CLOUD, CLOUD, CLOUD], queue=[0, 1, 2]))
    play(m, MoveWeather(1))
    assert events(m, WeatherMoved) == [WeatherMoved(0, 2), WeatherMoved(1, 1)]
    refused(m, MoveWeather(2), "one step")
    play(m, MoveWeather(1))
    flow = events(m, RiverFlowed)[0]
    assert (flow.amount, flow.lowest, flow.weather) == (2, 0, 2)
    assert canoe(m, 0, 0).at == "3"


def test_audit_one_step_moves_every_canoe_at_once_at_most_one_space() -> None:
    s = table(players=4, canoes={(0, 0): ("4", None), (0, 1): ("5", None), (1, 0): ("6a", AMBER),
                                 (1, 1): ("7a", RUBY), (2, 0): ("6b", None), (2, 1): ("7b", DIAMOND),
                                 (3, 0): ("land", None)}, weather=0, arm="a")
    m = start(revealed(s, [1, 2, 3, 4], queue=[]))
    flow = events(m, RiverFlowed)[0]
    assert flow.arms == "a"
    assert canoe(m, 0, 0).at == "5" and canoe(m, 0, 1).at == "6a"
    assert canoe(m, 1, 0) == Canoe("7a", AMBER)
    assert canoe(m, 1, 1) == Canoe(None)  # from 7a over the falls; its ruby goes home
    assert canoe(m, 2, 0).at == "6b" and canoe(m, 2, 1) == Canoe("7b", DIAMOND)  # arm b waits
    assert canoe(m, 3, 0).at == "land"
    assert events(m, CanoeLost) == [CanoeLost(1, 1, "7a", RUBY)]
    assert m.state.sites[7 - 3][RUBY - 1] == s.sites[7 - 3][RUBY - 1] + 1 and m.state.arm == "b"


def test_audit_a_gem_lost_at_the_falls_goes_home_even_from_the_other_sites_arm() -> None:
    s = table(canoes={(0, 0): ("7b", AMETHYST)}, weather=0, arm="b")
    m = start(revealed(s, [1, 2, 2], queue=[]))
    assert events(m, CanoeLost) == [CanoeLost(0, 0, "7b", AMETHYST)]
    assert m.state.sites[3 - 3][AMETHYST - 1] == s.sites[3 - 3][AMETHYST - 1] + 1
    assert m.state.sites[7 - 3] == (0, 0, 0, 0, 7)


# -- recovering lost canoes --------------------------------------------------------------------------


def test_audit_one_lost_canoe_and_one_gem_type_is_still_a_choice_pay_or_not() -> None:
    m = _acts(2, {(0, 0): LOST, (0, 1): ("3", None)}, collected={0: (0, 0, 1, 0, 0)})
    assert m.flow.at == "recover" and legal(m) == [Recover(AMBER), SkipRecover()]
    refused(m, Recover(AMETHYST), "no collected amethyst")
    refused(m, Recover(9), "no gem 9")


def test_audit_no_canoe_in_play_the_player_must_pay_and_may_not_skip() -> None:
    m = _acts(CLOUD, {(0, 0): LOST, (0, 1): LOST}, collected={0: (1, 0, 0, 0, 1)})
    assert legal(m) == [Recover(AMETHYST), Recover(RUBY)]
    refused(m, SkipRecover(), "you must bring one back")
    play(m, Recover(AMETHYST))
    assert events(m, CanoeRecovered) == [CanoeRecovered(0, 0, AMETHYST)]
    assert canoe(m, 0, 0) == Canoe("land") and canoe(m, 0, 1) == Canoe(None)  # one per action
    assert m.state.collected[0] == (0, 0, 0, 0, 1)
    assert m.state.sites[3 - 3][AMETHYST - 1] == 7  # all 7: the one paid went back to its site
    assert m.flow.at == "weather"  # then the cloud: weather 0, a real choice


def test_audit_free_recovery_then_the_only_canoe_must_be_launched() -> None:
    m = _acts(2, {(0, 0): LOST, (0, 1): LOST})
    assert events(m, CanoeRecovered) == [CanoeRecovered(0, 0, None)]
    assert events(m, ActionStarted)[0] == ActionStarted(0, 2, (0,), ())
    assert canoe(m, 0, 0) == Canoe("2") and canoe(m, 0, 1) == Canoe(None)


def test_audit_a_paid_recovery_next_to_a_river_canoe_makes_the_launch_optional() -> None:
    m = _acts(1, {(0, 0): ("7a", None), (0, 1): LOST}, collected={0: (0, 2, 0, 0, 0)})
    play(m, Recover(DIAMOND))
    assert canoe(m, 0, 1) == Canoe("land")
    assert set(legal(m)) == {PickCanoe(0), PickCanoe(1), SkipLaunch()}
    play(m, SkipLaunch())  # canoe 0 on 7a, card 1: 6a is the one way (no paddling past 7)
    assert canoe(m, 0, 0) == Canoe("6a") and canoe(m, 0, 1) == Canoe("land")


def test_audit_a_lost_canoe_without_gems_stays_lost_while_the_other_is_in_play() -> None:
    m = _acts(1, {(0, 0): LOST, (0, 1): ("land", None)})
    assert events(m, CanoeRecovered) == []
    assert events(m, ActionStarted)[0] == ActionStarted(0, 1, (1,), ())
    assert canoe(m, 0, 1) == Canoe("1") and canoe(m, 0, 0) == Canoe(None)


def test_audit_the_second_lost_canoe_comes_back_only_at_the_next_action() -> None:
    s = table(canoes={(0, 0): LOST, (0, 1): LOST}, collected={0: (0, 0, 0, 0, 2)}, weather=-1,
              start=2)
    # player 0 acts, then player 1 (start 2: 2, 0, 1), whose card 1 launches a canoe unasked
    m = start(revealed(s, [1, 1, 1], queue=[0, 1]))  # one ruby type: paid unasked
    assert events(m, CanoeRecovered) == [CanoeRecovered(0, 0, RUBY)]
    assert m.state.canoes[0][1] == Canoe(None)
    choose(m, 2, 2, 2)
    assert m.to_act == (0,) and m.state.start == 0
    # a canoe in play now: recovering is a choice
    assert m.flow.at == "recover" and legal(m) == [Recover(RUBY), SkipRecover()]


# -- which canoes move ---------------------------------------------------------------------------------


def test_audit_both_on_the_river_both_move_and_the_turn_waits_for_the_second() -> None:
    m = _acts(1, {(0, 0): ("2", None), (0, 1): ("6b", None)})
    assert set(legal(m)) == {PickCanoe(0), PickCanoe(1)}
    refused(m, SkipLaunch(), "no canoe on land")
    play(m, PickCanoe(1), Paddle("7b"))
    assert m.flow.at == "paddle"  # canoe 0 must still move: on 2, card 1, two ways
    assert set(legal(m)) == {Paddle("1"), Paddle("3")}
    play(m, Paddle("1"))
    assert [e.canoe for e in events(m, CanoeChosen)] == [1, 0]
    assert canoe(m, 0, 0).at == "1" and canoe(m, 0, 1).at == "7b"


def test_audit_canoes_on_one_space_with_different_cargo_are_both_offered() -> None:
    m = _acts(2, {(0, 0): ("5", AMBER), (0, 1): ("5", None)})
    assert set(legal(m)) == {PickCanoe(0), PickCanoe(1)}


def test_audit_a_launched_canoe_that_comes_back_to_land_is_not_launched_again() -> None:
    m = _acts(1, {(0, 0): ("1", DIAMOND)})
    play(m, PickCanoe(0), Paddle("land"))
    assert events(m, GemCollected) == [GemCollected(0, 0, DIAMOND)]
    assert legal(m) == [PickCanoe(1), SkipLaunch()]
    play(m, SkipLaunch())
    assert m.flow.at == "weather"  # player 0 is done; both canoes on land
    assert canoe(m, 0, 0) == Canoe("land") and canoe(m, 0, 1) == Canoe("land")


def test_audit_the_cloud_moves_no_canoe_and_may_not_paddle() -> None:
    m = _acts(CLOUD, {(0, 0): ("3", None)}, weather=0)
    assert m.flow.at == "weather" and m.to_act == (0,)
    refused(m, MoveWeather(0), "one step")
    play(m, MoveWeather(-1))
    assert events(m, WeatherMoved)[0] == WeatherMoved(0, -1)
    assert events(m, CanoePaddled) == [] and events(m, CanoeChosen) == []
    assert (0, 0, "3", canoe(m, 0, 0).at) in events(m, RiverFlowed)[0].moves  # only the flow


# -- loading and unloading -------------------------------------------------------------------------------


def test_audit_unload_and_load_before_the_spaces_then_paddle_the_rest() -> None:
    m = _acts(6, {(0, 0): ("5", RUBY), (0, 1): LOST})
    play(m, Unload())
    play(m, Load(AMBER))
    assert m.state.turn is not None and m.state.turn.points == 2
    assert set(legal(m)) == {Paddle("3"), Paddle("7a"), Paddle("7b")}
    refused(m, Load(AMBER), "already carries")
    play(m, Paddle("3"))
    assert canoe(m, 0, 0) == Canoe("3", AMBER)
    assert m.state.sites[5 - 3] == (0, 0, 6, 0, 1)


def test_audit_unload_before_the_spaces_and_load_after_them() -> None:
    m = _acts(6, {(0, 0): ("5", RUBY), (0, 1): LOST})
    play(m, Unload(), Paddle("3"))  # 2 spaces, 2 left: a load at 3 (only amethyst: played)
    assert events(m, GemLoaded) == [GemLoaded(0, 0, AMETHYST, 3)]
    assert canoe(m, 0, 0) == Canoe("3", AMETHYST)


def test_audit_a_carried_gem_may_be_unloaded_at_any_site_then_another_type_loaded() -> None:
    m = _acts(4, {(0, 0): ("6b", AMETHYST), (0, 1): LOST})
    play(m, Unload())
    assert m.state.sites[6 - 3] == (1, 0, 0, 7, 0)
    refused(m, Load(AMETHYST), "you unloaded an amethyst this turn")
    play(m, Load(SAPPHIRE))
    assert canoe(m, 0, 0) == Canoe("6b", SAPPHIRE)


def test_audit_the_one_type_rule_binds_the_second_canoe_the_other_way_round() -> None:
    # canoe 0 loads an amber; canoe 1, carrying an amber, may not unload it this turn
    m = _acts(2, {(0, 0): ("5", None), (0, 1): ("5", AMBER)})
    play(m, PickCanoe(0), Load(AMBER))
    assert m.flow.at == "paddle"
    refused(m, Unload(), "you loaded an amber this turn")
    assert set(legal(m)) == {Paddle("3"), Paddle("7a"), Paddle("7b")}


def test_audit_no_load_where_the_site_is_empty() -> None:
    m = _acts(4, {(0, 0): ("7a", None), (0, 1): LOST}, sites={7: (0, 0, 0, 0, 0)})
    refused(m, Load(RUBY), "site 7 has no ruby")
    assert set(legal(m)) == {Paddle("5"), Paddle("3")}


def test_audit_loading_on_spaces_1_and_2_is_refused() -> None:
    m = _acts(3, {(0, 0): ("2", None), (0, 1): LOST})
    refused(m, Load(AMETHYST), "not a gem site")


def test_audit_stealing_after_unloading_the_same_type_is_allowed_as_documented() -> None:
    # the doc's choice 1: a steal is not a load. Card 4 from 5: 2 spaces up, unload the ruby at 3
    m = _acts(4, {(0, 0): ("5", RUBY), (0, 1): LOST, (1, 0): ("3", RUBY)})
    play(m, Paddle("3"))  # the unload of the 2 left is the only way: played
    assert events(m, GemUnloaded) == [GemUnloaded(0, 0, RUBY, 3)]
    assert legal(m) == [Steal(1, 0), SkipSteal()]
    play(m, Steal(1, 0))
    assert canoe(m, 0, 0) == Canoe("3", RUBY)
    assert m.state.sites[3 - 3] == (7, 0, 0, 0, 1)


# -- stealing ------------------------------------------------------------------------------------------------


def test_audit_steal_from_two_players_each_is_a_choice() -> None:
    m = _acts(2, {(0, 0): ("6a", None), (0, 1): LOST, (1, 0): ("4", DIAMOND),
                  (2, 0): ("4", DIAMOND), (2, 1): ("4", RUBY)})
    play(m, Paddle("4"))
    assert legal(m) == [Steal(1, 0), Steal(2, 0), Steal(2, 1), SkipSteal()]
    play(m, Steal(2, 1))
    assert canoe(m, 0, 0) == Canoe("4", RUBY) and canoe(m, 2, 1) == Canoe("4")


def test_audit_a_canoe_passed_on_the_way_cannot_be_robbed() -> None:
    m = _acts(3, {(0, 0): ("5", None), (0, 1): LOST, (1, 0): ("4", DIAMOND)})
    play(m, Paddle("2"))
    assert events(m, GemStolen) == [] and m.flow.at == "weather"


def test_audit_no_steal_on_arrival_on_land() -> None:
    m = _acts(3, {(0, 0): ("2", None), (0, 1): LOST})
    play(m, Paddle("land"))
    assert m.flow.at == "weather"


def test_audit_the_steal_comes_before_the_second_canoe_moves() -> None:
    m = _acts(1, {(0, 0): ("4", None), (0, 1): ("2", None), (1, 0): ("3", AMETHYST)})
    play(m, PickCanoe(0), Paddle("3"))
    assert m.flow.at == "steal"
    play(m, Steal(1, 0))
    # now canoe 1 moves; moving down to 3 it may not steal (nothing left there anyway)
    assert m.flow.at == "paddle" and set(legal(m)) == {Paddle("1"), Paddle("3")}
    kinds = [type(e.event).__name__ for e in m.log]
    assert kinds.index("GemStolen") < kinds.index("CanoeChosen", kinds.index("GemStolen"))


def test_audit_a_stationary_canoe_does_not_steal() -> None:
    m = _acts(4, {(0, 0): ("3", RUBY), (0, 1): LOST, (1, 0): ("3", DIAMOND)})
    play(m, Unload(), Load(AMETHYST))
    assert events(m, GemStolen) == [] and m.flow.at == "weather"


# -- the end -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("mine", "ends"), [
    ((4, 0, 0, 0, 0), True), ((3, 0, 0, 0, 0), False),
    ((1, 1, 1, 1, 1), True), ((2, 1, 1, 1, 0), False),
    ((3, 3, 1, 0, 0), True), ((3, 3, 0, 0, 0), False),
])
def test_audit_every_goal_at_its_exact_threshold(mine: tuple[int, ...], ends: bool) -> None:
    s = table(collected={1: mine}, weather=-1)
    m = start(revealed(s, [1, 1, 1], queue=[]))
    assert m.is_over is ends
    if ends:
        assert events(m, GameEnded) == [GameEnded((1,), (1,))]
    else:
        assert events(m, RoundStarted)[-1].round == 2


def test_audit_a_goal_reached_by_collecting_ends_the_game_after_the_flow() -> None:
    s = table(canoes={(0, 0): ("1", RUBY), (0, 1): LOST, (2, 0): ("7a", RUBY)},
              collected={0: (1, 1, 1, 1, 0)}, weather=0)
    m = start(revealed(s, [1, CLOUD, 2], queue=[0, 1, 2]))
    play(m, SkipRecover(), Paddle("land"))
    assert events(m, GemCollected) == [GemCollected(0, 0, RUBY)]
    assert qualified(m.state) == (0,) and not m.is_over
    play(m, MoveWeather(1))  # player 1; then player 2 paddles; then the flow; then the end
    while not m.is_over:
        play(m, legal(m)[0])
    kinds = [type(e.event).__name__ for e in m.log]
    assert kinds.index("RiverFlowed") < kinds.index("GameEnded")
    assert events(m, GameEnded) == [GameEnded((0,), (0,))]
    assert m.result is not None and m.result.scores[0] == 1 + 2 + 3 + 4 + 5


def test_audit_tie_breaks_among_qualifiers_value_then_count_an_outsider_cannot_win() -> None:
    s = table(players=4, collected={0: (0, 0, 0, 4, 0), 1: (0, 0, 0, 0, 3), 2: (1, 1, 1, 1, 1),
                                    3: (0, 4, 0, 2, 0)}, weather=-1)
    # 0: 16 in 4 (4 of a type); 1: 15 in 3 (no goal); 2: 15 in 5 (5 types); 3: 16 in 6 (4 of a type)
    m = start(revealed(s, [1, 1, 1, 1], queue=[]))
    assert events(m, GameEnded) == [GameEnded((0, 2, 3), (3,))]  # 16 = 16: the most gems wins
    assert m.result is not None and m.result.ranks == (2, 4, 3, 1)


def test_audit_equal_value_and_count_share_the_win_ahead_of_a_richer_outsider() -> None:
    # 0 and 2: 16 in 7 gems each (7 in all); 1: 15 in 3 (no goal); 3: 3 in 3
    s = table(players=5, collected={0: (2, 2, 2, 1, 0), 1: (0, 0, 0, 0, 3), 2: (2, 2, 2, 1, 0),
                                    3: (3, 0, 0, 0, 0)}, weather=-1)
    m = start(revealed(s, [1, 1, 1, 1, 1], queue=[]))
    assert events(m, GameEnded) == [GameEnded((0, 2), (0, 2))]
    assert m.result is not None and m.result.scores == (16, 15, 16, 3, 0)
    assert m.result.ranks == (1, 3, 1, 4, 5)


def test_audit_the_round_limit_with_a_qualifier_still_lets_only_the_qualifier_win() -> None:
    s = table(collected={0: (4, 0, 0, 0, 0), 1: (0, 0, 0, 0, 3)}, round=3, max_rounds=3, weather=-1)
    m = start(revealed(s, [1, 1, 1], queue=[]))
    assert events(m, GameEnded) == [GameEnded((0,), (0,))]


# -- the round, the players, the options, hidden information ---------------------------------------------


def test_audit_five_players_act_from_the_start_player_round_the_table() -> None:
    m = start(table(players=5, start=4, weather=-1))
    choose(m, 1, 1, 1, 1, 1)
    assert [e.player for e in events(m, TurnStarted)] == [4, 0, 1, 2, 3]
    assert events(m, RoundStarted)[-1] == RoundStarted(2, 0)


def test_audit_a_full_cycle_of_seven_rounds_then_all_cards_come_back() -> None:
    m = start(table(weather=-1))
    for card in (6, 5, 4, 3, 2, CLOUD):
        choose(m, card, card, card)
        while m.flow.at != "choose":
            play(m, legal(m)[0])
    reveals = events(m, CardsRevealed)
    assert reveals[-1] == CardsRevealed((1, 1, 1), forced=True)  # the 7th round: nobody asked
    assert events(m, CardsTakenBack) == [CardsTakenBack((0, 1, 2))]
    assert m.state.hands == (FULL_HAND,) * 3 and m.state.round == 8


def test_audit_a_card_already_played_this_cycle_is_refused_for_that_player_only() -> None:
    m = start(table(hands={0: (1, 2, 3), 1: (4, 5, 6)}))
    before = m.save()
    with pytest.raises(senet.IllegalMove) as info:
        m.submit(0, PlayCard(6))
    assert "already played in this cycle" in info.value.reason and m.save() == before
    m.submit(1, PlayCard(6))


def test_audit_the_chosen_cards_are_secret_until_the_reveal_then_public() -> None:
    m = start(table())
    m.submit(0, PlayCard(4))
    m.submit(1, PlayCard(2))
    for viewer in (None, 2):
        v = m.view(viewer)
        assert v.my_commit is None and v.committed == (True, True, False)
        assert v.state.played == () and v.state.hands == (FULL_HAND,) * 3
        assert all(getattr(e.event, "move", None) is None for e in m.log_for(viewer))
    m.submit(2, PlayCard(CLOUD))
    assert m.view(1).state.played == (4, 2, CLOUD)
    assert events(m, CardsRevealed)[0] == CardsRevealed((4, 2, CLOUD))


@pytest.mark.parametrize("players", [2, 6])
def test_audit_only_3_to_5_players(players: int) -> None:
    with pytest.raises(senet.OptionError):
        senet.new_match(GAME, players, seed=1)


def test_audit_max_rounds_defaults_to_no_limit_and_refuses_negatives() -> None:
    assert senet.new_match(GAME, 3, seed=1).state.max_rounds == 0
    with pytest.raises(senet.OptionError):
        senet.new_match(GAME, 3, seed=1, options={"max_rounds": -1})
    assert GAME.may_not_end


def test_audit_a_secret_choice_may_be_changed_until_everyone_has_chosen() -> None:
    m = start(table())
    m.submit(0, PlayCard(4))
    m.submit(0, PlayCard(2))
    assert m.view(0).my_commit == PlayCard(2)
    m.submit(1, PlayCard(6))
    m.submit(2, PlayCard(6))
    assert events(m, CardsRevealed)[0].cards == (2, 6, 6)
    assert m.state.hands[0] == (CLOUD, 1, 3, 4, 5, 6)


@pytest.mark.parametrize(("lowest", "on_5", "on_2"), [
    (1, "6a", "3"), (2, "6a", "4"), (3, "7a", "5"), (4, "7a", "6b"), (5, None, "6b"),
])
def test_audit_example_4_step_by_step(lowest: int, on_5: str | None, on_2: str) -> None:
    # weather 0, arm a next: the flow is the lowest card; each prefix of the 5 steps, literally
    s = table(canoes={(0, 0): ("5", None), (1, 0): ("2", None)}, arm="a")
    m = start(revealed(s, [lowest, 6, 6], queue=[]))
    assert events(m, RiverFlowed)[0].arms == "ababa"[:lowest]
    assert canoe(m, 0, 0).at == on_5 and canoe(m, 1, 0).at == on_2


def test_audit_every_refusal_names_its_rule() -> None:
    m = _acts(3, {(0, 0): ("4", None), (0, 1): ("6b", RUBY), (1, 0): ("3", AMETHYST)},
              collected={0: (0, 1, 0, 0, 0)})
    assert m.flow.at == "canoe"
    refused(m, PickCanoe(2), "canoe: ")
    play(m, PickCanoe(0))
    refused(m, Paddle("falls"), "paddle: ")
    refused(m, Unload(), "unload: ")
    refused(m, Load(AMETHYST), "load: ")
    play(m, Paddle("3"))  # 1 space up, 2 left: the amethyst load is the only way; no steal then
    assert events(m, GemLoaded) == [GemLoaded(0, 0, AMETHYST, 3)] and events(m, GemStolen) == []
    play(m, Paddle("5"))  # canoe 1: 6b -> 5, 2 left: unload the ruby at 5, then nothing
    assert events(m, GemUnloaded) == [GemUnloaded(0, 1, RUBY, 5)]
    refused(m, MoveWeather(2), "weather: ")


def test_audit_a_steal_refusal_names_its_rule_and_changes_nothing() -> None:
    m = _acts(2, {(0, 0): ("6a", None), (0, 1): LOST, (1, 0): ("4", DIAMOND), (1, 1): ("4", None)})
    play(m, Paddle("4"))
    refused(m, Steal(1, 1), "steal: player 1's canoe 1 carries no gem")
    refused(m, Steal(7, 0), "steal: there is no player 7")
    refused(m, Steal(1, 5), "steal: player 1 has canoes 0 and 1")


def test_audit_a_determinized_copy_forgets_the_others_secret_cards_but_not_the_table() -> None:
    m = start(table(canoes={(1, 0): ("4", RUBY)}, collected={2: (1, 0, 0, 0, 0)}))
    m.submit(0, PlayCard(5))
    m.submit(1, PlayCard(3))
    d = m.determinized(1, seed=9)
    assert d.moves == [] and d.state == m.state  # no past moves kept; the table is all public
    assert all(not isinstance(e.event, senet.Committed) or e.event.move is None or e.event.player == 1
               for e in d.log)  # player 0's secret card is not in the copy's log
    assert d.view(1).my_commit == PlayCard(3)
    assert d.view(1).committed == (False, True, False)
    assert d.view(1).state == m.view(1).state  # nothing of the table is hidden or re-dealt
    d.submit(0, PlayCard(1))
    d.submit(2, PlayCard(1))
    assert events(d, CardsRevealed)[-1].cards == (1, 3, 1)
    assert m.view(2).committed == (True, True, False)  # the real match is untouched


def test_audit_the_round_limit_without_a_goal_breaks_ties_by_count_then_shares() -> None:
    s = table(players=4, collected={0: (0, 0, 0, 0, 1), 1: (1, 0, 0, 1, 0), 2: (1, 0, 0, 1, 0),
                                    3: (0, 2, 0, 0, 0)}, round=2, max_rounds=2, weather=-1)
    m = start(revealed(s, [1, 1, 1, 1], queue=[]))
    # values 5, 5, 5, 4: nobody met a goal; 5 in 2 gems beats 5 in 1; players 1 and 2 share
    assert events(m, GameEnded) == [GameEnded((), (1, 2))]
    assert m.result is not None and m.result.ranks == (3, 1, 1, 4)


# -- an independent reference for a whole action -------------------------------------------------------------

Sites = tuple[tuple[int, ...], ...]
Outcome = tuple[tuple[tuple[str | None, int | None], ...], Sites, tuple[int, ...]]
"""A turn's end: player 0's canoes, the sites, player 0's collection (as a sorted gem list)."""
_UP = {"1": "land", "2": "1", "3": "2", "4": "3", "5": "4", "6a": "5", "7a": "6a", "6b": "5", "7b": "6b"}
_DOWN = {"land": ("1",), "1": ("2",), "2": ("3",), "3": ("4",), "4": ("5",), "5": ("6a", "6b"),
         "6a": ("7a",), "7a": (), "6b": ("7b",), "7b": ()}


def _bump(sites: Sites, site: int, gem: int, n: int) -> Sites:
    return tuple(tuple(c + n if (i, j) == (site - 3, gem - 1) else c for j, c in enumerate(row))
                 for i, row in enumerate(sites))


def _handling(at: str, gem: int | None, sites: Sites, points: int, done: str,
              unloaded: frozenset[int], loaded: frozenset[int]) -> list[tuple[Any, ...]]:
    """Every way to spend points on loads and unloads at ``at`` (none, one or two of them),
    written straight from the rules: 2 points each, one unload and one load per canoe,
    one gem per canoe, no type both unloaded and loaded in the turn."""
    found: list[tuple[Any, ...]] = [(gem, sites, points, done, unloaded, loaded)]
    site = int(at[0]) if at != "land" and int(at[0]) >= 3 else None
    frontier = list(found)
    while frontier and site is not None:
        grown: list[tuple[Any, ...]] = []
        for g, st, p, d, u, ld in frontier:
            if p < 2:
                continue
            if g is not None and "u" not in d and g not in ld:
                grown.append((None, _bump(st, site, g, 1), p - 2, d + "u", u | {g}, ld))
            if g is None and "l" not in d:
                grown.extend((h, _bump(st, site, h, -1), p - 2, d + "l", u, ld | {h})
                             for h in range(1, 6) if st[site - 3][h - 1] and h not in u)
        found += grown
        frontier = grown
    return found


def _reference_moves(at: str, gem: int | None, v: int, sites: Sites, unloaded: frozenset[int],
                     loaded: frozenset[int]) -> set[tuple[Any, ...]]:
    """``(at, gem, sites, collected gem or None, unloaded, loaded)`` for every legal move of a canoe."""
    out: set[tuple[Any, ...]] = set()
    for g, st, p, d, u, ld in _handling(at, gem, sites, v, "", unloaded, loaded):
        if p == 0:
            out.add((at, g, st, None, u, ld))
            continue
        for upstream in (True, False):
            frontier, spaces = [at], 0
            while frontier and spaces < p:
                spaces += 1
                frontier = ([_UP[x] for x in frontier if x in _UP] if upstream
                            else [y for x in frontier for y in _DOWN[x]])
                for to in frontier:
                    if to == "land":  # the move ends; the rest of the points lapse
                        out.add(("land", None, st, g, u, ld))
                        continue
                    out.update((to, g2, st2, None, u2, ld2)
                               for g2, st2, p2, _, u2, ld2 in _handling(to, g, st, p - spaces, d, u, ld)
                               if p2 == 0)
                frontier = [x for x in frontier if x != "land"]
    return out


def _reference_turn(canoes: list[tuple[str | None, int | None]], v: int, sites: Sites) -> set[Outcome]:
    moving = [c for c, (at, _) in enumerate(canoes) if at is not None]
    out: set[Outcome] = set()
    orders = [moving] if len(moving) == 1 else [moving, moving[::-1]]
    ashore = [c for c in moving if canoes[c][0] == "land"]
    if len(moving) == 2 and len(ashore) == 1:  # the river canoe moves; the launch is optional
        orders.append([c for c in moving if c not in ashore])
    for order in orders:
        states: list[tuple[list[tuple[str | None, int | None]], Sites, list[int], frozenset[int],
                           frozenset[int]]] = [(list(canoes), sites, [], frozenset(), frozenset())]
        for c in order:
            nxt = []
            for cs, st, got, u, ld in states:
                at, gem = cs[c]
                assert at is not None
                for to, g, st2, col, u2, ld2 in _reference_moves(at, gem, v, st, u, ld):
                    cs2 = list(cs)
                    cs2[c] = (to, g)
                    nxt.append((cs2, st2, got + ([col] if col else []), u2, ld2))
            states = nxt
        out.update((tuple(cs), st, tuple(sorted(got))) for cs, st, got, _, _ in states)
    return out


def _implemented_turn(m: senet.Match[Any]) -> set[Outcome]:
    """Every end of player 0's action reachable through the listed moves (steals declined)."""
    if m.flow.at == "weather":
        s = m.state
        got = tuple(g for g in range(1, 6) for _ in range(s.collected[0][g - 1]))
        return {(tuple((c.at, c.gem) for c in s.canoes[0]), s.sites, got)}
    moves = [SkipSteal()] if m.flow.at == "steal" else list(m.legal_moves(0))
    out: set[Outcome] = set()
    for move in moves:
        branch = m.copy()
        branch.submit(0, move)
        out |= _implemented_turn(branch)
    return out


@pytest.mark.parametrize("seed", range(4))
def test_audit_every_action_matches_a_reference_written_from_the_rules_file(seed: int) -> None:
    """Random canoes (both on the river, one on land and one on the river, or one in play
    anywhere with the other lost), cards and sparse sites: the moves offered step by step
    reach exactly the rules' outcomes."""
    rng = senet.Rng(seed)
    spots = ("1", "2", "3", "4", "5", "6a", "7a", "6b", "7b")
    cargo = (None, 1, 2, 3, 4, 5)
    for _ in range(40):
        both = rng.below(10) < 6
        first: tuple[str | None, int | None] = (rng.choice(spots), rng.choice(cargo))
        second: tuple[str | None, int | None] = (rng.choice(spots), rng.choice(cargo)) if both else LOST
        if rng.below(10) < 3:
            first = ("land", None)
        v = 1 + rng.below(6)
        stock = {site: tuple(rng.choice((0, 1, 1)) for _ in range(5)) for site in range(3, 8)}
        m = _acts(v, {(0, 0): first, (0, 1): second}, sites=stock)
        assert _implemented_turn(m) == _reference_turn([first, second], v, m.state.sites), (
            first, second, v, stock)
