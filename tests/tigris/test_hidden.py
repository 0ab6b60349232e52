"""Hidden information: hands, the bag, points; what a view shows and what determinize re-deals."""

from __future__ import annotations

from collections import Counter

import senet
from senet_games.tigris import GAME
from senet_games.tigris.events import TilesDrawn
from senet_games.tigris.state import TigrisState
from senet_games.tigris.view import determinize, view
from tests.tigris.kit import table


def _pool(state: TigrisState, observer: int) -> Counter[int]:
    counts: Counter[int] = Counter()
    for p, hand in enumerate(state.hands):
        if p != observer:
            counts.update({c: n for c, n in enumerate(hand)})
    counts.update({c: n for c, n in enumerate(state.bag)})
    return counts


def test_a_view_shows_your_hand_and_only_the_sizes_of_the_rest() -> None:
    state = table("r", (4, 5), players=3, hands=[(1, 2, 3, 0), (6, 0, 0, 0), (0, 0, 1, 1)],
                  points=[(1, 0, 0, 0), (0, 2, 0, 0), (0, 0, 3, 0)], treasures_won=[1, 2, 3])
    mine = view(state, 0)
    assert mine.hand == (1, 2, 3, 0) and mine.hand_sizes == (6, 6, 2) and mine.bag == 80
    assert mine.points == ((1, 0, 0, 0), None, None) and mine.treasures_won == (1, None, None)
    spectator = view(state, None)
    assert spectator.hand is None and spectator.points == (None, None, None)
    assert "bag=(" not in repr(mine) and "hands=" not in repr(mine)


def test_determinize_re_deals_the_other_hands_and_the_bag_only() -> None:
    match = senet.new_match(GAME, 4, seed=3)
    state = match.state
    changed = 0
    for seed in range(10):
        other = determinize(state, 1, senet.Rng(seed))
        assert other.hands[1] == state.hands[1]
        assert [sum(h) for h in other.hands] == [sum(h) for h in state.hands]
        assert _pool(other, 1) == _pool(state, 1) and sum(other.bag) == sum(state.bag)
        assert (other.cells, other.points, other.treasures) == (state.cells, state.points,
                                                                state.treasures)
        assert view(other, 1) == view(state, 1)
        changed += other.hands != state.hands
    assert changed >= 9


def test_drawn_tiles_are_secret_to_their_owner_in_the_log() -> None:
    match = senet.new_match(GAME, 2, seed=5)
    for entry in match.log_for(0):
        event = entry.event
        if isinstance(event, TilesDrawn):
            assert (event.tiles is None) == (event.player != 0)
