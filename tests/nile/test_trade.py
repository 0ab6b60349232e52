"""Step 3, the trade loop: discard 2 cards, then offer to Hapi or go to the market; or pass."""

from __future__ import annotations

from senet_games.nile import Market, OfferToHapi, Pass, Pay, Plant
from senet_games.nile.events import (
    CardDrawn,
    CardPaid,
    FloodCleared,
    FloodTurned,
    Harvested,
    LocustsStruck,
    Passed,
    SpeculationPaid,
    TradeBegun,
    TradePaid,
    TurnStarted,
)
from senet_games.nile.rules import trade_reason
from tests.nile.kit import drawn, events, field, hand, pass_alone, played, refused, start, store, table

PILE = ("lettuce", "wheat", "flax", "papyrus", "castor", "castor", "castor", "castor")


def test_the_trade_decision_is_offer_to_hapi_market_or_pass() -> None:
    match = start(table([["wheat", "flax"], []], pile=PILE), "trade")
    assert list(match.legal_moves(0)) == [OfferToHapi(), Market(), Pass()]
    refused(match, 0, Pay("wheat"), "not a move of the decision 'trade'")
    refused(match, 0, Plant("wheat", 1), "not a move of the decision 'trade'")


def test_market_any_mix_of_hand_and_storehouse_cards_then_draw_one() -> None:
    state = table([["wheat", "papyrus&lettuce"], []], stores={0: {"flax": 2}}, pile=PILE, discard=("castor",))
    match = start(state, "trade")
    entries = match.submit(0, Market())
    assert played(entries, TradeBegun) == [TradeBegun(0, "market")]
    assert match.flow.at == "pay"
    assert list(match.legal_moves(0)) == [Pay("wheat"), Pay("papyrus&lettuce"), Pay("flax", True)]
    match.submit(0, Pay("flax", True))
    assert list(match.legal_moves(0)) == [Pay("wheat"), Pay("papyrus&lettuce"), Pay("flax", True)]
    entries = match.submit(0, Pay("papyrus&lettuce"))
    assert played(entries, CardPaid) == [CardPaid(0, "papyrus&lettuce", False)]
    assert played(entries, TradePaid) == [TradePaid(0, "market")]
    assert played(entries, CardDrawn) == [drawn(0, "market", "lettuce")]
    state = match.state
    assert state.hands[0].items == ("lettuce", "wheat") and store(match, 0, "flax") == 1
    assert state.discard == ("castor", "flax", "papyrus&lettuce")
    assert state.trade is None and state.paid == 0
    assert match.flow.at == "trade" and match.to_act == (0,)  # trade again, any number of times


def test_offer_to_hapi_a_new_flood_and_harvest_without_the_speculation_pay_off() -> None:
    # A speculation card lying out in its owner's turn (the check admits it) is neither paid nor
    # discarded by the offering's flood, though that flood (lettuce) shows one of its crops.
    state = table([["wheat", "flax", "castor"], []], fields={0: {"lettuce": 2}, 1: {"papyrus": 1}},
                  specs={0: ["papyrus&lettuce"]}, flood="castor", pile=PILE)
    match = start(state, "trade")
    match.submit(0, OfferToHapi())
    match.submit(0, Pay("flax"))
    entries = match.submit(0, Pay("castor"))
    assert played(entries, TradePaid) == [TradePaid(0, "hapi")]
    assert played(entries, FloodCleared) == [FloodCleared("castor")]
    assert played(entries, FloodTurned) == [FloodTurned("lettuce", "hapi")]
    assert played(entries, Harvested) == [Harvested(0, "lettuce")]
    assert played(entries, SpeculationPaid) == []
    assert match.state.specs[0] == ("papyrus&lettuce",) and match.state.flood == "lettuce"
    assert match.state.hands[0].items == ("wheat",)  # no pay-off draw
    assert field(match, 0, "lettuce") == 1 and store(match, 0, "lettuce") == 1
    assert match.state.discard == ("flax", "castor", "castor")


def test_trades_repeat_in_any_order_until_pass() -> None:
    hand = ["papyrus", "papyrus", "wheat", "wheat", "flax", "flax", "castor"]
    match = start(table([hand, ["castor", "castor"]], pile=PILE), "trade")
    match.submit(0, OfferToHapi())
    match.submit(0, Pay("papyrus"))
    match.submit(0, Pay("papyrus"))
    match.submit(0, Market())
    match.submit(0, Pay("wheat"))
    match.submit(0, Pay("flax"))
    assert [e.action for e in events(match, TradePaid)] == ["hapi", "market"]
    entries = match.submit(0, Pass())
    assert played(entries, Passed) == [Passed(0, "trade")]
    assert match.flow.at == "plant" and match.to_act == (0,)


