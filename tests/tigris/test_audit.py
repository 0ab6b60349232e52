"""Adversarial scenarios from the audit against docs/games/tigris.md: boundaries, orders within a turn,
the end, player counts, who decides, and hidden information. Each test names the rule it holds."""

from __future__ import annotations

from senet import Rng
from senet_games.tigris.board import regions
from senet_games.tigris.events import (
    ConflictResolved,
    GameEnded,
    KingdomsUnited,
    LeaderPlaced,
    LeaderReturned,
    MonumentBuilt,
    RevoltStarted,
    Scored,
    SupportCommitted,
    TilePlaced,
    TilesDrawn,
    TilesRemoved,
    TilesSwapped,
    TreasuresTaken,
    TurnStarted,
    UnificationRemoved,
    WarStarted,
)
from senet_games.tigris.game import setup
from senet_games.tigris.layout import LAYOUTS
from senet_games.tigris.moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseSwap,
    ChooseTile,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    MoveLeader,
    Pass,
    PlaceLeader,
    Square,
    Support,
)
from senet_games.tigris.rules_aftermath import result
from senet_games.tigris.state import CATASTROPHE, EMPTY, FACE_DOWN, RED, leader_code
from tests.tigris.kit import (
    at,
    bag,
    committed,
    drawn,
    events,
    hands,
    play,
    points,
    refused,
    scored,
    sq,
    start,
    swapped,
    table,
    tiles_total,
)

# -- the boards, square by square, as drawn in docs/games/tigris.md -------------------------------------

STANDARD = """
    0123456789012345
 0  ....~~~~~.T.~...
 1  .*..~.......~..*
 2  ...~~T......~~..
 3  ~~~~.........~~~
 4  .............T~~
 5  ..............~.
 6  ~~~~....T...~~~.
 7  .*.~~~~.....~...
 8  ......~~~~~~~.*.
 9  .....T..........
10  ..........T.....
"""

ADVANCED = """
    0123456789012345
 0  ..~~T....T.....~
 1  ..~~..........T~
 2  .*~~...........~
 3  ..~...T....T~~~~
 4  ..~.........~...
 5  ..~T........~..*
 6  ..~~........~~..
 7  *..~~~.T....T~..
 8  .....~~~.....~..
 9  ....*.~~~~~~~~..
10  ......~..*....*.
"""


def _drawing(text: str) -> list[str]:
    return [line[4:] for line in text.strip("\n").splitlines()[1:]]


def test_both_boards_match_the_rules_drawings_square_by_square() -> None:
    for side, drawing in (("standard", STANDARD), ("advanced", ADVANCED)):
        rows = _drawing(drawing)
        layout = LAYOUTS[side]
        assert len(rows) == 11 and all(len(r) == 16 for r in rows)
        flat = "".join(rows)
        assert [ch == "~" for ch in flat] == list(layout.river), side
        assert layout.temples == tuple(i for i, ch in enumerate(flat) if ch in "T*"), side
        assert layout.corners == {i for i, ch in enumerate(flat) if ch == "*"}, side
    assert sum(LAYOUTS["standard"].river) == 41  # "~ river (41 squares)"
    assert len(LAYOUTS["standard"].temples) == 10 and len(LAYOUTS["advanced"].temples) == 14


def test_the_bag_holds_143_tiles_or_139_on_the_advanced_side_with_47_or_43_red() -> None:
    for side, total, red in (("standard", 143, 47), ("advanced", 139, 43)):
        state = setup(2, {"board": side}, Rng(1))
        assert len(state.bag) == total and bag(state)[RED] == red
        assert bag(state)[1:] == (36, 30, 30)
        assert len(state.treasures) == (10 if side == "standard" else 14)


# -- leaders ------------------------------------------------------------------------------------

# Player 0's priest is the only leader of its kingdom (3,4)-(4,5); (3,6) touches it and the
# kingdom of player 1's priest on the right, which has one temple (3,7) shared with (3,6).
LIFTED = """
r  r  .  r  1R
.  0R .  .  .
"""


