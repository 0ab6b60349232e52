"""Texts for people: moves, events, and the river drawn for the terminal."""

from __future__ import annotations

import io
from typing import Any, cast

import attrs
import pytest
from rich.console import Console

import senet
from senet import Rng
from senet_games.niagara import (
    GAME,
    Load,
    MoveWeather,
    Paddle,
    PickCanoe,
    PlayCard,
    Recover,
    SkipLaunch,
    SkipRecover,
    SkipSteal,
    Steal,
    Unload,
)
from senet_games.niagara.table import render
from senet_games.niagara.words import WORDS

from .kit import AMBER, AMETHYST, CLOUD, DIAMOND, RUBY, SAPPHIRE, revealed, start, table


def _screen(match: senet.Match[Any], viewer: int | None, width: int) -> str:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(render(match.view(viewer)))
    return console.export_text()


def _busy() -> senet.Match[Any]:
    s = table(players=5, canoes={
        (0, 0): ("3", AMBER), (0, 1): ("land", None), (1, 0): ("6a", RUBY), (1, 1): ("7b", None),
        (2, 0): (None, None), (2, 1): ("5", DIAMOND), (3, 0): ("6b", SAPPHIRE), (4, 1): ("7a", None),
    }, collected={0: (2, 1, 0, 0, 0), 3: (0, 0, 0, 0, 3)}, sites={5: (1, 0, 6, 0, 0)}, weather=1,
        arm="b")
    return start(revealed(s, [4, CLOUD, 2, 5, 6], queue=[0, 1, 2, 3, 4]))


@pytest.mark.parametrize("width", [80, 120])
def test_the_table_shows_the_whole_river_within_the_width(width: int) -> None:
    text = _screen(_busy(), 0, width)
    assert max(len(line) for line in text.splitlines()) <= width
    for needed in ("land", "6a", "7a", "6b", "7b", "falls", "weather", "you.0+amber", "P1.0+ruby",
                   "P3.0+sapphire", "P2.1+diamond", "P2.0", "amethyst 1", "amber 6", "ruby 3",
                   "(6a/6b)", "[+1]", "next flow step: arm b", "you acting with the 4"):
        assert needed in text, needed
    falls = next(line for line in text.splitlines() if line.lstrip().startswith("falls"))
    assert "P2.0" in falls


def test_the_spectator_sees_player_numbers() -> None:
    text = _screen(_busy(), None, 100)
    assert "P0.0+amber" in text and "you" not in text.split("player")[0]


def test_every_move_has_words_with_and_without_a_view() -> None:
    m = _busy()
    view = m.view(0)
    moves = [PlayCard(3), PlayCard(CLOUD), Recover(RUBY), SkipRecover(), MoveWeather(1),
             MoveWeather(-1), PickCanoe(0), PickCanoe(1), SkipLaunch(), Unload(), Load(AMETHYST),
             Paddle("land"), Paddle("7b"), Steal(1, 0), SkipSteal()]
    for move in moves:
        for v in (view, None):
            said = WORDS.describe_move(move, v)
            assert said and "(" not in said[:1] and "niagara/" not in said and "=" not in said


def test_move_words_say_what_the_move_would_do() -> None:
    m = _busy()  # player 0: canoe 0 on 3 with an amber, 4 points; canoe 1 on land
    view = m.view(0)
    assert WORDS.describe_move(PickCanoe(0), view) == "move canoe 0 (on 3, carrying an amber)"
    assert WORDS.describe_move(PickCanoe(1), view) == "launch canoe 1 from land"
    assert WORDS.describe_move(MoveWeather(1), view) == "weather +1 -> +2 (the river flows faster)"
    assert WORDS.describe_move(Recover(DIAMOND), None).startswith("pay a diamond (value 2)")
    m.submit(0, PickCanoe(0))
    view = m.view(0)
    assert WORDS.describe_move(Paddle("land"), view) == (
        "paddle upstream 3 to land (collect the amber, 1 point lapses)")
    assert WORDS.describe_move(Paddle("6b"), view) == (
        "paddle downstream 3 to 6b (1 point left to unload or load there)")
    assert WORDS.describe_move(Unload(), view) == "unload the amber at site 3 (2 points, 2 points left)"


def test_every_event_has_words_for_players_and_spectators() -> None:
    match = senet.new_match(GAME, 4, seed=3, options={"max_rounds": 40})
    rng = Rng(3)
    while not match.is_over:
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
    seen = {type(e.event) for e in match.log}
    declared = GAME.events
    assert len(declared) == 22  # every one of Niagara's events is declared
    for entry in match.log:
        if type(entry.event) in declared:
            for viewer in (None, 0):
                said = WORDS.describe_event(entry.event, viewer)
                assert said and "niagara/" not in said and "(player=" not in said
    # the events a random game does not show are described too
    for cls in set(declared) - seen:
        fields = {f.name: _sample(f.type) for f in attrs.fields(cast(Any, cls))}
        said = WORDS.describe_event(cls(**fields), 1)
        assert "(" not in said[:1] and "=" not in said, said


def _sample(kind: Any) -> Any:
    kind = str(kind)
    if "tuple[tuple" in kind:
        return ((0, 1, "3", "4"),)
    if "tuple" in kind:
        return (0, 1)
    if "bool" in kind:
        return True
    if "str" in kind:
        return "ab" if kind == "str" else "3"
    return 1


def test_events_say_you_to_the_viewer() -> None:
    from senet_games.niagara.events import GemCollected, GemStolen

    assert WORDS.describe_event(GemCollected(1, 0, RUBY), 1) == "you collect a ruby"
    assert WORDS.describe_event(GemCollected(1, 0, RUBY), 2) == "player 1 collects a ruby"
    assert WORDS.describe_event(GemStolen(2, 1, 1, 0, AMETHYST), 1) == (
        "player 2's canoe 1 takes an amethyst from your canoe 0")
