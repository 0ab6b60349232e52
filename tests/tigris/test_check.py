"""The game's ``check``: real tables pass, each kind of impossible table is refused naming its
field, and a table changed in one field is either refused or can be viewed and played from."""

from __future__ import annotations

import random
import time
from typing import Any

import attrs
import pytest

import senet
from senet import Hand, Pile, Secret
from senet_games.tigris import GAME
from senet_games.tigris.check import check
from senet_games.tigris.state import (
    CATASTROPHE,
    FACE_DOWN,
    Choice,
    Colour,
    Conflict,
    ConflictKind,
    Kind,
    Monument,
    MonumentName,
    TigrisState,
    leader_code,
)
from tests.tigris.kit import sq, table

CONFIGS = [{}, {"board": "advanced"}, {"open_scoring": True}]


def _states(players: int, options: dict[str, object], seed: int, steps: int = 400) -> list[TigrisState]:
    match = senet.new_match(GAME, players, seed=seed, options=options)
    rng = random.Random(seed)
    out = [match.state]
    for _ in range(steps):
        if match.is_over:
            break
        player = match.to_act[0]
        match.submit(player, rng.choice(match.legal_moves(player)))
        out.append(match.state)
    return out


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: "-".join(map(str, o.items())) or "default")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_real_tables_pass(options: dict[str, object], players: int) -> None:
    setup = GAME.setup(players, {**{o.name: o.default for o in GAME.options}, **options}, senet.Rng(0))
    assert check(setup) == []
    for state in _states(players, options, seed=players)[::7]:
        assert check(state) == [], state


def _base() -> TigrisState:
    return table("r 0R r", (4, 5), hands=[(1, 1, 1, 1), (2, 0, 0, 0)])


def _problems(**fields: Any) -> list[str]:
    return check(attrs.evolve(_base(), **fields))


def _cells(**codes: int) -> tuple[int, ...]:
    cells = list(_base().cells)
    for name, code in codes.items():
        cells[int(name[1:])] = code
    return tuple(cells)


CORRUPTIONS: list[tuple[str, dict[str, Any]]] = [
    ("cells[", {"cells": _cells(s21=2**63 - 1)}),
    ("cells[", {"cells": _cells(s21=7)}),
    ("cells[", {"cells": _cells(s21=leader_code(2, 0))}),
    ("cells", {"cells": (0,) * 175}),
    ("cells[", {"cells": _cells(s0=2)}),  # a blue tile on land
    ("cells[", {"cells": _cells(s4=1)}),  # a red tile on the river
    ("cells[", {"cells": _cells(**{f"s{sq(8, 0)}": leader_code(1, 1)})}),  # a leader with no temple
    ("cells", {"cells": _cells(**{f"s{sq(4, 8)}": leader_code(0, 0)})}),  # a leader twice
    ("cells, catastrophes", {"cells": _cells(s0=CATASTROPHE)}),
    ("cells, hands, bag", {"bag": Pile((0,) * 100)}),
    ("cells, hands, bag, discarded", {"discarded": 5}),
    ("hands", {"hands": (Hand(0, ()),)}),
    ("hands[1]", {"hands": (Hand(0, (0,)), Hand(0, (0,)))}),
    ("hands[0]", {"hands": (Hand(0, (0,) * 7), Hand(1, (0, 0)))}),
    ("hands[0]", {"hands": (Hand(0, (3, 0)), Hand(1, (0, 0)))}),
    ("bag", {"bag": Pile((9,))}),
    ("catastrophes", {"catastrophes": (3, 2)}),
    ("catastrophes", {"catastrophes": (2,)}),
    ("points[0]", {"points": (Secret(0, (-1, 0, 0, 0)), Secret(1, (0, 0, 0, 0)))}),
    ("points[1]", {"points": (Secret(0, (0, 0, 0, 0)), Secret(1, (0, 0, 0, 2**64)))}),
    ("points[0].shown", {"points": (Secret(0, (0, 0, 0, 0), shown=True), Secret(1, (0, 0, 0, 0)))}),
    ("treasures_won", {"treasures_won": (-1, 0)}),
    ("treasures, treasures_won", {"treasures_won": (10, 0)}),
    ("treasures", {"treasures": (sq(4, 7), sq(4, 5))}),
    ("treasures", {"treasures": (sq(5, 5),)}),
    ("monuments", {"monuments": (Monument(MonumentName.RED_BLUE, 999),)}),
    ("monuments[0].square", {"monuments": (Monument(MonumentName.RED_BLUE, sq(10, 3)),)}),
    ("monuments[0].square", {"monuments": (Monument(MonumentName.RED_BLUE, sq(6, 0)),)}),
    ("declined", {"declined": (sq(10, 0),)}),
    ("discarded", {"discarded": -1}),
    ("turn", {"turn": 2**63}),
    ("active", {"active": 2}),
    ("actions", {"actions": 3}),
    ("acting", {"acting": 1}),
    ("acting", {"placed": sq(4, 5)}),
    ("acting, actions", {"acting": True, "actions": 0}),
    ("placed", {"placed": 176}),
    ("placed, cells", {"acting": True, "placed": sq(5, 5)}),
    ("unification", {"acting": True, "unification": sq(5, 5)}),
    ("wars", {"acting": True, "wars": (Colour.RED, Colour.RED)}),
    ("wars, unification", {"acting": True, "wars": (Colour.RED,)}),
    ("choice.colour", {"acting": True, "choice": Choice(Kind.TILE)}),
    ("choice.origin", {"acting": True, "choice": Choice(Kind.TILE, Colour.RED, 3)}),
    ("choice.colour, cells", {"acting": True, "choice": Choice(Kind.LEADER, Colour.RED)}),
    ("choice, catastrophes[0]", {"acting": True, "choice": Choice(Kind.CATASTROPHE), "catastrophes": (0, 2),
                                 "cells": _cells(s160=CATASTROPHE, s161=CATASTROPHE)}),
    ("conflict.attacker", {"acting": True, "conflict": Conflict(ConflictKind.REVOLT, Colour.RED, 5, 1,
                                                                sq(4, 6), sq(4, 6), 1, 1)}),
    ("conflict.defender_square", {"acting": True, "conflict": Conflict(
        ConflictKind.REVOLT, Colour.RED, 0, 1, sq(4, 6), sq(4, 5), 1, 1)}),
    ("conflict.kind", {"acting": True, "conflict": Conflict(
        ConflictKind.WAR, Colour.RED, 1, 0, sq(0, 0), sq(4, 6), 1, 1)}),
    ("ended", {"ended": "lost"}),
    ("side", {"side": "round"}),
    ("turn, hands", {"turn": 0}),
]


