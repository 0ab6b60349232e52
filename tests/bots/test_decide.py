"""One place asks a bot for its move (senet.bots.decide): play_out, `senet play` and the server."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import pytest

import senet
from senet.bots import RandomBot, Seat, decide
from senet.errors import InternalError
from senet.match import View
from senet.server.bots import play_bot
from senet.server.jsonform import ApiError
from senet.values import Move


class Searcher:
    needs_view = True

    def __init__(self) -> None:
        self.asked: list[object] = []

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        raise AssertionError("a search bot is asked to search")

    def search(self, seat: Seat) -> int:
        self.asked.append(seat)
        return len(seat.legal) - 1


class Picker:
    needs_view = False

    def __init__(self, at: Any) -> None:
        self.at = at
        self.views: list[View | None] = []

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        raise AssertionError("a bot with pick is asked for a position")

    def pick(self, view: View | None, legal: Sequence[Move]) -> int:
        self.views.append(view)
        return self.at  # type: ignore[no-any-return]


class Chooser:
    needs_view = True

    def __init__(self, copy: bool) -> None:
        self.copy = copy
        self.views: list[View | None] = []

    def choose(self, view: View | None, legal: Sequence[Move]) -> Move:
        self.views.append(view)
        return copy.deepcopy(legal[0]) if self.copy else legal[0]


def _match() -> tuple[senet.Match[Any], int]:
    match = senet.new_match("nimmt-classic", 3, 4)
    choice = match.next_choice()
    assert choice is not None
    return match, choice[0]


def test_a_search_bot_gets_a_seat_never_the_match() -> None:
    match, seat = _match()
    bot = Searcher()
    legal = match.legal_moves(seat)
    at, move = decide(bot, match, seat)
    assert (at, move) == (len(legal) - 1, legal[-1])
    [asked] = bot.asked
    assert isinstance(asked, Seat) and asked.player == seat and asked.legal == tuple(legal)


def test_a_picking_bot_gives_a_position_and_no_view_unless_it_needs_one() -> None:
    match, seat = _match()
    bot = Picker(1)
    assert decide(bot, match, seat) == (1, match.legal_moves(seat)[1])
    assert bot.views == [None]


def test_a_choosing_bot_s_own_move_has_no_position_and_is_left_to_submit() -> None:
    match, seat = _match()
    listed, built = Chooser(copy=False), Chooser(copy=True)
    assert decide(listed, match, seat)[0] == 0
    at, move = decide(built, match, seat)
    assert at == -1 and move == match.legal_moves(seat)[0]
    assert built.views[0] == match.view(seat)


@pytest.mark.parametrize("at", [-1, 99, True, "0"])
def test_a_position_out_of_the_list_is_a_bug_of_the_bot(at: Any) -> None:
    match, seat = _match()
    with pytest.raises(InternalError, match="picked position"):
        decide(Picker(at), match, seat)
    with pytest.raises(ApiError) as raised:
        play_bot(Picker(at), match, seat)
    assert raised.value.status == 500 and raised.value.code == "bot_failed"


def test_play_out_and_the_server_ask_the_same_way() -> None:
    """A random bot makes the same moves through play_out as through the server's play_bot."""
    match = senet.new_match("nimmt-classic", 3, 9)
    senet.play_out(match, [RandomBot(p) for p in range(3)], max_moves=30)
    again = senet.new_match("nimmt-classic", 3, 9)
    bots = [RandomBot(p) for p in range(3)]
    for _ in range(30):
        choice = again.next_choice()
        if choice is None:
            break
        again.submit(choice[0], play_bot(bots[choice[0]], again, choice[0]))
    assert len(match.moves) == 30 and again.moves == match.moves
    assert again.state_hash() == match.state_hash()
