"""The data files: they say what the rules' tables say, and a broken file is refused by name."""

from __future__ import annotations

from importlib import resources

import pytest

from senet import PluginError
from senet_games.nephthys.cards import (
    BOOKS,
    DECK,
    START_CARD,
    TECHNIQUES,
    TechniqueCost,
    TechniqueEffect,
    card_name,
    load_records,
)
from senet_games.nephthys.societies import SOCIETIES, CostKind, Effect, load_societies
from senet_games.nephthys.techniques import EFFECTS, Powers, powers
from tests.nephthys.kit import CARDS, GREEN_BOOK

RULES_TABLE = [  # number, name, cost, stacks (docs/games/nephthys.md, "Every card is also a technique")
    (1, "Adjust", "none", False), (2, "Shuffle", "none", False), (3, "Insight", "none", True),
    (4, "Two pairs", "none", False), (5, "Wide search", "none", False), (6, "Archive", "none", True),
    (7, "Curator", "none", True), (8, "Full house", "display", False), (9, "Shelves", "none", False),
    (10, "Patron", "none", False), (11, "Fellow", "none", True), (12, "Three pairs", "display", False),
    (13, "Isis", "display", False),
]


def _text(name: str) -> str:
    return resources.files("senet_games.nephthys").joinpath(f"data/{name}").read_text(encoding="utf-8")


def test_the_deck_is_four_colours_of_one_to_thirteen_twice() -> None:
    assert len(DECK) == 104 and len(set(DECK)) == 52
    assert card_name(CARDS["K7"]) == "black 7"
    assert card_name(START_CARD) == "blue 2 (S)" and START_CARD not in DECK
    assert [card_name(b) for b in BOOKS] == ["Book green 13", "Book black 13"]


@pytest.mark.parametrize(("number", "name", "cost", "stacks"), RULES_TABLE)
def test_each_technique_is_the_rules_table(number: int, name: str, cost: str, stacks: bool) -> None:
    t = TECHNIQUES[number - 1]
    assert (t.name, t.cost, t.stacks) == (name, cost, stacks)
    assert t.effect in EFFECTS


def test_what_each_technique_does() -> None:
    def p(text: str) -> Powers:
        return powers(tuple(CARDS[w] for w in text.split()))

    assert p("B1").adjust and p("B2").shuffle
    assert p("B3 R3").draws == 2 and p("B5").row == 6 and p("B5 R5").row == 6
    assert p("B6 G6").archive == 2 and p("B7").curator == 1
    assert p("B9").hand_limit == 8 and p("B9 R9").hand_limit == 8
    assert p("B10").steal == 2 and p("B10 R10").steal == 2
    assert p("B11 R11 G11").fellow == 3
    assert p("B4 B8 B12").kinds == ("colour", "stairs", "two_pairs", "full_house",
                                    "three_pairs")
    assert p("B1 R1").adjust and not p("B13").lost_knowledge
    assert powers((GREEN_BOOK,)).lost_knowledge


def test_the_society_cards_are_the_rules_table() -> None:
    assert sorted(SOCIETIES) == list(range(1, 11))
    fame = {i: (SOCIETIES[i].spring.fame, SOCIETIES[i].autumn.fame) for i in SOCIETIES}
    assert fame == {1: (3, 6), 2: (3, 6), 3: (2, 5), 4: (2, 5), 5: (2, 4), 6: (3, 6), 7: (4, 7),
                    8: (4, 7), 9: (2, 5), 10: (3, 6)}
    assert SOCIETIES[1].autumn.effects == (("draw", 1),)
    assert SOCIETIES[3].spring.effects == (("draw", 1),) and SOCIETIES[3].autumn.effects == ()
    assert SOCIETIES[4].spring.effects == (("store", 1),) == SOCIETIES[4].autumn.effects
    assert SOCIETIES[5].autumn.effects == (("token", 1),)
    assert SOCIETIES[9].spring.effects == (("draw", 2),) == SOCIETIES[9].autumn.effects
    assert SOCIETIES[10].autumn.effects == (("steal", 1),)
    assert SOCIETIES[6].autumn.cost.describe() == "3 cards summing 30+"
    assert SOCIETIES[10].spring.cost.describe() == "a 1 and a 13"


