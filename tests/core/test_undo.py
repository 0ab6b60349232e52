"""Taking moves back (senet.take_back): a player's own last moves, up to the last point where
something was revealed; others' moves after theirs only with the table's agreement."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import senet
from senet import (
    Entry,
    Hand,
    IllegalMove,
    Match,
    OptionError,
    Pile,
    Secret,
    load_match,
    new_match,
    take_back,
    take_back_plan,
)
from senet.undo import revealed
from tests.core.games import RELAY, Ask, Peeked, Reply, Roll, Step, Stepped


def _same(match: Match[Any], moves: list[tuple[int, senet.Move]], seed: int, game: Any, players: int,
          **options: Any) -> None:
    """``match`` is exactly the match made by playing ``moves`` from the same set-up."""
    again = new_match(game, players, seed=seed, options=options or None)
    for player, move in moves:
        again.submit(player, move)
    assert match.moves == again.moves
    assert match.state == again.state
    assert match.flow == again.flow
    assert match.state_hash() == again.state_hash()
    assert match.log == again.log
    assert match.save() == again.save()


def test_own_public_move_is_taken_back() -> None:
    match = new_match(RELAY, 3, seed=7)
    match.submit(0, Step())
    assert match.to_act == (1,)
    plan = take_back_plan(match, 0)
    assert (plan.moves, plan.others, plan.refusal) == (1, (), None)
    assert take_back(match, 0) == 1
    assert match.to_act == (0,)
    _same(match, [], 7, RELAY, 3)
    match.submit(0, Step())  # and it plays on
    assert match.moves == [(0, Step())]


def test_moves_of_others_after_need_agreement() -> None:
    match = new_match(RELAY, 3, seed=3)
    match.submit(0, Ask(1))
    match.submit(1, Reply())
    before = (match.save(), match.state_hash(), list(match.log))
    plan = take_back_plan(match, 0)
    assert (plan.moves, plan.others) == (2, (1,))
    with pytest.raises(IllegalMove) as refused:
        take_back(match, 0)
    assert refused.value.code == "needs_agreement"
    assert (match.save(), match.state_hash(), match.log) == before  # refused: nothing changed
    assert take_back(match, 0, agreed=True) == 2
    _same(match, [], 3, RELAY, 3)


def test_player_1_takes_back_only_its_own_last_move() -> None:
    match = new_match(RELAY, 3, seed=3)
    match.submit(0, Ask(1))
    match.submit(1, Ask(2))
    assert take_back(match, 1) == 1  # the last move is player 1's own: no one to ask
    _same(match, [(0, Ask(1))], 3, RELAY, 3)


def test_a_random_draw_is_a_barrier() -> None:
    match = new_match(RELAY, 2, seed=11)
    match.submit(0, Step())
    match.submit(1, Roll())  # a die roll: what it showed cannot be unseen
    saved = match.save()
    plan = take_back_plan(match, 1)
    assert plan.moves == 0 and plan.code == "revealed" and "drew at random" in (plan.refusal or "")
    with pytest.raises(IllegalMove) as refused:
        take_back(match, 1, agreed=True)  # agreement does not help: the roll was seen
    assert refused.value.code == "revealed"
    assert match.save() == saved
    match.submit(1, Step())
    assert take_back(match, 1) == 1  # the step after the roll can be
    _same(match, [(0, Step()), (1, Roll())], 11, RELAY, 2)


def test_an_event_that_shows_a_seat_a_secret_is_a_barrier() -> None:
    sim = senet.Sim.new(RELAY, 2, 1)
    shown = Entry(0, "main", 0, Peeked(0, Secret(0, 4)))
    public = Entry(1, "main", 0, Stepped(0))
    assert revealed(sim, sim, [public]) is None
    assert revealed(sim, sim, [public, shown]) == "showed a seat something the others cannot see"
    moved = sim.copy()
    moved.play_index(0, moved.legal_moves(0).index(Roll()))
    assert revealed(sim, moved, [public]) == "drew at random"


def test_hidden_choices_revealed_are_a_barrier_but_a_commit_before_is_not() -> None:
    match = new_match("nimmt-classic", 3, seed=5)
    assert match.decision is not None and match.decision.together
    first = match.legal_moves(0)[0]
    match.submit(0, first)
    assert take_back(match, 0) == 1  # a hidden choice nobody saw: taken back
    assert match.to_act == (0, 1, 2) and match.flow.commits == (None, None, None)
    for player in (0, 1, 2):
        match.submit(player, match.legal_moves(player)[0])
    plan = take_back_plan(match, 2)  # the last commit revealed the trick
    assert plan.code == "revealed" and "revealed hidden choices" in (plan.refusal or "")


def test_tigris_tile_chosen_then_taken_back_before_its_square() -> None:
    match = new_match("tigris", 2, seed=1)
    player = match.to_act[0]
    match.play_index(player, 0)
    assert match.decision is not None
    assert take_back(match, player) == 1
    _same(match, [], 1, "tigris", 2)


def test_nothing_to_take_back_and_bad_arguments() -> None:
    match = new_match(RELAY, 2, seed=2)
    plan = take_back_plan(match, 1)
    assert plan.moves == 0 and plan.code == "nothing_to_take_back"
    with pytest.raises(IllegalMove) as refused:
        take_back(match, 1)
    assert refused.value.code == "nothing_to_take_back"
    with pytest.raises(OptionError):
        take_back(match, 5)
    with pytest.raises(OptionError):
        take_back(match, True)  # type: ignore[arg-type]
    with pytest.raises(OptionError):
        take_back(senet.Sim.new(RELAY, 2, 2), 0)  # type: ignore[arg-type]


def test_a_copy_from_another_state_cannot_take_back() -> None:
    match = new_match(RELAY, 2, seed=2)
    match.submit(0, Step())
    other = match.copy(state=match.state)
    assert take_back_plan(other, 0).code == "cannot_take_back"


def test_a_loaded_match_takes_back_and_saves_as_if_never_played(registry: senet.Registry) -> None:
    match = new_match(RELAY, 3, seed=9, options={"goal": 4})
    match.submit(0, Step())
    match.submit(1, Step())
    loaded = load_match(match.save(), registry)
    assert take_back(loaded, 1) == 1
    _same(loaded, [(0, Step())], 9, RELAY, 3, goal=4)


def test_observers_are_told_the_match_as_it_now_stands() -> None:
    told: list[tuple[str, int]] = []

    class Watch:
        def started(self, match: Any, entries: Any) -> None:
            told.append(("started", len(entries)))

        def recorded(self, match: Any, entries: Any) -> None:
            told.append(("recorded", len(entries)))

        def ended(self, match: Any, result: Any) -> None:
            told.append(("ended", 0))

    match = new_match(RELAY, 2, seed=4)
    match.observe(Watch())
    match.submit(0, Step())
    take_back(match, 0)
    assert told[-1] == ("started", len(match.log))
    assert match.moves == []


def test_a_card_come_into_a_hidden_hand_is_a_barrier_even_unannounced() -> None:
    match = new_match("nimmt-classic", 3, seed=8)
    state = match.state
    extra = state.stock.items[0]
    hands = list(state.hands)
    hands[1] = Hand(1, tuple(sorted((*hands[1].items, extra))))
    after = match.copy()
    after.state = attrs.evolve(state, hands=tuple(hands), stock=Pile(state.stock.items[1:]))
    assert revealed(match, after, []) == "put something in a seat's hidden hand"
    assert revealed(match, match.copy(), []) is None
