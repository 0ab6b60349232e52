"""The pro side's spaces, set-up and end, and the set-up of both sides (docs/games/nimmt.md).

Pro layout used here (rows as printed; moves and events count rows from 0):
    row 1:  .  D  .  G1 .  TH         row 6:  D  .  +2 .  G2 TH
    row 2:  A  .  R1 .  +3 .  T       row 7:  .  A  .  R1 T
    row 3:  .  .  A  .  TH            row 8:  .  .  -3 .  G1 .  T
    row 4:  .  G1 .  D  .  T          row 9:  A  .  .  D  .  TH
    row 5:  .  .  R2 .  A  .  T       row 10: .  R1 .  .  +4 .  T
"""

from __future__ import annotations

import pytest

import senet
from senet import Hand, Secret
from senet_games.nimmt import (
    GAME,
    ActionsDrawn,
    HandScored,
    PickRow,
    Place,
    PlayTile,
    RowsStarted,
    RowStarted,
    RowTaken,
    Scored,
    TileDrawn,
    TilePlaced,
    TilesDealt,
)
from senet_games.nimmt.state import ACTION_CARDS, hand_size
from tests.nimmt.board_kit import choose, events, hand, refused, row, start, table


@pytest.mark.parametrize(("side", "players", "rows"), [
    ("basic", 2, (0, 1, 2, 3)), ("basic", 6, (0, 1, 2, 3)),
    ("pro", 2, (0, 1, 2, 3)), ("pro", 3, (0, 1, 2, 3)),
    ("pro", 4, (6, 7, 8, 9)), ("pro", 6, (6, 7, 8, 9)),
])
def test_set_up(side: str, players: int, rows: tuple[int, ...]) -> None:
    match = senet.new_match(GAME, players, seed=7, options={"side": side})
    state = match.state
    assert all(len(h) == 12 for h in state.hands)
    assert tuple(r for r, slots in enumerate(state.rows) if slots) == rows
    assert all(len(state.rows[r]) == 1 for r in rows)
    everything = [t for h in state.hands for t in h] + [s[0] for s in state.rows if s]
    everything += list(state.stock.items)
    assert sorted(everything) == list(range(1, 101))
    # A set-up tile triggers nothing: on the pro side rows 1-4 include row 2, whose first space is A.
    assert state.scores == (0,) * players and not events(match, Scored)
    assert len(events(match, RowsStarted)) == 1
    if side == "pro":
        assert all(len(a) == 2 for a in state.actions)
        assert len(state.deck.items) == len(ACTION_CARDS) - 2 * players
    else:
        assert [a.items for a in state.actions] == [()] * players and not state.deck.items
    assert state.piles == (0, 0)


def test_set_up_deals_in_secret() -> None:
    match = senet.new_match(GAME, 3, seed=1, options={"side": "pro"})
    mine = [e.event for e in match.log_for(1) if isinstance(e.event, (TilesDealt, ActionsDrawn))]
    for event in mine:
        secret = event.tiles if isinstance(event, TilesDealt) else event.cards
        assert bool(secret.items) == (event.player == 1) and len(secret) == event.count
    spectator = [e.event for e in match.log_for(None) if isinstance(e.event, TilesDealt)]
    assert all(not e.tiles.items and e.count == 12 for e in spectator)


def test_luck_option_lays_out_two_open_piles() -> None:
    match = senet.new_match(GAME, 4, options={"luck": True})
    assert match.state.piles == (6, 6)
    assert match.view(None).state.piles == (6, 6)


def test_board_is_for_two_to_six_players() -> None:
    for bad in (1, 7):
        with pytest.raises(senet.OptionError):
            senet.new_match(GAME, bad, options={"side": "pro"})


