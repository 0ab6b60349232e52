"""Stealing: an empty canoe that moved upstream takes a gem from another player's canoe."""

from __future__ import annotations

from typing import Any

import senet
from senet_games.niagara import Canoe, Paddle, PickCanoe, SkipSteal, Steal, Unload
from senet_games.niagara.events import CanoeFinished, CanoePaddled, GemCollected, GemStolen

from .kit import (
    AMBER,
    AMETHYST,
    CLOUD,
    DIAMOND,
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


def _match(card: int, canoes: dict[tuple[int, int], tuple[str | None, int | None]], **kw: Any
           ) -> senet.Match[Any]:
    """Player 0 acts with ``card``; player 1 then has a real cloud choice (the round waits)."""
    s = table(canoes={(0, 1): LOST, **canoes}, **kw)
    return start(revealed(s, [card, CLOUD, 6], queue=[0, 1]))


def test_no_steal_after_moving_downstream() -> None:
    m = _match(2, {(0, 0): ("1", None), (1, 0): ("3", AMETHYST)})
    play(m, Paddle("3"))
    assert m.flow.at == "weather" and events(m, GemStolen) == []


def test_no_steal_for_a_canoe_carrying_a_gem() -> None:
    m = _match(2, {(0, 0): ("5", RUBY), (1, 0): ("3", AMETHYST)})
    play(m, Paddle("3"))
    assert m.flow.at == "weather" and events(m, GemStolen) == []


def test_a_canoe_that_unloaded_before_moving_upstream_is_empty_now_and_may_steal() -> None:
    m = _match(5, {(0, 0): ("5", RUBY), (1, 0): ("2", SAPPHIRE)})
    play(m, Unload(), Paddle("2"))
    assert legal(m) == [Steal(1, 0), SkipSteal()]
    play(m, Steal(1, 0))
    assert canoe(m, 0, 0) == Canoe("2", SAPPHIRE) and canoe(m, 1, 0) == Canoe("2")


def test_a_canoe_that_loaded_after_moving_upstream_carries_a_gem_and_may_not_steal() -> None:
    m = _match(4, {(0, 0): ("5", None), (1, 0): ("3", DIAMOND)})
    play(m, Paddle("3"))  # 2 spaces up, 2 left: the amethyst load is the only way to spend them
    assert canoe(m, 0, 0).gem == AMETHYST
    assert m.flow.at == "weather" and events(m, GemStolen) == []


def test_a_canoe_that_did_not_move_may_not_steal() -> None:
    m = _match(2, {(0, 0): ("3", RUBY), (1, 0): ("3", DIAMOND)})
    assert Unload() in legal(m)
    play(m, Unload())
    assert m.flow.at == "weather" and canoe(m, 0, 0) == Canoe("3")


def test_not_from_the_players_own_canoe() -> None:
    m = _match(1, {(0, 0): ("4", None), (0, 1): ("3", AMBER)})
    play(m, PickCanoe(0), Paddle("3"))
    assert m.flow.at == "paddle"  # canoe 1 moves next; no steal question
    assert events(m, GemStolen) == []


def test_the_thief_chooses_which_gem_if_several() -> None:
    m = _match(2, {(0, 0): ("5", None), (1, 0): ("3", AMETHYST), (2, 0): ("3", RUBY),
                   (2, 1): ("3", None)}, sites={3: (0,) * 5})
    play(m, Paddle("3"))
    assert legal(m) == [Steal(1, 0), Steal(2, 0), SkipSteal()]
    refused(m, Steal(2, 1), "carries no gem")
    refused(m, Steal(0, 0), "only from another player's canoe")
    refused(m, Steal(7, 0), "no player 7")
    play(m, Steal(2, 0))
    assert events(m, GemStolen) == [GemStolen(0, 0, 2, 0, RUBY)]
    assert canoe(m, 1, 0).gem == AMETHYST


def test_alike_canoes_of_one_player_are_offered_once() -> None:
    m = _match(2, {(0, 0): ("5", None), (1, 0): ("3", AMETHYST), (1, 1): ("3", AMETHYST)},
               sites={3: (0,) * 5})
    play(m, Paddle("3"))
    assert legal(m) == [Steal(1, 0), SkipSteal()]
    refused(m, Steal(1, 1), "take canoe 0's")


def test_a_canoe_on_another_space_or_arm_is_out_of_reach() -> None:
    m = _match(1, {(0, 0): ("7a", None), (1, 0): ("6a", RUBY), (1, 1): ("6b", AMBER)})
    # 1 point from 7a: up to 6a is the only move, played unasked; then the question
    assert events(m, CanoePaddled) == [CanoePaddled(0, 0, "7a", "6a", 1, True)]
    assert legal(m) == [Steal(1, 0), SkipSteal()]
    refused(m, Steal(1, 1), "not on your canoe's space (6a)")


def test_stealing_costs_no_points_and_comes_after_the_points_are_spent() -> None:
    m = _match(4, {(0, 0): ("7a", None), (1, 0): ("3", AMETHYST)})
    play(m, Paddle("3"), Steal(1, 0))
    kinds = [type(e.event) for e in m.log]
    assert kinds.index(CanoePaddled) < kinds.index(GemStolen) < kinds.index(CanoeFinished)


def test_a_stolen_gem_goes_home_with_the_thief_later() -> None:
    s = table(canoes={(0, 0): ("7a", None), (0, 1): LOST, (1, 0): ("3", AMETHYST)}, weather=-1)
    m = start(revealed(s, [4, 1, 6], queue=[0]))
    play(m, Paddle("3"), Steal(1, 0))  # the river flows 1 - 1 = 0: nothing moves
    assert canoe(m, 0, 0) == Canoe("3", AMETHYST)
    choose(m, 3, CLOUD, 2)  # player 1's cloud (at -1) and player 2's launch need no decision
    play(m, Paddle("land"))
    assert events(m, GemCollected) == [GemCollected(0, 0, AMETHYST)]
