"""Set-up, the two boards and their data files (docs/games/tigris.md, "Components" and "Board")."""

from __future__ import annotations

import pytest

import senet
from senet_games.tigris import GAME
from senet_games.tigris.events import TilesDrawn, TurnStarted
from senet_games.tigris.layout import LAYOUTS, parse_layout
from senet_games.tigris.state import RED, tile_code
from tests.tigris.kit import bag, hands, points, sq


def test_the_standard_board_is_the_one_drawn_in_the_rules() -> None:
    layout = LAYOUTS["standard"]
    assert sum(layout.river) == 41 and len(layout.temples) == 10
    assert layout.rows[0] == "....~~~~~.T.~..." and layout.rows[10] == "..........T....."
    assert layout.corners == {sq(1, 1), sq(1, 15), sq(7, 1), sq(8, 14)}
    assert layout.river[sq(8, 6)] and not layout.river[sq(8, 13)]


def test_the_advanced_board_has_fourteen_temples() -> None:
    layout = LAYOUTS["advanced"]
    assert len(layout.temples) == 14 and sum(layout.river) == 39
    assert layout.rows[7] == "*..~~~.T....T~.."
    assert sq(10, 9) in layout.corners and len(layout.corners) == 6


@pytest.mark.parametrize(("side", "temples"), [("standard", 10), ("advanced", 14)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_deals_six_tiles_each_from_the_bag(side: str, temples: int, players: int) -> None:
    match = senet.new_match(GAME, players, seed=7, options={"board": side})
    state = match.state
    red = [s for s, code in enumerate(state.cells) if code == tile_code(RED)]
    layout = LAYOUTS[side]
    assert red == list(layout.temples) and state.treasures == layout.temples
    assert [len(h) for h in state.hands] == [6] * players
    assert len(state.bag) == 153 - temples - 6 * players
    assert bag(state)[RED] + sum(h[RED] for h in hands(state)) == 57 - temples
    assert state.catastrophes == (2,) * players and points(state) == ((0, 0, 0, 0),) * players
    assert state.turn == 1 and state.actions == 2 and match.to_act == (state.active,)
    dealt = [e.event for e in match.log if isinstance(e.event, TilesDrawn)]
    assert [(e.player, e.count, e.why) for e in dealt] == [(p, 6, "deal") for p in range(players)]


def test_the_first_player_is_chosen_at_random() -> None:
    firsts = {senet.new_match(GAME, 4, seed=seed).state.active for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    match = senet.new_match(GAME, 3, seed=2)
    started = [e.event for e in match.log if isinstance(e.event, TurnStarted)]
    assert started == [TurnStarted(match.state.active, 1)]


def test_two_to_four_players_and_the_options() -> None:
    assert GAME.players == range(2, 5)
    with pytest.raises(senet.OptionError):
        senet.new_match(GAME, 5)
    with pytest.raises(senet.OptionError):
        senet.new_match(GAME, 2, options={"board": "hexagonal"})
    assert senet.new_match(GAME, 2, options={"open_scoring": True}).state.open_scoring


def test_a_broken_layout_file_is_refused_with_the_reason() -> None:
    good = "side: standard\nriver: 41\ntemples: 10\nmap:\n" + "\n".join(LAYOUTS["standard"].rows)
    assert parse_layout(good, "x.txt") == LAYOUTS["standard"]
    with pytest.raises(senet.PluginError, match="the map has 41 river squares, the file says 40"):
        parse_layout(good.replace("river: 41", "river: 40"), "x.txt")
    with pytest.raises(senet.PluginError, match="map row 1: unknown square 'Q'"):
        parse_layout(good.replace("....~~~~~.T.~...", "Q...~~~~~.T.~..."), "x.txt")
    with pytest.raises(senet.PluginError, match="map row 3 has 15 squares"):
        parse_layout(good.replace("...~~T......~~..", "...~~T......~~."), "x.txt")
    with pytest.raises(senet.PluginError, match="side is one of standard, advanced"):
        parse_layout(good.replace("side: standard", "side: round"), "x.txt")
