"""Categories are enums saved by value: saves, logs and state hashes hold the words they held when
the categories were strings, and a snapshot's log is read back as the enums."""

from __future__ import annotations

from enum import StrEnum

import pytest

import senet
from senet.savefile import codec_for
from senet.serial import pack
from senet_games.nephthys import events as ev
from senet_games.nephthys.cards import TechniqueCost, TechniqueEffect
from senet_games.nephthys.game import GAME
from senet_games.nephthys.societies import CostKind, Effect, Season
from senet_games.nephthys.state import (
    Amulet,
    Discarding,
    DrawReason,
    EndReason,
    FameReason,
    Stage,
    StashReason,
    TokenReason,
)
from senet_games.nephthys.techniques import SetKind

SAVED: dict[type[StrEnum], tuple[str, ...]] = {
    Stage: ("setup", "technique", "books", "name", "extra", "extra_books", "research", "society",
            "round_end", "limit", "end"),
    Discarding: ("khnum", "study", "limit"),
    Amulet: ("nephthys", "khnum"),
    Season: ("spring", "autumn"),
    Effect: ("draw", "store", "token", "steal"),
    SetKind: ("single", "colour", "stairs", "two_pairs", "full_house", "three_pairs", "?"),
    DrawReason: ("technique", "khnum", "study", "society"),
    FameReason: ("set", "society"),
    TokenReason: ("start", "display", "society"),
    EndReason: ("fame", "row", "rounds"),
    StashReason: ("archive", "curator", "society", ""),
}
"""Every category of the state and the events, with the words saved before it was an enum."""

READ: dict[type[StrEnum], tuple[str, ...]] = {
    CostKind: ("colour", "run", "colour_run", "groups", "colours", "any", "sum", "numbers", "each_of"),
    TechniqueEffect: ("adjust", "shuffle", "insight", "two_pairs", "wide_search", "archive", "curator",
                      "full_house", "shelves", "patron", "fellow", "three_pairs", "isis", "lost_knowledge"),
    TechniqueCost: ("none", "display"),
}
"""The categories read from the data files, with the words the files use."""

FIELDS: dict[type[senet.Event], tuple[str, type[StrEnum]]] = {
    ev.CardsDrawn: ("why", DrawReason), ev.FameGained: ("why", FameReason),
    ev.TokenTaken: ("why", TokenReason), ev.GameEnded: ("why", EndReason),
    ev.SetTaken: ("kind", SetKind), ev.HandDiscarded: ("why", Discarding),
    ev.StepBegun: ("stage", Stage), ev.AmuletUsed: ("amulet", Amulet),
    ev.SocietyDealt: ("side", Season), ev.SocietyEffect: ("what", Effect),
}


@pytest.mark.parametrize("category", [*SAVED, *READ], ids=lambda c: c.__name__)
def test_each_category_has_the_words_it_had_as_strings(category: type[StrEnum]) -> None:
    words = SAVED.get(category) or READ[category]
    assert tuple(m.value for m in category) == words
    assert all(m == w and f"{m}" == w for m, w in zip(category, words, strict=True))


def test_a_log_is_saved_as_words_and_read_back_as_enums() -> None:
    match = senet.new_match(GAME, 4, seed=5)
    senet.play_out(match)
    codec = codec_for(GAME)
    resumed = senet.resume_match(match.snapshot())
    seen: set[type[senet.Event]] = set()
    for entry in resumed.log:
        found = FIELDS.get(type(entry.event))
        if found is None:
            continue
        name, category = found
        value = getattr(entry.event, name)
        assert type(value) is category, entry.event
        data = codec.unstructure(entry.event)
        assert pack(data) == pack({**data, name: value.value})  # the bytes of the word
        seen.add(type(entry.event))
    assert {ev.CardsDrawn, ev.FameGained, ev.TokenTaken, ev.GameEnded, ev.SetTaken,
            ev.StepBegun, ev.SocietyDealt} <= seen
    assert resumed.state_hash() == match.state_hash()
