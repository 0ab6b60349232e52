"""An audit of the classic card game (nimmt-classic) against docs/games/nimmt-classic.md, corner by corner.

Each test builds a table, plays tricks and checks what the rules demand.
Rows are numbered from 0 in moves and events.
"""

from __future__ import annotations

from typing import Any

import pytest

import senet
from senet import Hand, Pile
from senet_games.nimmt.classic import (
    GAME,
    CardPlaced,
    PlayTile,
    RowTaken,
    TakeRow,
    TrickRevealed,
)
from senet_games.nimmt.classic.flow import CHOOSE, PICK_ROW
from senet_games.nimmt.classic.state import CARDS, ClassicState
from senet_games.nimmt.tiles import CARD_BULLS

Match = senet.Match[ClassicState]


def _rest(hands: list[tuple[int, ...]], rows: list[tuple[int, ...]]) -> Pile[int]:
    """The cards the table does not show: the stock (every card is somewhere)."""
    shown = {c for cards in (*hands, *rows) for c in cards}
    return Pile(tuple(c for c in CARDS if c not in shown))


def table(hands: list[tuple[int, ...]], rows: list[tuple[int, ...]],
          penalties: list[int] | None = None) -> Match:
    """A match in the choose phase at the given table."""
    state = ClassicState(hands=tuple(Hand(p, h) for p, h in enumerate(hands)), rows=tuple(rows),
                         penalties=tuple(penalties or [0] * len(hands)), round=1, stock=_rest(hands, rows))
    return senet.start_match(GAME, state, len(hands))


def play(match: Match, *cards: int) -> None:
    """Every player in seat order commits one card."""
    for player, card in enumerate(cards):
        match.submit(player, PlayTile((card,)))


def events(match: Match, kind: type[Any]) -> list[Any]:
    """The logged events of one type, oldest first."""
    return [e.event for e in match.log if isinstance(e.event, kind)]


def refused(match: Match, player: int, move: Any, words: str) -> None:
    """``move`` is refused with a reason containing ``words``, and nothing changes."""
    before = match.save()
    with pytest.raises(senet.IllegalMove) as info:
        match.submit(player, move)
    assert words in info.value.reason, info.value.reason
    assert match.save() == before


def test_one_hundred_and_four_cards_and_their_bullheads() -> None:
    assert len(CARD_BULLS) == 105 and CARD_BULLS[55] == 7
    assert [CARD_BULLS[n] for n in (11, 33, 44, 66, 77, 88, 99)] == [5] * 7
    assert [CARD_BULLS[n] for n in (10, 20, 100)] == [3] * 3
    assert [CARD_BULLS[n] for n in (5, 25, 45, 65, 95)] == [2] * 5
    assert [CARD_BULLS[n] for n in (101, 102, 103, 104)] == [1] * 4
    assert sum(CARD_BULLS) == 171


def test_ten_players_use_all_104_cards() -> None:
    match = senet.new_match(GAME, 10, seed=5)
    state = match.state
    dealt = sorted([c for h in state.hands for c in h] + [r[0] for r in state.rows])
    assert dealt == list(range(1, 105)) and state.stock.items == ()


def test_the_smallest_positive_difference_wins_among_several_lower_ends() -> None:
    match = table([(49, 101, 102), (61, 103, 104)], [(10,), (48,), (47,), (60,)])
    play(match, 49, 61)
    assert [(e.card, e.row) for e in events(match, CardPlaced)] == [(49, 1), (61, 3)]


def test_the_sixth_card_takes_five_and_the_next_card_of_the_trick_sees_the_new_row() -> None:
    full = (20, 22, 25, 30, 33)
    match = table([(34, 101, 102), (35, 103, 104)], [full, (10,), (11,), (12,)])
    play(match, 34, 35)
    (taken,) = events(match, RowTaken)
    assert (taken.player, taken.row, taken.cards, taken.card) == (0, 0, full, 34)
    assert taken.points == 3 + 5 + 2 + 3 + 5
    # 35 goes after 34, which now starts row 0.
    assert match.state.rows[0] == (34, 35) and match.state.penalties == (18, 0)


def test_a_row_of_four_takes_a_fifth_card_without_penalty() -> None:
    match = table([(34, 101, 102), (13, 103, 104)], [(20, 22, 25, 30), (10,), (11,), (12,)])
    play(match, 34, 13)
    assert match.state.rows[0] == (20, 22, 25, 30, 34) and match.state.penalties == (0, 0)