def test_a_moved_leader_is_lifted_first_so_its_old_kingdom_may_be_joined() -> None:
    # Placed from the supply, a leader on (3,6) would join two kingdoms.
    match = start(table(LIFTED, (3, 4), hands=[(0, 0, 0, 0), (3, 0, 0, 0)]))
    play(match, PlaceLeader("blue"))
    refused(match, 0, Square(3, 6), "a leader may not join two kingdoms (G4 touches two)")
    # Moved, the priest leaves its old region without a leader: (3,6) touches one kingdom and
    # the revolt counts the temple (3,7) for both sides: 2 against 1.
    match = start(table(LIFTED, (3, 4), hands=[(0, 0, 0, 0), (3, 0, 0, 0)]))
    before = tiles_total(match.state)
    play(match, MoveLeader("red"), Square(3, 6))
    assert events(match, LeaderPlaced) == [LeaderPlaced(0, "red", sq(3, 6), sq(4, 5))]
    assert events(match, RevoltStarted) == [RevoltStarted("red", 0, 1, sq(3, 6), sq(3, 8), 2, 1)]
    # The attacker holds no red tile: asked, commits nothing. The defender may tie (1 tile), no more.
    assert match.to_act == (1,) and match.legal_moves(1) == [Support(0), Support(1)]
    refused(match, 1, Support(2), "at most enough to tie the attacker's 2 (at most 1)")
    play(match, Support(1))
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "red", 1, 0, 2, 2)]
    # The loser's leader goes back to the supply, not to the square it came from.
    assert at(match, 3, 6) == EMPTY and at(match, 4, 5) == EMPTY
    assert regions(match.state.cells).leader_at[0 * 4 + RED] < 0
    assert PlaceLeader("red") in match.legal_moves(0)
    assert events(match, Scored) == [scored(1, "revolt", False, "red", 1)]
    assert tiles_total(match.state) == before


def test_revolt_an_attacker_already_ahead_may_commit_any_number_and_the_defender_up_to_a_tie() -> None:
    # The arriving king has two temples; the defending king one, beside a face-down tile and a
    # catastrophe, which count for nothing.
    state = table("""
    r  .  r  m  1K x
    .  .  .  .  r  .
    """, (3, 4), hands=[(3, 0, 0, 0), (5, 0, 0, 0)])
    match = start(state)
    play(match, PlaceLeader("black"), Square(3, 5))
    assert events(match, RevoltStarted) == [
        RevoltStarted("black", 0, 1, sq(3, 5), sq(3, 8), 2, 1)]
    assert match.legal_moves(0) == [Support(0), Support(1), Support(2), Support(3)]
    play(match, Support(0))
    # 2 against 1: the defender may bring 0 or 1 (a tie), not 2.
    assert match.legal_moves(1) == [Support(0), Support(1)]
    play(match, Support(1))
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "black", 1, 0, 2, 2)]
    assert events(match, LeaderReturned) == [LeaderReturned(0, "black", sq(3, 5), "revolt")]
    assert hands(match.state) == ((3, 0, 0, 0), (4, 0, 0, 0))


def test_revolt_an_attacker_exactly_one_short_needs_exactly_one_more_to_win() -> None:
    state = table(".  r  1G r  .", (4, 4), hands=[(1, 0, 0, 0), (0, 2, 2, 2)])
    match = start(state)
    play(match, PlaceLeader("green"), Square(3, 5))  # 1 temple against 2
    # 1 + 1 only ties: not enough, so the attacker may only commit nothing; nor may the defender (no red).
    assert events(match, SupportCommitted) == [committed(0, "attacker", "red", 0, True),
                                               committed(1, "defender", "red", 0, True)]
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "green", 1, 0, 1, 2)]
    state = table(".  r  1G r  .", (4, 4), hands=[(2, 0, 0, 0), (0, 2, 2, 2)])
    match = start(state)
    play(match, PlaceLeader("green"), Square(3, 5))
    assert match.legal_moves(0) == [Support(0), Support(2)]
    play(match, Support(2))  # 3 against 2; the defender holds no red tile: commits nothing
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "green", 0, 1, 3, 2)]
    assert events(match, LeaderReturned) == [LeaderReturned(1, "green", sq(4, 6), "revolt")]


