"""Words and the table for people: every move and event has a sentence, secrets stay secret,
and the table shows the row, the hand, the boards, the societies and the fame at 80 and 120 columns."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console

import senet
from senet import Hand, Rng
from senet_games.nephthys import events as ev
from senet_games.nephthys import moves as mv
from senet_games.nephthys.game import GAME
from senet_games.nephthys.societies import Effect, Season
from senet_games.nephthys.table import card_text, render
from tests.nephthys.kit import CARDS, GREEN_BOOK, S, seat, start, submit, table

SAID = senet.faces.words(GAME)
"""The game's words face."""

EVENTS, MOVES = GAME.events, GAME.moves


def _played(seed: int = 3, steps: int = 400, players: int = 3) -> senet.Match[Any]:
    match = senet.new_match(GAME, players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if match.is_over:
            break
        player = match.to_act[0]
        submit(match, player, rng.choice(match.legal_moves(player)))
    return match


def test_every_event_of_played_games_reads_as_a_sentence() -> None:
    seen: set[type] = set()
    for seed in range(6):
        match = _played(seed, 2000, 2 + seed % 3)
        for viewer in (None, 0, 1):
            for entry in match.log_for(viewer):
                said = SAID.describe_event(entry.event, viewer)
                if type(entry.event) in EVENTS:
                    seen.add(type(entry.event))
                    assert said and "(" not in said[:1] and "Event" not in said, said
    missing = {e.__name__ for e in EVENTS} - {e.__name__ for e in seen}
    assert missing <= {"RowEmpty", "SocietyDeckRebuilt"}   # rare: each has its own test


def test_drawn_cards_are_named_to_the_drawer_only() -> None:
    drawn = ev.CardsDrawn(1, 2, "technique", Hand(1, (CARDS["B5"], CARDS["R9"])))
    assert SAID.describe_event(drawn, 1) == "you drew 2 cards: blue 5, red 9 (technique)"
    hidden = ev.CardsDrawn(1, 2, "technique", Hand(1, (), 2))
    assert SAID.describe_event(hidden, 0) == "player 1 drew 2 cards (technique)"


@pytest.mark.parametrize(("event", "words"), [
    (ev.SetTaken(0, (CARDS["B5"], CARDS["R7"]), (CARDS["G6"],), "stairs"),
     "you took blue 5, red 7 with green 6 from hand (stairs)"),
    (ev.FameStolen(1, 0, 2), "player 1 took 2 fame from you"),
    (ev.TokenTaken(1, 0, "display", 1), "player 1 took the first-scholar token from you by the "
                                        "first-scholar comparison"),
    (ev.BookTaken(0, GREEN_BOOK), "you took the Book of Isis green 13"),
    (ev.BookTaken(2, None), "player 2 played Isis, but no Book of Isis is left"),
    (ev.RowEmpty(1), "the row is empty: player 1 takes nothing; the game ends this round"),
    (ev.SocietyEffect(0, Effect.STORE, 1), "society effect: store 1 paid card"),
    (ev.SocietyDeckRebuilt(Season.SPRING, 4), "the society discards became a new deck, spring side up"),
    (ev.GameEnded(9, "fame"), "the game ended after round 9 (someone reached 31 fame)"),
    (ev.TechniquesPlayed((ev.Played(0, CARDS["B8"], CARDS["G2"]),)),
     "techniques played: you: blue 8 as Full house (paid green 2)"),
])
def test_event_sentences(event: senet.Event, words: str) -> None:
    assert words in SAID.describe_event(event, 0)


def test_every_move_reads_as_a_sentence_with_and_without_a_view() -> None:
    state = table([seat("B3 R8 G9", display="G2 G5 K1", techniques="R2"), seat("K7")],
                  row="B5 R9 B6 G1", token=1)
    match = start(state)
    view = match.view(0)
    samples: list[senet.Move] = [
        mv.PlayTechnique(CARDS["R8"], CARDS["G2"]), mv.SkipTechnique(), mv.TakeBook(GREEN_BOOK),
        mv.NameStart(0), mv.NameStart(1), mv.UseNephthys(), mv.UseKhnum(), mv.SwapCards(1),
        mv.TakeBlock(0, 0), mv.TakeBlock(0, 2), mv.TakeBlock(1, 2), mv.AddCard(CARDS["B3"]),
        mv.TakeSet(), mv.KeepDisplay(), mv.ReplaceDisplay(), mv.StoreCard(CARDS["B3"]),
        mv.StealFrom(1), mv.Achieve(1), mv.PayCard(CARDS["G2"]), mv.SelfStudy(),
        mv.Discard(CARDS["R8"]), mv.StopDiscarding(),
    ]
    assert {type(m) for m in samples} == set(MOVES)
    for move in samples:
        for v in (view, None):
            said = SAID.describe_move(move, v)
            assert said and "(" != said[0] and type(move).__name__ not in said
    assert SAID.describe_move(mv.NameStart(0), view) == "name yourself start player"
    assert SAID.describe_move(mv.SwapCards(1), view) == \
        "Shuffle: swap row positions 2 and 3 (red 9 and blue 6)"
    assert SAID.describe_move(mv.TakeBlock(0, 0), view) == \
        "take row position 1: blue 5 (single, 1 fame; or add hand cards)"
    assert SAID.describe_move(mv.TakeBlock(1, 2), view) == \
        "take row positions 2-3: red 9, blue 6 (add hand cards next)"
    assert SAID.describe_move(mv.Achieve(1), view) == \
        "achieve society 1 (spring): 3 of one colour -> 3 fame"
    assert SAID.describe_move(mv.PlayTechnique(CARDS["R8"], CARDS["G2"]), None).startswith(
        "play red 8 as Full house")


def test_cards_on_the_table_are_short() -> None:
    assert card_text(CARDS["K7"]).plain == "K7"
    assert card_text(S).plain == "B2S" and card_text(GREEN_BOOK).plain == "G13*"


@pytest.mark.parametrize("width", [80, 120])
def test_the_table_shows_row_hand_boards_societies_and_fame(width: int) -> None:
    state = table([seat("B3 R8", display="G2 G5", techniques="R2 B3 K3", fame=12, storage="B1"),
                   seat("K7", fame=9)], row="B5 R9 B6 G1", token=1, start=1)
    match = start(state)
    console = Console(width=width, record=True, force_terminal=False)
    console.print(render(match.view(0)))
    text = console.export_text()
    assert all(len(line) <= width for line in text.splitlines())
    for words in ("1:B5", "4:G1", "your hand: B3 R8", "G2 G5", "2 3x2", "society 1 (spring)",
                  "3 of one colour -> 3 fame", "player 1", "12", "9", "Shuffle"):
        assert words in text, words
    spectator = Console(width=width, record=True, force_terminal=False)
    spectator.print(render(match.view(None)))
    assert "your hand" not in spectator.export_text()


def test_render_leaves_other_games_views_alone() -> None:
    view = senet.View("other", 0, "x", (), (), None, False, object())
    assert render(view) is None
