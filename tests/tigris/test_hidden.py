"""Hidden information: hands, the bag, points. The engine derives views and search copies from the
state's types (Hand, Pile, Secret); these tests hold what the derived ones hide and re-deal, and
that the flow asks the same of everyone whatever a player holds."""

from __future__ import annotations

from collections import Counter

import senet
from senet import mask
from senet_games.tigris import GAME
from senet_games.tigris.events import SupportCommitted, TilesDrawn
from senet_games.tigris.moves import PlaceLeader, Square, Support
from senet_games.tigris.state import TigrisState, tally
from tests.tigris.kit import hands, points, start, table


def _pool(state: TigrisState, observer: int) -> Counter[int]:
    counts: Counter[int] = Counter()
    for p, hand in enumerate(state.hands):
        if p != observer:
            counts.update(hand.items)
    counts.update(state.bag.items)
    return counts


def test_a_view_shows_your_hand_and_only_the_sizes_of_the_rest() -> None:
    state = table("r", (4, 5), players=3, hands=[(1, 2, 3, 0), (6, 0, 0, 0), (0, 0, 1, 1)],
                  points=[(1, 0, 0, 0), (0, 2, 0, 0), (0, 0, 3, 0)], treasures_won=[1, 2, 3],
                  bag=(20, 20, 20, 20))
    mine = mask(state, 0)
    assert tally(mine.hands[0]) == (1, 2, 3, 0) and [len(h) for h in mine.hands] == [6, 6, 2]
    assert len(mine.bag) == 80
    assert points(mine) == ((1, 0, 0, 0), None, None)
    assert mine.treasures_won == (1, 2, 3)  # taken in public
    spectator = mask(state, None)
    assert all(h.items == () for h in spectator.hands) and points(spectator) == (None, None, None)
    assert mine.bag.items == () and mine.hands[1].items == () and mine.hands[2].items == ()
    match = start(state)
    assert match.view(0).state == mine and match.view(None).state == spectator


def test_open_scoring_and_the_end_show_every_screen() -> None:
    state = table("r", (4, 5), players=2, points=[(1, 0, 0, 0), (0, 2, 0, 0)], open_scoring=True)
    assert points(mask(state, 0)) == ((1, 0, 0, 0), (0, 2, 0, 0))
    assert points(mask(state, None)) == ((1, 0, 0, 0), (0, 2, 0, 0))


def test_the_search_copy_re_deals_the_other_hands_and_the_bag_only() -> None:
    match = senet.new_match(GAME, 4, seed=3)
    state = match.state
    changed = 0
    for seed in range(10):
        other = GAME.determinize(state, 1, senet.Rng(seed))
        assert other.hands[1] == state.hands[1]
        assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
        assert _pool(other, 1) == _pool(state, 1) and len(other.bag) == len(state.bag)
        assert (other.cells, other.treasures) == (state.cells, state.treasures)
        # Others' points are behind their screens: a search copy does not know them.
        assert other.points[1] == state.points[1]
        assert [p.value for i, p in enumerate(other.points) if i != 1] == [None] * 3
        assert mask(other, 1) == mask(state, 1)
        changed += other.hands != state.hands
    assert changed >= 9


def test_drawn_tiles_are_secret_to_their_owner_in_the_log() -> None:
    match = senet.new_match(GAME, 2, seed=5)
    for entry in match.log_for(0):
        event = entry.event
        if isinstance(event, TilesDrawn):
            assert (event.tiles.items == ()) == (event.player != 0)
            assert len(event.tiles) == event.count


# A revolt: player 0's black king arrives between two temples against player 1's king (one
# temple). Player 1 may commit red tiles to defend, or not, depending on what they hold.
REVOLT = "r . r 1K"


def _asked(defender_hand: tuple[int, int, int, int]
           ) -> tuple[list[tuple[int, ...]], senet.Match[TigrisState]]:
    match = start(table(REVOLT, (4, 4), hands=[(2, 0, 0, 0), defender_hand]))
    asked = []
    for move in (PlaceLeader("black"), Square(4, 5), Support(1)):
        asked.append(match.to_act)
        match.submit(match.to_act[0], move)
    asked.append(match.to_act)
    return asked, match


def test_the_defender_is_asked_whatever_they_hold() -> None:
    """Two tables equal but for the defender's hidden tiles (no red, or red): everyone sees the
    same player asked at every step, and player 0 reads the same log."""
    without, first = _asked((0, 3, 3, 0))
    with_red, second = _asked((3, 3, 0, 0))
    assert without == with_red == [(0,), (0,), (0,), (1,)]
    assert first.flow.at == second.flow.at == "defend"
    assert first.legal_moves(1) == [Support(0)] and len(second.legal_moves(1)) > 1
    first.submit(1, Support(0))
    second.submit(1, Support(0))
    assert first.to_act == second.to_act
    assert [e.event for e in first.log_for(0)] == [e.event for e in second.log_for(0)]
    forced = [e for e in first.log if isinstance(e.event, SupportCommitted)][-1].event.forced
    assert forced.value is True and forced.hidden_from(0)


def test_the_attacker_is_asked_whatever_they_hold() -> None:
    """The attacker too: with no red tile they may only commit nothing, and are still asked."""
    tables = [table(REVOLT, (4, 4), hands=[attacker, (0, 0, 0, 0)])
              for attacker in ((0, 0, 0, 2), (2, 0, 0, 0))]
    asked = []
    for state in tables:
        match = start(state)
        match.submit(0, PlaceLeader("black"))
        match.submit(0, Square(4, 5))
        asked.append((match.to_act, match.flow.at))
    assert asked[0] == asked[1] == ((0,), "attack")
    assert hands(tables[0]) != hands(tables[1])
