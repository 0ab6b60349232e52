"""Wars (docs/games/tigris.md, "War (external conflict)"): a tile joining two kingdoms that both
have a leader of one colour."""

from __future__ import annotations

from senet_games.tigris.events import (
    ConflictResolved,
    KingdomsUnited,
    LeaderReturned,
    Scored,
    SupportCommitted,
    TilesRemoved,
    UnificationRemoved,
    WarStarted,
)
from senet_games.tigris.moves import ChooseTile, PickWar, Square, Support
from senet_games.tigris.state import EMPTY, Colour
from tests.tigris.kit import (
    at,
    committed,
    events,
    hands,
    play,
    points,
    refused,
    scored,
    sq,
    start,
    table,
    tiles_total,
)

# Example 3: two kingdoms on row 3 with a king each; the black tile on (3,8) joins them.
#   left: three black tiles and player 0's king; right: one black tile and player 1's king.
EXAMPLE_3 = """
k  k  k  0K .  1K k
.  .  .  r  .  r  .
"""


def test_example_3_the_loser_loses_their_black_tiles_and_the_joining_tile_stays() -> None:
    match = start(table(EXAMPLE_3, (3, 4), hands=[(0, 0, 0, 1), (0, 0, 0, 0)]))
    play(match, ChooseTile("black"), Square(3, 8))
    assert events(match, KingdomsUnited) == [KingdomsUnited(sq(3, 8), ("black",))]
    # The joining tile is on neither side: 3 black tiles against 1.
    assert events(match, WarStarted) == [WarStarted("black", 0, 1, sq(3, 7), sq(3, 9), 3, 1)]
    assert events(match, ConflictResolved) == [ConflictResolved("war", "black", 0, 1, 3, 1)]
    assert events(match, LeaderReturned) == [LeaderReturned(1, "black", sq(3, 9), "war")]
    assert events(match, TilesRemoved) == [TilesRemoved("black", (sq(3, 10),))]
    assert events(match, Scored) == [scored(0, "war", False, "black", 2)]  # one tile + the leader
    assert events(match, UnificationRemoved) == [UnificationRemoved(sq(3, 8))]
    assert at(match, 3, 8) == 4 and at(match, 3, 10) == EMPTY and at(match, 4, 9) == 1
    assert match.state.unification is None and points(match.state)[0] == (0, 0, 0, 2)


def test_a_war_is_fought_with_tiles_from_hand_within_the_revolt_limits() -> None:
    # 1 black tile on the left (player 0, attacker) against 3 on the right.
    state = table("""
    k  0K .  1K k  k  k
    .  r  .  r  .  .  .
    """, (3, 6), hands=[(0, 0, 0, 5), (0, 0, 0, 2)])
    match = start(state)
    play(match, ChooseTile("black"), Square(3, 8))
    assert match.flow.at == "attack" and match.to_act == (0,)
    assert match.legal_moves(0) == [Support(0), Support(3), Support(4)]
    refused(match, 0, Support(2), "exceed the defender's 3 (at least 3)")
    play(match, Support(4))  # 1 + 4 = 5 against 3: the defender may tie with 2
    assert match.to_act == (1,) and match.legal_moves(1) == [Support(0), Support(1), Support(2)]
    play(match, Support(2))
    assert events(match, ConflictResolved) == [ConflictResolved("war", "black", 1, 0, 5, 5)]
    # The attacker lost: its king returns and its side loses its one black tile.
    assert events(match, TilesRemoved) == [TilesRemoved("black", (sq(3, 6),))]
    assert events(match, Scored) == [scored(1, "war", False, "black", 2)]
    assert hands(match.state) == ((0, 0, 0, 0), (0, 0, 0, 0))
    assert tiles_total(match.state) == tiles_total(state)  # every tile accounted for


# Two wars: red and black. Left: player 0's king (3,5) and priest (2,7), temples (3,6), (3,7),
# (4,6). Right: temples (3,9), (3,10), player 1's king (3,11) and priest (4,10).
TWO_WARS = """
.  .  .  0R .  .  .  .
.  0K r  r  .  r  r  1K
.  .  r  .  .  .  1R .
"""


