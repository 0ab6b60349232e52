"""A canoe's move: exact points, one direction, the fork, land, loading and unloading."""

from __future__ import annotations

from typing import Any

import senet
from senet_games.niagara import Canoe, Load, Paddle, PickCanoe, SkipLaunch, Unload
from senet_games.niagara.events import (
    CanoeFinished,
    CanoePaddled,
    GemCollected,
    GemLoaded,
    GemUnloaded,
)

from .kit import (
    AMBER,
    AMETHYST,
    CLOUD,
    DIAMOND,
    RUBY,
    SAPPHIRE,
    canoe,
    events,
    legal,
    play,
    refused,
    revealed,
    start,
    table,
)

ALONE = (None, None)
"""The player's other canoe, lost: only the canoe under test moves."""


def _one(at: str, gem: int | None, card: int, **kw: Any) -> senet.Match[Any]:
    """Player 0 acts with ``card``; their canoe 0 is on ``at`` with ``gem``, canoe 1 is lost.

    Player 1 acts next with the cloud (weather 0: a real choice), so the round waits there,
    before the river flows: the state shows player 0's move as it ended.
    """
    s = table(canoes={(0, 0): (at, gem), (0, 1): ALONE}, **kw)
    return start(revealed(s, [card, CLOUD, 6], queue=[0, 1]))


def test_card_2_may_be_spent_on_a_load_alone_without_changing_space() -> None:
    m = _one("4", None, 2)
    assert set(legal(m)) == {Load(DIAMOND), Paddle("2"), Paddle("6a"), Paddle("6b")}
    play(m, Load(DIAMOND))
    assert events(m, CanoePaddled) == []
    assert events(m, GemLoaded) == [GemLoaded(0, 0, DIAMOND, 4)]
    assert events(m, CanoeFinished) == [CanoeFinished(0, 0)]


def test_card_4_may_be_spent_on_an_unload_then_a_load() -> None:
    m = _one("5", RUBY, 4)
    assert Unload() in legal(m)
    play(m, Unload())
    assert set(legal(m)) == {Load(AMBER), Paddle("3"), Paddle("7a"), Paddle("7b")}
    refused(m, Load(RUBY), "no type is both unloaded and loaded")
    play(m, Load(AMBER))
    assert canoe(m, 0, 0) == Canoe("5", AMBER)
    assert m.state.sites[5 - 3] == (0, 0, 6, 0, 1)


def test_going_downstream_from_5_the_player_picks_the_arm() -> None:
    m = _one("5", None, 1)
    assert set(legal(m)) == {Paddle("4"), Paddle("6a"), Paddle("6b")}
    play(m, Paddle("6b"))
    assert canoe(m, 0, 0).at in ("6b", "7b")
    assert events(m, CanoePaddled)[0] == CanoePaddled(0, 0, "5", "6b", 1, False)


def test_a_canoe_may_not_paddle_past_7() -> None:
    m = _one("6a", None, 3, sites={7: (0,) * 5, 6: (0,) * 5})
    # 7a is 1 space away, and nothing could spend the other 2 there (no gem at site 7)
    assert legal(m) == [Paddle("5"), Paddle("3")]
    refused(m, Paddle("7a"), "could not be spent")
    refused(m, Paddle("falls"), "expected Place, not str 'falls'")  # the engine checks the type


def test_the_arms_meet_only_at_5() -> None:
    m = _one("6a", None, 2)
    refused(m, Paddle("6b"), "the arms meet only at 5")
    refused(m, Paddle("7b"), "the arms meet only at 5")


def test_spaces_are_paddled_one_way_in_one_go() -> None:
    m = _one("3", None, 4, sites={5: (0, 0, 1, 0, 0)})
    play(m, Paddle("5"))  # 2 spaces, 2 points left: the load after
    assert canoe(m, 0, 0) == Canoe("5", AMBER)
    assert [e.spaces for e in events(m, CanoePaddled)] == [2]


def test_reaching_land_ends_the_move_and_the_rest_of_the_points_lapse() -> None:
    m = _one("2", SAPPHIRE, 6)
    assert Paddle("land") in legal(m)
    play(m, Paddle("land"))
    assert events(m, CanoePaddled) == [CanoePaddled(0, 0, "2", "land", 2, True, 4)]
    assert events(m, GemCollected) == [GemCollected(0, 0, SAPPHIRE)]
    assert m.state.collected[0] == (0, 0, 0, 1, 0)
    assert canoe(m, 0, 0) == Canoe("land")


