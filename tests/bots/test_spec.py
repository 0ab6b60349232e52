"""Bots chosen by text: parsing, checking, suggestions, one bot per seat."""

from __future__ import annotations

import pytest

import senet
from senet.bots import BotSpecError, MctsBot, RandomBot, make_bot, normalised, parse_spec, seat_specs


def test_a_text_is_a_name_then_parameters() -> None:
    assert parse_spec("mcts:iterations=50, c=0.3") == ("mcts", {"iterations": "50", "c": "0.3"})
    assert parse_spec(" random ") == ("random", {})


def test_make_bot_checks_and_applies_the_parameters() -> None:
    bot = make_bot("mcts:iterations=50,c=0.25,rollout=7", 1, 9)
    assert isinstance(bot, MctsBot)
    assert (bot.seat, bot.iterations, bot.c, bot.rollout) == (1, 50, 0.25, 7)
    assert isinstance(make_bot("random", 0, 3), RandomBot)


@pytest.mark.parametrize(("text", "words"), [
    ("mtcs", "no bot called 'mtcs' (did you mean 'mcts'?); "
             "installed: flatmc, greedy, mcts, quick, random, strong"),
    ("mcts:iters=5", "mcts has no parameter 'iters' (did you mean 'iterations'?)"),
    ("mcts:iterations=many", "mcts: iterations is an integer from 1 to 10000000, not 'many'"),
    ("mcts:iterations=0", "mcts: iterations is an integer from 1 to 10000000, not '0'"),
    ("mcts:c=nan", "mcts: c is a number from 0 to 100, not 'nan'"),
    ("mcts:iterations", "mcts: a parameter is key=value, not 'iterations'"),
    ("mcts:c=1,c=2", "mcts: c is given twice"),
    ("random:depth=3", "random has no parameter 'depth'; it takes none"),
    ("", "a bot is a name such as 'mcts'"),
    ("x" * 600, "at most 500 characters"),
])
def test_a_bad_text_is_refused_with_a_sentence(text: str, words: str) -> None:
    with pytest.raises(BotSpecError) as caught:
        make_bot(text, 0, 0)
    assert words in str(caught.value)
    assert isinstance(caught.value, senet.OptionError)  # the command line's bad-input exit code


def test_the_canonical_text_leaves_defaults_out() -> None:
    assert normalised("mcts:iterations=200,c=0.5") == "mcts:c=0.5"
    assert normalised("mcts: rollout = 5 ") == "mcts:rollout=5"


def test_one_bot_for_every_seat_or_per_seat() -> None:
    assert seat_specs(None, 3) == ("random",) * 3
    assert seat_specs(["mcts:iterations=10"], 2) == ("mcts:iterations=10",) * 2
    assert seat_specs(["1=mcts", "random"], 3) == ("random", "mcts", "random")
    with pytest.raises(BotSpecError, match="no seat 3 in a 3-player match"):
        seat_specs(["3=mcts"], 3)
    with pytest.raises(BotSpecError, match="seat 1 is given two bots"):
        seat_specs(["1=mcts", "1=random"], 3)