def test_the_active_player_chooses_the_order_and_each_war_is_checked_again() -> None:
    match = start(table(TWO_WARS, (2, 4), hands=[(0, 0, 1, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("green"), Square(3, 8))
    assert events(match, KingdomsUnited) == [KingdomsUnited(sq(3, 8), ("red", "black"))]
    assert match.flow.at == "war" and match.to_act == (0,)
    assert match.legal_moves(0) == [PickWar("red"), PickWar("black")]
    refused(match, 0, PickWar("green"), "the wars to fight now are in red and black")
    refused(match, 0, PickWar(Colour.GREEN), "the wars to fight now are in red and black, not 'green'")
    play(match, PickWar("red"))
    # 3 temples against 2: the right loses its priest and the temple on (3,9), which no other
    # leader touches; (3,10) stays, next to the king. The king's side no longer touches the
    # unification tile, so the black war does not happen.
    assert events(match, WarStarted) == [WarStarted("red", 0, 1, sq(2, 7), sq(4, 10), 3, 2)]
    assert events(match, TilesRemoved) == [TilesRemoved("red", (sq(3, 9),))]
    assert events(match, Scored) == [scored(0, "war", False, "red", 2)]
    assert at(match, 3, 10) == 1 and at(match, 3, 11) != EMPTY
    assert events(match, UnificationRemoved) == [UnificationRemoved(sq(3, 8))]
    assert match.flow.at == "action" and match.state.actions == 1


def test_the_other_order_fights_both_wars() -> None:
    match = start(table(TWO_WARS, (2, 4), hands=[(0, 0, 1, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("green"), Square(3, 8), PickWar("black"))
    # No black tiles on either side: 0 against 0, the defender wins; then the red war,
    # the only one left, is fought without asking.
    wars = events(match, WarStarted)
    assert [w.colour for w in wars] == ["black", "red"]
    assert [e.winner for e in events(match, ConflictResolved)] == [1, 0]
    assert events(match, LeaderReturned) == [
        LeaderReturned(0, "black", sq(3, 5), "war"), LeaderReturned(1, "red", sq(4, 10), "war")]
    assert events(match, Scored) == [scored(1, "war", False, "black", 1),
                                     scored(0, "war", False, "red", 2)]


def test_the_attacker_is_the_active_player_else_the_first_clockwise_from_them() -> None:
    # Player 2 joins the kingdoms of players 0 and 1: player 0 sits first after player 2.
    state = table(EXAMPLE_3, (3, 4), players=3, active=2,
                  hands=[(0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 1)])
    match = start(state)
    play(match, ChooseTile("black"), Square(3, 8))
    assert [(w.attacker, w.defender) for w in events(match, WarStarted)] == [(0, 1)]
    # Four players, player 1 joins the kingdoms of players 0 and 3: player 3 sits before 0.
    four = table(EXAMPLE_3.replace("1K", "3K"), (3, 4), players=4, active=1,
                 hands=[(0, 0, 0, 0), (0, 0, 0, 1), (0, 0, 0, 0), (0, 0, 0, 0)])
    match = start(four)
    play(match, ChooseTile("black"), Square(3, 8))
    assert [(w.attacker, w.defender) for w in events(match, WarStarted)] == [(3, 0)]


def test_the_losing_side_loses_every_tile_of_the_war_colour() -> None:
    # A red war, 3 temples against 3: the defender (right) wins, the left has no other leader.
    match = start(table("""
    .  .  0R .  .  .  .
    r  r  r  .  r  r$ r
    .  .  .  .  1R .  1K
    """, (2, 4), hands=[(0, 0, 1, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("green"), Square(3, 7))
    assert events(match, WarStarted) == [WarStarted("red", 0, 1, sq(2, 6), sq(4, 8), 3, 3)]
    assert events(match, ConflictResolved) == [ConflictResolved("war", "red", 1, 0, 3, 3)]
    assert events(match, TilesRemoved) == [TilesRemoved("red", (sq(3, 4), sq(3, 5), sq(3, 6)))]
    assert events(match, Scored) == [scored(1, "war", False, "red", 4)]


def test_temples_next_to_another_leader_and_tiles_with_a_treasure_stay() -> None:
    # 4 temples against 3: the right loses. Of its temples, (3,8) goes; (3,9) carries a
    # treasure and (3,10) stands next to player 1's king: they stay.
    match = start(table("""
    .  r  0R .  .  .  .
    r  r  r  .  r  r$ r
    .  .  .  .  1R .  1K
    """, (2, 4), hands=[(0, 0, 1, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("green"), Square(3, 7))
    assert events(match, WarStarted) == [WarStarted("red", 0, 1, sq(2, 6), sq(4, 8), 4, 3)]
    assert events(match, TilesRemoved) == [TilesRemoved("red", (sq(3, 8),))]
    assert events(match, Scored) == [scored(0, "war", False, "red", 2)]
    assert at(match, 3, 9) == 1 and at(match, 3, 10) == 1 and at(match, 4, 10) != EMPTY
    assert sq(3, 9) in match.state.treasures


def test_face_down_tiles_neither_count_nor_leave_in_a_war() -> None:
    match = start(table("""
    m  m  0K .  1K k
    m  m  r  .  r  .
    """, (3, 4), hands=[(0, 0, 0, 1), (0, 0, 0, 0)]))
    play(match, ChooseTile("black"), Square(3, 7))
    assert events(match, WarStarted) == [WarStarted("black", 0, 1, sq(3, 6), sq(3, 8), 0, 1)]
    assert events(match, ConflictResolved)[0].winner == 1
    assert events(match, TilesRemoved) == []
    assert at(match, 3, 4) == at(match, 4, 5) == 5
    assert events(match, SupportCommitted)[0] == committed(0, "attacker", "black", 0, True)
