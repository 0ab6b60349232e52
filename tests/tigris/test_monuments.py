"""Monuments (docs/games/tigris.md, "Monument", and the end-of-turn monument points)."""

from __future__ import annotations

from senet_games.tigris.events import (
    LeaderReturned,
    MonumentBuilt,
    MonumentDeclined,
    Scored,
    WarStarted,
)
from senet_games.tigris.moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseTile,
    DeclineMonument,
    Pass,
    Square,
)
from senet_games.tigris.state import FACE_DOWN
from tests.tigris.kit import at, events, play, refused, scored, sq, start, table

# Three red tiles of a 2 x 2 block; player 0's priest stands next to (4,5) only.
BLOCK = """
.  0R .
.  r$ r
.  r  .
"""


def test_completing_a_block_offers_every_unused_monument_of_its_colour() -> None:
    match = start(table(BLOCK, (3, 4), hands=[(1, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("red"), Square(5, 6))
    assert match.flow.at == "monument" and match.to_act == (0,)
    assert match.legal_moves(0) == [BuildMonument(4, 5, "red-blue"), BuildMonument(4, 5, "red-green"),
                                    BuildMonument(4, 5, "red-black"), DeclineMonument()]
    refused(match, 0, BuildMonument(4, 5, "blue-green"), "one of the monument's colours must be the block's")
    refused(match, 0, BuildMonument(4, 6, "red-blue"), "is not the top-left square of a 2 x 2 block")
    refused(match, 0, BuildMonument(4, 5, "gold"), "expected MonumentName, not str 'gold'")
    play(match, BuildMonument(4, 5, "red-green"))
    assert events(match, MonumentBuilt) == [MonumentBuilt(0, "red-green", sq(4, 5), "red")]
    assert [at(match, r, c) for r, c in ((4, 5), (4, 6), (5, 5), (5, 6))] == [FACE_DOWN] * 4
    # The treasure stays on its face-down tile; the priest has no face-up temple left.
    assert sq(4, 5) in match.state.treasures
    assert events(match, LeaderReturned) == [LeaderReturned(0, "red", sq(3, 5), "temple")]
    assert [m.name for m in match.state.monuments] == ["red-green"]
    assert match.flow.at == "action" and match.state.actions == 1


def test_a_declined_block_never_becomes_a_monument() -> None:
    match = start(table(BLOCK, (3, 4), hands=[(1, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("red"), Square(5, 6), DeclineMonument())
    assert events(match, MonumentDeclined) == [MonumentDeclined(0, (sq(4, 5),))]
    assert match.state.declined == (sq(4, 5),)
    # The same block completed again later (here: set up so) is not offered.
    again = start(table(BLOCK, (3, 4), hands=[(1, 0, 0, 0), (0, 0, 0, 0)], declined=[sq(4, 5)]))
    play(again, ChooseTile("red"), Square(5, 6))
    assert again.flow.at == "action" and events(again, MonumentBuilt) == []


def test_one_monument_per_placement_even_when_it_completes_two_blocks() -> None:
    match = start(table("r r r\nr . r", (4, 5), hands=[(1, 0, 0, 0), (0, 0, 0, 0)]))
    play(match, ChooseTile("red"), Square(5, 6))
    builds = [m for m in match.legal_moves(0) if isinstance(m, BuildMonument)]
    assert {(m.row, m.col) for m in builds} == {(4, 5), (4, 6)} and len(builds) == 6
    play(match, BuildMonument(4, 6, "red-black"))
    assert match.flow.at == "action"  # the other block holds a face-down tile now
    assert at(match, 4, 5) == 1 and at(match, 5, 5) == 1


def test_no_unused_monument_of_the_colour_no_offer() -> None:
    taken = [("red-blue", sq(0, 0)), ("red-green", sq(0, 3)), ("red-black", sq(0, 6))]
    blocks = {top + step: FACE_DOWN for _, top in taken for step in (0, 1, 16, 17)}
    match = start(table(BLOCK, (3, 4), hands=[(1, 0, 0, 0), (0, 0, 0, 0)], monuments=taken, put=blocks))
    play(match, ChooseTile("red"), Square(5, 6))
    assert match.flow.at == "action" and events(match, MonumentBuilt) == []


# A black tile on (3,8) completes the block (2,7)-(3,8) and joins two kingdoms: a black war.
def _war_block(right: str) -> str:
    return f"""
    .  k  k  .  .  .  .
    0K k  .  1K {right}
    r  .  .  r  .  .  .
    """


def test_the_monument_comes_after_the_wars_if_the_block_still_stands() -> None:
    match = start(table(_war_block("k  .  ."), (2, 6), hands=[(0, 0, 0, 1), (0, 0, 0, 0)]))
    play(match, ChooseTile("black"), Square(3, 8))
    assert [w.colour for w in events(match, WarStarted)] == ["black"]
    assert match.flow.at == "monument"  # 3 black tiles beat 1: the block stands
    assert BuildMonument(2, 7, "green-black") in match.legal_moves(0)


def test_a_block_broken_by_the_war_is_not_offered() -> None:
    match = start(table(_war_block("k  k  k"), (2, 6), hands=[(0, 0, 0, 1), (0, 0, 0, 0)]))
    play(match, ChooseTile("black"), Square(3, 8))
    assert events(match, WarStarted)[0].attack == 3 and events(match, WarStarted)[0].defence == 3
    assert match.flow.at == "action" and events(match, MonumentBuilt) == []
    assert at(match, 2, 7) == 0 and at(match, 3, 8) == 4


def test_a_catastrophe_may_not_go_on_a_monument() -> None:
    match = start(table("m m\nm m", (4, 5), monuments=[("red-blue", sq(4, 5))]))
    play(match, ChooseCatastrophe())
    refused(match, 0, Square(5, 6), "not on a monument")


# A red-blue monument in a kingdom with player 0's priest and player 1's farmer.
MONUMENT_KINGDOM = """
m  m  0R
m  m  r
.  .  1B
"""


def test_the_active_player_scores_their_leaders_of_the_monument_colours_at_the_end_of_the_turn() -> None:
    state = table(MONUMENT_KINGDOM, (3, 5), monuments=[("red-blue", sq(3, 5))],
                  hands=[(6, 0, 0, 0), (6, 0, 0, 0)])
    match = start(state)
    play(match, Pass())
    assert events(match, Scored) == [scored(0, "monument", False, "red", 1)]
    play(match, Pass())  # player 1's turn: their farmer scores blue
    assert events(match, Scored)[1:] == [scored(1, "monument", False, "blue", 1)]


def test_a_monument_outside_any_kingdom_scores_nothing() -> None:
    state = table("m m\nm m", (4, 5), monuments=[("red-blue", sq(4, 5))],
                  hands=[(6, 0, 0, 0), (6, 0, 0, 0)])
    match = start(state)
    play(match, Pass())
    assert events(match, Scored) == []
