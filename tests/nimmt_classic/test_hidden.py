"""What nimmt-classic hides, derived by the engine from its types: hands (``Hand``) are
seen by their owner only, the undealt cards (``Pile``) by nobody; everything else is public."""

from __future__ import annotations

import senet
from senet import Hand, Pile
from senet_games.nimmt.classic import GAME, HandDealt, PlayTile
from senet_games.nimmt.classic.state import ClassicState


def test_a_view_shows_the_own_hand_and_only_the_sizes_of_the_rest() -> None:
    match = senet.new_match(GAME, 3, seed=7)
    true = match.state
    shown = match.view(1).state
    assert isinstance(shown, ClassicState)
    assert shown.hands[1] == true.hands[1] and len(shown.hands[1].items) == 10
    for p in (0, 2):
        assert shown.hands[p].items == () and len(shown.hands[p]) == 10
    assert shown.stock.items == () and len(shown.stock) == len(true.stock) == 104 - 30 - 4
    assert shown.rows == true.rows and shown.penalties == true.penalties
    spectator = match.view(None).state
    assert all(h.items == () and len(h) == 10 for h in spectator.hands)


def test_dealt_hands_are_masked_in_the_log_for_everyone_but_their_owner() -> None:
    match = senet.new_match(GAME, 3, seed=7)
    dealt = [e.event for e in match.log_for(2) if isinstance(e.event, HandDealt)]
    assert [d.cards.items == () for d in dealt] == [True, True, False]
    assert dealt[2].cards == match.state.hands[2]


def test_a_search_copy_re_deals_what_the_observer_cannot_see() -> None:
    match = senet.new_match(GAME, 3, seed=7)
    player = 0
    match.submit(player, PlayTile((match.state.hands[player].items[0],)))
    copy = match.determinized(player, seed=123)
    state, true = copy.state, match.state
    assert state.hands[0] == true.hands[0] and state.rows == true.rows
    assert [len(h) for h in state.hands] == [len(h) for h in true.hands]
    def unseen(s: ClassicState) -> list[int]:
        return sorted([c for p in (1, 2) for c in s.hands[p].items] + list(s.stock.items))

    assert unseen(state) == unseen(true)
    assert all(list(h.items) == sorted(h.items) for h in state.hands)


def test_who_is_asked_does_not_depend_on_what_the_hands_hold() -> None:
    # Neither decision is private: two tables that differ only in the hidden cards ask the same.
    rows = ((10,), (20,), (30,), (40,))
    rest = tuple(c for c in range(1, 105) if c not in (5, 50, 60, 70, 80, 81, 10, 20, 30, 40))
    a = ClassicState((Hand(0, (5, 50)), Hand(1, (60, 70))), rows, (0, 0), Pile((80, 81, *rest)), round=1)
    b = ClassicState((Hand(0, (50, 80)), Hand(1, (5, 81))), rows, (0, 0), Pile((60, 70, *rest)), round=1)
    ma, mb = senet.start_match(GAME, a, 2), senet.start_match(GAME, b, 2)
    assert ma.to_act == mb.to_act == (0, 1)
    assert [len(ma.legal_moves(p)) for p in (0, 1)] == [len(mb.legal_moves(p)) for p in (0, 1)]


def test_an_impossible_table_is_named() -> None:
    rows = ((10,), (20,), (30,), (40,))
    state = ClassicState((Hand(0, (10, 50)), Hand(0, (60,))), rows, (0, 0), round=1)
    problems = GAME.check(state) if GAME.check is not None else []
    assert "cards: card 10 is in 2 places" in problems and "hands: hand 1 belongs to player 0" in problems
