"""The classic 6 nimmt! card game (nimmt-classic), rule by rule from concrete tables."""

from __future__ import annotations

import pytest

import senet
from senet import Hand, IllegalMove, Pile
from senet_games.nimmt.classic import (
    GAME,
    CardPlaced,
    HandDealt,
    PlayTile,
    RoundDealt,
    RowTaken,
    TakeRow,
)
from senet_games.nimmt.classic.flow import CHOOSE, PICK_ROW
from senet_games.nimmt.classic.state import CARDS, ClassicState
from senet_games.nimmt.tiles import CARD_BULLS


def _rest(hands: list[tuple[int, ...]], rows: list[tuple[int, ...]]) -> Pile[int]:
    """The cards the table does not show: the stock (every card is somewhere)."""
    shown = {c for cards in (*hands, *rows) for c in cards}
    return Pile(tuple(c for c in CARDS if c not in shown))


def table(hands: list[tuple[int, ...]], rows: list[tuple[int, ...]], penalties: list[int] | None = None
          ) -> senet.Match[ClassicState]:
    """A match in the choose phase at the given table."""
    state = ClassicState(
        hands=tuple(Hand(p, h) for p, h in enumerate(hands)), rows=tuple(rows),
        penalties=tuple(penalties or [0] * len(hands)), round=1, stock=_rest(hands, rows),
    )
    return senet.start_match(GAME, state, len(hands))


def play(match: senet.Match[ClassicState], *cards: int) -> None:
    for player, card in enumerate(cards):
        match.submit(player, PlayTile((card,)))


def events(match: senet.Match[ClassicState], kind: type) -> list[object]:
    return [e.event for e in match.log if isinstance(e.event, kind)]


def test_card_bullheads_follow_the_table() -> None:
    assert CARD_BULLS[55] == 7
    assert [CARD_BULLS[n] for n in (11, 22, 99)] == [5, 5, 5]
    assert [CARD_BULLS[n] for n in (10, 50, 100)] == [3, 3, 3]
    assert [CARD_BULLS[n] for n in (5, 15, 85)] == [2, 2, 2]
    assert [CARD_BULLS[n] for n in (1, 2, 104)] == [1, 1, 1]
    assert sum(CARD_BULLS) == 171


def test_a_new_game_deals_ten_cards_each_and_four_rows() -> None:
    match = senet.new_match("nimmt-classic", players=5, seed=3)
    state = match.state
    assert all(len(h) == 10 for h in state.hands)
    assert all(len(r) == 1 for r in state.rows) and len(state.rows) == 4
    cards = [c for h in state.hands for c in h] + [r[0] for r in state.rows] + list(state.stock.items)
    assert sorted(cards) == list(range(1, 105))
    assert len(events(match, HandDealt)) == 5 and len(events(match, RoundDealt)) == 1


def test_player_count_is_two_to_ten() -> None:
    senet.new_match("nimmt-classic", players=10)
    for bad in (1, 11):
        with pytest.raises(senet.OptionError):
            senet.new_match("nimmt-classic", players=bad)


def test_cards_are_hidden_until_everyone_has_chosen() -> None:
    match = table([(20, 30), (40, 50), (60, 70)], [(10,), (25,), (35,), (90,)])
    match.submit(0, PlayTile((30,)))
    assert match.to_act == (1, 2)
    assert match.state.rows == ((10,), (25,), (35,), (90,))
    assert match.view(1).my_commit is None and match.view(0).my_commit == PlayTile((30,))


def test_smallest_positive_difference_lowest_card_first() -> None:
    match = table([(26, 101, 103), (36, 102, 104)], [(10,), (25,), (35,), (90,)])
    play(match, 26, 36)
    assert match.state.rows == ((10,), (25, 26), (35, 36), (90,))
    placed = events(match, CardPlaced)
    assert [(e.card, e.row) for e in placed] == [(26, 1), (36, 2)]


def test_each_card_sees_the_board_as_earlier_cards_left_it() -> None:
    match = table([(27, 101, 103), (26, 102, 104)], [(10,), (25,), (35,), (90,)])
    play(match, 27, 26)
    assert match.state.rows[1] == (25, 26, 27)


def test_sixth_card_takes_the_five_and_starts_the_row() -> None:
    full = (3, 5, 10, 11, 12)
    match = table([(13, 101, 103), (80, 102, 104)], [full, (40,), (50,), (60,)])
    play(match, 13, 80)
    assert match.state.rows[0] == (13,)
    expected = sum(CARD_BULLS[c] for c in full)
    assert expected == 1 + 2 + 3 + 5 + 1
    assert match.state.penalties == (expected, 0)
    (taken,) = events(match, RowTaken)
    assert taken.cards == full and taken.points == expected


def test_low_card_owner_picks_any_row_even_a_costly_one() -> None:
    match = table([(2, 90, 92), (50, 91, 93)], [(10,), (55,), (33,), (40,)])
    play(match, 2, 50)
    assert match.flow.at == PICK_ROW.name and match.to_act == (0,)
    assert set(match.legal_moves(0)) == {TakeRow(r) for r in range(4)}
    match.submit(0, TakeRow(1))
    assert match.state.rows[1] == (2,)
    assert match.state.penalties == (7, 0)
    assert match.state.rows[3] == (40, 50), "the next card is placed after the pick"
    assert match.flow.at == CHOOSE.name


def test_pick_row_refuses_a_row_that_does_not_exist_and_other_players() -> None:
    match = table([(2, 90), (50, 91)], [(10,), (55,), (33,), (40,)])
    play(match, 2, 50)
    before = match.save()
    with pytest.raises(IllegalMove, match="rows 0-3"):
        match.submit(0, TakeRow(4))
    with pytest.raises(IllegalMove, match="not player 1's decision"):
        match.submit(1, TakeRow(0))
    assert match.save() == before


def test_playing_a_card_not_in_hand_is_refused_and_changes_nothing() -> None:
    match = table([(20, 30), (40, 50)], [(10,), (25,), (35,), (90,)])
    before = match.save()
    with pytest.raises(IllegalMove, match="not in player 0's hand"):
        match.submit(0, PlayTile((31,)))
    with pytest.raises(IllegalMove):
        match.submit(0, PlayTile((20, 30)))
    assert match.save() == before


def test_round_ends_and_a_new_one_is_dealt_below_66() -> None:
    # One card each: the last trick is not asked, it plays itself.
    match = table([(20,), (30,)], [(10,), (25,), (35,), (90,)], penalties=[10, 65])
    assert not match.is_over
    assert match.state.round == 2 and all(len(h) == 10 for h in match.state.hands)


def test_game_ends_at_66_and_fewest_points_win() -> None:
    full = (3, 5, 10, 11, 12)
    match = table([(13,), (80,)], [full, (40,), (50,), (60,)], penalties=[54, 20])
    assert match.is_over and match.state.penalties == (66, 20)
    result = match.result
    assert result is not None and result.winners == (1,) and result.ranks == (2, 1)


def test_equal_scores_share_the_place() -> None:
    match = table([(13,), (80,), (81,)], [(3, 5, 10, 11, 12), (40,), (50,), (60,)],
                  penalties=[54, 20, 20])
    result = match.result
    assert result is not None and result.ranks == (3, 1, 1)


def test_a_whole_seeded_game_replays_from_its_save() -> None:
    match = senet.new_match("nimmt-classic", players=6, seed=11)
    outcome = senet.play_out(match)
    assert outcome.finished and max(match.state.penalties) >= 66
    again = senet.load_match(match.save())
    assert again.state_hash() == match.state_hash() and again.result == match.result
