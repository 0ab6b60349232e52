"""Tx.stop(): the match ends at once, the rest of the move is not played."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import attrs
import pytest

import senet
from senet import Ask, Decision, Event, Evolver, Move, OptionValue, Result, Rng, Tx


@attrs.frozen
class Count:
    """How far the counter got."""

    n: int = 0


@attrs.frozen
class Go(Move, tag="stopper/go"):
    """Count up, stopping the game at 3."""


@attrs.frozen
class Counted(Event, tag="stopper/counted"):
    """The counter went up by one."""


def _play(tx: Tx[Count], player: int, move: Go) -> None:
    for _ in range(10):
        tx.emit(Counted())
        if tx.state.n == 3:
            tx.stop()
    raise AssertionError("unreachable: stop() unwinds")


def _legal(state: Count, player: int) -> Sequence[Go]:
    return (Go(),)


def _setup(players: int, options: Mapping[str, OptionValue], rng: Rng) -> Count:
    return Count()


evolve = Evolver[Count]()
evolve.on(Counted)(lambda s, e: Count(s.n + 1))
COUNT: Decision[Count, Go] = Decision("count", Go, options=_legal, play=_play, private=True)

GAME = senet.declare(
    name="stopper", title="Stopper", players=range(1, 2), state=Count, setup=_setup,
    pending=lambda s: Ask(COUNT, 0), decisions=(COUNT,), evolve=evolve, view=lambda s, p: s,
    result=lambda s: Result.from_scores((s.n,)),
)


def test_stop_ends_the_match_and_keeps_the_events_so_far() -> None:
    match = senet.new_match(GAME, 1)
    entries = match.submit(0, Go())
    assert match.is_over and match.state.n == 3
    assert [type(e.event) for e in entries] == [Counted, Counted, Counted]
    assert match.result == Result((3,), (1,))
    assert senet.load_match(match.save(), _registry()).state_hash() == match.state_hash()


def _registry() -> senet.Registry:
    registry = senet.Registry(entry_points=False)
    registry.add_game(GAME)
    return registry


def test_play_out_refuses_a_bot_that_picks_outside_the_list() -> None:
    class Wild:
        needs_view = False

        def choose(self, view: object, legal: Sequence[Move]) -> Move:
            return legal[0]

        def pick(self, view: object, legal: Sequence[Move]) -> int:
            return -1

    with pytest.raises(senet.InternalError, match="picked position -1"):
        senet.play_out(senet.new_match(GAME, 1), [Wild()])


def test_a_bot_without_pick_is_asked_to_choose() -> None:
    class Plain:
        needs_view = True

        def __init__(self) -> None:
            self.views: list[object] = []

        def choose(self, view: object, legal: Sequence[Move]) -> Move:
            self.views.append(view)
            return legal[0]

    bot = Plain()
    outcome = senet.play_out(senet.new_match(GAME, 1), [bot])
    assert outcome.finished and isinstance(bot.views[0], senet.View)