IDS = [f"{i}-{field}" for i, (field, _) in enumerate(CORRUPTIONS)]


@pytest.mark.parametrize(("field", "fields"), CORRUPTIONS, ids=IDS)
def test_each_impossible_table_is_refused_naming_its_field(field: str, fields: dict[str, Any]) -> None:
    problems = _problems(**fields)
    assert problems and any(line.startswith(field) for line in problems), problems


def test_the_base_table_passes_and_a_hostile_start_state_does_not_load() -> None:
    assert check(_base()) == []
    with pytest.raises(senet.PositionError):
        senet.start_match(GAME, attrs.evolve(_base(), cells=_cells(s21=2**63 - 1)), 2, seed=0)
    monument = _cells(**{f"s{s}": FACE_DOWN for s in (sq(9, 0), sq(9, 1), sq(10, 0), sq(10, 1))})
    assert check(attrs.evolve(_base(), cells=monument, bag=Pile(_base().bag.items[4:]),
                              monuments=(Monument(MonumentName.RED_BLUE, sq(9, 0)),))) == []


_VALUES: list[Any] = [None, True, -1, 0, 1, 2, 3, 6, 7, 9, 175, 176, 2**63, "red", (), (0,), (1, 2),
                      Colour.BLUE, Kind.TILE, Choice(Kind.SWAP), Choice(Kind.LEADER, Colour.GREEN),
                      Conflict(ConflictKind.REVOLT, Colour.RED, 0, 1, 0, 1, 0, 0)]


def _mutate(state: TigrisState, rng: random.Random) -> TigrisState:
    field = rng.choice([f.name for f in attrs.fields(TigrisState)])
    value = getattr(state, field)
    if type(value) is tuple and value and rng.random() < 0.7:
        i = rng.randrange(len(value))
        item = value[i]
        if type(item) is int:
            new: Any = rng.choice([item - 1, item + 1, rng.choice(_VALUES)])
        elif isinstance(item, Hand):
            new = Hand(item.owner, tuple(sorted(rng.choices(range(4), k=rng.randrange(8)))))
        elif isinstance(item, Secret):
            new = Secret(item.owner, tuple(rng.randrange(-1, 3) for _ in range(4)), shown=item.shown)
        else:
            new = rng.choice(_VALUES)
        return attrs.evolve(state, **{field: (*value[:i], new, *value[i + 1:])})
    if isinstance(value, Pile):
        return attrs.evolve(state, bag=Pile(value.items[: rng.randrange(len(value.items) + 1)]))
    return attrs.evolve(state, **{field: rng.choice(_VALUES)})


def test_a_table_changed_in_one_field_is_refused_or_plays() -> None:
    rng = random.Random(7)
    real = [s for players in (2, 3, 4) for s in _states(players, {}, seed=10 + players, steps=150)[1::5]]
    deadline = time.monotonic() + 4
    tried = 0
    while time.monotonic() < deadline:
        state = _mutate(rng.choice(real), rng)
        tried += 1
        try:
            problems = check(state)
        except Exception as exc:
            pytest.fail(f"check raised {exc!r} on {state}")
        if problems:
            assert all(isinstance(line, str) and line for line in problems)
            continue
        players = len(state.hands)
        match = senet.start_match(GAME, state, players, seed=0,
                                  options={"board": state.side, "open_scoring": state.open_scoring})
        for seat in range(players):
            view = match.view(seat)
            match.legal_moves(seat)
            if senet.faces.table(GAME) is not None:
                senet.faces.table(GAME)(view)
        senet.play_out(match, max_moves=30)
    assert tried > 20
