"""A player's action: recovering a lost canoe, the cloud, and which canoes move."""

from __future__ import annotations

from senet_games.niagara import (
    Canoe,
    MoveWeather,
    Paddle,
    PickCanoe,
    Recover,
    SkipLaunch,
    SkipRecover,
)
from senet_games.niagara.events import (
    ActionStarted,
    CanoeChosen,
    CanoePaddled,
    CanoeRecovered,
    LaunchDeclined,
    RecoveryDeclined,
    WeatherMoved,
)

from .kit import (
    AMBER,
    CLOUD,
    DIAMOND,
    RUBY,
    canoe,
    events,
    legal,
    play,
    refused,
    revealed,
    start,
    table,
)

# -- recovering a lost canoe --------------------------------------------------------------------


def test_a_player_with_a_lost_canoe_may_pay_a_gem_of_their_choice_or_not() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): ("3", None)}, collected={0: (0, 2, 0, 0, 1)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    assert m.flow.at == "recover"
    assert legal(m) == [Recover(DIAMOND), Recover(RUBY), SkipRecover()]
    refused(m, Recover(AMBER), "no collected amber")
    play(m, Recover(RUBY))
    assert events(m, CanoeRecovered) == [CanoeRecovered(0, 0, RUBY)]
    assert m.state.collected[0] == (0, 2, 0, 0, 0)
    # the ruby goes back to its starting site
    assert m.state.sites[7 - 3][RUBY - 1] == s.sites[7 - 3][RUBY - 1] + 1
    assert canoe(m, 0, 0) == Canoe("land")
    # the recovered canoe is on land, the other on the river: launching is optional
    assert events(m, ActionStarted)[-1] == ActionStarted(0, 1, (1,), (0,))


def test_declining_keeps_the_gems_and_the_canoe_lost() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): ("3", None)}, collected={0: (1, 0, 0, 0, 0)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    play(m, SkipRecover())
    assert events(m, RecoveryDeclined) == [RecoveryDeclined(0)]
    assert canoe(m, 0, 0) == Canoe(None) and m.state.collected[0] == (1, 0, 0, 0, 0)


def test_a_player_without_gems_cannot_recover_while_a_canoe_is_in_play() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): ("3", None)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    assert events(m, CanoeRecovered) == [] and m.flow.at != "recover"
    assert events(m, ActionStarted)[0] == ActionStarted(0, 1, (1,), ())


def test_with_no_canoe_in_play_a_player_must_recover_paying_a_gem() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): (None, None)}, collected={0: (0, 1, 1, 0, 0)})
    m = start(revealed(s, [3, 6, 6], queue=[0]))
    assert legal(m) == [Recover(DIAMOND), Recover(AMBER)]
    refused(m, SkipRecover(), "must bring one back")
    play(m, Recover(AMBER))
    assert events(m, CanoeRecovered) == [CanoeRecovered(0, 0, AMBER)]
    # at most one canoe per action: the other stays lost; the recovered one must be launched
    assert canoe(m, 0, 1) == Canoe(None)
    assert events(m, CanoePaddled)[0] == CanoePaddled(0, 0, "land", "3", 3, False)


def test_with_no_canoe_in_play_and_one_gem_type_the_payment_is_not_asked() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): (None, None)}, collected={0: (0, 0, 0, 2, 0)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    assert m.moves == []
    assert events(m, CanoeRecovered) == [CanoeRecovered(0, 0, 4)]
    assert m.state.collected[0] == (0, 0, 0, 1, 0)


def test_with_no_canoe_in_play_and_no_gem_a_canoe_comes_back_free() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): (None, None)})
    m = start(revealed(s, [2, 6, 6], queue=[0]))
    assert events(m, CanoeRecovered) == [CanoeRecovered(0, 0, None)]
    assert events(m, CanoePaddled)[0].end == "2"


def test_recovery_comes_first_whatever_the_card_even_the_cloud() -> None:
    s = table(canoes={(0, 0): (None, None), (0, 1): (None, None)}, weather=-1)
    m = start(revealed(s, [CLOUD, 6, 6], queue=[0]))
    kinds = [type(e.event).__name__ for e in m.log]
    assert kinds.index("CanoeRecovered") < kinds.index("WeatherMoved")
    assert canoe(m, 0, 0) == Canoe("land")


# -- the cloud ----------------------------------------------------------------------------------


def test_the_cloud_moves_the_weather_one_step_up_or_down_and_no_canoe_moves() -> None:
    s = table(canoes={(0, 0): ("3", None)}, weather=0)
    m = start(revealed(s, [CLOUD, 6, 6], queue=[0]))
    assert m.flow.at == "weather"
    assert legal(m) == [MoveWeather(1), MoveWeather(-1)]
    refused(m, MoveWeather(2), "one step")
    play(m, MoveWeather(1))
    assert events(m, WeatherMoved) == [WeatherMoved(0, 1)]
    assert events(m, CanoePaddled) == [] and events(m, CanoeChosen) == []


def test_at_an_end_of_the_track_the_cloud_moves_the_one_possible_way_unasked() -> None:
    for weather, after in ((2, 1), (-1, 0)):
        m = start(revealed(table(weather=weather), [CLOUD, 6, 6], queue=[0]))
        assert m.moves == []
        assert events(m, WeatherMoved) == [WeatherMoved(0, after)]


