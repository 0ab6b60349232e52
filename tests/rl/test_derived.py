"""A game whose plugin declares no action encoding is an environment all the same: the numbering
is derived from its move classes (docs/rl.md). Tested on the Goofspiel example and tiny games."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import senet
from senet import InternalError, UnknownGame
from senet.faces import declared_encoding
from senet.options import resolve_options
from senet.testing import Case

from .cases import RL_GAMES, goofspiel_registry, needs_rl, positions, registry
from .games import TINY, Colour, Give, Step, Take, TinyState, refused
from .games import registry as tiny_registry

rl, pz_test = needs_rl()
from senet.rl.derive import DerivedEncoding  # noqa: E402  (needs the rl extra, checked above)
from senet.rl.describe import markdown  # noqa: E402

GOOF = goofspiel_registry()
TINIES = tiny_registry(TINY)
CYCLES = 20
"""Enough cycles to play a 13-card Goofspiel to its end."""

GOOF_CASES = [Case(GOOF.get("goofspiel"), options, players)
              for options in ((), (("cards", 3),), (("cards", 5),)) for players in (2, 3, 4)]
TINY_CASES = [Case(TINY, options, players)
              for options in ((), (("most", 5), ("rounds", 9))) for players in (2, 3)]
DICT_OBSERVATION = [  # as in test_envs: recommendations that do not fit a masked Dict observation
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be:UserWarning"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning"),
]


def _registry(case: Case) -> senet.Registry:
    return GOOF if case.game.name == "goofspiel" else TINIES


def _numbering(table: Any) -> list[Any]:
    return [table.encoding.decode(i, table.options, table.players) for i in range(table.size)]


def test_goofspiel_declares_no_encoding_and_is_numbered_bid_by_bid() -> None:
    assert declared_encoding(GOOF, "goofspiel") is None
    for cards in (3, 5, 13):
        for players in (2, 3, 4):
            table = rl.Table.make("goofspiel", players, {"cards": cards}, GOOF)
            assert table.derived and table.size == cards
            assert [(m.tag, m.card) for m in _numbering(table)] == [("goofspiel/bid", c)
                                                                     for c in range(1, cards + 1)]


@pytest.mark.parametrize("case", GOOF_CASES, ids=lambda c: c.id)
@DICT_OBSERVATION[0]
@DICT_OBSERVATION[1]
def test_goofspiel_passes_pettingzoos_tests(case: Case) -> None:
    options = dict(case.options)
    pz_test.api_test(rl.env("goofspiel", case.players, options, registry=GOOF), num_cycles=CYCLES)
    pz_test.seed_test(lambda: rl.env("goofspiel", case.players, options, registry=GOOF), num_cycles=CYCLES)
    pz_test.parallel_api_test(rl.parallel_env("goofspiel", case.players, options, registry=GOOF),
                              num_cycles=CYCLES)
    pz_test.parallel_seed_test(lambda: rl.parallel_env("goofspiel", case.players, options, illegal="lose",
                                                       registry=GOOF), num_cycles=CYCLES)


@pytest.mark.parametrize("case", GOOF_CASES + TINY_CASES, ids=lambda c: c.id)
def test_every_legal_move_has_a_number_and_the_mask_is_the_legal_moves(case: Case) -> None:
    table = rl.Table.make(case.game.name, case.players, dict(case.options), _registry(case))
    space = table.observation_space()
    seen = 0
    for seed in range(100, 106):  # not the explored matches' seeds (0-15)
        for match, player, listed in positions(case, seed, 300):
            numbers = [table.encoding.encode(move, table.options, table.players) for move in listed]
            assert len(set(numbers)) == len(numbers), f"two legal moves share an action: {listed}"
            assert [table.encoding.decode(n, table.options, table.players) for n in numbers] == list(listed)
            observation = table.observe(match, player)
            assert set(np.flatnonzero(observation["action_mask"])) == set(numbers)
            assert space.contains(observation)
            seen += 1
    assert seen > 0


def test_declared_fields_are_numbered_by_declaration_and_undeclared_ints_by_exploration() -> None:
    table = rl.Table.make("tiny", 2, {}, TINIES)
    # Give(False, ...) and the remarks are never listed: declared, so numbered all the same
    assert _numbering(table) == [
        *(Take(c, n) for c in Colour for n in (1, 2, 3)),
        *(Give(o, r, t) for o in (False, True) for r in (None, "all", "half") for t in (0, 1)),
        *(Step(b) for b in range(4)),  # listed: 0 to the last round's number (rounds=4)
    ]
    wider = rl.Table.make("tiny", 3, {"most": 5, "rounds": 9}, TINIES)
    assert wider.size == 2 * 5 + 2 * 3 * 3 + 9
    assert "state.steps#" in [s.path for s in table.segments]  # a tuple with no hint: explored length


def test_the_derived_numbering_is_the_same_every_time() -> None:
    for game, given in ((GOOF.get("goofspiel"), {"cards": 7}), (TINY, {"rounds": 6})):
        options = resolve_options(game.options, given)  # an encoding is asked with every option set
        first, second = DerivedEncoding(game), DerivedEncoding(game)  # each explores anew
        for players in (2, 3):
            assert first.size(options, players) == second.size(options, players)
            assert ([first.decode(i, options, players) for i in range(first.size(options, players))]
                    == [second.decode(i, options, players) for i in range(second.size(options, players))])
            assert first.derived(options, players)[1] == second.derived(options, players)[1]


def test_a_listed_move_outside_the_explored_range_is_a_clear_error() -> None:
    table = rl.Table.make("tiny", 2, {}, TINIES)
    match = senet.start_match(TINY, TinyState(rounds=4, most=3, players=2, boost=10), 2, registry=TINIES)
    with pytest.raises(InternalError, match=r"tiny/step\.by is 4, and the derived numbering covers 0-3, the "
                                            r"values 16 explored matches listed .* senet\.actions\.bounded"):
        table.observe(match, 0)


@pytest.mark.parametrize(("kind", "words"), [
    ("text", r"moves' fields are not finite \(tiny/named\.text is a str \(any text\)\)"),
    ("tuple", r"moves' fields are not finite \(tiny/many\.items is a tuple of any length\)"),
    ("rare", r"tiny/rare\.value is an int field that declares no range and that no move of 16 explored "
             r"matches held"),
    ("huge", r"the one derived from its moves would have 1,000,022 actions \(at most 100,000\)"),
])
def test_moves_with_no_finite_domain_are_refused_naming_the_field(kind: str, words: str) -> None:
    game = refused(kind)
    with pytest.raises(UnknownGame, match=words) as raised:
        rl.env(game.name, 2, registry=tiny_registry(game))
    assert "actions.py" in str(raised.value)


def test_the_docs_table_of_a_derived_numbering() -> None:
    text = markdown("goofspiel", 2, registry=GOOF)
    assert "Derived by `senet.rl` from the move classes" in text
    assert "`goofspiel/bid.card`: 1-13" in text and "`Discrete(13)`" in text
    assert "| 0-12 | `goofspiel/bid` | `Bid(card=1)` | `Bid(card=13)` |" in text


@pytest.mark.parametrize("name", RL_GAMES)
def test_the_built_in_games_keep_their_declared_numbering(name: str) -> None:
    table = rl.Table.make(name, registry().get(name).players.start)
    assert not table.derived and declared_encoding(registry(), name) is table.encoding