@pytest.mark.parametrize(("number", "first"), [(2, "A"), (6, "D")])
def test_pro_take_lets_the_player_choose_the_new_row_whose_first_space_acts(number: int, first: str) -> None:
    state = table({7: (50, 51, 52, 53), 8: (60,), 9: (70,), 10: (80,)}, [[54, 1, 3], [61, 2, 4]], pro=True,
                  deck=["jump"], stock=[77])
    match = start(state)
    choose(match, 54, 61)
    assert events(match, RowTaken) == [RowTaken(0, 6, (50, 51, 52, 53), (), 54)]
    assert events(match, Scored) == [Scored(0, -6, "T", 0)]
    assert match.to_act == (0,) and match.flow.at == "pick_row"
    assert match.legal_moves(0) == [PickRow(r) for r in range(6)]
    refused(match, 0, PickRow(6), "row 7 was just taken")
    refused(match, 0, PickRow(7), "row 8 was not empty")
    match.submit(0, PickRow(number - 1))
    assert events(match, RowStarted) == [RowStarted(0, 54, number - 1)]
    if first == "A":
        assert match.state.actions[0].items == ("jump",)
    else:
        assert 77 in hand(match, 0) and not match.state.stock.items
    assert row(match, 8) == (60, 61)


def test_take_into_hand_gives_the_tiles_without_points_and_everybody_knows_them() -> None:
    state = table({7: (30,), 8: (40,), 9: (70, 71, 72, 73, 74), 10: (90,)}, [[75, 1, 3], [91, 2, 4]],
                  pro=True)
    match = start(state)
    choose(match, 75, 91)
    assert events(match, RowTaken) == [RowTaken(0, 8, (70, 71, 72, 73, 74), (70, 71, 72, 73, 74), 75)]
    assert not [e for e in events(match, Scored) if e.player == 0]
    assert hand(match, 0) == (1, 3, 70, 71, 72, 73, 74)
    assert match.view(1).state.known[0] == (70, 71, 72, 73, 74)
    assert hand_size(match.view(1).state, 0) == 7
    match.submit(0, PickRow(2))   # row 3 starts with a plain space
    assert row(match, 3) == (75,) and match.state.restart is None


def test_d_space_draws_a_tile_only_its_owner_sees() -> None:
    state = table({1: (10,), 2: (40,), 3: (50,), 4: (60,)}, [[12, 1, 3], [61, 2, 4]], pro=True, stock=[77])
    match = start(state)
    choose(match, 12, 61)
    assert hand(match, 0) == (1, 3, 77) and match.state.stock.items == ()
    drawn = [e.event for e in match.log_for(1) if isinstance(e.event, TileDrawn)]
    assert drawn == [TileDrawn(0, Secret(0, None, True))]
    mine = [e.event for e in match.log_for(0) if isinstance(e.event, TileDrawn)]
    assert mine == [TileDrawn(0, Secret(0, 77))]


def test_d_space_with_an_empty_stock_draws_nothing() -> None:
    state = table({1: (10,), 2: (40,), 3: (50,), 4: (60,)}, [[12, 1, 3], [61, 2, 4]], pro=True)
    match = start(state)
    choose(match, 12, 61)
    assert not events(match, TileDrawn) and hand(match, 0) == (1, 3)


@pytest.mark.parametrize(("deck", "discard", "drawn", "reshuffled"), [
    (["stop"], [], ("stop",), False),
    ([], ["swap"], ("swap",), True),        # the discards are shuffled into a new deck
    ([], [], None, False),                  # nothing left anywhere: no card
])
def test_a_space_draws_an_action_card(deck: list[str], discard: list[str], drawn: tuple[str, ...] | None,
                                      reshuffled: bool) -> None:
    state = table({1: (80,), 2: (85,), 3: (20, 21), 4: (90,)}, [[22, 1, 3], [91, 2, 4]], pro=True,
                  deck=deck, discard=discard)
    match = start(state)
    choose(match, 22, 91)
    got = events(match, ActionsDrawn)
    if drawn is None:
        assert not got
        return
    assert got == [ActionsDrawn(0, Hand(0, drawn), reshuffled)]
    assert match.state.actions[0].items == drawn
    assert got[0].reshuffled == reshuffled and not match.state.discard
    seen = next(e.event for e in match.log_for(1) if isinstance(e.event, ActionsDrawn))
    assert not seen.cards.items and seen.count == 1