def test_an_empty_canoe_reaching_land_collects_nothing() -> None:
    m = _one("1", None, 3)
    play(m, Paddle("land"))
    assert events(m, GemCollected) == []
    assert m.state.collected[0] == (0,) * 5


def test_launching_from_land_goes_downstream_and_may_load_after() -> None:
    s = table()
    m = start(revealed(s, [5, 6, 6], queue=[0]))
    assert set(legal(m)) == {Paddle("3"), Paddle("5")}
    play(m, Paddle("3"))
    assert canoe(m, 0, 0).gem == AMETHYST and events(m, GemLoaded) == [GemLoaded(0, 0, AMETHYST, 3)]


def test_loading_and_unloading_only_at_gem_sites_and_cost_2() -> None:
    m = _one("2", RUBY, 2)
    refused(m, Unload(), "not a gem site")
    m = _one("3", None, 1)
    refused(m, Load(AMETHYST), "costs 2 points")


def test_one_gem_per_canoe() -> None:
    m = _one("4", RUBY, 5)
    refused(m, Load(DIAMOND), "one gem per canoe")


def test_one_unload_per_canoe_per_turn() -> None:
    m = _one("3", RUBY, 6)
    play(m, Unload(), Load(AMETHYST))
    refused(m, Unload(), "one unload per canoe per turn")


def test_load_only_a_gem_the_site_holds() -> None:
    m = _one("3", None, 2)
    refused(m, Load(RUBY), "site 3 has no ruby")
    refused(m, Load(9), "no gem 9")


def test_an_empty_canoe_may_not_paddle_where_more_than_a_load_would_be_left() -> None:
    m = _one("1", None, 6)
    refused(m, Paddle("3"), "the 4 left on space 3 could not be spent")
    play(m, Paddle("5"))  # 4 spaces, 2 left: the load after
    assert canoe(m, 0, 0) == Canoe("5", AMBER)


def test_unloaded_gems_stay_at_the_site_for_anyone_to_load() -> None:
    s = table(canoes={(0, 0): ("5", RUBY), (0, 1): ALONE, (1, 0): ("5", None), (1, 1): ALONE},
              weather=-1)
    m = start(revealed(s, [2, 2, 6], queue=[0, 1]))
    play(m, Unload())
    assert m.state.sites[5 - 3] == (0, 0, 7, 0, 1)
    assert Load(RUBY) in legal(m)  # player 1's canoe, on the same site
    play(m, Load(RUBY))
    assert canoe(m, 1, 0).gem == RUBY and m.state.sites[5 - 3] == (0, 0, 7, 0, 0)


def test_no_gem_type_both_unloaded_and_loaded_in_one_turn_with_either_canoe() -> None:
    s = table(canoes={(0, 0): ("5", RUBY), (0, 1): ("5", None)})
    m = start(revealed(s, [2, 6, 6], queue=[0]))
    play(m, PickCanoe(0), Unload())
    # canoe 0 spent its 2 points on the unload; canoe 1, on the same site, moves now
    assert legal(m) == [Load(AMBER), Paddle("3"), Paddle("7a"), Paddle("7b")]
    refused(m, Load(RUBY), "you unloaded a ruby this turn")
    play(m, Load(AMBER))
    assert events(m, GemUnloaded) == [GemUnloaded(0, 0, RUBY, 5)]


def test_a_canoe_that_loaded_may_not_unload_the_same_type_after() -> None:
    s = table(canoes={(0, 0): ("5", None), (0, 1): ("5", AMBER)}, sites={5: (0, 0, 1, 0, 0)})
    m = start(revealed(s, [2, 6, 6], queue=[0]))
    play(m, PickCanoe(0), Load(AMBER))
    # canoe 1 carries an amber too: it may not unload it this turn
    assert Unload() not in legal(m)
    assert set(legal(m)) == {Paddle("3"), Paddle("7a"), Paddle("7b")}


def test_an_unload_after_the_move_must_leave_points_that_can_be_spent() -> None:
    m = _one("2", RUBY, 5, sites={3: (0,) * 5})
    # down 1 to 3 leaves 4: unload the ruby, then nothing to load (site 3 is empty): refused
    refused(m, Paddle("3"), "could not be spent")
    assert Paddle("4") not in legal(m)  # 2 spaces, 3 left: odd
    assert set(legal(m)) == {Paddle("land"), Paddle("5"), Paddle("7a"), Paddle("7b")}


def test_skip_launch_keeps_the_canoe_ashore() -> None:
    s = table(canoes={(0, 1): ("3", None)})
    m = start(revealed(s, [1, 6, 6], queue=[0]))
    play(m, SkipLaunch())
    assert canoe(m, 0, 0).at == "land"
