"""Every game's texts read right with "you" as the subject, and with "player N".

Random playouts of every game (and its variants) give events of every kind; each is
rendered for every seat and for a spectator, and the moves offered on the way are
rendered too. A sentence whose subject is the reader must agree ("you have", not
"you has"; "you are the start player", not "you start player"; "named yourself",
not "named you").
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping

import pytest

import senet
from senet import OptionValue, does, new_match, redact, whom
from senet.cli.text import describe_event, describe_move
from senet.words import second_person

CONFIGS: tuple[tuple[str, int, Mapping[str, OptionValue]], ...] = (
    ("nimmt", 3, {}), ("nimmt", 4, {"side": "pro", "luck": True}), ("nimmt", 2, {"luck": True}),
    ("nimmt-classic", 3, {}), ("nile", 3, {}), ("nile", 6, {"deluxor": True}),
    ("niagara", 3, {"max_rounds": 10}), ("niagara", 5, {"max_rounds": 6}),
    ("tigris", 2, {}), ("tigris", 4, {"board": "advanced", "open_scoring": True}),
    ("nephthys", 1, {}), ("nephthys", 2, {}), ("nephthys", 4, {}),
)
CONFIGS += tuple((name, senet.default_registry().get(name).players.start, {})
                 for name in senet.default_registry().names()
                 if name not in {n for n, _, _ in CONFIGS})
"""Any other installed game too, at its smallest table with its default options."""
SEEDS = range(3)

VERBS_AFTER_YOU = frozenset("""
    achieved added are built chose collect discarded drew ended gained got harvested have kept
    leave lose may move named neither offered paid passed pay placed planted played put refilled
    self speculated start started stored swapped to took used went were will win withdrew won
    """.split())
"""Every word that follows "you" as a subject in the games' texts today (plus the number or card
of a list such as "cards: you 5"). A new text adds its verb here; a noun ("you provisional
start player") or a third-person verb ("you has") must not be added."""

SUBJECT = re.compile(r"(?:^|[:;—(] |, )you (\w+)")
BAD = (
    (re.compile(r"\byou (is|has|was|does|goes)\b"), "a third-person verb after you"),
    (re.compile(r"(?:^|[:;—(] |, )you (\w*[^s\W]s)\b"), "a verb in -s after you"),
    (re.compile(r"\byou (?:\w+ )?you\b"), "you as subject and object (yourself)"),
    (re.compile(r"\b(player \d+) (?:\w+ )?\1\b"), "a player as subject and object (themselves)"),
    (re.compile(r"\bplayer \d+ (are|have|were)\b"), "a second-person verb after player N"),
    (re.compile(r"\byour your\b|\byou you\b"), "a doubled word"),
)


def _texts(name: str, players: int, options: Mapping[str, OptionValue], seed: int
           ) -> Iterator[tuple[str, str]]:
    """(what, text) for every event of a random playout, as every seat and a spectator read it,
    and for every move offered on the way as its mover reads it."""
    registry = senet.default_registry()
    game = registry.get(name)
    match = new_match(game, players, seed, options, registry=registry)
    pick = random.Random(seed)
    while not match.is_over and len(match.moves) < 1500:
        choice = match.next_choice()
        assert choice is not None
        player, legal = choice
        view = match.view(player)
        for move in legal:
            yield type(move).__name__, describe_move(game, move, view)
        match.play_listed(player, pick.randrange(len(legal)))
    for entry in match.log:
        for viewer in (*range(players), None):
            yield type(entry.event).__name__, describe_event(game, redact(entry, viewer).event, viewer)


@pytest.mark.parametrize(("name", "players", "options"), CONFIGS,
                         ids=[f"{n}-{p}-{'-'.join(f'{k}={v}' for k, v in o.items())}"
                              for n, p, o in CONFIGS])
def test_every_text_agrees_with_its_subject(name: str, players: int,
                                            options: Mapping[str, OptionValue]) -> None:
    wrong: dict[str, str] = {}
    you_seen = 0
    for seed in SEEDS:
        for what, text in _texts(name, players, options, seed):
            for pattern, why in BAD:
                if pattern.search(text):
                    wrong.setdefault(f"{what}: {why}", text)
            for word in SUBJECT.findall(text):
                you_seen += 1
                if word not in VERBS_AFTER_YOU and not word.isdigit() and word != "cloud":
                    wrong.setdefault(f"{what}: 'you {word}' (not a known verb)", text)
    assert you_seen, "some text had you as its subject"
    assert not wrong, "\n".join(f"{k}\n    {v}" for k, v in sorted(wrong.items()))


@pytest.mark.parametrize(("third", "second"), [
    ("has", "have"), ("is", "are"), ("was", "were"), ("takes", "take"), ("self-studies", "self-study"),
    ("carries", "carry"), ("passes", "pass"), ("reaches", "reach"), ("goes over", "go over"),
    ("took", "took"), ("will take", "will take"), ("pays a gem", "pay a gem"), ("pass", "pass"),
])
def test_a_verb_for_you(third: str, second: str) -> None:
    assert second_person(third) == second
    assert does(1, 1, third) == f"you {second}"
    assert does(1, 0, third) == f"player 1 {third}"


def test_a_player_named_by_themselves() -> None:
    assert whom(2, 2, 2) == "yourself"
    assert whom(2, 0, 2) == "themselves"
    assert whom(2, 2, 1) == "you"
    assert whom(2, 0, 1) == "player 2"


def test_the_reported_nephthys_lines() -> None:
    from senet_games.nephthys import events as ev
    from senet_games.nephthys.words import WORDS

    neph = WORDS.describe_event

    assert neph(ev.StartChosen(0), 0).startswith("you are the provisional start player")
    assert neph(ev.StartChosen(0), 1).startswith("player 0 is the provisional start player")
    assert neph(ev.StartNamed(by=0, player=0), 0) == "you named yourself start player"