def test_pro_game_ends_after_the_round_in_which_a_hand_became_empty() -> None:
    # Player 0 plays their last tile onto a TH space: tiles come back, the game still ends.
    state = table({3: (20, 21, 22, 23), 7: (30,), 8: (40,), 9: (70,)}, [[24], [41, 44, 50]], pro=True,
                  actions=[["stop", "jump"], []])
    match = start(state)
    match.submit(1, PlayTile((41,)))          # player 0's last tile plays itself
    match.submit(0, Place())                   # player 0 could play a card; they do not
    match.submit(0, PickRow(0))                # 24 starts row 1 (plain first space)
    assert match.is_over
    assert events(match, HandScored) == [HandScored(0, (20, 21, 22, 23), 3 + 1 + 5 + 1, 2),
                                         HandScored(1, (44, 50), 8, 0)]
    assert match.state.scores == (2 - 10, -8)
    assert match.result is not None and match.result.ranks == (1, 1)   # equal scores share


def test_pro_game_goes_on_while_every_hand_keeps_tiles() -> None:
    state = table({7: (30,), 8: (40,), 9: (50,), 10: (60,)}, [[31, 32, 33], [41, 42, 43]], pro=True)
    match = start(state)
    choose(match, 31, 41)
    assert not match.is_over and match.state.round == 2
    assert not events(match, HandScored)


def test_place_is_asked_of_an_owner_holding_cards_even_with_none_usable() -> None:
    # Jump is the only card, and the next free space of row 8 is its take space: no card is
    # usable, but "place" is private, so the owner is asked with the one option Place.
    state = table({7: (30,), 8: (40, 41, 42, 43, 44, 45), 9: (60,), 10: (70,)}, [[46, 1, 3], [99, 2, 4]],
                  pro=True, actions=[["jump"], []])
    match = start(state)
    choose(match, 46, 99)
    assert match.flow.at == "place" and match.legal_moves(0) == [Place()]
    match.submit(0, Place())
    assert match.flow.at == "pick_row"      # then straight to the take
    placed = events(match, TilePlaced)[0]
    assert (placed.row, placed.space) == (7, 6)


def test_place_asks_the_same_whatever_the_hidden_cards() -> None:
    # Two tables equal except for player 0's one hidden action card: a Jump that cannot be used
    # (row 8's next free space is its take space) or a usable Stop. Driven by the same moves,
    # player 1 sees the same questions, the same table and the same log.
    rows = {7: (30,), 8: (40, 41, 42, 43, 44, 45), 9: (60,), 10: (70,)}
    twins = [start(table(rows, [[46, 1, 3], [99, 2, 4]], pro=True, actions=[[card], []]))
             for card in ("jump", "stop")]
    for twin in twins:
        choose(twin, 46, 99)
    assert [t.to_act for t in twins] == [(0,), (0,)]
    assert [t.flow.at for t in twins] == ["place", "place"]
    assert [len(t.legal_moves(0)) for t in twins] == [1, 5]   # only the owner sees the difference
    assert twins[0].view(1).state == twins[1].view(1).state
    for twin in twins:
        twin.submit(0, Place())
    assert twins[0].to_act == twins[1].to_act
    assert twins[0].view(1).state == twins[1].view(1).state
    assert [e.event for e in twins[0].log_for(1)] == [e.event for e in twins[1].log_for(1)]


def test_no_place_question_for_an_owner_without_action_cards() -> None:
    # Holding no action card is public (the count is): the tile is placed without asking.
    state = table({7: (30,), 8: (40, 41, 42, 43, 44, 45), 9: (60,), 10: (70,)}, [[46, 1, 3], [99, 2, 4]],
                  pro=True, actions=[[], ["jump"]])
    match = start(state)
    choose(match, 46, 99)
    assert match.flow.at == "pick_row"