def test_payment_is_asked_only_while_there_is_a_choice() -> None:
    # Two papyrus and nothing else: both cards are discarded without a question.
    match = start(table([["papyrus", "papyrus"], []], pile=PILE), "trade")
    entries = match.submit(0, Market())
    assert played(entries, CardPaid) == [CardPaid(0, "papyrus", False)] * 2
    assert played(entries, CardDrawn)[0] == drawn(0, "market", "lettuce")
    # Papyrus and wheat: the first is a choice, the second is what is left.
    match = start(table([["papyrus", "wheat", "castor"], []], pile=PILE), "trade")
    match.submit(0, Market())
    assert len(match.legal_moves(0)) == 3
    match.submit(0, Pay("castor"))
    assert list(match.legal_moves(0)) == [Pay("papyrus"), Pay("wheat")]
    # One papyrus in hand and one in the storehouse, nothing else: both must go, no question.
    match = start(table([["papyrus"], []], stores={0: {"papyrus": 1}}, pile=PILE), "trade")
    entries = match.submit(0, Market())
    assert played(entries, CardPaid) == [CardPaid(0, "papyrus", False), CardPaid(0, "papyrus", True)]
    # With a third card they are two different choices.
    match = start(table([["papyrus", "wheat"], []], stores={0: {"papyrus": 1}}, pile=PILE), "trade")
    match.submit(0, Market())
    assert list(match.legal_moves(0)) == [Pay("papyrus"), Pay("wheat"), Pay("papyrus", True)]


def test_payment_refusals_name_the_rule() -> None:
    state = table([["wheat", "papyrus&lettuce"], []], stores={0: {"flax": 1}}, pile=PILE)
    match = start(state, "trade")
    match.submit(0, Market())
    refused(match, 0, Pay("castor"), "trade: your hand holds no castor card")
    refused(match, 0, Pay("wheat", True), "trade: your storehouse holds no wheat")
    refused(match, 0, Pay("papyrus&lettuce", True), "a storehouse holds harvested crops only")
    refused(match, 0, Pay("locusts"), "your hand holds no locusts card")
    refused(match, 0, Pass(), "not a move of the decision 'pay'")


def test_a_trade_needs_two_cards_in_hand_and_storehouse() -> None:
    state = table([["wheat"], ["castor"]], stores={1: {"flax": 1}}, pile=PILE)
    assert trade_reason(state, 0, Market()) == (
        "trade: discard 2 cards to offer to Hapi or go to the market; your hand and storehouse hold 1 card")
    assert trade_reason(state, 1, OfferToHapi()) is None  # one in hand and one in the storehouse
    assert trade_reason(state, 0, Pass()) is None


def test_the_trade_step_is_skipped_without_two_cards() -> None:
    # Player 0 ends the turn; player 1 holds nothing and harvested one card: no trade, no planting.
    state = table([["wheat", "wheat"], []], stores={1: {"flax": 1}}, pile=PILE)
    match = start(state)
    entries = match.submit(0, Pass())
    entries += pass_alone(match, 1)  # step 4 is asked all the same, with pass alone
    assert [e.player for e in played(entries, TurnStarted)] == [1, 0]
    assert played(entries, TradeBegun) == []
    assert played(entries, Passed) == [Passed(0, "plant"), Passed(1, "plant")]
    assert [(e.player, e.why) for e in played(entries, CardDrawn)] == [(0, "draw")] * 2 + [(1, "draw")] * 2
    assert match.to_act == (0,) and match.flow.at == "trade"


def test_discarding_from_the_storehouse_lowers_the_harvest() -> None:
    match = start(table([[], []], stores={0: {"flax": 2, "wheat": 1}}, pile=PILE), "trade")
    match.submit(0, Market())
    match.submit(0, Pay("flax", True))
    match.submit(0, Pay("flax", True))
    assert store(match, 0, "flax") == 0 and store(match, 0, "wheat") == 1
    assert hand(match, 0) == ("lettuce",)


def test_locusts_drawn_at_the_market_are_resolved_and_the_draw_is_lost() -> None:
    state = table([["wheat", "flax"], []], fields={0: {"papyrus": 2}, 1: {"castor": 1}},
                  pile=("locusts", *PILE))
    match = start(state, "trade")
    entries = match.submit(0, Market())  # wheat and flax are all there is: both are paid at once
    assert played(entries, LocustsStruck) == [LocustsStruck(((0, "papyrus", 2),), "market", 0)]
    assert [e for e in played(entries, CardDrawn) if e.why == "market"] == []
    # With an empty hand step 4 has pass alone; then the draw step takes lettuce and wheat.
    entries += pass_alone(match, 0)
    assert [e.card.value for e in played(entries, CardDrawn)][:2] == ["lettuce", "wheat"]
    assert match.state.discard[:5] == ("wheat", "flax", "papyrus", "papyrus", "locusts")
