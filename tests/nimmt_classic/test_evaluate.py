"""What the card game declares for search: its evaluation, its rollout policy and its rounds."""

from __future__ import annotations

from collections.abc import Sequence

import senet.faces
from senet import Hand, Pile, Rng
from senet_games.nimmt.classic import GAME, PlayTile, TakeRow
from senet_games.nimmt.classic.evaluate import evaluate, rollout_policy, rounds_left
from senet_games.nimmt.classic.state import CARDS, ClassicState


def _state(hands: list[tuple[int, ...]], rows: list[tuple[int, ...]], penalties: Sequence[int]
           ) -> ClassicState:
    shown = {c for cards in (*hands, *rows) for c in cards}
    return ClassicState(hands=tuple(Hand(p, h) for p, h in enumerate(hands)), rows=tuple(rows),
                        penalties=tuple(penalties), round=1,
                        stock=Pile(tuple(c for c in CARDS if c not in shown)))


ROWS = [(10, 11, 12, 13, 14), (50, 55), (60,), (70, 77)]
FULL = [tuple(range(20 + 2 * p, 40, 4))[:5] for p in range(3)]


def test_the_game_declares_what_search_needs() -> None:
    assert senet.faces.evaluation(GAME) == (evaluate, rollout_policy)
    assert GAME.round_number is not None and GAME.round_number(_state(FULL, ROWS, (0, 0, 0))) == 1


def test_level_penalties_are_even_and_fewer_penalties_stand_better() -> None:
    assert evaluate(_state(FULL, ROWS, (9, 9, 9))) == [0.5, 0.5, 0.5]
    values = evaluate(_state(FULL, ROWS, (5, 20, 40)))
    assert values[0] > values[1] > values[2]
    assert all(0.0 < v < 1.0 for v in values)
    assert abs(sum(values) - 1.5) < 1e-9  # shares of the other seats beaten: n/2 in all


def test_a_gap_counts_for_more_the_fewer_rounds_are_left() -> None:
    early = _state([tuple(range(20, 30)), tuple(range(30, 40))], ROWS, (10, 20))
    late = _state([(21,), (31,)], ROWS, (50, 60))
    assert rounds_left(late) < rounds_left(early)
    assert evaluate(late)[0] > evaluate(early)[0] > 0.5
    assert rounds_left(_state([(21,), (31,)], ROWS, (66, 10))) == 0.1  # this round's last trick ends it


def test_the_policy_takes_the_row_with_fewest_bullheads() -> None:
    state = _state([(5, 57), (80, 90)], ROWS, (0, 0))
    rows = (TakeRow(0), TakeRow(1), TakeRow(2), TakeRow(3))
    assert rollout_policy(state, 0, rows, Rng(1)) == 2  # row 2: 3 bullheads (the others 11, 10, 8)


def test_the_policy_plays_a_card_that_takes_nothing() -> None:
    state = _state([(15, 57), (80, 90)], ROWS, (0, 0))
    cards = (PlayTile((15,)), PlayTile((57,)))  # 57 goes behind 55
    assert {rollout_policy(state, 0, cards, Rng(seed)) for seed in range(8)} == {1}
    low = (PlayTile((5,)), PlayTile((15,)), PlayTile((61,)), PlayTile((62,)))
    picked = {rollout_policy(state, 0, low, Rng(seed)) for seed in range(16)}
    assert picked == {2, 3}  # the safe cards, at random; 5 would take a row, 15 the full one
