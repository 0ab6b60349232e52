"""Leaders (docs/games/tigris.md, "A turn", 1) and revolts ("Revolt (internal conflict)")."""

from __future__ import annotations

from senet_games.tigris.events import (
    ConflictResolved,
    LeaderPlaced,
    LeaderReturned,
    LeaderWithdrawn,
    RevoltStarted,
    Scored,
    SupportCommitted,
)
from senet_games.tigris.moves import (
    ChooseTile,
    MoveLeader,
    PlaceLeader,
    Square,
    Support,
    WithdrawLeader,
)
from senet_games.tigris.state import EMPTY, leader_code
from tests.tigris.kit import (
    at,
    committed,
    events,
    hands,
    play,
    refused,
    scored,
    sq,
    start,
    table,
    tiles_total,
)


def test_a_leader_goes_on_empty_land_next_to_a_face_up_red_tile() -> None:
    # (2,5) is a temple next to the river square (2,4); (4,9) touches only a face-down tile.
    state = table("""
    .  r  .  .  .  .
    .  .  .  .  .  .
    .  .  .  .  .  .
    .  .  .  .  .  m
    """, (2, 4), reserve=False)
    match = start(state)
    play(match, PlaceLeader("black"))
    refused(match, 0, Square(2, 4), "a leader may not stand on a river square (E3)")
    refused(match, 0, Square(4, 9), "a leader goes next to a face-up red temple (J5 has none)")
    refused(match, 0, Square(2, 5), "leader: square F3 is not empty")
    assert match.legal_moves(0) == [Square(1, 5), Square(2, 6), Square(3, 5)]
    play(match, Square(3, 5))
    assert events(match, LeaderPlaced) == [LeaderPlaced(0, "black", sq(3, 5))]
    assert at(match, 3, 5) == leader_code(0, 3)


def test_a_leader_may_not_join_two_kingdoms() -> None:
    match = start(table("0K r . r 1K", (3, 5)))
    play(match, PlaceLeader("red"))
    refused(match, 0, Square(3, 7), "a leader may not join two kingdoms")
    play(match, Square(2, 6))  # next to one kingdom: fine, no revolt (no other red leader)
    assert events(match, RevoltStarted) == []


def test_a_leader_next_to_a_region_without_leaders_makes_it_a_kingdom() -> None:
    match = start(table("r r .", (4, 5), hands=[(0, 0, 1, 0), (0, 0, 0, 0)]))
    play(match, PlaceLeader("green"), Square(3, 5))
    play(match, ChooseTile("green"), Square(4, 7))  # now it touches a kingdom: a point
    assert events(match, Scored) == [scored(0, "tile", False, "green", 1)]


def test_moving_a_leader_lifts_it_first() -> None:
    # Player 0's priest joins two parts, each with a leader of player 1. Lifted, the parts are
    # two kingdoms: (3,6) touches both and is refused, though it touches one kingdom now.
    state = table("""
    .  r  .  r  .
    1K r  0R r  1B
    """, (3, 4))
    match = start(state)
    play(match, MoveLeader("red"))
    assert at(match, 4, 6) == EMPTY
    refused(match, 0, Square(3, 6), "a leader may not join two kingdoms")
    refused(match, 0, Square(4, 6), "move it to another square")
    play(match, Square(2, 5))
    assert events(match, LeaderPlaced) == [LeaderPlaced(0, "red", sq(2, 5), sq(4, 6))]
    assert at(match, 2, 5) == leader_code(0, 0)


def test_a_leader_with_no_other_square_cannot_be_moved_and_others_cannot_be_placed_twice() -> None:
    match = start(table("""
    m  m  .
    m  0R x
    x  r  x
    """, (4, 5), reserve=False))
    assert MoveLeader("red") not in match.legal_moves(0)
    refused(match, 0, MoveLeader("red"), "has no other square to go to")
    refused(match, 0, PlaceLeader("red"), "your red priest is on the board")
    refused(match, 0, WithdrawLeader("blue"), "your blue farmer is not on the board")
    refused(match, 0, PlaceLeader("purple"), "expected Colour, not str 'purple'")  # not a colour at all


def test_withdrawing_a_leader_returns_it_to_the_supply_and_can_split_a_kingdom() -> None:
    match = start(table("1K r 0G r 1R", (4, 5)))
    play(match, WithdrawLeader("green"))
    assert events(match, LeaderWithdrawn) == [LeaderWithdrawn(0, "green", sq(4, 7))]
    assert at(match, 4, 7) == EMPTY and PlaceLeader("green") in match.legal_moves(0)
    assert match.state.actions == 1


# -- revolts ---------------------------------------------------------------------------------------

