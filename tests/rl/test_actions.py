"""Every game's action numbering: the legal moves and the mask's actions are one to one."""

from __future__ import annotations

import re

import pytest

from senet import IllegalMove
from senet.actions import ActionEncoding
from senet.faces import action_encoding
from senet.testing import Case

from .cases import all_cases, positions, registry

MOVES = 150


@pytest.mark.parametrize("case", all_cases(), ids=lambda c: c.id)
def test_legal_moves_and_actions_are_one_to_one(case: Case) -> None:
    encoding = action_encoding(registry(), case.game.name)
    assert isinstance(encoding, ActionEncoding)
    seen = 0
    for seed in (1, 2):
        for match, _player, listed in positions(case, seed, MOVES):
            options, players = match.options, match.players
            size = encoding.size(options, players)
            numbers = [encoding.encode(move, options, players) for move in listed]
            assert len(set(numbers)) == len(numbers), f"two legal moves share an action: {listed}"
            assert all(0 <= n < size for n in numbers)
            for move, n in zip(listed, numbers, strict=True):
                assert encoding.decode(n, options, players) == move
            # the mask's actions decode to exactly the legal moves
            assert {encoding.decode(n, options, players) for n in numbers} == set(listed)
            seen += 1
    assert seen > 0


@pytest.mark.parametrize("name", ["nimmt-classic", "tigris"])
def test_an_action_out_of_range_is_refused(name: str) -> None:
    encoding = action_encoding(registry(), name)
    game = registry().get(name)
    players = game.players.start
    size = encoding.size({}, players)
    for bad, words in ((-1, "not -1"), (size, f"not {size}"), (1.5, "not 1.5 (a float)"),
                       (True, "not the bool True"), ("2", "not '2' (a str)")):
        with pytest.raises(IllegalMove, match=re.escape(f"0-{size - 1}, {words}")):
            encoding.decode(bad, {}, players)  # type: ignore[arg-type]
