"""Every game played to the end by clicking in Chromium, bots in the other seats."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .conftest import artefact
from .play import READY, create_table, play_to_end

# small tables and the options that shorten a match
GAMES = [
    ("nimmt", 2, {"side": "pro", "luck": True}),
    ("nimmt-classic", 2, {}),
    ("nile", 2, {"deluxor": True}),
    ("niagara", 3, {"max_rounds": 2}),
    ("tigris", 2, {}),
    ("nephthys", 2, {}),
]


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_match_played_to_the_end_by_clicking(page: Any, server: str, game: str, players: int,
                                                options: dict[str, Any]) -> None:
    links = create_table(page, server, game, players, ["person"] + ["bot"] * (players - 1), options)
    assert len(links) == 2  # one person's seat and the spectators
    page.goto(links[0])
    page.wait_for_selector(READY, state="attached")
    assert page.locator("#board svg").count() == 1
    play_to_end(page, random.Random(game), stop_at=3)
    page.screenshot(path=artefact(f"{game}-table-1280.png"), full_page=True)
    clicks = play_to_end(page, random.Random(game))
    assert page.locator("#result").is_visible()
    assert "Scores:" in page.locator("#result").inner_text()
    assert page.locator("#log li").count() > clicks
    assert page.problems == [], page.problems