# Player 1's red priest on (4,6) has two temples; (3,7) is next to one of them only.
REVOLT = ".  r  1R r  ."


def test_example_2_attacker_must_exceed_and_defender_may_only_tie() -> None:
    match = start(table(REVOLT, (4, 4), hands=[(3, 0, 0, 0), (2, 0, 0, 0)]))
    play(match, PlaceLeader("red"), Square(3, 7))
    assert events(match, RevoltStarted) == [
        RevoltStarted("red", 0, 1, sq(3, 7), sq(4, 6), 1, 2)]
    assert match.flow.at == "attack" and match.to_act == (0,)
    assert match.legal_moves(0) == [Support(0), Support(2), Support(3)]
    refused(match, 0, Support(1), "enough to exceed the defender's 2 (at least 2)")
    refused(match, 0, Support(4), "you hold 3 red tiles, not 4")
    play(match, Support(2))
    assert match.flow.at == "defend" and match.to_act == (1,)
    assert match.legal_moves(1) == [Support(0), Support(1)]
    refused(match, 1, Support(2), "at most enough to tie the attacker's 3 (at most 1)")
    play(match, Support(1))
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "red", 1, 0, 3, 3)]
    assert events(match, LeaderReturned) == [LeaderReturned(0, "red", sq(3, 7), "revolt")]
    assert events(match, Scored) == [scored(1, "revolt", False, "red", 1)]
    state = match.state
    assert hands(state) == ((1, 0, 0, 0), (1, 0, 0, 0)) and state.discarded == 3
    assert at(match, 3, 7) == EMPTY and at(match, 4, 6) == leader_code(1, 0)
    assert tiles_total(state) == 153  # board, hands, bag, discards: every tile still somewhere


def test_an_attacker_who_cannot_exceed_may_only_commit_nothing_and_the_tie_goes_to_the_defender(
        ) -> None:
    match = start(table(REVOLT, (4, 4), hands=[(1, 0, 0, 0), (5, 0, 0, 0)]))
    match.submit(0, PlaceLeader("red"))
    match.submit(0, Square(3, 7))
    # 1 + 1 does not exceed 2: the attacker commits nothing; 1 < 2: the defender need not.
    # Both are still asked (privately: their one option depends on their hidden tiles).
    assert match.flow.at == "attack" and match.legal_moves(0) == [Support(0)]
    match.submit(0, Support(0))
    assert match.flow.at == "defend" and match.legal_moves(1) == [Support(0)]
    match.submit(1, Support(0))
    assert events(match, SupportCommitted) == [
        committed(0, "attacker", "red", 0, forced=True),
        committed(1, "defender", "red", 0, forced=True)]
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "red", 1, 0, 1, 2)]
    assert match.flow.at == "action" and match.state.actions == 1


def test_a_stronger_attacker_wins_and_the_defender_leader_returns() -> None:
    # The arriving black king stands between two temples; the defender's king has one.
    match = start(table("r . r 1K", (4, 4), hands=[(0, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, PlaceLeader("black"), Square(4, 5))
    assert events(match, RevoltStarted) == [RevoltStarted("black", 0, 1, sq(4, 5), sq(4, 7), 2, 1)]
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "black", 0, 1, 2, 1)]
    assert events(match, LeaderReturned) == [LeaderReturned(1, "black", sq(4, 7), "revolt")]
    # A revolt is won with temples: the point is red, whatever the leaders' colour.
    assert events(match, Scored) == [scored(0, "revolt", False, "red", 1)]


def test_a_defender_with_no_red_tiles_is_still_asked_and_may_only_commit_nothing() -> None:
    match = start(table("r . r 1K", (4, 4), hands=[(2, 0, 0, 0), (0, 3, 3, 0)]))
    play(match, PlaceLeader("black"), Square(4, 5))
    assert match.legal_moves(0) == [Support(0), Support(1), Support(2)]
    match.submit(0, Support(0))
    assert match.flow.at == "defend" and match.to_act == (1,)
    assert match.legal_moves(1) == [Support(0)]
    match.submit(1, Support(0))
    assert events(match, SupportCommitted)[-1] == committed(1, "defender", "red", 0, True)
    assert match.state.conflict is None


def test_moving_a_leader_into_a_kingdom_with_its_colour_starts_a_revolt() -> None:
    state = table("""
    0R r  .  .  .
    .  .  .  r  1R
    """, (3, 4))
    match = start(state)
    play(match, MoveLeader("red"), Square(3, 7))
    started = events(match, RevoltStarted)
    assert started == [RevoltStarted("red", 0, 1, sq(3, 7), sq(4, 8), 1, 1)]
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "red", 1, 0, 1, 1)]
    assert at(match, 3, 4) == EMPTY and at(match, 3, 7) == EMPTY
