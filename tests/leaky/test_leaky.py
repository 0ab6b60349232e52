"""The conformance suite against the catalogue: Tally passes, and each leaky variant fails
with a message that names its leak (the check, the seat, the field, the event, the text).

The failures are read by their words, not by the name of the check that finds them, except
for the search copy (h): its check is ``search-copy``.
"""

import functools
import re

import attrs
import pytest

import senet
from senet import Rng, testing
from senet.cli import check as check_command
from senet.cli import main

from .games import BASE, GAMES, Leak, registry

REGISTRY = registry()
SOUND = {"ends", "listed-accepted", "unlisted-refused", "commits-hidden", "save-reload", "replay",
         "start-from-state", "same-seed-same-bytes"}
"""Checks that have nothing to do with secrets: a variant must pass them all."""
SEAT = r"\b(player|seat) \d"


@attrs.frozen
class Said:
    """What the failures of a variant must say."""

    words: tuple[str, ...]
    """Patterns (regular expressions) that must all be in the failures' texts."""
    players: int | None = None
    """Every failure is in the case of this table size (a leak at one size only)."""
    check: str | None = None
    """Some failure of this check says ``words`` by itself."""


LEAKS = [
    pytest.param(Leak.PUBLIC_EVENT, Said((re.escape("leaky-public-event/played_showing"),
                                          r"\bothers_hand\b")), id="a-public-event"),
    pytest.param(Leak.STATE_FIELD, Said((r"\blast_hand\b",)), id="b-state-field"),
    pytest.param(Leak.DEALT_COPY, Said((r"\blast_hand\b", "seat 1")), id="b-dealt-into-a-state-field"),
    pytest.param(Leak.NEXT_CARD, Said((r"\btop\b",)), id="c-next-card-in-state"),
    pytest.param(Leak.CHOICES, Said(("option", SEAT)), id="d-options-read-another-hand"),
    pytest.param(Leak.FLOW, Said(("asked",)), id="e-who-is-asked-lone-option"),
    pytest.param(Leak.TURN_ORDER, Said(("asked",)), id="e-who-is-asked-turn-order"),
    pytest.param(Leak.TWO_PLAYERS, Said((r"\bothers_hand\b",), players=2), id="f-two-players-only"),
    pytest.param(Leak.FOUR_PLAYERS, Said((r"\bothers_hand\b",), players=4), id="f-four-players-only"),
    pytest.param(Leak.TEXT, Said((r"\brender\b",)), id="g-rendered-text"),
    pytest.param(Leak.EVENT_TEXT, Said((r"\bdescribe_event\b",)), id="g-event-words"),
    pytest.param(Leak.SEARCH, Said((r"determinize|\bhands\b|\bpile\b",), check="search-copy"),
                 id="h-determinize-keeps-the-truth"),
]


def _text(failure: testing.Failure) -> str:
    """A failure's check and its sentence (the field is ``text``; ``message`` before the rewrite)."""
    sentence = getattr(failure, "text", None) or getattr(failure, "message", "")
    return f"{failure.check}: {sentence}"


@functools.cache
def _failures(leak: Leak) -> tuple[testing.Failure, ...]:
    return tuple(testing.check_game(GAMES[leak], REGISTRY))


@pytest.mark.parametrize("case", list(testing.cases(BASE)), ids=lambda case: f"{case.players}p")
def test_tally_passes_the_suite(case: testing.Case) -> None:
    assert testing.check_case(case, REGISTRY) == []


def test_tally_is_checked_at_every_table_size() -> None:
    assert [case.players for case in testing.cases(BASE)] == [2, 3, 4]


def test_the_catalogue_covers_every_leak() -> None:
    assert {p.values[0] for p in LEAKS} == set(Leak) - {Leak.NONE}


@pytest.mark.parametrize(("leak", "said"), LEAKS)
def test_the_suite_names_the_leak(leak: Leak, said: Said) -> None:
    failures = _failures(leak)
    assert failures, f"{leak.value} passes the conformance suite"
    text = "\n".join(map(_text, failures))
    for word in said.words:
        assert re.search(word, text), f"no {word!r} in what the suite says of {leak.value}:\n{text}"
    if said.players is not None:
        (case,) = [c for c in testing.cases(GAMES[leak]) if c.players == said.players]
        assert {f.case for f in failures} == {case.id}, text
    if said.check is not None:
        assert any(f.check == said.check and all(re.search(w, _text(f)) for w in said.words)
                   for f in failures), text


@pytest.mark.parametrize(("leak", "said"), LEAKS)
def test_the_leak_is_the_only_thing_wrong(leak: Leak, said: Said) -> None:
    assert not [f for f in _failures(leak) if f.check in SOUND]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("leak", list(Leak), ids=lambda leak: leak.value)
def test_every_game_plays_to_its_end_and_loads(leak: Leak, players: int) -> None:
    for seed in range(4):
        match = senet.new_match(GAMES[leak], players, seed, registry=REGISTRY)
        rng = Rng(seed)
        while not match.is_over:
            player = match.to_act[0]
            match.submit(player, rng.choice(match.legal_moves(player)))
        assert match.result is not None and len(match.result.ranks) == players
        assert not any(match.state.hands) and not match.state.pile
        loaded = senet.load_match(match.save(), REGISTRY)
        assert loaded.state_hash() == match.state_hash() and loaded.is_over


def test_every_game_has_tags_of_its_own() -> None:
    tags = [cls.tag for game in GAMES.values() for cls in (*game.moves, *game.events)]
    assert len(tags) == len(set(tags))
    assert all(tag.startswith(f"{leak.value}/") for leak, game in GAMES.items()
               for tag in (cls.tag for cls in (*game.moves, *game.events)))


def test_senet_check_passes_tally_and_fails_a_variant(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(check_command, "get_registry", lambda: REGISTRY)
    assert main(["check", "tally"]) == 0
    assert "tally passes the conformance suite" in capsys.readouterr().out
    assert main(["check", "leaky-state-field"]) == 1
    assert "leaky-state-field fails" in capsys.readouterr().out
