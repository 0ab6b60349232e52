"""Texts for people: moves said with what they would do, events as each player reads them,
and the board drawn with coordinates at 80 and 120 columns."""

from __future__ import annotations

from typing import Any

from rich.console import Console

import senet
from senet_games.tigris import GAME
from senet_games.tigris.events import (
    ConflictResolved,
    GameEnded,
    KingdomsUnited,
    LeaderReturned,
    RevoltStarted,
)
from senet_games.tigris.moves import (
    BuildMonument,
    ChooseCatastrophe,
    ChooseTile,
    DeclineMonument,
    Discard,
    LeaveTreasure,
    MoveLeader,
    Pass,
    PickWar,
    PlaceLeader,
    Square,
    Support,
)
from tests.tigris.kit import drawn, play, scored, sq, start, swapped, table
from tests.tigris.test_leaders import REVOLT
from tests.tigris.test_tiles import EXAMPLE_1
from tests.tigris.test_wars import TWO_WARS

SAID = senet.faces.words(GAME)
"""The game's words face."""


def _said(match: senet.Match[Any], player: int) -> list[str]:
    view = match.view(player)
    return [SAID.describe_move(m, view) for m in match.legal_moves(player)]


def _drawn(match: senet.Match[Any], player: int | None, width: int) -> str:
    console = Console(width=width, color_system=None, record=True)
    console.print(senet.faces.table(GAME)(match.view(player)))
    return console.export_text()


def test_squares_say_who_scores_and_what_joins() -> None:
    match = start(table(EXAMPLE_1, (6, 7), hands=[(0, 1, 1, 0), (0, 0, 0, 0)]))
    assert SAID.describe_move(ChooseTile("blue"), match.view(0)) == "place a blue farm tile (you hold 1)"
    play(match, ChooseTile("blue"))
    said = dict(zip(match.legal_moves(0), _said(match, 0), strict=True))
    assert said[Square(8, 8)] == "I9: +1 blue for player 1"
    assert said[Square(8, 12)] == "M9"
    wars = start(table(TWO_WARS, (2, 4), hands=[(0, 0, 1, 0), (0, 0, 0, 0)]))
    play(wars, ChooseTile("green"))
    assert SAID.describe_move(Square(3, 8), wars.view(0)) == "I4: joins 2 kingdoms, war in red & black"


def test_leader_and_catastrophe_squares_say_what_follows() -> None:
    match = start(table(REVOLT, (4, 4), hands=[(3, 0, 0, 0), (2, 0, 0, 0)]))
    play(match, PlaceLeader("red"))
    assert SAID.describe_move(Square(3, 7), match.view(0)) == (
        "H4: revolt against player 1's red priest (2 temples to your 1)")
    assert SAID.describe_move(Square(1, 13), match.view(0)) == "N2: new kingdom (1 temple)"
    play(match, Square(3, 7))
    assert _said(match, 0) == ["commit nothing: attack 1 against 2 before the defender commits",
                               "commit 2 red tiles: attack 3 against 2 before the defender commits",
                               "commit 3 red tiles: attack 4 against 2 before the defender commits"]
    play(match, Support(2))
    assert _said(match, 1)[1] == (
        "commit 1 red tile: defend with 3 against 3, you win (a tie goes to the defender)")
    cat = start(table("r 1K . r 0R", (4, 5)))
    play(cat, ChooseCatastrophe())
    assert SAID.describe_move(Square(4, 5), cat.view(0)) == (
        "F5: destroys a red temple; player 1's black king returns")
    assert SAID.describe_move(Square(5, 5), cat.view(0)) == "F6"


def test_other_moves_in_words() -> None:
    match = start(table("0R r", (4, 5)))
    view = match.view(0)
    assert SAID.describe_move(MoveLeader("red"), view) == "move your red priest (on F5)"
    assert SAID.describe_move(Pass(), view) == "pass: end your turn (2 actions unused)"
    assert SAID.describe_move(Discard(2, 0, 0, 1), None) == "discard 2 red, 1 black"
    assert SAID.describe_move(PickWar("black"), None) == "fight the black war next"
    assert SAID.describe_move(BuildMonument(4, 5, "red-blue"), None) == (
        "build the red-blue monument on the block at F5")
    assert SAID.describe_move(DeclineMonument(), None).startswith("build no monument")
    assert SAID.describe_move(LeaveTreasure(8, 14), None) == "leave the treasure on O9, take the others"


def test_events_as_each_player_reads_them() -> None:
    refill = drawn(1, 2, "refill", (1, 0, 0, 1))
    assert SAID.describe_event(refill, 1) == "you refilled with 2 tiles: 1 red, 1 black"
    assert SAID.describe_event(drawn(1, 2, "refill"), 0) == "player 1 refilled with 2 tiles"
    assert SAID.describe_event(swapped(0, 3), 1) == "player 0 discarded 3 tiles face down"
    assert SAID.describe_event(scored(0, "war", False, "black", 2), 0) == (
        "you gained 2 black points for winning a war")
    assert SAID.describe_event(scored(0, "tile", False), 1) == (
        "player 0 gained victory points (hidden) for a tile")
    assert SAID.describe_event(KingdomsUnited(sq(3, 8), ("red",)), None) == (
        "the tile on I4 joined two kingdoms: the unification tile goes on it, war in red")
    assert SAID.describe_event(RevoltStarted("red", 0, 1, sq(3, 7), sq(4, 6), 1, 2), 1) == (
        "revolt: player 0 (red priest on H4) attacks you (on G5); temples next to each leader: 1 to 2")
    assert SAID.describe_event(ConflictResolved("war", "black", 1, 0, 5, 5), 1) == (
        "you won the black war, 5 (attacker) to 5 (defender)")
    assert SAID.describe_event(LeaderReturned(0, "red", sq(3, 5), "temple"), None) == (
        "player 0's red priest on F4 went back to the supply: no face-up temple is next to it")
    assert SAID.describe_event(GameEnded("bag", (3, 4), ((3, 3, 3, 3), (4, 4, 4, 4))), 0) == (
        "game over: the bag could not supply the tiles needed; weakest colours (treasures added): "
        "you 3, player 1 4")


def test_the_table_is_drawn_with_coordinates_at_80_and_120_columns() -> None:
    match = start(table(EXAMPLE_1, (6, 7), hands=[(0, 1, 1, 0), (0, 0, 0, 0)]))
    narrow = _drawn(match, 0, 80)
    assert max(len(line) for line in narrow.splitlines()) <= 80
    lines = narrow.splitlines()
    assert any(" A  B  C" in line and " P " in line for line in lines)
    assert any(line.lstrip("│ ").startswith("11 ") for line in lines)
    row8 = next(line for line in lines if line.lstrip("│ ").startswith("8 "))
    assert " 1F" in row8 and " T " in row8 and " 0K" in row8  # farmer, temple, king
    assert "your hand" in narrow and "farm x1" in narrow and "hidden" in narrow
    wide = _drawn(match, 0, 120)
    assert max(len(line) for line in wide.splitlines()) <= 120
    # Beside the board at 120 columns: the turn line shares the board's first row.
    assert any(" A  B  C" in line and "turn 3" in line for line in wide.splitlines())
    spectator = _drawn(match, None, 100)
    assert "your hand" not in spectator


def test_a_whole_game_is_drawn_and_described_without_error() -> None:
    match = senet.new_match(GAME, 4, seed=9)
    senet.play_out(match, max_moves=4000)
    for player in (None, 0, 3):
        for entry in match.log_for(player):
            assert SAID.describe_event(entry.event, player)
        assert "game over" in _drawn(match, player, 100)
    assert match.is_over