def test_the_weather_marker_refuses_to_leave_the_track() -> None:
    m = start(revealed(table(weather=1), [CLOUD, 6, 6], queue=[0]))
    play(m, MoveWeather(1))
    assert m.state.weather == 2
    m2 = start(revealed(table(weather=2, players=3), [6, CLOUD, 6], queue=[1]))
    assert events(m2, WeatherMoved) == [WeatherMoved(1, 1)]


# -- which canoes move --------------------------------------------------------------------------


def test_both_canoes_on_land_exactly_one_is_launched() -> None:
    m = start(revealed(table(), [5, 6, 6], queue=[0]))
    assert events(m, ActionStarted) == [ActionStarted(0, 5, (0,), ())]
    assert m.flow.at == "paddle"  # 5 spaces, or 3 and a load: a real choice
    play(m, Paddle("5"))
    assert [e.canoe for e in events(m, CanoeChosen)] == [0]
    assert canoe(m, 0, 1) == Canoe("land")


def test_both_canoes_on_the_river_both_must_move_in_either_order() -> None:
    s = table(canoes={(0, 0): ("2", None), (0, 1): ("6b", None)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    assert legal(m) == [PickCanoe(0), PickCanoe(1)]
    refused(m, SkipLaunch(), "no canoe on land")
    play(m, PickCanoe(1))
    assert set(legal(m)) == {Paddle("5"), Paddle("7b")}
    play(m, Paddle("7b"))
    # canoe 0 must still move: it is chosen without asking
    assert events(m, CanoeChosen) == [CanoeChosen(0, 1, 1), CanoeChosen(0, 0, 1)]
    assert legal(m) == [Paddle("1"), Paddle("3")]


def test_alike_canoes_are_offered_once() -> None:
    s = table(canoes={(0, 0): ("2", None), (0, 1): ("2", None)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    assert m.flow.at == "paddle" and events(m, CanoeChosen) == [CanoeChosen(0, 0, 1)]


def test_one_on_land_one_on_the_river_the_river_canoe_must_move_launching_is_optional() -> None:
    s = table(canoes={(0, 0): ("land", None), (0, 1): ("4", None)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    assert events(m, ActionStarted) == [ActionStarted(0, 1, (1,), (0,))]
    assert legal(m) == [PickCanoe(1), PickCanoe(0), SkipLaunch()]
    play(m, PickCanoe(1), Paddle("3"))
    assert legal(m) == [PickCanoe(0), SkipLaunch()]
    play(m, SkipLaunch())
    assert events(m, LaunchDeclined) == [LaunchDeclined(0, 0)]
    assert canoe(m, 0, 0).at == "land"


def test_the_land_canoe_may_be_launched_first_then_the_river_canoe_moves() -> None:
    s = table(canoes={(0, 0): ("land", None), (0, 1): ("4", None)}, weather=-1)
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    play(m, PickCanoe(0))  # launched to 1 (the only space), then canoe 1 must move
    assert canoe(m, 0, 0).at == "1"
    assert legal(m) == [Paddle("3"), Paddle("5")]


def test_leaving_the_land_canoe_ashore_at_once_still_moves_the_river_canoe() -> None:
    s = table(canoes={(0, 0): ("land", None), (0, 1): ("4", None)}, weather=-1)
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    play(m, SkipLaunch())
    assert m.flow.at == "paddle" and events(m, CanoeChosen) == [CanoeChosen(0, 1, 1)]
    play(m, Paddle("5"))
    assert canoe(m, 0, 0).at == "land" and canoe(m, 0, 1).at == "5"


def test_a_lost_canoe_is_ignored_the_one_in_play_moves() -> None:
    for at, must in (("land", (1,)), ("5", (1,))):
        s = table(canoes={(0, 0): (None, None), (0, 1): (at, None)})
        m = start(revealed(s, [2, 6, 6], queue=[0]))
        assert events(m, ActionStarted)[0] == ActionStarted(0, 2, must, ())


def test_a_canoe_that_already_moved_is_refused() -> None:
    s = table(canoes={(0, 0): ("land", None), (0, 1): ("4", None)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    play(m, PickCanoe(1), Paddle("5"))
    refused(m, PickCanoe(1), "already moved this turn")


def test_picking_a_lost_or_unknown_canoe_is_refused() -> None:
    s = table(canoes={(0, 0): ("land", None), (0, 1): ("4", None)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    refused(m, PickCanoe(2), "canoes 0 and 1")
    refused(m, PickCanoe(-1), "canoes 0 and 1")


def test_numbers_are_spent_whole_by_each_moving_canoe() -> None:
    s = table(canoes={(0, 0): ("2", None), (0, 1): ("6b", None)})
    m = start(revealed(s, [3, 6, 6], queue=[0]))
    play(m, PickCanoe(0))
    # 3 spaces to 5; or 1 to 3 and a load; or upstream to land (1 point lapses). Not 1 or 6b.
    assert set(legal(m)) == {Paddle("land"), Paddle("3"), Paddle("5")}
    refused(m, Paddle("1"), "could not be spent")
