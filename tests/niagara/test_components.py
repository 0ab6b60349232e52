"""The component data file and the river's shape."""

from __future__ import annotations

from importlib import resources

import pytest

import senet
from senet_games.niagara import components
from senet_games.niagara.components import parse_components
from senet_games.niagara.river import DOWN, LAND, NUMBER, POSITIONS, REACH, SITE, UP


def _text() -> str:
    return resources.files("senet_games.niagara").joinpath("data/components.txt").read_text("utf-8")


def test_the_published_components() -> None:
    assert components.GEM_NAMES == ("amethyst", "diamond", "amber", "sapphire", "ruby")
    assert components.HOME_SITE == (3, 4, 5, 6, 7)
    assert components.GEMS_EACH == (7,) * 5
    assert components.WEATHER == (-1, 0, 1, 2) and components.WEATHER_START == 0
    assert components.CARDS == (0, 1, 2, 3, 4, 5, 6) and components.CANOES == 2
    assert (components.END_SAME, components.END_TYPES, components.END_TOTAL) == (4, 5, 7)


@pytest.mark.parametrize(("old", "new", "words"), [
    ("gem ruby     5 7 7", "gem ruby     5 3 7", "site 3 is not a free gem site"),
    ("gem ruby     5 7 7", "gem ruby     4 7 7", "listed twice"),
    ("gem ruby     5 7 7", "gem ruby 5 7", "gem NAME VALUE SITE COUNT"),
    ("gem ruby     5 7 7", "", "the gem values are 1-5"),
    ("weather -1 0 +1 +2", "weather -1 0 +2", "consecutive"),
    ("weather-start 0", "weather-start 5", "weather-start"),
    ("paddle 1 2 3 4 5 6 cloud", "paddle 1 2 3 4 5 6", "exactly one cloud"),
    ("paddle 1 2 3 4 5 6 cloud", "paddle 1 3 4 5 6 cloud", "1, 2, ..."),
    ("canoes 2", "canoes 3", "written for 2 canoes"),
    ("end total 7", "end total x", "not a whole number"),
    ("end total 7", "", "three end lines"),
    ("canoes 2", "canoes 2\nrapids 4", "cannot read"),
])
def test_a_broken_data_file_stops_the_import_naming_the_line(old: str, new: str, words: str) -> None:
    text = _text()
    assert old in text
    with pytest.raises(senet.PluginError) as info:
        parse_components(text.replace(old, new))
    assert words in str(info.value) and "components.txt" in str(info.value)


def test_the_river_shape() -> None:
    assert POSITIONS == (LAND, "1", "2", "3", "4", "5", "6a", "7a", "6b", "7b")
    assert [NUMBER[p] for p in POSITIONS] == [0, 1, 2, 3, 4, 5, 6, 7, 6, 7]
    assert SITE == {"3": 3, "4": 4, "5": 5, "6a": 6, "7a": 7, "6b": 6, "7b": 7}
    assert DOWN["5"] == ("6a", "6b") and DOWN["7a"] == () and DOWN["7b"] == ()
    assert UP["6b"] == "5" and UP["1"] == LAND and LAND not in UP


def test_every_path_from_land_to_the_falls_is_7_spaces() -> None:
    ends = {p: d for p, d, up in REACH[LAND] if not up}
    assert ends["7a"] == ends["7b"] == 7 and ends["6a"] == ends["6b"] == 6 and ends["1"] == 1


def test_one_direction_reaches_everything_but_the_other_arm() -> None:
    reach = {p for p, _, _ in REACH["6a"]}
    assert reach == {LAND, "1", "2", "3", "4", "5", "7a"}
    up = {p: d for p, d, way in REACH["7b"] if way}
    assert up == {"6b": 1, "5": 2, "4": 3, "3": 4, "2": 5, "1": 6, LAND: 7}
