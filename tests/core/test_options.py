"""Game options: defaults, text parsing, refusals, and player counts."""

from __future__ import annotations

import attrs
import pytest

import senet
from senet import Option, OptionError
from senet.options import parse_option_text, resolve_options
from tests.core.games import RELAY, VOTE


def test_defaults_fill_every_option() -> None:
    match = senet.new_match(RELAY, 3)
    assert dict(match.options) == {"goal": 3, "mode": "open", "traps": False}
    assert match.state.goal == 3 and match.state.traps is False


def test_resolve_options_keeps_given_values_and_fills_the_rest() -> None:
    resolved = resolve_options(RELAY.options, {"goal": 5})
    assert resolved == {"goal": 5, "mode": "open", "traps": False}


@pytest.mark.parametrize(
    ("text", "value"),
    [("true", True), ("Yes", True), (" on ", True), ("1", True),
     ("false", False), ("NO", False), ("off", False), ("0", False)],
)
def test_bool_from_text(text: str, value: bool) -> None:
    assert resolve_options(RELAY.options, {"traps": text})["traps"] is value


@pytest.mark.parametrize(("text", "value"), [("5", 5), (" 7 ", 7), ("+2", 2)])
def test_int_from_text(text: str, value: int) -> None:
    assert resolve_options(RELAY.options, {"goal": text})["goal"] == value


def test_choice_from_text_and_option_reaches_setup() -> None:
    match = senet.new_match(RELAY, 2, options={"mode": "duel", "goal": "4", "traps": "yes"})
    assert dict(match.options) == {"goal": 4, "mode": "duel", "traps": True}
    assert match.state.goal == 4 and match.state.traps is True


def test_parse_option_text() -> None:
    assert parse_option_text(["traps=true", " goal = 4 ", "mode=duel"]) == {
        "traps": "true", "goal": "4", "mode": "duel"}
    assert parse_option_text(["mode="]) == {"mode": ""}
    for bad in ("traps", "=true", " =1"):
        with pytest.raises(OptionError, match="KEY=VALUE"):
            parse_option_text([bad])


def test_unknown_option_names_it_and_the_known_ones() -> None:
    with pytest.raises(OptionError) as info:
        senet.new_match(RELAY, 3, options={"trap": True})
    message = str(info.value)
    assert "'trap'" in message
    for known in ("goal", "mode", "traps"):
        assert known in message


def test_unknown_option_of_a_game_without_options() -> None:
    bare = attrs.evolve(RELAY, options=())
    with pytest.raises(OptionError, match="none"):
        senet.new_match(bare, 2, options={"goal": 1})


@pytest.mark.parametrize(
    ("given", "words"),
    [
        ({"traps": "maybe"}, "true or false"),
        ({"traps": 1}, "bool"),
        ({"traps": None}, "bool"),
        ({"goal": "three"}, "integer"),
        ({"goal": "2.5"}, "integer"),
        ({"goal": True}, "int"),
        ({"goal": 2.0}, "int"),
        ({"goal": 0}, "at least 1"),
        ({"goal": "10"}, "at most 9"),
        ({"mode": "solo"}, "open|duel"),
        ({"mode": 3}, "str"),
    ],
)
def test_bad_values_are_refused(given: dict[str, object], words: str) -> None:
    with pytest.raises(OptionError, match=words):
        senet.new_match(RELAY, 2, options=given)


@pytest.mark.parametrize("players", [0, 1, 5, 11, -2])
def test_player_count_outside_the_range(players: int) -> None:
    with pytest.raises(OptionError, match="2-4 players"):
        senet.new_match(RELAY, players)


@pytest.mark.parametrize("players", ["3", 3.0, None])
def test_player_count_of_the_wrong_type(players: object) -> None:
    with pytest.raises(OptionError):
        senet.new_match(RELAY, players)  # type: ignore[arg-type]


def test_player_range_depends_on_options() -> None:
    assert RELAY.players_for({"mode": "duel"}) == range(2, 3)
    assert RELAY.players_for({"mode": "open"}) == range(2, 5)
    assert VOTE.players_for({}) == VOTE.players
    senet.new_match(RELAY, 2, options={"mode": "duel"})
    with pytest.raises(OptionError, match="with these options"):
        senet.new_match(RELAY, 3, options={"mode": "duel"})


def test_nimmt_player_ranges_of_the_board_and_the_card_game() -> None:
    assert senet.new_match("nimmt-classic", 10).players == 10
    with pytest.raises(OptionError, match="2-6 players"):
        senet.new_match("nimmt", 7)
    with pytest.raises(OptionError, match="2-10 players"):
        senet.new_match("nimmt-classic", 11)


def test_the_match_keeps_its_own_copy_of_the_options() -> None:
    given: dict[str, object] = {"goal": 2}
    match = senet.new_match(RELAY, 2, options=given)
    given["goal"] = 9
    assert match.options["goal"] == 2
    assert given == {"goal": 9}


def test_option_kind_and_describe() -> None:
    traps, goal, mode = RELAY.options
    assert (traps.kind, goal.kind, mode.kind) == (bool, int, str)
    assert traps.describe() == "traps=bool (default false)"
    assert goal.describe() == "goal=1-9 (default 3)"  # an integer shows its range
    assert mode.describe() == "mode=open|duel (default open)"
    assert Option("n", 1, minimum=0).coerce("0") == 0
