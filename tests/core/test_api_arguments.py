"""Every public entry point refuses a bad argument with a named error, never a bare TypeError,
and echoes what it was given cut short."""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet.words import quoted


@pytest.mark.parametrize("game", [None, 42, 3.5, b"nimmt", ["nimmt"]])
def test_a_game_that_is_neither_a_name_nor_a_declaration_is_an_option_error(game: Any) -> None:
    with pytest.raises(senet.OptionError, match="a registered name or a senet"):
        senet.new_match(game, 2)


@pytest.mark.parametrize(("options", "said"), [({1: 2}, "name is text"), ([("side", "pro")], "a mapping"),
                                               ("side=pro", "a mapping")])
def test_options_must_be_a_mapping_of_names(options: Any, said: str) -> None:
    with pytest.raises(senet.OptionError, match=said):
        senet.new_match("nimmt", 2, options=options)


def test_a_huge_unknown_name_is_echoed_cut_short() -> None:
    name = "n" * 1_000_000
    with pytest.raises(senet.UnknownGame) as info:
        senet.new_match(name, 2)
    assert len(str(info.value)) < 300 and "1000000 characters" in str(info.value)
    with pytest.raises(senet.OptionError) as refused:
        senet.new_match("nimmt", 2, options={name: 1})
    assert len(str(refused.value)) < 300


@pytest.mark.parametrize("upto", ["3", -5, 2.0, True])
def test_upto_must_be_a_move_number_and_does_not_blame_the_file(upto: Any) -> None:
    match = senet.new_match("nimmt-classic", 2, seed=1)
    with pytest.raises(senet.OptionError, match="upto is a move number"):
        senet.load_match(match.save(), upto=upto)


def test_upto_within_the_moves_still_loads() -> None:
    match = senet.new_match("nimmt-classic", 2, seed=1)
    player = match.to_act[0]
    match.submit(player, match.legal_moves(player)[0])
    assert senet.load_match(match.save(), upto=0).moves == []


def test_quoted_cuts_long_values() -> None:
    assert quoted("abc") == "'abc'"
    assert quoted("x" * 100).endswith("... (100 characters)")
    assert len(quoted(list(range(1000)))) < 70