def test_the_words_of_the_files_are_read_into_enums() -> None:
    assert {type(t.effect) for t in TECHNIQUES} == {TechniqueEffect}
    assert {type(t.cost) for t in TECHNIQUES} == {TechniqueCost}
    assert TECHNIQUES[7].cost is TechniqueCost.DISPLAY and TECHNIQUES[0].effect is TechniqueEffect.ADJUST
    sides = [side for s in SOCIETIES.values() for side in (s.spring, s.autumn)]
    assert {type(side.cost.kind) for side in sides} == {CostKind}
    assert {type(what) for side in sides for what, _ in side.effects} == {Effect}
    assert SOCIETIES[1].spring.cost.kind is CostKind.COLOUR


def test_the_shipped_files_load_from_their_text() -> None:
    assert load_records(_text("records.toml")).deck == DECK
    assert {s.id for s in load_societies(_text("societies.toml"))} == set(SOCIETIES)


def test_other_data_replaces_ours_without_code_changes() -> None:
    text = _text("records.toml").replace('colours = ["blue", "green", "black", "red"]',
                                         'colours = ["blue", "green", "black"]')
    records = load_records(text)
    assert len(records.deck) == 78 and records.colours == ("blue", "green", "black")


@pytest.mark.parametrize(("old", "new", "words"), [
    ('effect = "adjust"', 'effect = "teleport"', "unknown effect 'teleport'"),
    ('cost = "display"\ntext = "you may take a pair', 'cost = "gold"\ntext = "you may take a pair',
     "cost is 'none' or 'display'"),
    ("number = 13\nname = \"Isis\"", "number = 12\nname = \"Isis\"", "given twice"),
    ("copies = 2", "copies = 0", "copies must be between 1 and 9"),
    ('[start]\ncolour = "blue"', '[start]\ncolour = "purple"', "colour 'purple' is not one of"),
    ("wild = 1", "wild = 14", "wild must be a number"),
    ("[deck]", "[dek]", "[deck] is missing"),
    ("number = 2\nname = \"Shuffle\"", "number = 2\nname = 7", "'name' must be a str"),
])
def test_a_broken_records_file_is_refused_naming_the_file(old: str, new: str, words: str) -> None:
    text = _text("records.toml")
    assert old in text
    with pytest.raises(PluginError) as info:
        load_records(text.replace(old, new, 1))
    assert "records.toml" in str(info.value) and words in str(info.value)


@pytest.mark.parametrize(("old", "new", "words"), [
    ('cost = "run", count = 3', 'cost = "ladder", count = 3', "unknown cost 'ladder'"),
    ('cost = "run", count = 3', 'cost = ["run"], count = 3', "unknown cost ['run']"),
    ('effects = [{ do = "token" }]', 'effects = [{ do = "dance" }]', "'do' must be one of"),
    ("id = 10", "id = 9", "given twice"),
    ('cost = "colours", count = 4', 'cost = "colours", count = 5', "only 4 colours"),
    ("sizes = [2, 2]", "sizes = []", "'sizes' must be a list"),
    ("at_least = 15", "at_least = -1", "'at_least' must be a whole number"),
])
def test_a_broken_societies_file_is_refused_naming_the_file(old: str, new: str, words: str) -> None:
    text = _text("societies.toml")
    assert old in text
    with pytest.raises(PluginError) as info:
        load_societies(text.replace(old, new, 1))
    assert "societies.toml" in str(info.value) and words in str(info.value)


def test_too_few_society_cards_are_refused() -> None:
    text = _text("societies.toml")
    cut = text[:text.index("[[society]]\nid = 5")]
    with pytest.raises(PluginError, match="at least 5 cards"):
        load_societies(cut)