# -- tiles --------------------------------------------------------------------------------------


def test_a_tile_next_to_two_kingdoms_and_a_region_without_leaders_is_allowed() -> None:
    # (3,6) touches player 0's king, player 1's priest and the lone temple (4,6).
    state = table("""
    0K r  .  r  1R
    .  .  r  .  .
    """, (3, 4), hands=[(0, 0, 1, 0), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("green"), Square(3, 6))
    assert events(match, KingdomsUnited) == [KingdomsUnited(sq(3, 6), ())]
    assert events(match, Scored) == []  # joining scores nothing
    assert match.state.unification is None and match.flow.at == "action"


def test_a_single_possible_square_is_taken_without_asking() -> None:
    # Three players: their six catastrophes and 34 blue tiles fill the rest of the river.
    river = [s for s, wet in enumerate(LAYOUTS["standard"].river) if wet and s != sq(8, 8)]
    filled = {s: CATASTROPHE if i < 6 else 2 for i, s in enumerate(river)}
    match = start(table("0B r", (7, 7), players=3, hands=[(0, 1, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)],
                        put=filled))
    play(match, ChooseTile("blue"))  # (8,8) is the only river square left
    assert events(match, TilePlaced) == [TilePlaced(0, "blue", sq(8, 8))]
    assert events(match, Scored) == [scored(0, "tile", False, "blue", 1)]
    assert match.flow.at == "action" and match.state.actions == 1


# -- wars ---------------------------------------------------------------------------------------


def test_the_active_player_attacks_from_the_weaker_side_and_the_defender_may_only_tie() -> None:
    # Example 3's kingdoms; player 1 (active) owns the right king with 1 black tile against 3.
    state = table("""
    k  k  k  0K .  1K k
    .  .  .  r  .  r  .
    """, (3, 4), active=1, hands=[(0, 0, 0, 2), (0, 0, 0, 4)])
    match = start(state)
    play(match, ChooseTile("black"), Square(3, 8))
    assert events(match, WarStarted) == [WarStarted("black", 1, 0, sq(3, 9), sq(3, 7), 1, 3)]
    # 1 + k must exceed 3: k = 3 at least, and player 1 holds 3 black tiles now.
    assert match.to_act == (1,) and match.legal_moves(1) == [Support(0), Support(3)]
    refused(match, 1, Support(2), "war: the attacker commits nothing, or enough to exceed")
    play(match, Support(3))
    assert match.legal_moves(0) == [Support(0), Support(1)]  # 4 against 3: one to tie
    play(match, Support(1))
    assert events(match, ConflictResolved) == [ConflictResolved("war", "black", 0, 1, 4, 4)]
    assert events(match, TilesRemoved) == [TilesRemoved("black", (sq(3, 10),))]
    assert events(match, Scored) == [scored(0, "war", False, "black", 2)]
    assert hands(match.state) == ((0, 0, 0, 1), (0, 0, 0, 0))


def test_three_players_the_attacker_is_the_first_party_clockwise_from_the_active_player() -> None:
    # Player 1 joins the kingdoms of players 0 (left) and 2 (right): player 2 sits next.
    state = table("""
    k  k  k  0K .  2K k
    .  .  .  r  .  r  .
    """, (3, 4), players=3, active=1, hands=[(0, 0, 0, 0), (0, 0, 0, 1), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("black"), Square(3, 8))
    assert events(match, WarStarted) == [WarStarted("black", 2, 0, sq(3, 9), sq(3, 7), 1, 3)]
    assert events(match, ConflictResolved)[0].winner == 0
    assert events(match, Scored) == [scored(0, "war", False, "black", 2)]  # the bystander: none


def test_a_region_without_leaders_next_to_the_unification_tile_is_on_neither_side() -> None:
    state = table("""
    r  0K k  .  k  1K r
    .  .  .  k  .  .  .
    """, (3, 4), hands=[(0, 0, 0, 1), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("black"), Square(3, 7))
    # One black tile each side: (4,7) below the joining square counts for neither.
    assert events(match, WarStarted) == [WarStarted("black", 0, 1, sq(3, 5), sq(3, 9), 1, 1)]
    assert events(match, ConflictResolved) == [ConflictResolved("war", "black", 1, 0, 1, 1)]
    assert events(match, TilesRemoved) == [TilesRemoved("black", (sq(3, 6),))]
    assert at(match, 4, 7) == 4 and at(match, 3, 7) == 4  # neither removed
    assert events(match, Scored) == [scored(1, "war", False, "black", 2)]


def test_the_treasures_are_taken_after_the_wars_and_the_unification_tile_is_off() -> None:
    # Player 0's trader and king on the left with a treasure; the right has a treasure and
    # player 1's king. Player 0 wins the black war; the united kingdom has two plain treasures.
    state = table("""
    .  0G .  .  .  .
    r$ r  0K .  r$ 1K
    k  k  .  .  .  .
    """, (2, 4), hands=[(0, 0, 0, 1), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("black"), Square(3, 7))
    assert events(match, ConflictResolved) == [ConflictResolved("war", "black", 0, 1, 2, 0)]
    assert events(match, TreasuresTaken) == []
    assert match.flow.at == "treasure" and match.to_act == (0,)
    assert match.legal_moves(0) == [LeaveTreasure(3, 4), LeaveTreasure(3, 8)]
    play(match, LeaveTreasure(3, 8))
    order = [type(e.event).__name__ for e in match.log
             if isinstance(e.event, ConflictResolved | UnificationRemoved | TreasuresTaken)]
    assert order == ["ConflictResolved", "UnificationRemoved", "TreasuresTaken"]
    assert events(match, TreasuresTaken) == [TreasuresTaken(0, (sq(3, 4),))]


def test_a_tile_joining_two_kingdoms_without_a_war_may_complete_a_monument_block() -> None:
    state = table("""
    0K r  .  r  1B
    .  r  r  .  .
    """, (3, 4), hands=[(1, 0, 0, 0), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("red"), Square(3, 6))
    assert events(match, KingdomsUnited) == [KingdomsUnited(sq(3, 6), ())]
    assert events(match, Scored) == []
    assert match.flow.at == "monument"
    assert match.legal_moves(0) == [BuildMonument(3, 5, "red-blue"), BuildMonument(3, 5, "red-green"),
                                    BuildMonument(3, 5, "red-black"), DeclineMonument()]


# -- monuments ----------------------------------------------------------------------------------


def test_a_red_monument_returns_leaders_left_without_a_face_up_temple_and_keeps_treasures() -> None:
    state = table("""
    0B r$ r  .
    1K r  .  r
    """, (3, 4), hands=[(1, 0, 0, 0), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseTile("red"), Square(4, 6))
    assert events(match, Scored) == [scored(1, "tile", False, "red", 1)]  # no priest: the king
    refused(match, 0, BuildMonument(3, 5, "blue-green"), "one of the monument's colours must be")
    play(match, BuildMonument(3, 5, "red-green"))
    assert events(match, MonumentBuilt) == [MonumentBuilt(0, "red-green", sq(3, 5), "red")]
    assert [at(match, 3, 5), at(match, 3, 6), at(match, 4, 5), at(match, 4, 6)] == [FACE_DOWN] * 4
    assert sq(3, 5) in match.state.treasures
    # Both leaders touched only the block's temples; (4,7)'s temple touches neither.
    assert events(match, LeaderReturned) == [LeaderReturned(0, "blue", sq(3, 4), "temple"),
                                             LeaderReturned(1, "black", sq(4, 4), "temple")]


def test_monument_points_go_to_the_active_player_for_each_of_their_leaders_of_its_colours() -> None:
    # A red-black monument; player 0 has priest and king there, player 1 nothing of its colours.
    state = table("""
    m  m  0R 1G
    m  m  r  r
    0K r  .  .
    """, (3, 4), monuments=[("red-black", sq(3, 4))], hands=[(6, 0, 0, 0), (6, 0, 0, 0)])
    match = start(state)
    play(match, Pass())
    assert events(match, Scored) == [scored(0, "monument", False, "red", 1),
                                     scored(0, "monument", False, "black", 1)]
    play(match, Pass())  # player 1's trader is not of the monument's colours
    assert events(match, Scored)[2:] == []
    assert points(match.state) == ((1, 0, 0, 1), (0, 0, 0, 0))


# -- treasures and the end ----------------------------------------------------------------------


def test_several_kingdoms_with_treasures_are_served_in_board_order_each_by_its_trader() -> None:
    # Top: player 1's trader with three plain treasures. Bottom: player 0's with two.
    state = table("""
    r$ r$ r$ 1G
    .  .  .  .
    .  .  .  .
    r$ r$ 0G .
    """, (3, 4), hands=[(1, 0, 0, 0), (0, 0, 0, 0)])
    match = start(state)
    play(match, ChooseSwap())
    assert match.to_act == (1,) and match.flow.at == "treasure"
    assert len(match.legal_moves(1)) == 3
    play(match, LeaveTreasure(3, 5))
    assert match.to_act == (0,) and match.legal_moves(0) == [LeaveTreasure(6, 4), LeaveTreasure(6, 5)]
    play(match, LeaveTreasure(6, 4))
    assert events(match, TreasuresTaken) == [TreasuresTaken(1, (sq(3, 4), sq(3, 6))),
                                             TreasuresTaken(0, (sq(6, 5),))]
    assert match.state.treasures_won == (1, 2) and match.state.actions == 1


def test_two_treasures_left_mid_turn_end_the_game_only_at_the_end_of_the_turn() -> None:
    # Three treasures on the board and nothing else; the trader's kingdom gets two of them.
    state = table("r$ . r$ . . r$", (4, 4), reserve=False, hands=[(6, 0, 0, 0), (6, 0, 0, 0)])
    match = start(state)
    play(match, PlaceLeader("green"), Square(4, 5))  # between two treasures
    assert match.legal_moves(0) == [LeaveTreasure(4, 4), LeaveTreasure(4, 6)]
    play(match, LeaveTreasure(4, 6))
    assert len(match.state.treasures) == 2 and not match.is_over
    assert match.to_act == (0,) and match.state.actions == 1  # the second action is still played
    play(match, Pass())
    assert [e.why for e in events(match, GameEnded)] == ["treasures"]


def test_monument_points_come_before_the_refill_that_ends_the_game() -> None:
    state = table("""
    m  m  0R
    m  m  r
    """, (3, 5), monuments=[("red-blue", sq(3, 5))], hands=[(4, 0, 0, 0), (5, 0, 0, 0)],
        bag=(1, 1, 0, 0))
    match = start(state)
    play(match, Pass())
    names = [type(e.event).__name__ for e in match.log
             if isinstance(e.event, Scored | TilesDrawn | GameEnded)]
    assert names == ["Scored", "TilesDrawn", "GameEnded"]
    assert [e.why for e in events(match, GameEnded)] == ["bag"]
    assert len(match.state.hands[0]) == 6 and len(match.state.hands[1]) == 5  # 1 short: over
    assert points(match.state)[0] == (1, 0, 0, 0)


def test_a_bag_that_just_suffices_does_not_end_the_game() -> None:
    state = table("r", (4, 5), hands=[(4, 0, 0, 0), (5, 0, 0, 0)], bag=(3, 0, 0, 0))
    match = start(state)
    play(match, Pass())
    assert not match.is_over and len(match.state.bag) == 0
    assert events(match, TurnStarted)[-1] == TurnStarted(1, 4)
    # Full hands need nothing from the empty bag: the game goes on.
    play(match, Pass())
    assert not match.is_over
    # A swap from the empty bag ends the game at once, the tile discarded.
    play(match, ChooseSwap(), Discard(1, 0, 0, 0))
    assert [e.why for e in events(match, GameEnded)] == ["bag"] and match.is_over
    assert len(match.state.hands[0]) == 5


def test_a_swap_may_discard_the_whole_hand_and_is_secret_to_the_others() -> None:
    match = start(table("r", (4, 5), hands=[(2, 1, 2, 1), (0, 0, 0, 0)]))
    play(match, ChooseSwap())
    assert Discard(2, 1, 2, 1) in match.legal_moves(0) and len(match.legal_moves(0)) == 3 * 2 * 3 * 2 - 1
    refused(match, 0, Discard(0, 0, 0, 0), "swap: discard at least one tile")
    refused(match, 0, Discard(3, 0, 0, 0), "swap: you hold 2 red tiles, not 3")
    play(match, Discard(2, 1, 2, 1))
    assert len(match.state.hands[0]) == 6 and match.state.discarded == 6
    theirs = [e.event for e in match.log_for(1) if isinstance(e.event, TilesSwapped | TilesDrawn)]
    assert theirs == [swapped(0, 6), drawn(0, 6, "swap")]  # sizes only, not which tiles


def test_example_6_literally_at_the_end_of_a_game() -> None:
    state = table("r$ . r$", (4, 5), reserve=False, hands=[(6, 0, 0, 0), (6, 0, 0, 0)],
                  points=[(5, 4, 4, 2), (5, 3, 4, 2)], treasures_won=[2, 2])
    match = start(state)
    play(match, Pass())
    assert events(match, GameEnded) == [
        GameEnded("treasures", (4, 3), ((5, 4, 4, 4), (5, 4, 4, 3)))]
    assert match.result is not None and match.result.ranks == (1, 2)


def test_the_tie_breaks_go_down_the_colours_and_treasures_count_first() -> None:
    # Equal weakest and second weakest; the third decides, whatever the totals.
    outcome = result(table("r", (4, 5), points=[(2, 2, 2, 9), (2, 2, 3, 3)]))
    assert outcome.scores == (2, 2) and outcome.ranks == (2, 1)
    # A treasure lifts the weakest colour: (3, 1, 3, 3) and one treasure is (3, 2, 3, 3),
    # equal on all four to (3, 3, 3, 2): a shared place.
    outcome = result(table("r", (4, 5), points=[(3, 1, 3, 3), (3, 3, 3, 2)], treasures_won=[1, 0]))
    assert outcome.scores == (2, 2) and outcome.ranks == (1, 1)
    # The fourth colour decides.
    outcome = result(table("r", (4, 5), players=3,
                           points=[(1, 2, 3, 4), (4, 3, 2, 1), (1, 2, 3, 5)]))
    assert outcome.ranks == (2, 2, 1) and outcome.winners == (2,)


def test_a_catastrophe_on_a_shared_temple_returns_every_leader_it_held_up() -> None:
    state = table("""
    0K r  1R
    .  r  .
    """, (3, 4), reserve=True)
    match = start(state)
    play(match, ChooseCatastrophe(), Square(3, 5))
    assert events(match, LeaderReturned) == [LeaderReturned(0, "black", sq(3, 4), "temple"),
                                             LeaderReturned(1, "red", sq(3, 6), "temple")]
    assert at(match, 4, 5) == 1  # the temple below stays; it touched neither leader


def test_four_players_refill_round_the_table_from_the_active_player_until_the_bag_is_short() -> None:
    # Player 2 is active: the order is 2, 3, 0, 1. The bag holds 3 tiles; 2 need 1, 3 need 1,
    # player 0 needs 2 and gets the last one: the game ends, player 1 draws nothing.
    state = table("r", (4, 5), players=4, active=2, bag=(0, 0, 3, 0),
                  hands=[(4, 0, 0, 0), (3, 0, 0, 0), (5, 0, 0, 0), (5, 0, 0, 0)])
    match = start(state)
    play(match, Pass())
    assert [(e.player, e.count) for e in events(match, TilesDrawn)] == [(2, 1), (3, 1), (0, 1)]
    assert [e.why for e in events(match, GameEnded)] == ["bag"]
    assert hands(match.state) == ((4, 0, 1, 0), (3, 0, 0, 0), (5, 0, 1, 0), (5, 0, 1, 0))


def test_a_short_bag_and_two_treasures_end_the_game_once_for_the_bag() -> None:
    state = table("r$ . r$", (4, 5), reserve=False, bag=(0, 0, 0, 0),
                  hands=[(5, 0, 0, 0), (6, 0, 0, 0)])
    match = start(state)
    play(match, Pass())
    assert [e.why for e in events(match, GameEnded)] == ["bag"] and match.is_over


def test_four_players_a_war_between_two_others_and_a_defender_without_tiles_of_the_colour() -> None:
    # Player 3 joins the kingdoms of players 1 (left) and 2 (right): player 1 sits first after
    # player 3 (0 has no leader there). Player 2 holds only red tiles: never asked in a black war.
    state = table("""
    k  1K .  2K k  k
    .  r  .  r  .  .
    """, (3, 4), players=4, active=3,
        hands=[(0, 0, 0, 5), (0, 0, 0, 3), (6, 0, 0, 0), (0, 0, 0, 1)])
    match = start(state)
    play(match, ChooseTile("black"), Square(3, 6))
    assert events(match, WarStarted) == [WarStarted("black", 1, 2, sq(3, 5), sq(3, 7), 1, 2)]
    assert match.to_act == (1,) and match.legal_moves(1) == [Support(0), Support(2), Support(3)]
    play(match, Support(2))
    assert events(match, SupportCommitted)[-1] == committed(2, "defender", "black", 0, True)
    assert events(match, ConflictResolved) == [ConflictResolved("war", "black", 1, 2, 3, 2)]
    assert events(match, TilesRemoved) == [TilesRemoved("black", (sq(3, 8), sq(3, 9)))]
    assert events(match, Scored) == [scored(1, "war", False, "black", 3)]
    assert match.to_act == (3,) and hands(match.state)[0] == (0, 0, 0, 5)
    # Nobody else learns player 1's black points.
    assert [e.event for e in match.log_for(0) if isinstance(e.event, Scored)] == [
        scored(1, "war", False, None, None)]
    assert points(match.view(0).state) == ((0, 0, 0, 0), None, None, None)


# Player 1's trader guards one treasure; (3,7) would bring player 0's trader and a second one.
TRADERS = """
r$ r  r  .  r$
.  1G .  .  .
"""


def test_the_treasures_wait_for_the_revolt_and_go_to_the_winning_trader() -> None:
    match = start(table(TRADERS, (3, 4), hands=[(0, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, PlaceLeader("green"), Square(3, 7))
    assert events(match, RevoltStarted) == [RevoltStarted("green", 0, 1, sq(3, 7), sq(4, 5), 2, 1)]
    assert events(match, LeaderReturned) == [LeaderReturned(1, "green", sq(4, 5), "revolt")]
    assert match.flow.at == "treasure" and match.to_act == (0,)
    assert match.legal_moves(0) == [LeaveTreasure(3, 4), LeaveTreasure(3, 8)]


def test_a_trader_who_loses_the_revolt_takes_no_treasure() -> None:
    match = start(table(TRADERS, (3, 4), hands=[(0, 0, 0, 0), (1, 0, 0, 0)]))
    play(match, PlaceLeader("green"), Square(3, 7), Support(1))  # the defender ties
    assert events(match, ConflictResolved) == [ConflictResolved("revolt", "green", 1, 0, 2, 2)]
    # The returned trader was the only link to (3,8): one treasure each side, nobody takes.
    assert events(match, TreasuresTaken) == [] and match.flow.at == "action"
    assert match.state.treasures_won == (0, 0)


def test_a_leader_may_move_within_its_own_kingdom_but_not_onto_its_own_square() -> None:
    # Every square next to a temple touches the priest's own kingdom.
    match = start(table("r 0R r", (4, 5), reserve=False))
    assert MoveLeader("red") in match.legal_moves(0)
    play(match, MoveLeader("red"))
    assert match.legal_moves(0) == [Square(3, 5), Square(3, 7), Square(4, 4), Square(4, 8),
                                    Square(5, 5), Square(5, 7)]
    refused(match, 0, Square(4, 6), "move it to another square")
    play(match, Square(4, 4))
    assert at(match, 4, 4) == leader_code(0, RED) and at(match, 4, 6) == EMPTY
