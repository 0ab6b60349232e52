"""The yardstick and baseline bots (flatmc, greedy), the search's levels, and what a game
declares for search (its rollout policy and its rounds) in use."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import senet
from senet import Hand, Move, Pile, Rng
from senet.bots import BotSpecError, FlatMcBot, GreedyBot, MctsBot, Seat, make_bot, normalised
from senet.bots.playouts import play_on, points
from senet.sim import Sim
from senet.testing import faced
from senet_games.nimmt.classic import GAME, PlayTile, TakeRow
from senet_games.nimmt.classic.state import CARDS, ClassicState

ROWS = [(10, 11, 12, 13, 14), (50,), (60,), (70,)]
"""Row 0 is full: the card 15 would take its 11 bullheads; 52 goes safely behind 50."""


def _table(hands: list[tuple[int, ...]], rows: list[tuple[int, ...]], penalties: Sequence[int] = (0, 0)
           ) -> senet.Match[ClassicState]:
    shown = {c for cards in (*hands, *rows) for c in cards}
    state = ClassicState(hands=tuple(Hand(p, h) for p, h in enumerate(hands)), rows=tuple(rows),
                         penalties=tuple(penalties), round=1,
                         stock=Pile(tuple(c for c in CARDS if c not in shown)))
    return senet.start_match(GAME, state, len(hands))


def _costly_or_safe() -> Seat:
    """Seat 0 chooses between 15 (takes 11 bullheads, listed first) and 52 (safe)."""
    match = _table([(15, 52), (80, 90)], ROWS)
    seat = Seat(match, 0)
    assert list(seat.legal) == [PlayTile((15,)), PlayTile((52,))]
    return seat


# -- choosing them by name --------------------------------------------------------------


def test_the_new_bots_are_chosen_by_name_with_checked_parameters() -> None:
    flat = make_bot("flatmc:playouts=7,paired=true,gap=true", 1, 5)
    assert isinstance(flat, FlatMcBot)
    assert (flat.playouts, flat.paired, flat.gap) == (7, True, True)
    assert not flat.policy and flat.whole_round
    greedy = make_bot("greedy:samples=3", 0, 5)
    assert isinstance(greedy, GreedyBot) and greedy.samples == 3 and greedy.policy
    quick, strong = make_bot("quick", 0, 1), make_bot("strong", 0, 1)
    assert isinstance(quick, MctsBot) and isinstance(strong, MctsBot)
    assert (quick.seconds, strong.seconds) == (0.1, 1.0)
    assert quick.whole_round and strong.whole_round and quick.policy
    assert normalised("quick:seconds=0.1,c=0.7") == "quick"
    assert normalised("flatmc:playouts=100,policy=true") == "flatmc:policy=true"


@pytest.mark.parametrize(("text", "words"), [
    ("flatmc:playout=5", "did you mean 'playouts'"),
    ("flatmc:playouts=0", "playouts is an integer from 1"),
    ("greedy:samples=many", "samples is an integer"),
    ("strong:round=maybe", "round is true or false"),
    ("flat", "did you mean 'flatmc'"),
])
def test_bad_texts_for_the_new_bots_are_refused_with_a_reason(text: str, words: str) -> None:
    with pytest.raises(BotSpecError, match=words):
        make_bot(text, 0, 0)


# -- what they choose -------------------------------------------------------------------


def test_greedy_plays_the_card_its_evaluation_prefers() -> None:
    bot = GreedyBot(0, 3, samples=4)
    assert bot.search(_costly_or_safe()) == 1
    (costly, _), (safe, _) = bot.last_values
    assert safe > costly  # the evaluation of taking 11 bullheads is worse, not a tie


def test_flatmc_plays_the_obviously_best_card() -> None:
    bot = FlatMcBot(0, 3, playouts=10)
    assert bot.search(_costly_or_safe()) == 1
    costly, safe = bot.last_means
    assert costly <= -11 < safe  # scored by the real penalty: 15 always takes the full row


def test_flatmc_takes_the_cheapest_row_when_its_card_is_lowest() -> None:
    match = _table([(5, 52), (80, 90)], [(10, 11, 12), (50, 55), (60,), (70, 77)])
    match.submit(0, PlayTile((5,)))
    match.submit(1, PlayTile((80,)))
    seat = Seat(match, 0)
    assert list(seat.legal) == [TakeRow(r) for r in range(4)]
    assert FlatMcBot(0, 1, playouts=5).search(seat) == 2  # row 2 holds one bullhead


def test_the_same_seed_gives_the_same_choices_and_scores() -> None:
    match = Sim.new(GAME, 3, 12)
    seat = Seat(match, 1)
    one, two, other = (FlatMcBot(1, s, playouts=6, paired=True) for s in (4, 4, 5))
    picks = [bot.search(seat) for bot in (one, two, other)]
    assert picks[0] == picks[1] and one.last_means == two.last_means
    assert other.last_means != one.last_means  # the seed matters: this could fail
    greedy = [GreedyBot(1, 9, samples=2) for _ in range(2)]
    assert greedy[0].search(seat) == greedy[1].search(seat)
    assert greedy[0].last_values == greedy[1].last_values


# -- what a game declares for search, in use ------------------------------------------------


def _spied() -> tuple[Any, list[int]]:
    """The card game with a rollout policy that records who it moved (and plays the first move)."""
    calls: list[int] = []

    def first(state: Any, player: int, legal: Sequence[Move], rng: Rng) -> int:
        calls.append(player)
        return 0

    return faced(GAME, rollout_policy=first), calls


@pytest.mark.parametrize("make", [
    lambda: MctsBot(0, 1, iterations=5),
    lambda: FlatMcBot(0, 1, playouts=2, policy=True),
    lambda: GreedyBot(0, 1, samples=2),
])
def test_the_search_bots_move_their_playouts_by_the_games_rollout_policy(make: Any) -> None:
    game, calls = _spied()
    make().search(Seat(Sim.new(game, 3, 4), 0))
    assert calls and set(calls) >= {1, 2}


def test_uniform_playouts_unless_asked_for_the_policy() -> None:
    game, calls = _spied()
    FlatMcBot(0, 1, playouts=2).search(Seat(Sim.new(game, 3, 4), 0))
    MctsBot(0, 1, iterations=5, policy=False).search(Seat(Sim.new(game, 3, 4), 0))
    assert calls == []


def test_a_playout_to_the_rounds_end_stops_at_the_next_deal() -> None:
    match = Sim.new(GAME, 2, 8)
    played = play_on(match, Rng(1), None, 10_000, round_end=True)
    assert played >= 18 and match.state.round == 2  # 9 chosen tricks of 2 cards, and any rows picked
    assert [len(h.items) for h in match.state.hands] == [10, 10]


def test_points_are_the_score_higher_better_a_penalty_negative() -> None:
    match = _table([(15, 52), (80, 90)], ROWS, penalties=(7, 30))
    assert points(GAME, match.state, 2) == [-7.0, -30.0]
