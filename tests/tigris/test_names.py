"""Closed sets of names (colours, monuments, the board's side, roles, reasons) are StrEnums saved
by value: a save holds the plain names, so files written before they were enums still load,
and a move made in code with a plain name is the same move."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import senet
from senet import RandomBot
from senet.savefile import codec_for
from senet.serial import pack
from senet_games.tigris import GAME
from senet_games.tigris.events import DrawReason, ReturnReason, Scored, ScoreReason
from senet_games.tigris.moves import BuildMonument, ChooseTile, PickWar
from senet_games.tigris.state import (
    COLOURS,
    MONUMENTS,
    Colour,
    EndReason,
    MonumentName,
    Role,
    Side,
    TigrisState,
)

_TYPES: dict[str, type[StrEnum]] = {
    "colour": Colour, "destroyed": Colour, "role": Role, "monument": MonumentName,
}
"""The enum of each named field of the moves and events (``why`` depends on the event)."""


def test_the_members_are_the_names_saves_hold() -> None:
    assert COLOURS == tuple(Colour) == ("red", "blue", "green", "black")
    assert MONUMENTS == ("red-blue", "red-green", "red-black", "blue-green", "blue-black", "green-black")
    assert tuple(Side) == ("standard", "advanced")
    assert tuple(Role) == ("attacker", "defender")
    assert tuple(EndReason) == ("bag", "treasures")
    assert tuple(DrawReason) == ("deal", "swap", "refill")
    assert tuple(ReturnReason) == ("revolt", "war", "temple")
    assert tuple(ScoreReason) == ("tile", "revolt", "war", "monument")


def test_a_plain_name_makes_the_same_move() -> None:
    assert ChooseTile("red") == ChooseTile(Colour.RED)
    assert hash(PickWar("black")) == hash(PickWar(Colour.BLACK))
    assert BuildMonument(1, 2, "red-blue") == BuildMonument(1, 2, MonumentName.RED_BLUE)


def _plain(data: Any) -> Any:
    """``data`` with every name a plain ``str``, as saves held them before the enums."""
    if isinstance(data, dict):
        return {_plain(k): _plain(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [_plain(item) for item in data]
    return str(data) if isinstance(data, str) else data


def _enums(data: Any) -> int:
    """How many enum members unstructured data holds (msgpack writes them as their values)."""
    if isinstance(data, dict):
        return sum(_enums(k) + _enums(v) for k, v in data.items())
    if isinstance(data, list | tuple):
        return sum(_enums(item) for item in data)
    return isinstance(data, StrEnum)


def _same_bytes(data: Any) -> int:
    """Assert that ``data`` packs to the bytes of its plain-string copy; its enum members."""
    assert pack(data) == pack(_plain(data))
    return _enums(data)


def _members(value: object) -> set[str]:
    """The named fields of a move or event, each checked to hold a member of its enum."""
    seen: set[str] = set()
    for name, enum in _TYPES.items():
        field = getattr(value, name, None)
        if field is not None:
            assert type(field) is enum, (value, name)
            seen.add(name)
    for colour in getattr(value, "wars", ()):
        assert type(colour) is Colour, value
    if isinstance(value, Scored) and value.gain.value is not None:
        assert type(value.gain.value[0]) is Colour, value
    why = getattr(value, "why", None)
    if why is not None:
        assert isinstance(why, StrEnum), value
        seen.add("why")
    return seen


def test_a_game_saves_plain_names_and_loads_them_as_members() -> None:
    codec = codec_for(GAME)
    match = senet.new_match(GAME, 4, seed=5, options={"board": "advanced"})
    bots = [RandomBot(40 + p) for p in range(4)]
    while not match.is_over:
        player = match.to_act[0]
        match.submit(player, bots[player].choose(None, match.legal_moves(player)))
    assert _same_bytes(codec.unstructure(match.state, GAME.state_type)) > 0
    assert sum(_same_bytes(codec.unstructure(entry, senet.Entry)) for entry in match.log) > 100
    assert sum(_same_bytes(codec.unstructure(move, senet.Move)) for _, move in match.moves) > 100
    loaded = senet.load_match(match.save())
    state: TigrisState = loaded.state
    assert state == match.state
    assert type(state.side) is Side and type(state.ended) is EndReason
    assert all(type(m.name) is MonumentName for m in state.monuments)
    seen: set[str] = set()
    for entry in loaded.log:
        seen |= _members(entry.event)
    for _, move in loaded.moves:
        seen |= _members(move)
    assert {"colour", "destroyed", "role", "why"} <= seen
