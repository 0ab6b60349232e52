"""The search bot: reproducible, stronger than random, blind to what its seat cannot see."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import senet
from senet import Match, Rng, redeal
from senet.bots import MctsBot, RandomBot, Seat, bot_seed, make_bot, rank_rewards
from senet.rng import seed_state
from senet_games.niagara.evaluate import evaluate


def _play(game: str, players: int, seed: int, spec: str, seat: int) -> tuple[senet.Match[Any], senet.Outcome]:
    match = senet.new_match(game, players, seed, keep_log=False)
    bots = [make_bot(spec if p == seat else "random", p, bot_seed(seed, p)) for p in range(players)]
    return match, senet.play_out(match, bots, max_moves=2000)


def test_the_same_seed_and_budget_give_the_same_match() -> None:
    first, _ = _play("nimmt-classic", 3, 5, "mcts:iterations=20", 1)
    again, _ = _play("nimmt-classic", 3, 5, "mcts:iterations=20", 1)
    other, _ = _play("nimmt-classic", 3, 5, "mcts:iterations=3", 1)
    assert first.moves == again.moves
    assert first.moves != other.moves  # the budget matters: the test could fail


@pytest.mark.parametrize(("game", "iterations", "wins_at_least"),
                         [("nimmt-classic", 30, 8), ("nile", 15, 7)])
def test_a_small_search_beats_random_seats(game: str, iterations: int, wins_at_least: int) -> None:
    wins = 0
    for seed in range(10):  # the search sits in seat 0 and seat 1 in turn
        _, outcome = _play(game, 2, seed, f"mcts:iterations={iterations}", seed % 2)
        assert outcome.finished and outcome.ranks is not None
        wins += outcome.ranks[seed % 2] == 1
    assert wins >= wins_at_least  # random seats would win about half


def _at_a_decision(game: str, players: int, seed: int, moves: int) -> Match[Any]:
    match = senet.new_match(game, players, seed)
    bots = [RandomBot(seed + p) for p in range(players)]
    senet.play_out(match, bots, max_moves=moves)
    assert not match.is_over
    return match


def _twin(match: Match[Any], observer: int, seed: int) -> Match[Any]:
    """The match with everything ``observer`` cannot see dealt otherwise."""
    other = match.copy(state=redeal(match.state, observer, Rng(seed_state(seed))))
    assert other.view(observer) == match.view(observer)
    assert other.state != match.state
    return other


@pytest.mark.parametrize(("game", "players", "moves"), [("nimmt-classic", 4, 6), ("tigris", 2, 5)])
def test_what_the_seat_cannot_see_does_not_change_its_move(game: str, players: int, moves: int) -> None:
    match = _at_a_decision(game, players, 3, moves)
    choice = match.next_choice()
    assert choice is not None
    seat, legal = choice
    chosen = {MctsBot(seat, 11, iterations=30).search(Seat(_twin(match, seat, s), seat, legal))
              for s in range(4)}
    chosen.add(MctsBot(seat, 11, iterations=30).search(Seat(match, seat, legal)))
    assert len(chosen) == 1


def test_another_seats_secret_commit_does_not_change_the_move() -> None:
    match = _at_a_decision("nimmt-classic", 3, 8, 0)  # everyone chooses a card at once
    one, two = match.copy(), match.copy()
    one.submit(1, one.legal_moves(1)[0])
    two.submit(1, two.legal_moves(1)[-1])
    assert one.view(0) == two.view(0)
    picks = {MctsBot(0, 4, iterations=40).search(Seat(m, 0)) for m in (one, two)}
    assert len(picks) == 1


class Watching(Seat):
    """A seat that keeps the search copies it hands out."""

    copies: list[Match[Any]]

    def determinized(self, seed: int) -> senet.Sim[Any]:
        copy = super().determinized(seed)
        self.copies.append(copy.copy())
        return copy


def test_the_search_copies_hold_no_secret_of_another_seat() -> None:
    match = _at_a_decision("nimmt-classic", 3, 2, 0)
    seat = Watching(match, 0)
    seat.copies = []
    assert len(seat.legal) > 1
    MctsBot(0, 1, iterations=25).search(seat)
    assert len(seat.copies) == 25
    hands = match.state.hands
    for copy in seat.copies:
        assert copy.state.hands[0] == hands[0]  # its own hand, as it is
        assert type(copy) is senet.Sim  # lean: no moves, no log, so no history with others' choices
        assert not hasattr(copy, "moves") and not hasattr(copy, "log")
    others = {(c.state.hands[1], c.state.hands[2]) for c in seat.copies}
    assert len(others) == 25  # sampled anew each time...
    assert (hands[1], hands[2]) not in others  # ...and never the true deal


def test_rewards_share_the_places() -> None:
    assert rank_rewards((1, 2)) == [1.0, 0.0]
    assert rank_rewards((1, 1)) == [0.5, 0.5]
    assert rank_rewards((2, 1, 3)) == [0.5, 1.0, 0.0]


def test_niagara_evaluation_favours_the_gems_collected() -> None:
    match = _at_a_decision("niagara", 3, 1, 0)
    state = match.state
    ahead = attrs.evolve(state, collected=((2, 1, 0, 0, 0), (0, 0, 0, 0, 0), (1, 0, 0, 0, 0)))
    values = evaluate(ahead)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > values[2] > values[1]
    level = evaluate(state)
    assert level == [0.5, 0.5, 0.5]


def test_niagara_games_end_with_searching_seats() -> None:
    _, outcome = _play("niagara", 3, 2, "mcts:iterations=8", 0)
    assert outcome.finished