def test_a_low_card_is_offered_every_row_even_when_one_is_free_of_cost() -> None:
    match = table([(2, 101, 102), (50, 103, 104)], [(10,), (55, 66), (33,), (40,)])
    play(match, 2, 50)
    assert match.flow.at == PICK_ROW.name and match.to_act == (0,)
    assert list(match.legal_moves(0)) == [TakeRow(r) for r in range(4)]
    assert match.state.rows[3] == (40,), "the later card waits for the choice"
    match.submit(0, TakeRow(1))                       # the dearest row: 7 + 5
    assert match.state.penalties == (12, 0) and match.state.rows[1] == (2,)
    assert match.state.rows[3] == (40, 50)


def test_two_low_cards_in_one_trick_the_second_sees_the_first_ones_row() -> None:
    # 3 and 5 are both below every end; 3 picks row 2; then 5 goes after 3, no pick.
    match = table([(3, 101, 102), (5, 103, 104)], [(10,), (20,), (30,), (40,)])
    play(match, 3, 5)
    match.submit(0, TakeRow(2))
    assert match.state.rows[2] == (3, 5)
    assert match.flow.at == CHOOSE.name and match.state.penalties == (3, 0)
    assert len(events(match, RowTaken)) == 1


def test_the_card_choice_is_hidden_and_can_be_changed_until_the_last_commit() -> None:
    match = table([(20, 101, 102), (30, 103, 104)], [(10,), (25,), (35,), (90,)])
    match.submit(0, PlayTile((20,)))
    assert match.view(1).my_commit is None
    match.submit(0, PlayTile((101,)))
    match.submit(1, PlayTile((30,)))
    assert events(match, TrickRevealed)[0].plays == ((30, 1), (101, 0))


def test_the_last_trick_of_a_round_plays_itself() -> None:
    # After this trick each player has one card left: nobody has a choice, nobody is asked.
    match = table([(20, 101), (30, 102)], [(10,), (25,), (35,), (90,)], penalties=[0, 0])
    play(match, 20, 30)
    tricks = events(match, TrickRevealed)
    assert [t.plays for t in tricks] == [((20, 0), (30, 1)), ((101, 0), (102, 1))]
    assert match.state.round == 2 and all(len(h) == 10 for h in match.state.hands)
    assert match.to_act == (0, 1)


def test_a_low_card_in_the_last_trick_still_asks_for_a_row() -> None:
    match = table([(1,), (50,)], [(10,), (20,), (30,), (40,)])
    assert match.flow.at == PICK_ROW.name and match.to_act == (0,)
    match.submit(0, TakeRow(3))
    assert match.state.penalties == (3, 0) and match.state.round == 2


def test_66_is_checked_only_at_the_end_of_the_round() -> None:
    full = (3, 5, 10, 11, 12)
    match = table([(13, 101, 103), (80, 102, 104)], [full, (40,), (50,), (60,)], penalties=[60, 0])
    play(match, 13, 80)
    assert match.state.penalties == (72, 0) and not match.is_over
    play(match, 101, 102)                               # then 103 and 104 play themselves
    assert match.is_over
    result = match.result
    assert result is not None and result.winners == (1,) and result.scores[0] == 72


def test_ties_share_the_place_and_fewest_points_win() -> None:
    match = table([(13,), (80,), (81,)], [(3, 5, 10, 11, 12), (40,), (50,), (60,)],
                  penalties=[54, 7, 7])
    assert match.is_over
    result = match.result
    assert result is not None and result.ranks == (3, 1, 1) and result.winners == (1, 2)


def test_refused_moves_change_nothing() -> None:
    match = table([(20, 101, 102), (30, 103, 104)], [(10,), (25,), (35,), (90,)])
    refused(match, 0, PlayTile((30,)), "not in player 0's hand")
    refused(match, 0, PlayTile((20, 101)), "exactly one card")
    refused(match, 0, TakeRow(0), "not a move of the decision")
    play(match, 20, 30)
    low = table([(2, 101, 102), (50, 103, 104)], [(10,), (55,), (33,), (40,)])
    play(low, 2, 50)
    refused(low, 0, TakeRow(4), "rows 0-3")
    refused(low, 1, TakeRow(0), "not player 1's decision")
