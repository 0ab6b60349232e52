"""A round: choosing cards in secret, the 7-card cycle, the acting order, the start player."""

from __future__ import annotations

import senet
from senet_games.niagara import GAME, PlayCard
from senet_games.niagara.events import (
    CardsRevealed,
    CardsTakenBack,
    GameStarted,
    RiverFlowed,
    RoundStarted,
    TurnStarted,
)

from .kit import CLOUD, FULL_HAND, choose, events, revealed, start, table


def test_set_up_every_canoe_on_land_seven_gems_on_each_site_weather_zero() -> None:
    m = senet.new_match(GAME, 4, seed=3)
    s = m.state
    assert all(c.at == "land" and c.gem is None for canoes in s.canoes for c in canoes)
    assert all(len(canoes) == 2 for canoes in s.canoes)
    assert s.sites == tuple(tuple(7 if g == site - 2 else 0 for g in range(1, 6)) for site in range(3, 8))
    assert s.collected == ((0,) * 5,) * 4
    assert s.hands == (FULL_HAND,) * 4 and FULL_HAND == (CLOUD, 1, 2, 3, 4, 5, 6)
    assert s.weather == 0 and s.arm == "a" and s.round == 1
    started = events(m, GameStarted)
    assert len(started) == 1 and s.start == started[0].start
    assert events(m, RoundStarted) == [RoundStarted(1, s.start)]
    assert m.flow.at == "choose" and m.to_act == (0, 1, 2, 3)


def test_the_first_start_player_is_drawn_at_random() -> None:
    firsts = {senet.new_match(GAME, 5, seed=seed).state.start for seed in range(40)}
    assert firsts == {0, 1, 2, 3, 4}


def test_choices_are_hidden_until_all_have_chosen_then_revealed_at_once() -> None:
    m = start(table())
    m.submit(0, PlayCard(4))
    m.submit(1, PlayCard(CLOUD))
    assert m.state.played == () and m.view(2).my_commit is None and m.view(2).committed == (True, True, False)
    m.submit(2, PlayCard(2))
    assert events(m, CardsRevealed) == [CardsRevealed((4, CLOUD, 2))]


def test_a_card_played_in_this_cycle_is_refused() -> None:
    m = start(table(hands={0: (1, 2, 5, CLOUD)}))
    before = m.save()
    refused_reason = m.refusal(0, PlayCard(3))
    assert refused_reason is not None and "already played in this cycle" in refused_reason.reason
    assert m.save() == before
    assert m.legal_moves(0) == [PlayCard(CLOUD), PlayCard(1), PlayCard(2), PlayCard(5)]
    bad = m.refusal(0, PlayCard(7))
    assert bad is not None and "no paddle card 7" in bad.reason


def test_players_act_from_the_start_player_clockwise_and_the_marker_passes_left() -> None:
    m = start(table(players=4, start=2))
    choose(m, 1, 1, 1, 1)  # every canoe on land: each player launches one to space 1, unasked
    assert [e.player for e in events(m, TurnStarted)] == [2, 3, 0, 1]
    assert events(m, RoundStarted)[-1] == RoundStarted(2, 3)
    assert m.state.start == 3


def test_all_seven_cards_come_back_once_all_were_played() -> None:
    m = start(revealed(table(hands={p: (4,) for p in range(3)}, weather=-1), [4, 4, 4], queue=[]))
    assert m.state.round == 8  # round 7 played the last cards
    assert events(m, CardsTakenBack) == [CardsTakenBack((0, 1, 2))]
    assert m.state.hands == (FULL_HAND,) * 3
    assert m.to_act == (0, 1, 2) and m.flow.at == "choose"


def test_nobody_is_asked_to_choose_their_last_card() -> None:
    m = start(revealed(table(hands={p: (2, 3) for p in range(3)}, weather=-1), [2, 2, 2], queue=[]))
    assert events(m, CardsRevealed) == [CardsRevealed((3, 3, 3), forced=True)]
    assert m.to_act == (0, 1, 2) and all(len(h) == 7 for h in m.state.hands)


def test_the_river_flows_once_per_round_after_every_player_acted() -> None:
    m = start(table())
    choose(m, 1, 2, 1)
    flows = events(m, RiverFlowed)
    assert len(flows) == 1 and flows[0].amount == 1
    turns = [i for i, e in enumerate(m.log) if isinstance(e.event, TurnStarted)]
    flow_at = next(i for i, e in enumerate(m.log) if isinstance(e.event, RiverFlowed))
    assert len(turns) == 3 and max(turns) < flow_at


def test_a_player_with_no_card_left_takes_all_7_back_before_choosing() -> None:
    m = start(table(hands={p: () for p in range(3)}))  # round 8, before taking them back
    assert events(m, CardsTakenBack) == [CardsTakenBack((0, 1, 2))]
    assert m.state.hands == (FULL_HAND,) * 3 and m.to_act == (0, 1, 2)
