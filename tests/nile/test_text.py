"""Words and the table for people: every move and event has words; the table shows what it must."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console

import senet
from senet import Hand, Pile, Secret
from senet_games.nile import (
    EVENTS,
    GAME,
    MOVES,
    Market,
    OfferToHapi,
    Pass,
    Pay,
    Plant,
    PlantPair,
    Speculate,
)
from senet_games.nile.events import (
    CardDrawn,
    CardPaid,
    FieldOvertaken,
    FloodCleared,
    FloodTurned,
    GameOver,
    HandDealt,
    Harvested,
    LocustsShuffledIn,
    LocustsStruck,
    Passed,
    Planted,
    Reshuffled,
    Speculated,
    SpeculationPaid,
    SpeculationsDiscarded,
    TradeBegun,
    TradePaid,
    TurnStarted,
)
from senet_games.nile.table import render
from senet_games.nile.words import WORDS
from tests.nile.kit import drawn, start, table

HIDDEN: Secret[str] = Secret(0, None, True)
"""A drawn card as the others see it: there is one, but not which."""
MOVE_SAMPLES = [OfferToHapi(), Market(), Pass(), Pay("wheat"), Pay("flax", True), Plant("papyrus", 3),
                PlantPair("lettuce", "wheat"), Speculate("papyrus&lettuce")]
EVENT_SAMPLES = [
    HandDealt(1, 5, Hand(1, ("papyrus", "wheat"))), HandDealt(1, 5, Hand(1, (), 5)),
    LocustsShuffledIn(61, Pile((), 61)), TurnStarted(2, 1),
    FloodCleared("flax"), Reshuffled(12, 1, Pile((), 12)), FloodTurned("flax&castor", "hapi"),
    LocustsStruck(((0, "lettuce", 2), (1, "flax", 2)), "draw", 0), LocustsStruck((), "flood"),
    SpeculationPaid(0, "papyrus&lettuce", 3), SpeculationPaid(0, "papyrus&lettuce", 0),
    drawn(0, "market", "wheat&flax"), CardDrawn(0, "draw", HIDDEN),
    SpeculationsDiscarded(((0, "wheat&flax"),)),
    Harvested(1, "flax"), TradeBegun(0, "hapi"), CardPaid(0, "flax", True), TradePaid(0, "market"),
    Passed(0, "trade"), Planted(0, "papyrus", 3), FieldOvertaken(1, "papyrus", 2, 0),
    Speculated(0, "papyrus&lettuce"), GameOver("the draw pile ran out with no reshuffles left"),
]


def _text(renderable: Any, width: int) -> str:
    console = Console(file=io.StringIO(), width=width, force_terminal=False)
    console.print(renderable)
    out = console.file.getvalue()
    assert isinstance(out, str)
    return out


def test_every_move_has_words() -> None:
    assert {type(m) for m in MOVE_SAMPLES} == set(MOVES)
    texts = [WORDS.describe_move(m) for m in MOVE_SAMPLES]
    assert len(set(texts)) == len(texts)
    assert WORDS.describe_move(Speculate("papyrus&lettuce")) == (
        "speculate on papyrus & lettuce (draw 3 if the next flood shows papyrus or lettuce)")


def test_moves_say_what_they_would_do_with_the_choosers_view() -> None:
    state = table([["papyrus", "papyrus", "papyrus", "wheat", "lettuce"], []],
                  fields={0: {"wheat": 1}, 1: {"papyrus": 2}}, stores={0: {"flax": 2}}, flood="flax")
    match = start(state)
    view = match.view(0)
    assert WORDS.describe_move(Plant("papyrus", 3), view) == (
        "plant 3 papyrus (new field; player 1's field of 2 is discarded)")
    assert WORDS.describe_move(PlantPair("lettuce", "wheat"), view) == (
        "plant 1 lettuce and 1 wheat (lettuce: new field; wheat: your field 1 -> 2)")
    assert WORDS.describe_move(Pass(), view) == "pass: neither plant nor speculate"
    assert WORDS.describe_move(Pay("flax", True), view) == (
        "discard flax from your storehouse (your harvest of it 2 -> 1)")


def test_every_event_has_words_and_secrets_stay_hidden() -> None:
    assert {type(e) for e in EVENT_SAMPLES} == set(EVENTS)
    assert all(WORDS.describe_event(e, 0) and WORDS.describe_event(e, None) for e in EVENT_SAMPLES)
    assert WORDS.describe_event(HandDealt(1, 5, Hand(1, (), 5)), 0) == "player 1 got 5 cards"
    assert WORDS.describe_event(HandDealt(1, 2, Hand(1, ("papyrus", "papyrus"))), 1) == "you got papyrus x2"
    assert WORDS.describe_event(CardDrawn(0, "draw", HIDDEN), 1) == "player 0 drew a card (draw step)"
    assert WORDS.describe_event(drawn(0, "market", "wheat&flax"), 0) == (
        "you drew speculation wheat & flax (market)")
    assert WORDS.describe_event(LocustsStruck(((0, "lettuce", 2), (1, "flax", 2)), "draw", 0), 1) == (
        "LOCUSTS (drawn by player 0, draw step) ate every largest field: player 0's lettuce (2), "
        "your flax (2); the locusts are discarded")
    assert WORDS.describe_event(FieldOvertaken(1, "papyrus", 2, 0), 0) == (
        "player 1's papyrus field (2) is discarded: you planted more")


@pytest.mark.parametrize("width", [80, 120])
@pytest.mark.parametrize(("players", "deluxor"), [(2, False), (6, True)])
def test_the_table_shows_flood_fields_storehouses_pile_and_reshuffles(
        width: int, players: int, deluxor: bool) -> None:
    match = senet.new_match(GAME, players, seed=4, options={"deluxor": deluxor})
    senet.play_out(match, max_moves=60)
    viewer = match.to_act[0]
    view = match.view(viewer)
    board = view.state
    out = _text(render(view), width)
    lines = out.splitlines()
    assert all(len(line) <= width for line in lines)
    assert f"flood: {board.flood.replace('&', ' & ')}" in out.replace("speculation ", "")
    assert all(any(line.lstrip("│ ").startswith(crop) for line in lines) for crop in board.crops)
    assert f"draw pile {board.pile_size} cards" in out and f"reshuffles left {board.reshuffles_left}" in out
    assert "field | storehouse" in out and "your hand:" in out
    row = next(line for line in lines if line.lstrip("│ ").startswith(board.crops[0]))
    assert row.count("|") >= players  # one field | storehouse cell per player
    spectator = _text(render(match.view(None)), width)
    assert "your hand" not in spectator


def test_the_table_at_the_end_says_why_the_game_ended() -> None:
    match = senet.new_match(GAME, 3, seed=2)
    senet.play_out(match)
    out = _text(senet.faces.table(GAME)(match.view(0)) if senet.faces.table(GAME) else "", 100)
    assert "game over: the draw pile ran out" in out or "game over: a card must be taken" in out
    assert "storehouse counts, smallest first" in out
